/* SH-4 gUSA sequences (lower/sh.c) set r15 to minus their length, so no operand of one may
   be r15, the stack pointer: not the object's address (a local at the stack pointer's own
   address, which GCC passes as r15 itself) and not a value (that address stored or exchanged).
   Every register operand of a gUSA sequence is "u" (a non-stack-pointer register), as in
   GCC's own soft-gusa patterns.  Measured under Debian 13's qemu-sh4 10: with "r" operands,
   atomlower.exec/fetch-op.c at -O2 died of SIGSEGV (mov.l @r15 inside the sequence).  GCC 14
   hands r15 to both sequences below when the constraint allows it (the test fails there with
   "r"); GCC 12 does not at any -O level, so on Debian 12's board the golden files
   (testsuite/golden/sh4.txt: every gUSA register operand "u") guard the constraint.  */
/* { dg-do compile { target sh*-*-* } } */
/* { dg-additional-options "-m4 -O2" } */
/* { dg-final { scan-function-assembler "on_stack" "atomlower: fetch_add 4 seq_cst\n\tmova 1f, r0\n\t.align 2\n\tmov r15, r1\n\tmov #\\(0f-1f\\), r15\n\t0:\n(\tnop\n)?\tmov.l @r(\[0-9\]|1\[0-4\])," } } */
/* { dg-final { scan-function-assembler "stack_address" "atomlower: exchange 4 seq_cst\n\tmova 1f, r0\n\t.align 2\n\tmov r15, r1\n\tmov #\\(0f-1f\\), r15\n\t0:\n\tmov.l @r\[0-9\]+, r\[0-9\]+\n\tmov.l r(\[0-9\]|1\[0-4\])," } } */

extern void use (int *);
void *volatile *g;

int
on_stack (int x)
{
  int v = x;
  __atomic_fetch_add (&v, 1, __ATOMIC_SEQ_CST);
  use (&v);
  return v;
}

void *
stack_address (void)
{
  int v;
  void *old = __atomic_exchange_n (g, (void *) &v, __ATOMIC_SEQ_CST);
  use (&v);
  return old;
}
