/* ARMv7 scheme acq-ctrl-isb (given as scheme=, in Thumb-2 as armhf's default): an acquire
   load is the load, a branch on its value and ISB; a seq_cst load and an acquire fence keep
   the DMB.  The target is named, so every Arm board compiles it.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=armv7+thumb -fplugin-arg-atomlower-scheme=acq-ctrl-isb -march=armv7-a+fp -mthumb" } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tldr (r\[0-9\]+)\[^\n\]*\n\tcmp \\1, \\1\n\tbne 1f\n\t1:\n\tisb\n" } } */
/* { dg-final { scan-assembler "atomlower: load 1 acquire\n\tldrb\[^\n\]*\n\tcmp\[^\n\]*\n\tbne 1f\n\t1:\n\tisb\n" } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst\n\tldr\[^\n\]*\n\tdmb ish\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tdmb ish\n" } } */

int i;
unsigned char c;

int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
unsigned char lb (void) { return __atomic_load_n (&c, __ATOMIC_ACQUIRE); }
int ls (void) { return __atomic_load_n (&i, __ATOMIC_SEQ_CST); }
void fe (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
