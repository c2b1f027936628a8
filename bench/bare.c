/* bare.c — the physical limit: each x86-64 instruction alone in a
 * hand-written loop (decrement and branch), for the same cases as ops.c.
 * Orders that share an instruction share a loop (x86-TSO: plain MOV loads and
 * stores at relaxed/acquire/release, LOCK-prefixed RMW at every order; XCHG
 * for a seq_cst store; a locked OR of the stack top for the seq_cst fence, the
 * instruction GCC 12 emits).
 *
 *   cc -O2 [-mcx16 [-mavx]] -DTABLE=bare_base -DVARIANT='"base"' -c bare.c
 */
#include "bench.h"

#if !defined(__x86_64__)
#error "bare.c is x86-64 only"
#endif

#define LOOP(body) ".p2align 5\n1:\n\t" body "\n\tdecq %[n]\n\tjnz 1b"

#define FETCH_ADD(name, sfx, reg)                                            \
  static __attribute__((unused)) uint64_t name(void *p, uint64_t n)                                  \
  { uint64_t acc = 0, t;                                                     \
    if (!n) return 0;                                                        \
    __asm__ __volatile__(LOOP("mov" sfx " $1, %" reg "[t]\n\t"               \
                              "lock xadd" sfx " %" reg "[t], (%[p])\n\t"     \
                              "addq %[t], %[acc]")                           \
                         : [acc] "+r"(acc), [n] "+r"(n), [t] "=&r"(t)        \
                         : [p] "r"(p) : "memory", "cc");                     \
    return acc; }
FETCH_ADD(fa4, "l", "k")
FETCH_ADD(fa8, "q", "q")

#define FETCH_ADD_UNUSED(name, sfx)                                          \
  static __attribute__((unused)) uint64_t name(void *p, uint64_t n)                                  \
  { if (!n) return 0;                                                        \
    __asm__ __volatile__(LOOP("lock add" sfx " $1, (%[p])")                  \
                         : [n] "+r"(n) : [p] "r"(p) : "memory", "cc");       \
    return 0; }
FETCH_ADD_UNUSED(fau4, "l")
FETCH_ADD_UNUSED(fau8, "q")

/* e in %rax: d = e + 1; lock cmpxchg d, (p); on success e = d.  */
#define CAS(name, sfx, reg)                                                  \
  static __attribute__((unused)) uint64_t name(void *p, uint64_t n)                                  \
  { uint64_t e = 0, d;                                                       \
    if (!n) return 0;                                                        \
    __asm__ __volatile__("mov" sfx " (%[p]), %" reg "[e]\n\t"                \
                         LOOP("lea" sfx " 1(%q[e]), %" reg "[d]\n\t"         \
                              "lock cmpxchg" sfx " %" reg "[d], (%[p])\n\t"  \
                              "cmovz" sfx " %" reg "[d], %" reg "[e]")       \
                         : [e] "+a"(e), [n] "+r"(n), [d] "=&r"(d)            \
                         : [p] "r"(p) : "memory", "cc");                     \
    return e; }
CAS(cas4, "l", "k")
CAS(cas8, "q", "q")

#define EXCHANGE(name, sfx, reg)                                             \
  static __attribute__((unused)) uint64_t name(void *p, uint64_t n)                                  \
  { uint64_t acc = 0, t;                                                     \
    if (!n) return 0;                                                        \
    __asm__ __volatile__(LOOP("mov" sfx " %" reg "[n], %" reg "[t]\n\t"      \
                              "xchg" sfx " %" reg "[t], (%[p])\n\t"          \
                              "addq %[t], %[acc]")                           \
                         : [acc] "+r"(acc), [n] "+r"(n), [t] "=&r"(t)        \
                         : [p] "r"(p) : "memory", "cc");                     \
    return acc; }
EXCHANGE(xchg4, "l", "k")
EXCHANGE(xchg8, "q", "q")

#define LOAD(name, sfx, reg)                                                 \
  static __attribute__((unused)) uint64_t name(void *p, uint64_t n)                                  \
  { uint64_t acc = 0, t;                                                     \
    if (!n) return 0;                                                        \
    __asm__ __volatile__(LOOP("mov" sfx " (%[p]), %" reg "[t]\n\t"           \
                              "addq %[t], %[acc]")                           \
                         : [acc] "+r"(acc), [n] "+r"(n), [t] "=&r"(t)        \
                         : [p] "r"(p) : "memory", "cc");                     \
    return acc; }
LOAD(load4, "l", "k")
LOAD(load8, "q", "q")

#define STORE(name, sfx, reg)                                                \
  static __attribute__((unused)) uint64_t name(void *p, uint64_t n)                                  \
  { if (!n) return 0;                                                        \
    __asm__ __volatile__(LOOP("mov" sfx " %" reg "[n], (%[p])")              \
                         : [n] "+r"(n) : [p] "r"(p) : "memory", "cc");       \
    return 0; }
STORE(store4, "l", "k")
STORE(store8, "q", "q")

#define STORE_SC(name, sfx, reg)                                             \
  static __attribute__((unused)) uint64_t name(void *p, uint64_t n)                                  \
  { uint64_t t;                                                              \
    if (!n) return 0;                                                        \
    __asm__ __volatile__(LOOP("mov" sfx " %" reg "[n], %" reg "[t]\n\t"      \
                              "xchg" sfx " %" reg "[t], (%[p])")             \
                         : [n] "+r"(n), [t] "=&r"(t) : [p] "r"(p)            \
                         : "memory", "cc");                                  \
    return 0; }
STORE_SC(store_sc4, "l", "k")
STORE_SC(store_sc8, "q", "q")

/* ops.c's fence case: a relaxed store, then the fence.  */
static __attribute__((unused)) uint64_t fence_sc(void *p, uint64_t n)
{
  if (!n)
    return 0;
  __asm__ __volatile__(LOOP("movq %[n], (%[p])\n\tlock orq $0, (%%rsp)")
                       : [n] "+r"(n) : [p] "r"(p) : "memory", "cc");
  return 0;
}

/* ---- 16 bytes ------------------------------------------------------------ */

/* e in rdx:rax, d = e + 1 in rcx:rbx; on success e = d.  */
static __attribute__((unused)) uint64_t cas16(void *p, uint64_t n)
{
  uint64_t lo, hi, dlo, dhi;
  if (!n)
    return 0;
  __asm__ __volatile__("movq (%[p]), %%rax\n\tmovq 8(%[p]), %%rdx\n\t"
                       LOOP("movq %%rax, %%rbx\n\tmovq %%rdx, %%rcx\n\t"
                            "addq $1, %%rbx\n\tadcq $0, %%rcx\n\t"
                            "lock cmpxchg16b (%[p])\n\t"
                            "cmovzq %%rbx, %%rax\n\tcmovzq %%rcx, %%rdx")
                       : "=&a"(lo), "=&d"(hi), "=&b"(dlo), "=&c"(dhi), [n] "+r"(n)
                       : [p] "r"(p) : "memory", "cc");
  return lo ^ hi;
}

/* Without AVX a 16-byte load is a compare-exchange of 0 with 0.  */
static __attribute__((unused)) uint64_t load16_cx(void *p, uint64_t n)
{
  uint64_t acc = 0, lo, hi, z1 = 0, z2 = 0;
  if (!n)
    return 0;
  __asm__ __volatile__(LOOP("xorl %%eax, %%eax\n\txorl %%edx, %%edx\n\t"
                            "lock cmpxchg16b (%[p])\n\t"
                            "addq %%rax, %[acc]")
                       : [acc] "+r"(acc), [n] "+r"(n), "=&a"(lo), "=&d"(hi), "+b"(z1), "+c"(z2)
                       : [p] "r"(p) : "memory", "cc");
  return acc;
}

/* A store without AVX: compare-exchange until it succeeds; rdx:rax keeps the
   last value seen, which is the value stored by the previous iteration.  */
static __attribute__((unused)) uint64_t store16_cx(void *p, uint64_t n)
{
  uint64_t lo = 0, hi = 0, vhi = 0, v;
  if (!n)
    return 0;
  __asm__ __volatile__(LOOP("movq %[n], %%rbx\n\t"
                            "2: lock cmpxchg16b (%[p])\n\t"
                            "jne 2b")
                       : [n] "+r"(n), "+a"(lo), "+d"(hi), "=&b"(v), "+c"(vhi)
                       : [p] "r"(p) : "memory", "cc");
  return 0;
}

#ifdef __AVX__
static __attribute__((unused)) uint64_t load16_avx(void *p, uint64_t n)
{
  uint64_t acc;
  if (!n)
    return 0;
  __asm__ __volatile__("vpxor %%xmm1, %%xmm1, %%xmm1\n\t"
                       LOOP("vmovdqa (%[p]), %%xmm0\n\t"
                            "vpaddq %%xmm0, %%xmm1, %%xmm1")
                       "\n\tvmovq %%xmm1, %[acc]"
                       : [acc] "=r"(acc), [n] "+r"(n)
                       : [p] "r"(p) : "memory", "cc", "xmm0", "xmm1");
  return acc;
}

static __attribute__((unused)) uint64_t store16_avx(void *p, uint64_t n)
{
  if (!n)
    return 0;
  __asm__ __volatile__(LOOP("vmovq %[n], %%xmm0\n\t"
                            "vmovdqa %%xmm0, (%[p])")
                       : [n] "+r"(n) : [p] "r"(p) : "memory", "cc", "xmm0");
  return 0;
}

static __attribute__((unused)) uint64_t store16_avx_sc(void *p, uint64_t n)
{
  if (!n)
    return 0;
  __asm__ __volatile__(LOOP("vmovq %[n], %%xmm0\n\t"
                            "vmovdqa %%xmm0, (%[p])\n\t"
                            "lock orq $0, (%%rsp)")
                       : [n] "+r"(n) : [p] "r"(p) : "memory", "cc", "xmm0");
  return 0;
}
#endif

/* ---- the table ----------------------------------------------------------- */
#define E(name, fn) { "bare", VARIANT, name, fn },
#define RMW(op, w, fn) E(op "." #w ".relaxed", fn) E(op "." #w ".acquire", fn) \
                       E(op "." #w ".release", fn) E(op "." #w ".seq_cst", fn)
#define W(w)                                                                 \
  RMW("fetch_add", w, fa##w) RMW("fetch_add_unused", w, fau##w)              \
  RMW("cas", w, cas##w) RMW("exchange", w, xchg##w)                          \
  E("load." #w ".relaxed", load##w) E("load." #w ".acquire", load##w)        \
  E("load." #w ".seq_cst", load##w)                                          \
  E("store." #w ".relaxed", store##w) E("store." #w ".release", store##w)    \
  E("store." #w ".seq_cst", store_sc##w)

const struct bench_entry TABLE[] = {
#if !defined(__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16)
  W(4) W(8)
  E("fence.0.seq_cst", fence_sc)
#else
  RMW("cas", 16, cas16)
# ifdef __AVX__
  E("load.16.relaxed", load16_avx) E("load.16.acquire", load16_avx)
  E("load.16.seq_cst", load16_avx)
  E("store.16.relaxed", store16_avx) E("store.16.release", store16_avx)
  E("store.16.seq_cst", store16_avx_sc)
# else
  E("load.16.relaxed", load16_cx) E("load.16.acquire", load16_cx)
  E("load.16.seq_cst", load16_cx)
  E("store.16.relaxed", store16_cx) E("store.16.release", store16_cx)
  E("store.16.seq_cst", store16_cx)
# endif
#endif
  { 0, 0, 0, 0 }
};
