/* x86-64 schemes store-mfence and fence-mfence (Cambridge's alternative and its fence row):
   a seq_cst store is `mov; mfence`, a seq_cst fence `mfence`; no xchg store and no lock or.  */
/* { dg-do compile { target { x86_64-*-* && lp64 } } } */
/* { dg-additional-options "-fplugin-arg-atomlower-scheme=store-mfence,fence-mfence" } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tmovl\[^\n\]*\n\tmfence\n" } } */
/* { dg-final { scan-assembler "atomlower: clear 1 seq_cst\n\tmovb\[^\n\]*\n\tmfence\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tmfence\n" } } */
/* { dg-final { scan-assembler "atomlower: store 8 release\n\tmovq\[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler-not "xchg|lock or" } } */

int i;
long l;
_Bool b;

void ss (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
void sr (long x) { __atomic_store_n (&l, x, __ATOMIC_RELEASE); }
void cl (void) { __atomic_clear (&b, __ATOMIC_SEQ_CST); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
