/* x86-64: a seq_cst store is an xchg (implicitly locked; no mfence), and so is every exchange
   at every order; __sync_lock_test_and_set too.  */
/* { dg-do compile { target { x86_64-*-* && lp64 } } } */
/* { dg-final { scan-assembler-times "xchgb" 3 } } */
/* { dg-final { scan-assembler-times "xchgw" 3 } } */
/* { dg-final { scan-assembler-times "xchgl" 3 } } */
/* { dg-final { scan-assembler-times "xchgq" 3 } } */
/* { dg-final { scan-assembler-times "atomlower: store (1|2|4|8) seq_cst\n\txchg" 4 } } */
/* { dg-final { scan-assembler-times "atomlower: exchange (1|2|4|8) (relaxed|acquire)\n\txchg" 8 } } */
/* { dg-final { scan-assembler-not "mfence" } } */
/* { dg-final { scan-assembler-not "lock" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

#define F(T, N)								\
  T v##N;								\
  void st##N (T x) { __atomic_store_n (&v##N, x, __ATOMIC_SEQ_CST); }	\
  T xr##N (T x) { return __atomic_exchange_n (&v##N, x, __ATOMIC_RELAXED); } \
  T ts##N (T x) { return __sync_lock_test_and_set (&v##N, x); }

F (unsigned char, 1)
F (unsigned short, 2)
F (unsigned int, 4)
F (unsigned long, 8)
