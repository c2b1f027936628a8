/* shim-stress.c — libatomlower under threads and fork().
 *
 *  1. counters: NT threads increment, through the library, objects on every rung:
 *     misaligned 4 and 8 bytes (locks), 16 bytes aligned (cmpxchg16b on x86-64)
 *     and misaligned (locks), three sub-word counters sharing one 4-byte word
 *     (masked word CAS on riscv64), a 12-byte object updated by a generic
 *     compare-exchange loop; an 8-byte xor that must cancel out; an aligned 8-byte
 *     counter; and where the library has them (32-bit Arm before v6K) the
 *     __sync_*_N entry points on bytes of one word, a halfword, a word (a
 *     __sync_bool_compare_and_swap_4 loop) and 8 bytes.  No update may be lost.
 *  2. torn reads: writers store objects filled with one repeated byte, readers
 *     check every load is uniform: 32 bytes across two cache lines, 32 bytes across
 *     the 4 KiB boundary (its stripes wrap around the table), 8 KiB (takes every
 *     stripe), 16 bytes aligned (vmovdqa / cmpxchg16b on x86-64).
 *  3. fork(): while threads hammer the locked paths, fork repeatedly; each child
 *     must complete locked operations on every stripe (a stripe inherited held
 *     would deadlock it: the child has a 5 s alarm).
 * A watchdog turns a hang into a FAIL line.  SHIM_STRESS_ITERS scales phase 1 and 2.
 */
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "shim-abi.h"

#define NT 4
#if defined __arm__ && !defined __ARM_FEATURE_LDREX
/* armv5: every RMW is a kernel-helper call, which qemu-arm emulates slowly
   (~7 s at the default count); a quarter keeps the run at ~2 s.  */
static long iters = 50000;
#else
static long iters = 200000;   /* ~0.5 s natively on 2 cores, ~2 s under qemu */
#endif
static int failures;
/* ATOMLOWER_TEST_SKIP16=1: execute no 16-byte operation (see shim-test.c).  */
static bool skip16;

#define FAIL(...)                                                             \
  do                                                                          \
    {                                                                         \
      printf ("FAIL: shim-stress: " __VA_ARGS__);                             \
      printf ("\n");                                                          \
      __atomic_fetch_add (&failures, 1, __ATOMIC_RELAXED);                    \
    }                                                                         \
  while (0)

/* All objects live in one 4 KiB-aligned arena, so their stripes are known.  */
static unsigned char arena[4 * 4096] __attribute__ ((aligned (4096)));
static unsigned char big[8192] __attribute__ ((aligned (64)));
#define C4M (arena + 64 + 1)          /* 4 bytes, misaligned */
#define C8M (arena + 128 + 3)         /* 8 bytes, misaligned */
#define X8M (arena + 144 + 5)         /* 8 bytes, misaligned, xor */
#define C16A (arena + 192)            /* 16 bytes, aligned */
#define C16M (arena + 256 + 8)        /* 16 bytes, misaligned */
#define C1A (arena + 320)             /* 1 + 1 + 2 bytes in one word */
#define C1B (arena + 321)
#define C2 (arena + 322)
#define G12 (arena + 384 + 5)         /* 12 bytes, generic CAS loop */
#define C8A (arena + 448)             /* 8 bytes, aligned (LDREXD, kuser64, ...) */
#define S1 (arena + 464)              /* __sync_* counters: 1 + 1 + 2 in one word */
#define S1B (arena + 465)
#define S2 (arena + 466)
#define S4 (arena + 468)
#define S8 (arena + 472)
#define SPAN32 (arena + 512 + 48)     /* 32 bytes over two lines */
#define T16 (arena + 704)             /* 16 bytes aligned, torn-read test */
#define WRAP32 (arena + 4096 - 16)    /* 32 bytes over the 4 KiB boundary */
#define HAMMER (arena + 8192)         /* 4 KiB of targets for the fork phase */

static pthread_barrier_t barrier;

/* ---- 1. counters -------------------------------------------------------- */

struct g12 { U8 count; U4 check; } __attribute__ ((packed));
static U4 g12_check (U8 c) { return (U4) (c * 2654435761u) ^ 0x5a5a5a5au; }

static void *
counter_thread (void *arg)
{
  int torn12 = 0;
  long t = (long) arg;
  U8 xpat = 0x0101010101010101ull * (unsigned) (t + 1);
#if T_HAVE_16
  U16 inc16 = 1 + ((U16) 1 << 64);   /* carries in both halves */
#endif
  pthread_barrier_wait (&barrier);
  for (long i = 0; i < iters; i++)
    {
      if (t & 1)
        {
          t_sub_fetch_4 (C4M, (U4) -1, 5);
          t_fetch_sub_8 (C8M, (U8) -1, 0);
        }
      else
        {
          t_fetch_add_4 (C4M, 1, 5);
          t_add_fetch_8 (C8M, 1, 4);
        }
      t_fetch_xor_8 (X8M, xpat, 3);
#if T_HAVE_16
      if (!skip16)
        {
          t_fetch_add_16 (C16A, inc16, 5);
          t_add_fetch_16 (C16M, inc16, 0);
        }
#endif
      t_fetch_add_8 (C8A, 1, 0);
#if T_HAVE_SYNC_1
      t_sync_fetch_and_add_1 (S1, 1);
      t_sync_add_and_fetch_1 (S1B, 5);
#endif
#if T_HAVE_SYNC_2
      t_sync_fetch_and_sub_2 (S2, (U2) -3);
#endif
#if T_HAVE_SYNC_4
      {
        U4 old = t_load_4 (S4, 0);
        while (!t_sync_bool_compare_and_swap_4 (S4, old, old + 1))
          old = t_load_4 (S4, 0);
      }
#endif
#if T_HAVE_SYNC_8
      t_sync_add_and_fetch_8 (S8, 1);
#endif
      t_fetch_add_1 (C1A, 1, 5);
      t_add_fetch_1 (C1B, 3, 2);
      t_fetch_add_2 (C2, 7, 4);
      {
        struct g12 cur, next;
        t_load (12, G12, &cur, 0);
        do
          {
            /* A torn value cannot match memory: the CAS fails and reloads.  */
            if (cur.check != g12_check (cur.count) && torn12++ < 3)
              FAIL ("torn 12-byte generic load: count %llu check %08x",
                    (unsigned long long) cur.count, cur.check);
            next.count = cur.count + 1;
            next.check = g12_check (next.count);
          }
        while (!t_compare_exchange (12, G12, &cur, &next, 5, 0));
      }
    }
  return NULL;
}

static void
phase_counters (void)
{
  pthread_t th[NT];
  struct g12 g0 = { 0, g12_check (0) }, g;
  U8 total = (U8) NT * (U8) iters;

  t_store (12, G12, &g0, 5);
  pthread_barrier_init (&barrier, NULL, NT);
  for (long t = 0; t < NT; t++)
    pthread_create (&th[t], NULL, counter_thread, (void *) t);
  for (int t = 0; t < NT; t++)
    pthread_join (th[t], NULL);
  pthread_barrier_destroy (&barrier);

  if (t_load_4 (C4M, 5) != (U4) total)
    FAIL ("lost updates, 4-byte misaligned: %u of %llu", t_load_4 (C4M, 5),
          (unsigned long long) total);
  if (t_load_8 (C8M, 5) != total)
    FAIL ("lost updates, 8-byte misaligned: %llu of %llu",
          (unsigned long long) t_load_8 (C8M, 5), (unsigned long long) total);
  if (t_load_8 (X8M, 5) != ((iters & 1) ? 0x0101010101010101ull * (1 ^ 2 ^ 3 ^ 4) : 0))
    FAIL ("lost updates, 8-byte xor: %016llx",
          (unsigned long long) t_load_8 (X8M, 5));
#if T_HAVE_16
  if (!skip16)
  {
    U16 want = (U16) total + ((U16) total << 64);
    if (t_load_16 (C16A, 5) != want)
      FAIL ("lost updates, 16-byte aligned: low %llu high %llu of %llu",
            (unsigned long long) t_load_16 (C16A, 5),
            (unsigned long long) (t_load_16 (C16A, 5) >> 64),
            (unsigned long long) total);
    if (t_load_16 (C16M, 5) != want)
      FAIL ("lost updates, 16-byte misaligned: low %llu high %llu of %llu",
            (unsigned long long) t_load_16 (C16M, 5),
            (unsigned long long) (t_load_16 (C16M, 5) >> 64),
            (unsigned long long) total);
  }
#endif
  if (t_load_1 (C1A, 5) != (U1) total)
    FAIL ("lost updates, byte 0 of a shared word: %u, want %u", t_load_1 (C1A, 5),
          (U1) total);
  if (t_load_1 (C1B, 5) != (U1) (3 * total))
    FAIL ("lost updates, byte 1 of a shared word: %u, want %u", t_load_1 (C1B, 5),
          (U1) (3 * total));
  if (t_load_2 (C2, 5) != (U2) (7 * total))
    FAIL ("lost updates, half 1 of a shared word: %u, want %u", t_load_2 (C2, 5),
          (U2) (7 * total));
  if (t_load_8 (C8A, 5) != total)
    FAIL ("lost updates, 8-byte aligned: %llu of %llu",
          (unsigned long long) t_load_8 (C8A, 5), (unsigned long long) total);
#if T_HAVE_SYNC_1
  if (t_load_1 (S1, 5) != (U1) total || t_load_1 (S1B, 5) != (U1) (5 * total))
    FAIL ("lost updates, __sync_*_1 on bytes of one word: %u %u, want %u %u",
          t_load_1 (S1, 5), t_load_1 (S1B, 5), (U1) total, (U1) (5 * total));
#endif
#if T_HAVE_SYNC_2
  if (t_load_2 (S2, 5) != (U2) (3 * total))
    FAIL ("lost updates, __sync_fetch_and_sub_2: %u, want %u", t_load_2 (S2, 5),
          (U2) (3 * total));
#endif
#if T_HAVE_SYNC_4
  if (t_load_4 (S4, 5) != (U4) total)
    FAIL ("lost updates, __sync_bool_compare_and_swap_4 loop: %u of %llu",
          t_load_4 (S4, 5), (unsigned long long) total);
#endif
#if T_HAVE_SYNC_8
  if (t_load_8 (S8, 5) != total)
    FAIL ("lost updates, __sync_add_and_fetch_8: %llu of %llu",
          (unsigned long long) t_load_8 (S8, 5), (unsigned long long) total);
#endif
  t_load (12, G12, &g, 5);
  if (g.count != total || g.check != g12_check (g.count))
    FAIL ("lost updates, 12-byte generic CAS loop: %llu of %llu",
          (unsigned long long) g.count, (unsigned long long) total);
}

/* ---- 2. torn reads ---------------------------------------------------------- */

static int writers_left;
static long torn;

static void
fill (unsigned char *b, size_t n, unsigned k)
{
  memset (b, (int) (k & 0xff), n);
}

static bool
uniform (const unsigned char *b, size_t n)
{
  for (size_t i = 1; i < n; i++)
    if (b[i] != b[0])
      return false;
  return true;
}

static void *
writer_thread (void *arg)
{
  long t = (long) arg;
  unsigned char buf[32];
  static unsigned char bigbuf[2][sizeof big];
  pthread_barrier_wait (&barrier);
  for (long i = 0; i < iters; i++)
    {
      unsigned k = (unsigned) (t * 131 + i);
      fill (buf, 32, k);
      t_store (32, SPAN32, buf, 5);
      fill (buf, 32, k + 1);
      t_exchange (32, WRAP32, buf, buf, 4);
#if T_HAVE_16
      if (!skip16)
      {
        U16 v;
        fill ((unsigned char *) &v, 16, k + 2);
        if (i & 1)
          t_store_16 (T16, v, (i & 2) ? 5 : 3);
        else
          (void) t_exchange_16 (T16, v, 5);
      }
#endif
      if ((i & 15) == 0)
        {
          unsigned char *bb = bigbuf[t & 1];
          fill (bb, sizeof big, k + 3);
          t_store (sizeof big, big, bb, 5);
        }
    }
  __atomic_fetch_sub (&writers_left, 1, __ATOMIC_RELEASE);
  return NULL;
}

static void *
reader_thread (void *arg)
{
  unsigned char buf[32];
  static unsigned char bigbuf[2][sizeof big];
  long t = (long) arg, n = 0;
  pthread_barrier_wait (&barrier);
  while (__atomic_load_n (&writers_left, __ATOMIC_ACQUIRE) > 0)
    {
      t_load (32, SPAN32, buf, 2);
      if (!uniform (buf, 32))
        __atomic_fetch_add (&torn, 1, __ATOMIC_RELAXED);
      t_load (32, WRAP32, buf, 5);
      if (!uniform (buf, 32))
        __atomic_fetch_add (&torn, 1, __ATOMIC_RELAXED);
#if T_HAVE_16
      if (!skip16)
      {
        U16 v = t_load_16 (T16, (n & 1) ? 5 : 2);
        if (!uniform ((unsigned char *) &v, 16))
          __atomic_fetch_add (&torn, 1, __ATOMIC_RELAXED);
      }
#endif
      if ((++n & 15) == 0)
        {
          unsigned char *bb = bigbuf[t & 1];
          t_load (sizeof big, big, bb, 5);
          if (!uniform (bb, sizeof big))
            __atomic_fetch_add (&torn, 1, __ATOMIC_RELAXED);
        }
    }
  return NULL;
}

static void
phase_torn (void)
{
  pthread_t th[NT];
  unsigned char buf[32];
  fill (buf, 32, 0);
  t_store (32, SPAN32, buf, 5);
  t_store (32, WRAP32, buf, 5);
  writers_left = NT / 2;
  pthread_barrier_init (&barrier, NULL, NT);
  for (long t = 0; t < NT; t++)
    pthread_create (&th[t], NULL, t < NT / 2 ? writer_thread : reader_thread,
                    (void *) t);
  for (int t = 0; t < NT; t++)
    pthread_join (th[t], NULL);
  pthread_barrier_destroy (&barrier);
  if (torn)
    FAIL ("%ld torn reads of 32-byte / 16-byte / 8 KiB objects", torn);
}

/* ---- 3. fork ---------------------------------------------------------------- */

static int hammer_stop;

static void *
hammer_thread (void *arg)
{
  long t = (long) arg;
  unsigned char buf[24];
  unsigned k = 0;
  while (!__atomic_load_n (&hammer_stop, __ATOMIC_ACQUIRE))
    for (int line = 0; line < 64; line++, k++)
      {
        /* 24 bytes at offset 50 of each line: spans two stripes.  */
        fill (buf, sizeof buf, k + (unsigned) t);
        t_store (sizeof buf, HAMMER + 64 * line + 50, buf, 5);
        t_fetch_add_4 (HAMMER + 64 * line + 20, 1, 5);
      }
  return NULL;
}

static int
child_work (void)
{
  unsigned char buf[24];
  static unsigned char bb[sizeof big];
  signal (SIGALRM, SIG_DFL);
  alarm (5);
  for (int line = 0; line < 64; line++)
    {
      t_load (sizeof buf, HAMMER + 64 * line + 50, buf, 5);
      if (!uniform (buf, sizeof buf))
        return 2;
      t_fetch_add_4 (HAMMER + 64 * line + 20, 1, 5);
      t_store (sizeof buf, HAMMER + 64 * line + 50, buf, 5);
    }
  t_load (sizeof big, big, bb, 5);
#if T_HAVE_16
  if (!skip16)
    {
      t_fetch_add_16 (C16A, 1, 5);
      t_fetch_add_16 (C16M, 1, 5);
    }
#endif
  return 0;
}

static void
phase_fork (void)
{
  pthread_t th[2];
  int forks = 40;
  hammer_stop = 0;
  for (long t = 0; t < 2; t++)
    pthread_create (&th[t], NULL, hammer_thread, (void *) t);
  for (int f = 0; f < forks; f++)
    {
      int st;
      pid_t pid;
      usleep (1000);
      pid = fork ();
      if (pid < 0)
        {
          FAIL ("fork: %m");
          break;
        }
      if (pid == 0)
        _exit (child_work ());
      if (waitpid (pid, &st, 0) != pid)
        FAIL ("waitpid: %m");
      else if (WIFSIGNALED (st) && WTERMSIG (st) == SIGALRM)
        {
          FAIL ("fork child %d of %d deadlocked in the lock table", f + 1, forks);
          break;
        }
      else if (!WIFEXITED (st) || WEXITSTATUS (st) != 0)
        {
          FAIL ("fork child %d of %d failed (status %#x)", f + 1, forks, st);
          break;
        }
    }
  __atomic_store_n (&hammer_stop, 1, __ATOMIC_RELEASE);
  for (int t = 0; t < 2; t++)
    pthread_join (th[t], NULL);
}

/* ---- main ------------------------------------------------------------------- */

static void
watchdog (int sig)
{
  static const char msg[] = "FAIL: shim-stress: watchdog expired (deadlock?)\n";
  (void) sig;
  if (write (1, msg, sizeof msg - 1) < 0)
    _exit (3);
  _exit (3);
}

int
main (void)
{
  const char *s = getenv ("SHIM_STRESS_ITERS"), *s16 = getenv ("ATOMLOWER_TEST_SKIP16");
  skip16 = s16 && s16[0] == '1';
  if (s && atol (s) > 0)
    iters = atol (s);
  setvbuf (stdout, NULL, _IONBF, 0);
  signal (SIGALRM, watchdog);
  alarm (300);

  phase_counters ();
  phase_torn ();
  phase_fork ();
  if (failures)
    {
      printf ("FAIL: shim-stress: %d failures\n", failures);
      return 1;
    }
  printf ("PASS: shim-stress: %d threads x %ld iterations, 40 forks%s\n", NT, iters,
          skip16 ? " (16-byte operations skipped)" : "");
  return 0;
}
