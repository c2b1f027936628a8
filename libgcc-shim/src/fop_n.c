/* fop_n.c — template for one fetch-and-op family: the file that includes it
   defines OP (add, sub, and, or, xor, nand) and SHIM_OPCODE (SHIM_OP_ADD ...).
     UN __atomic_fetch_OP_N (volatile void *p, UN val, int order)   -> old value
     UN __atomic_OP_fetch_N (volatile void *p, UN val, int order)   -> new value
   Ladder: builtin (lock xadd, ldadd, amoadd, ...) / CAS loop / lock.  */
#include "shim_i.h"
#if SHIM_HAVE_N

UTYPE
SIZE (SHIM_CAT (fetch_, OP)) (volatile void *mptr, UTYPE val, int model)
{
#if HAVE_BUILTIN
  if (shim_lock_free (N, mptr))
    {
# define SHIM_F(o) return SHIM_CAT (__atomic_fetch_, OP) ((volatile UTYPE *) mptr, val, o)
      SHIM_SWITCH_RMW (model, SHIM_F);
# undef SHIM_F
    }
#endif
  return shim_rmw (mptr, val, model, SHIM_OPCODE, false);
}
SHIM_EXPORT_N (SHIM_CAT (fetch_, OP));

UTYPE
SIZE (SHIM_CAT (OP, _fetch)) (volatile void *mptr, UTYPE val, int model)
{
#if HAVE_BUILTIN
  if (shim_lock_free (N, mptr))
    {
# define SHIM_F(o) return SHIM_CAT (SHIM_CAT (__atomic_, OP), _fetch) ((volatile UTYPE *) mptr, val, o)
      SHIM_SWITCH_RMW (model, SHIM_F);
# undef SHIM_F
    }
#endif
  return shim_rmw (mptr, val, model, SHIM_OPCODE, true);
}
SHIM_EXPORT_N (SHIM_CAT (OP, _fetch));

#endif
