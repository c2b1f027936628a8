/* Compare-exchange orders: a release or acq_rel failure order is "invalid failure memory
   model"; a failure order stronger than the success order "cannot be stronger than success
   memory model"; the valid pairs get no warning.  Strong and weak, __atomic_compare_exchange
   too, and <stdatomic.h>.  It still compiles.
   GCC 11 words them as it does (no order names; README, "GCC 11"), compares the orders after
   taking consume for acquire (consume/acquire is no warning), and gives an acq_rel failure
   order beside an acquire success order both warnings.  */
/* { dg-do compile } */

#include <stdatomic.h>

int v;
long long d;
atomic_int ai;

int
f (int *e, long long *ed, int x)
{
  int r = 0;
  r += __atomic_compare_exchange_n (&v, e, x, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELEASE);	/* { dg-warning "invalid failure memory model 'memory_order_release'" "" { target { ! gcc_before_12 } } } */
  /* { dg-warning "invalid failure memory model for '__atomic_compare_exchange'" "GCC 11" { target gcc_before_12 } .-1 } */
  r += __atomic_compare_exchange_n (&v, e, x, 1, __ATOMIC_SEQ_CST, __ATOMIC_ACQ_REL);	/* { dg-warning "invalid failure memory model 'memory_order_acq_rel'" "" { target { ! gcc_before_12 } } } */
  /* { dg-warning "invalid failure memory model for '__atomic_compare_exchange'" "GCC 11" { target gcc_before_12 } .-1 } */
  r += __atomic_compare_exchange_n (&d, ed, x, 0, __ATOMIC_ACQ_REL, __ATOMIC_RELEASE);	/* { dg-warning "invalid failure memory model" } */
  r += __atomic_compare_exchange (&v, e, &x, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQ_REL);	/* { dg-warning "invalid failure memory model" } */
  /* { dg-warning "failure memory model cannot be stronger than success memory model for '__atomic_compare_exchange'" "GCC 11" { target gcc_before_12 } .-1 } */
  r += __atomic_compare_exchange_n (&v, e, x, 0, __ATOMIC_RELAXED, __ATOMIC_ACQUIRE);	/* { dg-warning "failure memory model 'memory_order_acquire' cannot be stronger than success memory model 'memory_order_relaxed'" "" { target { ! gcc_before_12 } } } */
  /* { dg-warning "failure memory model cannot be stronger than success memory model for '__atomic_compare_exchange'" "GCC 11" { target gcc_before_12 } .-1 } */
  r += __atomic_compare_exchange_n (&v, e, x, 1, __ATOMIC_ACQUIRE, __ATOMIC_SEQ_CST);	/* { dg-warning "cannot be stronger than success memory model" } */
  r += __atomic_compare_exchange_n (&d, ed, x, 0, __ATOMIC_CONSUME, __ATOMIC_ACQUIRE);	/* { dg-warning "cannot be stronger" "" { target { ! gcc_before_12 } } } */
  r += __atomic_compare_exchange_n (&v, e, x, 0, __ATOMIC_RELEASE, __ATOMIC_SEQ_CST);	/* { dg-warning "cannot be stronger" } */
  r += atomic_compare_exchange_strong_explicit (&ai, e, x, memory_order_relaxed, memory_order_seq_cst);	/* { dg-warning "cannot be stronger" } */
  r += __atomic_compare_exchange_n (&v, e, x, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);	/* { dg-bogus "memory model" } */
  r += __atomic_compare_exchange_n (&v, e, x, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);	/* { dg-bogus "memory model" } */
  r += __atomic_compare_exchange_n (&v, e, x, 1, __ATOMIC_RELEASE, __ATOMIC_RELAXED);	/* { dg-bogus "memory model" } */
  r += __atomic_compare_exchange_n (&v, e, x, 0, __ATOMIC_RELEASE, __ATOMIC_ACQUIRE);	/* { dg-bogus "memory model" } */
  r += __atomic_compare_exchange_n (&v, e, x, 0, __ATOMIC_CONSUME, __ATOMIC_CONSUME);	/* { dg-bogus "memory model" } */
  r += __atomic_compare_exchange_n (&v, e, x, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);	/* { dg-bogus "memory model" } */
  return r;
}
