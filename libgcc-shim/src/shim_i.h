/* shim_i.h — internal header of libatomlower (libgcc-shim/), included by every source.
 *
 * Layering, after the libatomic model (docs/design.md §5):
 *
 *   config/<arch>.h   capability macros only: which widths GCC's own builtins handle
 *                     lock-free on this target (so the shim may use them), and, where
 *                     GCC calls out, the arch's own asm primitives (x86-64 cmpxchg16b).
 *   shim_i.h          types, memory-order normalisation, THE lock-free predicate, the
 *                     masked sub-word CAS and the shared read-modify-write ladder.
 *   src/<op>_n.c      one template per operation family; shim.mk compiles each one
 *                     once per width with -DN=1,2,4,8,16 into distinct objects.
 *   src/<name>.c      width-independent entry points (generic, flags, fences, locks).
 *
 * Every width-N entry point walks the same ladder, best first:
 *   BUILTIN  GCC's __atomic builtin, when config says GCC inlines width N lock-free
 *   ARCH     a CAS loop over the config's asm primitive (x86-64 16 bytes)
 *   MASKED   a CAS loop on the aligned 4-byte word holding a 1- or 2-byte object
 *   LOCK     the striped lock table (lock.c)
 * Which of "lock-free" or LOCK an object gets is decided by shim_lock_free() alone,
 * and __atomic_is_lock_free() answers from the same function: one object, one
 * implementation (docs/design.md §5).
 *
 * Naming: the real definitions are hidden (__atomlower_load_4); the public
 * libatomic names (__atomic_load_4) are aliases made by SHIM_PUBLIC.  Defining the
 * public names directly would clash with GCC's builtins of the same names, and the
 * hidden names let one shim object call another without going through the PLT or
 * referencing an __atomic_* symbol (shim.mk rejects any object that does: that would
 * be recursion into ourselves or a call into libatomic).
 */
#ifndef SHIM_I_H
#define SHIM_I_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define SHIM_CAT2(a, b) a##b
#define SHIM_CAT(a, b) SHIM_CAT2 (a, b)
#define SHIM_STR2(x) #x
#define SHIM_STR(x) SHIM_STR2 (x)

#define SHIM_HIDDEN __attribute__ ((visibility ("hidden")))
#define SHIM_INLINE static inline __attribute__ ((always_inline))

/* Export PUBLIC (an identifier such as __atomic_load_4) as an alias of the hidden
   definition INTERNAL.  The alias gets its own C identifier so it never collides
   with GCC's builtin of the same name.  */
#define SHIM_PUBLIC(internal, public)                                         \
  extern __typeof (internal) SHIM_CAT (shim_pub_, public)                     \
    __asm__ (SHIM_STR (public))                                               \
    __attribute__ ((alias (SHIM_STR (internal)), visibility ("default")))

/* Unsigned types per width, as in the libatomic ABI.  */
typedef uint8_t U1;
typedef uint16_t U2;
typedef uint32_t U4;
typedef uint64_t U8;
#ifdef __SIZEOF_INT128__
typedef unsigned __int128 U16;
# define SHIM_HAVE_INT128 1
#else
# define SHIM_HAVE_INT128 0   /* 32-bit targets: no _16 entry points (nor in libatomic) */
#endif

/* ---- The lock table (lock.c) ------------------------------------------- */

/* Take / release every stripe covering [p, p+n).  */
void __atomlower_lock (const volatile void *p, size_t n) SHIM_HIDDEN;
void __atomlower_unlock (const volatile void *p, size_t n) SHIM_HIDDEN;

/* ---- Memory orders --------------------------------------------------------
   Normalise a run-time order once: strip target flag bits (x86 HLE hints live
   above bit 15), consume -> acquire, anything unknown -> seq_cst.  */
SHIM_INLINE int
shim_order (int m)
{
  switch (m & 0xffff)
    {
    case __ATOMIC_RELAXED: return __ATOMIC_RELAXED;
    case __ATOMIC_CONSUME:
    case __ATOMIC_ACQUIRE: return __ATOMIC_ACQUIRE;
    case __ATOMIC_RELEASE: return __ATOMIC_RELEASE;
    case __ATOMIC_ACQ_REL: return __ATOMIC_ACQ_REL;
    default: return __ATOMIC_SEQ_CST;
    }
}

/* One order that covers both halves of a compare-exchange (the failure order
   may be stronger than the success order in C++17).  */
SHIM_INLINE int
shim_cas_order (int s, int f)
{
  s = shim_order (s);
  f = shim_order (f);
  if (f == __ATOMIC_SEQ_CST)
    return __ATOMIC_SEQ_CST;
  if (f != __ATOMIC_RELAXED && f != __ATOMIC_RELEASE)
    {
      if (s == __ATOMIC_RELAXED)
        return __ATOMIC_ACQUIRE;
      if (s == __ATOMIC_RELEASE)
        return __ATOMIC_ACQ_REL;
    }
  return s;
}

/* The failure order GCC accepts for a constant success order O.  */
#define SHIM_FAIL_ORDER(o)                                                    \
  ((o) == __ATOMIC_RELEASE ? __ATOMIC_RELAXED                                 \
   : (o) == __ATOMIC_ACQ_REL ? __ATOMIC_ACQUIRE : (o))

/* Expand F(o) with o a compile-time order, so GCC's builtins get constant orders
   (a run-time order would make every builtin seq_cst).  Orders a load or a store
   cannot have become seq_cst, like GCC does.  */
#define SHIM_SWITCH_RMW(m, F)                                                 \
  switch (shim_order (m))                                                     \
    {                                                                         \
    case __ATOMIC_RELAXED: F (__ATOMIC_RELAXED); break;                       \
    case __ATOMIC_ACQUIRE: F (__ATOMIC_ACQUIRE); break;                       \
    case __ATOMIC_RELEASE: F (__ATOMIC_RELEASE); break;                       \
    case __ATOMIC_ACQ_REL: F (__ATOMIC_ACQ_REL); break;                       \
    default: F (__ATOMIC_SEQ_CST); break;                                     \
    }
#define SHIM_SWITCH_LOAD(m, F)                                                \
  switch (shim_order (m))                                                     \
    {                                                                         \
    case __ATOMIC_RELAXED: F (__ATOMIC_RELAXED); break;                       \
    case __ATOMIC_ACQUIRE: F (__ATOMIC_ACQUIRE); break;                       \
    default: F (__ATOMIC_SEQ_CST); break;                                     \
    }
#define SHIM_SWITCH_STORE(m, F)                                               \
  switch (shim_order (m))                                                     \
    {                                                                         \
    case __ATOMIC_RELAXED: F (__ATOMIC_RELAXED); break;                       \
    case __ATOMIC_RELEASE: F (__ATOMIC_RELEASE); break;                       \
    default: F (__ATOMIC_SEQ_CST); break;                                     \
    }

/* ---- Per-architecture capabilities ---------------------------------------
   SHIM_CONFIG is set by shim.mk from the triplet ("x86_64.h", "generic.h"...).
   A config may define, for N in 1 2 4 8 16:
     SHIM_BUILTIN_N       1: GCC inlines every __atomic builtin of width N
                          without calling libatomic, lock-free.
     SHIM_BUILTIN_LDST_N  1: GCC inlines at least load and store of width N.
     SHIM_ARCH_N          1: the config supplies
                            bool shim_arch_cas_N (volatile void *, UN *expected, UN desired, int order)
                          (strong; on failure *expected = observed) and may define
                          SHIM_ARCH_USABLE_N() (run-time CPU check, default 1).
     SHIM_ARCH_LDST_N     1: ... and UN shim_arch_load_N (const volatile void *, int),
                          void shim_arch_store_N (volatile void *, UN, int).
   and SHIM_CPU_RELAX(), SHIM_LOCK_GRANULE.  Undefined means 0 / default.  */
#ifndef SHIM_CONFIG
# error "SHIM_CONFIG not set: build libgcc-shim through shim.mk"
#endif
/* The plugin's answers for this target (AL_LOCK_FREE_N, AL_GCC_INLINES_N: shim.mk writes
   the file with lower-cells --lock-free-h from the lowering library's table), before the
   config, which may derive its rungs from them (config/generic.h does).  */
#include "al-lockfree.h"

/* A config's CPU feature word (x86-64's CPUID bits, RV64's riscv_hwprobe ones), detected
   once: 0 means "not yet" (the config's DONE bit marks a detected word), so the first
   caller, or the library's constructor, runs DETECT, which stores the word; racing
   callers compute the same value.  */
SHIM_INLINE unsigned
shim_cpu_word (unsigned *word, unsigned (*detect) (void))
{
  unsigned f = __atomic_load_n (word, __ATOMIC_RELAXED);
  return f ? f : detect ();
}

#include SHIM_CONFIG

#ifndef SHIM_BUILTIN_1
# define SHIM_BUILTIN_1 0
#endif
#ifndef SHIM_BUILTIN_2
# define SHIM_BUILTIN_2 0
#endif
#ifndef SHIM_BUILTIN_4
# define SHIM_BUILTIN_4 0
#endif
#ifndef SHIM_BUILTIN_8
# define SHIM_BUILTIN_8 0
#endif
#ifndef SHIM_BUILTIN_16
# define SHIM_BUILTIN_16 0
#endif
#ifndef SHIM_BUILTIN_LDST_1
# define SHIM_BUILTIN_LDST_1 SHIM_BUILTIN_1
#endif
#ifndef SHIM_BUILTIN_LDST_2
# define SHIM_BUILTIN_LDST_2 SHIM_BUILTIN_2
#endif
#ifndef SHIM_BUILTIN_LDST_4
# define SHIM_BUILTIN_LDST_4 SHIM_BUILTIN_4
#endif
#ifndef SHIM_BUILTIN_LDST_8
# define SHIM_BUILTIN_LDST_8 SHIM_BUILTIN_8
#endif
#ifndef SHIM_BUILTIN_LDST_16
# define SHIM_BUILTIN_LDST_16 SHIM_BUILTIN_16
#endif
#ifndef SHIM_ARCH_1
# define SHIM_ARCH_1 0
#endif
#ifndef SHIM_ARCH_2
# define SHIM_ARCH_2 0
#endif
#ifndef SHIM_ARCH_4
# define SHIM_ARCH_4 0
#endif
#ifndef SHIM_ARCH_8
# define SHIM_ARCH_8 0
#endif
#ifndef SHIM_ARCH_16
# define SHIM_ARCH_16 0
#endif
#ifndef SHIM_ARCH_USABLE_1
# define SHIM_ARCH_USABLE_1() 1
#endif
#ifndef SHIM_ARCH_USABLE_2
# define SHIM_ARCH_USABLE_2() 1
#endif
#ifndef SHIM_ARCH_USABLE_4
# define SHIM_ARCH_USABLE_4() 1
#endif
#ifndef SHIM_ARCH_USABLE_8
# define SHIM_ARCH_USABLE_8() 1
#endif
#ifndef SHIM_ARCH_USABLE_16
# define SHIM_ARCH_USABLE_16() 1
#endif
#ifndef SHIM_SYNC_1
# define SHIM_SYNC_1 0
#endif
#ifndef SHIM_SYNC_2
# define SHIM_SYNC_2 0
#endif
#ifndef SHIM_SYNC_4
# define SHIM_SYNC_4 0
#endif
#ifndef SHIM_SYNC_8
# define SHIM_SYNC_8 0
#endif
#ifndef SHIM_SYNC_SYNCHRONIZE
# define SHIM_SYNC_SYNCHRONIZE 0
#endif

/* ---- The 4-byte word ------------------------------------------------------
   The masked rung and the lock table are built on a strong CAS of an aligned
   4-byte word: GCC's builtin, or the config's primitive where GCC calls out (a
   builtin there would call this library).  Every target has one.  */
/* NAME: a strong CAS of a T through GCC's builtin, the order made a constant (the
   word's below, each width's shim_builtin_cas).  */
#define SHIM_BUILTIN_CAS_F(o)                                                 \
  return __atomic_compare_exchange_n ((volatile __typeof__ (d) *) p, e, d,    \
                                      false, o, SHIM_FAIL_ORDER (o))
#define SHIM_DEFINE_BUILTIN_CAS(name, T)                                      \
  SHIM_INLINE bool                                                            \
  name (volatile void *p, T *e, T d, int model)                               \
  {                                                                           \
    SHIM_SWITCH_RMW (model, SHIM_BUILTIN_CAS_F);                              \
  }

#if SHIM_BUILTIN_4
SHIM_DEFINE_BUILTIN_CAS (shim_word_cas, U4)
#elif SHIM_ARCH_4
# define shim_word_cas shim_arch_cas_4
#else
# error "config gives no 4-byte CAS (SHIM_BUILTIN_4 or SHIM_ARCH_4)"
#endif

/* MASKED is derived, not configured: a 1- or 2-byte width GCC cannot do itself is
   still lock-free when the 4-byte word holding it has a CAS.  */
#define SHIM_MASKED_1 (!SHIM_BUILTIN_1 && !SHIM_ARCH_1)
#define SHIM_MASKED_2 (!SHIM_BUILTIN_2 && !SHIM_ARCH_2)
#define SHIM_MASKED_4 0
#define SHIM_MASKED_8 0
#define SHIM_MASKED_16 0

#if SHIM_HAVE_INT128 == 0 && (SHIM_BUILTIN_16 || SHIM_ARCH_16)
# error "16-byte lock-free path configured on a target without __int128"
#endif

#define SHIM_LF_(n) (SHIM_BUILTIN_##n || SHIM_ARCH_##n || SHIM_MASKED_##n)

/* One lock-free set: where the plugin's table says an aligned N-byte object is (or is
   not) lock-free at compile time, the runtime must say the same, or an object the
   plugin inlines would be locked by the runtime (two implementations of one object:
   docs/design.md §5).  -1 (the plugin leaves the question to the run time) is checked by
   the shim tests against the running CPU.  */
#define SHIM_AGREES_(n) \
  (AL_LOCK_FREE_##n == 1 ? SHIM_LF_ (n) : AL_LOCK_FREE_##n == 0 ? !SHIM_LF_ (n) : 1)
_Static_assert (SHIM_AGREES_ (1), "1 byte: the runtime's lock-free set differs from al_is_lock_free");
_Static_assert (SHIM_AGREES_ (2), "2 bytes: the runtime's lock-free set differs from al_is_lock_free");
_Static_assert (SHIM_AGREES_ (4), "4 bytes: the runtime's lock-free set differs from al_is_lock_free");
_Static_assert (SHIM_AGREES_ (8), "8 bytes: the runtime's lock-free set differs from al_is_lock_free");
_Static_assert (SHIM_AGREES_ (16), "16 bytes: the runtime's lock-free set differs from al_is_lock_free");

#ifndef SHIM_CPU_RELAX
/* Spin-wait hint.  Default: only a compiler barrier, so the loop re-reads.  */
# define SHIM_CPU_RELAX() __asm__ __volatile__ ("" ::: "memory")
#endif

/* ---- The one lock-free predicate ---------------------------------------- */

/* The alignment an N-byte object needs to be lock-free: the plugin's (al-lockfree.h,
   AL_ALIGN_N: N, or less where the ABI and the instructions allow, m68k's 4 bytes at 2),
   so that one object has one implementation.  */

SHIM_INLINE bool
shim_aligned (const volatile void *p, size_t n)
{
  return ((uintptr_t) p & (n - 1)) == 0;
}

/* Is an object of N bytes at P handled lock-free?  Natural alignment is required
   at every width: a misaligned object goes to the locks (x86 would execute a
   misaligned lock-prefixed instruction as a "split lock", but it is very slow, Linux
   may turn it into SIGBUS, and cmpxchg16b faults outright).  P == NULL, as
   __atomic_is_lock_free passes for "typical alignment", is aligned.  */
SHIM_INLINE bool
shim_lock_free (size_t n, const volatile void *p)
{
  switch (n)
    {
    case 1: return SHIM_LF_ (1) && SHIM_ARCH_USABLE_1 ();
    case 2: return SHIM_LF_ (2) && shim_aligned (p, AL_ALIGN_2) && SHIM_ARCH_USABLE_2 ();
    case 4: return SHIM_LF_ (4) && shim_aligned (p, AL_ALIGN_4) && SHIM_ARCH_USABLE_4 ();
    case 8: return SHIM_LF_ (8) && shim_aligned (p, AL_ALIGN_8) && SHIM_ARCH_USABLE_8 ();
    case 16: return SHIM_LF_ (16) && shim_aligned (p, AL_ALIGN_16) && SHIM_ARCH_USABLE_16 ();
    default: return false;
    }
}

/* Locked paths.  A seq_cst operation done under a lock is bracketed by full
   fences: the lock's own acquire/release orders it against other locked
   operations, but not against a lock-free seq_cst operation on another object on
   targets whose release does not order a store before a later load (POWER lwsync),
   so the store-buffering outcome would otherwise be possible.  */
SHIM_INLINE void
shim_lock_obj (const volatile void *p, size_t n, int model)
{
  if (shim_order (model) == __ATOMIC_SEQ_CST)
    __atomic_thread_fence (__ATOMIC_SEQ_CST);
  __atomlower_lock (p, n);
}

SHIM_INLINE void
shim_unlock_obj (const volatile void *p, size_t n, int model)
{
  __atomlower_unlock (p, n);
  if (shim_order (model) == __ATOMIC_SEQ_CST)
    __atomic_thread_fence (__ATOMIC_SEQ_CST);
}

/* ---- Internal (hidden) names of the sized entry points -------------------- */

#define SHIM_DECLARE_FOP(n, T, op)                                            \
  T __atomlower_fetch_##op##_##n (volatile void *, T, int) SHIM_HIDDEN;       \
  T __atomlower_##op##_fetch_##n (volatile void *, T, int) SHIM_HIDDEN;
#define SHIM_DECLARE_SIZED(n, T)                                              \
  T __atomlower_load_##n (const volatile void *, int) SHIM_HIDDEN;            \
  void __atomlower_store_##n (volatile void *, T, int) SHIM_HIDDEN;           \
  T __atomlower_exchange_##n (volatile void *, T, int) SHIM_HIDDEN;           \
  bool __atomlower_compare_exchange_##n (volatile void *, void *, T, int, int) \
    SHIM_HIDDEN;                                                              \
  SHIM_DECLARE_FOP (n, T, add) SHIM_DECLARE_FOP (n, T, sub)                   \
  SHIM_DECLARE_FOP (n, T, and) SHIM_DECLARE_FOP (n, T, or)                    \
  SHIM_DECLARE_FOP (n, T, xor) SHIM_DECLARE_FOP (n, T, nand)
SHIM_DECLARE_SIZED (1, U1)
SHIM_DECLARE_SIZED (2, U2)
SHIM_DECLARE_SIZED (4, U4)
SHIM_DECLARE_SIZED (8, U8)
#if SHIM_HAVE_INT128
SHIM_DECLARE_SIZED (16, U16)
#endif

/* =========================================================================
   Per-width part: only for templates, compiled with -DN=<width>.  */
#ifdef N

# if N != 1 && N != 2 && N != 4 && N != 8 && N != 16
#  error "N must be 1, 2, 4, 8 or 16"
# endif

/* Does this width exist on the target?  (No 16 on 32-bit targets.)  The whole
   template is compiled out when it does not.  */
# define SHIM_HAVE_N (N != 16 || SHIM_HAVE_INT128)

# if SHIM_HAVE_N
#  define UTYPE SHIM_CAT (U, N)
/* SIZE(load) -> __atomlower_load_4, PUBLIC_SIZE(load) -> __atomic_load_4.  */
#  define SIZE(x) SHIM_CAT (SHIM_CAT (__atomlower_, x), SHIM_CAT (_, N))
#  define PUBLIC_SIZE(x) SHIM_CAT (SHIM_CAT (__atomic_, x), SHIM_CAT (_, N))
#  define SHIM_EXPORT_N(x) SHIM_PUBLIC (SIZE (x), PUBLIC_SIZE (x))

#  define HAVE_BUILTIN SHIM_CAT (SHIM_BUILTIN_, N)
#  define HAVE_BUILTIN_LDST SHIM_CAT (SHIM_BUILTIN_LDST_, N)
#  define HAVE_ARCH SHIM_CAT (SHIM_ARCH_, N)
#  define HAVE_ARCH_LDST SHIM_CAT (SHIM_ARCH_LDST_, N)
#  define HAVE_MASKED SHIM_CAT (SHIM_MASKED_, N)

#  if HAVE_BUILTIN
#   define shim_lf_cas shim_builtin_cas
#  elif HAVE_ARCH
#   define shim_lf_cas SHIM_CAT (shim_arch_cas_, N)
#  elif HAVE_MASKED
#   define shim_lf_cas shim_masked_cas
#  endif

#  if HAVE_BUILTIN
SHIM_DEFINE_BUILTIN_CAS (shim_builtin_cas, UTYPE)
#  endif

#  if HAVE_MASKED
/* MASKED rung: the aligned 4-byte word W holding the N-byte object.
 *
 *     w = load (W)
 *   loop:
 *     if ((w & mask) >> shift != expected)   fail, report the observed value
 *     if CAS (W, w -> (w & ~mask) | desired << shift)   done
 *     (w now holds the fresh word; a change to a neighbouring byte retries)
 *
 * This is a strong CAS on the object alone.  It interoperates with any other
 * correct implementation of the neighbours (plain byte stores, word LL/SC loops):
 * all of them change the word, so the word CAS fails and retries.  */
SHIM_INLINE unsigned
shim_masked_shift (const volatile void *p)
{
  unsigned byte = (uintptr_t) p & 3;
#   if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  byte = 4 - N - byte;
#   endif
  return byte * 8;
}

SHIM_INLINE bool
shim_masked_cas (volatile void *p, UTYPE *e, UTYPE d, int model)
{
  volatile U4 *wp = (volatile U4 *) ((uintptr_t) p & ~(uintptr_t) 3);
  unsigned shift = shim_masked_shift (p);
  U4 mask = (U4) (((U4) 1 << (8 * N)) - 1) << shift;
  int o = shim_order (model);
  U4 w;

  if (o == __ATOMIC_SEQ_CST)
    __atomic_thread_fence (__ATOMIC_SEQ_CST);
  w = __atomic_load_n (wp, __ATOMIC_RELAXED);
  for (;;)
    {
      UTYPE cur = (UTYPE) ((w & mask) >> shift);
      U4 nw;
      bool ok;
      if (cur != *e)
        {
          *e = cur;
          /* The failing CAS is a load with the failure order.  */
          if (o == __ATOMIC_SEQ_CST)
            __atomic_thread_fence (__ATOMIC_SEQ_CST);
          else if (o != __ATOMIC_RELAXED && o != __ATOMIC_RELEASE)
            __atomic_thread_fence (__ATOMIC_ACQUIRE);
          return false;
        }
      nw = (w & ~mask) | ((U4) d << shift);
      ok = shim_word_cas (wp, &w, nw, model);
      if (ok)
        return true;
    }
}

SHIM_INLINE UTYPE
shim_masked_load (const volatile void *p, int model)
{
  const volatile U4 *wp = (const volatile U4 *) ((uintptr_t) p & ~(uintptr_t) 3);
  U4 w;
#   define SHIM_F(o) w = __atomic_load_n (wp, o)
  SHIM_SWITCH_LOAD (model, SHIM_F);
#   undef SHIM_F
  return (UTYPE) (w >> shim_masked_shift (p));
}
#  endif /* HAVE_MASKED */

/* First guess for a CAS loop: a relaxed, possibly torn read.  The CAS checks it,
   so tearing only costs one retry; it saves a round trip when the guess is right.  */
SHIM_INLINE UTYPE
shim_guess (const volatile void *p)
{
#  if HAVE_BUILTIN_LDST
  return __atomic_load_n ((const volatile UTYPE *) p, __ATOMIC_RELAXED);
#  elif N == 16 && SHIM_BUILTIN_LDST_8
  U8 half[2];
  UTYPE v;
  half[0] = __atomic_load_n ((const volatile U8 *) p, __ATOMIC_RELAXED);
  half[1] = __atomic_load_n ((const volatile U8 *) p + 1, __ATOMIC_RELAXED);
  memcpy (&v, half, sizeof v);
  return v;
#  elif HAVE_MASKED
  return shim_masked_load (p, __ATOMIC_RELAXED);
#  else
  (void) p;
  return 0;
#  endif
}

/* The read-modify-write operations, as data: the templates pass a constant, and
   always_inline folds the switch away.  */
enum shim_op
{
  SHIM_OP_XCHG, SHIM_OP_ADD, SHIM_OP_SUB, SHIM_OP_AND,
  SHIM_OP_OR, SHIM_OP_XOR, SHIM_OP_NAND
};

SHIM_INLINE UTYPE
shim_apply (enum shim_op op, UTYPE a, UTYPE b)
{
  switch (op)
    {
    case SHIM_OP_XCHG: return b;
    case SHIM_OP_ADD: return (UTYPE) (a + b);
    case SHIM_OP_SUB: return (UTYPE) (a - b);
    case SHIM_OP_AND: return (UTYPE) (a & b);
    case SHIM_OP_OR: return (UTYPE) (a | b);
    case SHIM_OP_XOR: return (UTYPE) (a ^ b);
    case SHIM_OP_NAND: return (UTYPE) ~(a & b);
    }
  return b;
}

/* Every read-modify-write below the templates' own BUILTIN rung (each family has
   its own builtin, e.g. lock xadd; the CAS loop here is the same rung, slower):
 *
 *   lock-free:  old = guess; do new = old OP val; while (!cas (p, &old, new));
 *   else:       lock (p, N); old = *p; *p = old OP val; unlock (p, N);
 *
 * Returns the new value when WANT_NEW, else the old one.  */
SHIM_INLINE UTYPE
shim_rmw (volatile void *p, UTYPE val, int model, enum shim_op op, bool want_new)
{
  UTYPE old, new;
#  if defined shim_lf_cas
  if (shim_lock_free (N, p))
    {
      old = shim_guess (p);
      do
        new = shim_apply (op, old, val);
      while (!shim_lf_cas (p, &old, new, model));
      return want_new ? new : old;
    }
#  endif
  shim_lock_obj (p, N, model);
  memcpy (&old, (const void *) p, N);
  new = shim_apply (op, old, val);
  memcpy ((void *) p, &new, N);
  shim_unlock_obj (p, N, model);
  return want_new ? new : old;
}

# endif /* SHIM_HAVE_N */
#endif /* N */

#endif /* SHIM_I_H */
