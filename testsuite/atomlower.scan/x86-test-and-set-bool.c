/* x86-64 at -O2: test_and_set's value is the old byte xchg leaves in a byte register, used as the
   bool it is (the object holds 0 or 1, GCC returns the byte as it is too): no test and setne after
   the sequence.  A loop on the result keeps its one test and branch.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2" } */
/* { dg-final { scan-function-assembler "tas" "atomlower: test_and_set 1 seq_cst" } } */
/* { dg-final { scan-function-assembler-not "tas" "set(n?e)\[ \t\]+%|test\[bwlq\]\[ \t\]+%" } } */
/* { dg-final { scan-function-assembler "tas_acquire" "atomlower: test_and_set 1 acquire" } } */
/* { dg-final { scan-function-assembler-not "tas_acquire" "set(n?e)\[ \t\]+%|test\[bwlq\]\[ \t\]+%" } } */
/* { dg-final { scan-function-assembler-times "spin" "test\[bwlq\]\[ \t\]+%" 1 } } */

#include <stdbool.h>

bool
tas (bool *p)
{
  return __atomic_test_and_set (p, __ATOMIC_SEQ_CST);
}

bool
tas_acquire (char *p)
{
  return __atomic_test_and_set (p, __ATOMIC_ACQUIRE);
}

void
spin (char *p)
{
  while (__atomic_test_and_set (p, __ATOMIC_ACQUIRE))
    ;
}
