/* In -fplugin-arg-atomlower-warn=LIST the last word for each name wins: "all,no-mixed" leaves
   mixed off and the other two on.  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=all,no-mixed" } */

int counter;
_Atomic int ai;

int
f (void)
{
  counter = 1;					/* { dg-bogus "plain" } */
  __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);
  return ai;					/* { dg-warning "implicit 'seq_cst' load" } */
}
