/* __atomic_test_and_set returns whether the byte was set and sets it to the target's "set"
   value (__GCC_ATOMIC_TEST_AND_SET_TRUEVAL); __atomic_clear stores 0.  Every valid order (all six
   for test_and_set; relaxed, release, seq_cst for clear), on a bool and on a char, with the
   neighbouring bytes untouched.  The object holds 0 or 1, as GCC documents the builtin: the
   result is the old byte used as a bool, as GCC uses it (a byte of 0x80 gives a bool GCC alone
   mistests at -O0, so no test here relies on one).  */
/* { dg-do run } */

extern void abort (void);

static unsigned char buf[3];
#if __GCC_ATOMIC_TEST_AND_SET_TRUEVAL != 1
/* SPARC: the "set" value is 0xff (LDSTUB), which a _Bool cannot hold (GCC alone mistests such
   a bool at -O0 too), so the flag is an unsigned char there.  */
static unsigned char flag;
#else
static _Bool flag;
#endif

#define TAS(O)								\
  do {									\
    buf[0] = 0x11; buf[1] = 0; buf[2] = 0x33;				\
    if (__atomic_test_and_set (&buf[1], O))				\
      abort ();								\
    if (buf[1] != __GCC_ATOMIC_TEST_AND_SET_TRUEVAL || buf[0] != 0x11 || buf[2] != 0x33) \
      abort ();								\
    if (!__atomic_test_and_set (&buf[1], O))				\
      abort ();								\
    flag = 0;								\
    if (__atomic_test_and_set (&flag, O)				\
        || *(volatile unsigned char *) &flag != __GCC_ATOMIC_TEST_AND_SET_TRUEVAL) \
      abort ();								\
    /* Result unused.  */						\
    buf[1] = 0;								\
    __atomic_test_and_set (&buf[1], O);					\
    if (buf[1] != __GCC_ATOMIC_TEST_AND_SET_TRUEVAL)			\
      abort ();								\
  } while (0)

#define CLEAR(O)							\
  do {									\
    buf[0] = 0x11; buf[1] = 0xff; buf[2] = 0x33;			\
    __atomic_clear (&buf[1], O);					\
    if (buf[1] != 0 || buf[0] != 0x11 || buf[2] != 0x33)		\
      abort ();								\
    if (__atomic_test_and_set (&buf[1], __ATOMIC_SEQ_CST))		\
      abort ();								\
    flag = 1;								\
    __atomic_clear (&flag, O);						\
    if (flag)								\
      abort ();								\
  } while (0)

int
main (void)
{
  TAS (__ATOMIC_RELAXED);
  TAS (__ATOMIC_CONSUME);
  TAS (__ATOMIC_ACQUIRE);
  TAS (__ATOMIC_RELEASE);
  TAS (__ATOMIC_ACQ_REL);
  TAS (__ATOMIC_SEQ_CST);
  CLEAR (__ATOMIC_RELAXED);
  CLEAR (__ATOMIC_RELEASE);
  CLEAR (__ATOMIC_SEQ_CST);
  /* The result converts to 0/1 in an int.  */
  flag = 1;
  int r = __atomic_test_and_set (&flag, __ATOMIC_SEQ_CST);
  if (r != 1)
    abort ();
  flag = 0;
  r = __atomic_test_and_set (&flag, __ATOMIC_ACQUIRE);
  if (r != 0)
    abort ();
  return 0;
}
