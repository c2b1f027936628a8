/* ck.c — Concurrency Kit (libck-dev) for the cases it has an operation for,
 * built by GCC without the plugin.  CK's x86-64 read-modify-writes are
 * LOCK-prefixed (full barriers) whatever the order; orders map to CK's
 * fences around plain ck_pr_load/ck_pr_store as CK's documentation does
 * (ck_pr_fence_acquire/release are compiler barriers under CK_MD_TSO; a
 * seq_cst store is ck_pr_fas, CK's exchange; the seq_cst fence is
 * ck_pr_fence_memory, an MFENCE).  16 bytes: ck_pr_cas_64_2_value and
 * ck_pr_load_64_2 (both cmpxchg16b); CK has no 16-byte store.
 */
#include "bench.h"
#include <ck_pr.h>

#define U __attribute__((unused))

#define Q(w) ((uint##w##_t *) p)
#define OPS(w)                                                               \
  static U uint64_t fa##w(void *p, uint64_t n)                               \
  { uint64_t acc = 0;                                                        \
    for (uint64_t i = 0; i < n; i++) acc += ck_pr_faa_##w(Q(w), 1);             \
    return acc; }                                                            \
  static U uint64_t fau##w(void *p, uint64_t n)                              \
  { for (uint64_t i = 0; i < n; i++) ck_pr_add_##w(Q(w), 1);                    \
    return 0; }                                                              \
  static U uint64_t cas##w(void *p, uint64_t n)                              \
  { uint##w##_t e = ck_pr_load_##w(Q(w)), o;                                    \
    for (uint64_t i = 0; i < n; i++)                                         \
      { uint##w##_t d = e + 1;                                               \
        e = ck_pr_cas_##w##_value(Q(w), e, d, &o) ? d : o; }                    \
    return e; }                                                              \
  static U uint64_t xchg##w(void *p, uint64_t n)                             \
  { uint64_t acc = 0;                                                        \
    for (uint64_t i = 0; i < n; i++) acc += ck_pr_fas_##w(Q(w), (uint##w##_t) i); \
    return acc; }                                                            \
  static U uint64_t ld##w(void *p, uint64_t n)                               \
  { uint64_t acc = 0;                                                        \
    for (uint64_t i = 0; i < n; i++) acc += ck_pr_load_##w(Q(w));               \
    return acc; }                                                            \
  static U uint64_t ld_acq##w(void *p, uint64_t n)                           \
  { uint64_t acc = 0;                                                        \
    for (uint64_t i = 0; i < n; i++)                                         \
      { acc += ck_pr_load_##w(Q(w)); ck_pr_fence_acquire(); }                   \
    return acc; }                                                            \
  static U uint64_t st##w(void *p, uint64_t n)                               \
  { for (uint64_t i = 0; i < n; i++) ck_pr_store_##w(Q(w), (uint##w##_t) i);    \
    return 0; }                                                              \
  static U uint64_t st_rel##w(void *p, uint64_t n)                           \
  { for (uint64_t i = 0; i < n; i++)                                         \
      { ck_pr_fence_release(); ck_pr_store_##w(Q(w), (uint##w##_t) i); }        \
    return 0; }                                                              \
  static U uint64_t st_sc##w(void *p, uint64_t n)                            \
  { for (uint64_t i = 0; i < n; i++) (void) ck_pr_fas_##w(Q(w), (uint##w##_t) i); \
    return 0; }
OPS(32)
OPS(64)

static U uint64_t fence_mem(void *p, uint64_t n)
{
  for (uint64_t i = 0; i < n; i++)
    {
      ck_pr_store_64((uint64_t *) p, i);
      ck_pr_fence_memory();
    }
  return 0;
}

#undef Q
static U uint64_t cas16(void *p, uint64_t n)
{
  uint64_t e[2], d[2], o[2];
  ck_pr_load_64_2(p, e);
  for (uint64_t i = 0; i < n; i++)
    {
      d[0] = e[0] + 1;
      d[1] = e[1] + (d[0] == 0);
      if (ck_pr_cas_64_2_value(p, e, d, o))
        e[0] = d[0], e[1] = d[1];
      else
        e[0] = o[0], e[1] = o[1];
    }
  return e[0];
}

static U uint64_t ld16(void *p, uint64_t n)
{
  uint64_t acc = 0, v[2];
  for (uint64_t i = 0; i < n; i++)
    {
      ck_pr_load_64_2(p, v);
      acc += v[0] ^ v[1];
    }
  return acc;
}

#define E(name, fn) { "ck", VARIANT, name, fn },
#define RMW(op, w, f) E(op "." #w ".relaxed", f) E(op "." #w ".acquire", f) \
                      E(op "." #w ".release", f) E(op "." #w ".seq_cst", f)
#define W(w, b)                                                              \
  RMW("fetch_add", w, fa##b) RMW("fetch_add_unused", w, fau##b)              \
  RMW("cas", w, cas##b) RMW("exchange", w, xchg##b)                          \
  E("load." #w ".relaxed", ld##b) E("load." #w ".acquire", ld_acq##b)        \
  E("store." #w ".relaxed", st##b) E("store." #w ".release", st_rel##b)      \
  E("store." #w ".seq_cst", st_sc##b)

const struct bench_entry TABLE[] = {
#if !defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16)
  W(4, 32) W(8, 64)
  E("fence.0.seq_cst", fence_mem)
#else
  RMW("cas", 16, cas16)
  E("load.16.relaxed", ld16) E("load.16.acquire", ld16) E("load.16.seq_cst", ld16)
#endif
  { 0, 0, 0, 0 }
};
