/* Memory orders only known at run time (the plugin treats them as seq_cst): every operation
   still computes the right values for every order value 0..5, including values that would be
   invalid for the operation as constants (a release load, an acquire store).  */
/* { dg-do run } */

extern void abort (void);

static volatile int orders[6] = { 0, 1, 2, 3, 4, 5 };
static unsigned char c;
static unsigned short h;
static unsigned int w;
static unsigned long long d;

#define TEST(V, T, o, f)						\
  do {									\
    T a = (T) 0x8182838485868788ull, b = (T) ~a, e;			\
    __atomic_store_n (&V, a, o);					\
    if (__atomic_load_n (&V, o) != a)					\
      abort ();								\
    if (__atomic_exchange_n (&V, b, o) != a || V != b)			\
      abort ();								\
    e = b;								\
    if (!__atomic_compare_exchange_n (&V, &e, a, 0, o, f) || V != a || e != b) \
      abort ();								\
    if (__atomic_compare_exchange_n (&V, &e, a, 0, o, f) || e != a)	\
      abort ();								\
    while (!__atomic_compare_exchange_n (&V, &e, b, 1, o, f))		\
      ;									\
    if (__atomic_fetch_add (&V, 1, o) != b || __atomic_sub_fetch (&V, 1, o) != b) \
      abort ();								\
    if (__atomic_fetch_and (&V, a, o) != b || __atomic_or_fetch (&V, a, o) != a) \
      abort ();								\
    if (__atomic_fetch_xor (&V, b, o) != a || __atomic_nand_fetch (&V, b, o) != a)	\
      abort ();								\
    __atomic_fetch_add (&V, 3, o);					\
    if (V != (T) (a + 3))						\
      abort ();								\
  } while (0)

int
main (void)
{
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 6; j++)
      {
	int o = orders[i], f = orders[j];
	TEST (c, unsigned char, o, f);
	TEST (h, unsigned short, o, f);
	TEST (w, unsigned int, o, f);
	TEST (d, unsigned long long, o, f);
	__atomic_thread_fence (o);
	__atomic_signal_fence (o);
	c = 0;
	if (__atomic_test_and_set (&c, o) || !c)
	  abort ();
	__atomic_clear (&c, o);
	if (c)
	  abort ();
      }
  return 0;
}
