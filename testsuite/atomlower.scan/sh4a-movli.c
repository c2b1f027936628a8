/* SH-4A (lower/sh.c, al_arch_sh4a; docs/targets-sh.md, "SH-4A"): with -m4a GCC 12's soft-gusa
   model does 4-byte read-modify-writes with movli.l/movco.l (r0 the only register they take),
   retried while movco.l clears T (bf 0b), and keeps gUSA sequences for 1 and 2 bytes; no
   synco at any order.  */
/* { dg-do compile { target sh*-*-* } } */
/* { dg-additional-options "-m4a" } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\t0:\n\tmovli.l @(r\[0-9\]+), r0\n\tmov r0, r\[0-9\]+\n\tadd r\[0-9\]+, r0\n\tmovco.l r0, @\\1\n\tbf 0b\n" } } */
/* { dg-final { scan-assembler "atomlower: sub_fetch 4 relaxed\n\t0:\n\tmovli.l \[^\n\]*\n\tsub r\[0-9\]+, r0\n\tmovco.l \[^\n\]*\n\tbf 0b\n\tmov r0, r\[0-9\]+\n" } } */
/* { dg-final { scan-assembler "atomlower: exchange 4 acquire\n\t0:\n\tmovli.l \[^\n\]*\n\tmov r0, \[^\n\]*\n\tmov r\[0-9\]+, r0\n\tmovco.l \[^\n\]*\n\tbf 0b\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/seq_cst\n\t0:\n\tmovli.l \[^\n\]*\n\tmov r0, (r\[0-9\]+)\n\tcmp/eq \\1, r\[0-9\]+\n\tbf 1f\n\tmov r\[0-9\]+, r0\n\tmovco.l \[^\n\]*\n\tbf 0b\n\t1:\n\tbt 2f\n\tmov.l \\1, @r\[0-9\]+\n\t2:\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 2 seq_cst\n\tmova 1f, r0\n\t.align 2\n\tmov r15, r1\n\tmov #\\(0f-1f\\), r15\n\t0:\n\tmov.w " } } */
/* { dg-final { scan-assembler-not "synco" } } */

int i;
unsigned short s;

int fa (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
int sf (int x) { return __atomic_sub_fetch (&i, x, __ATOMIC_RELAXED); }
int xa (int x) { return __atomic_exchange_n (&i, x, __ATOMIC_ACQUIRE); }
_Bool cas (int *e, int d)
{ return __atomic_compare_exchange_n (&i, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
unsigned short fa2 (unsigned short x) { return __atomic_fetch_add (&s, x, __ATOMIC_SEQ_CST); }
