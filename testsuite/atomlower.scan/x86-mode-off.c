/* -fplugin-arg-atomlower-mode=off loads the plugin and changes nothing: no annotation, GCC's own
   code (lock xadd for the 4-byte fetch_add, a call to libatomic's __atomic_load_16 for 16 bytes
   even with -mcx16).  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-require-effective-target int128 } */
/* { dg-additional-options "-mcx16 -fplugin-arg-atomlower-mode=off" } */
/* { dg-final { scan-assembler-not "atomlower" } } */
/* { dg-final { scan-assembler-not "#APP" } } */
/* { dg-final { scan-assembler-times "lock xaddl" 1 } } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_load_16" } } */

typedef unsigned __int128 u128;
u128 q;
int v;

int fa4 (int x) { return __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST); }
u128 ld16 (void) { return __atomic_load_n (&q, __ATOMIC_ACQUIRE); }
