/* load_n.c — template: UN __atomic_load_N (const volatile void *p, int order).
   Compiled by shim.mk once per N.  Ladder: builtin load / arch load / masked word
   load / CAS-as-load / lock.  */
#include "shim_i.h"
#if SHIM_HAVE_N

UTYPE
SIZE (load) (const volatile void *mptr, int model)
{
  UTYPE v;
  if (shim_lock_free (N, mptr))
    {
#if HAVE_BUILTIN_LDST
# define SHIM_F(o) return __atomic_load_n ((const volatile UTYPE *) mptr, o)
      SHIM_SWITCH_LOAD (model, SHIM_F);
# undef SHIM_F
#elif HAVE_ARCH_LDST
      return SHIM_CAT (shim_arch_load_, N) (mptr, model);
#elif HAVE_MASKED
      return shim_masked_load (mptr, model);
#elif defined shim_lf_cas
      /* CAS 0 -> 0 returns the value (and writes if it was 0).  */
      v = 0;
      shim_lf_cas ((volatile void *) mptr, &v, 0, model);
      return v;
#endif
    }
  shim_lock_obj (mptr, N, model);
  memcpy (&v, (const void *) mptr, N);
  shim_unlock_obj (mptr, N, model);
  return v;
}
SHIM_EXPORT_N (load);

#endif
