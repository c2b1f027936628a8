/* cas_n.c — template:
     bool __atomic_compare_exchange_N (volatile void *p, UN *expected, UN desired,
                                       int success_order, int failure_order)
   Strong.  On failure *expected receives the value observed.  (GCC drops the
   builtin's "weak" argument when it calls the library, so there is none here.)
   Ladder: builtin or arch or masked CAS / lock.  */
#include "shim_i.h"
#if SHIM_HAVE_N

bool
SIZE (compare_exchange) (volatile void *mptr, void *eptr, UTYPE desired,
                         int smodel, int fmodel)
{
  int model = shim_cas_order (smodel, fmodel);
  UTYPE expected, cur;
  bool ok;

  memcpy (&expected, eptr, N);
#ifdef shim_lf_cas
  if (shim_lock_free (N, mptr))
    {
      ok = shim_lf_cas (mptr, &expected, desired, model);
      if (!ok)
        memcpy (eptr, &expected, N);
      return ok;
    }
#endif
  shim_lock_obj (mptr, N, model);
  memcpy (&cur, (const void *) mptr, N);
  ok = cur == expected;
  if (ok)
    memcpy ((void *) mptr, &desired, N);
  shim_unlock_obj (mptr, N, model);
  if (!ok)
    memcpy (eptr, &cur, N);
  return ok;
}
SHIM_EXPORT_N (compare_exchange);

#endif
