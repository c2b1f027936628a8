/* config/arm.h — libatomlower capabilities on 32-bit Arm (Linux).
 *
 * 1, 2, 4 bytes: lock-free everywhere: v6K/v7/v8 GCC inlines LDREX{B,H}/STREX loops;
 *   on v5/v6 GCC calls libgcc's __sync_*_{1,2,4}, which use the kernel's
 *   __kuser_cmpxchg helper (Linux kernel_user_helpers ABI).  Rung BUILTIN.
 * 8 bytes: lock-free where GCC inlines LDREXD/STREXD (__ARM_FEATURE_LDREX bit 3:
 *   v6K, v7, v8).  On v5/v6 GCC 12 calls libatomic's __atomic_*_8, so a builtin here
 *   would call ourselves: locks, or with SHIM_ARM_KUSER64=1 (off until
 *   tests/shim-test.c's expect_lock_free and lower/arm.c's arm_is_lock_free say 8 is
 *   lock-free on v5/v6 too) rung ARCH, a loop on the kernel's __kuser_cmpxchg64
 *   (Linux Documentation/arm/kernel_user_helpers.rst: 0xffff0f60, helper version >= 5;
 *   r0 = &oldval, r1 = &newval, r2 = ptr; 0 on success; clobbers r3, lr, flags, so an
 *   ordinary AAPCS call through a function pointer is safe; includes the barriers an
 *   SMP system needs, so every order is served).  Loads and stores use the CAS (the
 *   ladder's CAS-as-load and CAS-loop store).  The plugin sends every 8-byte site on
 *   v5/v6 here, so only the shim's answer matters for those objects.  A kernel with
 *   helper version < 5 cannot do this: the first 8-byte operation says so on stderr
 *   and aborts, rather than mixing locks with lock-free code.
 * 16 bytes: no __int128 on 32-bit Arm: no _16 entry points; the generic
 *   __atomic_* entry points lock.
 * __sync_*_N entry points (needed on armv5 only) are not built yet.  When they are,
 * the builtins used here must not resolve to them: on v5 they would have to call the
 * kuser helpers directly.
 */
#ifndef __arm__
# error "config/arm.h used for a non-Arm compiler"
#endif

#define SHIM_BUILTIN_1 1
#define SHIM_BUILTIN_2 1
#define SHIM_BUILTIN_4 1
#ifndef SHIM_ARM_KUSER64
# define SHIM_ARM_KUSER64 0
#endif
#if defined __ARM_FEATURE_LDREX && (__ARM_FEATURE_LDREX & 8)
# define SHIM_BUILTIN_8 1
#elif SHIM_ARM_KUSER64
# include <unistd.h>
# define SHIM_ARCH_8 1
# define SHIM_ARCH_USABLE_8() shim_kuser64_usable ()

typedef int shim_kuser_cmpxchg64_t (const long long *, const long long *,
                                    volatile long long *);
# define SHIM_KUSER_CMPXCHG64 (*(shim_kuser_cmpxchg64_t *) 0xffff0f60)
# define SHIM_KUSER_HELPER_VERSION (*(const volatile int *) 0xffff0ffc)

__attribute__ ((noinline, noreturn, cold)) static void
shim_kuser64_missing (void)
{
  static const char msg[] = "libatomlower: 8-byte atomics need the kernel helper "
                            "__kuser_cmpxchg64 (kuser helper version >= 5)\n";
  (void) !write (2, msg, sizeof msg - 1);
  __builtin_trap ();
}

SHIM_INLINE bool
shim_kuser64_usable (void)
{
  if (__builtin_expect (SHIM_KUSER_HELPER_VERSION < 5, 0))
    shim_kuser64_missing ();
  return true;
}

/* Strong CAS.  The helper reports only success, so a failure re-reads the pair and
   confirms it with a CAS of that value onto itself (a same-value write), which makes
   the reported value one the object really held.  */
SHIM_INLINE bool
shim_arch_cas_8 (volatile void *p, U8 *e, U8 d, int model)
{
  volatile long long *q = (volatile long long *) p;
  long long want = (long long) *e, des = (long long) d;
  (void) model;
  for (;;)
    {
      if (SHIM_KUSER_CMPXCHG64 (&want, &des, q) == 0)
        return true;
      long long cur = *q;               /* may be torn: confirmed below */
      if (cur == want)
        continue;
      if (SHIM_KUSER_CMPXCHG64 (&cur, &cur, q) == 0)
        {
          *e = (U8) cur;
          return false;
        }
    }
}
#endif

/* Cortex-A7/A9/A15/A53 lines are 32 or 64 bytes; 64 keeps two stripes from ever
   sharing a line.  */
#define SHIM_LOCK_GRANULE 64

#if __ARM_ARCH >= 7 || defined __ARM_ARCH_6K__
/* YIELD hint (v6K and later; a NOP where not implemented).  */
# define SHIM_CPU_RELAX() __asm__ __volatile__ ("yield" ::: "memory")
#endif
