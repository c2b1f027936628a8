/* generic.c — the size-generic libatomic entry points:
     void __atomic_load (size_t n, const volatile void *p, void *ret, int order)
     void __atomic_store (size_t n, volatile void *p, void *val, int order)
     void __atomic_exchange (size_t n, volatile void *p, void *val, void *ret, int order)
     bool __atomic_compare_exchange (size_t n, volatile void *p, void *expected,
                                     void *desired, int success, int failure)
   GCC calls these for objects whose size is not 1, 2, 4, 8 or 16 (or when it cannot
   use the sized ones).  A size that has a sized entry point is forwarded to it, so
   an object gets the same implementation through either door (docs/design.md §5); every
   other size is copied under the stripes covering it.  */
#include "shim_i.h"

/* Forward size N to the sized routine (a hidden call, not through the PLT).  */
#define SHIM_LOAD_CASE(n)                                                     \
  case n:                                                                     \
    {                                                                         \
      U##n v = __atomlower_load_##n (mptr, model);                            \
      memcpy (rptr, &v, n);                                                   \
      return;                                                                 \
    }
#define SHIM_STORE_CASE(n)                                                    \
  case n:                                                                     \
    {                                                                         \
      U##n v;                                                                 \
      memcpy (&v, vptr, n);                                                   \
      __atomlower_store_##n (mptr, v, model);                                 \
      return;                                                                 \
    }
#define SHIM_EXCHANGE_CASE(n)                                                 \
  case n:                                                                     \
    {                                                                         \
      U##n v;                                                                 \
      memcpy (&v, vptr, n);                                                   \
      v = __atomlower_exchange_##n (mptr, v, model);                          \
      memcpy (rptr, &v, n);                                                   \
      return;                                                                 \
    }
#define SHIM_CAS_CASE(n)                                                      \
  case n:                                                                     \
    {                                                                         \
      U##n d;                                                                 \
      memcpy (&d, dptr, n);                                                   \
      return __atomlower_compare_exchange_##n (mptr, eptr, d, smodel, fmodel); \
    }
#if SHIM_HAVE_INT128
# define SHIM_SIZED_CASES(C) C (1) C (2) C (4) C (8) C (16)
#else
# define SHIM_SIZED_CASES(C) C (1) C (2) C (4) C (8)
#endif

void __atomlower_load (size_t, const volatile void *, void *, int) SHIM_HIDDEN;
void __atomlower_store (size_t, volatile void *, void *, int) SHIM_HIDDEN;
void __atomlower_exchange (size_t, volatile void *, void *, void *, int) SHIM_HIDDEN;
bool __atomlower_compare_exchange (size_t, volatile void *, void *, void *, int, int)
  SHIM_HIDDEN;

void
__atomlower_load (size_t n, const volatile void *mptr, void *rptr, int model)
{
  switch (n)
    {
      SHIM_SIZED_CASES (SHIM_LOAD_CASE)
    default:
      break;
    }
  shim_lock_obj (mptr, n, model);
  memcpy (rptr, (const void *) mptr, n);
  shim_unlock_obj (mptr, n, model);
}
SHIM_PUBLIC (__atomlower_load, __atomic_load);

void
__atomlower_store (size_t n, volatile void *mptr, void *vptr, int model)
{
  switch (n)
    {
      SHIM_SIZED_CASES (SHIM_STORE_CASE)
    default:
      break;
    }
  shim_lock_obj (mptr, n, model);
  memcpy ((void *) mptr, vptr, n);
  shim_unlock_obj (mptr, n, model);
}
SHIM_PUBLIC (__atomlower_store, __atomic_store);

void
__atomlower_exchange (size_t n, volatile void *mptr, void *vptr, void *rptr,
                      int model)
{
  switch (n)
    {
      SHIM_SIZED_CASES (SHIM_EXCHANGE_CASE)
    default:
      break;
    }
  shim_lock_obj (mptr, n, model);
  if (rptr == vptr)
    {
      /* The new value and the result share a buffer: swap byte by byte.  */
      unsigned char *m = (unsigned char *) mptr, *r = rptr;
      for (size_t i = 0; i < n; i++)
        {
          unsigned char t = m[i];
          m[i] = r[i];
          r[i] = t;
        }
    }
  else
    {
      memcpy (rptr, (const void *) mptr, n);
      memcpy ((void *) mptr, vptr, n);
    }
  shim_unlock_obj (mptr, n, model);
}
SHIM_PUBLIC (__atomlower_exchange, __atomic_exchange);

bool
__atomlower_compare_exchange (size_t n, volatile void *mptr, void *eptr,
                              void *dptr, int smodel, int fmodel)
{
  int model;
  bool ok;
  switch (n)
    {
      SHIM_SIZED_CASES (SHIM_CAS_CASE)
    default:
      break;
    }
  model = shim_cas_order (smodel, fmodel);
  shim_lock_obj (mptr, n, model);
  ok = memcmp ((const void *) mptr, eptr, n) == 0;
  if (ok)
    memcpy ((void *) mptr, dptr, n);
  else
    memcpy (eptr, (const void *) mptr, n);
  shim_unlock_obj (mptr, n, model);
  return ok;
}
SHIM_PUBLIC (__atomlower_compare_exchange, __atomic_compare_exchange);
