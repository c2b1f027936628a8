/* Spinlocks built from __atomic_test_and_set/__atomic_clear (acquire/release), from
   __sync_lock_test_and_set/__sync_lock_release, and from a seq_cst exchange/store pair each
   guard a plain (non-atomic) counter: with mutual exclusion no increment is lost, and no two
   threads are ever inside at once (checked with a plain "inside" flag).  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-timeout-factor 2 } */

#include <pthread.h>
#include <sched.h>

extern void abort (void);

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define THREADS 4
#define N (ATOMLOWER_LONG ? 4000000 : 200000)

static int ready;

static unsigned char flag;
static volatile long count1, inside1;
static int sync_lock;
static volatile long count2, inside2;
static unsigned long xchg_lock;
static volatile long count3, inside3;

/* Spin, yielding now and then: four threads on fewer cores must not burn a whole time slice
   while the holder is descheduled.  */
#define SPIN(cond)							\
  for (unsigned spins_ = 0; cond; spins_++)				\
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
  __atomic_add_fetch (&ready, 1, __ATOMIC_SEQ_CST);
  while (__atomic_load_n (&ready, __ATOMIC_ACQUIRE) < THREADS)
    ;
  for (int i = 0; i < N; i++)
    {
      SPIN (__atomic_test_and_set (&flag, __ATOMIC_ACQUIRE));
      CRITICAL (count1, inside1);
      __atomic_clear (&flag, __ATOMIC_RELEASE);

      SPIN (__sync_lock_test_and_set (&sync_lock, 1));
      CRITICAL (count2, inside2);
      __sync_lock_release (&sync_lock);

      SPIN (__atomic_exchange_n (&xchg_lock, 1, __ATOMIC_SEQ_CST));
      CRITICAL (count3, inside3);
      __atomic_store_n (&xchg_lock, 0, __ATOMIC_SEQ_CST);
    }
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
  if (count1 != THREADS * N || count2 != THREADS * N || count3 != THREADS * N)
    abort ();
  if (flag || sync_lock || xchg_lock)
    abort ();
  return 0;
}
