/* config/arm.h — libatomlower capabilities on 32-bit Arm (Linux).
 *
 * 1, 2, 4 bytes: lock-free everywhere: v6K/v7/v8 GCC inlines LDREX{B,H}/STREX loops;
 *   on v5/v6 GCC calls libgcc's __sync_*_{1,2,4}, which use the kernel's
 *   __kuser_cmpxchg helper (Linux kernel_user_helpers ABI).  Rung BUILTIN.
 * 8 bytes: lock-free where GCC inlines LDREXD/STREXD (__ARM_FEATURE_LDREX bit 3:
 *   v6K, v7, v8).  On v5/v6 GCC 12 calls libatomic's __atomic_*_8, so a builtin here
 *   would call ourselves: locks.  TODO (armv5 issue): a __kuser_cmpxchg64 rung
 *   (helper version >= 5), matching the plugin's kuser recipe.
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
#if defined __ARM_FEATURE_LDREX && (__ARM_FEATURE_LDREX & 8)
# define SHIM_BUILTIN_8 1
#endif

/* Cortex-A7/A9/A15/A53 lines are 32 or 64 bytes; 64 keeps two stripes from ever
   sharing a line.  */
#define SHIM_LOCK_GRANULE 64

#if __ARM_ARCH >= 7 || defined __ARM_ARCH_6K__
/* YIELD hint (v6K and later; a NOP where not implemented).  */
# define SHIM_CPU_RELAX() __asm__ __volatile__ ("yield" ::: "memory")
#endif
