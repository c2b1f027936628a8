/* s390x without the z196 facilities (-march=z900 .. z10): the seq_cst store and fence
   serialize with bcr 15,0 (no fast-BCR-serialization), every read-modify-write is a CS loop
   (no interlocked-access facility), ALU steps are two-operand (no distinct-operands).  */
/* { dg-do compile { target s390x-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=s390x" } */
/* { dg-final { scan-assembler-times "atomlower: store 4 seq_cst\n\tst \[^\n\]*\n\tbcr 15,0\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: thread_fence seq_cst\n\tbcr 15,0\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 seq_cst\n\tl \[^\n\]*\n\t1:\n\tlr \[^\n\]*\n\tar \[^\n\]*\n\tcs \[^\n\]*\n\tjl 1b\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 1 seq_cst\n(\t\[^\n\]*\n)*\tcs \[^\n\]*\n\tjl 1b\n\tlr \[^\n\]*\n\tsrl " 1 } } */
/* { dg-final { scan-assembler-not "\tla\[anox\]g? " } } */
/* { dg-final { scan-assembler-not "bcr 14,0" } } */
/* { dg-final { scan-assembler-not "\t\[a-z\]+rk " } } */

int i;
unsigned char c;

void sst (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
void fence (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned char badd (unsigned char x) { return __atomic_fetch_add (&c, x, __ATOMIC_SEQ_CST); }
