/* -Werror=invalid-memory-model turns the plugin's order warnings into errors.  */
/* { dg-do compile } */
/* { dg-additional-options "-Werror=invalid-memory-model" } */
/* { dg-prune-output "some warnings being treated as errors" } */

int v;

int
f (void)
{
  return __atomic_load_n (&v, __ATOMIC_RELEASE);	/* { dg-error "invalid memory model" } */
}
