/* AArch64 default (-moutline-atomics, no LSE; -fplugin-arg-atomlower-arch=aarch64+outline):
   where GCC calls __aarch64_ldadd4_acq_rel and friends, the sequence reads libgcc's
   __aarch64_have_lse_atomics inline and branches to the LSE instruction or to the LL/SC loop;
   no helper is called.  Loads and stores need no choice.  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=aarch64+outline" } */
/* { dg-final { scan-assembler-times "adrp\[ \t\]+x\[0-9\]+, __aarch64_have_lse_atomics\n\tldrb\[ \t\]+w\[0-9\]+, \\\[x\[0-9\]+, :lo12:__aarch64_have_lse_atomics\\\]\n\tcbz" 3 } } */
/* { dg-final { scan-assembler "ldaddal\[^\n\]*\n\tb 9f\n\t8:\n\t1:\n\tldaxr\[^\n\]*\n\tadd\[^\n\]*\n\tstlxr" } } */
/* { dg-final { scan-assembler "swpa\[ \t\]" } } */
/* { dg-final { scan-assembler "casal\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tldar\[ \t\]" } } */
/* { dg-final { scan-assembler-not "bl\[ \t\]+__(atomic|aarch64|sync)" } } */

int i;

int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
int xchg (int x) { return __sync_lock_test_and_set (&i, x); }
_Bool cas (int e, int d) { return __sync_bool_compare_and_swap (&i, e, d); }
int lda (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
