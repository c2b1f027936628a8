/* fenv.c — void __atomic_feraiseexcept (int): GCC calls it after the
   compare-exchange loop of a floating-point compound assignment on an _Atomic
   object (C11 6.5.16.2p3 note: the exceptions of the successful iteration
   only), with the FE_* flags that iteration raised.  Each flag is raised by an
   operation that raises exactly it, or it together with inexact where IEEE
   754 requires that (overflow, underflow) — as the plain operation did.
   Arithmetic on volatile operands, so no libm is needed.  */
#include "shim_i.h"

#include <fenv.h>
#include <float.h>

void __atomlower_feraiseexcept (int) SHIM_HIDDEN;

void
__atomlower_feraiseexcept (int excepts)
{
  volatile float zero = 0.0f, one = 1.0f, three = 3.0f, r;
  volatile float big = FLT_MAX, tiny = FLT_MIN;
  (void) zero, (void) one, (void) three, (void) big, (void) tiny, (void) excepts;
#ifdef FE_INVALID
  if (excepts & FE_INVALID)
    r = zero / zero;
#endif
#ifdef FE_DIVBYZERO
  if (excepts & FE_DIVBYZERO)
    r = one / zero;
#endif
#ifdef FE_OVERFLOW
  if (excepts & FE_OVERFLOW)
    r = big * big;
#endif
#ifdef FE_UNDERFLOW
  if (excepts & FE_UNDERFLOW)
    r = tiny * tiny;
#endif
#ifdef FE_INEXACT
  if (excepts & FE_INEXACT)
    r = one / three;
#endif
  (void) r;
}
SHIM_PUBLIC (__atomlower_feraiseexcept, __atomic_feraiseexcept);
