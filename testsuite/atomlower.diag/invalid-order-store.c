/* A store, __atomic_clear or __atomic_store with a consume, acquire or acq_rel order gets
   "invalid memory model" at the call; relaxed, release and seq_cst get none.  It still
   compiles.
   GCC 11 names neither the order nor the builtin: __atomic_store, for __atomic_clear too
   (README, "GCC 11").  */
/* { dg-do compile } */

#include <stdatomic.h>

unsigned char c;
short h;
int v;
long long d;
_Bool flag;
atomic_int ai;

void
f (int x)
{
  __atomic_store_n (&c, x, __ATOMIC_CONSUME);		/* { dg-warning "invalid memory model 'memory_order_consume'" "" { target { ! gcc_before_12 } } } */
  /* { dg-warning "invalid memory model for '__atomic_store'" "GCC 11" { target gcc_before_12 } .-1 } */
  __atomic_store_n (&h, x, __ATOMIC_ACQUIRE);		/* { dg-warning "invalid memory model 'memory_order_acquire'" "" { target { ! gcc_before_12 } } } */
  /* { dg-warning "invalid memory model for '__atomic_store'" "GCC 11" { target gcc_before_12 } .-1 } */
  __atomic_store_n (&v, x, __ATOMIC_ACQ_REL);		/* { dg-warning "invalid memory model 'memory_order_acq_rel'" "" { target { ! gcc_before_12 } } } */
  /* { dg-warning "invalid memory model for '__atomic_store'" "GCC 11" { target gcc_before_12 } .-1 } */
  __atomic_store_n (&d, x, __ATOMIC_ACQUIRE);		/* { dg-warning "invalid memory model" } */
  __atomic_store (&v, &x, __ATOMIC_CONSUME);		/* { dg-warning "invalid memory model" } */
  atomic_store_explicit (&ai, x, memory_order_acquire);	/* { dg-warning "invalid memory model" } */
  __atomic_clear (&flag, __ATOMIC_CONSUME);		/* { dg-warning "invalid memory model 'memory_order_consume' for '__atomic_clear'" "" { target { ! gcc_before_12 } } } */
  /* { dg-warning "invalid memory model for '__atomic_store'" "GCC 11" { target gcc_before_12 } .-1 } */
  __atomic_clear (&flag, __ATOMIC_ACQUIRE);		/* { dg-warning "invalid memory model" } */
  __atomic_clear (&flag, __ATOMIC_ACQ_REL);		/* { dg-warning "invalid memory model" } */
  __atomic_store_n (&v, x, __ATOMIC_RELAXED);		/* { dg-bogus "memory model" } */
  __atomic_store_n (&v, x, __ATOMIC_RELEASE);		/* { dg-bogus "memory model" } */
  __atomic_store_n (&v, x, __ATOMIC_SEQ_CST);		/* { dg-bogus "memory model" } */
  __atomic_clear (&flag, __ATOMIC_RELEASE);		/* { dg-bogus "memory model" } */
  /* Every order is valid for the read-modify-writes, exchange and test_and_set.  */
  __atomic_exchange_n (&v, x, __ATOMIC_CONSUME);	/* { dg-bogus "memory model" } */
  __atomic_fetch_add (&v, x, __ATOMIC_ACQUIRE);		/* { dg-bogus "memory model" } */
  __atomic_test_and_set (&flag, __ATOMIC_RELEASE);	/* { dg-bogus "memory model" } */
}
