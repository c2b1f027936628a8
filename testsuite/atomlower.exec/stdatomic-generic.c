/* <stdatomic.h>'s generic functions on atomic_char, atomic_short, atomic_int, atomic_llong and an
   _Atomic pointer, implicit (seq_cst) and _explicit forms: init, load, store, exchange,
   compare_exchange_strong/weak, fetch_add/sub/or/xor/and, and atomic_flag.  */
/* { dg-do run } */

#include <stdatomic.h>

extern void abort (void);

#define TEST(A, T, NAME)						\
  static A NAME##_v;							\
  static void NAME (void)						\
  {									\
    T a = (T) 0xa5c3e1f0b4d29687ull, b = (T) 0x5a3c, e;		\
    atomic_init (&NAME##_v, a);						\
    if (atomic_load (&NAME##_v) != a)					\
      abort ();								\
    atomic_store (&NAME##_v, b);					\
    if (atomic_load_explicit (&NAME##_v, memory_order_acquire) != b)	\
      abort ();								\
    atomic_store_explicit (&NAME##_v, a, memory_order_release);		\
    if (atomic_exchange (&NAME##_v, b) != a				\
	|| atomic_exchange_explicit (&NAME##_v, a, memory_order_acq_rel) != b) \
      abort ();								\
    e = a;								\
    if (!atomic_compare_exchange_strong (&NAME##_v, &e, b) || e != a)	\
      abort ();								\
    if (atomic_compare_exchange_strong (&NAME##_v, &e, b) || e != b)	\
      abort ();								\
    while (!atomic_compare_exchange_weak_explicit (&NAME##_v, &e, a,	\
						   memory_order_acq_rel, \
						   memory_order_relaxed)) \
      if (e != b)							\
	abort ();							\
    if (atomic_compare_exchange_strong_explicit (&NAME##_v, &e, a,	\
						 memory_order_seq_cst,	\
						 memory_order_acquire)	\
	|| e != a)							\
      abort ();								\
    while (!atomic_compare_exchange_weak (&NAME##_v, &e, b))		\
      ;									\
    atomic_store (&NAME##_v, a);					\
    if (atomic_fetch_add (&NAME##_v, b) != a				\
	|| atomic_load (&NAME##_v) != (T) (a + b))			\
      abort ();								\
    if (atomic_fetch_sub_explicit (&NAME##_v, b, memory_order_relaxed) != (T) (a + b) \
	|| atomic_load (&NAME##_v) != a)				\
      abort ();								\
    if (atomic_fetch_or (&NAME##_v, b) != a				\
	|| atomic_load (&NAME##_v) != (T) (a | b))			\
      abort ();								\
    if (atomic_fetch_xor_explicit (&NAME##_v, b, memory_order_release) != (T) (a | b) \
	|| atomic_load (&NAME##_v) != (T) ((a | b) ^ b))		\
      abort ();								\
    if (atomic_fetch_and_explicit (&NAME##_v, b, memory_order_acquire) != (T) ((a | b) ^ b) \
	|| atomic_load (&NAME##_v) != (T) (((a | b) ^ b) & b))		\
      abort ();								\
  }

TEST (atomic_char, char, c)
TEST (atomic_short, short, s)
TEST (atomic_int, int, i)
TEST (atomic_uint, unsigned int, u)
TEST (atomic_llong, long long, ll)
TEST (atomic_ullong, unsigned long long, ull)

static atomic_flag flag = ATOMIC_FLAG_INIT;
static int arr[4];
static _Atomic (int *) ap;

int
main (void)
{
  c (); s (); i (); u (); ll (); ull ();
  if (atomic_flag_test_and_set (&flag) || !atomic_flag_test_and_set (&flag))
    abort ();
  atomic_flag_clear (&flag);
  if (atomic_flag_test_and_set_explicit (&flag, memory_order_acquire))
    abort ();
  atomic_flag_clear_explicit (&flag, memory_order_release);
  if (atomic_flag_test_and_set_explicit (&flag, memory_order_relaxed))
    abort ();
  atomic_store (&ap, &arr[1]);
  int *old = &arr[1];
  if (atomic_exchange (&ap, &arr[3]) != &arr[1]
      || !atomic_compare_exchange_strong (&ap, &(int *) { &arr[3] }, &arr[0])
      || atomic_compare_exchange_strong (&ap, &old, &arr[2]) || old != &arr[0]
      || atomic_load (&ap) != &arr[0])
    abort ();
  return 0;
}
