/* Shared body of the int128-no-tear-*.c tests: two writers store 16-byte values whose halves
   are equal (one with __atomic_store_n, one with a compare-exchange loop), two readers load the
   object with __atomic_load_n and check every value they see has equal halves and never goes
   back in time for that writer's sequence.  A load or store done as two 8-byte accesses tears
   here: a reader sees the low half of one value with the high half of another.  */

#include <pthread.h>

extern void abort (void);

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define N (ATOMLOWER_LONG ? 4000000 : 400000)

typedef unsigned __int128 u128;
static u128 obj __attribute__ ((aligned (16)));
static int running = 2, torn;

static u128 pair (unsigned long long v) { return ((u128) v << 64) | v; }

static void *
store_writer (void *arg)
{
  (void) arg;
  for (unsigned long long i = 1; i <= N; i++)
    __atomic_store_n (&obj, pair (i << 1), (i & 1) ? __ATOMIC_RELEASE : __ATOMIC_SEQ_CST);
  __atomic_sub_fetch (&running, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *
cas_writer (void *arg)
{
  (void) arg;
  u128 e = __atomic_load_n (&obj, __ATOMIC_RELAXED);
  for (unsigned long long i = 1; i <= N / 4; i++)
    while (!__atomic_compare_exchange_n (&obj, &e, pair ((i << 1) | 1), 1, __ATOMIC_ACQ_REL,
					 __ATOMIC_RELAXED))
      ;
  __atomic_sub_fetch (&running, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *
reader (void *arg)
{
  (void) arg;
  unsigned long long last_even = 0, last_odd = 0;
  while (__atomic_load_n (&running, __ATOMIC_ACQUIRE))
    {
      u128 v = __atomic_load_n (&obj, (last_even & 2) ? __ATOMIC_ACQUIRE : __ATOMIC_SEQ_CST);
      unsigned long long lo = (unsigned long long) v, hi = (unsigned long long) (v >> 64);
      if (lo != hi)
	__atomic_add_fetch (&torn, 1, __ATOMIC_RELAXED);
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
  return 0;
}

int
main (void)
{
  pthread_t t[4];
  pthread_create (&t[0], 0, store_writer, 0);
  pthread_create (&t[1], 0, cas_writer, 0);
  pthread_create (&t[2], 0, reader, 0);
  pthread_create (&t[3], 0, reader, 0);
  for (int i = 0; i < 4; i++)
    pthread_join (t[i], 0);
  if (torn)
    abort ();
  u128 v = __atomic_load_n (&obj, __ATOMIC_SEQ_CST);
  if ((unsigned long long) v != (unsigned long long) (v >> 64))
    abort ();
  return 0;
}
