/* Store buffering at relaxed order, run natively on x86-64: the outcome r1 == r2 == 0, which
   seq_cst forbids, does show (x86-TSO lets a load pass an earlier store to another address;
   docs/design.md §6 measured 1,640 in 199,999 rounds here).  This proves that
   store-buffering-seq-cst.c can fail: the same rounds with plain movs see the outcome.  It
   stops at the first one, so it is usually quick.  It needs two processors that really run at
   once: with fewer (smp), or when the machine is too busy to run the rounds in 30 s without
   seeing one, it is UNSUPPORTED with the reason, never PASS.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target native_exec } */
/* { dg-require-effective-target smp } */
/* { dg-timeout-factor 2 } */

#define ORDER __ATOMIC_RELAXED
#include "store-buffering.h"

#define ROUNDS 1000000ul

int
main (void)
{
  unsigned long done;
  need_two_cpus ();
  if (store_buffering (ROUNDS, 1, 30, &done) == 0)
    {
      if (done < ROUNDS)
	inconclusive ("machine busy: %lu of %lu rounds in 30 s, none showed r1 == r2 == 0", done,
		      ROUNDS);
      fprintf (stderr, "store-buffering-relaxed: no r1 == r2 == 0 in %lu rounds\n", done);
      abort ();
    }
  return 0;
}
