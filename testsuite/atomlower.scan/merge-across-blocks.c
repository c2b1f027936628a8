/* Merged barriers across blocks (lower/merge.c, al_merge_into_later; plugin/pass.cc,
   merge_across_blocks): a block that begins with a site whose every incoming edge leaves a
   block ending with a site loses its site's first barrier when each of those sites' last one
   is the same or stronger; an edge from a block without such an end keeps it.  Named ARMv7
   (dmb ish everywhere) and RV64 (a seq_cst store's fence rw,w after a fence rw,rw).  */
/* { dg-do compile { target arm*-*-* riscv64-*-* } } */
/* { dg-skip-if "merging runs when optimizing" { *-*-* } { "-O0" } { "" } } */
/* { dg-additional-options "-fplugin-arg-atomlower-merge=on" } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=armv7 -march=armv7-a+fp -marm" { target arm*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=rv64" { target riscv64-*-* } } */

/* A seq_cst store, then one of two seq_cst stores: both branches' stores lose their leading
   barrier (ARMv7: dmb ish; RV64: fence rw,w under the first store's fence rw,rw).  */
/* { dg-final { scan-function-assembler-times branches "merged across blocks: its first dmb ish dropped for the dmb ish ending the previous site on every edge into its block \\(1\\)\n\tstr " 2 { target arm*-*-* } } } */
/* { dg-final { scan-function-assembler-times branches "\tdmb ish\n" 4 { target arm*-*-* } } } */
/* { dg-final { scan-function-assembler-times branches "merged across blocks: its first fence rw,w dropped for the fence rw,rw ending the previous site on every edge into its block \\(1\\)\n\tsw " 2 { target riscv64-*-* } } } */
/* { dg-final { scan-function-assembler-times branches "\tfence " 4 { target riscv64-*-* } } } */
/* A join whose two edges each leave a block ending with a seq_cst store: the release store
   after the join loses its barrier (both kept barriers the same).  */
/* { dg-final { scan-function-assembler join "atomlower: store 4 release; merged across blocks: its first dmb ish dropped for the dmb ish ending the previous site on every edge into its block \\(2\\)" { target arm*-*-* } } } */
/* What keeps the barrier: a plain store on one path, and an edge from a block with no site.  */
/* { dg-final { scan-function-assembler-not store_on_a_path "merged" } } */
/* { dg-final { scan-function-assembler-not one_edge_bare "merged" } } */

int a, b, c, d;

void
branches (int x)
{
  __atomic_store_n (&a, 1, __ATOMIC_SEQ_CST);
  if (x)
    __atomic_store_n (&b, 1, __ATOMIC_SEQ_CST);
  else
    __atomic_store_n (&c, 1, __ATOMIC_SEQ_CST);
}

void
join (int x)
{
  if (x)
    __atomic_store_n (&b, 1, __ATOMIC_SEQ_CST);
  else
    __atomic_store_n (&c, 1, __ATOMIC_SEQ_CST);
  __atomic_store_n (&d, 1, __ATOMIC_RELEASE);
}

void
store_on_a_path (int x)
{
  __atomic_store_n (&a, 1, __ATOMIC_SEQ_CST);
  if (x)
    c = 5;
  __atomic_store_n (&d, 1, __ATOMIC_RELEASE);
}

void
one_edge_bare (int x)
{
  if (x)
    __atomic_store_n (&b, 1, __ATOMIC_SEQ_CST);
  __atomic_store_n (&d, 1, __ATOMIC_RELEASE);
}
