// std::atomic_flag (C++20): test_and_set at every order, clear at relaxed/release/seq_cst, test
// at relaxed/consume/acquire/seq_cst, the non-member _explicit forms of test_and_set and clear
// (GCC 12's libstdc++ has no non-member test) and the defaulted (seq_cst) ones, with constant
// orders (constant once inlined) and orders the compiler cannot see.  test_and_set returns the
// previous state; test reads without changing it.  A wrong result aborts.
// { dg-do run }
// { dg-options "-std=gnu++2a" }
// { dg-require-effective-target cxx_atomic_flag_test }

#include <atomic>
#include <cstdlib>

#include "cxx-orders.h"

std::atomic_flag flag;			// C++20: value-initialized to clear
std::atomic_flag other = ATOMIC_FLAG_INIT;

template<memory_order O>
void
test_and_set_at ()
{
  flag.clear (rlx);
  CHECK (!flag.test_and_set (O));
  CHECK (flag.test (rlx));
  CHECK (flag.test_and_set (O));
  CHECK (flag.test (rlx));
  flag.clear (rlx);
  CHECK (!flag.test_and_set (hide (O)));
  CHECK (flag.test_and_set (hide (O)));
  flag.clear (rlx);
  CHECK (!std::atomic_flag_test_and_set_explicit (&flag, O));
  CHECK (std::atomic_flag_test_and_set_explicit (&flag, O));
}

template<memory_order O>
void
clear_at ()
{
  flag.test_and_set (rlx);
  flag.clear (O);
  CHECK (!flag.test (rlx));
  flag.test_and_set (rlx);
  flag.clear (hide (O));
  CHECK (!flag.test (rlx));
  flag.test_and_set (rlx);
  std::atomic_flag_clear_explicit (&flag, O);
  CHECK (!flag.test (rlx));
}

template<memory_order O>
void
test_at ()
{
  flag.clear (rlx);
  CHECK (!flag.test (O));
  CHECK (!flag.test (hide (O)));
  flag.test_and_set (rlx);
  CHECK (flag.test (O));
  CHECK (flag.test (hide (O)));
  CHECK (flag.test (O));		// test does not clear it
}

int
main ()
{
  CHECK (!flag.test () && !other.test ());
  test_and_set_at<rlx> ();
  test_and_set_at<con> ();
  test_and_set_at<acq> ();
  test_and_set_at<rel> ();
  test_and_set_at<ar> ();
  test_and_set_at<sc> ();
  clear_at<rlx> ();
  clear_at<rel> ();
  clear_at<sc> ();
  test_at<rlx> ();
  test_at<con> ();
  test_at<acq> ();
  test_at<sc> ();
  // The seq_cst defaults, member and non-member.
  flag.clear ();
  CHECK (!flag.test_and_set () && flag.test ());
  CHECK (std::atomic_flag_test_and_set (&flag) && flag.test ());
  std::atomic_flag_clear (&flag);
  CHECK (!flag.test ());
  CHECK (!other.test_and_set (ar) && other.test (acq) && !flag.test (acq));
  return 0;
}
