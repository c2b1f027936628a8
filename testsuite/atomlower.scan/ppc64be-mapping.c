/* POWER big-endian (powerpc64-linux-gnu), the leading-sync mapping of lower/ppc64.c on
   Debian's default CPU (no lbarx, no lqarx): acquire load `l; cmpw; bne- $+4; isync`, seq_cst
   load with `sync` first, release store `lwsync; st`, seq_cst store `sync; st`, ldarx/lwarx
   loops between `sync` and `isync` at seq_cst, `lwsync` alone before a release one; 1- and
   2-byte read-modify-writes as masked lwarx/stwcx. loops on the aligned word, shifted from
   the word's high end (big-endian); fences lwsync / sync; 16 bytes to the runtime.
   With -mcpu=power8 (the power8 board): lbarx/lharx, and 16 bytes inline, the failed
   compare-exchange writing the high doubleword (the even register r10) to the lower
   address.  */
/* { dg-do compile { target powerpc64-*-* } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tlwzx (\[0-9\]+),\[^\n\]*\n\tcmpw \\1,\\1\n\tbne- \\\$\\+4\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: load 8 seq_cst\n\tsync\n\tldx\[^\n\]*\n\tcmpw\[^\n\]*\n\tbne- \\\$\\+4\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: store 4 release\n\tlwsync\n\tstwx " } } */
/* { dg-final { scan-assembler "atomlower: store 2 seq_cst\n\tsync\n\tsthx " } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 8 seq_cst\n\tsync\n\t1:\n\tldarx\[^\n\]*\n\tadd\[^\n\]*\n\tstdcx\\.\[^\n\]*\n\tbne- 1b\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 release\n\tlwsync\n\t1:\n\tlwarx\[^\n\]*\n\tor\[^\n\]*\n\tstwcx\\.\[^\n\]*\n\tbne- 1b\n" { target { ! ppc_quad } } } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 release\n\tlwsync\n\t1:\n\tlbarx\[^\n\]*\n\tor\[^\n\]*\n\tstbcx\\.\[^\n\]*\n\tbne- 1b\n" { target ppc_quad } } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 2 acquire/acquire\n\t1:\n\tlwarx\[^\n\]*\n\tand\[^\n\]*\n\tcmpw\[^\n\]*\n\tbne- 2f\n" { target { ! ppc_quad } } } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 2 acquire/acquire\n\t1:\n\tlharx\[^\n\]*\n\tcmpw\[^\n\]*\n\tbne- 2f\n\tsthcx\\.\[^\n\]*\n\tbne- 1b\n\t2:\n\tisync\n" { target ppc_quad } } } */
/* { dg-final { scan-assembler "atomlower: exchange 4 acq_rel\n\tlwsync\n\t1:\n\tlwarx (\[0-9\]+),\[^\n\]*\n\tstwcx\\.\[^\n\]*\n\tbne- 1b\n\tcmpw \\1,\\1\n\tbne- \\\$\\+4\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tlwsync\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tsync\n" } } */
/* { dg-final { scan-assembler "bl\[ \t\]+__atomic_load_16" { target { ! ppc_quad } } } } */
/* { dg-final { scan-assembler "bl\[ \t\]+__atomic_compare_exchange_16" { target { ! ppc_quad } } } } */
/* { dg-final { scan-assembler "atomlower: load 16 seq_cst\n\tsync\n\tlq 10,0\\(\[0-9\]+\\)\n\tmr \[0-9\]+,11\n\tmr \[0-9\]+,10\n" { target ppc_quad } } } */
/* { dg-final { scan-assembler "\tbeq 3f\n\tstd 10,0\\(\[0-9\]+\\)\n\tstd 11,8\\(\[0-9\]+\\)\n\t3:\n" { target ppc_quad } } } */
/* { dg-final { scan-assembler-not "bl\[ \t\]+__atomic" { target ppc_quad } } } */

int i;
long l;
unsigned char c;
unsigned short s;
unsigned __int128 q __attribute__ ((aligned (16)));

int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
long ls (void) { return __atomic_load_n (&l, __ATOMIC_SEQ_CST); }
void sr (int x) { __atomic_store_n (&i, x, __ATOMIC_RELEASE); }
void ss (unsigned short x) { __atomic_store_n (&s, x, __ATOMIC_SEQ_CST); }
long fadd (long x) { return __atomic_fetch_add (&l, x, __ATOMIC_SEQ_CST); }
unsigned char forr (unsigned char x) { return __atomic_fetch_or (&c, x, __ATOMIC_RELEASE); }
_Bool cas (unsigned short *e, unsigned short d)
{ return __atomic_compare_exchange_n (&s, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
int xchg (int x) { return __atomic_exchange_n (&i, x, __ATOMIC_ACQ_REL); }
void fa (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
unsigned __int128 lq (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
_Bool casq (unsigned __int128 *e, unsigned __int128 d)
{ return __atomic_compare_exchange_n (&q, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
