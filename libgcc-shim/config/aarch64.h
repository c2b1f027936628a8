/* config/aarch64.h — libatomlower capabilities on AArch64.
 *
 * 1, 2, 4, 8 bytes: GCC 12 inlines every __atomic builtin (LDXR/STXR loops, or with
 *   Debian's default -moutline-atomics calls to libgcc's __aarch64_<op><n>_<order>,
 *   which pick LSE at run time): rung BUILTIN.  Both are lock-free and interoperate.
 * 16 bytes: GCC 12 calls libatomic for every __atomic_*_16, so a builtin here would
 *   call ourselves.  Our own Armv8.0 exclusive-pair asm instead (rung ARCH), which
 *   runs on every AArch64 CPU and interoperates with CASP (LSE) and with LSE2's
 *   single-copy-atomic aligned LDP/STP that inline code may use:
 *     CAS    1: ldaxp o  ; o != e ? -> 2 ; stlxp d  ; retry on failure
 *            2: stlxp o (write the observed value back) ; retry on failure
 *     load   1: ldaxp v ; stxp v ; retry on failure
 *     store  1: ldxp  _ ; stlxp v ; retry on failure
 *   An LDXP pair is single-copy atomic only when the paired STXP succeeds (Arm ARM,
 *   "Requirements for single-copy atomicity" and the LDXP description), hence the
 *   store-back in the failure path and in the load: a 16-byte load writes, so it
 *   faults on read-only memory.
 *   Orders: acquire on the exclusive load and release on the exclusive store for
 *   every order (the seq_cst RMW mapping; stronger than needed for relaxed).
 */
#ifndef __aarch64__
# error "config/aarch64.h used for a non-AArch64 compiler"
#endif

#define SHIM_BUILTIN_1 1
#define SHIM_BUILTIN_2 1
#define SHIM_BUILTIN_4 1
#define SHIM_BUILTIN_8 1
#define SHIM_ARCH_16 1
#define SHIM_ARCH_LDST_16 1

/* 64-byte lines on every Arm core this targets (Cortex-A, Neoverse).  */
#define SHIM_LOCK_GRANULE 64

/* YIELD: spin-loop hint, a NOP where not implemented.  */
#define SHIM_CPU_RELAX() __asm__ __volatile__ ("yield" ::: "memory")

SHIM_INLINE bool
shim_arch_cas_16 (volatile void *p, U16 *e, U16 d, int model)
{
  U8 elo = (U8) *e, ehi = (U8) (*e >> 64), olo, ohi;
  unsigned fail;
  (void) model;
  __asm__ __volatile__ ("// atomlower: cas 16\n"
                        "1:\tldaxp\t%[olo], %[ohi], %[mem]\n\t"
                        "cmp\t%[olo], %[elo]\n\t"
                        "ccmp\t%[ohi], %[ehi], #0, eq\n\t"
                        "b.ne\t2f\n\t"
                        "stlxp\t%w[fail], %[dlo], %[dhi], %[mem]\n\t"
                        "cbnz\t%w[fail], 1b\n\t"
                        "b\t3f\n"
                        "2:\tstlxp\t%w[fail], %[olo], %[ohi], %[mem]\n\t"
                        "cbnz\t%w[fail], 1b\n"
                        "3:"
                        : [olo] "=&r" (olo), [ohi] "=&r" (ohi),
                          [fail] "=&r" (fail), [mem] "+Q" (*(volatile U16 *) p)
                        : [elo] "r" (elo), [ehi] "r" (ehi),
                          [dlo] "r" ((U8) d), [dhi] "r" ((U8) (d >> 64))
                        : "cc", "memory");
  if (olo == elo && ohi == ehi)
    return true;
  *e = ((U16) ohi << 64) | olo;
  return false;
}

SHIM_INLINE U16
shim_arch_load_16 (const volatile void *p, int model)
{
  U8 lo, hi;
  unsigned fail;
  (void) model;
  __asm__ __volatile__ ("// atomlower: load 16\n"
                        "1:\tldaxp\t%[lo], %[hi], %[mem]\n\t"
                        "stxp\t%w[fail], %[lo], %[hi], %[mem]\n\t"
                        "cbnz\t%w[fail], 1b"
                        : [lo] "=&r" (lo), [hi] "=&r" (hi), [fail] "=&r" (fail),
                          [mem] "+Q" (*(volatile U16 *) p)
                        :
                        : "memory");
  return ((U16) hi << 64) | lo;
}

SHIM_INLINE void
shim_arch_store_16 (volatile void *p, U16 v, int model)
{
  U8 lo, hi;
  unsigned fail;
  (void) model;
  __asm__ __volatile__ ("// atomlower: store 16\n"
                        "1:\tldxp\t%[lo], %[hi], %[mem]\n\t"
                        "stlxp\t%w[fail], %[vlo], %[vhi], %[mem]\n\t"
                        "cbnz\t%w[fail], 1b"
                        : [lo] "=&r" (lo), [hi] "=&r" (hi), [fail] "=&r" (fail),
                          [mem] "+Q" (*(volatile U16 *) p)
                        : [vlo] "r" ((U8) v), [vhi] "r" ((U8) (v >> 64))
                        : "memory");
}
