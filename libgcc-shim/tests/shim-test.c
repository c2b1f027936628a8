/* shim-test.c — single-thread semantics of every libatomlower entry point.
 *
 * For widths 1, 2, 4, 8, 16 at aligned and misaligned addresses: load/store
 * round trips, exchange, compare-exchange success and failure (the observed value
 * written back), fetch_OP vs OP_fetch for add sub and or xor nand including
 * wrap-around, __atomic_is_lock_free against the plugin's lock-free set
 * (al-lockfree.h, from the lowering library's table), and that no byte outside the object changes.  The generic entry
 * points for sizes 1..64 (3, 5, 7, 12, 24, 32, 64 included), test-and-set,
 * atomic_flag_*, and the fences.  Expected values are computed here, never by
 * GCC's own atomics (docs/design.md §6).
 *
 * Prints one FAIL line per failed check and exits 1; exits 0 after "PASS".
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "shim-abi.h"
#if defined __x86_64__
# include <cpuid.h>
#endif

static int checks, failures;
/* ATOMLOWER_TEST_SKIP16=1: no 16-byte operation is executed (qemu-ppc64le cannot
   run lqarx/stqcx., docs/design.md §6); everything else still runs.  */
static bool skip16;

static void
hex (char *out, const void *v, size_t n)
{
  const unsigned char *b = v;
  /* Most significant byte first on little-endian targets (all of ours).  */
  for (size_t i = 0; i < n; i++)
    sprintf (out + 2 * i, "%02x", b[n - 1 - i]);
}

static void __attribute__ ((format (printf, 2, 3)))
check (bool ok, const char *fmt, ...)
{
  va_list ap;
  checks++;
  if (ok)
    return;
  failures++;
  if (failures > 50)
    return;
  printf ("FAIL: ");
  va_start (ap, fmt);
  vprintf (fmt, ap);
  va_end (ap);
  printf ("\n");
}

/* ---- The arena: objects live inside guard bytes ------------------------- */

#define GUARD 0xa5
static unsigned char arena[512] __attribute__ ((aligned (64)));
#define BASE 128   /* object offset 0 in the arena: 64-aligned */

static unsigned char *
place (size_t off)
{
  memset (arena, GUARD, sizeof arena);
  return arena + BASE + off;
}

static bool
guards_ok (const unsigned char *p, size_t n)
{
  for (size_t i = 0; i < sizeof arena; i++)
    if ((arena + i < p || arena + i >= p + n) && arena[i] != GUARD)
      return false;
  return true;
}

/* ---- The lock-free set this test expects (README.md) -------------------- */

#if defined __powerpc64__ && defined __BIG_ENDIAN__
#include <sys/auxv.h>
#endif
#if defined __x86_64__
static bool
cpu_cx16 (void)
{
  unsigned a, b, c, d;
  return __get_cpuid (1, &a, &b, &c, &d) && (c & (1u << 13));
}
#endif

/* The expected lock-free set is the plugin's (al-lockfree.h, from lower-cells: the
   lowering library's table for this triplet), so the runtime is tested against the
   answers the plugin folds at compile time; -1 (the plugin leaves the question to the
   run time) is resolved here from what the CPU has.  */
#include "al-lockfree.h"
#if defined __riscv
# include <unistd.h>
# include <sys/syscall.h>
#endif

static int
expect_lock_free (size_t n, bool aligned)
{
  if (!aligned)
    return 0;
  int lf;
  switch (n)
    {
    case 1: lf = AL_LOCK_FREE_1; break;
    case 2: lf = AL_LOCK_FREE_2; break;
    case 4: lf = AL_LOCK_FREE_4; break;
    case 8: lf = AL_LOCK_FREE_8; break;
    case 16: lf = AL_LOCK_FREE_16; break;
    default: return 0;
    }
  if (lf >= 0)
    return lf;
#if defined __x86_64__
  /* x86-64 16 bytes: cmpxchg16b, where the CPU has it.  */
  if (n == 16)
    return cpu_cx16 ();
#endif
#if defined __powerpc64__ && defined __BIG_ENDIAN__
  /* Big-endian POWER 16 bytes: lq/stq/lqarx/stqcx. where the CPU has ISA 2.07
     (config/powerpc64.h).  */
  if (n == 16)
    return (getauxval (AT_HWCAP2) & 0x80000000) != 0;   /* PPC_FEATURE2_ARCH_2_07 */
#endif
#if defined __riscv && __riscv_xlen == 64
  /* RV64 16 bytes: amocas.q where the kernel reports Zacas (config/riscv64.h), asked
     here of riscv_hwprobe itself: key 4 (IMA_EXT_0), bit 34 (ZACAS).  */
  if (n == 16)
    {
      struct { long long key; unsigned long long value; } pair = { 4, 0 };
      return syscall (258, &pair, 1, 0, (void *) 0, 0) == 0 && pair.key == 4
             && (pair.value & (1ull << 34)) != 0;
    }
#endif
  /* Elsewhere the plugin leaves the answer to the runtime for widths the runtime
     always makes lock-free: AArch64 16 bytes (LDXP/STXP), RV64 1 and 2 bytes (the
     masked word loop).  */
  return 1;
}

/* The alignment a lock-free N-byte object needs: the plugin's (al-lockfree.h, AL_ALIGN_N:
   N, but 2 for 4 bytes on m68k, whose ABI aligns them so and whose CAS.L takes them).  */
static size_t
T_ALIGN (size_t n)
{
  return n == 2 ? AL_ALIGN_2 : n == 4 ? AL_ALIGN_4 : n == 8 ? AL_ALIGN_8
         : n == 16 ? AL_ALIGN_16 : n;
}

static void
check_lock_free (size_t n, const void *p, bool aligned, const char *what)
{
  int want = expect_lock_free (n, aligned);
  bool got = t_is_lock_free (n, p);
  if (want < 0)
    check (false, "is_lock_free(%zu, %s) = %d, and no expected lock-free set for this target"
           " (add it to expect_lock_free, from libgcc-shim/README.md)", n, what, got);
  else
    check (got == (bool) want, "is_lock_free(%zu, %s) = %d, expected %d", n, what,
           got, want);
}

/* ---- Sized entry points --------------------------------------------------- */

static const int load_orders[] = { 0, 1, 2, 5, 99, 0x10005 };
static const int store_orders[] = { 0, 3, 5, 99 };
static const int rmw_orders[] = { 0, 1, 2, 3, 4, 5 };
static const int cas_orders[][2] = { { 5, 5 }, { 4, 2 }, { 3, 0 }, { 2, 2 },
                                     { 0, 0 }, { 0, 5 } };
static const size_t offsets[] = { 0, 1, 2, 3, 4, 7, 8 };
#define COUNT(a) (sizeof (a) / sizeof (a)[0])

/* A value of width n with every byte different.  */
static void
pattern (void *v, size_t n, unsigned seed)
{
  unsigned char *b = v;
  for (size_t i = 0; i < n; i++)
    b[i] = (unsigned char) (seed * 37 + i * 11 + 1);
}

#define OPS(X, N_)                                                            \
  X (add, a + b, N_) X (sub, a - b, N_) X (and, a & b, N_) X (or, a | b, N_)  \
  X (xor, a ^ b, N_) X (nand, ~(a & b), N_)

#define T_ONE_OP(op, expr, N_)                                                  \
  {                                                                           \
    T want = (T) (expr), r;                                                   \
    char ha[40], hb[40], hr[40], hw[40];                                      \
    memcpy (p, &a, n);                                                        \
    r = t_fetch_##op##_##N_ (p, b, order);                                    \
    hex (ha, &a, n), hex (hb, &b, n), hex (hr, &r, n), hex (hw, &want, n);    \
    check (r == a && memcmp (p, &want, n) == 0 && guards_ok (p, n),           \
           "fetch_" #op "_%zu off %zu order %d: %s op %s returned %s, "       \
           "expected %s then memory %s", n, off, order, ha, hb, hr, ha, hw);  \
    memcpy (p, &a, n);                                                        \
    r = t_##op##_fetch_##N_ (p, b, order);                                    \
    hex (hr, &r, n);                                                          \
    check (r == want && memcmp (p, &want, n) == 0 && guards_ok (p, n),        \
           #op "_fetch_%zu off %zu order %d: %s op %s returned %s, "          \
           "expected %s", n, off, order, ha, hb, hr, hw);                     \
  }

#define TEST_SIZED(N_)                                                        \
  static void test_sized_##N_ (void)                                          \
  {                                                                           \
    typedef U##N_ T;                                                          \
    const size_t n = N_;                                                      \
    for (size_t oi = 0; oi < COUNT (offsets); oi++)                           \
      {                                                                       \
        size_t off = offsets[oi];                                             \
        unsigned char *p = place (off);                                       \
        bool aligned = off % T_ALIGN (n) == 0;                                \
        T v1, v2, v3, r, e;                                                   \
        char what[32];                                                        \
        bool ok;                                                              \
        pattern (&v1, n, 1), pattern (&v2, n, 2), pattern (&v3, n, 3);        \
        snprintf (what, sizeof what, "arena+%zu", off);                       \
        check_lock_free (n, p, aligned, what);                                \
        /* store / load */                                                    \
        for (size_t i = 0; i < COUNT (store_orders); i++)                     \
          {                                                                   \
            place (off);                                                      \
            t_store_##N_ (p, v1, store_orders[i]);                            \
            check (memcmp (p, &v1, n) == 0 && guards_ok (p, n),               \
                   "store_%zu off %zu order %d: memory or guards wrong", n,   \
                   off, store_orders[i]);                                     \
          }                                                                   \
        for (size_t i = 0; i < COUNT (load_orders); i++)                      \
          {                                                                   \
            r = t_load_##N_ (p, load_orders[i]);                              \
            check (r == v1 && guards_ok (p, n),                               \
                   "load_%zu off %zu order %d: wrong value", n, off,          \
                   load_orders[i]);                                           \
          }                                                                   \
        /* exchange */                                                        \
        for (size_t i = 0; i < COUNT (rmw_orders); i++)                       \
          {                                                                   \
            memcpy (p, &v1, n);                                               \
            r = t_exchange_##N_ (p, v2, rmw_orders[i]);                       \
            check (r == v1 && memcmp (p, &v2, n) == 0 && guards_ok (p, n),    \
                   "exchange_%zu off %zu order %d: wrong old value or memory",\
                   n, off, rmw_orders[i]);                                    \
          }                                                                   \
        /* compare_exchange: success, then failure writing back */            \
        for (size_t i = 0; i < COUNT (cas_orders); i++)                       \
          {                                                                   \
            int s = cas_orders[i][0], f = cas_orders[i][1];                   \
            memcpy (p, &v2, n);                                               \
            e = v2;                                                           \
            ok = t_compare_exchange_##N_ (p, &e, v3, s, f);                   \
            check (ok && e == v2 && memcmp (p, &v3, n) == 0                   \
                   && guards_ok (p, n),                                       \
                   "compare_exchange_%zu off %zu (%d,%d) success case: "      \
                   "ok=%d", n, off, s, f, ok);                                \
            e = v1;                                                           \
            ok = t_compare_exchange_##N_ (p, &e, v2, s, f);                   \
            check (!ok && e == v3 && memcmp (p, &v3, n) == 0                  \
                   && guards_ok (p, n),                                       \
                   "compare_exchange_%zu off %zu (%d,%d) failure case: ok=%d, "\
                   "expected not written back or memory changed", n, off, s,  \
                   f, ok);                                                    \
          }                                                                   \
        /* fetch_OP and OP_fetch on value pairs, including wrap-around */     \
        {                                                                     \
          T pairs[6][2];                                                      \
          T ones = (T) ~(T) 0, top = (T) ((T) 1 << (8 * n - 1));              \
          pairs[0][0] = v1, pairs[0][1] = v2;                                 \
          pairs[1][0] = ones, pairs[1][1] = 1;                                \
          pairs[2][0] = 0, pairs[2][1] = 1;                                   \
          pairs[3][0] = ones, pairs[3][1] = ones;                             \
          pairs[4][0] = top, pairs[4][1] = top;                               \
          pairs[5][0] = v3, pairs[5][1] = (T) ~v3;                            \
          for (size_t k = 0; k < COUNT (pairs); k++)                          \
            for (size_t i = 0; i < COUNT (rmw_orders); i++)                   \
              {                                                               \
                T a = pairs[k][0], b = pairs[k][1];                           \
                int order = rmw_orders[i];                                    \
                OPS (T_ONE_OP, N_)                                            \
              }                                                               \
        }                                                                     \
        /* the generic entry points agree with the sized ones */              \
        {                                                                     \
          T g;                                                                \
          t_store (n, p, &v1, 5);                                             \
          check (t_load_##N_ (p, 5) == v1,                                    \
                 "generic store %zu then load_%zu off %zu differ", n, n, off);\
          t_store_##N_ (p, v2, 5);                                            \
          t_load (n, p, &g, 5);                                               \
          check (g == v2, "store_%zu then generic load %zu off %zu differ", n,\
                 n, off);                                                     \
        }                                                                     \
      }                                                                       \
    check_lock_free (n, NULL, true, "NULL");                                  \
  }

TEST_SIZED (1)
TEST_SIZED (2)
TEST_SIZED (4)
TEST_SIZED (8)
#if T_HAVE_16
TEST_SIZED (16)
#endif

/* ---- The legacy __sync_*_N entry points (32-bit Arm before v6K) ----------- */

/* Every call is checked against values computed here: the result, the memory
   after it, and the guard bytes around the object.  Aligned and misaligned
   objects (a misaligned one takes the locks, like the __atomic_* names).  */
#define SYNC_ONE_OP(op, expr, N_)                                             \
  {                                                                           \
    T want = (T) (expr), r;                                                   \
    memcpy (p, &a, n);                                                        \
    r = t_sync_fetch_and_##op##_##N_ (p, b);                                  \
    check (r == a && memcmp (p, &want, n) == 0 && guards_ok (p, n),           \
           "__sync_fetch_and_" #op "_%zu off %zu pair %zu: wrong result or "  \
           "memory", n, off, k);                                              \
    memcpy (p, &a, n);                                                        \
    r = t_sync_##op##_and_fetch_##N_ (p, b);                                  \
    check (r == want && memcmp (p, &want, n) == 0 && guards_ok (p, n),        \
           "__sync_" #op "_and_fetch_%zu off %zu pair %zu: wrong result or "  \
           "memory", n, off, k);                                              \
  }

#define TEST_SYNC(N_)                                                         \
  static void test_sync_##N_ (void)                                           \
  {                                                                           \
    typedef U##N_ T;                                                          \
    const size_t n = N_;                                                      \
    for (size_t oi = 0; oi < COUNT (offsets); oi++)                           \
      {                                                                       \
        size_t off = offsets[oi];                                             \
        unsigned char *p = place (off);                                       \
        T v1, v2, v3, r, ones = (T) ~(T) 0;                                   \
        T pairs[4][2];                                                        \
        pattern (&v1, n, 4), pattern (&v2, n, 5), pattern (&v3, n, 6);        \
        pairs[0][0] = v1, pairs[0][1] = v2;                                   \
        pairs[1][0] = ones, pairs[1][1] = 1;                                  \
        pairs[2][0] = 0, pairs[2][1] = ones;                                  \
        pairs[3][0] = v3, pairs[3][1] = (T) ~v3;                              \
        for (size_t k = 0; k < COUNT (pairs); k++)                            \
          {                                                                   \
            T a = pairs[k][0], b = pairs[k][1];                               \
            OPS (SYNC_ONE_OP, N_)                                             \
          }                                                                   \
        memcpy (p, &v1, n);                                                   \
        r = t_sync_val_compare_and_swap_##N_ (p, v1, v2);                     \
        check (r == v1 && memcmp (p, &v2, n) == 0 && guards_ok (p, n),        \
               "__sync_val_compare_and_swap_%zu off %zu success", n, off);    \
        r = t_sync_val_compare_and_swap_##N_ (p, v1, v3);                     \
        check (r == v2 && memcmp (p, &v2, n) == 0 && guards_ok (p, n),        \
               "__sync_val_compare_and_swap_%zu off %zu failure", n, off);    \
        check (t_sync_bool_compare_and_swap_##N_ (p, v2, v3)                  \
               && memcmp (p, &v3, n) == 0 && guards_ok (p, n),                \
               "__sync_bool_compare_and_swap_%zu off %zu success", n, off);   \
        check (!t_sync_bool_compare_and_swap_##N_ (p, v2, v1)                 \
               && memcmp (p, &v3, n) == 0 && guards_ok (p, n),                \
               "__sync_bool_compare_and_swap_%zu off %zu failure", n, off);   \
        r = t_sync_lock_test_and_set_##N_ (p, v1);                            \
        check (r == v3 && memcmp (p, &v1, n) == 0 && guards_ok (p, n),        \
               "__sync_lock_test_and_set_%zu off %zu", n, off);               \
        t_sync_lock_release_##N_ (p);                                         \
        r = 0;                                                                \
        check (memcmp (p, &r, n) == 0 && guards_ok (p, n),                    \
               "__sync_lock_release_%zu off %zu: memory not 0", n, off);      \
      }                                                                       \
  }

#if T_HAVE_SYNC_1
TEST_SYNC (1)
#endif
#if T_HAVE_SYNC_2
TEST_SYNC (2)
#endif
#if T_HAVE_SYNC_4
TEST_SYNC (4)
#endif
#if T_HAVE_SYNC_8
TEST_SYNC (8)
#endif

static void
test_sync (void)
{
#if T_HAVE_SYNC_1
  test_sync_1 ();
#endif
#if T_HAVE_SYNC_2
  test_sync_2 ();
#endif
#if T_HAVE_SYNC_4
  test_sync_4 ();
#endif
#if T_HAVE_SYNC_8
  test_sync_8 ();
#endif
#if T_HAVE_SYNC_SYNCHRONIZE
  t_sync_synchronize ();
  checks++;
#endif
}

/* ---- Generic entry points, any size ----------------------------------------- */

static void
test_generic (void)
{
  static const size_t sizes[] = { 1, 2, 3, 4, 5, 7, 8, 12, 16, 24, 32, 64 };
  static const size_t goffs[] = { 0, 1, 3, 8, 13 };
  unsigned char v1[64], v2[64], v3[64], buf[64], e[64];

  for (size_t si = 0; si < COUNT (sizes); si++)
    for (size_t oi = 0; oi < COUNT (goffs); oi++)
      {
        size_t n = sizes[si], off = goffs[oi];
        unsigned char *p = place (off);
        bool ok;

        if (n == 16 && skip16)
          continue;
        pattern (v1, n, 11), pattern (v2, n, 12), pattern (v3, n, 13);
        if (n != 1 && n != 2 && n != 4 && n != 8 && n != 16)
          check (!t_is_lock_free (n, p) && !t_is_lock_free (n, NULL),
                 "is_lock_free(%zu) claims a lock-free %zu-byte object", n, n);

        t_store (n, p, v1, 5);
        check (memcmp (p, v1, n) == 0 && guards_ok (p, n),
               "generic store %zu off %zu: memory or guards wrong", n, off);
        memset (buf, 0, sizeof buf);
        t_load (n, p, buf, 2);
        check (memcmp (buf, v1, n) == 0, "generic load %zu off %zu: wrong value", n,
               off);

        memset (buf, 0, sizeof buf);
        t_exchange (n, p, v2, buf, 4);
        check (memcmp (buf, v1, n) == 0 && memcmp (p, v2, n) == 0
               && guards_ok (p, n),
               "generic exchange %zu off %zu: wrong old value or memory", n, off);

        /* exchange with the result in the value's own buffer */
        memcpy (buf, v3, n);
        t_exchange (n, p, buf, buf, 5);
        check (memcmp (buf, v2, n) == 0 && memcmp (p, v3, n) == 0
               && guards_ok (p, n),
               "generic exchange %zu off %zu with val == ret: not swapped", n, off);

        memcpy (e, v3, n);
        ok = t_compare_exchange (n, p, e, v1, 5, 5);
        check (ok && memcmp (e, v3, n) == 0 && memcmp (p, v1, n) == 0
               && guards_ok (p, n),
               "generic compare_exchange %zu off %zu success case: ok=%d", n, off,
               ok);
        memcpy (e, v2, n);
        ok = t_compare_exchange (n, p, e, v3, 4, 2);
        check (!ok && memcmp (e, v1, n) == 0 && memcmp (p, v1, n) == 0
               && guards_ok (p, n),
               "generic compare_exchange %zu off %zu failure case: ok=%d, observed "
               "value not written back or memory changed", n, off, ok);
        /* equal except the last byte: must fail */
        memcpy (e, v1, n);
        e[n - 1] ^= 0x80;
        ok = t_compare_exchange (n, p, e, v3, 0, 0);
        check (!ok && memcmp (e, v1, n) == 0 && memcmp (p, v1, n) == 0,
               "generic compare_exchange %zu off %zu: last byte not compared", n,
               off);
      }
  /* size 0 is harmless */
  {
    unsigned char *p = place (0);
    t_store (0, p, v1, 5);
    t_load (0, p, buf, 5);
    check (guards_ok (p, 0), "generic store of 0 bytes wrote memory");
  }
}

/* ---- Test-and-set, flags, fences ---------------------------------------- */

static void
test_flags (void)
{
  bool (*const tas_n[]) (volatile void *, int) = {
    t_test_and_set, t_test_and_set_1, t_test_and_set_2, t_test_and_set_4,
    t_test_and_set_8,
#if T_HAVE_16
    t_test_and_set_16,
#endif
  };
  for (size_t off = 0; off < 4; off++)
    for (size_t k = 0; k < COUNT (tas_n); k++)
      {
        unsigned char *p = place (off);
        *p = 0;
        check (!tas_n[k] (p, 5) && *p == 1 && guards_ok (p, 1),
               "test_and_set form %zu off %zu on a clear byte", k, off);
        check (tas_n[k] (p, 2) && *p == 1 && guards_ok (p, 1),
               "test_and_set form %zu off %zu on a set byte", k, off);
        t_flag_clear (p);
        check (*p == 0 && guards_ok (p, 1), "atomic_flag_clear off %zu", off);
        check (!t_flag_test_and_set (p) && t_flag_test_and_set (p) && *p == 1,
               "atomic_flag_test_and_set off %zu", off);
        t_flag_clear_explicit (p, 3);
        check (*p == 0, "atomic_flag_clear_explicit off %zu", off);
        check (!t_flag_test_and_set_explicit (p, 0)
               && t_flag_test_and_set_explicit (p, 4) && guards_ok (p, 1),
               "atomic_flag_test_and_set_explicit off %zu", off);
      }
  for (int o = 0; o <= 5; o++)
    {
      t_thread_fence (o);
      t_signal_fence (o);
    }
  checks++;
}

int
main (void)
{
  const char *s16 = getenv ("ATOMLOWER_TEST_SKIP16");
  skip16 = s16 && s16[0] == '1';
  test_sized_1 ();
  test_sized_2 ();
  test_sized_4 ();
  test_sized_8 ();
#if T_HAVE_16
  if (!skip16)
    test_sized_16 ();
#endif
  test_generic ();
  test_flags ();
  test_sync ();
  if (failures)
    {
      printf ("FAIL: shim-test: %d of %d checks failed\n", failures, checks);
      return 1;
    }
  printf ("PASS: shim-test: %d checks (16-byte lock-free: %s%s)\n", checks,
          t_is_lock_free (16, NULL) ? "yes" : "no",
          skip16 ? "; 16-byte operations skipped" : "");
  return 0;
}
