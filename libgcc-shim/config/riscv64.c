/* config/riscv64.c — run-time CPU feature detection for config/riscv64.h.
 *
 * Detected once: by the library constructor, or lazily by the first 16-byte operation if
 * that comes earlier (another library's constructor).  The kernel says which extensions
 * every processor of the system has through the riscv_hwprobe system call (Linux 6.4;
 * Documentation/arch/riscv/hwprobe.rst): key RISCV_HWPROBE_KEY_IMA_EXT_0 (4), whose value
 * has RISCV_HWPROBE_EXT_ZACAS (bit 34, Linux 6.8) and RISCV_HWPROBE_EXT_ZABHA (bit 58,
 * Linux 6.13); with no CPU set (0, NULL) the answer holds for all online processors.  An
 * older kernel (ENOSYS, or the key cleared to -1) or emulator says nothing: no Zacas,
 * and 16-byte objects take locks.  Debian 12's C library has no <sys/hwprobe.h>, so the
 * call and its numbers are written here (__NR_riscv_hwprobe is 258 on RV64).
 *
 * Measured 2026-12-06: qemu-riscv64 7.2 answers ENOSYS; 10.0 reports bit 34 with
 * -cpu rv64,zacas=true (and max), and never bit 58, even with zabha=true.
 */
#include <unistd.h>
#include <sys/syscall.h>
#include "../src/shim_i.h"

/* Initialized, so a definition in .bss and never a common symbol (GCC 9 defaults to
   -fcommon), which the alias below could not name.  */
unsigned __atomlower_riscv_features = 0;
/* The same word, exported: the plugin's ext-dispatch sequences test its bits (bit 0
   Zacas, bit 1 Zabha: lower/riscv.c, rv_dispatch).  Code outside reads it through the
   GOT only, so no copy relocation ever separates the two names.  */
extern unsigned __atomlower_riscv_cpu
  __attribute__ ((alias ("__atomlower_riscv_features"), visibility ("default")));

struct shim_rv_hwprobe { long long key; unsigned long long value; };

unsigned
__atomlower_riscv_detect (void)
{
  struct shim_rv_hwprobe pair = { 4, 0 };   /* RISCV_HWPROBE_KEY_IMA_EXT_0 */
  unsigned f = SHIM_RV_DONE;
  if (syscall (258, &pair, 1, 0, (void *) 0, 0) == 0 && pair.key == 4)
    {
      if (pair.value & (1ull << 34))   /* RISCV_HWPROBE_EXT_ZACAS */
        f |= SHIM_RV_ZACAS;
      if (pair.value & (1ull << 58))   /* RISCV_HWPROBE_EXT_ZABHA */
        f |= SHIM_RV_ZABHA;
    }
  __atomic_store_n (&__atomlower_riscv_features, f, __ATOMIC_RELAXED);
  return f;
}

__attribute__ ((constructor)) static void
shim_rv_init (void)
{
  (void) shim_rv_features ();
}
