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
/* { dg-final { scan-assembler-not "(call|jmp|bl|jal)\[ \t\]+_*(atomic|sync)_" } } */

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
