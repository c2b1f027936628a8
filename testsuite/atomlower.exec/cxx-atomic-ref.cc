// std::atomic_ref<T> (C++20) on plain objects of 1, 2, 4 and 8-byte integral T, a pointer and a
// double: every member function at every memory order it accepts, with the order a constant of
// the caller (constant once inlined) and a value the compiler cannot see, and the operators
// (cxx-atomic-ops.h lists the checks); the object is read back through a plain access.  A
// wrong result aborts.  (16 bytes: cxx-atomic-16.h.)
// { dg-do run }
// { dg-options "-std=gnu++2a" }
// { dg-require-effective-target cxx_atomic_ref }

#include "cxx-atomic-ops.h"

template<typename T> alignas (std::atomic_ref<T>::required_alignment) T plain;

template<typename T>
void
every_order ()
{
  std::atomic_ref<T> r (plain<T>);
  all_orders (r);
  all_fetch (r);
  r.store (val<T> (2), rel);
  CHECK (plain<T> == val<T> (2));
  // Two references to one object are the same atomic object.
  std::atomic_ref<T> r2 (plain<T>);
  r2.fetch_xor (val<T> (1), ar);
  CHECK (r.load (acq) == static_cast<T> (val<T> (2) ^ val<T> (1)));
}

template<typename T>
void
fewer_orders ()
{
  std::atomic_ref<T> r (plain<T>);
  some_orders (r);
}

alignas (std::atomic_ref<int *>::required_alignment) int *pointer;
alignas (std::atomic_ref<double>::required_alignment) double real;
int array[8];

static void
other_types ()
{
  std::atomic_ref<int *> p (pointer);
  p.store (array, rlx);
  CHECK (p.fetch_add (5, acq) == array && p.load (con) == array + 5);
  CHECK (p.fetch_sub (1, rel) == array + 5 && pointer == array + 4);
  int *e = array + 4;
  CHECK (p.compare_exchange_strong (e, array + 1, ar, acq) && pointer == array + 1);
  CHECK (++p == array + 2 && (p -= 2) == array);

  // Floating point: fetch_add/sub are compare-exchange loops in the library.
  std::atomic_ref<double> d (real);
  d.store (1.5, rel);
  CHECK (d.fetch_add (2.25, ar) == 1.5 && d.load (acq) == 3.75);
  CHECK (d.fetch_sub (0.75, rlx) == 3.75 && real == 3.0);
  CHECK ((d += 1.0) == 4.0 && (d -= 4.0) == 0.0);
  CHECK (d.exchange (-2.0, sc) == 0.0 && real == -2.0);
}

int
main ()
{
  every_order<signed char> ();
  every_order<unsigned short> ();
  every_order<int> ();
  every_order<unsigned long long> ();
  fewer_orders<unsigned char> ();
  fewer_orders<short> ();
  fewer_orders<unsigned int> ();
  fewer_orders<long long> ();
  other_types ();
  return 0;
}
