/* Shared body of int128-no-lost-update-cx16.c and int128-no-lost-update-shim.c: four threads
   update 16-byte counters with fetch_add (starting just below a carry into the high half),
   sub_fetch, fetch_or/fetch_and on thread-owned bits (checked through the returned old value),
   exchange (each value written is returned once or left in the object) and a compare-exchange
   loop.  The threads, spread over the processors, start each of SLICES slices of their first N
   rounds together, then go on (stress.h, go_on) until another thread's update has shown
   MIN_OVERLAP times -- a compare-exchange failing on it, a fetch_or returning another thread's
   bit -- or SECONDS have passed; fewer is UNSUPPORTED (the threads hardly overlapped).  */

#include "stress.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define THREADS 4
#define N (ATOMLOWER_LONG ? 2000000 : 50000)
#define SLICES 16
#define MIN_OVERLAP 1000
#define SECONDS 20

typedef unsigned __int128 u128;
#define START ((u128) ~0ull - THREADS * N / 2)	/* the low half overflows half-way */

static u128 add = START, sub, bits, xchg, cas;
static u128 xsum[THREADS];
static unsigned arrived;
static unsigned long long overlap, done[THREADS];

static void *
worker (void *arg)
{
  int t = (int) (long) arg;
  u128 own = (u128) 1 << (64 + t), sum = 0;
  unsigned long long seen = 0, published = 0, i;
  unsigned k = 0;
  spread_over_cpus (t);
  for (i = 0; i < N || (i & 255) != 0 || go_on (&overlap, 1, MIN_OVERLAP); i++)
    {
      if (i < N && i % (N / SLICES) == 0)
	meet (&arrived, THREADS, ++k);
      if ((i & 255) == 0)
	{
	  __atomic_add_fetch (&overlap, seen - published, __ATOMIC_RELAXED);
	  published = seen;
	}
      __atomic_fetch_add (&add, 1, (i & 1) ? __ATOMIC_RELAXED : __ATOMIC_SEQ_CST);
      __atomic_sub_fetch (&sub, (u128) 1 << 64, __ATOMIC_ACQ_REL);
      u128 old = __atomic_fetch_or (&bits, own, __ATOMIC_ACQ_REL);
      if (old & own)
	abort ();
      seen += old != 0;
      if (!(__atomic_fetch_and (&bits, ~own, __ATOMIC_SEQ_CST) & own))
	abort ();
      sum += __atomic_exchange_n (&xchg, ((u128) t << 64) | (i + 1), __ATOMIC_ACQ_REL);
      u128 e = __atomic_load_n (&cas, __ATOMIC_RELAXED), expected;
      while (expected = e,
	     !__atomic_compare_exchange_n (&cas, &e, e + (((u128) 1 << 64) | 1), 1,
					   __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
	seen += e != expected;	/* not a spurious failure of the weak form */
    }
  xsum[t] = sum;
  done[t] = i;
  __atomic_add_fetch (&overlap, seen - published, __ATOMIC_RELAXED);
  return 0;
}

int
main (void)
{
  pthread_t th[THREADS];
  u128 total = 0;
  need_two_cpus ();
  set_deadline (SECONDS);
  for (long t = 0; t < THREADS; t++)
    if (pthread_create (&th[t], 0, worker, (void *) t) != 0)
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], 0);
  for (int t = 0; t < THREADS; t++)
    total += done[t];
  if (add != START + total || sub != -(total << 64) || bits != 0)
    abort ();
  if (cas != ((total << 64) | total))
    abort ();
  u128 written = 0, returned = xchg;
  for (int t = 0; t < THREADS; t++)
    {
      returned += xsum[t];
      for (unsigned long long i = 0; i < done[t]; i++)
	written += ((u128) t << 64) | (i + 1);
    }
  if (returned != written)
    abort ();
  need_overlap ("a compare-exchange failed or a fetch_or saw another thread's bit", overlap,
		2 * (unsigned long long) total, MIN_OVERLAP);
  return 0;
}
