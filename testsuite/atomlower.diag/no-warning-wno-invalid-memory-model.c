/* -Wno-invalid-memory-model silences the plugin's order warnings as it does GCC's (the plugin
   warns under that option), and -Werror=invalid-memory-model makes them errors.  */
/* { dg-do compile } */
/* { dg-additional-options "-Wno-invalid-memory-model" } */

int v;

int
f (int *e)
{
  __atomic_store_n (&v, 1, __ATOMIC_ACQUIRE);		/* { dg-bogus "memory model" } */
  int r = __atomic_load_n (&v, __ATOMIC_RELEASE);	/* { dg-bogus "memory model" } */
  return r + __atomic_compare_exchange_n (&v, e, 2, 0, __ATOMIC_RELAXED, __ATOMIC_SEQ_CST);	/* { dg-bogus "memory model" } */
}
