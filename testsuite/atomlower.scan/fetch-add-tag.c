/* A seq_cst 4-byte fetch_add becomes the plugin's tagged inline sequence, with no library
   call left, on every target.  */
/* { dg-do compile } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst" } } */
/* { dg-final { scan-assembler-not "call\[ \t\]+__atomic" } } */

int v;

int
f (int x)
{
  return __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST);
}
