/* Compound assignment, ++ and -- on _Atomic long double: 16 bytes on x86-64 (10 of value, 6 of
   padding that the compare-exchange loop must carry along) and on POWER, so a load + 16-byte
   compare-exchange loop, through the runtime without -mcx16.  Values are exact in binary.  */
/* { dg-do run } */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-additional-options "-fno-trapping-math" } */

extern void abort (void);

#define TEST(T, NAME)							\
  static _Atomic T NAME##_v;						\
  static void NAME (void)						\
  {									\
    NAME##_v = 1.5;							\
    if ((NAME##_v += 2.25) != 3.75 || NAME##_v != 3.75)		\
      abort ();								\
    if ((NAME##_v -= 0.75) != 3.0 || NAME##_v != 3.0)			\
      abort ();								\
    if ((NAME##_v *= -2) != -6.0 || NAME##_v != -6.0)			\
      abort ();								\
    if ((NAME##_v /= 4) != -1.5 || NAME##_v != -1.5)			\
      abort ();								\
    if (NAME##_v++ != -1.5 || NAME##_v != -0.5)			\
      abort ();								\
    if (++NAME##_v != 0.5 || NAME##_v != 0.5)				\
      abort ();								\
    if (NAME##_v-- != 0.5 || --NAME##_v != -1.5)			\
      abort ();								\
    T x = NAME##_v;							\
    if (x != -1.5)							\
      abort ();								\
    NAME##_v = 0.0;							\
    for (int i = 0; i < 1000; i++)					\
      NAME##_v += 0.25;							\
    if (NAME##_v != 250.0)						\
      abort ();								\
  }

TEST (long double, ld)

int
main (void)
{
  ld ();
  return 0;
}
