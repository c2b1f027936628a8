/* __atomic_is_lock_free and __atomic_always_lock_free: on x86-64, 1, 2, 4 and 8 bytes are
   lock-free for a typical (null) object and for an aligned real one; <stdatomic.h> agrees.  And,
   on every target, one answer per object (docs/design.md §5): for any address, what the compiler answers for
   __atomic_is_lock_free (N, p) equals what the runtime's __atomic_is_lock_free, called out of
   line, answers for the same address, including 16 bytes and misaligned addresses.  */
/* { dg-do run } */

#include <stdatomic.h>

extern void abort (void);
extern _Bool runtime_is_lock_free (__SIZE_TYPE__, const volatile void *)
  __asm__ ("__atomic_is_lock_free");

#define HIDE(x) ({ __typeof__ (x) h_ = (x); __asm__ ("" : "+r" (h_)); h_; })

static unsigned char buf[64] __attribute__ ((aligned (16)));
static atomic_int ai;
static atomic_llong all;
static long long ll;

int
main (void)
{
#ifdef __x86_64__
  if (!__atomic_always_lock_free (1, 0) || !__atomic_always_lock_free (2, 0)
      || !__atomic_always_lock_free (4, 0) || !__atomic_always_lock_free (8, 0))
    abort ();
  if (!__atomic_is_lock_free (1, 0) || !__atomic_is_lock_free (2, 0)
      || !__atomic_is_lock_free (4, 0) || !__atomic_is_lock_free (8, 0))
    abort ();
  if (!__atomic_is_lock_free (sizeof ll, &ll) || !atomic_is_lock_free (&ai)
      || !atomic_is_lock_free (&all))
    abort ();
  if (ATOMIC_CHAR_LOCK_FREE != 2 || ATOMIC_SHORT_LOCK_FREE != 2 || ATOMIC_INT_LOCK_FREE != 2
      || ATOMIC_LLONG_LOCK_FREE != 2 || ATOMIC_POINTER_LOCK_FREE != 2)
    abort ();
#endif

  /* The same object answers the same at compile time and at run time.  The runtime's pointer
     is hidden so that the call stays a call.  */
  _Bool (*rt) (__SIZE_TYPE__, const volatile void *) = runtime_is_lock_free;
  __asm__ ("" : "+r" (rt));
  for (int off = 0; off < 16; off++)
    {
      void *p = HIDE ((void *) (buf + off));
      if (__atomic_is_lock_free (1, p) != rt (1, p)
	  || __atomic_is_lock_free (2, p) != rt (2, p)
	  || __atomic_is_lock_free (4, p) != rt (4, p)
	  || __atomic_is_lock_free (8, p) != rt (8, p)
	  || __atomic_is_lock_free (16, p) != rt (16, p))
	abort ();
#ifdef __x86_64__
      /* Aligned objects of 1 to 8 bytes are lock-free, however the address is computed.  */
      if (off % 8 == 0 && !__atomic_is_lock_free (8, p))
	abort ();
      if (off % 4 == 0 && !__atomic_is_lock_free (4, p))
	abort ();
#endif
    }
  if (__atomic_is_lock_free (16, 0) != rt (16, 0))
    abort ();
  if (__atomic_is_lock_free (16, buf) != rt (16, buf))
    abort ();
  return 0;
}
