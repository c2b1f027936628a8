/* With trapping math (the default), compound assignment on an _Atomic floating-point object
   raises the exceptions of the one operation that took effect (C11 F.8.1 via the front end's
   feholdexcept / feclearexcept / __atomic_feraiseexcept bookkeeping around the compare-exchange
   loop).  The runtime must provide __atomic_feraiseexcept, as libatomic does: the plugin's own
   tests link no -latomic.  */
/* { dg-do run } */
/* { dg-require-effective-target fenv_exceptions } */

#include <fenv.h>

extern void abort (void);

static _Atomic double d;
static _Atomic float f;

int
main (void)
{
  feclearexcept (FE_ALL_EXCEPT);
  d = 1.0;
  d /= 0.0;
  if (!fetestexcept (FE_DIVBYZERO) || d != __builtin_inf ())
    abort ();
  feclearexcept (FE_ALL_EXCEPT);
  f = 1.0f;
  f /= 3.0f;
  if (!fetestexcept (FE_INEXACT))
    abort ();
  feclearexcept (FE_ALL_EXCEPT);
  d = 0.0;
  d += 0.5;
  if (fetestexcept (FE_ALL_EXCEPT) || d != 0.5)
    abort ();
  return 0;
}
