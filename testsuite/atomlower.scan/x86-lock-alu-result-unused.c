/* x86-64: an add, sub, and, or or xor whose result is unused is one lock-prefixed ALU
   instruction on memory (fetch_OP and OP_fetch alike), at every width: no xadd, no
   compare-exchange loop, no library call.  nand has no such instruction: it stays a loop.  */
/* { dg-do compile { target { x86_64-*-* && lp64 } } } */
/* { dg-final { scan-assembler-times "lock add\[bwlq\]" 8 } } */
/* { dg-final { scan-assembler-times "lock sub\[bwlq\]" 8 } } */
/* { dg-final { scan-assembler-times "lock and\[bwlq\]" 8 } } */
/* { dg-final { scan-assembler-times "lock or\[bwlq\]" 8 } } */
/* { dg-final { scan-assembler-times "lock xor\[bwlq\]" 8 } } */
/* { dg-final { scan-assembler-times "lock addb" 2 } } */
/* { dg-final { scan-assembler-times "lock xorw" 2 } } */
/* { dg-final { scan-assembler-times "lock andl" 2 } } */
/* { dg-final { scan-assembler-times "lock orq" 2 } } */
/* { dg-final { scan-assembler-not "xadd" } } */
/* { dg-final { scan-assembler-times "lock cmpxchg" 4 } } */
/* { dg-final { scan-assembler-times "atomlower: (fetch|nand)_(nand|fetch) " 4 } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

#define F(T, N)								\
  T v##N;								\
  void f##N (T x)							\
  {									\
    __atomic_fetch_add (&v##N, x, __ATOMIC_SEQ_CST);			\
    __atomic_add_fetch (&v##N, 3, __ATOMIC_RELAXED);			\
    __atomic_fetch_sub (&v##N, x, __ATOMIC_RELEASE);			\
    __atomic_sub_fetch (&v##N, 5, __ATOMIC_ACQUIRE);			\
    __atomic_fetch_and (&v##N, x, __ATOMIC_ACQ_REL);			\
    __atomic_and_fetch (&v##N, 6, __ATOMIC_SEQ_CST);			\
    __atomic_fetch_or (&v##N, x, __ATOMIC_RELAXED);			\
    __atomic_or_fetch (&v##N, 9, __ATOMIC_SEQ_CST);			\
    __atomic_fetch_xor (&v##N, x, __ATOMIC_CONSUME);			\
    __atomic_xor_fetch (&v##N, 12, __ATOMIC_SEQ_CST);			\
  }									\
  void n##N (T x) { __atomic_fetch_nand (&v##N, x, __ATOMIC_SEQ_CST); }

F (unsigned char, 1)
F (unsigned short, 2)
F (unsigned int, 4)
F (unsigned long, 8)
