/* AArch64 with RCpc and LSE2 (-fplugin-arg-atomlower-arch=aarch64+lse+rcpc+lse2, as
   -march=armv8.4-a): acquire loads are LDAPR, seq_cst loads stay LDAR (an STLR;LDAPR pair may
   be reordered); aligned 16-byte loads and stores are LDP/STP with the barriers the order needs
   (acquire LDP;DMB ISHLD, seq_cst LDAR;LDP;DMB ISHLD, release DMB ISH;STP, seq_cst
   DMB ISH;STP;DMB ISH).  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=aarch64+lse+rcpc+lse2" } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tldapr\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst\n\tldar\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 16 relaxed\n\tldp\[^\n\]*\n" { target int128 } } } */
/* { dg-final { scan-assembler "atomlower: load 16 acquire\n\tldp\[^\n\]*\n\tdmb ishld" { target int128 } } } */
/* { dg-final { scan-assembler "atomlower: load 16 seq_cst\n\tldar\[^\n\]*\n\tldp\[^\n\]*\n\tdmb ishld" { target int128 } } } */
/* { dg-final { scan-assembler "atomlower: store 16 release\n\tdmb ish\n\tstp" { target int128 } } } */
/* { dg-final { scan-assembler "atomlower: store 16 seq_cst\n\tdmb ish\n\tstp\[^\n\]*\n\tdmb ish\n" { target int128 } } } */
/* { dg-final { scan-assembler-not "ldxp|ldaxp|bl\[ \t\]+__(atomic|aarch64|sync)" } } */

int i;
int lda (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
int ldsc (void) { return __atomic_load_n (&i, __ATOMIC_SEQ_CST); }
#ifdef __SIZEOF_INT128__
unsigned __int128 q;
unsigned __int128 ld16r (void) { return __atomic_load_n (&q, __ATOMIC_RELAXED); }
unsigned __int128 ld16a (void) { return __atomic_load_n (&q, __ATOMIC_ACQUIRE); }
unsigned __int128 ld16s (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
void st16r (unsigned __int128 v) { __atomic_store_n (&q, v, __ATOMIC_RELEASE); }
void st16s (unsigned __int128 v) { __atomic_store_n (&q, v, __ATOMIC_SEQ_CST); }
#endif
