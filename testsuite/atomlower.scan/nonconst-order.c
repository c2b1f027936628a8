/* A memory order that is not a compile-time constant is treated as seq_cst (docs/design.md §3)
   when the plugin lowers the site: the annotation says seq_cst for every operation, both orders
   of a compare-exchange included.  At -O0 (forced here) the plugin lowers every such site; when
   optimizing it leaves those GCC inlines itself to GCC, which sees the order after inlining
   (nonconst-order-inlined.c).  (That no warning is given is
   atomlower.diag/nonconst-order-no-warning.c.)  */
/* { dg-do compile } */
/* { dg-additional-options "-O0" } */
/* { dg-final { scan-assembler-times "atomlower: load 4 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: store 4 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: exchange 4 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 4 seq_cst/seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: thread_fence seq_cst" 1 } } */
/* { dg-final { scan-assembler-not "atomlower: \[^\n\]*(relaxed|acquire|release|acq_rel|consume)" } } */

int v;

int
f (int o, int fo, int *e)
{
  int r = __atomic_load_n (&v, o);
  __atomic_store_n (&v, r, o);
  r += __atomic_fetch_add (&v, 1, o);
  r += __atomic_exchange_n (&v, 2, o);
  r += __atomic_compare_exchange_n (&v, e, 3, 0, o, fo);
  __atomic_thread_fence (o);
  return r;
}
