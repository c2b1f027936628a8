// Body of cxx-atomic-16*.cc: std::atomic<T> and std::atomic_ref<T> for 16-byte T -- a struct of
// two 8-byte members, and unsigned __int128 where the target has it -- at every memory order each
// member function accepts, with constant orders (constant once inlined) and orders the compiler
// cannot see (cxx-atomic-ops.h lists the checks); atomic_ref<unsigned __int128> is integral in
// the GNU dialects, so its fetch operations and operators too.  A wrong result aborts.

#include "cxx-atomic-ops.h"

// Both halves differ, so that a torn or half-written value shows.
struct pair
{
  long long lo, hi;
};

static bool
operator== (const pair &x, const pair &y)
{
  return x.lo == y.lo && x.hi == y.hi;
}

template<>
pair
val<pair> (int i)
{
  return pair { 0x0123456789abcdefll * (i + 1), -0x1122334455667788ll * (i + 2) };
}

#ifdef __SIZEOF_INT128__
typedef unsigned __int128 u128;
template<>
u128
val<u128> (int i)
{
  return (static_cast<u128> (0xfedcba9876543210ull * (i + 1)) << 64) | (0x0f1e2d3c4b5a6978ull + i);
}
#endif

template<typename T> std::atomic<T> obj;
template<typename T> alignas (16) T plain;

template<typename T>
void
sixteen ()
{
  static_assert (sizeof (std::atomic<T>) == 16 && alignof (std::atomic<T>) == 16);
  all_orders (obj<T>);
  std::atomic_ref<T> r (plain<T>);
  static_assert (std::atomic_ref<T>::required_alignment == 16);
  all_orders (r);
  r.store (val<T> (1), rel);
  CHECK (plain<T> == val<T> (1));
  if constexpr (std::is_integral_v<T>)
    all_fetch (r);
}

int
main ()
{
  sixteen<pair> ();
#ifdef __SIZEOF_INT128__
  sixteen<u128> ();
#endif
  return 0;
}
