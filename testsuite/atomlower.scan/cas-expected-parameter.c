/* -O2, every target: a parameter whose address is the expected argument of a sized
   compare-exchange (the small C11 wrapper `return atomic_compare_exchange_strong (p, &e, d);`)
   stays in a register, as GCC keeps it (its .ATOMIC_COMPARE_EXCHANGE rewrite takes parameters
   as it takes locals): no stack slot is written, re-read or given an address in either
   function (a push or pop of a saved register, `[sp, #-4]!` / `[sp], #4`, is no slot: the
   ARMv6 barrier's scratch register makes the function save lr).  A parameter whose address also goes elsewhere keeps its slot
   (exec/compare-exchange-expected-register.c runs both).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* { dg-final { scan-function-assembler "cas" "atomlower: compare_exchange 4 seq_cst/seq_cst" } } */
/* { dg-final { scan-function-assembler-not "cas" "\\(%\[re\]sp\\)|\\\[sp(, #?\[0-9\]+)?\\\](?!\[,!\])|\\(sp\\)|\[0-9\]\\(1\\)" { target { ! i?86-*-* } } } } */
/* { dg-final { scan-function-assembler "cas_value" "atomlower: compare_exchange 4 acquire/relaxed" } } */
/* { dg-final { scan-function-assembler-not "cas_value" "\\(%\[re\]sp\\)|\\\[sp(, #?\[0-9\]+)?\\\](?!\[,!\])|\\(sp\\)|\[0-9\]\\(1\\)" { target { ! i?86-*-* } } } } */
/* i386 passes the parameters on the stack: they are read from there, never written back
   or given an address.  */
/* { dg-final { scan-function-assembler-not "cas" ",\[ \t\]*-?\[0-9\]*\\(%esp\\)|lea" { target i?86-*-* } } } */
/* { dg-final { scan-function-assembler-not "cas_value" ",\[ \t\]*-?\[0-9\]*\\(%esp\\)|lea" { target i?86-*-* } } } */
/* No call to a runtime routine, however the target spells one.  The routine is named in the
   call itself (x86-64, i386, SPARC call; AArch64, Arm, POWER, hppa bl; ARC bl.d @; RISC-V call;
   s390x brasl; m68k jsr; the tail calls jmp, b, tail, jg, jra), or in the load of the register
   the call goes through (MIPS lw/ld $25,%call16(R)($28) then jalr $25; Alpha ldq $27,R($29) then
   jsr $26,($27),R), or in a literal pool (SH: .long R, then jsr @rN): so the routine's name is
   looked for anywhere, GCC's AArch64 outline helpers (__aarch64_cas4_acq_rel) too.  */
/* { dg-final { scan-assembler-not "__(atomic|sync)_\[a-z\]|__aarch64_(cas|swp|ld)" } } */

#include <stdbool.h>

bool
cas (int *p, int e, int d)
{
  return __atomic_compare_exchange_n (p, &e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

/* The observed value returned through the parameter.  */
int
cas_value (int *p, int e, int d)
{
  __atomic_compare_exchange_n (p, &e, d, 1, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
  return e;
}
