/* -w silences the plugin's warnings as it does GCC's own.  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=all -w" } */

int counter;
_Atomic int ai;

int
f (void)
{
  counter = 1;					/* { dg-bogus "plain" } */
  __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);
  return ai;					/* { dg-bogus "seq_cst" } */
}
