/* Merged barriers, the plugin's default when optimizing (merge-off.c: merge=off): two sites with
   nothing between them that accesses memory share one barrier where lower/'s table has a row for
   the pair (lower/merge.c); the site that lost its barrier says so in its tag.  The boards that
   run with merge=off (make check's variant CPUs) pass merge=on here: the option given last wins.  Named ARMv7 (every
   barrier `dmb ish`, merged when the same twice) and RV64 (the psABI's fences, where the
   weaker of `fence rw,rw` and `fence rw,w` goes), so every Arm and RISC-V board compiles it.
   Merging is for optimized code: at -O0 the sequences stay whole.  */
/* { dg-do compile { target arm*-*-* riscv64-*-* } } */
/* { dg-skip-if "merging runs when optimizing" { *-*-* } { "-O0" } { "" } } */
/* { dg-additional-options "-fplugin-arg-atomlower-merge=on" } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=armv7 -march=armv7-a+fp -marm" { target arm*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=rv64" { target riscv64-*-* } } */

/* Two seq_cst read-modify-writes: the first one's trailing dmb goes (ARMv7); RV64's AMOs
   have no fence to merge.  */
/* { dg-final { scan-function-assembler two_adds "atomlower: fetch_add 4 seq_cst; merged with the next site: its last dmb ish dropped for the next site's dmb ish\n\tdmb ish\n(\t\[^\n\]*\n)*\tbne 1b\n\[^\t\]" { target arm*-*-* } } } */
/* { dg-final { scan-function-assembler-times two_adds "\tdmb ish\n" 3 { target arm*-*-* } } } */
/* { dg-final { scan-function-assembler-not two_adds "merged" { target riscv64-*-* } } } */
/* A seq_cst fence, then a release store: one barrier for both.  */
/* { dg-final { scan-function-assembler-times fence_release "\tdmb ish\n" 1 { target arm*-*-* } } } */
/* { dg-final { scan-function-assembler fence_release "atomlower: thread_fence seq_cst; merged with the next site" { target arm*-*-* } } } */
/* { dg-final { scan-function-assembler fence_release "atomlower: store 4 release; merged with the previous site: its first fence rw,w dropped for the previous site's fence rw,rw\n\tsw " { target riscv64-*-* } } } */
/* { dg-final { scan-function-assembler-times fence_release "\tfence " 1 { target riscv64-*-* } } } */
/* A seq_cst store then a seq_cst load (RV64: trailing fence rw,rw, leading fence rw,rw).  */
/* { dg-final { scan-function-assembler store_load "atomlower: store 4 seq_cst; merged with the next site: its last fence rw,rw dropped for the next site's fence rw,rw\n\tfence rw,w\n\tsw \[^\n\]*\n\[^\t\]" { target riscv64-*-* } } } */
/* { dg-final { scan-function-assembler-times store_load "\tfence " 3 { target riscv64-*-* } } } */
/* Three in a row (store, fence, store): the fence merges with both neighbours.  */
/* { dg-final { scan-function-assembler-times three "\tdmb ish\n" 3 { target arm*-*-* } } } */
/* { dg-final { scan-function-assembler-times three "\tfence " 3 { target riscv64-*-* } } } */
/* What keeps both barriers: a plain store between, a volatile access, a call, an asm, a
   relaxed site (no barrier of its own, it stands between).  */
/* { dg-final { scan-function-assembler-not access_between "merged" } } */
/* { dg-final { scan-function-assembler-not volatile_between "merged" } } */
/* { dg-final { scan-function-assembler-not call_between "merged" } } */
/* { dg-final { scan-function-assembler-not asm_between "merged" } } */
/* { dg-final { scan-function-assembler-not relaxed_between "merged" } } */
/* Arithmetic between does not: it touches no memory.  */
/* { dg-final { scan-function-assembler arith_between "merged with the next site" { target arm*-*-* } } } */

int a, b, c;
volatile int v;
void ext (void);

int
two_adds (void)
{
  __atomic_fetch_add (&a, 1, __ATOMIC_SEQ_CST);
  return __atomic_fetch_add (&b, 1, __ATOMIC_SEQ_CST);
}

void
fence_release (void)
{
  __atomic_thread_fence (__ATOMIC_SEQ_CST);
  __atomic_store_n (&a, 1, __ATOMIC_RELEASE);
}

int
store_load (void)
{
  __atomic_store_n (&a, 1, __ATOMIC_SEQ_CST);
  return __atomic_load_n (&b, __ATOMIC_SEQ_CST);
}

void
three (void)
{
  __atomic_store_n (&a, 1, __ATOMIC_SEQ_CST);
  __atomic_thread_fence (__ATOMIC_SEQ_CST);
  __atomic_store_n (&b, 1, __ATOMIC_SEQ_CST);
}

int
access_between (void)
{
  __atomic_fetch_add (&a, 1, __ATOMIC_SEQ_CST);
  c = 5;
  return __atomic_fetch_add (&b, 1, __ATOMIC_SEQ_CST);
}

int
volatile_between (void)
{
  __atomic_fetch_add (&a, 1, __ATOMIC_SEQ_CST);
  v;
  return __atomic_fetch_add (&b, 1, __ATOMIC_SEQ_CST);
}

int
call_between (void)
{
  __atomic_fetch_add (&a, 1, __ATOMIC_SEQ_CST);
  ext ();
  return __atomic_fetch_add (&b, 1, __ATOMIC_SEQ_CST);
}

int
asm_between (void)
{
  __atomic_fetch_add (&a, 1, __ATOMIC_SEQ_CST);
  __asm__ volatile ("" ::: "memory");
  return __atomic_fetch_add (&b, 1, __ATOMIC_SEQ_CST);
}

int
relaxed_between (void)
{
  __atomic_fetch_add (&a, 1, __ATOMIC_SEQ_CST);
  __atomic_store_n (&c, 1, __ATOMIC_RELAXED);
  return __atomic_fetch_add (&b, 1, __ATOMIC_SEQ_CST);
}

int
arith_between (int x, int y)
{
  int r = __atomic_fetch_add (&a, x, __ATOMIC_SEQ_CST);
  r = r * y + 3;
  return r + __atomic_fetch_add (&b, r, __ATOMIC_SEQ_CST);
}
