/* config/powerpc64.h — libatomlower capabilities on 64-bit POWER, big-endian (ELFv1).
 *
 * 1, 2, 4, 8 bytes: GCC 12 inlines every __atomic builtin for Debian's default CPU
 *   (ldarx/stdcx., lwarx/stwcx., masked word loops at 1 and 2 bytes), so the shim uses
 *   the builtins (rung BUILTIN).
 * 16 bytes: the default CPU (_ARCH_PWR4) has no quadword atomics, so GCC 12 calls
 *   libatomic, and Debian's libatomic locks there.  Code built with -mcpu=power8 (the
 *   plugin's ppc64be+power8 table, and GCC 12 alone) inlines lq/stq/lqarx/stqcx., which
 *   would not be atomic against a lock.  So the shim has its own asm (rung ARCH), used
 *   when the running CPU has ISA 2.07 (AT_HWCAP2 & PPC_FEATURE2_ARCH_2_07, the kernel's
 *   word for POWER8 and later): the lock-free set at 16 is a CPU feature, as CMPXCHG16B
 *   is on x86-64 (the default table answers -1, lower/ppc64.c ppc_is_lock_free):
 *     CAS, exchange, fetch-ops   sync ; lqarx/stqcx. loop ; isync
 *     load                       [sync] lq [cmpw ; bne- $+4 ; isync]
 *     store                      [lwsync | sync] stq
 *   the same instructions and barriers as lower/ppc64.c inlines [Power ISA 2.07 Book II
 *   lq/stq/lqarx/stqcx.: an even/odd pair RTp/RSp, RTp the high-order doubleword;
 *   single-copy atomic when quadword aligned, which shim_lock_free() guarantees].
 *   The shim is built for the default CPU, so the asm names the machine itself
 *   (.machine power8 between push and pop).
 *   (qemu-ppc64 7.2 never completes a 16-byte lqarx/stqcx. loop, docs/design.md §6: run with
 *   -cpu power8, these paths hang; the test boards run the shim with -cpu 970 or skip
 *   16-byte operations.)
 */
#if !defined __powerpc64__ || !defined __BIG_ENDIAN__
# error "config/powerpc64.h needs a big-endian 64-bit PowerPC compiler"
#endif

#include <sys/auxv.h>

#define SHIM_BUILTIN_1 1
#define SHIM_BUILTIN_2 1
#define SHIM_BUILTIN_4 1
#define SHIM_BUILTIN_8 1
#define SHIM_ARCH_16 1
#define SHIM_ARCH_LDST_16 1

/* POWER7..POWER10 have 128-byte cache lines.  */
#define SHIM_LOCK_GRANULE 128

/* or 1,1,1: lower the thread's SMT priority while spinning (ISA "or" hints).  */
#define SHIM_CPU_RELAX() __asm__ __volatile__ ("or 1,1,1\n\tor 2,2,2" ::: "memory")

#ifndef PPC_FEATURE2_ARCH_2_07
# define PPC_FEATURE2_ARCH_2_07 0x80000000
#endif

/* 1: no quadword atomics, 2: ISA 2.07; 0: not read yet (racing readers store the same
   value).  One word per object file: getauxval is cheap, the word saves the call.  */
static int shim_ppc_quad_word;

SHIM_INLINE bool
shim_ppc_quad (void)
{
  int q = __atomic_load_n (&shim_ppc_quad_word, __ATOMIC_RELAXED);
  if (!q)
    {
      q = (getauxval (AT_HWCAP2) & PPC_FEATURE2_ARCH_2_07) ? 2 : 1;
      __atomic_store_n (&shim_ppc_quad_word, q, __ATOMIC_RELAXED);
    }
  return q == 2;
}

#define SHIM_ARCH_USABLE_16() shim_ppc_quad ()

#define SHIM_PPC_P8 ".machine push\n\t.machine power8\n\t"
#define SHIM_PPC_P8_END "\n\t.machine pop"

/* sync ; 1: lqarx 10,0,p ; cmpd 11,elo ; bne- 2f ; cmpd 10,ehi ; bne- 2f ;
   stqcx. 8,0,p ; bne- 1b ; 2: isync — every order as seq_cst (the shim is the slow
   path); r10:r11 the reserved value, r8:r9 the stored one (fixed pairs: no
   constraint asks GCC for an even register).  */
SHIM_INLINE bool
shim_arch_cas_16 (volatile void *p, U16 *e, U16 d, int model)
{
  unsigned long ohi, olo;
  unsigned long ehi = (unsigned long) (*e >> 64), elo = (unsigned long) *e;
  (void) model;
  __asm__ __volatile__ (SHIM_PPC_P8
                        "mr 8,%4\n\t"
                        "mr 9,%5\n\t"
                        "sync\n"
                        "1:\tlqarx 10,0,%3\n\t"
                        "cmpd 11,%7\n\t"
                        "bne- 2f\n\t"
                        "cmpd 10,%6\n\t"
                        "bne- 2f\n\t"
                        "stqcx. 8,0,%3\n\t"
                        "bne- 1b\n"
                        "2:\tisync\n\t"
                        "mr %0,10\n\t"
                        "mr %1,11  # atomlower: cas 16"
                        SHIM_PPC_P8_END
                        : "=&r" (ohi), "=&r" (olo), "+m" (*(volatile U16 *) p)
                        : "b" (p), "r" ((unsigned long) (d >> 64)), "r" ((unsigned long) d),
                          "r" (ehi), "r" (elo)
                        : "r8", "r9", "r10", "r11", "cc", "memory");
  if (ohi == ehi && olo == elo)
    return true;
  *e = ((U16) ohi << 64) | olo;
  return false;
}

SHIM_INLINE U16
shim_arch_load_16 (const volatile void *p, int model)
{
  unsigned long hi, lo;
  if (shim_order (model) == __ATOMIC_SEQ_CST)
    __asm__ __volatile__ ("sync" ::: "memory");
  __asm__ __volatile__ (SHIM_PPC_P8
                        "lq 10,0(%2)\n\t"
                        "mr %0,10\n\t"
                        "mr %1,11\n\t"
                        "cmpw %1,%1\n\t"
                        "bne- $+4\n\t"
                        "isync  # atomlower: load 16"
                        SHIM_PPC_P8_END
                        : "=&r" (hi), "=&r" (lo)
                        : "b" (p), "m" (*(const volatile U16 *) p)
                        : "r10", "r11", "cc", "memory");
  return ((U16) hi << 64) | lo;
}

SHIM_INLINE void
shim_arch_store_16 (volatile void *p, U16 v, int model)
{
  if (shim_order (model) == __ATOMIC_SEQ_CST)
    __asm__ __volatile__ ("sync" ::: "memory");
  else if (shim_order (model) == __ATOMIC_RELEASE)
    __asm__ __volatile__ ("lwsync" ::: "memory");
  __asm__ __volatile__ (SHIM_PPC_P8
                        "mr 10,%1\n\t"
                        "mr 11,%2\n\t"
                        "stq 10,0(%3)  # atomlower: store 16"
                        SHIM_PPC_P8_END
                        : "=m" (*(volatile U16 *) p)
                        : "r" ((unsigned long) (v >> 64)), "r" ((unsigned long) v), "b" (p)
                        : "r10", "r11", "memory");
}
