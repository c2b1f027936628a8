/* 32-bit PowerPC (powerpc-linux-gnu, Debian's default CPU), the leading-sync mapping of
   lower/ppc64.c: acquire load `lwz; cmpw; bne- $+4; isync`, seq_cst load with `sync` first,
   release store `lwsync; st`, seq_cst store `sync; st`, lwarx/stwcx. loops between `sync`
   and `isync` at seq_cst and after `lwsync` at release; 1- and 2-byte read-modify-writes as
   masked lwarx/stwcx. loops on the aligned word (no lbarx); fences lwsync / sync; 8 bytes
   to the runtime, as GCC 12 does (no doubleword reservation on 32-bit PowerPC).  */
/* { dg-do compile { target powerpc-*-* } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tlwzx (\[0-9\]+),\[^\n\]*\n\tcmpw \\1,\\1\n\tbne- \\\$\\+4\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: load 1 seq_cst\n\tsync\n\tlbzx\[^\n\]*\n\tcmpw\[^\n\]*\n\tbne- \\\$\\+4\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: store 4 release\n\tlwsync\n\tstwx " } } */
/* { dg-final { scan-assembler "atomlower: store 2 seq_cst\n\tsync\n\tsthx " } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tsync\n\t1:\n\tlwarx\[^\n\]*\n\tadd\[^\n\]*\n\tstwcx\\.\[^\n\]*\n\tbne- 1b\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 release\n\tlwsync\n\t1:\n\tlwarx\[^\n\]*\n\tor\[^\n\]*\n\tstwcx\\.\[^\n\]*\n\tbne- 1b\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 2 acquire/acquire\n\t1:\n\tlwarx\[^\n\]*\n\tand\[^\n\]*\n\tcmpw\[^\n\]*\n\tbne- 2f\n" } } */
/* { dg-final { scan-assembler "atomlower: exchange 4 acq_rel\n\tlwsync\n\t1:\n\tlwarx (\[0-9\]+),\[^\n\]*\n\tstwcx\\.\[^\n\]*\n\tbne- 1b\n\tcmpw \\1,\\1\n\tbne- \\\$\\+4\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence release\n\tlwsync\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tsync\n" } } */
/* { dg-final { scan-assembler "bl\[ \t\]+__atomic_load_8" } } */
/* { dg-final { scan-assembler "bl\[ \t\]+__atomic_fetch_add_8" } } */
/* { dg-final { scan-assembler-not "atomlower: \[a-z_\]+ 8 " } } */
/* { dg-final { scan-assembler-not "lbarx|lharx|ldarx" } } */

int i;
unsigned char c;
unsigned short s;
unsigned long long ll;

int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
unsigned char lcs (void) { return __atomic_load_n (&c, __ATOMIC_SEQ_CST); }
void sr (int x) { __atomic_store_n (&i, x, __ATOMIC_RELEASE); }
void ss (unsigned short x) { __atomic_store_n (&s, x, __ATOMIC_SEQ_CST); }
int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned char forr (unsigned char x) { return __atomic_fetch_or (&c, x, __ATOMIC_RELEASE); }
_Bool cas (unsigned short *e, unsigned short d)
{ return __atomic_compare_exchange_n (&s, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
int xchg (int x) { return __atomic_exchange_n (&i, x, __ATOMIC_ACQ_REL); }
void fr (void) { __atomic_thread_fence (__ATOMIC_RELEASE); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
unsigned long long l8 (void) { return __atomic_load_n (&ll, __ATOMIC_SEQ_CST); }
unsigned long long fadd8 (unsigned long long x) { return __atomic_fetch_add (&ll, x, __ATOMIC_SEQ_CST); }
