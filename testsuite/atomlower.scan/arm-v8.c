/* Armv8-A in AArch32 state (-fplugin-arg-atomlower-arch=armv8): the Cambridge ARMv8 AArch32
   rows — LDA/STL for ordered loads and stores, LDAEX/STLEX loops with no DMB, DMB ISHLD for an
   acquire fence, LDAEXD/STLEXD for 8 bytes.  */
/* { dg-do compile { target arm*-*-*eabihf } } */
/* { dg-additional-options "-march=armv8-a+simd -fplugin-arg-atomlower-arch=armv8" } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\t1:\n\tldaex\[^\n\]*\n\tadd\[^\n\]*\n\tstlex\[^\n\]*\n\tcmp\[^\n\]*\n\tbne 1b\n" } } */
/* { dg-final { scan-assembler "atomlower: exchange 2 release\n\t1:\n\tldrexh\[^\n\]*\n\tstlexh" } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tlda\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 1 seq_cst\n\tstlb\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 8 seq_cst\n\tldaexd\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tdmb ishld" } } */
/* { dg-final { scan-assembler-times "dmb" 1 } } */
/* { dg-final { scan-assembler-not "bl\[ \t\]+__(sync|atomic)" } } */

int i;
unsigned char c;
unsigned short h;
long long ll;

int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned short xchg2 (unsigned short x) { return __atomic_exchange_n (&h, x, __ATOMIC_RELEASE); }
int lda (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
void st1 (unsigned char x) { __atomic_store_n (&c, x, __ATOMIC_SEQ_CST); }
long long ld8 (void) { return __atomic_load_n (&ll, __ATOMIC_SEQ_CST); }
void facq (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
