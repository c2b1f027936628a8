/* Four threads increment shared counters of 1, 2, 4 and 8 bytes through compare-exchange retry
   loops: __atomic weak and strong (at different orders, a failure refreshing the expected
   value), __sync_val_compare_and_swap and __sync_bool_compare_and_swap.  A compare-exchange
   that succeeds on a stale expected value, or fails to write back the observed one, loses or
   duplicates increments (or never terminates).  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-timeout-factor 2 } */

#include <pthread.h>

extern void abort (void);

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define THREADS 4
#define N (ATOMLOWER_LONG ? 4000000 : 200000)

static int ready;

#define COUNTERS(T, W)							\
  static T weak_##W, strong_##W, sval_##W, sbool_##W;			\
  static void								\
  work_##W (void)							\
  {									\
    for (int i = 0; i < N; i++)						\
      {									\
	T e = __atomic_load_n (&weak_##W, __ATOMIC_RELAXED);		\
	while (!__atomic_compare_exchange_n (&weak_##W, &e, (T) (e + 1), 1, \
					     __ATOMIC_RELAXED, __ATOMIC_RELAXED)) \
	  ;								\
	e = __atomic_load_n (&strong_##W, __ATOMIC_ACQUIRE);		\
	while (!__atomic_compare_exchange_n (&strong_##W, &e, (T) (e + 1), 0, \
					     __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) \
	  ;								\
	T old = __atomic_load_n (&sval_##W, __ATOMIC_RELAXED), seen;	\
	while ((seen = __sync_val_compare_and_swap (&sval_##W, old, (T) (old + 1))) != old) \
	  old = seen;							\
	do								\
	  old = __atomic_load_n (&sbool_##W, __ATOMIC_RELAXED);		\
	while (!__sync_bool_compare_and_swap (&sbool_##W, old, (T) (old + 1))); \
      }									\
  }									\
  static void								\
  check_##W (void)							\
  {									\
    T want = (T) (THREADS * N);						\
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
  __atomic_add_fetch (&ready, 1, __ATOMIC_SEQ_CST);
  while (__atomic_load_n (&ready, __ATOMIC_ACQUIRE) < THREADS)
    ;
  work_1 ();
  work_2 ();
  work_4 ();
  work_8 ();
  return arg;
}

int
main (void)
{
  pthread_t th[THREADS];
  for (int t = 0; t < THREADS; t++)
    if (pthread_create (&th[t], 0, worker, 0) != 0)
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], 0);
  check_1 ();
  check_2 ();
  check_4 ();
  check_8 ();
  return 0;
}
