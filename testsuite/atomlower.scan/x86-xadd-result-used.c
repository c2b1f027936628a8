/* x86-64: fetch_add, fetch_sub, add_fetch and sub_fetch whose result is used become one
   lock xadd (with a neg before it for sub, an add/sub after it for the new value), at every
   width; no compare-exchange loop and no library call.  */
/* { dg-do compile { target { x86_64-*-* && lp64 } } } */
/* { dg-final { scan-assembler-times "lock xaddb" 4 } } */
/* { dg-final { scan-assembler-times "lock xaddw" 4 } } */
/* { dg-final { scan-assembler-times "lock xaddl" 4 } } */
/* { dg-final { scan-assembler-times "lock xaddq" 4 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add (1|2|4|8) seq_cst" 4 } } */
/* { dg-final { scan-assembler-times "atomlower: sub_fetch (1|2|4|8) relaxed" 4 } } */
/* { dg-final { scan-assembler-not "cmpxchg" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

#define F(T, N)								\
  T v##N;								\
  T fa##N (T x) { return __atomic_fetch_add (&v##N, x, __ATOMIC_SEQ_CST); } \
  T fs##N (T x) { return __atomic_fetch_sub (&v##N, x, __ATOMIC_ACQ_REL); } \
  T af##N (T x) { return __atomic_add_fetch (&v##N, x, __ATOMIC_ACQUIRE); } \
  T sf##N (T x) { return __atomic_sub_fetch (&v##N, x, __ATOMIC_RELAXED); }

F (unsigned char, 1)
F (unsigned short, 2)
F (unsigned int, 4)
F (unsigned long, 8)
