/* A load with a release or acq_rel order gets GCC's -Winvalid-memory-model warning at the call
   (the plugin replaces the builtin before GCC would check it, so it must warn itself), at every
   width and through every spelling; the four valid orders get none.  It still compiles.
   GCC 11 names neither the order nor the sized builtin (README, "GCC 11").  */
/* { dg-do compile } */

#include <stdatomic.h>

unsigned char c;
short h;
int v;
long long d;
atomic_int ai;

int
f (void)
{
  int r = 0, t;
  r += __atomic_load_n (&c, __ATOMIC_RELEASE);		/* { dg-warning "invalid memory model 'memory_order_release'" "" { target { ! gcc_before_12 } } } */
  /* { dg-warning "invalid memory model for '__atomic_load'" "GCC 11" { target gcc_before_12 } .-1 } */
  r += __atomic_load_n (&h, __ATOMIC_ACQ_REL);		/* { dg-warning "invalid memory model 'memory_order_acq_rel'" "" { target { ! gcc_before_12 } } } */
  /* { dg-warning "invalid memory model for '__atomic_load'" "GCC 11" { target gcc_before_12 } .-1 } */
  r += __atomic_load_n (&v, __ATOMIC_RELEASE);		/* { dg-warning "invalid memory model" } */
  r += __atomic_load_n (&d, __ATOMIC_ACQ_REL);		/* { dg-warning "invalid memory model" } */
  __atomic_load (&v, &t, __ATOMIC_RELEASE);		/* { dg-warning "invalid memory model" } */
  r += t;
  r += atomic_load_explicit (&ai, memory_order_acq_rel);	/* { dg-warning "invalid memory model" } */
  r += __atomic_load_n (&v, __ATOMIC_RELAXED);		/* { dg-bogus "memory model" } */
  r += __atomic_load_n (&v, __ATOMIC_CONSUME);		/* { dg-bogus "memory model" } */
  r += __atomic_load_n (&v, __ATOMIC_ACQUIRE);		/* { dg-bogus "memory model" } */
  r += __atomic_load_n (&v, __ATOMIC_SEQ_CST);		/* { dg-bogus "memory model" } */
  return r;
}
