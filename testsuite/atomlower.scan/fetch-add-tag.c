/* A seq_cst 4-byte fetch_add becomes the plugin's tagged inline sequence, with no library
   call left, on every target.  Without the plugin GCC 12 calls __aarch64_ldadd4_acq_rel
   (AArch64, -moutline-atomics) and __sync_fetch_and_add_4 (armv5); a call the plugin sends to
   the runtime would be __atomic_fetch_add_4.  However a target spells the call (plain or a
   tail call, through the PLT, the GOT or a literal pool), the routine is named in it: no
   runtime entry point may be named at all.  */
/* { dg-do compile } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst" } } */
/* { dg-final { scan-assembler-not "(__atomic|__sync)_\[a-z\]|__aarch64_(cas|swp|ld)" } } */

int v;

int
f (int x)
{
  return __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST);
}
