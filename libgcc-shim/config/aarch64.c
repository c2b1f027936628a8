/* config/aarch64.c — the CPU word the plugin's ext-dispatch sequences test on AArch64.
 *
 * Set once, by the library constructor, from getauxval (AT_HWCAP2): Linux's
 * arch/arm64/include/uapi/asm/hwcap.h defines HWCAP2_LRCPC3 as bit 46 and HWCAP2_LSE128 as
 * bit 47 (as Debian 13's linux-libc-dev has them).  The word: bit 0 FEAT_LSE128,
 * bit 1 FEAT_LRCPC3, bit 31 asked.  Until the constructor has run (another library's
 * constructor) it is 0, and a site that tests it takes the form without LSE128 or RCpc3,
 * which every AArch64 CPU with the build's features runs.
 *
 * The runtime's own 16-byte routines do not look at the word: they stay LDAXP/STLXP
 * (config/aarch64.h), which are single-copy atomic against SWPP, LDSETP, LDCLRP, LDIAPP and
 * STILP on the same aligned object (Arm ARM B2.2.1 "Requirements for single-copy
 * atomicity": each of those is a single-copy-atomic 16-byte access, and a store by another
 * observer clears the exclusive monitor, so the paired STLXP fails and the loop retries).
 * So no lock-free answer changes on AArch64.
 *
 * Measured 2026-12-06: qemu-aarch64 7.2 (AT_HWCAP2 0x7f877fff) and 10.0 (0x18007fc77fff), both
 * -cpu max, report neither bit.
 */
#include <sys/auxv.h>
#include "../src/shim_i.h"

#define SHIM_A64_LSE128 1u
#define SHIM_A64_RCPC3  2u
#define SHIM_A64_DONE   (1u << 31)

/* Initialized, so a definition in .bss and never a common symbol (GCC 9 defaults to
   -fcommon), which the alias below could not name.  */
unsigned __atomlower_aarch64_features = 0;
/* The same word, exported: lower/aarch64.c's a64_dispatch tests its bits.  Code outside
   reads it through the GOT only, so no copy relocation ever separates the two names.  */
extern unsigned __atomlower_aarch64_cpu
  __attribute__ ((alias ("__atomlower_aarch64_features"), visibility ("default")));

__attribute__ ((constructor)) static void
shim_a64_init (void)
{
  unsigned long hw2 = getauxval (AT_HWCAP2);
  unsigned f = SHIM_A64_DONE;
  if (hw2 & (1ul << 47))   /* HWCAP2_LSE128 */
    f |= SHIM_A64_LSE128;
  if (hw2 & (1ul << 46))   /* HWCAP2_LRCPC3 */
    f |= SHIM_A64_RCPC3;
  __atomic_store_n (&__atomlower_aarch64_features, f, __ATOMIC_RELAXED);
}
