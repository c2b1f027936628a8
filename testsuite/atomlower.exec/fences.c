/* Thread and signal fences at every order, __sync_synchronize, and <stdatomic.h>'s
   atomic_thread_fence/atomic_signal_fence compile and run, and leave the program's state
   alone: the seq_cst fence is a locked instruction on the stack top, which must not change it
   (at -O0 that word holds the caller's frame pointer or a local).  */
/* { dg-do run } */

#include <stdatomic.h>

extern void abort (void);

int g = 1;

__attribute__ ((noinline)) static long long
fences (long long x)
{
  volatile long long local = x;
  __atomic_thread_fence (__ATOMIC_RELAXED);
  __atomic_thread_fence (__ATOMIC_CONSUME);
  __atomic_thread_fence (__ATOMIC_ACQUIRE);
  __atomic_thread_fence (__ATOMIC_RELEASE);
  __atomic_thread_fence (__ATOMIC_ACQ_REL);
  __atomic_thread_fence (__ATOMIC_SEQ_CST);
  __atomic_signal_fence (__ATOMIC_RELAXED);
  __atomic_signal_fence (__ATOMIC_CONSUME);
  __atomic_signal_fence (__ATOMIC_ACQUIRE);
  __atomic_signal_fence (__ATOMIC_RELEASE);
  __atomic_signal_fence (__ATOMIC_ACQ_REL);
  __atomic_signal_fence (__ATOMIC_SEQ_CST);
  __sync_synchronize ();
  atomic_thread_fence (memory_order_seq_cst);
  atomic_thread_fence (memory_order_acquire);
  atomic_signal_fence (memory_order_seq_cst);
  atomic_signal_fence (memory_order_release);
  return local + x;
}

/* Fences between plain accesses to a global: the value must survive them.  */
__attribute__ ((noinline)) static int
around (void)
{
  g = g + 1;
  __atomic_thread_fence (__ATOMIC_SEQ_CST);
  g = g * 3;
  __atomic_thread_fence (__ATOMIC_RELEASE);
  g = g - 1;
  __atomic_signal_fence (__ATOMIC_SEQ_CST);
  return g;
}

int
main (void)
{
  for (long long i = -3; i < 4; i++)
    if (fences (i * 0x123456789ll) != 2 * i * 0x123456789ll)
      abort ();
  if (around () != 5 || g != 5)
    abort ();
  return 0;
}
