/* ao.c — libatomic_ops (libatomic-ops-dev) for the cases it has an operation
 * for, built by GCC without the plugin.  AO_t is 8 bytes, AO_int_* 4 bytes,
 * AO_double_t 16 bytes.  Order suffixes: none = relaxed, _acquire, _release,
 * _full = seq_cst.  (With GCC >= 4.8, libatomic_ops implements most of these
 * with GCC's own __atomic builtins, so it matches GCC's code there; its
 * 16-byte compare-and-swap is its own cmpxchg16b asm.)
 */
#include "bench.h"
#include <atomic_ops.h>

#define U __attribute__((unused))

#define FA(name, pre, T, sfx)                                                \
  static U uint64_t name##sfx(void *p, uint64_t n)                           \
  { uint64_t acc = 0;                                                        \
    for (uint64_t i = 0; i < n; i++) acc += pre##fetch_and_add##sfx(p, 1);   \
    return acc; }                                                            \
  static U uint64_t name##_unused##sfx(void *p, uint64_t n)                  \
  { for (uint64_t i = 0; i < n; i++) (void) pre##fetch_and_add##sfx(p, 1);   \
    return 0; }
#define CAS(name, pre, T, sfx)                                               \
  static U uint64_t name##sfx(void *p, uint64_t n)                           \
  { T e = pre##load(p);                                                      \
    for (uint64_t i = 0; i < n; i++)                                         \
      { T d = e + 1, o = pre##fetch_compare_and_swap##sfx(p, e, d);          \
        e = o == e ? d : o; }                                                \
    return e; }
#define LD(name, pre, T, sfx)                                                \
  static U uint64_t name##sfx(void *p, uint64_t n)                           \
  { uint64_t acc = 0;                                                        \
    for (uint64_t i = 0; i < n; i++) acc += pre##load##sfx(p);               \
    return acc; }
#define ST(name, pre, T, sfx)                                                \
  static U uint64_t name##sfx(void *p, uint64_t n)                           \
  { for (uint64_t i = 0; i < n; i++) pre##store##sfx(p, (T) i);              \
    return 0; }

#if !defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16)
FA(fa8, AO_, AO_t, ) FA(fa8, AO_, AO_t, _acquire) FA(fa8, AO_, AO_t, _release) FA(fa8, AO_, AO_t, _full)
FA(fa4, AO_int_, unsigned, ) FA(fa4, AO_int_, unsigned, _acquire)
FA(fa4, AO_int_, unsigned, _release) FA(fa4, AO_int_, unsigned, _full)
CAS(cas8, AO_, AO_t, ) CAS(cas8, AO_, AO_t, _acquire) CAS(cas8, AO_, AO_t, _release) CAS(cas8, AO_, AO_t, _full)
CAS(cas4, AO_int_, unsigned, ) CAS(cas4, AO_int_, unsigned, _acquire)
CAS(cas4, AO_int_, unsigned, _release) CAS(cas4, AO_int_, unsigned, _full)
LD(ld8, AO_, AO_t, ) LD(ld8, AO_, AO_t, _acquire) LD(ld8, AO_, AO_t, _full)
LD(ld4, AO_int_, unsigned, ) LD(ld4, AO_int_, unsigned, _acquire) LD(ld4, AO_int_, unsigned, _full)
ST(st8, AO_, AO_t, ) ST(st8, AO_, AO_t, _release) ST(st8, AO_, AO_t, _full)
ST(st4, AO_int_, unsigned, ) ST(st4, AO_int_, unsigned, _release) ST(st4, AO_int_, unsigned, _full)

static U uint64_t fence_full(void *p, uint64_t n)
{
  for (uint64_t i = 0; i < n; i++)
    {
      AO_store(p, i);
      AO_nop_full();
    }
  return 0;
}
#endif

#if defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16) && defined(AO_HAVE_double_compare_and_swap_full)
static U uint64_t cas16(void *p, uint64_t n)
{
  AO_double_t e, d;
  e.AO_val1 = ((volatile AO_double_t *) p)->AO_val1;
  e.AO_val2 = ((volatile AO_double_t *) p)->AO_val2;
  for (uint64_t i = 0; i < n; i++)
    {
      d.AO_val1 = e.AO_val1 + 1;
      d.AO_val2 = e.AO_val2 + (d.AO_val1 == 0);
      if (AO_double_compare_and_swap_full(p, e, d))
        e = d;
      else
        {
          /* libatomic_ops' CAS does not return the observed value.  */
          e.AO_val1 = ((volatile AO_double_t *) p)->AO_val1;
          e.AO_val2 = ((volatile AO_double_t *) p)->AO_val2;
        }
    }
  return e.AO_val1;
}
#endif
#if defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16) && defined(AO_HAVE_double_load_full)
static U uint64_t ld16(void *p, uint64_t n)
{
  uint64_t acc = 0;
  for (uint64_t i = 0; i < n; i++)
    {
      AO_double_t v = AO_double_load_full(p);
      acc += v.AO_val1 ^ v.AO_val2;
    }
  return acc;
}
#endif
#if defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16) && defined(AO_HAVE_double_store_full)
static U uint64_t st16(void *p, uint64_t n)
{
  for (uint64_t i = 0; i < n; i++)
    {
      AO_double_t v;
      v.AO_val1 = i;
      v.AO_val2 = 0;
      AO_double_store_full(p, v);
    }
  return 0;
}
#endif

#define E(name, fn) { "libatomic_ops", VARIANT, name, fn },
#define ORD4(op, w, f) E(op "." #w ".relaxed", f) E(op "." #w ".acquire", f##_acquire) \
                       E(op "." #w ".release", f##_release) E(op "." #w ".seq_cst", f##_full)

const struct bench_entry TABLE[] = {
#if !defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16)
  ORD4("fetch_add", 8, fa8) ORD4("fetch_add", 4, fa4)
  E("fetch_add_unused.8.relaxed", fa8_unused) E("fetch_add_unused.8.acquire", fa8_unused_acquire)
  E("fetch_add_unused.8.release", fa8_unused_release) E("fetch_add_unused.8.seq_cst", fa8_unused_full)
  E("fetch_add_unused.4.relaxed", fa4_unused) E("fetch_add_unused.4.acquire", fa4_unused_acquire)
  E("fetch_add_unused.4.release", fa4_unused_release) E("fetch_add_unused.4.seq_cst", fa4_unused_full)
  ORD4("cas", 8, cas8) ORD4("cas", 4, cas4)
  E("load.8.relaxed", ld8) E("load.8.acquire", ld8_acquire) E("load.8.seq_cst", ld8_full)
  E("load.4.relaxed", ld4) E("load.4.acquire", ld4_acquire) E("load.4.seq_cst", ld4_full)
  E("store.8.relaxed", st8) E("store.8.release", st8_release) E("store.8.seq_cst", st8_full)
  E("store.4.relaxed", st4) E("store.4.release", st4_release) E("store.4.seq_cst", st4_full)
  E("fence.0.seq_cst", fence_full)
#else
# if defined(AO_HAVE_double_compare_and_swap_full)
  E("cas.16.seq_cst", cas16)
# endif
# if defined(AO_HAVE_double_load_full)
  E("load.16.seq_cst", ld16)
# endif
# if defined(AO_HAVE_double_store_full)
  E("store.16.seq_cst", st16)
# endif
#endif
  { 0, 0, 0, 0 }
};
