/* store_n.c — template: void __atomic_store_N (volatile void *p, UN val, int order).
   Ladder: builtin store / arch store / exchange through the RMW ladder.  */
#include "shim_i.h"
#if SHIM_HAVE_N

void
SIZE (store) (volatile void *mptr, UTYPE val, int model)
{
#if HAVE_BUILTIN_LDST
  if (shim_lock_free (N, mptr))
    {
# define SHIM_F(o) __atomic_store_n ((volatile UTYPE *) mptr, val, o); return
      SHIM_SWITCH_STORE (model, SHIM_F);
# undef SHIM_F
    }
#elif HAVE_ARCH_LDST
  if (shim_lock_free (N, mptr))
    {
      SHIM_CAT (shim_arch_store_, N) (mptr, val, model);
      return;
    }
#endif
  /* A masked or CAS-only width stores with a CAS loop; otherwise this locks.  */
  (void) shim_rmw (mptr, val, model, SHIM_OP_XCHG, false);
}
SHIM_EXPORT_N (store);

#endif
