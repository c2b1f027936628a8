/* i386: 8-byte atomics never tear: two writers store 8-byte values whose 4-byte halves are
   equal (one with __atomic_store_n, the x87 fildq/fistpq store, one with a compare-exchange
   loop and an exchange, lock cmpxchg8b), two readers load the object with __atomic_load_n
   (fildq) and check every value has equal halves and never goes back in time for that
   writer's sequence; a fetch_add of 2^32 + 1 keeps the halves equal too.  A load or store
   done as two 4-byte accesses tears here.  */
/* { dg-do run { target i?86-*-* } } */
/* { dg-require-effective-target pthread } */
/* { dg-timeout-factor 2 } */

#include <pthread.h>

extern void abort (void);

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define N (ATOMLOWER_LONG ? 2000000 : 200000)

typedef unsigned long long u64;
static _Alignas (8) u64 obj;
static int running = 2, torn;

static u64 pair (unsigned v) { return ((u64) v << 32) | v; }

static void *
store_writer (void *arg)
{
  (void) arg;
  for (unsigned i = 1; i <= N; i++)
    __atomic_store_n (&obj, pair (i << 1), (i & 1) ? __ATOMIC_RELEASE : __ATOMIC_SEQ_CST);
  __atomic_sub_fetch (&running, 1, __ATOMIC_RELEASE);
  return 0;
}

static void *
cas_writer (void *arg)
{
  (void) arg;
  u64 e = __atomic_load_n (&obj, __ATOMIC_RELAXED);
  for (unsigned i = 1; i <= N / 4; i++)
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
  (void) arg;
  unsigned last_even = 0, last_odd = 0;
  while (__atomic_load_n (&running, __ATOMIC_ACQUIRE))
    {
      u64 v = __atomic_load_n (&obj, (last_even & 2) ? __ATOMIC_ACQUIRE : __ATOMIC_SEQ_CST);
      unsigned lo = (unsigned) v, hi = (unsigned) (v >> 32);
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
  u64 v = __atomic_load_n (&obj, __ATOMIC_SEQ_CST);
  if ((unsigned) v != (unsigned) (v >> 32))
    abort ();
  /* fetch_add of 2^32 + 1 adds 1 to each half (no carry from the low half here).  */
  __atomic_store_n (&obj, pair (5), __ATOMIC_RELAXED);
  if (__atomic_fetch_add (&obj, pair (1), __ATOMIC_SEQ_CST) != pair (5)
      || __atomic_add_fetch (&obj, pair (1), __ATOMIC_RELAXED) != pair (7)
      || __atomic_load_n (&obj, __ATOMIC_RELAXED) != pair (7))
    abort ();
  return 0;
}
