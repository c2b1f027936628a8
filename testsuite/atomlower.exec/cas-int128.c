/* A 16-byte compare-exchange succeeds when the expected value matches, and on failure writes
   the value it found back to *expected.  */
/* { dg-do run } */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-additional-options "-mcx16" { target { x86_64-*-* } } } */

extern void abort (void);

typedef unsigned __int128 u128;
u128 v;

int
main (void)
{
  u128 one = ((u128) 1 << 64) | 1, two = ((u128) 2 << 64) | 2, e = one;
  v = one;
  if (!__atomic_compare_exchange_n (&v, &e, two, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
    abort ();
  if (v != two || e != one)
    abort ();
  if (__atomic_compare_exchange_n (&v, &e, one, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE))
    abort ();
  if (v != two || e != two)
    abort ();
  return 0;
}
