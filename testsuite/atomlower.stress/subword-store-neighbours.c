/* Four threads each own one byte (and two threads one 2-byte half) of the same aligned word and
   store into it with relaxed atomic stores, reading it back after each: C11 makes each object
   its own memory location, so no thread may ever see another value in its own object than the
   one it stored last.  A 1- or 2-byte store done as a plain read-modify-write of the containing
   word or quadword (GCC 12's `ldq_u; insbl; mskbl; bis; stq_u` on Alpha without BWX,
   docs/targets-alpha.md) writes back a neighbour's stale value and fails here; the plugin's
   ldq_l/stq_c loop on the quadword does not.

   The stores must overlap to prove anything: the six threads, spread over the processors,
   start together, and each also reads a neighbour's object after its own store and counts the
   times it changed.  Each thread stores at least ITERS values, and all go on until the byte
   threads together and the half threads together have seen MIN_CHANGES changes, or SECONDS
   have passed: then (a busy machine) the test is UNSUPPORTED with the counts, never PASS.  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-timeout-factor 2 } */

#include "stress.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define ITERS (ATOMLOWER_LONG ? 20000000 : 2000000)
#define THREADS 6
#define MIN_CHANGES (ATOMLOWER_LONG ? 100000 : 1000)
#define SECONDS 10

static union
{
  unsigned long long q;
  unsigned char b[8];
  unsigned short h[4];
} u __attribute__ ((aligned (8)));

static unsigned arrived;
static long long deadline;
/* Per thread (bytes 0 to 3, then halves 2 and 3), on a cache line of its own: the times it
   saw its neighbour's object change, its stores, and the last value it stored.  */
static struct
{
  unsigned long long changes, stores;
  unsigned last;
} __attribute__ ((aligned (64))) seen[THREADS];

/* The byte threads and the half threads have seen enough of their neighbours' stores, or the
   time is up.  */
static int
enough (void)
{
  unsigned long long c[2] = { 0, 0 };
  for (int t = 0; t < THREADS; t++)
    c[t >= 4] += __atomic_load_n (&seen[t].changes, __ATOMIC_RELAXED);
  return (c[0] >= MIN_CHANGES && c[1] >= MIN_CHANGES) || now_ns () > deadline;
}

static void *
byte_thread (void *arg)
{
  long t = (long) arg;		/* bytes 0 to 3 */
  unsigned long long changes = 0;
  unsigned char last = 0, v = 0;
  unsigned i;
  spread_over_cpus ((int) t);
  meet (&arrived, THREADS, 1);
  for (i = 0; i < ITERS || (i & 1023) != 0 || !enough (); i++)
    {
      v = (unsigned char) (i * 7 + t);
      __atomic_store_n (&u.b[t], v, __ATOMIC_RELAXED);
      if (__atomic_load_n (&u.b[t], __ATOMIC_RELAXED) != v)
	abort ();
      unsigned char n = __atomic_load_n (&u.b[(t + 1) & 3], __ATOMIC_RELAXED);
      if (n != last)
	__atomic_store_n (&seen[t].changes, ++changes, __ATOMIC_RELAXED);
      last = n;
    }
  seen[t].last = v;
  seen[t].stores = i;
  return 0;
}

static void *
half_thread (void *arg)
{
  long t = (long) arg;		/* halves 2 and 3: bytes 4 to 7 */
  unsigned long long changes = 0;
  unsigned short last = 0, v = 0;
  unsigned i;
  spread_over_cpus ((int) t + 2);
  meet (&arrived, THREADS, 1);
  for (i = 0; i < ITERS || (i & 1023) != 0 || !enough (); i++)
    {
      v = (unsigned short) (i * 13 + t);
      __atomic_store_n (&u.h[t], v, __ATOMIC_RELAXED);
      if (__atomic_load_n (&u.h[t], __ATOMIC_RELAXED) != v)
	abort ();
      unsigned short n = __atomic_load_n (&u.h[t ^ 1], __ATOMIC_RELAXED);
      if (n != last)
	__atomic_store_n (&seen[t + 2].changes, ++changes, __ATOMIC_RELAXED);
      last = n;
    }
  seen[t + 2].last = v;
  seen[t + 2].stores = i;
  return 0;
}

int
main (void)
{
  pthread_t th[THREADS];
  need_two_cpus ();
  deadline = now_ns () + SECONDS * 1000000000LL;
  for (long t = 0; t < 4; t++)
    if (pthread_create (&th[t], 0, byte_thread, (void *) t))
      abort ();
  for (long t = 2; t < 4; t++)
    if (pthread_create (&th[t + 2], 0, half_thread, (void *) t))
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], 0);
  for (int t = 0; t < 4; t++)
    if (u.b[t] != seen[t].last)
      abort ();
  for (int t = 2; t < 4; t++)
    if (u.h[t] != seen[t + 2].last)
      abort ();
  need_overlap ("a byte thread saw its neighbour's byte change",
		seen[0].changes + seen[1].changes + seen[2].changes + seen[3].changes,
		seen[0].stores + seen[1].stores + seen[2].stores + seen[3].stores, MIN_CHANGES);
  need_overlap ("a half thread saw its neighbour's half change",
		seen[4].changes + seen[5].changes, seen[4].stores + seen[5].stores, MIN_CHANGES);
  return 0;
}
