/* __atomic_{add,sub,and,or,xor,nand}_fetch return the new value, OLD OP VAL, and leave it in
   memory, for 1, 2, 4 and 8 bytes, signed and unsigned, at every memory order; with a constant
   operand and with one the compiler cannot see (HIDE), result used and unused.  Values include
   wrap-around at both ends and nand's identities.  Expected values come from the C operators.  */
/* { dg-do run } */

extern void abort (void);

#define HIDE(x) ({ __typeof__ (x) h_ = (x); __asm__ ("" : "+r" (h_)); h_; })

#define E_add(a, b)  ((a) + (b))
#define E_sub(a, b)  ((a) - (b))
#define E_and(a, b)  ((a) & (b))
#define E_or(a, b)   ((a) | (b))
#define E_xor(a, b)  ((a) ^ (b))
#define E_nand(a, b) (~((a) & (b)))

#define ONE(T, V, OP, O, a, b)						\
  do {									\
    T a_ = (a), want = (T) E_##OP (a_, (T) (b));			\
    V = a_;								\
    if (__atomic_##OP##_fetch (&V, (b), O) != want || V != want)	\
      abort ();								\
    V = a_;								\
    if (__atomic_##OP##_fetch (&V, HIDE ((T) (b)), O) != want || V != want) \
      abort ();								\
    V = a_;								\
    __atomic_##OP##_fetch (&V, (b), O);					\
    if (V != want)							\
      abort ();								\
    V = a_;								\
    __atomic_##OP##_fetch (&V, HIDE ((T) (b)), O);			\
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
  unsigned short x = 0x1234;
  if (__atomic_nand_fetch (&x, 0xffff, __ATOMIC_SEQ_CST) != (unsigned short) ~0x1234 || x != (unsigned short) ~0x1234)
    abort ();
  if (__atomic_nand_fetch (&x, 0, __ATOMIC_RELAXED) != 0xffff || x != 0xffff)
    abort ();
  u8 (); u16 (); u32 (); u64 ();
  s8 (); s16 (); s32 (); s64 ();
  return 0;
}
