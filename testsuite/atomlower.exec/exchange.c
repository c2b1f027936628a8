/* __atomic_exchange_n and __atomic_exchange return the old value and store the new one, for
   1, 2, 4 and 8 bytes at every memory order (all six are valid for an exchange).  */
/* { dg-do run } */

extern void abort (void);

#define PATTERN(T, n) ((T) (0x8182838485868788ull + (n) * 0x0101010101010101ull))

#define ONE(T, V, O, n)							\
  do {									\
    T a = PATTERN (T, n), b = (T) ~a, c = (T) (a ^ 0x5a), got;		\
    V = a;								\
    if (__atomic_exchange_n (&V, b, O) != a || V != b)			\
      abort ();								\
    /* Exchanging the same value is still an exchange.  */		\
    if (__atomic_exchange_n (&V, b, O) != b || V != b)			\
      abort ();								\
    __atomic_exchange (&V, &c, &got, O);				\
    if (got != b || V != c)						\
      abort ();								\
    /* Result unused: only the store remains.  */			\
    __atomic_exchange_n (&V, a, O);					\
    if (V != a)								\
      abort ();								\
  } while (0)

#define TEST(T, NAME)							\
  static T NAME##_v;							\
  static void NAME (void)						\
  {									\
    ONE (T, NAME##_v, __ATOMIC_RELAXED, 0);				\
    ONE (T, NAME##_v, __ATOMIC_CONSUME, 1);				\
    ONE (T, NAME##_v, __ATOMIC_ACQUIRE, 2);				\
    ONE (T, NAME##_v, __ATOMIC_RELEASE, 3);				\
    ONE (T, NAME##_v, __ATOMIC_ACQ_REL, 4);				\
    ONE (T, NAME##_v, __ATOMIC_SEQ_CST, 5);				\
  }

TEST (unsigned char, u8)
TEST (unsigned short, u16)
TEST (unsigned int, u32)
TEST (unsigned long long, u64)
TEST (signed char, s8)
TEST (long long, s64)

static int *ptr_v;

int
main (void)
{
  int x, y;
  u8 (); u16 (); u32 (); u64 (); s8 (); s64 ();
  /* Pointers are 8-byte objects too.  */
  ptr_v = &x;
  if (__atomic_exchange_n (&ptr_v, &y, __ATOMIC_ACQ_REL) != &x || ptr_v != &y)
    abort ();
  return 0;
}
