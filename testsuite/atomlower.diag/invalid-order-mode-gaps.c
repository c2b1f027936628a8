/* With mode=gaps the plugin leaves the 4-byte operations to GCC, which then warns itself; the
   warning must not be lost (nor given twice by both, which dg-warning cannot tell).  GCC 11
   also says that an acq_rel failure order is stronger than a release success order.  */
/* { dg-do compile } */
/* { dg-additional-options "-fplugin-arg-atomlower-mode=gaps" { target atomlower_plugin } } */

int v;

int
f (int *e)
{
  __atomic_store_n (&v, 1, __ATOMIC_CONSUME);		/* { dg-warning "invalid memory model" } */
  return __atomic_compare_exchange_n (&v, e, 2, 0, __ATOMIC_RELEASE, __ATOMIC_ACQ_REL);	/* { dg-warning "invalid failure memory model" } */
  /* { dg-warning "failure memory model cannot be stronger" "GCC 11" { target gcc_before_12 } .-1 } */
}
