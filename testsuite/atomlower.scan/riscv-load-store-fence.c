/* RV64, the psABI's mapping (Table A.6 with a trailing fence after seq_cst stores, the
   default scheme): acquire load `l; fence r,rw`, seq_cst load `fence rw,rw; l; fence r,rw`,
   release store `fence rw,w; s`, seq_cst store `fence rw,w; s; fence rw,rw`, thread fences
   acquire `fence r,rw`, release
   `fence rw,w`, acq_rel `fence.tso`, seq_cst `fence rw,rw`; GCC 12's `fence iorw,iorw` and its
   amoswap stores are gone.  */
/* { dg-do compile { target riscv64-*-* } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tlw\[^\n\]*\n\tfence r,rw\n" } } */
/* { dg-final { scan-assembler "atomlower: load 8 seq_cst\n\tfence rw,rw\n\tld\[^\n\]*\n\tfence r,rw\n" } } */
/* { dg-final { scan-assembler "atomlower: load 1 relaxed\n\tlbu\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 2 release\n\tfence rw,w\n\tsh\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tfence rw,w\n\tsw\[^\n\]*\n\tfence rw,rw\n" } } */
/* { dg-final { scan-assembler "atomlower: store 2 release\n\tfence rw,w\n\tsh\[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tfence r,rw\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence release\n\tfence rw,w\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acq_rel\n\tfence\\.tso\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tfence rw,rw\n" } } */
/* { dg-final { scan-assembler-not "fence\[ \t\]+iorw" } } */
/* { dg-final { scan-assembler-not "amoswap" } } */

int i;
long l;
unsigned char c;
short s;

int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
long ls (void) { return __atomic_load_n (&l, __ATOMIC_SEQ_CST); }
int lr (void) { return __atomic_load_n (&c, __ATOMIC_RELAXED); }
void sr (short x) { __atomic_store_n (&s, x, __ATOMIC_RELEASE); }
void ss (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
void fa (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
void fr (void) { __atomic_thread_fence (__ATOMIC_RELEASE); }
void far (void) { __atomic_thread_fence (__ATOMIC_ACQ_REL); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
