/* ARM and AArch64 (LL/SC): a compare-exchange's success is the Z flag its loop leaves at
   2: (set by the retry's cmp, or cbnz's untouched EQ, on the path that stored; clear from
   the compare's bne on the other), read as "=@cceq": nothing compares the observed and
   expected values after the asm (no clz/lsr, no uxtb of the observed byte), and a caller's
   branch on the result uses the flag directly.  The write-back to a *expected in memory is
   the plugin's, after the asm (cas-store-after.c): no 3f branch is left in the asm.  */
/* GCC 9 has no asm flag outputs there: the plugin compares instead (its compare-exchanges
   are executed by atomlower.exec on those boards).  */
/* { dg-do compile { target { { arm*-*-* aarch64*-*-* } && asm_flag_outputs } } } */
/* { dg-options "-O2" } */
/* The LL/SC rows whatever the board's -march (its LSE would be CAS).  */
/* { dg-additional-options "-mno-outline-atomics -fplugin-arg-atomlower-arch=aarch64" { target aarch64*-*-* } } */
/* armel's default CPU calls the kernel's helpers: its LL/SC loops are ARMv6's.  */
/* { dg-additional-options "-marm -fplugin-arg-atomlower-arch=armv6" { target arm*-*-*eabi } } */
/* { dg-final { scan-function-assembler "cas4" "atomlower: compare_exchange 4 seq_cst/relaxed" } } */
/* { dg-final { scan-function-assembler-not "cas4" "3f" } } */
/* { dg-final { scan-function-assembler-not "cas1" "3f" } } */
/* { dg-final { scan-function-assembler-not "cas1" "clz|uxtb\[^\\n\]*\\n\[^\\n\]*subs" } } */
/* { dg-final { scan-function-assembler-not "cas4" "clz" } } */
/* { dg-final { scan-function-assembler-times "spin" "cmp\[ \t\]" 2 { target arm*-*-* } } } */
/* { dg-final { scan-function-assembler-times "spin" "cmp\[ \t\]" 1 { target aarch64*-*-* } } } */

_Bool cas4 (int *p, int *e, int d)
{
  return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
}

_Bool cas1 (unsigned char *p, unsigned char *e, unsigned char d)
{
  return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
}

/* The loop's compares (the value's, and on ARM the retry's status) and no other.  */
void spin (int *p, int d)
{
  int e = 0;
  while (!__atomic_compare_exchange_n (p, &e, d, 1, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
    e = 0;
}
