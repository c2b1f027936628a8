/* Compound assignment on _Atomic objects (C11 6.5.16.2: one atomic read-modify-write):
   +=, -=, &=, |=, ^=, ++ and -- (prefix and postfix) on _Atomic integers of 1, 2, 4 and 8 bytes,
   signed and unsigned, and the operators the front end turns into compare-exchange loops
   (*=, /=, %=, <<=, >>=); += and ++ on an _Atomic pointer (scaled by the element size).  The
   value of each expression and the object afterwards are checked against plain arithmetic.  */
/* { dg-do run } */

extern void abort (void);

#define HIDE(x) ({ __typeof__ (x) h_ = (x); __asm__ ("" : "+r" (h_)); h_; })

#define COMPOUND(T, V, OP, a, b)					\
  do {									\
    T p_ = (a);								\
    p_ OP (b);								\
    V = (a);								\
    T r_ = (V OP (b));							\
    if (r_ != p_ || V != p_)						\
      abort ();								\
    V = (a);								\
    V OP HIDE ((T) (b));						\
    if (V != p_)							\
      abort ();								\
  } while (0)

#define TEST(T, NAME)							\
  static _Atomic T NAME##_v;						\
  static void NAME (void)						\
  {									\
    T a = (T) 0xa5c3e1f0b4d29687ull, b = (T) 0x5a3c;			\
    COMPOUND (T, NAME##_v, +=, a, b);					\
    COMPOUND (T, NAME##_v, +=, (T) -1, 1);				\
    COMPOUND (T, NAME##_v, -=, a, b);					\
    COMPOUND (T, NAME##_v, -=, 0, 1);					\
    COMPOUND (T, NAME##_v, &=, a, b);					\
    COMPOUND (T, NAME##_v, |=, a, b);					\
    COMPOUND (T, NAME##_v, ^=, a, b);					\
    /* b is positive in every type: no signed overflow.  */		\
    COMPOUND (T, NAME##_v, *=, b, 3);					\
    COMPOUND (T, NAME##_v, /=, a, 7);					\
    COMPOUND (T, NAME##_v, %=, a, 7);					\
    COMPOUND (T, NAME##_v, <<=, b, 3);					\
    COMPOUND (T, NAME##_v, >>=, a, 2);					\
    NAME##_v = a;							\
    if (NAME##_v++ != a || NAME##_v != (T) (a + 1))			\
      abort ();								\
    if (++NAME##_v != (T) (a + 2) || NAME##_v != (T) (a + 2))		\
      abort ();								\
    if (NAME##_v-- != (T) (a + 2) || NAME##_v != (T) (a + 1))		\
      abort ();								\
    if (--NAME##_v != a || NAME##_v != a)				\
      abort ();								\
    NAME##_v = (T) -1;							\
    NAME##_v++;								\
    if (NAME##_v != 0)							\
      abort ();								\
    --NAME##_v;								\
    if (NAME##_v != (T) -1)						\
      abort ();								\
  }

TEST (unsigned char, u8)
TEST (unsigned short, u16)
TEST (unsigned int, u32)
TEST (unsigned long long, u64)
TEST (signed char, s8)
TEST (short, s16)
TEST (int, s32)
TEST (long long, s64)

static int arr[8];
static int *_Atomic ap;

int
main (void)
{
  u8 (); u16 (); u32 (); u64 ();
  s8 (); s16 (); s32 (); s64 ();
  ap = &arr[1];
  if ((ap += 2) != &arr[3] || ap != &arr[3])
    abort ();
  if (ap++ != &arr[3] || ap != &arr[4])
    abort ();
  if (--ap != &arr[3])
    abort ();
  ap -= 3;
  if (ap != &arr[0])
    abort ();
  return 0;
}
