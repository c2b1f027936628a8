// std::atomic<T> and std::atomic_ref<T> for 16-byte T at every memory order with -mcx16: lock
// cmpxchg16b inline, loads and stores behind the run-time CPU test (movdqa on AVX processors).
// { dg-do run { target x86_64-*-* } }
// { dg-options "-std=gnu++2a -mcx16" }
// { dg-require-effective-target cxx_atomic_ref }
// { dg-require-effective-target cx16 }

#include "cxx-atomic-16.h"
