/* config/riscv64.h — libatomlower capabilities on RV64 with the A extension.
 *
 * 4, 8 bytes: GCC 12 inlines every __atomic builtin (AMOs, LR/SC loops): BUILTIN.
 * 1, 2 bytes: GCC 12 inlines loads and stores (lb/sb with fences) but calls
 *   libatomic for every read-modify-write and CAS, so the shim uses a CAS loop on
 *   the aligned word holding the object (rung MASKED, derived in shim_i.h).  It is
 *   lock-free and interoperates with a masked LR/SC word loop inlined elsewhere.
 * 16 bytes: with Zacas, amocas.q (rung ARCH, CAS-as-load for loads), chosen at run time
 *   from the kernel's riscv_hwprobe (riscv64.c); without it (or with a kernel that does not
 *   report it: before Linux 6.8, or qemu before 8.2) locks.  The plugin never inlines 16
 *   bytes on RV64, so every 16-byte operation of a program is this library's: one object,
 *   one implementation.
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

/* ---- 16 bytes: Zacas ----------------------------------------------------------------- */

#define SHIM_ARCH_16 1

/* CPU features, detected once (riscv64.c): bit 31 marks "detected", so 0 means "not
   yet" (the first caller, or the library constructor, detects; racing callers compute
   the same value).  */
#define SHIM_RV_ZACAS (1u << 0)
#define SHIM_RV_ZABHA (1u << 1)
#define SHIM_RV_DONE (1u << 31)
extern unsigned __atomlower_riscv_features SHIM_HIDDEN;
unsigned __atomlower_riscv_detect (void) SHIM_HIDDEN;

#define shim_rv_features() shim_cpu_word (&__atomlower_riscv_features, __atomlower_riscv_detect)

#define SHIM_ARCH_USABLE_16() ((shim_rv_features () & SHIM_RV_ZACAS) != 0)

/* fence rw,rw ; amocas.q.aqrl t3, t5, (p): if the 16 bytes at P equal t4:t3, store
   t6:t5; t4:t3 receive the value read either way [unprivileged ISA, Zacas: AMOCAS.Q on
   RV64 takes even-numbered register pairs, the low half in the even one].  Every order
   gets the seq_cst form: .aqrl, and the leading fence the psABI's note 5 asks of a
   seq_cst compare-exchange that may fail, so that it is ordered after a Table A.6
   seq_cst store.  Binutils 2.40 knows no amocas: the word as .insn (funct3 4: q;
   funct7 23: amocas, aq, rl).  */
SHIM_INLINE bool
shim_arch_cas_16 (volatile void *p, U16 *e, U16 d, int model)
{
  U8 lo = (U8) *e, hi = (U8) (*e >> 64);
  register U8 t3 __asm__ ("t3") = lo;
  register U8 t4 __asm__ ("t4") = hi;
  register U8 t5 __asm__ ("t5") = (U8) d;
  register U8 t6 __asm__ ("t6") = (U8) (d >> 64);
  (void) model;
  __asm__ __volatile__ ("fence rw,rw\n\t"
                        ".insn r 0x2f, 4, 23, t3, %4, t5  # amocas.q.aqrl t3, t5, (%4)"
                        : "+r" (t3), "+r" (t4), "+m" (*(volatile U16 *) p)
                        : "r" (t5), "r" (p), "r" (t6)
                        : "memory");
  if (t3 == lo && t4 == hi)
    return true;
  *e = ((U16) t4 << 64) | t3;
  return false;
}
