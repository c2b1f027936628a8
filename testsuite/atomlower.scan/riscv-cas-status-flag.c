/* RV64: a 4-byte and a 1-byte compare-exchange return their success as the loop's status
   register (zero at 2: exactly when sc stored): one seqz per function, no sext.w of the
   observed or the expected value and no second subw after the loop (the write-back tests
   the status with beqz); *expected is read with a plain lw/lbu, which extends for free.
   An 8-byte compare-exchange still compares the observed value with bne.  */
/* { dg-do compile { target riscv64-*-* } } */
/* { dg-options "-O2" } */
/* The base table (A extension alone), whatever the board names: arch= pins it.  */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=rv64" } */
/* { dg-final { scan-assembler-times "seqz\[ \t\]" 3 } } */
/* { dg-final { scan-assembler-not "sext\\.w" } } */
/* { dg-final { scan-assembler-times "subw\[ \t\]" 2 } } */
/* { dg-final { scan-assembler-times "beqz\[ \t\]+\[a-z0-9\]+, 3f" 2 } } */
/* { dg-final { scan-assembler-not "call\[ \t\]+__atomic" } } */

_Bool cas4 (int *p, int *e, int d)
{
  return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
}

_Bool cas1 (unsigned char *p, unsigned char *e, unsigned char d)
{
  return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
}

_Bool cas8 (long *p, long *e, long d)
{
  return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
}
