/* x86-64: <stdatomic.h> functions and _Atomic compound assignment reach the plugin as sized
   builtins and are lowered like the __atomic forms: += with the value used is lock xadd, an
   unused atomic_fetch_or is lock or, a float += is a load and a lock cmpxchg loop, and
   atomic_compare_exchange_strong is lock cmpxchg; no library call.  Compound assignment as a
   statement is in x86-atomic-compound-unused.c.  */
/* { dg-do compile { target { x86_64-*-* && lp64 } } } */
/* { dg-additional-options "-fno-trapping-math" } */
/* { dg-final { scan-assembler-times "lock xaddl" 2 } } */
/* { dg-final { scan-assembler-times "lock orl" 1 } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst\n\tmovl fl\\(%rip\\)" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/seq_cst\n\tlock cmpxchgl %\[a-z0-9\]+, fl\\(%rip\\)" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/seq_cst\n\tlock cmpxchgl %\[a-z0-9\]+, (\\(%r\[a-z0-9\]+\\)|ai\\(%rip\\))" } } */
/* { dg-final { scan-assembler-times "atomlower: load 4 acquire" 1 } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

#include <stdatomic.h>

atomic_int ai;
_Atomic int x;
_Atomic float fl;

int f1 (int n) { return atomic_fetch_add (&ai, n); }
int f2 (int n) { return x += n; }
void f3 (int n) { atomic_fetch_or (&ai, n); }
int f5 (void) { return atomic_load_explicit (&ai, memory_order_acquire); }
float f6 (float n) { return fl += n; }
_Bool f7 (int *e) { return atomic_compare_exchange_strong (&ai, e, 3); }
