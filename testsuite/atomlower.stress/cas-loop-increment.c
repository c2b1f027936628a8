/* Four threads increment shared counters of 1, 2, 4 and 8 bytes through compare-exchange retry
   loops: __atomic weak and strong (at different orders, a failure refreshing the expected
   value), __sync_val_compare_and_swap and __sync_bool_compare_and_swap.  A compare-exchange
   that succeeds on a stale expected value, fails to write back the observed one, or reports
   success without storing, loses or duplicates increments (or never terminates).  Each counter
   starts where the 8-byte one's low half overflows half-way, and THREADS * N is a multiple of
   neither 2^8 nor 2^16, so that every counter must end elsewhere than it started: a counter
   that never changes, or loses any number of increments but a multiple of 2^width, fails.
   The threads, spread over the processors, start each of the ROUNDS slices of each width
   together, and the strong loops must fail on another thread's update at least MIN_RETRIES
   times per width (else UNSUPPORTED: the threads hardly overlapped).  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-timeout-factor 2 } */

#include "stress.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define THREADS 4
#define N (ATOMLOWER_LONG ? 4000003 : 200003)
#define ROUNDS 16		/* per width, each started together */
#define MIN_RETRIES 1000
#define START(T) ((T) (0xffffffffull - (unsigned long long) THREADS * N / 2))

static unsigned arrived;

#define COUNTERS(T, W)							\
  static T weak_##W = START (T), strong_##W = START (T), sval_##W = START (T), \
    sbool_##W = START (T);						\
  static unsigned long long retries_##W;				\
  _Static_assert ((T) ((unsigned long long) THREADS * N) != 0,		\
		  "the counters must end elsewhere than they start");	\
  static void								\
  work_##W (unsigned *k)						\
  {									\
    unsigned long long retries = 0;					\
    for (int i = 0; i < N; i++)						\
      {									\
	if (i % (N / ROUNDS + 1) == 0)					\
	  meet (&arrived, THREADS, ++*k);				\
	T e = __atomic_load_n (&weak_##W, __ATOMIC_RELAXED);		\
	while (!__atomic_compare_exchange_n (&weak_##W, &e, (T) (e + 1), 1, \
					     __ATOMIC_RELAXED, __ATOMIC_RELAXED)) \
	  ;								\
	e = __atomic_load_n (&strong_##W, __ATOMIC_ACQUIRE);		\
	while (!__atomic_compare_exchange_n (&strong_##W, &e, (T) (e + 1), 0, \
					     __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) \
	  retries++;							\
	T old = __atomic_load_n (&sval_##W, __ATOMIC_RELAXED), seen;	\
	while ((seen = __sync_val_compare_and_swap (&sval_##W, old, (T) (old + 1))) != old) \
	  {								\
	    old = seen;							\
	    retries++;							\
	  }								\
	while (old = __atomic_load_n (&sbool_##W, __ATOMIC_RELAXED),	\
	       !__sync_bool_compare_and_swap (&sbool_##W, old, (T) (old + 1))) \
	  retries++;							\
      }									\
    __atomic_add_fetch (&retries_##W, retries, __ATOMIC_RELAXED);	\
  }									\
  static void								\
  check_##W (void)							\
  {									\
    T want = (T) (START (T) + (unsigned long long) THREADS * N);	\
    if (weak_##W != want || strong_##W != want || sval_##W != want	\
	|| sbool_##W != want)						\
      abort ();								\
  }

COUNTERS (unsigned char, 1)
COUNTERS (unsigned short, 2)
COUNTERS (unsigned int, 4)
COUNTERS (unsigned long long, 8)

static void *
worker (void *arg)
{
  unsigned k = 0;
  spread_over_cpus ((int) (long) arg);
  work_1 (&k);
  work_2 (&k);
  work_4 (&k);
  work_8 (&k);
  return 0;
}

int
main (void)
{
  pthread_t th[THREADS];
  need_two_cpus ();
  for (int t = 0; t < THREADS; t++)
    if (pthread_create (&th[t], 0, worker, (void *) (long) t) != 0)
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], 0);
  check_1 ();
  check_2 ();
  check_4 ();
  check_8 ();
  need_overlap ("1-byte compare-exchange retried", retries_1, 3ull * THREADS * N, MIN_RETRIES);
  need_overlap ("2-byte compare-exchange retried", retries_2, 3ull * THREADS * N, MIN_RETRIES);
  need_overlap ("4-byte compare-exchange retried", retries_4, 3ull * THREADS * N, MIN_RETRIES);
  need_overlap ("8-byte compare-exchange retried", retries_8, 3ull * THREADS * N, MIN_RETRIES);
  return 0;
}
