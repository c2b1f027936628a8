/* Four threads add to shared counters with fetch_add and with compare-exchange retry loops;
   no update may be lost.  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-timeout-factor 2 } */

#include <pthread.h>

extern void abort (void);

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define THREADS 4
#define ROUNDS (ATOMLOWER_LONG ? 5000000 : 200000)

static int counter;
static long long wide;
static unsigned short narrow;

static void *
worker (void *arg)
{
  for (int i = 0; i < ROUNDS; i++)
    {
      __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);
      long long old = __atomic_load_n (&wide, __ATOMIC_RELAXED);
      while (!__atomic_compare_exchange_n (&wide, &old, old + 3, 1, __ATOMIC_ACQ_REL,
					   __ATOMIC_RELAXED))
	;
      __atomic_add_fetch (&narrow, 1, __ATOMIC_SEQ_CST);
    }
  return arg;
}

int
main (void)
{
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++)
    if (pthread_create (&t[i], 0, worker, 0) != 0)
      abort ();
  for (int i = 0; i < THREADS; i++)
    pthread_join (t[i], 0);
  if (counter != THREADS * ROUNDS)
    abort ();
  if (wide != 3LL * THREADS * ROUNDS)
    abort ();
  if (narrow != (unsigned short) (THREADS * ROUNDS))
    abort ();
  return 0;
}
