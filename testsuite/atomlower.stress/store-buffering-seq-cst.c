/* Store buffering at seq_cst: the forbidden outcome r1 == r2 == 0 never shows in 10^6 rounds.
   On x86-64 this checks that the seq_cst store is xchg (or mov + fence) and not a plain mov:
   store-buffering-relaxed.c shows that plain movs do produce the outcome on this machine.
   Under an emulator the outcome proves nothing about the target (docs/design.md §6), and with
   fewer than two CPUs (smp) the threads never overlap.  An idle two-core machine runs the 10^6
   rounds in about a second; a heavily loaded one stops after 20 s with fewer, and the test is
   then UNSUPPORTED with the count, never PASS (a forbidden outcome seen is a FAIL either way).  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target native_exec } */
/* { dg-require-effective-target smp } */
/* { dg-timeout-factor 2 } */

#define ORDER __ATOMIC_SEQ_CST
#include "store-buffering.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define ROUNDS (ATOMLOWER_LONG ? 10000000ul : 1000000ul)
#define SECONDS (ATOMLOWER_LONG ? 100 : 20)

int
main (void)
{
  unsigned long done;
  need_two_cpus ();
  unsigned long forbidden = store_buffering (ROUNDS, 0, SECONDS, &done);
  if (forbidden != 0)
    {
      fprintf (stderr, "store-buffering-seq-cst: r1 == r2 == 0 %lu times in %lu rounds\n",
	       forbidden, done);
      abort ();
    }
  if (done < ROUNDS)
    inconclusive ("machine busy: %lu of %lu rounds in %d s (none forbidden)", done, ROUNDS,
		  SECONDS);
  return 0;
}
