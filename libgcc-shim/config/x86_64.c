/* config/x86_64.c — run-time CPU feature detection for config/x86_64.h.
 *
 * Detected once: by the library constructor, or lazily by the first 16-byte
 * operation if that comes earlier (another library's constructor).  No IFUNC:
 * a resolver runs before relocations are complete and cannot be used by a
 * static program without extra care; one relaxed load of a cached word is cheap.
 *
 * CX16   CPUID.01H:ECX bit 13                     lock cmpxchg16b
 * AVX    CPUID.01H:ECX bit 28 and OSXSAVE (bit 27) and XCR0 bits 1,2 (the OS saves
 *        XMM and YMM state; without them a VEX instruction raises #UD), on a processor
 *        whose vendor documents that aligned 16-byte (V)MOVDQA accesses are atomic when
 *        AVX is enumerated: Intel (SDM Vol. 3A 9.1.1), AMD (APM Vol. 1 3.9.1.3), and
 *        Zhaoxin/Centaur, which libatomic trusts likewise.  Elsewhere the bit stays
 *        clear and 16-byte loads and stores use cmpxchg16b (so does the plugin's
 *        run-time test, which reads this word).
 *
 * ATOMLOWER_NO_AVX=1 in the environment makes the shim ignore AVX, so the test
 * suite can exercise the cmpxchg16b load/store paths on an AVX machine.  It cannot
 * change which objects are lock-free (both paths are), so it cannot break the
 * one-object-one-implementation rule; CX16 has no such switch for that reason.
 */
#include <stdlib.h>
#include "../src/shim_i.h"

/* Initialized, so a definition in .bss and never a common symbol (GCC 9 defaults to
   -fcommon), which the alias below could not name.  */
unsigned __atomlower_x86_features = 0;
/* The same word, exported: the plugin's inline 16-byte loads and stores for -mcx16
   without -mavx test its AVX bit (lower/x86.c, cx16_load and cx16_exchange).  Code
   outside reads it through the GOT only, so no copy relocation ever separates the
   two names.  */
extern unsigned __atomlower_x86_cpu
  __attribute__ ((alias ("__atomlower_x86_features"), visibility ("default")));

static void
shim_cpuid (unsigned leaf, unsigned sub, unsigned r[4])
{
  __asm__ ("cpuid"
           : "=a" (r[0]), "=b" (r[1]), "=c" (r[2]), "=d" (r[3])
           : "a" (leaf), "c" (sub));
}

unsigned
__atomlower_x86_detect (void)
{
  unsigned r[4], f = SHIM_X86_DONE;
  const char *no_avx;

  shim_cpuid (0, 0, r);
  /* Vendor string in ebx, edx, ecx.  */
  bool vendor_ok = (r[1] == 0x756e6547 && r[3] == 0x49656e69 && r[2] == 0x6c65746e)   /* GenuineIntel */
                   || (r[1] == 0x68747541 && r[3] == 0x69746e65 && r[2] == 0x444d4163) /* AuthenticAMD */
                   || (r[1] == 0x746e6543 && r[3] == 0x48727561 && r[2] == 0x736c7561) /* CentaurHauls */
                   || (r[1] == 0x68532020 && r[3] == 0x68676e61 && r[2] == 0x20206961); /* "  Shanghai  " */
  if (r[0] >= 1)
    {
      shim_cpuid (1, 0, r);
      if (r[2] & (1u << 13))
        f |= SHIM_X86_CX16;
      if ((r[2] & (1u << 28)) && (r[2] & (1u << 27)))
        {
          unsigned lo, hi;
          __asm__ ("xgetbv" : "=a" (lo), "=d" (hi) : "c" (0));
          (void) hi;
          if ((lo & 6) == 6 && vendor_ok)
            f |= SHIM_X86_AVX;
        }
    }
  no_avx = getenv ("ATOMLOWER_NO_AVX");
  if (no_avx && no_avx[0] == '1')
    f &= ~SHIM_X86_AVX;
  __atomic_store_n (&__atomlower_x86_features, f, __ATOMIC_RELAXED);
  return f;
}

__attribute__ ((constructor)) static void
shim_x86_init (void)
{
  (void) shim_x86_features ();
}
