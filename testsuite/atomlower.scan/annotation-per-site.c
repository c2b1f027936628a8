/* Every lowered site carries one "atomlower: OP WIDTH ORDER[/FAILURE]" line with the normalised
   orders: consume is shown as acquire, a __sync builtin as seq_cst (lock_test_and_set acquire,
   lock_release release), a compare-exchange with both orders.  Counted per site.  */
/* { dg-do compile } */
/* Counted per site, so no block is copied: GCC's block reordering may duplicate a small block
   that holds a site (after a compare-exchange's store to *expected, the next site's block
   joins two paths), which copies its asm and its annotation.  */
/* { dg-additional-options "-fno-reorder-blocks" } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 seq_cst" 2 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 relaxed" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: load 4 acquire" 2 } } */
/* { dg-final { scan-assembler-not "atomlower: \[a-z_\]+ \[0-9\]+ consume" } } */
/* { dg-final { scan-assembler-times "atomlower: store 4 release" 2 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 4 acq_rel/acquire" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 4 seq_cst/relaxed" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: nand_fetch 4 acq_rel" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: exchange 4 acquire" 2 } } */
/* { dg-final { scan-assembler-times "atomlower: bool_compare_and_swap 4 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: thread_fence seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: test_and_set 1 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: clear 1 release" 1 } } */
/* { dg-final { scan-assembler-times "atomlower:" 16 } } */

int v;
unsigned char flag;

int
f (int x, int *e)
{
  int r = __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST);
  r += __sync_fetch_and_add (&v, 1);
  __atomic_fetch_add (&v, 2, __ATOMIC_RELAXED);
  r += __atomic_load_n (&v, __ATOMIC_CONSUME);
  r += __atomic_load_n (&v, __ATOMIC_ACQUIRE);
  __atomic_store_n (&v, r, __ATOMIC_RELEASE);
  __sync_lock_release (&v);
  r += __atomic_compare_exchange_n (&v, e, x, 1, __ATOMIC_ACQ_REL, __ATOMIC_CONSUME);
  r += __atomic_compare_exchange_n (&v, e, x, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
  r += __atomic_nand_fetch (&v, x, __ATOMIC_ACQ_REL);
  r += __atomic_exchange_n (&v, x, __ATOMIC_ACQUIRE);
  r += __sync_lock_test_and_set (&v, 3);
  r += __sync_bool_compare_and_swap (&v, 3, 4);
  __sync_synchronize ();
  r += __atomic_test_and_set (&flag, __ATOMIC_SEQ_CST);
  __atomic_clear (&flag, __ATOMIC_RELEASE);
  return r;
}
