/* x86-64 -mcx16: every 16-byte operation is inline (GCC 12 would call libatomic, GCC bug
   80878): a load is one cmpxchg16b, a store a cmpxchg16b loop from a guess read with two plain loads, each behind a run-time test of
   libatomlower's CPU word that takes a single movdqa instead on an AVX processor; an exchange
   or RMW a cmpxchg16b loop, a compare-exchange one cmpxchg16b.  No VEX instruction without
   -mavx.  */
/* { dg-do compile { target { x86_64-*-* && lp64 } } } */
/* { dg-require-effective-target int128 } */
/* { dg-additional-options "-mcx16 -mno-avx" } */
/* { dg-final { scan-assembler-times "lock cmpxchg16b" 12 } } */
/* { dg-final { scan-assembler-times "atomlower: load 16 (seq_cst|acquire)\n\tmovq __atomlower_x86_cpu@GOTPCREL\\(%rip\\), %(r\[a-z0-9\]+)\n\ttestb \\\$2, \\(%\\2\\)\n\tje 1f\n\tmovdqa \[^\n\]*\n\tmovq %xmm\[0-9\]+, %rax\n\tpunpckhqdq \[^\n\]*\n\tmovq %xmm\[0-9\]+, %rdx\n\tjmp 2f\n\t1:\n\tlock cmpxchg16b \[^\n\]*\n\t2:\n" 2 } } */
/* { dg-final { scan-assembler-times "atomlower: store 16 release\n\tmovq __atomlower_x86_cpu\[^\n\]*\n\ttestb \[^\n\]*\n\tje 3f\n\tmovq %rbx, \[^\n\]*\n\tmovq %rcx, \[^\n\]*\n\tpunpcklqdq \[^\n\]*\n\tmovdqa %xmm\[0-9\]+, \[^\n\]*\n\tjmp 2f\n\t3:\n\tmovq \\(%r\[a-z0-9\]+\\), %rax\n\tmovq 8\\(%r\[a-z0-9\]+\\), %rdx\n\t1:\n\tlock cmpxchg16b \[^\n\]*\n\tjne 1b\n\t2:\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: store 16 seq_cst\n\[^#\]*\tmovdqa %xmm\[0-9\]+, \[^\n\]*\n\tlock orq \\\$0,\\(%rsp\\)\n\tjmp 2f\n\t3:\n\tmovq \[^\n\]*\n\tmovq \[^\n\]*\n\t1:\n\tlock cmpxchg16b \[^\n\]*\n\tjne 1b" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: exchange 16 acq_rel" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 16 seq_cst/relaxed" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 16 acquire/acquire" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 16 seq_cst\[^#\]*addq\[^#\]*adcq\[^#\]*lock cmpxchg16b\[^#\]*jne 1b" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: sub_fetch 16 relaxed\[^#\]*subq\[^#\]*sbbq" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_nand 16 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: val_compare_and_swap 16 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_or 16 relaxed" 1 } } */
/* { dg-final { scan-assembler-not "\tv(movdqa|movq|pextrq|pinsrq)" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

typedef unsigned __int128 u128;
u128 v;

u128 ld (void) { return __atomic_load_n (&v, __ATOMIC_SEQ_CST); }
u128 lda (void) { return __atomic_load_n (&v, __ATOMIC_ACQUIRE); }
void st (u128 x) { __atomic_store_n (&v, x, __ATOMIC_SEQ_CST); }
void str (u128 x) { __atomic_store_n (&v, x, __ATOMIC_RELEASE); }
u128 xc (u128 x) { return __atomic_exchange_n (&v, x, __ATOMIC_ACQ_REL); }
_Bool cs (u128 *e, u128 d) { return __atomic_compare_exchange_n (&v, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); }
_Bool cw (u128 *e, u128 d) { return __atomic_compare_exchange_n (&v, e, d, 1, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
u128 fa (u128 x) { return __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST); }
u128 sf (u128 x) { return __atomic_sub_fetch (&v, x, __ATOMIC_RELAXED); }
u128 fn (u128 x) { return __atomic_fetch_nand (&v, x, __ATOMIC_SEQ_CST); }
u128 sv (u128 e, u128 d) { return __sync_val_compare_and_swap (&v, e, d); }
void fo (u128 x) { __atomic_fetch_or (&v, x, __ATOMIC_RELAXED); }
