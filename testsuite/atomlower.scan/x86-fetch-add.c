/* x86-64: the front end resolves __atomic_fetch_add on an int to __atomic_fetch_add_4, and the
   plugin turns each of the two sites into one lock xadd, as GCC does.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-fdump-tree-original" } */
/* { dg-final { scan-tree-dump-times "__atomic_fetch_add_4" 2 "original" } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 (seq_cst|relaxed)" 2 } } */
/* { dg-final { scan-assembler-times "lock xadd" 2 } } */

int v;

int
f (int x)
{
  return __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST) + __atomic_fetch_add (&v, 1, __ATOMIC_RELAXED);
}
