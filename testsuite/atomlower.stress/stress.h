/* Shared by the stress tests whose threads must really run at the same time to prove anything
   (lost updates, torn loads, broken retry loops, store buffering).  Include this file first.

   A test that cannot conclude -- fewer than two CPUs to run its threads on at once
   (need_two_cpus), or a run in which the threads were seen to overlap too little (need_overlap:
   a loaded machine, one thread done before the others started) -- calls inconclusive: it prints
   "atomlower: unsupported: REASON" and exits with status 77, which the harness reports as
   UNSUPPORTED with the reason (testsuite/lib/atomlower.exp, atomlower_run), never as PASS.  A
   wrong result is checked before the overlap and is a FAIL either way.

   On a loaded machine the threads of a short run may never be on two processors at once.  So
   the threads, once they have done their fixed share, go on (in blocks that keep the expected
   results exact) until enough overlap was seen or the deadline passes (go_on): an idle
   machine stops right after the share, a busy one within the deadline, UNSUPPORTED if the
   overlap still is too small.  */

#ifndef _GNU_SOURCE
#define _GNU_SOURCE	/* sched_getaffinity, CPU_COUNT */
#endif
#include <pthread.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static inline void __attribute__ ((noreturn, format (printf, 1, 2)))
inconclusive (const char *fmt, ...)
{
  va_list ap;
  fputs ("atomlower: unsupported: ", stderr);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputc ('\n', stderr);
  exit (77);
}

/* The processors this process's threads can run on at once: online ones in its affinity mask
   (what nproc counts; taskset -c 0 leaves one).  */
static inline long
cpus_to_run (long *online_p, long *mask_p)
{
  cpu_set_t set;
  long online = sysconf (_SC_NPROCESSORS_ONLN);
  long mask = sched_getaffinity (0, sizeof set, &set) == 0 ? CPU_COUNT (&set) : online;
  if (online_p)
    *online_p = online;
  if (mask_p)
    *mask_p = mask;
  return online < mask ? online : mask;
}

/* The monotonic clock in nanoseconds (long long: a 32-bit long overflows in 2 s).  */
static inline long long
now_ns (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

/* When threads that have done their share stop going on for more overlap (set_deadline).  */
static long long deadline;

static inline void
set_deadline (int seconds)
{
  deadline = now_ns () + seconds * 1000000000LL;
}

/* Whether threads that have done their share go on: one of the N event counts at EVENTS (which
   the threads add to now and then) is below MIN, and the deadline has not passed.  */
static inline int
go_on (unsigned long long *events, int n, unsigned long long min)
{
  for (int i = 0; i < n; i++)
    if (__atomic_load_n (&events[i], __ATOMIC_RELAXED) < min)
      return now_ns () < deadline;
  return 0;
}

/* Two threads must be able to run at the same time.  */
static inline void
need_two_cpus (void)
{
  long online, mask;
  if (cpus_to_run (&online, &mask) < 2)
    inconclusive ("fewer than 2 CPUs to run the threads on at once (%ld online, %ld in the "
		  "affinity mask)", online, mask);
}

/* The threads met at the operations under test at least MIN times: SEEN events that only a
   concurrent thread can cause (a compare-exchange failing on another thread's update, a lock
   found taken, another thread's store seen between two of one's own accesses) out of OF
   operations.  Logs the count either way.  */
static inline void
need_overlap (const char *what, unsigned long long seen, unsigned long long of,
	      unsigned long long min)
{
  fprintf (stderr, "overlap: %s: %llu of %llu (at least %llu needed)\n", what, seen, of, min);
  if (seen < min)
    inconclusive ("the threads hardly overlapped (machine busy?): %s %llu times in %llu "
		  "operations, fewer than %llu", what, seen, of, min);
}

/* Pin the calling thread, number T of the test's threads, to one processor of the process's
   affinity mask, taking them in turn: the threads are spread over all processors from the
   start, rather than left on one while another process keeps the scheduler from moving them
   in a short run.  Nothing happens where the mask cannot be read or set.  */
static inline void
spread_over_cpus (int t)
{
  cpu_set_t set, one;
  int n, cpu;
  if (sched_getaffinity (0, sizeof set, &set) != 0 || (n = CPU_COUNT (&set)) < 2)
    return;
  t %= n;
  for (cpu = 0; cpu < CPU_SETSIZE; cpu++)
    if (CPU_ISSET (cpu, &set) && t-- == 0)
      break;
  CPU_ZERO (&one);
  CPU_SET (cpu, &one);
  pthread_setaffinity_np (pthread_self (), sizeof one, &one);
}

/* Barrier number K (1, 2, ...) of N threads: all have arrived when *ARRIVED reaches K * N.
   Spins, yielding now and then so that more threads than free processors all get there.  */
static inline void
meet (unsigned *arrived, unsigned n, unsigned k)
{
  __atomic_add_fetch (arrived, 1, __ATOMIC_ACQ_REL);
  for (unsigned spins = 0; __atomic_load_n (arrived, __ATOMIC_ACQUIRE) < k * n; spins++)
    if ((spins & 1023) == 1023)
      sched_yield ();
}
