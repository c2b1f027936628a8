/* AArch64 with LSE: a 16-byte compare-exchange whose expected value is passed by value
   (its address taken only for the builtin) is CASPAL on the argument registers, the
   expected pair copied once (CASPAL overwrites it with the observed value, which the
   cmp ; ccmp inside the sequence compare with the original) and the desired pair x4:x5
   used where it arrives: two moves, as Clang 16.  The object's memory operand is plain
   (al_seq.mem_plain): a volatile one made GCC 12 copy both pairs through a third (six
   moves), and the expected value is passed to the asm as the parameter itself, not its
   conversion to the builtin's unsigned type.  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-skip-if "register allocation is checked at -O2" { *-*-* } { "-O0" } { "" } } */
/* { dg-additional-options "-march=armv8-a+lse" } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 16 seq_cst/seq_cst\n\tcaspal x6, x7, x4, x5, \\\[x0\\\]\n\tcmp x6, x2\n\tccmp x7, x3, #0, eq\n" } } */
/* { dg-final { scan-assembler-times "\tmov\t" 2 } } */

_Bool
cas16 (__int128 *p, __int128 e, __int128 d)
{
  return __atomic_compare_exchange_n (p, &e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}
