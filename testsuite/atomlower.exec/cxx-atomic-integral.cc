// std::atomic<T> for 1, 2, 4 and 8-byte integral T (signed and unsigned), bool and a pointer, at
// the default standard (gnu++17): every member function at every memory order it accepts, with
// the order a constant of the caller (constant only once the member function is inlined) and a
// value the compiler cannot see, and the operators (cxx-atomic-ops.h lists the checks).  A
// wrong result aborts.
// { dg-do run }

#include "cxx-atomic-ops.h"

template<typename T> std::atomic<T> obj;

template<typename T>
void
every_order ()
{
  static_assert (sizeof (std::atomic<T>) == sizeof (T));
  all_orders (obj<T>);
  all_fetch (obj<T>);
}

// bool and a pointer (fetch_add/sub scaled by the element size).
std::atomic<bool> flag;
int array[8];
std::atomic<int *> ptr;

static void
other_types ()
{
  flag.store (true, rel);
  CHECK (flag.load (acq));
  CHECK (flag.exchange (false, ar));
  CHECK (!flag.exchange (true, hide (rlx)));
  bool e = false;
  CHECK (!flag.compare_exchange_strong (e, false, sc, acq) && e);
  CHECK (flag.compare_exchange_strong (e, false, acq, rlx) && !flag.load (rlx));
  flag = true;
  CHECK (flag);

  ptr.store (array + 1, rlx);
  CHECK (ptr.fetch_add (3, ar) == array + 1 && ptr.load (acq) == array + 4);
  CHECK (ptr.fetch_sub (2, rlx) == array + 4 && ptr.load () == array + 2);
  CHECK (++ptr == array + 3 && ptr-- == array + 3 && (ptr += 4) == array + 6);
  CHECK ((ptr -= 6) == array);
  int *pe = array;
  while (!ptr.compare_exchange_weak (pe, array + 7, rel, rlx))
    CHECK (pe == array);
  CHECK (ptr.exchange (nullptr, acq) == array + 7 && ptr.load (con) == nullptr);
}

int
main ()
{
  every_order<signed char> ();
  every_order<unsigned short> ();
  every_order<int> ();
  every_order<unsigned long long> ();
  some_orders (obj<unsigned char>);
  some_orders (obj<short>);
  some_orders (obj<unsigned int>);
  some_orders (obj<long long>);
  some_orders (obj<long>);
  other_types ();
  return 0;
}
