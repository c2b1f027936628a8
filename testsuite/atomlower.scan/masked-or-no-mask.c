/* Masked LL/SC loops (big-endian POWER without lharx: -mcpu=power4 on the power8 board too): or and xor leave the bits around the
   field alone, so the sequence takes no mask operand and GCC computes none (no 0xffff built
   and shifted before the loop); and takes v << shift | ~mask (masked-and-exchange.c), so it
   still needs the mask.  */
/* { dg-do compile { target { powerpc-*-* powerpc64-*-* } } } */
/* { dg-additional-options "-mcpu=power4" { target powerpc64-*-* } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 2 relaxed\n\t1:\n\tlwarx \[0-9\]+,0,\[0-9\]+\n\tor " } } */
/* { dg-final { scan-assembler-times "ori \[0-9\]+,\[0-9\]+,0xffff" 1 } } */

unsigned short f_or (unsigned short *p, unsigned short v) { return __atomic_fetch_or (p, v, __ATOMIC_RELAXED); }
unsigned short f_xor (unsigned short *p, unsigned short v) { return __atomic_fetch_xor (p, v, __ATOMIC_RELAXED); }
unsigned short f_and (unsigned short *p, unsigned short v) { return __atomic_fetch_and (p, v, __ATOMIC_RELAXED); }
