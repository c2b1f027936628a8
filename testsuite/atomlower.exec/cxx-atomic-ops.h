// The checks of the cxx-atomic-*.cc tests, for an object O with std::atomic<T>'s interface
// (std::atomic<T> or std::atomic_ref<T>): every member function at every memory order it
// accepts, with the order written as a constant by the caller (a constant only once the member
// function is inlined into it) and as a value the compiler cannot see; and the operators, which
// are seq_cst.  Results and the value left in the object are checked against the plain C++
// operators; a wrong one aborts.
//   load      relaxed consume acquire seq_cst
//   store     relaxed release seq_cst
//   exchange, fetch_add/sub/and/or/xor   all six
//   compare_exchange_weak/strong   every valid success/failure pair, and the one-order form at
//             all six (whose failure order the library derives: acq_rel -> acquire,
//             release -> relaxed); success, failure (the current value written back), and a
//             weak one retried until it succeeds
//   ++ -- (pre and post), += -= &= |= ^=, conversion to T, assignment
// A test provides val<T> (0..3), four different values, for a T that is not integral.

#include <atomic>
#include <cstdlib>
#include <limits>
#include <type_traits>

#include "cxx-orders.h"

// Four values of T with every byte different, that do not fit a narrower type.
template<typename T>
T
val (int i)
{
  static const unsigned long long v[4] = {
    0xa5c3e1f0b4d29687ull, 0x5a3c1e0f4b2d6978ull, 0x0123456789abcdefull, 0x3c5a78f01e2d4b69ull
  };
  return static_cast<T> (v[i]);
}

// A op B computed as the atomic operation does: in two's complement, wrapping.
#define WRAP(T, a, op, b)						\
  static_cast<T> (static_cast<std::make_unsigned_t<T>> (a)		\
		  op static_cast<std::make_unsigned_t<T>> (b))

template<typename A>
using value_t = std::remove_cv_t<typename A::value_type>;

// --- load and store ---------------------------------------------------------------------------

template<memory_order O, typename A>
void
load_at (A &o)
{
  using T = value_t<A>;
  o.store (val<T> (0), rlx);
  CHECK (o.load (O) == val<T> (0));
  CHECK (o.load (hide (O)) == val<T> (0));
}

template<memory_order O, typename A>
void
store_at (A &o)
{
  using T = value_t<A>;
  o.store (val<T> (1), O);
  CHECK (o.load (rlx) == val<T> (1));
  o.store (val<T> (2), hide (O));
  CHECK (o.load () == val<T> (2));
}

// --- read-modify-write: exchange and the fetch operations --------------------------------------

template<memory_order O, typename A>
void
exchange_at (A &o)
{
  using T = value_t<A>;
  o.store (val<T> (0));
  CHECK (o.exchange (val<T> (1), O) == val<T> (0));
  CHECK (o.load (rlx) == val<T> (1));
  CHECK (o.exchange (val<T> (2), hide (O)) == val<T> (1));
  CHECK (o.load (rlx) == val<T> (2));
}

template<memory_order O, typename A>
void
fetch_at (A &o)
{
  using T = value_t<A>;
  const T a = val<T> (0), b = val<T> (1);
#define FETCH(op, cop)							\
  o.store (a, rlx);							\
  CHECK (o.op (b, O) == a);						\
  CHECK (o.load (rlx) == WRAP (T, a, cop, b));				\
  o.store (a, rlx);							\
  CHECK (o.op (b, hide (O)) == a);					\
  CHECK (o.load (rlx) == WRAP (T, a, cop, b));				\
  o.store (a, rlx);							\
  o.op (b, O);				/* result unused */		\
  CHECK (o.load (rlx) == WRAP (T, a, cop, b))
  FETCH (fetch_add, +);
  FETCH (fetch_sub, -);
  FETCH (fetch_and, &);
  FETCH (fetch_or, |);
  FETCH (fetch_xor, ^);
#undef FETCH
  // Wrap-around at both ends.
  o.store (std::numeric_limits<T>::max (), rlx);
  CHECK (o.fetch_add (1, O) == std::numeric_limits<T>::max ());
  CHECK (o.load (rlx) == std::numeric_limits<T>::min ());
  CHECK (o.fetch_sub (1, O) == std::numeric_limits<T>::min ());
  CHECK (o.load (rlx) == std::numeric_limits<T>::max ());
}

// --- compare-exchange ---------------------------------------------------------------------------

// Strong: succeeds on a match leaving EXPECTED alone; fails on a mismatch writing the value
// found into EXPECTED.  Weak: may fail spuriously on a match (retried), never succeeds on a
// mismatch.  STRONG (e, d) and WEAK (e, d) are the calls with the orders under test.
#define CAS_CHECKS(STRONG, WEAK)					\
  do {									\
    const T a = val<T> (0), b = val<T> (1), c = val<T> (2);		\
    T e = a;								\
    o.store (a, rlx);							\
    CHECK (STRONG (e, b) && e == a && o.load (rlx) == b);		\
    e = c;								\
    CHECK (!STRONG (e, a) && e == b && o.load (rlx) == b);		\
    e = b;								\
    while (!WEAK (e, c))						\
      CHECK (e == b);							\
    CHECK (e == b && o.load (rlx) == c);				\
    e = a;								\
    CHECK (!WEAK (e, b) && e == c && o.load (rlx) == c);		\
  } while (0)

template<memory_order S, memory_order F, typename A>
void
cas2_at (A &o)
{
  using T = value_t<A>;
#define STRONG(e, d) o.compare_exchange_strong (e, d, S, F)
#define WEAK(e, d) o.compare_exchange_weak (e, d, S, F)
#define HSTRONG(e, d) o.compare_exchange_strong (e, d, hide (S), hide (F))
#define HWEAK(e, d) o.compare_exchange_weak (e, d, hide (S), hide (F))
  CAS_CHECKS (STRONG, WEAK);
  CAS_CHECKS (HSTRONG, HWEAK);
#undef STRONG
#undef WEAK
#undef HSTRONG
#undef HWEAK
}

template<memory_order S, typename A>
void
cas1_at (A &o)
{
  using T = value_t<A>;
#define STRONG(e, d) o.compare_exchange_strong (e, d, S)
#define WEAK(e, d) o.compare_exchange_weak (e, d, S)
  CAS_CHECKS (STRONG, WEAK);
#undef STRONG
#undef WEAK
}

// --- operators (seq_cst) ------------------------------------------------------------------------

template<typename A>
void
operators (A &o)
{
  using T = value_t<A>;
  const T a = val<T> (0), b = val<T> (1);
  o = a;
  CHECK (static_cast<T> (o) == a);
  CHECK (++o == WRAP (T, a, +, 1));
  CHECK (o++ == WRAP (T, a, +, 1));
  CHECK (o.load () == WRAP (T, a, +, 2));
  CHECK (--o == WRAP (T, a, +, 1));
  CHECK (o-- == WRAP (T, a, +, 1));
  CHECK (o.load () == a);
  o++;
  ++o;
  o--;
  CHECK (o.load () == WRAP (T, a, +, 1));
  o = a;
  CHECK ((o += b) == WRAP (T, a, +, b));
  CHECK ((o -= b) == a);
  CHECK ((o &= b) == WRAP (T, a, &, b));
  o = a;
  CHECK ((o |= b) == WRAP (T, a, |, b));
  o = a;
  CHECK ((o ^= b) == WRAP (T, a, ^, b));
  o ^= b;
  o += b;
  o -= b;
  CHECK (o == a);
}

// --- all of it ----------------------------------------------------------------------------------

// Load, store, exchange and compare-exchange: for any T.
template<typename A>
void
all_orders (A &o)
{
  using T = value_t<A>;
  load_at<rlx> (o);
  load_at<con> (o);
  load_at<acq> (o);
  load_at<sc> (o);
  store_at<rlx> (o);
  store_at<rel> (o);
  store_at<sc> (o);
  exchange_at<rlx> (o);
  exchange_at<con> (o);
  exchange_at<acq> (o);
  exchange_at<rel> (o);
  exchange_at<ar> (o);
  exchange_at<sc> (o);
  cas2_at<rlx, rlx> (o);
  cas2_at<con, rlx> (o);
  cas2_at<con, con> (o);
  cas2_at<acq, rlx> (o);
  cas2_at<acq, con> (o);
  cas2_at<acq, acq> (o);
  cas2_at<rel, rlx> (o);
  cas2_at<ar, rlx> (o);
  cas2_at<ar, con> (o);
  cas2_at<ar, acq> (o);
  cas2_at<sc, rlx> (o);
  cas2_at<sc, con> (o);
  cas2_at<sc, acq> (o);
  cas2_at<sc, sc> (o);
  cas1_at<rlx> (o);
  cas1_at<con> (o);
  cas1_at<acq> (o);
  cas1_at<rel> (o);
  cas1_at<ar> (o);
  cas1_at<sc> (o);
  // Assignment and conversion: seq_cst.
  o = val<T> (3);
  T t = o;
  CHECK (t == val<T> (3));
}

// The fetch operations at every order, and the operators: for an integral T.
template<typename A>
void
all_fetch (A &o)
{
  fetch_at<rlx> (o);
  fetch_at<con> (o);
  fetch_at<acq> (o);
  fetch_at<rel> (o);
  fetch_at<ar> (o);
  fetch_at<sc> (o);
  operators (o);
}

// Fewer orders, for a second type of a width (the sequences depend on the width and the order;
// the signedness only on how a narrow result is extended).
template<typename A>
void
some_orders (A &o)
{
  load_at<acq> (o);
  store_at<rel> (o);
  exchange_at<ar> (o);
  fetch_at<rlx> (o);
  fetch_at<sc> (o);
  cas2_at<acq, rlx> (o);
  cas1_at<sc> (o);
  operators (o);
}
