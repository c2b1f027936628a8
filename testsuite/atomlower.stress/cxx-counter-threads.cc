// Four std::threads increment shared std::atomic<long> counters, one way per phase: relaxed
// fetch_add, a compare_exchange_weak loop at seq_cst (success) / relaxed (failure), a
// compare_exchange_strong loop at acq_rel / acquire, and the seq_cst ++ operator; the orders are
// constants of the caller, constant only once the member functions are inlined.  All threads
// start a phase together and run it for a fixed time, counting their own increments, so that the
// same instruction runs on several cores at once (four threads, more than a 2-core machine's
// processors, spread over them, to keep both busy with them on a loaded machine).  No update may
// be lost: each counter ends at the sum of the threads' counts (times its step), and each CAS
// loop reads back only values the counter can have had.  Each thread reads the counter before
// and after two of its own increments, and in each phase the counter must have moved by more
// than those at least MIN_OVERLAP times (else UNSUPPORTED: the threads hardly overlapped).
// { dg-do run }
// { dg-require-effective-target pthread }
// { dg-require-effective-target gthreads }
// { dg-require-effective-target smp }
// { dg-timeout-factor 2 }

#include "stress.h"
#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
constexpr int THREADS = 4, ROUNDS = 8;
constexpr auto PHASE = std::chrono::milliseconds (ATOMLOWER_LONG ? 300 : 25);
constexpr unsigned long long MIN_OVERLAP = 1000;

std::atomic<long> relaxed_count, weak_count, strong_count, op_count;
static long counts[THREADS][4];
static unsigned long long overlaps[THREADS][4];
std::atomic<unsigned> arrived, stop;

// All threads meet before each phase (arriving with a compare-exchange, so that a broken
// fetch_add shows as a lost update below rather than a barrier that never opens); thread 0 ends
// the phase after PHASE.
static void
phase (unsigned &k)
{
  ++k;
  unsigned a = arrived.load (std::memory_order_relaxed);
  while (!arrived.compare_exchange_weak (a, a + 1, std::memory_order_acq_rel,
					  std::memory_order_relaxed))
    ;
  for (unsigned spins = 0; arrived.load (std::memory_order_acquire) < k * THREADS; spins++)
    if ((spins & 0xfffff) == 0xfffff)
      std::this_thread::yield ();
}

// Run BODY, which adds STEP to C, until thread 0 ends phase K; COUNT gets the number of times,
// SEEN the number of times another thread's increment came between the loads of C before and
// after two of them.
template<typename F>
static void
run (int t, unsigned k, std::atomic<long> &c, long step, long &count,
     unsigned long long &seen, F body)
{
  auto end = std::chrono::steady_clock::now () + PHASE;
  while (stop.load (std::memory_order_relaxed) != k)
    {
      long before = c.load (std::memory_order_relaxed);
      body ();
      body ();
      count += 2;
      seen += c.load (std::memory_order_relaxed) - before != 2 * step;
      if (t == 0 && (count & 1023) == 0 && std::chrono::steady_clock::now () > end)
	stop.store (k, std::memory_order_relaxed);
    }
}

static void
worker (int t)
{
  unsigned k = 0;
  spread_over_cpus (t);
  for (int round = 0; round < ROUNDS; round++)
    {
      long n;
      phase (k);
      run (t, k, relaxed_count, 1, n = 0, overlaps[t][0], [] {
	relaxed_count.fetch_add (1, std::memory_order_relaxed);
      });
      counts[t][0] += n;
      phase (k);
      run (t, k, weak_count, 3, n = 0, overlaps[t][1], [] {
	long e = weak_count.load (std::memory_order_relaxed);
	while (!weak_count.compare_exchange_weak (e, e + 3, std::memory_order_seq_cst,
						   std::memory_order_relaxed))
	  if (e % 3 != 0)
	    abort ();
      });
      counts[t][1] += n;
      phase (k);
      run (t, k, strong_count, 5, n = 0, overlaps[t][2], [] {
	long s = strong_count.load (std::memory_order_acquire);
	while (!strong_count.compare_exchange_strong (s, s + 5, std::memory_order_acq_rel,
						      std::memory_order_acquire))
	  if (s % 5 != 0)
	    abort ();
      });
      counts[t][2] += n;
      phase (k);
      run (t, k, op_count, 1, n = 0, overlaps[t][3], [] { ++op_count; });
      counts[t][3] += n;
    }
}

int
main ()
{
  std::thread t[THREADS];
  need_two_cpus ();
  for (int i = 0; i < THREADS; i++)
    t[i] = std::thread (worker, i);
  for (int i = 0; i < THREADS; i++)
    t[i].join ();
  long sum[4] = { 0, 0, 0, 0 };
  unsigned long long seen[4] = { 0, 0, 0, 0 };
  for (int i = 0; i < THREADS; i++)
    for (int j = 0; j < 4; j++)
      {
	sum[j] += counts[i][j];
	seen[j] += overlaps[i][j];
      }
  if (relaxed_count.load () != sum[0] || weak_count.load () != 3 * sum[1]
      || strong_count.load () != 5 * sum[2] || op_count.load () != sum[3])
    abort ();
  static const char *const what[4] = {
    "relaxed fetch_add: another thread's increment between two of one's own",
    "compare_exchange_weak: another thread's increment between two of one's own",
    "compare_exchange_strong: another thread's increment between two of one's own",
    "operator++: another thread's increment between two of one's own"
  };
  for (int j = 0; j < 4; j++)
    need_overlap (what[j], seen[j], sum[j] / 2, MIN_OVERLAP);
  return 0;
}
