/* RV64 with Ztso (-fplugin-arg-atomlower-arch=rv64+ztso; -march=rv64gc_ztso on GCC 13 and
   later says it too): the psABI's Ztso mapping.  Acquire loads and release stores are plain,
   a seq_cst load is `fence rw,rw; l`, a seq_cst store `s; fence rw,rw`; only the seq_cst fence
   is an instruction; AMOs carry no ordering bits, LR/SC loops none but seq_cst's.  Code for
   RVTSO hardware only.  */
/* { dg-do compile { target riscv64-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=rv64+ztso" } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tlw \[^\n\]*\n#" } } */
/* { dg-final { scan-assembler "atomlower: load 8 seq_cst\n\tfence rw,rw\n\tld \[^\n\]*\n" } } */
/* { dg-final { scan-assembler "atomlower: store 4 release\n\tsw \[^\n\]*\n" } } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tsw \[^\n\]*\n\tfence rw,rw\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tamoadd\\.w \[^\n\]*\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 acq_rel/acquire\n\t1:\n\tlr\\.w \[^\n\]*\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/seq_cst\n\t1:\n\tlr\\.w\\.aqrl " } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tfence rw,rw\n" } } */
/* { dg-final { scan-assembler-not "fence r,rw|fence rw,w|fence\\.tso" } } */
/* { dg-final { scan-assembler-times "\\.(aq|rl|aqrl)\[ \t\]" 2 } } */

int i; long l;
int lda (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
long lds (void) { return __atomic_load_n (&l, __ATOMIC_SEQ_CST); }
void str (int v) { __atomic_store_n (&i, v, __ATOMIC_RELEASE); }
void sts (int v) { __atomic_store_n (&i, v, __ATOMIC_SEQ_CST); }
int add (int v) { return __atomic_fetch_add (&i, v, __ATOMIC_SEQ_CST); }
_Bool cas (int *e, int n)
{ return __atomic_compare_exchange_n (&i, e, n, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); }
_Bool cass (int *e, int n)
{ return __atomic_compare_exchange_n (&i, e, n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
void fa (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
void fr (void) { __atomic_thread_fence (__ATOMIC_RELEASE); }
void far (void) { __atomic_thread_fence (__ATOMIC_ACQ_REL); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
