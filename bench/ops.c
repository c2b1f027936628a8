/* ops.c — the one benchmark source every compiler contender builds.
 *
 *   cc -O2 -DTABLE=gcc_base -DCONTENDER='"gcc"' -DVARIANT='"base"' -c ops.c
 *
 * Each operation is a noinline function over a loop of n iterations, taking
 * a pointer to the object's own type (a void * cast inside the function
 * hides the alignment from the plugin, see docs/bench.md): the
 * atomic itself is what the compiler (or the plugin) emits inside the loop.
 * Widths: 1, 2, 4, 8, and 16 where the compiler has __int128 (WITH16=1; on
 * x86-64 only in the cx16/avx variants, WITH16=0 in base).
 */
#include "bench.h"

#ifndef WITH16
#define WITH16 0
#endif
#ifndef WITH1248
#define WITH1248 1
#endif

typedef uint8_t  t1;
typedef uint16_t t2;
typedef uint32_t t4;
typedef uint64_t t8;
#if WITH16
typedef unsigned __int128 t16 __attribute__((aligned(16)));
#endif

#define R __ATOMIC_RELAXED
#define A __ATOMIC_ACQUIRE
#define L __ATOMIC_RELEASE
#define S __ATOMIC_SEQ_CST
/* compare_exchange failure order for a success order.  */
#define FAIL_R R
#define FAIL_A A
#define FAIL_L R
#define FAIL_S S
#define ON_relaxed R
#define ON_acquire A
#define ON_release L
#define ON_seq_cst S
#define FAILON_relaxed R
#define FAILON_acquire A
#define FAILON_release R
#define FAILON_seq_cst S

/* Fold a value of any width into the 64-bit accumulator.  */
#define FOLD(w, v) fold##w(v)
static inline __attribute__((unused)) uint64_t fold1(t1 v) { return v; }
static inline __attribute__((unused)) uint64_t fold2(t2 v) { return v; }
static inline __attribute__((unused)) uint64_t fold4(t4 v) { return v; }
static inline __attribute__((unused)) uint64_t fold8(t8 v) { return v; }
#if WITH16
static inline __attribute__((unused)) uint64_t fold16(t16 v) { return (uint64_t) v ^ (uint64_t) (v >> 64); }
#endif

#define FN(op, w, o) op##_##w##_##o
#if defined(__clang__)
#define NOINL __attribute__((noinline))
#else
#define NOINL __attribute__((noinline, noclone))
#endif

#define DEF_FETCH_ADD(w, o)                                                  \
  NOINL static uint64_t FN(fetch_add, w, o)(t##w *p, uint64_t n)             \
  { uint64_t acc = 0;                                                        \
    for (uint64_t i = 0; i < n; i++)                                         \
      acc += FOLD(w, __atomic_fetch_add(p, 1, ON_##o));             \
    return acc; }
#define DEF_FETCH_ADD_UNUSED(w, o)                                           \
  NOINL static uint64_t FN(fetch_add_unused, w, o)(t##w *p, uint64_t n)      \
  { for (uint64_t i = 0; i < n; i++)                                         \
      __atomic_fetch_add(p, 1, ON_##o);                             \
    return 0; }
/* Alone, every compare_exchange succeeds (expected tracks the value);
   contended, a failure reloads expected and the next iteration retries.  */
#define DEF_CAS(w, o)                                                        \
  NOINL static uint64_t FN(cas, w, o)(t##w *p, uint64_t n)                   \
  { t##w e = __atomic_load_n(p, R);                                 \
    for (uint64_t i = 0; i < n; i++)                                         \
      { t##w d = e + 1;                                                      \
        if (__atomic_compare_exchange_n(p, &e, d, 0, ON_##o,        \
                                        FAILON_##o))                         \
          e = d; }                                                           \
    return FOLD(w, e); }
#define DEF_EXCHANGE(w, o)                                                   \
  NOINL static uint64_t FN(exchange, w, o)(t##w *p, uint64_t n)              \
  { uint64_t acc = 0;                                                        \
    for (uint64_t i = 0; i < n; i++)                                         \
      acc += FOLD(w, __atomic_exchange_n(p, (t##w) i, ON_##o));     \
    return acc; }
#define DEF_LOAD(w, o)                                                       \
  NOINL static uint64_t FN(load, w, o)(t##w *p, uint64_t n)                  \
  { uint64_t acc = 0;                                                        \
    for (uint64_t i = 0; i < n; i++)                                         \
      acc += FOLD(w, __atomic_load_n(p, ON_##o));                   \
    return acc; }
#define DEF_STORE(w, o)                                                      \
  NOINL static uint64_t FN(store, w, o)(t##w *p, uint64_t n)                 \
  { for (uint64_t i = 0; i < n; i++)                                         \
      __atomic_store_n(p, (t##w) i, ON_##o);                        \
    return 0; }

#define RMW_ORDERS(X, w) X(w, relaxed) X(w, acquire) X(w, release) X(w, seq_cst)
#define LOAD_ORDERS(X, w) X(w, relaxed) X(w, acquire) X(w, seq_cst)
#define STORE_ORDERS(X, w) X(w, relaxed) X(w, release) X(w, seq_cst)
#define ALL_OPS(w)                                                           \
  RMW_ORDERS(DEF_FETCH_ADD, w) RMW_ORDERS(DEF_FETCH_ADD_UNUSED, w)           \
  RMW_ORDERS(DEF_CAS, w) RMW_ORDERS(DEF_EXCHANGE, w)                         \
  LOAD_ORDERS(DEF_LOAD, w) STORE_ORDERS(DEF_STORE, w)

#if WITH1248
ALL_OPS(1)
ALL_OPS(2)
ALL_OPS(4)
ALL_OPS(8)
/* A relaxed store before each fence: a loop of fences alone is folded by
   LLVM (adjacent identical fences merge), so the store keeps one per
   iteration, as in a Dekker-style store; fence; load.  */
NOINL static uint64_t fence_0_seq_cst(t8 *p, uint64_t n)
{
  for (uint64_t i = 0; i < n; i++)
    {
      __atomic_store_n(p, i, R);
      __atomic_thread_fence(S);
    }
  return 0;
}
#endif
#if WITH16
ALL_OPS(16)
#endif

/* ---- the table ---------------------------------------------------------- */
/* The functions take a typed pointer (as ordinary code would); the harness
   calls them through bench_fn, which passes the pointer the same way.  */
#define E(op, w, o) { CONTENDER, VARIANT, #op "." #w "." #o, (bench_fn) FN(op, w, o) },
#define E_FA(w, o) E(fetch_add, w, o)
#define E_FAU(w, o) E(fetch_add_unused, w, o)
#define E_CAS(w, o) E(cas, w, o)
#define E_X(w, o) E(exchange, w, o)
#define E_L(w, o) E(load, w, o)
#define E_S(w, o) E(store, w, o)
#define ALL_ENTRIES(w)                                                       \
  RMW_ORDERS(E_FA, w) RMW_ORDERS(E_FAU, w) RMW_ORDERS(E_CAS, w)              \
  RMW_ORDERS(E_X, w) LOAD_ORDERS(E_L, w) STORE_ORDERS(E_S, w)

const struct bench_entry TABLE[] = {
#if WITH1248
  ALL_ENTRIES(1) ALL_ENTRIES(2) ALL_ENTRIES(4) ALL_ENTRIES(8)
  E(fence, 0, seq_cst)
#endif
#if WITH16
  ALL_ENTRIES(16)
#endif
  { 0, 0, 0, 0 }
};
