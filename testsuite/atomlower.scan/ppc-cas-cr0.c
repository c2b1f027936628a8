/* POWER: at the end of a compare-exchange loop cr0's eq is the success (set by the st?cx.
   that stored, clear from the compare that branched out), so the write-back of *expected
   branches on it without comparing again, as GCC 12's beqlr; so does the 16-byte one.  */
/* { dg-do compile { target powerpc*-*-* } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 relaxed/relaxed\n\t1:\n\tlwarx \[^\n\]*\n\tcmpw \[^\n\]*\n\tbne- 2f\n\tstwcx\\. \[^\n\]*\n\tbne- 1b\n\t2:\n\tbeq 3f\n\tstw" } } */
/* { dg-final { scan-assembler-times "\tcmpw " 1 } } */

_Bool cas4 (unsigned *p, unsigned *e, unsigned d)
{ return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); }
