/* config/powerpc64le.h — libatomlower capabilities on 64-bit POWER, little-endian.
 *
 * 1, 2, 4, 8, 16 bytes: the ppc64le ABI baseline is POWER8 (ISA 2.07), where
 *   GCC 12 inlines every __atomic builtin: l{b,h,w,d}arx/st{b,h,w,d}cx. loops, and
 *   lqarx/stqcx. plus lq/stq for 16 bytes.  Rung BUILTIN at every width.
 *   (qemu-ppc64le 7.2 never completes a 16-byte lqarx/stqcx. loop, docs/design.md §6:
 *   16-byte paths build here but cannot be run under qemu.)
 */
#if !defined __powerpc64__ || !defined _ARCH_PWR8
# error "config/powerpc64le.h needs a POWER8-or-later 64-bit PowerPC compiler"
#endif

#define SHIM_BUILTIN_1 1
#define SHIM_BUILTIN_2 1
#define SHIM_BUILTIN_4 1
#define SHIM_BUILTIN_8 1
#define SHIM_BUILTIN_16 1

/* POWER7..POWER10 have 128-byte cache lines.  */
#define SHIM_LOCK_GRANULE 128

/* or 1,1,1: lower the thread's SMT priority while spinning (ISA "or" hints).  */
#define SHIM_CPU_RELAX() __asm__ __volatile__ ("or 1,1,1\n\tor 2,2,2" ::: "memory")
