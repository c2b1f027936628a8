/* SH-4 (lower/sh.c, docs/targets-sh.md): GCC 12's soft-gusa sequences.  Every read-modify-write
   is a restartable sequence: mova 1f,r0 (the exit point), .align 2, mov r15,r1 (the saved stack
   pointer), mov #(0f-1f),r15 (minus the sequence's length), the body from 0: to the write-back,
   1: mov r1,r15; the body has an even number of instructions (nand starts with a nop) so that
   1: is 4-byte aligned; an op_fetch, or a fetch_op whose result is unused, loads into the
   register it stores from, with no copy of the old value.  1- and 2-byte objects are accessed directly (mov.b, mov.w), the
   expected value of a sub-word compare-exchange is sign-extended in place before the sequence,
   its success is T (movt after the sequence, the bool itself: no compare after it),
   test_and_set stores 0x80.  Loads, stores and fences carry no barrier (a uniprocessor
   model); 8 bytes go to the runtime.  */
/* { dg-do compile { target sh*-*-* } } */
/* { dg-additional-options "-m4" } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst\n\tmov.l @r\[0-9\]+, r\[0-9\]+\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 1 seq_cst\n\tmov.b r\[0-9\]+, @r\[0-9\]+\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tmova 1f, r0\n\t.align 2\n\tmov r15, r1\n\tmov #\\(0f-1f\\), r15\n\t0:\n\tmov.l @(r\[0-9\]+), (r\[0-9\]+)\n\tmov \\2, (r\[0-9\]+)\n\tadd r\[0-9\]+, \\3\n\tmov.l \\3, @\\1\n\t1:\n\tmov r1, r15\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_nand 2 relaxed\n\tmova 1f, r0\n\t.align 2\n\tmov r15, r1\n\tmov #\\(0f-1f\\), r15\n\t0:\n\tnop\n\tmov.w @\[^\n\]*\n\tmov \[^\n\]*\n\tand \[^\n\]*\n\tnot \[^\n\]*\n\tmov.w \[^\n\]*\n\t1:\n\tmov r1, r15\n" } } */
/* { dg-final { scan-assembler "atomlower: add_fetch 4 relaxed\n\tmova 1f, r0\n\t.align 2\n\tmov r15, r1\n\tmov #\\(0f-1f\\), r15\n\t0:\n\tnop\n\tmov.l @(r\[0-9\]+), (r\[0-9\]+)\n\tadd r\[0-9\]+, \\2\n\tmov.l \\2, @\\1\n\t1:\n\tmov r1, r15\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_and 1 relaxed\n\tmova 1f, r0\n\t.align 2\n\tmov r15, r1\n\tmov #\\(0f-1f\\), r15\n\t0:\n\tnop\n\tmov.b @(r\[0-9\]+), (r\[0-9\]+)\n\tand r\[0-9\]+, \\2\n\tmov.b \\2, @\\1\n\t1:\n\tmov r1, r15\n" } } */
/* { dg-final { scan-assembler "atomlower: exchange 4 acquire\n\tmova 1f, r0\n\t.align 2\n\tmov r15, r1\n\tmov #\\(0f-1f\\), r15\n\t0:\n\tmov.l @\[^\n\]*\n\tmov.l \[^\n\]*\n\t1:\n\tmov r1, r15\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 1 seq_cst/seq_cst\n\tmova 1f, r0\n\texts.b (r\[0-9\]+), \\1\n\t.align 2\n\tmov r15, r1\n\tmov #\\(0f-1f\\), r15\n\t0:\n\tmov.b @(r\[0-9\]+), (r\[0-9\]+)\n\tcmp/eq \\3, \\1\n\tbf 1f\n\tmov.b r\[0-9\]+, @\\2\n\t1:\n\tmov r1, r15\n\tmovt r\[0-9\]+\n\tbt 2f\n\tmov.b \\3, @r\[0-9\]+\n\t2:\n" } } */
/* { dg-final { scan-assembler-not "\tcmp/eq\t" } } */
/* { dg-final { scan-assembler "atomlower: test_and_set 1 seq_cst\n\tmova 1f, r0\n\tmov #-128, (r\[0-9\]+)\n\t.align 2\n\tmov r15, r1\n\tmov #\\(0f-1f\\), r15\n\t0:\n\tmov.b @(r\[0-9\]+), (r\[0-9\]+)\n\tmov.b \\1, @\\2\n\t1:\n\tmov r1, r15\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\[^\t\]" } } */
/* { dg-final { scan-assembler-not "atomlower: fetch_add 8" } } */
/* { dg-final { scan-assembler "__atomic_fetch_add_8" } } */
/* { dg-final { scan-assembler-not "movli|movco|synco" } } */

int i;
unsigned char c;
unsigned short s;
long long ll;

int ls (void) { return __atomic_load_n (&i, __ATOMIC_SEQ_CST); }
void ss (unsigned char x) { __atomic_store_n (&c, x, __ATOMIC_SEQ_CST); }
int fa (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned short fn (unsigned short x) { return __atomic_fetch_nand (&s, x, __ATOMIC_RELAXED); }
int af (int x) { return __atomic_add_fetch (&i, x, __ATOMIC_RELAXED); }
void fau (unsigned char x) { __atomic_fetch_and (&c, x, __ATOMIC_RELAXED); }
int xa (int x) { return __atomic_exchange_n (&i, x, __ATOMIC_ACQUIRE); }
_Bool cas1 (unsigned char *e, unsigned char d)
{ return __atomic_compare_exchange_n (&c, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
_Bool tas (void) { return __atomic_test_and_set (&c, __ATOMIC_SEQ_CST); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
long long f8 (long long x) { return __atomic_fetch_add (&ll, x, __ATOMIC_SEQ_CST); }
