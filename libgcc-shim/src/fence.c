/* fence.c — void atomic_thread_fence (memory_order), void atomic_signal_fence
   (memory_order): the out-of-line forms of the C11 fences (<stdatomic.h> defines
   them as macros; these serve code that takes their address or #undefs them).  */
#include "shim_i.h"

void __atomlower_thread_fence (int) SHIM_HIDDEN;
void __atomlower_signal_fence (int) SHIM_HIDDEN;

void
__atomlower_thread_fence (int model)
{
  switch (shim_order (model))
    {
    case __ATOMIC_RELAXED: break;
    case __ATOMIC_ACQUIRE: __atomic_thread_fence (__ATOMIC_ACQUIRE); break;
    case __ATOMIC_RELEASE: __atomic_thread_fence (__ATOMIC_RELEASE); break;
    case __ATOMIC_ACQ_REL: __atomic_thread_fence (__ATOMIC_ACQ_REL); break;
    default: __atomic_thread_fence (__ATOMIC_SEQ_CST); break;
    }
}
SHIM_PUBLIC (__atomlower_thread_fence, atomic_thread_fence);

/* A signal handler runs on this thread: only the compiler must not reorder, and
   the call itself already is a compiler barrier for the caller.  */
void
__atomlower_signal_fence (int model)
{
  (void) model;
  __atomic_signal_fence (__ATOMIC_SEQ_CST);
}
SHIM_PUBLIC (__atomlower_signal_fence, atomic_signal_fence);
