/* -fplugin-arg-atomlower-mode=gaps lowers only what GCC 12 itself would call a library for: on
   x86-64 with -mcx16 the 16-byte __atomic operations become inline cmpxchg16b, while the 4-byte
   ones (and the 16-byte __sync one, which GCC inlines under -mcx16) are left to GCC: GCC's own
   lock xadd, no annotation.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-require-effective-target int128 } */
/* { dg-additional-options "-mcx16 -fplugin-arg-atomlower-mode=gaps" } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 16 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: load 16 acquire" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 16 seq_cst/seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower:" 3 } } */
/* { dg-final { scan-assembler-not "atomlower: \[a-z_\]+ 4 " } } */
/* { dg-final { scan-assembler-times "lock xaddl" 1 } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

typedef unsigned __int128 u128;
u128 q;
int v;

u128 fa16 (u128 x) { return __atomic_fetch_add (&q, x, __ATOMIC_SEQ_CST); }
u128 ld16 (void) { return __atomic_load_n (&q, __ATOMIC_ACQUIRE); }
_Bool cas16 (u128 *e, u128 d) { return __atomic_compare_exchange_n (&q, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
u128 sync16 (u128 e, u128 d) { return __sync_val_compare_and_swap (&q, e, d); }
int fa4 (int x) { return __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST); }
int ld4 (void) { return __atomic_load_n (&v, __ATOMIC_ACQUIRE); }
void st4 (int x) { __atomic_store_n (&v, x, __ATOMIC_SEQ_CST); }
