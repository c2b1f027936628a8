/* Four threads increment shared counters of 1, 2, 4 and 8 bytes through compare-exchange retry
   loops: __atomic weak and strong (at different orders, a failure refreshing the expected
   value), __sync_val_compare_and_swap and __sync_bool_compare_and_swap, and a strong one whose
   success is kept as a value (counted as well as tested: on POWER and s390x the success read
   from the condition codes, mfocrf / ipm, where a success only branched on is compared
   instead), each success counted, the counts summing to the increments.  A compare-exchange
   that succeeds on a stale expected value, fails to write back the observed one, or reports
   success without storing, loses or duplicates increments (or never terminates).

   Each counter starts where the 8-byte one's low half overflows half-way, and must end at the
   start plus the threads' increments, a number that is not a multiple of 2^8 (nor so of any
   larger power of two): each thread does N increments, THREADS * N is not a multiple of 2^8,
   and what a thread does beyond N comes in blocks of 256.  So a counter that never changes
   fails, as does one that loses any number of increments but a multiple of 2^width.

   The threads, spread over the processors, start each of the ROUNDS slices of their first N
   increments of each width together, then go on (stress.h, go_on) until the strong loops of
   that width have failed on another thread's update MIN_RETRIES times or SECONDS have passed;
   fewer retries is UNSUPPORTED (the threads hardly overlapped).  */
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
#define SECONDS 20
#define START(T) ((T) (0xffffffffull - (unsigned long long) THREADS * N / 2))

_Static_assert ((unsigned char) ((unsigned long long) THREADS * N) != 0,
		"the counters must end elsewhere than they start");

static unsigned arrived;

#define COUNTERS(T, W)							\
  static T weak_##W = START (T), strong_##W = START (T), sval_##W = START (T), \
    sbool_##W = START (T), value_##W = START (T);			\
  static unsigned long long retries_##W, done_##W[THREADS], oks_##W[THREADS]; \
  static void								\
  work_##W (int t, unsigned *k)						\
  {									\
    unsigned long long retries = 0, published = 0, oks = 0, i;		\
    for (i = 0; i < N || (i - N) % 256 != 0 || go_on (&retries_##W, 1, MIN_RETRIES); i++) \
      {									\
	if (i < N && i % (N / ROUNDS + 1) == 0)				\
	  meet (&arrived, THREADS, ++*k);				\
	if ((i & 255) == 0)						\
	  {								\
	    __atomic_add_fetch (&retries_##W, retries - published, __ATOMIC_RELAXED); \
	    published = retries;					\
	  }								\
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
	_Bool ok;							\
	do								\
	  {								\
	    e = __atomic_load_n (&value_##W, __ATOMIC_RELAXED);		\
	    ok = __atomic_compare_exchange_n (&value_##W, &e, (T) (e + 1), 0, \
					      __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); \
	    oks += ok;							\
	  }								\
	while (!ok);							\
      }									\
    __atomic_add_fetch (&retries_##W, retries - published, __ATOMIC_RELAXED); \
    done_##W[t] = i;							\
    oks_##W[t] = oks;							\
  }									\
  static unsigned long long						\
  check_##W (void)							\
  {									\
    unsigned long long done = 0;					\
    for (int t = 0; t < THREADS; t++)					\
      {									\
	done += done_##W[t];						\
	if (oks_##W[t] != done_##W[t])					\
	  abort ();							\
      }									\
    T want = (T) (START (T) + done);					\
    if (weak_##W != want || strong_##W != want || sval_##W != want	\
	|| sbool_##W != want || value_##W != want)			\
      abort ();								\
    return 3 * done;							\
  }

COUNTERS (unsigned char, 1)
COUNTERS (unsigned short, 2)
COUNTERS (unsigned int, 4)
COUNTERS (unsigned long long, 8)

static void *
worker (void *arg)
{
  int t = (int) (long) arg;
  unsigned k = 0;
  spread_over_cpus (t);
  work_1 (t, &k);
  work_2 (t, &k);
  work_4 (t, &k);
  work_8 (t, &k);
  return 0;
}

int
main (void)
{
  pthread_t th[THREADS];
  need_two_cpus ();
  set_deadline (SECONDS);
  for (long t = 0; t < THREADS; t++)
    if (pthread_create (&th[t], 0, worker, (void *) t) != 0)
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], 0);
  unsigned long long ops1 = check_1 (), ops2 = check_2 (), ops4 = check_4 (), ops8 = check_8 ();
  need_overlap ("1-byte compare-exchange retried", retries_1, ops1, MIN_RETRIES);
  need_overlap ("2-byte compare-exchange retried", retries_2, ops2, MIN_RETRIES);
  need_overlap ("4-byte compare-exchange retried", retries_4, ops4, MIN_RETRIES);
  need_overlap ("8-byte compare-exchange retried", retries_8, ops8, MIN_RETRIES);
  return 0;
}
