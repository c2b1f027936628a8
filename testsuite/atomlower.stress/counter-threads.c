/* Four threads add to shared counters with fetch_add and with compare-exchange retry loops;
   no update may be lost.  The threads, spread over the processors, start each of ROUNDS slices
   together, and the compare-exchange loop on the shared counter must fail on another thread's
   update at least MIN_RETRIES times (else UNSUPPORTED: the threads hardly overlapped, and the
   fetch_adds beside it prove nothing either).  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-timeout-factor 2 } */

#include "stress.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define THREADS 4
#define ROUNDS (ATOMLOWER_LONG ? 5000000 : 200000)
#define SLICES 16
#define MIN_RETRIES 1000

static int counter;
static long long wide;
static unsigned short narrow;
static unsigned arrived;
static unsigned long long retries;

static void *
worker (void *arg)
{
  unsigned long long tries = 0;
  unsigned k = 0;
  spread_over_cpus ((int) (long) arg);
  for (int i = 0; i < ROUNDS; i++)
    {
      if (i % (ROUNDS / SLICES) == 0)
	meet (&arrived, THREADS, ++k);
      __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);
      long long old = __atomic_load_n (&wide, __ATOMIC_RELAXED);
      while (!__atomic_compare_exchange_n (&wide, &old, old + 3, 1, __ATOMIC_ACQ_REL,
					   __ATOMIC_RELAXED))
	tries++;
      __atomic_add_fetch (&narrow, 1, __ATOMIC_SEQ_CST);
    }
  __atomic_add_fetch (&retries, tries, __ATOMIC_RELAXED);
  return 0;
}

int
main (void)
{
  pthread_t t[THREADS];
  need_two_cpus ();
  for (long i = 0; i < THREADS; i++)
    if (pthread_create (&t[i], 0, worker, (void *) i) != 0)
      abort ();
  for (int i = 0; i < THREADS; i++)
    pthread_join (t[i], 0);
  if (counter != THREADS * ROUNDS)
    abort ();
  if (wide != 3LL * THREADS * ROUNDS)
    abort ();
  if (narrow != (unsigned short) (THREADS * ROUNDS))
    abort ();
  need_overlap ("8-byte compare-exchange retried", retries, (unsigned long long) THREADS * ROUNDS,
		MIN_RETRIES);
  return 0;
}
