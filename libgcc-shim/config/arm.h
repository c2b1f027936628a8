/* config/arm.h — libatomlower capabilities on 32-bit Arm (Linux).
 *
 * What GCC 12 inlines follows __ARM_FEATURE_LDREX (ACLE: bit 0 byte, bit 1
 * halfword, bit 2 word, bit 3 doubleword exclusives): v6K/v7/v8 have all four,
 * v6 only the word, v5 none.  Where GCC cannot inline a width it calls libgcc's
 * __sync_*_N (1, 2, 4 bytes) or libatomic's __atomic_*_8, and this library now
 * provides both (src/sync_n.c), so a builtin of such a width here would call the
 * library itself.  Hence, per width:
 *
 *   LDREX bit set      rung BUILTIN: GCC's inline exclusives.
 *   4 bytes on v5      rung ARCH: a loop on the kernel's __kuser_cmpxchg (Linux
 *                      Documentation/arm/kernel_user_helpers.rst: 0xffff0fc0,
 *                      r0 = oldval, r1 = newval, r2 = ptr, r0 == 0 and C set on
 *                      success; clobbers r3, ip, flags; includes the barriers an SMP
 *                      system needs; helper version >= 2), the loop libgcc and the
 *                      plugin's inline v5 code use, so all three interoperate.
 *   1, 2 on v5/v6      rung MASKED over the word CAS (word ldrex on v6, the kuser
 *                      loop on v5), as the plugin's inline code does.
 *   8 on v5/v6         rung ARCH: a loop on __kuser_cmpxchg64 (0xffff0f60, helper
 *                      version >= 5: r0 = &oldval, r1 = &newval, r2 = ptr; 0 on
 *                      success; clobbers r3, lr, flags; includes the barriers), the
 *                      same helper libgcc's __sync_*_8 use.  Loads are a CAS of the
 *                      value onto itself, stores a CAS loop.  The plugin sends every
 *                      8-byte site on v5/v6 here; its table says 8 bytes are
 *                      lock-free (lower/arm.c, arm_is_lock_free), and as it does not
 *                      inline them it leaves __atomic_is_lock_free (8) to this
 *                      library, which answers 1 from the same rung.  A kernel whose helper
 *                      version is below 5 cannot do this: the library says so on
 *                      stderr and aborts when it is loaded (config/arm.c), rather
 *                      than mix locks with lock-free code.
 *   Loads and stores of 1, 2, 4 bytes are plain ldr/str with barriers on every
 *   version (BUILTIN_LDST): GCC inlines them, its barrier on v5 being a call to
 *   __sync_synchronize (provided here, src/sync.c: the kuser barrier at 0xffff0fa0).
 * 16 bytes: no __int128 on 32-bit Arm: no _16 entry points; the generic
 *   __atomic_* entry points lock.
 */
#ifndef __arm__
# error "config/arm.h used for a non-Arm compiler"
#endif

#ifdef __ARM_FEATURE_LDREX
# define SHIM_ARM_LDREX __ARM_FEATURE_LDREX
#else
# define SHIM_ARM_LDREX 0
#endif

#define SHIM_BUILTIN_1 ((SHIM_ARM_LDREX & 1) != 0)
#define SHIM_BUILTIN_2 ((SHIM_ARM_LDREX & 2) != 0)
#define SHIM_BUILTIN_4 ((SHIM_ARM_LDREX & 4) != 0)
#define SHIM_BUILTIN_8 ((SHIM_ARM_LDREX & 8) != 0)
#define SHIM_BUILTIN_LDST_1 1
#define SHIM_BUILTIN_LDST_2 1
#define SHIM_BUILTIN_LDST_4 1

/* The __sync_*_N entry points are built for exactly the widths GCC calls them
   for (src/sync_n.c), and __sync_synchronize where GCC calls it for a barrier
   (v5: no dmb, no CP15 barrier; src/sync.c).  */
#define SHIM_SYNC_1 (!SHIM_BUILTIN_1)
#define SHIM_SYNC_2 (!SHIM_BUILTIN_2)
#define SHIM_SYNC_4 (!SHIM_BUILTIN_4)
#define SHIM_SYNC_8 (!SHIM_BUILTIN_8)
#define SHIM_SYNC_SYNCHRONIZE (__ARM_ARCH < 6)

#ifndef SHIM_KUSER_HELPER_VERSION
# define SHIM_KUSER_HELPER_VERSION (*(const volatile int *) 0xffff0ffc)
#endif

/* __kuser_memory_barrier (0xffff0fa0): clobbers nothing; a no-op on UP kernels.  */
typedef void shim_kuser_barrier_t (void);
#define SHIM_KUSER_BARRIER (*(shim_kuser_barrier_t *) 0xffff0fa0)

#if !SHIM_BUILTIN_4
# define SHIM_ARCH_4 1
typedef int shim_kuser_cmpxchg_t (U4 oldval, U4 newval, volatile void *ptr);
# define SHIM_KUSER_CMPXCHG (*(shim_kuser_cmpxchg_t *) 0xffff0fc0)

/* Strong CAS.  The helper reports only success; on failure the word is re-read
   (an aligned ldr is single-copy atomic) and a value equal to the expected one
   means the helper failed spuriously (a change and a change back, or a restarted
   sequence on a UP kernel): try again.  A real failure is a load with the failure
   order: the barrier after it gives acquire and seq_cst.  */
SHIM_INLINE bool
shim_arch_cas_4 (volatile void *p, U4 *e, U4 d, int model)
{
  for (;;)
    {
      if (SHIM_KUSER_CMPXCHG (*e, d, p) == 0)
        return true;
      U4 cur = *(volatile U4 *) p;
      if (cur != *e)
        {
          *e = cur;
          if (model != __ATOMIC_RELAXED && model != __ATOMIC_RELEASE)
            SHIM_KUSER_BARRIER ();
          return false;
        }
    }
}
#endif

#if !SHIM_BUILTIN_8
# define SHIM_ARCH_8 1
# define SHIM_ARCH_USABLE_8() shim_kuser64_usable ()

typedef int shim_kuser_cmpxchg64_t (const long long *, const long long *,
                                    volatile long long *);
# define SHIM_KUSER_CMPXCHG64 (*(shim_kuser_cmpxchg64_t *) 0xffff0f60)

/* Set once config/arm.c has seen helper version >= 5 (its constructor runs when
   the library is loaded; a call from an earlier constructor checks itself).  */
extern int __atomlower_arm_kuser64_ok SHIM_HIDDEN;
void __atomlower_arm_kuser64_check (void) SHIM_HIDDEN;

SHIM_INLINE bool
shim_kuser64_usable (void)
{
  if (__builtin_expect (!__atomic_load_n (&__atomlower_arm_kuser64_ok,
                                          __ATOMIC_RELAXED), 0))
    __atomlower_arm_kuser64_check ();
  return true;
}

/* Strong CAS.  The helper reports only success, so a failure re-reads the pair and
   confirms it with a CAS of that value onto itself (a same-value write), which makes
   the reported value one the object really held; the helper's own barriers order
   that confirming CAS, so it serves every failure order.  */
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
