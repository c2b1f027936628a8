/* POWER (power8, the ppc64le default), the Cambridge leading-sync mapping: acquire load
   `ld; cmp; bne-; isync`, seq_cst load with `sync` first, release store `lwsync; st`, seq_cst
   store `sync; st`, RMW loops `sync; 1: l?arx; ...; st?cx.; bne- 1b; isync` at seq_cst and
   `lwsync` alone before a release one, an acquiring exchange's loop branching on the loaded
   value before its isync (`cmpw old,old; bne- $+4`, the herd7 finding of docs/litmus.md),
   lbarx/lharx at 1 and 2 bytes; fences lwsync / sync.
   No library calls.  */
/* { dg-do compile { target powerpc64le-*-* } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tlwzx (\[0-9\]+),\[^\n\]*\n\tcmpw \\1,\\1\n\tbne- \\\$\\+4\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: load 8 seq_cst\n\tsync\n\tldx\[^\n\]*\n\tcmpw\[^\n\]*\n\tbne- \\\$\\+4\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: store 4 release\n\tlwsync\n\tstwx " } } */
/* { dg-final { scan-assembler "atomlower: store 2 seq_cst\n\tsync\n\tsthx " } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tsync\n\t1:\n\tlwarx\[^\n\]*\n\tadd\[^\n\]*\n\tstwcx\\.\[^\n\]*\n\tbne- 1b\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 release\n\tlwsync\n\t1:\n\tlbarx\[^\n\]*\n\tor\[^\n\]*\n\tstbcx\\.\[^\n\]*\n\tbne- 1b\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 2 acquire/acquire\n\t1:\n\tlharx\[^\n\]*\n\tcmpw\[^\n\]*\n\tbne- 2f\n\tsthcx\\.\[^\n\]*\n\tbne- 1b\n\t2:\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: exchange 8 acq_rel\n\tlwsync\n\t1:\n\tldarx (\[0-9\]+),\[^\n\]*\n\tstdcx\\.\[^\n\]*\n\tbne- 1b\n\tcmpw \\1,\\1\n\tbne- \\\$\\+4\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tlwsync\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acq_rel\n\tlwsync\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tsync\n" } } */
/* { dg-final { scan-assembler-not "bl\[ \t\]+__atomic" } } */

int i;
long l;
unsigned char c;
unsigned short s;

int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
long ls (void) { return __atomic_load_n (&l, __ATOMIC_SEQ_CST); }
void sr (int x) { __atomic_store_n (&i, x, __ATOMIC_RELEASE); }
void ss (unsigned short x) { __atomic_store_n (&s, x, __ATOMIC_SEQ_CST); }
int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned char forr (unsigned char x) { return __atomic_fetch_or (&c, x, __ATOMIC_RELEASE); }
_Bool cas (unsigned short *e, unsigned short d)
{ return __atomic_compare_exchange_n (&s, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
long xchg (long x) { return __atomic_exchange_n (&l, x, __ATOMIC_ACQ_REL); }
void fa (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
void far (void) { __atomic_thread_fence (__ATOMIC_ACQ_REL); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
