/* RV64 scheme gcc12 (GCC 12's fence mapping, lower/riscv.c [GCC]): full `fence iorw,iorw`
   around loads and for every thread fence, 4- and 8-byte stores as `fence iorw,ow;
   amoswap.aq zero`, AMOs `fence iorw,ow; amo<op>.aq` when seq_cst, LR/SC `fence iorw,ow;
   lr.aq ... sc.aq`; no Table A.6 fence or .rl bit is left.  */
/* { dg-do compile { target riscv64-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=rv64 -fplugin-arg-atomlower-scheme=gcc12" } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tlw\[^\n\]*\n\tfence iorw,iorw\n" } } */
/* { dg-final { scan-assembler "atomlower: load 8 seq_cst\n\tfence iorw,iorw\n\tld\[^\n\]*\n\tfence iorw,iorw\n" } } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tfence iorw,ow\n\tamoswap\\.w\\.aq zero," } } */
/* { dg-final { scan-assembler "atomlower: store 1 seq_cst\n\tfence iorw,iorw\n\tsb\[^\n\]*\n\tfence iorw,iorw\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 8 seq_cst\n\tfence iorw,ow\n\tamoadd\\.d\\.aq " } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tfence iorw,iorw\n" } } */
/* { dg-final { scan-assembler "\tfence iorw,ow\n\t1:\n\tlr\\.w\\.aq \[^\n\]*\n" } } */
/* { dg-final { scan-assembler-not "fence r,rw|fence rw,w|fence rw,rw|fence\\.tso|\\.rl|\\.aqrl" } } */

int i;
long l;
unsigned char c;

int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
long ls (void) { return __atomic_load_n (&l, __ATOMIC_SEQ_CST); }
void ss (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
void sb (unsigned char x) { __atomic_store_n (&c, x, __ATOMIC_SEQ_CST); }
long fa (long x) { return __atomic_fetch_add (&l, x, __ATOMIC_SEQ_CST); }
void fe (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
int cas (int e, int d) { return __atomic_compare_exchange_n (&i, &e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
