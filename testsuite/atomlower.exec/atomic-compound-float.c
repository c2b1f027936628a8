/* Compound assignment, ++ and -- on _Atomic float and double, which the front end turns into
   load + compare-exchange loops, inline at 4 and 8 bytes (long double, 16 bytes, is in
   atomic-compound-long-double.c).  Values are exact in binary, so equality is the right test.  */
/* { dg-do run } */
/* Without trapping math the front end leaves out its floating-point exception bookkeeping
   (the call to __atomic_feraiseexcept, covered by atomic-compound-float-fenv.c).  */
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

TEST (float, f)
TEST (double, d)

int
main (void)
{
  f ();
  d ();
  return 0;
}
