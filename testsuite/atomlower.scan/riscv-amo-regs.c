/* RV64: a single AMO reads its inputs before it writes rd, so its result is no early clobber
   (lower/riscv.c, amo_rmw, amo_swap): at -O2 the result takes the address register that GCC
   returns it in, and no mv follows the AMO (as Linux's and musl's "=r" AMO asm).  */
/* { dg-do compile { target riscv64-*-* } } */
/* { dg-additional-options "-O2" } */
/* { dg-final { scan-assembler "atomlower: exchange 8 relaxed\n\tamoswap\\.d (a\[0-7\]), a\[0-7\], 0\\(\\1\\)\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 8 relaxed\n\tamoadd\\.d (a\[0-7\]), a\[0-7\], 0\\(\\1\\)\n" } } */
/* { dg-final { scan-assembler-not "\tmv\t" } } */

long xp (long *p, long x) { return __atomic_exchange_n (p, x, __ATOMIC_RELAXED); }
long fp (long *p, long x) { return __atomic_fetch_add (p, x, __ATOMIC_RELAXED); }
