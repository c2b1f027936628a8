/* __atomic_compare_exchange_n with the expected value in a private local variable (kept in a
   register at -O2): after a failure the variable holds the value observed, after a success it
   still holds the expected value; retry loops compute the right result; signed and unsigned
   types of every width (the observed value converted back without sign trouble); pointers.
   A parameter as the expected variable (kept in a register too), and one whose address also
   goes to another function (kept in memory, where that function reads the observed value).  */
/* { dg-do run } */
/* GCC's own GIMPLE checks on the rewritten statements (the expected variable is still
   addressable when the plugin runs).  */
/* { dg-additional-options "-fchecking" } */

extern void abort (void);

#define CHECK(T, N)							\
  static T v##N;							\
  __attribute__ ((noinline)) T						\
  fail##N (T exp, T des, int *ok)					\
  {									\
    T e = exp;								\
    *ok = __atomic_compare_exchange_n (&v##N, &e, des, 0,		\
				       __ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE); \
    return e;								\
  }									\
  __attribute__ ((noinline)) T						\
  parm##N (T e, T des, int *ok)						\
  {									\
    *ok = __atomic_compare_exchange_n (&v##N, &e, des, 0,		\
				       __ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE); \
    return e;								\
  }									\
  __attribute__ ((noinline)) T						\
  read##N (const T *e)							\
  {									\
    return *e;								\
  }									\
  __attribute__ ((noinline)) T						\
  parmesc##N (T e, T des, int *ok)					\
  {									\
    *ok = __atomic_compare_exchange_n (&v##N, &e, des, 0,		\
				       __ATOMIC_ACQ_REL, __ATOMIC_RELAXED); \
    return read##N (&e);						\
  }									\
  __attribute__ ((noinline)) T						\
  loop##N (T add, int rounds)						\
  {									\
    T e = __atomic_load_n (&v##N, __ATOMIC_RELAXED), last = 0;		\
    for (int i = 0; i < rounds; i++)					\
      {									\
	T want = e;							\
	while (!__atomic_compare_exchange_n (&v##N, &e, (T) (e + add), 1, \
					     __ATOMIC_ACQ_REL, __ATOMIC_RELAXED)) \
	  ;								\
	if (e != want)	/* nobody else writes v: no retry observed */	\
	  abort ();							\
	last = e;							\
	e = (T) (e + add);						\
      }									\
    return last;							\
  }									\
  static void								\
  test##N (void)							\
  {									\
    int ok;								\
    T a = (T) -2, b = (T) 0x71, c = (T) -128;				\
    v##N = a;								\
    if (fail##N (b, c, &ok) != a || ok || v##N != a)			\
      abort ();								\
    if (fail##N (a, c, &ok) != a || !ok || v##N != c)			\
      abort ();								\
    v##N = a;								\
    if (parm##N (b, c, &ok) != a || ok || v##N != a)			\
      abort ();								\
    if (parm##N (a, c, &ok) != a || !ok || v##N != c)			\
      abort ();								\
    if (parmesc##N (b, a, &ok) != c || ok || v##N != c)		\
      abort ();								\
    if (parmesc##N (c, b, &ok) != c || !ok || v##N != b)		\
      abort ();								\
    v##N = 0;								\
    if (loop##N (3, 10) != (T) 27 || v##N != (T) 30)			\
      abort ();								\
  }

CHECK (signed char, s1)
CHECK (unsigned char, u1)
CHECK (short, s2)
CHECK (unsigned short, u2)
CHECK (int, s4)
CHECK (unsigned int, u4)
CHECK (long long, s8)
CHECK (unsigned long long, u8)

static int x, y;
static int *vp = &x;

int
main (void)
{
  tests1 ();
  testu1 ();
  tests2 ();
  testu2 ();
  tests4 ();
  testu4 ();
  tests8 ();
  testu8 ();
  int *e = &y;
  if (__atomic_compare_exchange_n (&vp, &e, &y, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST) || e != &x)
    abort ();
  if (!__atomic_compare_exchange_n (&vp, &e, &y, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST) || e != &x
      || vp != &y)
    abort ();
  return 0;
}
