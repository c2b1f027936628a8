/* Objects reached through (T *) casts of void * (Concurrency Kit's ck_pr.h shape), inlined
   as sized builtins: the values they compute.  */
#include <stdint.h>
extern void abort (void);

static inline void *
cas_ptr (void *target, void *compare, void *set)
{
  return __sync_val_compare_and_swap ((void **) target, compare, set);
}

static void *slot;
static long l = 5;
static short s = 3;
static uintptr_t u = 9;

int
main (void)
{
  void *vp = &slot;
  if (cas_ptr (vp, 0, &l) != 0 || slot != &l)
    abort ();
  if (cas_ptr (vp, 0, &s) != &l || slot != &l)
    abort ();
  void *pl = &l, *ps = &s, *pu = &u;
  if (__atomic_exchange_n ((long *) pl, 6, __ATOMIC_ACQUIRE) != 5 || l != 6)
    abort ();
  if (__atomic_fetch_add ((short *) ps, 4, __ATOMIC_RELAXED) != 3 || s != 7)
    abort ();
  if (__atomic_load_n ((uintptr_t *) pu, __ATOMIC_SEQ_CST) != 9)
    abort ();
  __atomic_store_n ((uintptr_t *) pu, 10, __ATOMIC_RELEASE);
  if (u != 10)
    abort ();
  return 0;
}
