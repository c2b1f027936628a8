/* x86-64 -mcx16 without SSE registers (-mno-sse, as kernel-style code builds): 16-byte loads and
   stores cannot take the movdqa path, so they are cmpxchg16b alone (a load one compare-exchange
   of 0 with 0, a store a compare-exchange loop), with no xmm register and no run-time CPU test;
   the compiler accepts every asm (no impossible constraint).  */
/* { dg-do compile { target { x86_64-*-* && lp64 } } } */
/* { dg-require-effective-target int128 } */
/* { dg-additional-options "-mcx16 -mno-sse" } */
/* { dg-final { scan-assembler-times "atomlower: load 16 (seq_cst|relaxed)\n\tlock cmpxchg16b" 2 } } */
/* { dg-final { scan-assembler-times "atomlower: store 16 (seq_cst|release)\n\tmovq \\(%r\[a-z0-9\]+\\), %rax\n\tmovq 8\\(%r\[a-z0-9\]+\\), %rdx\n\t1:\n\tlock cmpxchg16b \[^\n\]*\n\tjne 1b" 2 } } */
/* { dg-final { scan-assembler-not "xmm|__atomlower_x86_cpu" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

typedef unsigned __int128 u128;
u128 v;

u128 ld (void) { return __atomic_load_n (&v, __ATOMIC_SEQ_CST); }
u128 ldr (void) { return __atomic_load_n (&v, __ATOMIC_RELAXED); }
void st (u128 x) { __atomic_store_n (&v, x, __ATOMIC_SEQ_CST); }
void str (u128 x) { __atomic_store_n (&v, x, __ATOMIC_RELEASE); }
