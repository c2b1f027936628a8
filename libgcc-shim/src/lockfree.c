/* lockfree.c — bool __atomic_is_lock_free (size_t n, const volatile void *p).
   Answers from shim_lock_free(), the predicate every entry point uses, so the
   answer is the implementation (docs/design.md §5).  P == NULL asks about an object of
   typical (natural) alignment, as GCC passes it for a type query.  */
#include "shim_i.h"

bool __atomlower_is_lock_free (size_t, const volatile void *) SHIM_HIDDEN;

bool
__atomlower_is_lock_free (size_t n, const volatile void *p)
{
  return shim_lock_free (n, p);
}
SHIM_PUBLIC (__atomlower_is_lock_free, __atomic_is_lock_free);
