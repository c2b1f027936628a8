/* __atomic_fetch_{add,sub,and,or,xor,nand} return the old value and leave OLD OP VAL in memory,
   for 1, 2, 4 and 8 bytes, signed and unsigned, at every memory order; with a constant operand
   and with one the compiler cannot see (HIDE), with the result used and unused (which the
   plugin lowers differently: xadd / cmpxchg loop / lock-prefixed ALU op).  The values include
   wrap-around at both ends and nand's identities (x nand ~0 == ~x, x nand 0 == ~0).  The
   expected values are computed here with the plain C operators.  */
/* { dg-do run } */

extern void abort (void);

/* The value, opaque to the optimisers: a non-constant operand.  */
#define HIDE(x) ({ __typeof__ (x) h_ = (x); __asm__ ("" : "+r" (h_)); h_; })

#define E_add(a, b)  ((a) + (b))
#define E_sub(a, b)  ((a) - (b))
#define E_and(a, b)  ((a) & (b))
#define E_or(a, b)   ((a) | (b))
#define E_xor(a, b)  ((a) ^ (b))
#define E_nand(a, b) (~((a) & (b)))

/* One operation at one order on (a, b); b a constant expression.  */
#define ONE(T, V, OP, O, a, b)						\
  do {									\
    T a_ = (a), want = (T) E_##OP (a_, (T) (b));			\
    V = a_;								\
    if (__atomic_fetch_##OP (&V, (b), O) != a_ || V != want)		\
      abort ();								\
    V = a_;								\
    if (__atomic_fetch_##OP (&V, HIDE ((T) (b)), O) != a_ || V != want) \
      abort ();								\
    V = a_;								\
    __atomic_fetch_##OP (&V, (b), O);					\
    if (V != want)							\
      abort ();								\
    V = a_;								\
    __atomic_fetch_##OP (&V, HIDE ((T) (b)), O);			\
    if (V != want)							\
      abort ();								\
  } while (0)

#define ORDERS(T, V, OP, a, b)						\
  ONE (T, V, OP, __ATOMIC_RELAXED, a, b);				\
  ONE (T, V, OP, __ATOMIC_CONSUME, a, b);				\
  ONE (T, V, OP, __ATOMIC_ACQUIRE, a, b);				\
  ONE (T, V, OP, __ATOMIC_RELEASE, a, b);				\
  ONE (T, V, OP, __ATOMIC_ACQ_REL, a, b);				\
  ONE (T, V, OP, __ATOMIC_SEQ_CST, a, b)

#define MAX(T) ((T) ((T) -1 > 0 ? (T) -1 : (T) ((1ull << (8 * sizeof (T) - 1)) - 1)))
#define MIN(T) ((T) ((T) -1 > 0 ? 0 : (T) -MAX (T) - 1))
#define PAT(T) ((T) 0xa5c3e1f0b4d29687ull)

/* Every order on a typical value, then the edge values at two orders.  */
#define OPS(T, V, OP)							\
  ORDERS (T, V, OP, PAT (T), 0x5a3c);					\
  ONE (T, V, OP, __ATOMIC_SEQ_CST, MAX (T), 1);			\
  ONE (T, V, OP, __ATOMIC_RELAXED, MIN (T), 1);			\
  ONE (T, V, OP, __ATOMIC_SEQ_CST, MIN (T), -1);			\
  ONE (T, V, OP, __ATOMIC_ACQ_REL, 0, 0);				\
  ONE (T, V, OP, __ATOMIC_SEQ_CST, PAT (T), 0);			\
  ONE (T, V, OP, __ATOMIC_RELAXED, PAT (T), -1);			\
  ONE (T, V, OP, __ATOMIC_SEQ_CST, (T) -1, (T) -1);			\
  ONE (T, V, OP, __ATOMIC_SEQ_CST, PAT (T), (T) 0x123456789abcdef0ull);	\
  ONE (T, V, OP, __ATOMIC_RELAXED, PAT (T), (T) 0x8000000000000000ull);	\
  ONE (T, V, OP, __ATOMIC_SEQ_CST, PAT (T), MIN (T))

#define TEST(T, NAME)							\
  static T NAME##_v;							\
  static void NAME (void)						\
  {									\
    OPS (T, NAME##_v, add);						\
    OPS (T, NAME##_v, sub);						\
    OPS (T, NAME##_v, and);						\
    OPS (T, NAME##_v, or);						\
    OPS (T, NAME##_v, xor);						\
    OPS (T, NAME##_v, nand);						\
  }

TEST (unsigned char, u8)
TEST (unsigned short, u16)
TEST (unsigned int, u32)
TEST (unsigned long long, u64)
TEST (signed char, s8)
TEST (short, s16)
TEST (int, s32)
TEST (long long, s64)

int
main (void)
{
  /* nand's identities, spelled out once.  */
  unsigned int x = 0x12345678;
  if (__atomic_fetch_nand (&x, ~0u, __ATOMIC_SEQ_CST) != 0x12345678 || x != ~0x12345678u)
    abort ();
  if (__atomic_fetch_nand (&x, 0, __ATOMIC_SEQ_CST) != ~0x12345678u || x != ~0u)
    abort ();
  u8 (); u16 (); u32 (); u64 ();
  s8 (); s16 (); s32 (); s64 ();
  return 0;
}
