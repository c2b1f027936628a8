/* x86-64 without -mcx16: the plugin cannot assume cmpxchg16b, so every 16-byte operation is a
   call to the runtime's __atomic_*_16 (the __sync forms too, which GCC alone would leave as
   calls to __sync_*_16 that no library provides); no inline sequence.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-require-effective-target int128 } */
/* { dg-additional-options "-mno-cx16" } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_load_16" } } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_store_16" } } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_exchange_16" } } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_compare_exchange_16" } } */
/* { dg-final { scan-assembler-times "(call|jmp)\[ \t\]+__atomic_fetch_add_16" 2 } } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_xor_fetch_16" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__sync_" } } */
/* { dg-final { scan-assembler-not "atomlower:" } } */
/* { dg-final { scan-assembler-not "cmpxchg16b" } } */

typedef unsigned __int128 u128;
u128 v;

u128 ld (void) { return __atomic_load_n (&v, __ATOMIC_ACQUIRE); }
void st (u128 x) { __atomic_store_n (&v, x, __ATOMIC_SEQ_CST); }
u128 xc (u128 x) { return __atomic_exchange_n (&v, x, __ATOMIC_SEQ_CST); }
_Bool cs (u128 *e, u128 d) { return __atomic_compare_exchange_n (&v, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); }
u128 fa (u128 x) { return __atomic_fetch_add (&v, x, __ATOMIC_RELAXED); }
u128 xf (u128 x) { return __atomic_xor_fetch (&v, x, __ATOMIC_SEQ_CST); }
u128 sfa (u128 x) { return __sync_fetch_and_add (&v, x); }
