/* An order that is not a constant is treated as seq_cst without a warning: it is not an
   invalid order, whatever it turns out to be at run time; nor is a non-constant failure order
   "stronger" than a constant success order.  */
/* { dg-do compile } */

int v;

int
f (int o, int fo, int *e)
{
  int r = __atomic_load_n (&v, o);					/* { dg-bogus "memory model" } */
  __atomic_store_n (&v, r, o);						/* { dg-bogus "memory model" } */
  __atomic_clear ((_Bool *) e, o);					/* { dg-bogus "memory model" } */
  r += __atomic_compare_exchange_n (&v, e, 1, 0, o, fo);		/* { dg-bogus "memory model" } */
  r += __atomic_compare_exchange_n (&v, e, 1, 0, o, __ATOMIC_ACQUIRE);	/* { dg-bogus "memory model" } */
  r += __atomic_compare_exchange_n (&v, e, 1, 1, __ATOMIC_RELAXED, fo);	/* { dg-bogus "memory model" } */
  r += __atomic_compare_exchange_n (&v, e, 1, 0, __ATOMIC_ACQUIRE, fo);	/* { dg-bogus "memory model" } */
  return r;
}
