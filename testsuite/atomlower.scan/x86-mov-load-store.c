/* x86-64: loads at every order and relaxed/release stores are plain movs (x86-TSO gives them
   acquire/release for free): no lock, no xchg, no fence instruction.  consume is annotated as
   acquire, its strengthening.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-final { scan-assembler-times "atomlower: load (1|2|4|8) (relaxed|acquire|seq_cst)\n\tmov\[bwlq\] " 16 } } */
/* { dg-final { scan-assembler-times "atomlower: load (1|2|4|8) acquire" 8 } } */
/* { dg-final { scan-assembler-not "atomlower: load \[0-9\]+ consume" } } */
/* { dg-final { scan-assembler-times "atomlower: store (1|2|4|8) (relaxed|release)\n\tmov\[bwlq\] " 8 } } */
/* { dg-final { scan-assembler-not "lock" } } */
/* { dg-final { scan-assembler-not "xchg" } } */
/* { dg-final { scan-assembler-not "mfence" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

#define F(T, N)								\
  T v##N;								\
  T lr##N (void) { return __atomic_load_n (&v##N, __ATOMIC_RELAXED); }	\
  T lc##N (void) { return __atomic_load_n (&v##N, __ATOMIC_CONSUME); }	\
  T la##N (void) { return __atomic_load_n (&v##N, __ATOMIC_ACQUIRE); }	\
  T ls##N (void) { return __atomic_load_n (&v##N, __ATOMIC_SEQ_CST); }	\
  void sr##N (T x) { __atomic_store_n (&v##N, x, __ATOMIC_RELAXED); }	\
  void sl##N (T x) { __atomic_store_n (&v##N, x, __ATOMIC_RELEASE); }

F (unsigned char, 1)
F (unsigned short, 2)
F (unsigned int, 4)
F (unsigned long, 8)
