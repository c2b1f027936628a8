/* ARMv7 scheme dmb-sy: every barrier of the Cambridge ARMv7 rows is `dmb sy` (the table's
   `dmb`) instead of `dmb ish`.  The target is named, so every Arm board compiles it.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=armv7+dmb-sy -march=armv7-a+fp -marm" } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tldr\[^\n\]*\n\tdmb sy\n" } } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tdmb sy\n\tstr\[^\n\]*\n\tdmb sy\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tdmb sy\n" } } */
/* { dg-final { scan-assembler-not "dmb ish" } } */

int i;

int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
void ss (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
int fa (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
void fe (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
