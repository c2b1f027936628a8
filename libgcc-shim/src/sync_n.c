/* sync_n.c — template: the legacy __sync_*_N entry points, for the widths GCC
   calls them for instead of inlining (config: SHIM_SYNC_N; 32-bit Arm before v6K,
   where libgcc's linux-atomic.c otherwise provides them):
     UN   __sync_fetch_and_OP_N (volatile void *p, UN val)     OP in add sub or and xor nand
     UN   __sync_OP_and_fetch_N (volatile void *p, UN val)
     UN   __sync_val_compare_and_swap_N (volatile void *p, UN old, UN new)
     bool __sync_bool_compare_and_swap_N (volatile void *p, UN old, UN new)
     UN   __sync_lock_test_and_set_N (volatile void *p, UN val)
     void __sync_lock_release_N (volatile void *p)
   Each is the width's __atomic_* entry point at the order GCC documents for the
   builtin (GCC manual, "Legacy __sync Built-in Functions"): a full barrier (seq_cst)
   for the arithmetic and compare-and-swap, acquire for lock_test_and_set, release
   for lock_release; nand is ~(old & val), GCC's meaning since 4.4.  So a __sync
   call and an __atomic call on one object walk the same ladder (one object, one
   implementation), and nothing here uses a builtin of a width GCC calls out for.  */
#include "shim_i.h"
#if SHIM_HAVE_N && SHIM_CAT (SHIM_SYNC_, N)

# define SYNC_NAME(x) SHIM_CAT (SHIM_CAT (__atomlower_sync_, x), SHIM_CAT (_, N))
# define SYNC_PUBLIC(x) SHIM_CAT (SHIM_CAT (__sync_, x), SHIM_CAT (_, N))
# define SYNC_EXPORT(x) SHIM_PUBLIC (SYNC_NAME (x), SYNC_PUBLIC (x))

# define SYNC_FOP(op)                                                         \
  UTYPE SYNC_NAME (fetch_and_##op) (volatile void *, UTYPE) SHIM_HIDDEN;      \
  UTYPE                                                                       \
  SYNC_NAME (fetch_and_##op) (volatile void *p, UTYPE val)                    \
  {                                                                           \
    return SIZE (fetch_##op) (p, val, __ATOMIC_SEQ_CST);                      \
  }                                                                           \
  SYNC_EXPORT (fetch_and_##op);                                               \
  UTYPE SYNC_NAME (op##_and_fetch) (volatile void *, UTYPE) SHIM_HIDDEN;      \
  UTYPE                                                                       \
  SYNC_NAME (op##_and_fetch) (volatile void *p, UTYPE val)                    \
  {                                                                           \
    return SIZE (op##_fetch) (p, val, __ATOMIC_SEQ_CST);                      \
  }                                                                           \
  SYNC_EXPORT (op##_and_fetch);

SYNC_FOP (add)
SYNC_FOP (sub)
SYNC_FOP (or)
SYNC_FOP (and)
SYNC_FOP (xor)
SYNC_FOP (nand)

UTYPE SYNC_NAME (val_compare_and_swap) (volatile void *, UTYPE, UTYPE) SHIM_HIDDEN;
UTYPE
SYNC_NAME (val_compare_and_swap) (volatile void *p, UTYPE old, UTYPE new)
{
  /* On success OLD is the value found; on failure the entry point writes the
     value found into it.  Either way it is the result.  */
  SIZE (compare_exchange) (p, &old, new, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  return old;
}
SYNC_EXPORT (val_compare_and_swap);

bool SYNC_NAME (bool_compare_and_swap) (volatile void *, UTYPE, UTYPE) SHIM_HIDDEN;
bool
SYNC_NAME (bool_compare_and_swap) (volatile void *p, UTYPE old, UTYPE new)
{
  return SIZE (compare_exchange) (p, &old, new, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
SYNC_EXPORT (bool_compare_and_swap);

UTYPE SYNC_NAME (lock_test_and_set) (volatile void *, UTYPE) SHIM_HIDDEN;
UTYPE
SYNC_NAME (lock_test_and_set) (volatile void *p, UTYPE val)
{
  return SIZE (exchange) (p, val, __ATOMIC_ACQUIRE);
}
SYNC_EXPORT (lock_test_and_set);

void SYNC_NAME (lock_release) (volatile void *) SHIM_HIDDEN;
void
SYNC_NAME (lock_release) (volatile void *p)
{
  SIZE (store) (p, 0, __ATOMIC_RELEASE);
}
SYNC_EXPORT (lock_release);

#endif
