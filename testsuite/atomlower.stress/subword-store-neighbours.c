/* Four threads each own one byte (and two threads one 2-byte half) of the same aligned word and
   store into it with relaxed atomic stores, reading it back after each: C11 makes each object
   its own memory location, so no thread may ever see another value in its own object than the
   one it stored last.  A 1- or 2-byte store done as a plain read-modify-write of the containing
   word or quadword (GCC 12's `ldq_u; insbl; mskbl; bis; stq_u` on Alpha without BWX,
   docs/targets-alpha.md) writes back a neighbour's stale value and fails here; the plugin's
   ldq_l/stq_c loop on the quadword does not.  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-timeout-factor 2 } */

#include <pthread.h>

extern void abort (void);

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define ITERS (ATOMLOWER_LONG ? 20000000 : 2000000)

static union
{
  unsigned long long q;
  unsigned char b[8];
  unsigned short h[4];
} u __attribute__ ((aligned (8)));

static unsigned start;

static void
wait_start (void)
{
  __atomic_add_fetch (&start, 1, __ATOMIC_ACQ_REL);
  while (__atomic_load_n (&start, __ATOMIC_ACQUIRE) < 6)
    ;
}

static void *
byte_thread (void *arg)
{
  long t = (long) arg;		/* bytes 0 to 3 */
  wait_start ();
  for (unsigned i = 0; i < ITERS; i++)
    {
      unsigned char v = (unsigned char) (i * 7 + t);
      __atomic_store_n (&u.b[t], v, __ATOMIC_RELAXED);
      if (__atomic_load_n (&u.b[t], __ATOMIC_RELAXED) != v)
	abort ();
    }
  return 0;
}

static void *
half_thread (void *arg)
{
  long t = (long) arg;		/* halves 2 and 3: bytes 4 to 7 */
  wait_start ();
  for (unsigned i = 0; i < ITERS; i++)
    {
      unsigned short v = (unsigned short) (i * 13 + t);
      __atomic_store_n (&u.h[t], v, __ATOMIC_RELAXED);
      if (__atomic_load_n (&u.h[t], __ATOMIC_RELAXED) != v)
	abort ();
    }
  return 0;
}

int
main (void)
{
  pthread_t th[6];
  for (long t = 0; t < 4; t++)
    if (pthread_create (&th[t], 0, byte_thread, (void *) t))
      abort ();
  for (long t = 2; t < 4; t++)
    if (pthread_create (&th[t + 2], 0, half_thread, (void *) t))
      abort ();
  for (int t = 0; t < 6; t++)
    pthread_join (th[t], 0);
  for (int t = 0; t < 4; t++)
    if (u.b[t] != (unsigned char) ((ITERS - 1) * 7 + t))
      abort ();
  for (int t = 2; t < 4; t++)
    if (u.h[t] != (unsigned short) ((ITERS - 1) * 13 + t))
      abort ();
  return 0;
}
