/* Shared body of the int128-no-tear-*.c tests: two writers store 16-byte values whose halves
   are equal (one with __atomic_store_n, one with a compare-exchange loop), two readers load the
   object with __atomic_load_n and check every value they see has equal halves and never goes
   back in time for that writer's sequence.  A load or store done as two 8-byte accesses tears
   here: a reader sees the low half of one value with the high half of another.

   The loads must overlap the stores to prove anything: the four threads, spread over the
   processors, start together, and the readers count the new values of each writer they see
   while both writers run.  The writers store at least N and N / 4 values, then go on (stress.h,
   go_on) until the readers have seen MIN_CHANGES new values of each or SECONDS have passed;
   fewer is UNSUPPORTED (the loads hardly overlapped the stores), never PASS.  */

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
/* The readers' loads while both writers ran, and among them those that saw a new value of
   the store writer (even) and of the compare-exchange writer (odd).  */
static unsigned long long loads, changes[2];

static u128 pair (unsigned long long v) { return ((u128) v << 64) | v; }

static void *
store_writer (void *arg)
{
  (void) arg;
  spread_over_cpus (0);
  meet (&arrived, 4, 1);
  for (unsigned long long i = 1; i <= N || (i & 1023) != 0 || go_on (changes, 2, MIN_CHANGES);
       i++)
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
  for (unsigned long long i = 1; i <= N / 4 || (i & 1023) != 0 || go_on (changes, 2, MIN_CHANGES);
       i++)
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
  unsigned long long last_even = 0, last_odd = 0, prev = 0, seen[2] = { 0, 0 }, n = 0;
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
	  seen[lo & 1] += lo != prev;
	  if ((n & 255) == 0)
	    for (int w = 0; w < 2; w++)
	      {
		__atomic_add_fetch (&changes[w], seen[w], __ATOMIC_RELAXED);
		seen[w] = 0;
	      }
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
  for (int w = 0; w < 2; w++)
    __atomic_add_fetch (&changes[w], seen[w], __ATOMIC_RELAXED);
  __atomic_add_fetch (&loads, n, __ATOMIC_RELAXED);
  return 0;
}

int
main (void)
{
  pthread_t t[4];
  need_two_cpus ();
  set_deadline (SECONDS);
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
  need_overlap ("a reader saw a new value of the store writer while both writers ran",
		changes[0], loads, MIN_CHANGES);
  need_overlap ("a reader saw a new value of the compare-exchange writer while both writers ran",
		changes[1], loads, MIN_CHANGES);
  return 0;
}
