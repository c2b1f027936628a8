/* Store buffering at seq_cst: the forbidden outcome r1 == r2 == 0 never shows in 10^6 rounds.
   On x86-64 this checks that the seq_cst store is xchg (or mov + fence) and not a plain mov:
   store-buffering-relaxed.c shows that plain movs do produce the outcome on this machine.
   Under an emulator the outcome proves nothing about the target (DESIGN.md section 6).  An
   idle two-core machine runs the 10^6 rounds in about a second; a heavily loaded one stops
   after 20 s with fewer (said on stderr).  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target native_exec } */
/* { dg-timeout-factor 2 } */

#include <stdio.h>

#define ORDER __ATOMIC_SEQ_CST
#include "store-buffering.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define ROUNDS (ATOMLOWER_LONG ? 10000000ul : 1000000ul)

int
main (void)
{
  unsigned long done;
  unsigned long forbidden = store_buffering (ROUNDS, 0, ATOMLOWER_LONG ? 100 : 20, &done);
  if (done < ROUNDS)
    fprintf (stderr, "store-buffering-seq-cst: machine busy, %lu of %lu rounds\n", done, ROUNDS);
  if (forbidden != 0)
    abort ();
  return 0;
}
