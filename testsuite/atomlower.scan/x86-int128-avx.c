/* x86-64 -mcx16 -mavx: 16-byte loads and stores are one vmovdqa (single-copy atomic when aligned
   on AVX processors), the value moving between the xmm register and the two 64-bit registers
   that hold an __int128 (vmovq, vpextrq / vpinsrq, never through the stack); a seq_cst store
   adds the seq_cst fence after it; the other operations stay lock cmpxchg16b.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-require-effective-target int128 } */
/* { dg-additional-options "-mcx16 -mavx" } */
/* { dg-final { scan-assembler-times "atomlower: load 16 (relaxed|acquire|seq_cst)\n\tvmovdqa \[^\n,\]*, %xmm\[0-9\]+\n\tvmovq %xmm\[0-9\]+, %r\[a-z0-9\]+\n\tvpextrq \\\$1, %xmm\[0-9\]+, %r\[a-z0-9\]+\n# 0 \"\" 2" 3 } } */
/* { dg-final { scan-assembler-times "atomlower: store 16 (relaxed|release)\n\tvmovq %r\[a-z0-9\]+, %xmm\[0-9\]+\n\tvpinsrq \\\$1, %r\[a-z0-9\]+, %xmm\[0-9\]+, %xmm\[0-9\]+\n\tvmovdqa %xmm\[0-9\]+, \[^\n\]*\n# 0 \"\" 2" 2 } } */
/* { dg-final { scan-assembler-times "atomlower: store 16 seq_cst\n\tvmovq \[^\n\]*\n\tvpinsrq \[^\n\]*\n\tvmovdqa \[^\n\]*\n\tlock orq \\\$0,\\(%rsp\\)\n# 0 \"\" 2" 1 } } */
/* { dg-final { scan-assembler-not "\\(%rsp\\), %xmm|%xmm\[0-9\]+, -?\[0-9\]*\\(%rsp\\)" } } */
/* { dg-final { scan-assembler-times "lock cmpxchg16b" 2 } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

typedef unsigned __int128 u128;
u128 v;

u128 lr (void) { return __atomic_load_n (&v, __ATOMIC_RELAXED); }
u128 la (void) { return __atomic_load_n (&v, __ATOMIC_ACQUIRE); }
u128 ls (void) { return __atomic_load_n (&v, __ATOMIC_SEQ_CST); }
void sr (u128 x) { __atomic_store_n (&v, x, __ATOMIC_RELAXED); }
void sl (u128 x) { __atomic_store_n (&v, x, __ATOMIC_RELEASE); }
void ss (u128 x) { __atomic_store_n (&v, x, __ATOMIC_SEQ_CST); }
u128 xc (u128 x) { return __atomic_exchange_n (&v, x, __ATOMIC_SEQ_CST); }
_Bool cs (u128 *e, u128 d) { return __atomic_compare_exchange_n (&v, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
