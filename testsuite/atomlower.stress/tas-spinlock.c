/* Spinlocks built from __atomic_test_and_set/__atomic_clear (acquire/release), from
   __sync_lock_test_and_set/__sync_lock_release, and from a seq_cst exchange/store pair each
   guard a plain (non-atomic) counter: with mutual exclusion no increment is lost, and no two
   threads are ever inside at once (checked with a plain "inside" flag).  The threads, spread
   over the processors, start each of SLICES slices of their first N rounds together, then go
   on (stress.h, go_on) until each lock has been found taken by another thread MIN_BUSY times or
   SECONDS have passed; fewer is UNSUPPORTED (the threads hardly overlapped).  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-timeout-factor 2 } */

#include "stress.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define THREADS 4
#define N (ATOMLOWER_LONG ? 4000000 : 200000)
#define SLICES 16
#define MIN_BUSY 1000
#define SECONDS 20

static unsigned arrived;

static unsigned char flag;
static volatile long count1, inside1;
static int sync_lock;
static volatile long count2, inside2;
static unsigned long xchg_lock;
static volatile long count3, inside3;
/* The acquisitions of each lock that found it taken, and the rounds of each thread.  */
static unsigned long long busy[3], done[THREADS];

/* Spin until the lock is taken, counting in BUSY the acquisitions that found it taken, and
   yielding now and then: four threads on fewer cores must not burn a whole time slice while
   the holder is descheduled.  */
#define SPIN(cond, busy)						\
  do {									\
    unsigned spins_ = 0;						\
    for (; (cond); spins_++)						\
      if ((spins_ & 255) == 255)					\
	sched_yield ();							\
    (busy) += spins_ != 0;						\
  } while (0)

#define CRITICAL(count, inside)						\
  do {									\
    if (inside++ != 0)							\
      abort ();								\
    count = count + 1;							\
    if (--inside != 0)							\
      abort ();								\
  } while (0)

static void *
worker (void *arg)
{
  int t = (int) (long) arg;
  unsigned long long b[3] = { 0, 0, 0 }, i;
  unsigned k = 0;
  spread_over_cpus (t);
  for (i = 0; i < N || (i & 255) != 0 || go_on (busy, 3, MIN_BUSY); i++)
    {
      if (i < N && i % (N / SLICES) == 0)
	meet (&arrived, THREADS, ++k);
      if ((i & 255) == 0)
	for (int l = 0; l < 3; l++)
	  {
	    __atomic_add_fetch (&busy[l], b[l], __ATOMIC_RELAXED);
	    b[l] = 0;
	  }

      SPIN (__atomic_test_and_set (&flag, __ATOMIC_ACQUIRE), b[0]);
      CRITICAL (count1, inside1);
      __atomic_clear (&flag, __ATOMIC_RELEASE);

      SPIN (__sync_lock_test_and_set (&sync_lock, 1), b[1]);
      CRITICAL (count2, inside2);
      __sync_lock_release (&sync_lock);

      SPIN (__atomic_exchange_n (&xchg_lock, 1, __ATOMIC_SEQ_CST), b[2]);
      CRITICAL (count3, inside3);
      __atomic_store_n (&xchg_lock, 0, __ATOMIC_SEQ_CST);
    }
  for (int l = 0; l < 3; l++)
    __atomic_add_fetch (&busy[l], b[l], __ATOMIC_RELAXED);
  done[t] = i;
  return 0;
}

int
main (void)
{
  pthread_t th[THREADS];
  long total = 0;
  need_two_cpus ();
  set_deadline (SECONDS);
  for (long t = 0; t < THREADS; t++)
    if (pthread_create (&th[t], 0, worker, (void *) t) != 0)
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], 0);
  for (int t = 0; t < THREADS; t++)
    total += done[t];
  if (count1 != total || count2 != total || count3 != total)
    abort ();
  if (flag || sync_lock || xchg_lock)
    abort ();
  need_overlap ("test_and_set lock found taken", busy[0], total, MIN_BUSY);
  need_overlap ("__sync_lock_test_and_set lock found taken", busy[1], total, MIN_BUSY);
  need_overlap ("exchange lock found taken", busy[2], total, MIN_BUSY);
  return 0;
}
