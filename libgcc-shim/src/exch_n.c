/* exch_n.c — template: UN __atomic_exchange_N (volatile void *p, UN val, int order).
   Ladder: builtin exchange / CAS loop (arch or masked) / lock.  */
#include "shim_i.h"
#if SHIM_HAVE_N

UTYPE
SIZE (exchange) (volatile void *mptr, UTYPE val, int model)
{
#if HAVE_BUILTIN
  if (shim_lock_free (N, mptr))
    {
# define SHIM_F(o) return __atomic_exchange_n ((volatile UTYPE *) mptr, val, o)
      SHIM_SWITCH_RMW (model, SHIM_F);
# undef SHIM_F
    }
#endif
  return shim_rmw (mptr, val, model, SHIM_OP_XCHG, false);
}
SHIM_EXPORT_N (exchange);

#endif
