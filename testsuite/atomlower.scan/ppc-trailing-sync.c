/* POWER scheme trailing-sync (Lahav et al., PLDI 2017; unsound for C11, kept for study):
   seq_cst loads `ld; sync`, stores `lwsync; st; sync`, RMWs `lwsync; loop; sync`; acquire
   and release rows stay the leading-sync ones.  */
/* { dg-do compile { target powerpc64le-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-scheme=trailing-sync" } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst\n\tlwzx\[^\n\]*\n\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: store 8 seq_cst\n\tlwsync\n\tstdx\[^\n\]*\n\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tlwsync\n\t1:\n(\t\[^\n\]*\n)*\tbne- 1b\n\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tlwzx\[^\n\]*\n\tcmpw\[^\n\]*\n\tbne- \\\$\\+4\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: store 4 release\n\tlwsync\n\tstwx\[^\n\]*\n\[^\t\]" } } */

int i;
long l;

int ls (void) { return __atomic_load_n (&i, __ATOMIC_SEQ_CST); }
int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
void ss (long x) { __atomic_store_n (&l, x, __ATOMIC_SEQ_CST); }
void sr (int x) { __atomic_store_n (&i, x, __ATOMIC_RELEASE); }
int fa (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
