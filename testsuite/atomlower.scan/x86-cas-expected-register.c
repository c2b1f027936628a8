/* x86-64 at -O2: when the expected argument of __atomic_compare_exchange_n is the address of a
   local variable that nothing else takes the address of, the variable stays in a register, as
   GCC keeps it: the retry loop is lock cmpxchg and jne, with no stack slot for the expected value
   and no conditional store over the sequence (the plugin assigns the observed value, which is the
   expected one on success).  The same for the front end's own loop behind an _Atomic compound
   assignment.  x86-cas-expected-escapes.c is the counterpart.  */
/* { dg-do compile { target { x86_64-*-* && lp64 } } } */
/* { dg-options "-O2 -fchecking" } */
/* { dg-final { scan-assembler-times "lock cmpxchgb" 1 } } */
/* { dg-final { scan-assembler-times "lock cmpxchgw" 1 } } */
/* { dg-final { scan-assembler-times "lock cmpxchgl" 2 } } */
/* { dg-final { scan-assembler-times "lock cmpxchgq" 3 } } */
/* Each of them is the plugin's sequence, with the site's orders (GCC alone writes the same
   instructions, untagged).  */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 1 seq_cst/relaxed\n\tlock cmpxchgb " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 2 seq_cst/relaxed\n\tlock cmpxchgw " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 4 (seq_cst/relaxed|acquire/acquire)\n\tlock cmpxchgl " 2 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 8 (seq_cst/relaxed|release/relaxed|seq_cst/seq_cst)\n\tlock cmpxchgq " 3 } } */
/* { dg-final { scan-assembler-not "\\(%rsp\\)" } } */
/* { dg-final { scan-assembler-not "je 1f" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

#define LOOP(T, N)							\
  T inc##N (T *p)							\
  {									\
    T e = *p;								\
    while (!__atomic_compare_exchange_n (p, &e, (T) (e * 3 + 1), 0,	\
					 __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)) \
      ;									\
    return e;								\
  }
LOOP (unsigned char, 1)
LOOP (short, 2)
LOOP (int, 4)
LOOP (unsigned long, 8)

/* The observed value after a failure, used.  */
int
observed (int *p, int *out)
{
  int e = 5;
  int ok = __atomic_compare_exchange_n (p, &e, 6, 1, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
  *out = e;
  return ok;
}

/* A pointer-typed expected value.  */
void *
push (void **head, void *node)
{
  void *e = __atomic_load_n (head, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n (head, &e, node, 1, __ATOMIC_RELEASE, __ATOMIC_RELAXED))
    ;
  return e;
}

/* _Atomic compound assignment: the front end's compare-exchange loop.  */
void
triple (_Atomic long *x)
{
  *x *= 3;
}
