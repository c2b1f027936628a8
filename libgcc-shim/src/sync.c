/* sync.c — void __sync_synchronize (void), where GCC emits a call to it for every
   barrier instead of an instruction (config: SHIM_SYNC_SYNCHRONIZE; 32-bit Arm v5,
   which has neither dmb nor the v6 CP15 barrier).  The barrier is the kernel's
   __kuser_memory_barrier, as libgcc's own; the fences and ordered loads and stores
   of this library call it too when built for such a target.  */
#include "shim_i.h"
#if SHIM_SYNC_SYNCHRONIZE

void __atomlower_sync_synchronize (void) SHIM_HIDDEN;
void
__atomlower_sync_synchronize (void)
{
  SHIM_KUSER_BARRIER ();
}
SHIM_PUBLIC (__atomlower_sync_synchronize, __sync_synchronize);

#else
typedef int shim_sync_nothing;
#endif
