/* i386: 8-byte atomics never tear: two writers store 8-byte values whose 4-byte halves are
   equal (one with __atomic_store_n, the x87 fildq/fistpq store, one with a compare-exchange
   loop and an exchange, lock cmpxchg8b), two readers load the object with __atomic_load_n
   (fildq) and check every value has equal halves and never goes back in time for that
   writer's sequence; a fetch_add of 2^32 + 1 keeps the halves equal too.  A load or store
   done as two 4-byte accesses tears here.

   The loads must overlap the stores to prove anything: the four threads, spread over the
   processors, start together, and the readers count the new values of each writer they see
   while both writers run.  The writers store at least N and N / 4 values, then go on (stress.h,
   go_on) until the readers have seen MIN_CHANGES new values of each or SECONDS have passed;
   fewer is UNSUPPORTED (the loads hardly overlapped the stores), never PASS.  */
/* { dg-do run { target i?86-*-* } } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-timeout-factor 2 } */

#include "stress.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define N (ATOMLOWER_LONG ? 2000000 : 200000)
#define MIN_CHANGES (ATOMLOWER_LONG ? 100000 : 1000)
#define SECONDS 10

typedef unsigned long long u64;
static _Alignas (8) u64 obj;
static int running = 2, torn;
static unsigned arrived;
/* The readers' loads while both writers ran, and among them those that saw a new value of
   the store writer (even) and of the compare-exchange writer (odd).  */
static unsigned long long loads, changes[2];

static u64 pair (unsigned v) { return ((u64) v << 32) | v; }

static void *
store_writer (void *arg)
{
  (void) arg;
  spread_over_cpus (0);
  meet (&arrived, 4, 1);
  for (unsigned i = 1; i <= N || (i & 1023) != 0 || go_on (changes, 2, MIN_CHANGES);
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
  u64 e = __atomic_load_n (&obj, __ATOMIC_RELAXED);
  for (unsigned i = 1; i <= N / 4 || (i & 1023) != 0 || go_on (changes, 2, MIN_CHANGES);
       i++)
    {
      if (i & 1)
	while (!__atomic_compare_exchange_n (&obj, &e, pair ((i << 1) | 1), 1, __ATOMIC_ACQ_REL,
					     __ATOMIC_RELAXED))
	  ;
      else
	{
	  u64 old = __atomic_exchange_n (&obj, pair ((i << 1) | 1), __ATOMIC_SEQ_CST);
	  if ((unsigned) old != (unsigned) (old >> 32))
	    __atomic_add_fetch (&torn, 1, __ATOMIC_RELAXED);
	  e = pair ((i << 1) | 1);
	}
    }
  __atomic_sub_fetch (&running, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *
reader (void *arg)
{
  int me = (int) (long) arg, r;
  unsigned last_even = 0, last_odd = 0, prev = 0;
  unsigned long long seen[2] = { 0, 0 }, n = 0;
  spread_over_cpus (me + 2);
  meet (&arrived, 4, 1);
  while ((r = __atomic_load_n (&running, __ATOMIC_ACQUIRE)) != 0)
    {
      u64 v = __atomic_load_n (&obj, (last_even & 2) ? __ATOMIC_ACQUIRE : __ATOMIC_SEQ_CST);
      unsigned lo = (unsigned) v, hi = (unsigned) (v >> 32);
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
  u64 v = __atomic_load_n (&obj, __ATOMIC_SEQ_CST);
  if ((unsigned) v != (unsigned) (v >> 32))
    abort ();
  /* fetch_add of 2^32 + 1 adds 1 to each half (no carry from the low half here).  */
  __atomic_store_n (&obj, pair (5), __ATOMIC_RELAXED);
  if (__atomic_fetch_add (&obj, pair (1), __ATOMIC_SEQ_CST) != pair (5)
      || __atomic_add_fetch (&obj, pair (1), __ATOMIC_RELAXED) != pair (7)
      || __atomic_load_n (&obj, __ATOMIC_RELAXED) != pair (7))
    abort ();
  need_overlap ("a reader saw a new value of the store writer while both writers ran",
		changes[0], loads, MIN_CHANGES);
  need_overlap ("a reader saw a new value of the compare-exchange writer while both writers ran",
		changes[1], loads, MIN_CHANGES);
  return 0;
}
