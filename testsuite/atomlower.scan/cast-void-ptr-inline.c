/* A sized builtin on an object reached through a (T *) cast of a void * is inlined, as GCC
   inlines it: the builtin's contract is natural alignment, and GIMPLE drops the cast, so the
   pointer's type says nothing.  Concurrency Kit's ck_pr.h casts so; its programs must link
   without libatomlower, so no call to any __atomic_* routine may remain.  A provably
   misaligned object (a packed member) still goes to the runtime (x86-misaligned-shim-call.c).  */
/* { dg-do compile } */
/* { dg-additional-options "-Wall -Werror" } */
/* { dg-final { scan-assembler-not "__atomic_(compare_exchange|fetch_add|exchange|load|store)_\[1248\]" } } */
/* { dg-final { scan-assembler "atomlower: val_compare_and_swap" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 relaxed" } } */
/* { dg-final { scan-assembler "atomlower: exchange" } } */
/* { dg-final { scan-assembler "atomlower: load" } } */
/* { dg-final { scan-assembler "atomlower: store 2 release" } } */
#include <stdint.h>

static inline void *
ck_pr_cas_ptr_value (void *target, void *compare, void *set)
{
  return __sync_val_compare_and_swap ((void **) target, compare, set);
}

void *
ck_style (void *target, void *compare, void *set)
{
  return ck_pr_cas_ptr_value (target, compare, set);
}

int
cast_int (void *p)
{
  return __atomic_fetch_add ((int *) p, 1, __ATOMIC_RELAXED);
}

long
cast_long (void *p)
{
  return __atomic_exchange_n ((long *) p, 1, __ATOMIC_ACQUIRE);
}

uintptr_t
cast_uintptr (void *p)
{
  return __atomic_load_n ((uintptr_t *) p, __ATOMIC_SEQ_CST);
}

void
cast_short (void *p)
{
  __atomic_store_n ((short *) p, 7, __ATOMIC_RELEASE);
}
