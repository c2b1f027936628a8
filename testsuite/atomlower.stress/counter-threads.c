/* Four threads add to shared counters with fetch_add and with compare-exchange retry loops;
   no update may be lost.  Each thread does ROUNDS rounds, THREADS * ROUNDS is not a multiple
   of 2^8, and what a thread does beyond ROUNDS comes in blocks of 256, so the 2-byte counter
   ends elsewhere than it started.  The threads, spread over the processors, start each of
   SLICES slices of their first ROUNDS rounds together, then go on (stress.h, go_on) until the
   compare-exchange loop on the shared counter has failed on another thread's update
   MIN_RETRIES times or SECONDS have passed; fewer retries is UNSUPPORTED (the threads hardly
   overlapped, and the fetch_adds beside the loop prove nothing either).  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-timeout-factor 2 } */

#include "stress.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define THREADS 4
#define ROUNDS (ATOMLOWER_LONG ? 5000003 : 200003)
#define SLICES 16
#define MIN_RETRIES 1000
#define SECONDS 20

_Static_assert ((unsigned char) ((unsigned long long) THREADS * ROUNDS) != 0,
		"the counters must end elsewhere than they start");

static int counter;
static long long wide;
static unsigned short narrow;
static unsigned arrived;
static unsigned long long retries, done[THREADS];

static void *
worker (void *arg)
{
  int t = (int) (long) arg;
  unsigned long long tries = 0, published = 0, i;
  unsigned k = 0;
  spread_over_cpus (t);
  for (i = 0; i < ROUNDS || (i - ROUNDS) % 256 != 0 || go_on (&retries, 1, MIN_RETRIES); i++)
    {
      if (i < ROUNDS && i % (ROUNDS / SLICES + 1) == 0)
	meet (&arrived, THREADS, ++k);
      if ((i & 255) == 0)
	{
	  __atomic_add_fetch (&retries, tries - published, __ATOMIC_RELAXED);
	  published = tries;
	}
      __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);
      long long old = __atomic_load_n (&wide, __ATOMIC_RELAXED), expected;
      while (expected = old,
	     !__atomic_compare_exchange_n (&wide, &old, old + 3, 1, __ATOMIC_ACQ_REL,
					   __ATOMIC_RELAXED))
	tries += old != expected;	/* another thread's update, not a spurious failure */
      __atomic_add_fetch (&narrow, 1, __ATOMIC_SEQ_CST);
    }
  __atomic_add_fetch (&retries, tries - published, __ATOMIC_RELAXED);
  done[t] = i;
  return 0;
}

int
main (void)
{
  pthread_t th[THREADS];
  unsigned long long total = 0;
  need_two_cpus ();
  set_deadline (SECONDS);
  for (long t = 0; t < THREADS; t++)
    if (pthread_create (&th[t], 0, worker, (void *) t) != 0)
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], 0);
  for (int t = 0; t < THREADS; t++)
    total += done[t];
  if (counter != (int) total || wide != 3LL * (long long) total
      || narrow != (unsigned short) total)
    abort ();
  need_overlap ("8-byte compare-exchange retried", retries, total, MIN_RETRIES);
  return 0;
}
