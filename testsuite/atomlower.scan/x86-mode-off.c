/* -fplugin-arg-atomlower-mode=off loads the plugin and changes nothing: no annotation, GCC's own
   code (lock xadd for the 4-byte fetch_add, a call to libatomic's __atomic_load_16 for 16 bytes
   even with -mcx16).  GCC alone gives the same code; what shows that the plugin was loaded, and
   off, is its warnings, which read the program, change nothing and run with mode=off too: here
   an implicit seq_cst load of an _Atomic object (a plain mov in the assembly).  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-require-effective-target int128 } */
/* { dg-additional-options "-mcx16 -fplugin-arg-atomlower-mode=off -fplugin-arg-atomlower-warn=implicit-seq-cst" } */
/* { dg-final { scan-assembler-not "atomlower" } } */
/* { dg-final { scan-assembler-not "#APP" } } */
/* { dg-final { scan-assembler-times "lock xaddl" 1 } } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_load_16" } } */

typedef unsigned __int128 u128;
u128 q;
int v;

int fa4 (int x) { return __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST); }
u128 ld16 (void) { return __atomic_load_n (&q, __ATOMIC_ACQUIRE); }

_Atomic int a;
int rd (void) { return a; }	/* { dg-warning "implicit 'seq_cst' load of '_Atomic' object 'a'" } */
