/* config/riscv64.h — libatomlower capabilities on RV64 with the A extension.
 *
 * 4, 8 bytes: GCC 12 inlines every __atomic builtin (AMOs, LR/SC loops): BUILTIN.
 * 1, 2 bytes: GCC 12 inlines loads and stores (lb/sb with fences) but calls
 *   libatomic for every read-modify-write and CAS, so the shim uses a CAS loop on
 *   the aligned word holding the object (rung MASKED, derived in shim_i.h).  It is
 *   lock-free and interoperates with a masked LR/SC word loop inlined elsewhere.
 * 16 bytes: RV64 has no 128-bit atomics: locks.
 */
#if !defined __riscv || __riscv_xlen != 64 || !defined __riscv_atomic
# error "config/riscv64.h needs an RV64 compiler with the A extension"
#endif

#define SHIM_BUILTIN_4 1
#define SHIM_BUILTIN_8 1
#define SHIM_BUILTIN_LDST_1 1
#define SHIM_BUILTIN_LDST_2 1

/* 64-byte lines on the cores shipping today (SiFive U7x, T-Head C9xx).  */
#define SHIM_LOCK_GRANULE 64
