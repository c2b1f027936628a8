/* x86-64 -O2: an _Atomic compound assignment used as a statement (x |= n; x += n; x++) has
   no used result, although the front end assigns it to a temporary that is only removed
   later; GCC 12 emits the lock-prefixed ALU instruction, and atomlower's sequence should be
   no longer (DESIGN.md section 8): no compare-exchange loop, no xadd.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2" } */
/* { dg-final { scan-assembler-times "lock orl" 1 } } */
/* { dg-final { scan-assembler-times "lock addl" 2 } } */
/* { dg-final { scan-assembler-times "lock andl" 1 } } */
/* { dg-final { scan-assembler-times "lock subl" 1 } } */
/* { dg-final { scan-assembler-not "cmpxchg" } } */
/* { dg-final { scan-assembler-not "xadd" } } */

_Atomic int x;

void f_or (int n) { x |= n; }
void f_add (int n) { x += n; }
void f_and (int n) { x &= n; }
void f_inc (void) { x++; }
void f_dec (void) { --x; }
