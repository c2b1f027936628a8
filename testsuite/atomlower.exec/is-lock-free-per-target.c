/* The decided answer of __atomic_is_lock_free on each target, for a naturally aligned object
   of 1, 2, 4, 8 and 16 bytes (its address, and a null pointer: "typical alignment"), in a
   program linked with -latomlower (README, Known limits; libgcc-shim/README.md): the answer
   of the runtime every __atomic_*_N call of the program reaches, objects built without the
   plugin included.  Three ways must agree with the table below: what the plugin folds or
   leaves to the call; what the runtime answers out of line (what an object built without the
   plugin gets in this link where GCC does not fold the call itself); and, where GCC alone
   folds the answer (__atomic_always_lock_free), the table says 1 as well.
     x86-64           1 2 4 8, and 16 when the processor has CMPXCHG16B, with or without -mcx16
                      (GCC alone with libatomic answers 0 at 16)
     x32              as x86-64 (built, not run: static-only board)
     AArch64          1 2 4 8 16 (GCC alone with libatomic: 0 at 16)
     Arm before v6K   1 2 4 8 (8: the __kuser_cmpxchg64 loop; GCC alone with libatomic: 0 at 8)
     Arm v6K and up   1 2 4 8
     POWER8           1 2 4 8 16
     RISC-V 64        1 2 4 8, and 16 when the kernel reports Zacas (riscv_hwprobe; the
                      runtime's amocas.q; GCC alone with libatomic: 0 at 16)
     LoongArch64      1 2 4 8 (no 16-byte LL/SC or AM: locks; GCC alone with libatomic too)
     s390x            1 2 4 8 16 (LPQ, STPQ, CDSG; GCC alone with Debian's libatomic answers 1
                      at 16 too, but takes a mutex there)
     MIPS32 o32       1 2 4 (8: no doubleword LL/SC, locks; GCC alone with libatomic too)
     MIPS64 n64       1 2 4 8
     ARC HS           1 2 4 (8: GCC 12 calls libatomic, locks; built, not run: static-only)
     SH-4             1 2 4 (gUSA, uniprocessor; 8: locks as with libatomic; built, not run)
     Alpha            1 2 4 8 (no BWX: 1 and 2 through the aligned quadword)
     POWER big-endian 1 2 4 8, and 16 when the processor has ISA 2.07 (POWER8: lq/stq/lqarx;
                      the runtime checks AT_HWCAP2, code built with -mcpu=power8 folds 1)
     PowerPC 32-bit   1 2 4 (8: no doubleword reservation, locks; GCC alone with libatomic too)
     m68k (68020+)    1 2 4 (8: no CAS2 use, locks; GCC alone with libatomic too)
     PA-RISC (hppa)   1 2 4 8 (Linux's LWS compare-and-swap; 8: the runtime's index-2 loop)
     SPARC V9 64-bit  1 2 4 8 (no 16-byte CAS; GCC alone with libatomic too)  */
/* { dg-do run } */

#ifdef __x86_64__
#include <cpuid.h>
#endif
#if defined (__powerpc64__) && defined (__BIG_ENDIAN__)
#include <sys/auxv.h>
#endif
#if defined (__riscv) && __riscv_xlen == 64
#include <unistd.h>
#include <sys/syscall.h>
#endif

extern void abort (void);
extern _Bool runtime_is_lock_free (__SIZE_TYPE__, const volatile void *)
  __asm__ ("__atomic_is_lock_free");

static unsigned char obj[32] __attribute__ ((aligned (16)));

/* The table above: the answer for an aligned object of N bytes.  */
static int
decided (int n)
{
#if defined (__mips__) && _MIPS_SIM == _ABIO32
  if (n == 8)
    return 0;
#endif
#if defined (__arc__) || defined (__sh__) || defined (__m68k__) \
    || (defined (__powerpc__) && !defined (__powerpc64__))
  if (n == 8)
    return 0;
#endif
  if (n == 1 || n == 2 || n == 4 || n == 8)
    return 1;
  if (n != 16)
    return 0;
#if defined (__x86_64__)
  unsigned a, b, c, d;
  return __get_cpuid (1, &a, &b, &c, &d) && (c & bit_CMPXCHG16B) != 0;
#elif defined (__aarch64__)
  return 1;
#elif defined (__powerpc64__) && defined (_ARCH_PWR8)
  return 1;
#elif defined (__powerpc64__) && defined (__BIG_ENDIAN__)
  return (getauxval (AT_HWCAP2) & 0x80000000) != 0;   /* PPC_FEATURE2_ARCH_2_07 */
#elif defined (__s390x__)
  return 1;
#elif defined (__alpha__)
  return 0;   /* ldq_l/stq_c are 8 bytes: 16 to the runtime, as GCC 12 */
#elif defined (__riscv) && __riscv_xlen == 64
  /* riscv_hwprobe (258): key 4 (IMA_EXT_0), bit 34 (ZACAS).  */
  struct { long long key; unsigned long long value; } pair = { 4, 0 };
  return syscall (258, &pair, 1, 0, (void *) 0, 0) == 0 && pair.key == 4
         && (pair.value & (1ull << 34)) != 0;
#else
  return 0;
#endif
}

#define CHECK(n)							\
  do {									\
    _Bool (*rt) (__SIZE_TYPE__, const volatile void *) = runtime_is_lock_free; \
    __asm__ ("" : "+r" (rt));  /* a call, never folded */		\
    if (__atomic_is_lock_free (n, obj) != decided (n)			\
	|| __atomic_is_lock_free (n, 0) != decided (n)			\
	|| rt (n, obj) != decided (n) || rt (n, 0) != decided (n))	\
      abort ();								\
    if (__atomic_always_lock_free (n, 0) && !decided (n))		\
      abort ();								\
  } while (0)

int
main (void)
{
  CHECK (1);
  CHECK (2);
  CHECK (4);
  CHECK (8);
  CHECK (16);
  return 0;
}
