/* Shared body of the int128-no-tear-*.c tests: two writers store 16-byte values whose halves
   are equal (one with __atomic_store_n, one with a compare-exchange loop), two readers load the
   object with __atomic_load_n and check every value they see has equal halves and never goes
   back in time for that writer's sequence.  A load or store done as two 8-byte accesses tears
   here: a reader sees the low half of one value with the high half of another.

   The loads must overlap the stores to prove anything: the four threads, spread over the
   processors, start together, and the readers count the new values of each writer they see
   while both writers run.  The writers store at least N and N / 4 values, and then go on until
   the readers have seen MIN_CHANGES new values of each, or SECONDS have passed: then (a busy
   machine) the test is UNSUPPORTED with the counts, never PASS.  */

#include "stress.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define N (ATOMLOWER_LONG ? 4000000 : 400000)
#define MIN_CHANGES (ATOMLOWER_LONG ? 100000 : 1000)
#define SECONDS 10

typedef unsigned __int128 u128;
static u128 obj __attribute__ ((aligned (16)));
static int running = 2, torn;
static unsigned arrived;
static long long deadline;
/* Per reader, on a cache line of its own: its loads while both writers ran, and among them
   those that saw a new value of the store writer (even) and of the compare-exchange writer
   (odd).  */
static struct
{
  unsigned long long loads, changes[2];
} __attribute__ ((aligned (64))) seen[2];

static u128 pair (unsigned long long v) { return ((u128) v << 64) | v; }

/* The readers have seen enough new values of both writers, or the time is up.  */
static int
writers_done (void)
{
  unsigned long long c[2] = { 0, 0 };
  for (int r = 0; r < 2; r++)
    for (int w = 0; w < 2; w++)
      c[w] += __atomic_load_n (&seen[r].changes[w], __ATOMIC_RELAXED);
  return (c[0] >= MIN_CHANGES && c[1] >= MIN_CHANGES) || now_ns () > deadline;
}

static void *
store_writer (void *arg)
{
  (void) arg;
  spread_over_cpus (0);
  meet (&arrived, 4, 1);
  for (unsigned long long i = 1; i <= N || (i & 1023) != 0 || !writers_done (); i++)
    __atomic_store_n (&obj, pair (i << 1), (i & 1) ? __ATOMIC_RELEASE : __ATOMIC_SEQ_CST);
  __atomic_sub_fetch (&running, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *
cas_writer (void *arg)
{
  (void) arg;
  spread_over_cpus (1);
  meet (&arrived, 4, 1);
  u128 e = __atomic_load_n (&obj, __ATOMIC_RELAXED);
  for (unsigned long long i = 1; i <= N / 4 || (i & 1023) != 0 || !writers_done (); i++)
    while (!__atomic_compare_exchange_n (&obj, &e, pair ((i << 1) | 1), 1, __ATOMIC_ACQ_REL,
					 __ATOMIC_RELAXED))
      ;
  __atomic_sub_fetch (&running, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *
reader (void *arg)
{
  int me = (int) (long) arg;
  unsigned long long last_even = 0, last_odd = 0, prev = 0, changes[2] = { 0, 0 }, n = 0;
  int r;
  spread_over_cpus (me + 2);
  meet (&arrived, 4, 1);
  while ((r = __atomic_load_n (&running, __ATOMIC_ACQUIRE)) != 0)
    {
      u128 v = __atomic_load_n (&obj, (last_even & 2) ? __ATOMIC_ACQUIRE : __ATOMIC_SEQ_CST);
      unsigned long long lo = (unsigned long long) v, hi = (unsigned long long) (v >> 64);
      if (lo != hi)
	__atomic_add_fetch (&torn, 1, __ATOMIC_RELAXED);
      if (r == 2)
	{
	  n++;
	  if (lo != prev)
	    __atomic_store_n (&seen[me].changes[lo & 1], ++changes[lo & 1], __ATOMIC_RELAXED);
	}
      prev = lo;
      /* Each writer's values only grow (coherence of one object).  */
      if (lo & 1)
	{
	  if (lo < last_odd)
	    __atomic_add_fetch (&torn, 1, __ATOMIC_RELAXED);
	  last_odd = lo;
	}
      else
	{
	  if (lo < last_even)
	    __atomic_add_fetch (&torn, 1, __ATOMIC_RELAXED);
	  last_even = lo;
	}
    }
  seen[me].loads = n;
  return 0;
}

int
main (void)
{
  pthread_t t[4];
  need_two_cpus ();
  deadline = now_ns () + SECONDS * 1000000000LL;
  if (pthread_create (&t[0], 0, store_writer, 0) != 0
      || pthread_create (&t[1], 0, cas_writer, 0) != 0
      || pthread_create (&t[2], 0, reader, (void *) 0) != 0
      || pthread_create (&t[3], 0, reader, (void *) 1) != 0)
    abort ();
  for (int i = 0; i < 4; i++)
    pthread_join (t[i], 0);
  if (torn)
    abort ();
  u128 v = __atomic_load_n (&obj, __ATOMIC_SEQ_CST);
  if ((unsigned long long) v != (unsigned long long) (v >> 64))
    abort ();
  unsigned long long loads = seen[0].loads + seen[1].loads;
  need_overlap ("a reader saw a new value of the store writer while both writers ran",
		seen[0].changes[0] + seen[1].changes[0], loads, MIN_CHANGES);
  need_overlap ("a reader saw a new value of the compare-exchange writer while both writers ran",
		seen[0].changes[1] + seen[1].changes[1], loads, MIN_CHANGES);
  return 0;
}
