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
     AArch64          1 2 4 8 16 (GCC alone with libatomic: 0 at 16)
     Arm before v6K   1 2 4 8 (8: the __kuser_cmpxchg64 loop; GCC alone with libatomic: 0 at 8)
     Arm v6K and up   1 2 4 8
     POWER8           1 2 4 8 16
     RISC-V 64        1 2 4 8
     s390x            1 2 4 8 16 (LPQ, STPQ, CDSG; GCC alone with Debian's libatomic answers 1
                      at 16 too, but takes a mutex there)
     MIPS32 o32       1 2 4 (8: no doubleword LL/SC, locks; GCC alone with libatomic too)
     MIPS64 n64       1 2 4 8
     SPARC V9 64-bit  1 2 4 8 (no 16-byte CAS; GCC alone with libatomic too)  */
/* { dg-do run } */

#ifdef __x86_64__
#include <cpuid.h>
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
#elif defined (__s390x__)
  return 1;
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
