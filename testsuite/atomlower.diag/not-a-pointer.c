/* A non-pointer first argument is still the front end's error, with or without the plugin.  */
/* { dg-do compile } */

int
g (int x)
{
  return __atomic_fetch_add (x, 1, __ATOMIC_SEQ_CST);	/* { dg-error "incompatible with argument 1" } */
}
