/* x86-64 at -O2: an expected variable whose address is taken elsewhere (here published through
   a global, so another thread could read it) or that an asm statement names (its memory operand
   keeps it addressable, and the asm could publish it) keeps the compare-exchange's own write:
   the observed value is stored to *expected only on failure (je over the store), never
   unconditionally.  x86-cas-expected-register.c is the counterpart.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2" } */
/* { dg-final { scan-assembler-times "lock cmpxchgl \[^\n\]*\n\tje 1f\n\tmovl %eax, " 2 } } */
/* { dg-final { scan-assembler-times "lock cmpxchgl" 2 } } */

int *published;

int
escapes (int *p)
{
  int e = 0;
  published = &e;
  int ok = __atomic_compare_exchange_n (p, &e, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  published = 0;
  return ok + e;
}

int
asm_named (int *p)
{
  int e = 0;
  __asm__ volatile ("" : "+m" (e));
  __atomic_compare_exchange_n (p, &e, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return e;
}
