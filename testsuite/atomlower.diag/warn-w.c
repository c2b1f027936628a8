/* -w silences the plugin's warnings as it does GCC's own.  The plugin did run over the sites
   that warn-werror.c shows warn with these options (their "atomlower:" lines): -w silenced it,
   it did not skip the unit.  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=all -w" } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 relaxed" } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst" } } */

int counter;
_Atomic int ai;

int
f (void)
{
  counter = 1;					/* { dg-bogus "plain" } */
  __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);
  return ai;					/* { dg-bogus "seq_cst" } */
}
