/* lock.c — the lock table behind every object the shim cannot handle lock-free.
 *
 * A fixed table of SHIM_NLOCKS spinlocks ("stripes"), each alone in its own
 * cache-line-sized slot.  Memory is cut into SHIM_LOCK_GRANULE-byte granules; the
 * granule with index g (= address / GRANULE) is guarded by stripe g % NLOCKS.
 * An object covers the granules first..last and takes every stripe of that range:
 *   - two objects that overlap share a granule, hence a stripe, so they exclude
 *     each other whatever their sizes and start addresses;
 *   - the covered stripes are a contiguous index range that may wrap around the end
 *     of the table; they are always taken in ascending INDEX order (wrapped part
 *     0..i1 first, then i0..NLOCKS-1).  One global order for every locker, the fork
 *     handler included, so no two lockers can deadlock;
 *   - an object covering NLOCKS granules or more takes the whole table.
 *
 * Why spinlocks and not pthread mutexes: no dependency on libpthread's state, no
 * allocation, usable before constructors run, and the critical sections are a
 * memcpy of a few bytes.  Spinning is bounded: after SHIM_SPIN_LIMIT polls the
 * waiter yields the CPU, which matters when threads outnumber cores (and under
 * qemu-user, where a preempted holder would otherwise stall every waiter for a
 * whole time slice).
 *
 * fork(): a stripe held by another thread at the moment of fork() would stay held
 * forever in the child (the holder does not exist there).  The pthread_atfork
 * handlers take every stripe, in index order, before fork() and release them in
 * both parent and child afterwards, so the child always starts with a free table.
 *
 * Signals: the lock-free widths are async-signal-safe.  A locked operation in a
 * signal handler is safe unless the handler interrupted its own thread while that
 * thread held the same stripe (self-deadlock, as with libatomic); do not fork()
 * from a handler that may have interrupted a locked operation.
 */
#include <pthread.h>
#include <sched.h>
#include "shim_i.h"

#ifndef SHIM_LOCK_GRANULE
/* A granule is one cache line: objects in one line already contend on the line,
   so separate locks would buy nothing; one stripe per line keeps the stripes'
   own lines from bouncing with the data's.  64 bytes unless the config says.  */
# define SHIM_LOCK_GRANULE 64
#endif

#ifndef SHIM_NLOCKS
/* 64 stripes: enough that unrelated hot objects rarely share one (~1.6% per
   pair), small enough (4 KiB with 64-byte lines) to stay cache resident and to be
   taken whole cheaply by the fork handler and by huge objects.  A power of two
   makes "% NLOCKS" a mask.  Objects a multiple of NLOCKS * GRANULE apart (the
   same field of page-aligned structures) share a stripe: contention, never
   incorrectness.  A plain modulus (not a scrambling hash) keeps the stripes of a
   multi-granule object one contiguous range.  */
# define SHIM_NLOCKS 64
#endif

#ifndef SHIM_SPIN_LIMIT
/* Polls before yielding: ~1-2 us of pause on x86, longer than a typical locked
   critical section (tens of ns), far shorter than a scheduler quantum.  */
# define SHIM_SPIN_LIMIT 1000
#endif

#if (SHIM_NLOCKS & (SHIM_NLOCKS - 1)) != 0 || (SHIM_LOCK_GRANULE & (SHIM_LOCK_GRANULE - 1)) != 0
# error "SHIM_NLOCKS and SHIM_LOCK_GRANULE must be powers of two"
#endif

struct shim_stripe
{
  U4 held;   /* 0 free, 1 held */
} __attribute__ ((aligned (SHIM_LOCK_GRANULE)));

static struct shim_stripe shim_stripes[SHIM_NLOCKS];

static void
stripe_lock (struct shim_stripe *s)
{
  unsigned spins = 0;
  U4 free_ = 0;
  /* Test-and-test-and-set: the CAS takes the line exclusive only when the lock
     looked free, so waiters spin on a shared copy.  The word CAS is the config's
     (shim_i.h): on targets where GCC calls out for 4 bytes, a builtin here would
     call this library.  */
  while (!shim_word_cas (&s->held, &free_, 1, __ATOMIC_ACQUIRE))
    do
      {
        if (++spins < SHIM_SPIN_LIMIT)
          SHIM_CPU_RELAX ();
        else
          {
            sched_yield ();
            spins = 0;
          }
      }
    while ((free_ = __atomic_load_n (&s->held, __ATOMIC_RELAXED)) != 0);
}

static void
stripe_unlock (struct shim_stripe *s)
{
#ifdef SHIM_LOCK_RELEASE
  /* The config's release store, where GCC's builtin would call out (hppa: a
     __sync_lock_test_and_set_4 call).  */
  SHIM_LOCK_RELEASE (&s->held);
#else
  __atomic_store_n (&s->held, 0, __ATOMIC_RELEASE);
#endif
}

/* The stripe range of [p, p+n): [*i0, *i1] (wrapping when *i0 > *i1), or the whole
   table (returns true).  */
static bool
stripe_range (const volatile void *p, size_t n, size_t *i0, size_t *i1)
{
  uintptr_t first = (uintptr_t) p / SHIM_LOCK_GRANULE;
  uintptr_t last = ((uintptr_t) p + (n ? n - 1 : 0)) / SHIM_LOCK_GRANULE;
  if (last - first >= SHIM_NLOCKS - 1)
    return true;
  *i0 = first % SHIM_NLOCKS;
  *i1 = last % SHIM_NLOCKS;
  return false;
}

static void
lock_indices (size_t from, size_t to)
{
  for (size_t i = from; i <= to; i++)
    stripe_lock (&shim_stripes[i]);
}

static void
unlock_indices (size_t from, size_t to)
{
  for (size_t i = from; i <= to; i++)
    stripe_unlock (&shim_stripes[i]);
}

void
__atomlower_lock (const volatile void *p, size_t n)
{
  size_t i0, i1;
  if (stripe_range (p, n, &i0, &i1))
    lock_indices (0, SHIM_NLOCKS - 1);
  else if (i0 <= i1)
    lock_indices (i0, i1);
  else
    {
      lock_indices (0, i1);
      lock_indices (i0, SHIM_NLOCKS - 1);
    }
}

void
__atomlower_unlock (const volatile void *p, size_t n)
{
  size_t i0, i1;
  if (stripe_range (p, n, &i0, &i1))
    unlock_indices (0, SHIM_NLOCKS - 1);
  else if (i0 <= i1)
    unlock_indices (i0, i1);
  else
    {
      unlock_indices (0, i1);
      unlock_indices (i0, SHIM_NLOCKS - 1);
    }
}

static void
shim_fork_prepare (void)
{
  lock_indices (0, SHIM_NLOCKS - 1);
}

static void
shim_fork_release (void)
{
  unlock_indices (0, SHIM_NLOCKS - 1);
}

/* Registered as early as possible (priority 101, the first one not reserved for
   the implementation; a DSO's constructors also run before those of the objects
   that depend on it): prepare handlers run in reverse order of registration and
   parent/child handlers in order, so an early registration takes the stripes
   after every other prepare handler and frees them before every other parent or
   child handler.  Handlers that use locked atomics then cannot deadlock on us.  */
__attribute__ ((constructor (101))) static void
shim_lock_init (void)
{
  /* The same handler serves parent and child: in the child the stripes are held
     by the forking thread's copy, i.e. by us, so releasing them is correct.  */
  pthread_atfork (shim_fork_prepare, shim_fork_release, shim_fork_release);
}
