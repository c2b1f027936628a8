/* AArch64, the target as the compiler's options say (no arch= option): every 1-8 byte
   read-modify-write is inline on every board (default: the run-time LSE choice, both branches;
   -march=armv8.4-a: LSE; -mno-outline-atomics: LL/SC alone), with no call to GCC's __aarch64_*
   helpers or libatomic.  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 seq_cst" 1 } } */
/* { dg-final { scan-assembler "ldaddal\[ \t\]|ldaxr\[ \t\]" } } */
/* { dg-final { scan-assembler-not "bl\[ \t\]+__(atomic|aarch64|sync)" } } */

int i;
int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned __int128 q;
unsigned __int128 fadd16 (unsigned __int128 x) { return __atomic_fetch_add (&q, x, __ATOMIC_SEQ_CST); }
