// std::atomic through libstdc++: a counter and a flag, two threads.
#include <atomic>
#include <cstdio>
#include <thread>

static std::atomic<long> count{0};
static std::atomic_flag busy = ATOMIC_FLAG_INIT;
static long guarded;

static void
work ()
{
  for (int i = 0; i < 20000; i++)
    {
      count.fetch_add (1, std::memory_order_relaxed);
      while (busy.test_and_set (std::memory_order_acquire))
        ;
      guarded++;
      busy.clear (std::memory_order_release);
    }
}

int
main ()
{
  std::thread a (work), b (work);
  a.join ();
  b.join ();
  bool ok = count.load () == 40000 && guarded == 40000;
  std::printf ("%s: std::atomic\n# PASS: %d\n# FAIL: %d\n", ok ? "PASS" : "FAIL", ok, !ok);
  return ok ? 0 : 1;
}
