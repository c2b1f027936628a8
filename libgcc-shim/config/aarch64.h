/* config/aarch64.h — libatomlower capabilities on AArch64.
 *
 * 1, 2, 4, 8 bytes: GCC 12 inlines every __atomic builtin (LDXR/STXR loops, or with
 *   Debian's default -moutline-atomics calls to libgcc's __aarch64_<op><n>_<order>,
 *   which pick LSE at run time): rung BUILTIN.  Both are lock-free and interoperate.
 * 16 bytes: GCC 12 calls libatomic for every __atomic_*_16, so a builtin here would
 *   call ourselves.  Locks for now.  TODO: an LDXP/STXP (v8.0) / CASP (LSE) rung,
 *   which must land together with the plugin's 16-byte inline set (DESIGN.md §5).
 */
#ifndef __aarch64__
# error "config/aarch64.h used for a non-AArch64 compiler"
#endif

#define SHIM_BUILTIN_1 1
#define SHIM_BUILTIN_2 1
#define SHIM_BUILTIN_4 1
#define SHIM_BUILTIN_8 1

/* 64-byte lines on every Arm core this targets (Cortex-A, Neoverse).  */
#define SHIM_LOCK_GRANULE 64

/* YIELD: spin-loop hint, a NOP where not implemented.  */
#define SHIM_CPU_RELAX() __asm__ __volatile__ ("yield" ::: "memory")
