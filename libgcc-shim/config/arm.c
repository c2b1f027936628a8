/* config/arm.c — the load-time check behind config/arm.h's 8-byte rung.
 *
 * On v5/v6 (no LDREXD) every 8-byte operation loops on the kernel's
 * __kuser_cmpxchg64, which exists from kuser helper version 5 (Linux 3.1).  The
 * version word at 0xffff0ffc is read when the library is loaded (constructor; in
 * the static archive this object is linked whenever an 8-byte entry point is,
 * through __atomlower_arm_kuser64_ok) and below 5 the process is told why on
 * stderr and aborted: a silent fallback to locks would break every object that
 * other code (libgcc's __sync_*_8) updates through the helper.
 */
#include "../src/shim_i.h"

#if SHIM_ARCH_8
# include <stdlib.h>
# include <unistd.h>

int __atomlower_arm_kuser64_ok;

void
__atomlower_arm_kuser64_check (void)
{
  static const char msg[] = "libatomlower: 8-byte atomics need the kernel helper "
                            "__kuser_cmpxchg64 (kuser helper version >= 5, Linux "
                            "3.1 or later); this kernel's version is lower\n";
  if (SHIM_KUSER_HELPER_VERSION < 5)
    {
      (void) !write (2, msg, sizeof msg - 1);
      abort ();
    }
  __atomic_store_n (&__atomlower_arm_kuser64_ok, 1, __ATOMIC_RELAXED);
}

__attribute__ ((constructor (101))) static void
shim_arm_init (void)
{
  __atomlower_arm_kuser64_check ();
}
#else
/* v6K and later: LDREXD inline, nothing to check.  */
typedef int shim_arm_nothing;
#endif
