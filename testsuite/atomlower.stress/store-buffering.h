/* The store-buffering litmus test, shared by store-buffering-seq-cst.c and
   store-buffering-relaxed.c.  ORDER is the order of the test's two stores and two loads.

     thread 0:  x = 1;  r1 = y;        thread 1:  y = 1;  r2 = x;

   r1 == r2 == 0 needs each load to pass the other thread's store: seq_cst forbids it (a single
   total order of the four accesses), and x86 shows it natively when the stores wait in the
   store buffer, i.e. at relaxed, acquire or release order (plain mov; mov).  The threads meet
   at a spinning barrier before and after each round (two atomic counters, no locks), so rounds
   are cheap and both threads run the round body at about the same time.  Returns the number
   of forbidden outcomes seen in at most ROUNDS rounds, stopping early (when *STOP_AT_FIRST and
   one was seen, or after SECONDS on a machine too loaded to finish) and storing the number of
   rounds run in *DONE.

   A test that cannot conclude -- fewer than two CPUs to run on (need_two_cpus), or a run cut
   short by its time limit -- calls inconclusive (stress.h): UNSUPPORTED with the reason, never
   PASS.  Include this file first.  */

#include "stress.h"

/* Each on its own cache line: where the layout put the barrier's counter in the line of x and
   y, the relaxed test saw no r1 == r2 == 0 in 10^6 rounds in 6 of 10 runs on a loaded 2-CPU
   machine (0 of 40 with this layout).  */
#define OWN_LINE __attribute__ ((aligned (64)))
static int x OWN_LINE, y OWN_LINE, r1 OWN_LINE, r2 OWN_LINE;
static unsigned long arrived OWN_LINE;
static int quit OWN_LINE;

static inline void
relax (void)
{
#if defined __x86_64__ || defined __i386__
  __builtin_ia32_pause ();
#endif
}

/* Barrier number K (1, 2, ...): both threads have arrived when the counter reaches 2K.  */
static void
barrier (unsigned long k)
{
  __atomic_add_fetch (&arrived, 1, __ATOMIC_ACQ_REL);
  for (unsigned spins = 0; __atomic_load_n (&arrived, __ATOMIC_ACQUIRE) < 2 * k; spins++)
    if ((spins & 1023) == 1023)
      sched_yield ();	/* fewer free cores than threads: let the other one run */
    else
      relax ();
}

static void *
thread1 (void *arg)
{
  for (unsigned long i = 0;; i++)
    {
      barrier (2 * i + 1);
      if (__atomic_load_n (&quit, __ATOMIC_RELAXED))
	break;
      __atomic_store_n (&y, 1, ORDER);
      __atomic_store_n (&r2, __atomic_load_n (&x, ORDER), __ATOMIC_RELAXED);
      barrier (2 * i + 2);
    }
  return 0;
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static unsigned long
store_buffering (unsigned long rounds, int stop_at_first, double seconds, unsigned long *done)
{
  pthread_t t;
  unsigned long forbidden = 0, i;
  double deadline = now () + seconds;
  arrived = 0;
  quit = 0;
  if (pthread_create (&t, 0, thread1, 0) != 0)
    abort ();
  for (i = 0;; i++)
    {
      __atomic_store_n (&x, 0, __ATOMIC_RELAXED);
      __atomic_store_n (&y, 0, __ATOMIC_RELAXED);
      if (i == rounds || (stop_at_first && forbidden) || ((i & 4095) == 0 && now () > deadline))
	__atomic_store_n (&quit, 1, __ATOMIC_RELAXED);
      barrier (2 * i + 1);
      if (quit)
	break;
      __atomic_store_n (&x, 1, ORDER);
      r1 = __atomic_load_n (&y, ORDER);
      barrier (2 * i + 2);
      if (r1 == 0 && __atomic_load_n (&r2, __ATOMIC_RELAXED) == 0)
	forbidden++;
    }
  pthread_join (t, 0);
  *done = i;
  return forbidden;
}
