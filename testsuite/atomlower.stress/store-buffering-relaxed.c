/* Store buffering at relaxed order, run natively on x86-64: the outcome r1 == r2 == 0, which
   seq_cst forbids, does show (x86-TSO lets a load pass an earlier store to another address;
   DESIGN.md section 6 measured 1,640 in 199,999 rounds here).  This proves that
   store-buffering-seq-cst.c can fail: the same rounds with plain movs see the outcome.  It
   stops at the first one, so it is usually quick.  It needs two processors that really run at
   once; with one, there is nothing to show and the test passes.  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target native_exec } */
/* { dg-timeout-factor 2 } */

#include <stdio.h>
#include <unistd.h>

#define ORDER __ATOMIC_RELAXED
#include "store-buffering.h"

int
main (void)
{
  unsigned long done;
  if (sysconf (_SC_NPROCESSORS_ONLN) < 2)
    return 0;
  if (store_buffering (1000000, 1, 30, &done) == 0)
    {
      fprintf (stderr, "store-buffering-relaxed: no r1 == r2 == 0 in %lu rounds\n", done);
      abort ();
    }
  return 0;
}
