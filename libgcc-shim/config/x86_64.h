/* config/x86_64.h — libatomlower capabilities on x86-64.
 *
 * 1, 2, 4, 8 bytes: GCC 12 inlines every __atomic builtin (mov, xchg, lock xadd,
 *   lock cmpxchg, ...), so the shim uses the builtins (rung BUILTIN).
 * 16 bytes: GCC 12 calls libatomic even with -mcx16 (GCC bug 80878), so the shim has
 *   its own asm (rung ARCH), chosen at run time from CPUID (x86_64.c):
 *     CAS, exchange, fetch-ops   lock cmpxchg16b                  (needs CX16)
 *     load                       vmovdqa when AVX, else lock cmpxchg16b
 *     store                      vmovdqa when AVX (+ lock orq $0,(%rsp) for
 *                                seq_cst), else a cmpxchg16b loop
 *   The Intel SDM (vol. 3A, "Guaranteed Atomic Operations") and the AMD APM
 *   (vol. 2, "Memory Access Atomicity") guarantee that aligned 16-byte (V)MOVDQA
 *   accesses are single-copy atomic on processors that enumerate AVX.  Without AVX a 16-byte load is a cmpxchg16b: it writes, so it faults on
 *   read-only memory and takes the line exclusive (contention between readers).
 *   No CX16 (only the very first x86-64 CPUs): 16 bytes go to the locks, and
 *   __atomic_is_lock_free(16, p) says so.
 * Mapping of orders (x86-TSO; Cambridge C/C++11 mappings, x86 table): loads and
 * stores are plain moves, a seq_cst store adds a full barrier, every locked
 * instruction is a full barrier.
 */
#ifndef __x86_64__
# error "config/x86_64.h used for a non-x86-64 compiler"
#endif

#define SHIM_BUILTIN_1 1
#define SHIM_BUILTIN_2 1
#define SHIM_BUILTIN_4 1
#define SHIM_BUILTIN_8 1
#define SHIM_ARCH_16 1
#define SHIM_ARCH_LDST_16 1

/* x86-64 cache lines are 64 bytes on every current Intel and AMD core.  */
#define SHIM_LOCK_GRANULE 64

/* PAUSE: tells the core this is a spin loop (saves power, avoids the
   memory-order machine clear when the lock is released).  */
#define SHIM_CPU_RELAX() __asm__ __volatile__ ("pause" ::: "memory")

/* CPU features, detected once (x86_64.c).  Bit 31 marks "detected", so 0 means
   "not yet": the first caller, or the library constructor, runs the detection;
   racing callers compute the same value.  */
#define SHIM_X86_CX16 (1u << 0)
#define SHIM_X86_AVX (1u << 1)
#define SHIM_X86_DONE (1u << 31)
extern unsigned __atomlower_x86_features SHIM_HIDDEN;
unsigned __atomlower_x86_detect (void) SHIM_HIDDEN;

#define shim_x86_features() shim_cpu_word (&__atomlower_x86_features, __atomlower_x86_detect)

#define SHIM_ARCH_USABLE_16() ((shim_x86_features () & SHIM_X86_CX16) != 0)

/* lock cmpxchg16b: if (*p == rdx:rax) { *p = rcx:rbx; ZF = 1 } else { rdx:rax = *p;
   ZF = 0 }.  P must be 16-aligned (else #GP); shim_lock_free() guarantees it.
   Every locked instruction is a full barrier, so the order needs no fence.  */
SHIM_INLINE bool
shim_arch_cas_16 (volatile void *p, U16 *e, U16 d, int model)
{
  U8 lo = (U8) *e, hi = (U8) (*e >> 64);
  bool ok;
  (void) model;
  __asm__ __volatile__ ("lock cmpxchg16b %1  # atomlower: cas 16"
                        : "=@ccz" (ok), "+m" (*(volatile U16 *) p),
                          "+a" (lo), "+d" (hi)
                        : "b" ((U8) d), "c" ((U8) (d >> 64))
                        : "memory");
  if (!ok)
    *e = ((U16) hi << 64) | lo;
  return ok;
}

typedef long long shim_x86_v2di __attribute__ ((vector_size (16)));

SHIM_INLINE U16
shim_arch_load_16 (const volatile void *p, int model)
{
  U16 v = 0;
  (void) model;   /* TSO: a plain load is already seq_cst-compatible */
  if (shim_x86_features () & SHIM_X86_AVX)
    {
      shim_x86_v2di x;
      __asm__ __volatile__ ("vmovdqa %1, %0  # atomlower: load 16"
                            : "=x" (x) : "m" (*(const volatile U16 *) p)
                            : "memory");
      memcpy (&v, &x, sizeof v);
      return v;
    }
  /* CAS 0 -> 0: fails and returns the value, or succeeds writing back 0.  */
  shim_arch_cas_16 ((volatile void *) p, &v, 0, __ATOMIC_SEQ_CST);
  return v;
}

SHIM_INLINE void
shim_arch_store_16 (volatile void *p, U16 v, int model)
{
  if (shim_x86_features () & SHIM_X86_AVX)
    {
      shim_x86_v2di x;
      memcpy (&x, &v, sizeof x);
      __asm__ __volatile__ ("vmovdqa %1, %0  # atomlower: store 16"
                            : "=m" (*(volatile U16 *) p) : "x" (x) : "memory");
      /* seq_cst store = store; full barrier (the locked or is cheaper than
         mfence, and GCC uses the same for its own seq_cst fences).  */
      if (shim_order (model) == __ATOMIC_SEQ_CST)
        __asm__ __volatile__ ("lock orq $0, (%%rsp)" ::: "memory", "cc");
      return;
    }
  {
    U16 old = 0;
    while (!shim_arch_cas_16 (p, &old, v, model))
      ;
  }
}
