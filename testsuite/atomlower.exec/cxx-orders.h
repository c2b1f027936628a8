// cxx-orders.h: what the C++ exec tests share: CHECK, the six orders by short name, and
// hide (o), an order the optimisers cannot see (the member function gets a variable).

#include <atomic>
#include <cstdlib>

#define CHECK(c) do { if (!(c)) abort (); } while (0)

using std::memory_order;
constexpr memory_order rlx = std::memory_order_relaxed, con = std::memory_order_consume,
  acq = std::memory_order_acquire, rel = std::memory_order_release,
  ar = std::memory_order_acq_rel, sc = std::memory_order_seq_cst;

static memory_order
hide (memory_order o)
{
  int i = static_cast<int> (o);
  __asm__ ("" : "+r" (i));
  return static_cast<memory_order> (i);
}
