/* x86-64: an op_fetch whose result is only compared with zero is the lock-prefixed ALU
   instruction followed by a flag test (lock subl; sete/jne), as GCC does: no xadd, no
   compare-exchange loop.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-final { scan-assembler-times "atomlower: sub_fetch 4 acq_rel\n\tlock subl \\\$1," 2 } } */
/* { dg-final { scan-assembler-times "atomlower: sub_fetch 8 seq_cst\n\tlock subq \\\$1," 1 } } */
/* { dg-final { scan-assembler-times "atomlower: sub_fetch 2 seq_cst\n\tlock subw " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: sub_fetch 1 seq_cst\n\tlock subb " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: add_fetch 4 seq_cst\n\tlock addl " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: and_fetch 4 seq_cst\n\tlock andl " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: or_fetch 4 seq_cst\n\tlock orl " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: xor_fetch 4 seq_cst\n\tlock xorl " 1 } } */
/* { dg-final { scan-assembler-not "xadd" } } */
/* { dg-final { scan-assembler-not "cmpxchg" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

unsigned char c;
unsigned short h;
unsigned int w;
unsigned long long d;
void release (void);

int put (void) { return __atomic_sub_fetch (&w, 1, __ATOMIC_ACQ_REL) == 0; }
void put2 (void) { if (__atomic_sub_fetch (&w, 1, __ATOMIC_ACQ_REL) == 0) release (); }
int put8 (void) { return __atomic_sub_fetch (&d, 1, __ATOMIC_SEQ_CST) != 0; }
int put2b (unsigned short x) { return __atomic_sub_fetch (&h, x, __ATOMIC_SEQ_CST) == 0; }
int put1 (unsigned char x) { return __atomic_sub_fetch (&c, x, __ATOMIC_SEQ_CST) == 0; }
int add (int x) { return __atomic_add_fetch (&w, x, __ATOMIC_SEQ_CST) == 0; }
int and (int x) { return __atomic_and_fetch (&w, x, __ATOMIC_SEQ_CST) != 0; }
int or (int x) { return __atomic_or_fetch (&w, x, __ATOMIC_SEQ_CST) == 0; }
int xor (int x) { return __atomic_xor_fetch (&w, x, __ATOMIC_SEQ_CST) == 0; }
