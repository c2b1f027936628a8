// Four std::threads increment shared std::atomic<long> counters, one way per phase: relaxed
// fetch_add, a compare_exchange_weak loop at seq_cst (success) / relaxed (failure), a
// compare_exchange_strong loop at acq_rel / acquire, and the seq_cst ++ operator; the orders are
// constants of the caller, constant only once the member functions are inlined.  All threads
// start a phase together and run it for a fixed time, counting their own increments, so that the
// same instruction runs on several cores at once (four threads, more than a 2-core machine's
// processors, to keep both busy with them on a loaded machine).  No update may be lost: each
// counter ends at the sum of the threads' counts (times its step), and each CAS loop reads back
// only values the counter can have had.
// { dg-do run }
// { dg-require-effective-target pthread }
// { dg-require-effective-target gthreads }
// { dg-timeout-factor 2 }

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
constexpr int THREADS = 4, ROUNDS = 8;
constexpr auto PHASE = std::chrono::milliseconds (ATOMLOWER_LONG ? 300 : 25);

std::atomic<long> relaxed_count, weak_count, strong_count, op_count;
static long counts[THREADS][4];
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

// Run BODY until thread 0 ends phase K; COUNT gets the number of times.
template<typename F>
static void
run (int t, unsigned k, long &count, F body)
{
  auto end = std::chrono::steady_clock::now () + PHASE;
  while (stop.load (std::memory_order_relaxed) != k)
    {
      body ();
      body ();
      count += 2;
      if (t == 0 && (count & 1023) == 0 && std::chrono::steady_clock::now () > end)
	stop.store (k, std::memory_order_relaxed);
    }
}

static void
worker (int t)
{
  unsigned k = 0;
  for (int round = 0; round < ROUNDS; round++)
    {
      long n;
      phase (k);
      run (t, k, n = 0, [] { relaxed_count.fetch_add (1, std::memory_order_relaxed); });
      counts[t][0] += n;
      phase (k);
      run (t, k, n = 0, [] {
	long e = weak_count.load (std::memory_order_relaxed);
	while (!weak_count.compare_exchange_weak (e, e + 3, std::memory_order_seq_cst,
						   std::memory_order_relaxed))
	  if (e % 3 != 0)
	    abort ();
      });
      counts[t][1] += n;
      phase (k);
      run (t, k, n = 0, [] {
	long s = strong_count.load (std::memory_order_acquire);
	while (!strong_count.compare_exchange_strong (s, s + 5, std::memory_order_acq_rel,
						      std::memory_order_acquire))
	  if (s % 5 != 0)
	    abort ();
      });
      counts[t][2] += n;
      phase (k);
      run (t, k, n = 0, [] { ++op_count; });
      counts[t][3] += n;
    }
}

int
main ()
{
  std::thread t[THREADS];
  for (int i = 0; i < THREADS; i++)
    t[i] = std::thread (worker, i);
  for (int i = 0; i < THREADS; i++)
    t[i].join ();
  long sum[4] = { 0, 0, 0, 0 };
  for (int i = 0; i < THREADS; i++)
    for (int j = 0; j < 4; j++)
      sum[j] += counts[i][j];
  if (relaxed_count.load () != sum[0] || weak_count.load () != 3 * sum[1]
      || strong_count.load () != 5 * sum[2] || op_count.load () != sum[3])
    abort ();
  return 0;
}
