/* harness.c — the timing harness shared by every contender.
 *
 *   harness list
 *       one line per entry: "<variant> <case> <contender>"
 *   harness run VARIANT CASE THREADS SAMPLE_MS REPS CONTENDER...
 *       Calibrates, per contender, a fixed iteration count n that takes about
 *       SAMPLE_MS, then runs REPS repetitions; each repetition runs every
 *       contender once, interleaved (A B C, B C A, ... so no contender is
 *       always first).  THREADS 1: the caller pinned to CPU 0; THREADS 2: a
 *       second thread pinned to CPU 1 runs the same function on the same
 *       object (the same cache line) at the same time.  Prints
 *         n <contender> <iterations per thread>
 *         rep <r> <contender> <ops/s, all threads>
 *         unclean <samples whose threads were descheduled despite retries>
 *       (how time is taken: see sample()).
 *
 * The contender tables are weak: a harness linked without, say, ck.o simply
 * has no "ck" entries.
 */
#define _GNU_SOURCE
#include "bench.h"

#include <pthread.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define TABLES(X)                                                             \
  X(al_base) X(al_cx16) X(al_avx) X(gcc_base) X(gcc_cx16) X(gcc_avx)          \
  X(clang_base) X(clang_cx16) X(clang_avx) X(ao_base) X(ao_cx16) X(ao_avx)    \
  X(ck_base) X(ck_cx16) X(ck_avx) X(bare_base) X(bare_cx16) X(bare_avx)
#define DECL(t) extern const struct bench_entry t[] __attribute__((weak));
TABLES(DECL)
#define REF(t) t,
static const struct bench_entry *const tables[] = { TABLES(REF) };
#define N_TABLES (sizeof tables / sizeof tables[0])

/* The object: 16-byte aligned, alone on its cache line (both threads use it).  */
static union { unsigned char bytes[128]; long double align; } obj __attribute__((aligned(128)));
static volatile uint64_t sink;

static double now(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static void pin(int cpu)
{
  cpu_set_t set;
  long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
  if (ncpu < 2)
    return;
  CPU_ZERO(&set);
  CPU_SET(cpu % ncpu, &set);
  sched_setaffinity(0, sizeof set, &set);  /* best effort */
}

static const struct bench_entry *find(const char *variant, const char *name, const char *contender)
{
  for (size_t t = 0; t < N_TABLES; t++)
    if (tables[t])
      for (const struct bench_entry *e = tables[t]; e->name; e++)
        if (!strcmp(e->variant, variant) && !strcmp(e->name, name) && !strcmp(e->contender, contender))
          return e;
  return NULL;
}

/* ---- one sample -----------------------------------------------------------
 * One thread: the time is the thread's own CPU time (CLOCK_THREAD_CPUTIME_ID),
 * so on a shared, busy machine the time another process ran is not charged.
 * Two threads: the time is wall time from `go` until both are done (the
 * worker is started first and spins, so its start-up is not timed); the
 * sample only counts when both threads really ran together: each thread's
 * CPU time must cover at least 80% of its wall time, and the worker must have
 * started within 2% of the sample.  Otherwise the sample is repeated (up to
 * MAX_TRIES; then the most overlapped one is kept and counted as "unclean").  */

#define MAX_TRIES 3

static double thread_cpu(void)
{
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

struct worker {
  bench_fn fn;
  uint64_t n;
  int ready, go;
  double w0, w1, cpu;
};

static void *worker_main(void *arg)
{
  struct worker *w = arg;
  pin(1);
  __atomic_store_n(&w->ready, 1, __ATOMIC_RELEASE);
  while (!__atomic_load_n(&w->go, __ATOMIC_ACQUIRE))
    ;
  w->w0 = now();
  double c0 = thread_cpu();
  sink = w->fn(obj.bytes, w->n);
  w->cpu = thread_cpu() - c0;
  w->w1 = now();
  return NULL;
}

struct result { double secs, ops_per_sec, overlap; };

static struct result sample_once(bench_fn fn, uint64_t n, int threads)
{
  struct result r;
  memset(obj.bytes, 0, sizeof obj.bytes);
  if (threads == 1)
    {
      double c0 = thread_cpu();
      sink = fn(obj.bytes, n);
      r.secs = thread_cpu() - c0;
      if (r.secs <= 0)
        r.secs = 1e-9;
      r.ops_per_sec = n / r.secs;
      r.overlap = 1;
      return r;
    }
  struct worker w = { fn, n, 0, 0, 0, 0, 0 };
  pthread_t th;
  if (pthread_create(&th, NULL, worker_main, &w))
    {
      perror("pthread_create");
      exit(1);
    }
  while (!__atomic_load_n(&w.ready, __ATOMIC_ACQUIRE))
    sched_yield();  /* the new thread may still be on this CPU */
  double t0 = now();
  __atomic_store_n(&w.go, 1, __ATOMIC_RELEASE);
  double c0 = thread_cpu();
  sink = fn(obj.bytes, n);
  double mine = thread_cpu() - c0, t1 = now();
  pthread_join(th, NULL);
  double end = t1 > w.w1 ? t1 : w.w1;
  r.secs = end - t0 > 0 ? end - t0 : 1e-9;
  r.ops_per_sec = 2.0 * n / r.secs;
  double o1 = mine / (t1 - t0 > 0 ? t1 - t0 : 1e-9);
  double o2 = w.cpu / (w.w1 - w.w0 > 0 ? w.w1 - w.w0 : 1e-9);
  r.overlap = o1 < o2 ? o1 : o2;
  if (w.w0 - t0 > 0.02 * r.secs)
    r.overlap *= 0.5;
  return r;
}

static int unclean;

static struct result sample(bench_fn fn, uint64_t n, int threads)
{
  struct result best = sample_once(fn, n, threads);
  /* After a few unclean samples the machine is busy: retrying only costs
     time, so stop retrying and let the count say so.  */
  int tries = unclean >= 4 ? 1 : MAX_TRIES;
  for (int k = 1; k < tries && best.overlap < 0.8; k++)
    {
      struct result r = sample_once(fn, n, threads);
      if (r.overlap > best.overlap)
        best = r;
    }
  if (best.overlap < 0.8)
    unclean++;
  return best;
}

/* An iteration count that takes about `target` seconds: grow n until a sample
   takes at least a quarter of the target, then scale twice (the first
   samples also warm the caches, the branch predictors and the clock).  */
static uint64_t calibrate(bench_fn fn, int threads, double target)
{
  uint64_t n = 64;
  double t;
  while ((t = sample(fn, n, threads).secs) < target / 4 && n < (1ull << 40))
    n *= t < target / 1000 ? 32 : 4;
  /* Scale from the faster of two samples at the estimated count.  */
  n = (uint64_t) (n * (target / t)) + 16;
  double best = 1e30;
  for (int k = 0; k < 2; k++)
    {
      double tk = sample(fn, n, threads).secs;
      best = tk < best ? tk : best;
    }
  double want = n * (target / best);
  return want < 16 ? 16 : (uint64_t) want;
}

static int run(int argc, char **argv)
{
  if (argc < 7)
    {
      fprintf(stderr, "usage: harness run VARIANT CASE THREADS SAMPLE_MS REPS CONTENDER...\n");
      return 2;
    }
  const char *variant = argv[2], *name = argv[3];
  int threads = atoi(argv[4]);
  double target = atof(argv[5]) / 1000;
  int reps = atoi(argv[6]);
  int nc = argc - 7;
  const struct bench_entry *e[16];
  uint64_t n[16];
  if (nc > 16 || threads < 1 || threads > 2)
    return 2;
  pin(0);
  for (int c = 0; c < nc; c++)
    {
      e[c] = find(variant, name, argv[7 + c]);
      if (!e[c])
        {
          fprintf(stderr, "harness: no %s %s for %s\n", variant, name, argv[7 + c]);
          return 1;
        }
    }
  for (int c = 0; c < nc; c++)
    {
      n[c] = calibrate(e[c]->fn, threads, target);
      printf("n %s %llu\n", e[c]->contender, (unsigned long long) n[c]);
    }
  for (int r = 0; r < reps; r++)
    for (int k = 0; k < nc; k++)
      {
        int c = (k + r) % nc;
        struct result t = sample(e[c]->fn, n[c], threads);
        printf("rep %d %s %.6e\n", r, e[c]->contender, t.ops_per_sec);
        fflush(stdout);
      }
  printf("unclean %d\n", unclean);
  return 0;
}

int main(int argc, char **argv)
{
  if (argc >= 2 && !strcmp(argv[1], "list"))
    {
      for (size_t t = 0; t < N_TABLES; t++)
        if (tables[t])
          for (const struct bench_entry *e = tables[t]; e->name; e++)
            printf("%s %s %s\n", e->variant, e->name, e->contender);
      return 0;
    }
  if (argc >= 2 && !strcmp(argv[1], "run"))
    return run(argc, argv);
  fprintf(stderr, "usage: harness list | harness run VARIANT CASE THREADS SAMPLE_MS REPS CONTENDER...\n");
  return 2;
}
