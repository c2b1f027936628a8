/* POWER (every table: ppc64le, ppc64, ppc32): fetch_nand and nand_fetch take the one `nand`
   instruction between the reservation and the store-conditional, as GCC 12's atomic_nand
   pattern does, not `and` then `nor`; sub-word on power8 (lbarx) too.  */
/* { dg-do compile { target powerpc*-*-* } } */
/* { dg-final { scan-assembler "atomlower: fetch_nand 4 relaxed\n\t1:\n\tlwarx \[0-9\]+,0,\[0-9\]+\n\tnand \[0-9\]+,\[0-9\]+,\[0-9\]+\n\tstwcx\\. " } } */
/* { dg-final { scan-assembler "atomlower: nand_fetch 4 seq_cst\n\tsync\n\t1:\n\tlwarx \[0-9\]+,0,\[0-9\]+\n\tnand " } } */
/* { dg-final { scan-assembler-not "\tnor " } } */

unsigned w;
unsigned fnand (unsigned x) { return __atomic_fetch_nand (&w, x, __ATOMIC_RELAXED); }
unsigned nandf (unsigned x) { return __atomic_nand_fetch (&w, x, __ATOMIC_SEQ_CST); }
