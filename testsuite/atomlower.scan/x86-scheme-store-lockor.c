/* x86-64 scheme store-lockor: a seq_cst store is `mov; lock orq $0,(%rsp)` (a locked
   instruction is a full barrier, SDM 3A 9.2.2); the seq_cst fence keeps its default.  */
/* { dg-do compile { target { x86_64-*-* && lp64 } } } */
/* { dg-additional-options "-fplugin-arg-atomlower-scheme=store-lockor" } */
/* { dg-final { scan-assembler "atomlower: store 8 seq_cst\n\tmovq\[^\n\]*\n\tlock orq \\\$0,\\(%rsp\\)\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tlock orq \\\$0,\\(%rsp\\)\n" } } */
/* { dg-final { scan-assembler-not "xchg|mfence" } } */

long l;

void ss (long x) { __atomic_store_n (&l, x, __ATOMIC_SEQ_CST); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
