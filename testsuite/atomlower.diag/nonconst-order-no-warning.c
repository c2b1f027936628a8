/* An order that is not a constant is treated as seq_cst without a warning: it is not an
   invalid order, whatever it turns out to be at run time; nor is a non-constant failure order
   "stronger" than a constant success order.  The plugin lowers each site with seq_cst in place
   of the unknown order (a compare-exchange's success order raised to meet an unknown failure
   order), as its "atomlower:" lines say.  */
/* { dg-do compile } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst" } } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst" } } */
/* { dg-final { scan-assembler "atomlower: clear 1 seq_cst" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/seq_cst" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/acquire" } } */
/* { dg-final { scan-assembler-not "atomlower: \[a-z_\]+ \[0-9\]+ (relaxed|consume|acquire|release|acq_rel)\[^a-z_\]" } } */

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
