/* x86-64: compare-exchange (strong and weak, __atomic and both __sync forms) is one
   lock cmpxchg at every width; the __atomic form writes *expected only on failure
   (je over the store).  */
/* { dg-do compile { target { x86_64-*-* && lp64 } } } */
/* { dg-final { scan-assembler-times "lock cmpxchgb" 4 } } */
/* { dg-final { scan-assembler-times "lock cmpxchgw" 4 } } */
/* { dg-final { scan-assembler-times "lock cmpxchgl" 4 } } */
/* { dg-final { scan-assembler-times "lock cmpxchgq" 4 } } */
/* { dg-final { scan-assembler-times "lock cmpxchg\[bwlq\] \[^\n\]*\n\tje 1f\n\tmov" 8 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange (1|2|4|8) seq_cst/relaxed" 4 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange (1|2|4|8) acq_rel/acquire" 4 } } */
/* { dg-final { scan-assembler-times "atomlower: val_compare_and_swap (1|2|4|8) seq_cst" 4 } } */
/* { dg-final { scan-assembler-times "atomlower: bool_compare_and_swap (1|2|4|8) seq_cst" 4 } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

#define F(T, N)								\
  T v##N;								\
  _Bool cs##N (T *e, T d)						\
  { return __atomic_compare_exchange_n (&v##N, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); } \
  _Bool cw##N (T *e, T d)						\
  { return __atomic_compare_exchange_n (&v##N, e, d, 1, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); } \
  T sv##N (T e, T d) { return __sync_val_compare_and_swap (&v##N, e, d); } \
  _Bool sb##N (T e, T d) { return __sync_bool_compare_and_swap (&v##N, e, d); }

F (unsigned char, 1)
F (unsigned short, 2)
F (unsigned int, 4)
F (unsigned long, 8)
