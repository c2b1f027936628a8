/* An invalid constant memory order still gets -Winvalid-memory-model's warning at the call
   (the plugin replaces the builtin before GCC would warn, so it must warn itself), and a valid
   order gets none.  */
/* { dg-do compile } */

int v;

int
f (void)
{
  int a = __atomic_load_n (&v, __ATOMIC_RELEASE);	/* { dg-warning "invalid memory model" } */
  __atomic_store_n (&v, 1, __ATOMIC_ACQUIRE);		/* { dg-warning "invalid memory model" } */
  return a + __atomic_load_n (&v, __ATOMIC_ACQUIRE);	/* { dg-bogus "memory model" } */
}
