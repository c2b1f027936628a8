/* -Wno-invalid-memory-model silences the plugin's order warnings as it does GCC's (the plugin
   warns under that option), and -Werror=invalid-memory-model makes them errors.  The plugin
   did see the invalid orders: it lowers each site as seq_cst (its "atomlower:" lines).  */
/* { dg-do compile } */
/* { dg-additional-options "-Wno-invalid-memory-model" } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst" } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/seq_cst" } } */

int v;

int
f (int *e)
{
  __atomic_store_n (&v, 1, __ATOMIC_ACQUIRE);		/* { dg-bogus "memory model" } */
  int r = __atomic_load_n (&v, __ATOMIC_RELEASE);	/* { dg-bogus "memory model" } */
  return r + __atomic_compare_exchange_n (&v, e, 2, 0, __ATOMIC_RELAXED, __ATOMIC_SEQ_CST);	/* { dg-bogus "memory model" } */
}
