/* A seq_cst 4-byte fetch_add becomes the plugin's tagged inline sequence, with no library
   call left, on every target.  Without the plugin GCC 12 calls __aarch64_ldadd4_acq_rel
   (AArch64, -moutline-atomics) and __sync_fetch_and_add_4 (armv5); a call the plugin sends to
   the runtime would be __atomic_fetch_add_4.  The call as each target's GCC spells it, plain
   or as a tail call (-O2), through the PLT or not: x86-64 "call|jmp X@PLT"; AArch64
   "bl|b X"; Arm "bl|b X(PLT)"; POWER "bl|b X" or "X@notoc"; RISC-V "call|tail X@plt".  */
/* { dg-do compile } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst" } } */
/* { dg-final { scan-assembler-not "\t(call|jmp)\[ \t\]+\\*?(__atomic|__sync)_" { target x86_64-*-* } } } */
/* { dg-final { scan-assembler-not "\tbl?\[ \t\]+(__atomic_|__sync_|__aarch64_(cas|swp|ld))" { target aarch64*-*-* } } } */
/* { dg-final { scan-assembler-not "\tbl?x?\[ \t\]+(__atomic|__sync)_" { target arm*-*-* } } } */
/* { dg-final { scan-assembler-not "\tbl?\[ \t\]+(__atomic|__sync)_" { target powerpc*-*-* } } } */
/* { dg-final { scan-assembler-not "\t(call|tail|jal|j)\[ \t\]+(ra,)?(__atomic|__sync)_" { target riscv*-*-* } } } */
/* Any other spelling (a call through the GOT with -fno-plt, a target not listed above): no
   runtime entry point is named at all.  */
/* { dg-final { scan-assembler-not "(__atomic|__sync)_\[a-z\]|__aarch64_(cas|swp|ld)" } } */

int v;

int
f (int x)
{
  return __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST);
}
