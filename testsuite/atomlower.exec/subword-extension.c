/* The 1- and 2-byte results of every value-returning atomic operation are extended as their
   type says when assigned to an int or long: sign-extended for signed char and short,
   zero-extended for unsigned char and unsigned short.  The values have the top bit set, so a
   wrong extension (or garbage in the upper bits of the result register) shows.  */
/* { dg-do run } */

extern void abort (void);

#define HIDE(x) ({ __typeof__ (x) h_ = (x); __asm__ ("" : "+r" (h_)); h_; })

/* SETUP; int = EXPR; SETUP; long = EXPR: both must equal WANT.  */
#define CHECK(setup, expr, want)					\
  do {									\
    setup;								\
    int r_ = (expr);							\
    setup;								\
    long l_ = (expr);							\
    if (r_ != (want) || l_ != (long) (want))				\
      abort ();								\
  } while (0)

#define TEST(T, V, big)							\
  do {									\
    T a = (T) (big), b = (T) ((big) - 1), e;				\
    int ia = a, ib = b;		/* extended by the C rules */		\
    CHECK (V = a, __atomic_load_n (&V, __ATOMIC_SEQ_CST), ia);		\
    CHECK (V = a, __atomic_load_n (&V, __ATOMIC_RELAXED), ia);		\
    CHECK (V = a, __atomic_exchange_n (&V, b, __ATOMIC_SEQ_CST), ia);	\
    CHECK (V = a, __atomic_fetch_add (&V, 0, __ATOMIC_SEQ_CST), ia);	\
    CHECK (V = a, __atomic_fetch_add (&V, HIDE ((T) 0), __ATOMIC_RELAXED), ia); \
    CHECK (V = a, __atomic_fetch_sub (&V, 1, __ATOMIC_SEQ_CST), ia);	\
    CHECK (V = a, __atomic_fetch_and (&V, (T) -1, __ATOMIC_SEQ_CST), ia); \
    CHECK (V = a, __atomic_fetch_or (&V, 0, __ATOMIC_ACQUIRE), ia);	\
    CHECK (V = a, __atomic_fetch_xor (&V, 0, __ATOMIC_RELEASE), ia);	\
    CHECK (V = a, __atomic_fetch_nand (&V, (T) -1, __ATOMIC_SEQ_CST), ia); \
    CHECK (V = b, __atomic_add_fetch (&V, 1, __ATOMIC_SEQ_CST), ia);	\
    CHECK (V = b, __atomic_add_fetch (&V, HIDE ((T) 1), __ATOMIC_SEQ_CST), ia); \
    CHECK (V = a, __atomic_sub_fetch (&V, 1, __ATOMIC_ACQ_REL), ib);	\
    CHECK (V = a, __atomic_and_fetch (&V, (T) -1, __ATOMIC_SEQ_CST), ia); \
    CHECK (V = a, __atomic_or_fetch (&V, 0, __ATOMIC_SEQ_CST), ia);	\
    CHECK (V = a, __atomic_xor_fetch (&V, 0, __ATOMIC_SEQ_CST), ia);	\
    CHECK (V = (T) ~a, __atomic_nand_fetch (&V, (T) -1, __ATOMIC_SEQ_CST), ia); \
    CHECK (V = a, __sync_fetch_and_add (&V, 0), ia);			\
    CHECK (V = b, __sync_add_and_fetch (&V, 1), ia);			\
    CHECK (V = a, __sync_val_compare_and_swap (&V, a, b), ia);		\
    CHECK (V = a, __sync_val_compare_and_swap (&V, b, b), ia);		\
    CHECK (V = a, __sync_lock_test_and_set (&V, b), ia);		\
    V = b; e = b;							\
    if (!__atomic_compare_exchange_n (&V, &e, a, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST) \
	|| V != a)							\
      abort ();								\
    /* Failure writes the observed value back, as a T.  */		\
    if (__atomic_compare_exchange_n (&V, &e, a, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) \
      abort ();								\
    if (e != a || (int) e != ia)					\
      abort ();								\
  } while (0)

static signed char sc;
static unsigned char uc;
static short ss;
static unsigned short us;

int
main (void)
{
  TEST (signed char, sc, 0x80);
  TEST (signed char, sc, 0xfe);
  TEST (unsigned char, uc, 0x80);
  TEST (unsigned char, uc, 0xff);
  TEST (short, ss, 0x8000);
  TEST (short, ss, 0xfffe);
  TEST (unsigned short, us, 0x8000);
  TEST (unsigned short, us, 0xffff);
  /* The example: a signed char counter going negative.  */
  sc = 0;
  int r = __atomic_fetch_add (&sc, -1, __ATOMIC_SEQ_CST);
  int n = __atomic_fetch_add (&sc, -1, __ATOMIC_SEQ_CST);
  if (r != 0 || n != -1 || sc != -2)
    abort ();
  return 0;
}
