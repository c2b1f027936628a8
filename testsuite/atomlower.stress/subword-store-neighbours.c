/* Four threads each own one byte (and two threads one 2-byte half) of the same aligned word and
   store into it with relaxed atomic stores, reading it back after each: C11 makes each object
   its own memory location, so no thread may ever see another value in its own object than the
   one it stored last.  A 1- or 2-byte store done as a plain read-modify-write of the containing
   word or quadword (GCC 12's `ldq_u; insbl; mskbl; bis; stq_u` on Alpha without BWX,
   docs/targets-alpha.md) writes back a neighbour's stale value and fails here; the plugin's
   ldq_l/stq_c loop on the quadword does not.

   The stores must overlap to prove anything: the six threads, spread over the processors,
   start together, and each also reads a neighbour's object after its own store and counts the
   times it changed.  Each thread stores at least ITERS values, then all go on (stress.h,
   go_on) until the byte threads together and the half threads together have seen MIN_CHANGES
   changes or SECONDS have passed; fewer is UNSUPPORTED (the threads hardly overlapped).  */
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
/* The times the byte threads and the half threads saw their neighbour's object change, and
   their stores.  */
static unsigned long long changes[2], stores[2];
/* The last value each thread stored (bytes 0 to 3, then halves 2 and 3).  */
static unsigned last_stored[THREADS];

static void *
byte_thread (void *arg)
{
  long t = (long) arg;		/* bytes 0 to 3 */
  unsigned long long seen = 0;
  unsigned char last = 0, v = 0;
  unsigned i;
  spread_over_cpus ((int) t);
  meet (&arrived, THREADS, 1);
  for (i = 0; i < ITERS || (i & 1023) != 0 || go_on (changes, 2, MIN_CHANGES); i++)
    {
      v = (unsigned char) (i * 7 + t);
      __atomic_store_n (&u.b[t], v, __ATOMIC_RELAXED);
      if (__atomic_load_n (&u.b[t], __ATOMIC_RELAXED) != v)
	abort ();
      unsigned char n = __atomic_load_n (&u.b[(t + 1) & 3], __ATOMIC_RELAXED);
      seen += n != last;
      last = n;
      if ((i & 255) == 255)
	{
	  __atomic_add_fetch (&changes[0], seen, __ATOMIC_RELAXED);
	  seen = 0;
	}
    }
  __atomic_add_fetch (&changes[0], seen, __ATOMIC_RELAXED);
  __atomic_add_fetch (&stores[0], i, __ATOMIC_RELAXED);
  last_stored[t] = v;
  return 0;
}

static void *
half_thread (void *arg)
{
  long t = (long) arg;		/* halves 2 and 3: bytes 4 to 7 */
  unsigned long long seen = 0;
  unsigned short last = 0, v = 0;
  unsigned i;
  spread_over_cpus ((int) t + 2);
  meet (&arrived, THREADS, 1);
  for (i = 0; i < ITERS || (i & 1023) != 0 || go_on (changes, 2, MIN_CHANGES); i++)
    {
      v = (unsigned short) (i * 13 + t);
      __atomic_store_n (&u.h[t], v, __ATOMIC_RELAXED);
      if (__atomic_load_n (&u.h[t], __ATOMIC_RELAXED) != v)
	abort ();
      unsigned short n = __atomic_load_n (&u.h[t ^ 1], __ATOMIC_RELAXED);
      seen += n != last;
      last = n;
      if ((i & 255) == 255)
	{
	  __atomic_add_fetch (&changes[1], seen, __ATOMIC_RELAXED);
	  seen = 0;
	}
    }
  __atomic_add_fetch (&changes[1], seen, __ATOMIC_RELAXED);
  __atomic_add_fetch (&stores[1], i, __ATOMIC_RELAXED);
  last_stored[t + 2] = v;
  return 0;
}

int
main (void)
{
  pthread_t th[THREADS];
  need_two_cpus ();
  set_deadline (SECONDS);
  for (long t = 0; t < 4; t++)
    if (pthread_create (&th[t], 0, byte_thread, (void *) t))
      abort ();
  for (long t = 2; t < 4; t++)
    if (pthread_create (&th[t + 2], 0, half_thread, (void *) t))
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], 0);
  for (int t = 0; t < 4; t++)
    if (u.b[t] != last_stored[t])
      abort ();
  for (int t = 2; t < 4; t++)
    if (u.h[t] != last_stored[t + 2])
      abort ();
  need_overlap ("a byte thread saw its neighbour's byte change", changes[0], stores[0],
		MIN_CHANGES);
  need_overlap ("a half thread saw its neighbour's half change", changes[1], stores[1],
		MIN_CHANGES);
  return 0;
}
