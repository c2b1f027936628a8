/* x86-64 -O2: an _Atomic compound assignment used as a statement (x |= n; x += n; x++) has
   no used result, although the front end assigns it to a temporary that is only removed
   later; GCC 12 emits the lock-prefixed ALU instruction, and atomlower's sequence should be
   no longer (docs/design.md §8): no compare-exchange loop, no xadd.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2" } */
/* { dg-final { scan-assembler-times "lock orl" 1 } } */
/* { dg-final { scan-assembler-times "lock addl" 2 } } */
/* { dg-final { scan-assembler-times "lock andl" 1 } } */
/* { dg-final { scan-assembler-times "lock subl" 1 } } */
/* { dg-final { scan-assembler-not "cmpxchg" } } */
/* { dg-final { scan-assembler-not "xadd" } } */
/* Each of them is the plugin's (GCC alone writes the same instructions, untagged): the front
   end's op_fetch or fetch_op, its result unused.  */
/* { dg-final { scan-assembler-times "atomlower: (or_fetch|fetch_or) 4 seq_cst\n\tlock orl " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: (add_fetch|fetch_add) 4 seq_cst\n\tlock addl " 2 } } */
/* { dg-final { scan-assembler-times "atomlower: (and_fetch|fetch_and) 4 seq_cst\n\tlock andl " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: (sub_fetch|fetch_sub) 4 seq_cst\n\tlock subl " 1 } } */

_Atomic int x;

void f_or (int n) { x |= n; }
void f_add (int n) { x += n; }
void f_and (int n) { x &= n; }
void f_inc (void) { x++; }
void f_dec (void) { --x; }
