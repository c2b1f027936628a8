/* AArch64: an atomic store or clear of zero stores the zero register (wzr/xzr), as GCC 12
   does, with no `mov` of 0 before it; other values stay in a register.  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-final { scan-assembler "atomlower: clear 1 release\n\tstlrb wzr, \\\[x\[0-9\]+\\\]\n" } } */
/* { dg-final { scan-assembler "atomlower: store 8 relaxed\n\tstr xzr, \\\[x\[0-9\]+\\\]\n" } } */
/* { dg-final { scan-assembler "atomlower: store 2 seq_cst\n\tstlrh wzr, " } } */
/* { dg-final { scan-assembler "atomlower: store 4 relaxed\n\tstr w\[0-9\]+, " } } */

void clr (unsigned char *p) { __atomic_clear (p, __ATOMIC_RELEASE); }
void st0 (unsigned long *p) { __atomic_store_n (p, 0, __ATOMIC_RELAXED); }
void sth0 (unsigned short *p) { __atomic_store_n (p, 0, __ATOMIC_SEQ_CST); }
void stv (unsigned *p, unsigned v) { __atomic_store_n (p, v, __ATOMIC_RELAXED); }
