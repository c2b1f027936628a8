/* RV64 scheme a6 (Table A.6 as the unprivileged specification prints it): a seq_cst store is
   `fence rw,w; s` with no trailing fence, every other row as the default psabi scheme.  */
/* { dg-do compile { target riscv64-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-scheme=a6" } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tfence rw,w\n\tsw\[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 8 seq_cst\n\tfence rw,rw\n\tld\[^\n\]*\n\tfence r,rw\n" } } */
/* { dg-final { scan-assembler-times "fence rw,rw" 1 } } */

int i;
long l;

void ss (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
long ls (void) { return __atomic_load_n (&l, __ATOMIC_SEQ_CST); }
