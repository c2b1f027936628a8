/* A relaxed atomic names only its object (no "memory" clobber, docs/design.md §3), so GCC may
   keep an unrelated global in a register across it: g is loaded once per function.  Any other
   order (and an acquire fence) is a compiler barrier: h is loaded twice per function.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2" } */
/* { dg-final { scan-assembler-times "g\\(%rip\\)" 3 } } */
/* { dg-final { scan-assembler-times "h\\(%rip\\)" 8 } } */

int g, h, v;

int rmw_relaxed (void) { int a = g; __atomic_fetch_add (&v, 1, __ATOMIC_RELAXED); return a + g; }
int load_relaxed (void) { int a = g; int b = __atomic_load_n (&v, __ATOMIC_RELAXED); return a + g + b; }
int fence_relaxed (void) { int a = g; __atomic_thread_fence (__ATOMIC_RELAXED); return a + g; }

int rmw_seq_cst (void) { int a = h; __atomic_fetch_add (&v, 1, __ATOMIC_SEQ_CST); return a + h; }
int load_acquire (void) { int a = h; int b = __atomic_load_n (&v, __ATOMIC_ACQUIRE); return a + h + b; }
int store_release (int x) { int a = h; __atomic_store_n (&v, x, __ATOMIC_RELEASE); return a + h; }
int fence_acquire (void) { int a = h; __atomic_thread_fence (__ATOMIC_ACQUIRE); return a + h; }
