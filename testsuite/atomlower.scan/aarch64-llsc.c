/* AArch64 v8.0 (-fplugin-arg-atomlower-arch=aarch64, i.e. -mno-outline-atomics): LDXR/STXR
   loops with the acquire/release forms the order needs (Cambridge ARMv8 table), LDAR/STLR for
   ordered loads and stores, DMB ISH / DMB ISHLD for fences, 16 bytes as LDXP/STXP pairs (a
   load too: the pair is single-copy atomic only once its STXP succeeds), and no library call.  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=aarch64" } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\t1:\n\tldaxr\[ \t\]+w\[0-9\]+, \\\[x\[0-9\]+\\\]\n\tadd\[^\n\]*\n\tstlxr\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 1 relaxed\n\t1:\n\tldxrb\[^\n\]*\n\tadd\[^\n\]*\n\tstxrb\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 2 acquire\n\t1:\n\tldaxrh\[^\n\]*\n\torr\[^\n\]*\n\tstxrh\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: exchange 8 release\n\t1:\n\tldxr\[ \t\]+x\[^\n\]*\n\tstlxr\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tldar\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 8 seq_cst\n\tldar\[ \t\]+x" } } */
/* { dg-final { scan-assembler "atomlower: store 2 seq_cst\n\tstlrh\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tdmb ishld" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tdmb ish\n" } } */
/* { dg-final { scan-assembler "atomlower: load 16 seq_cst\n\t1:\n\tldaxp\[^\n\]*\n\tstxp\[ \t\]" { target int128 } } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 16 seq_cst/seq_cst\n\t1:\n\tldaxp" { target int128 } } } */
/* { dg-final { scan-assembler-not "ldapr|ldadd|casal|swpal|__aarch64_have_lse_atomics" } } */
/* { dg-final { scan-assembler-not "bl\[ \t\]+__(atomic|aarch64|sync)" } } */

int i;
unsigned char c;
unsigned short h;
long l;

int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned char fadd1 (unsigned char x) { return __atomic_fetch_add (&c, x, __ATOMIC_RELAXED); }
unsigned short for2 (unsigned short x) { return __atomic_fetch_or (&h, x, __ATOMIC_ACQUIRE); }
long xchg (long x) { return __atomic_exchange_n (&l, x, __ATOMIC_RELEASE); }
int lda (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
long ldsc (void) { return __atomic_load_n (&l, __ATOMIC_SEQ_CST); }
void st2 (unsigned short x) { __atomic_store_n (&h, x, __ATOMIC_SEQ_CST); }
void facq (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
void fsc (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
#ifdef __SIZEOF_INT128__
unsigned __int128 q;
unsigned __int128 ld16 (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
_Bool cas16 (unsigned __int128 *e, unsigned __int128 d)
{ return __atomic_compare_exchange_n (&q, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
#endif
