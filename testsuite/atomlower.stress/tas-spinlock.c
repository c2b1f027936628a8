/* Spinlocks built from __atomic_test_and_set/__atomic_clear (acquire/release), from
   __sync_lock_test_and_set/__sync_lock_release, and from a seq_cst exchange/store pair each
   guard a plain (non-atomic) counter: with mutual exclusion no increment is lost, and no two
   threads are ever inside at once (checked with a plain "inside" flag).  The threads, spread
   over the processors, start each of SLICES slices together, and each lock must be found
   taken by another thread at least MIN_BUSY times (else UNSUPPORTED: the threads hardly
   overlapped).  */
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
#define MIN_BUSY 100

static unsigned arrived;

static unsigned char flag;
static volatile long count1, inside1;
static int sync_lock;
static volatile long count2, inside2;
static unsigned long xchg_lock;
static volatile long count3, inside3;
static unsigned long long busy1, busy2, busy3;

/* Spin until the lock is taken, counting in BUSY the times it was found taken and yielding
   now and then: four threads on fewer cores must not burn a whole time slice while the holder
   is descheduled.  */
#define SPIN(cond, busy)						\
  for (unsigned spins_ = 0; (cond); spins_++, (busy)++)			\
    if ((spins_ & 255) == 255)						\
      sched_yield ()

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
  unsigned long long b1 = 0, b2 = 0, b3 = 0;
  unsigned k = 0;
  spread_over_cpus ((int) (long) arg);
  for (int i = 0; i < N; i++)
    {
      if (i % (N / SLICES) == 0)
	meet (&arrived, THREADS, ++k);

      SPIN (__atomic_test_and_set (&flag, __ATOMIC_ACQUIRE), b1);
      CRITICAL (count1, inside1);
      __atomic_clear (&flag, __ATOMIC_RELEASE);

      SPIN (__sync_lock_test_and_set (&sync_lock, 1), b2);
      CRITICAL (count2, inside2);
      __sync_lock_release (&sync_lock);

      SPIN (__atomic_exchange_n (&xchg_lock, 1, __ATOMIC_SEQ_CST), b3);
      CRITICAL (count3, inside3);
      __atomic_store_n (&xchg_lock, 0, __ATOMIC_SEQ_CST);
    }
  __atomic_add_fetch (&busy1, b1, __ATOMIC_RELAXED);
  __atomic_add_fetch (&busy2, b2, __ATOMIC_RELAXED);
  __atomic_add_fetch (&busy3, b3, __ATOMIC_RELAXED);
  return 0;
}

int
main (void)
{
  pthread_t th[THREADS];
  need_two_cpus ();
  for (long t = 0; t < THREADS; t++)
    if (pthread_create (&th[t], 0, worker, (void *) t) != 0)
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], 0);
  if (count1 != THREADS * N || count2 != THREADS * N || count3 != THREADS * N)
    abort ();
  if (flag || sync_lock || xchg_lock)
    abort ();
  need_overlap ("test_and_set lock found taken", busy1, THREADS * N, MIN_BUSY);
  need_overlap ("__sync_lock_test_and_set lock found taken", busy2, THREADS * N, MIN_BUSY);
  need_overlap ("exchange lock found taken", busy3, THREADS * N, MIN_BUSY);
  return 0;
}
