/* Masked LL/SC loops (big-endian POWER without lbarx/lharx: -mcpu=power4 on the power8 board
   too): a masked and is one and in the loop, its value v << shift | ~mask made before it (orc),
   where it merged with xor ; and ; xor; a masked exchange is andc with the mask ; or (a
   target without and-not takes ~mask from the plugin), where it was xor ; and ; xor.  */
/* { dg-do compile { target { powerpc-*-* powerpc64-*-* } } } */
/* { dg-additional-options "-mcpu=power4" { target powerpc64-*-* } } */
/* { dg-final { scan-assembler "atomlower: fetch_and 2 relaxed\n\t1:\n\tlwarx (\[0-9\]+),0,(\[0-9\]+)\n\tand (\[0-9\]+),\\1,\[0-9\]+\n\tstwcx\\. \\3,0,\\2\n" } } */
/* { dg-final { scan-assembler "atomlower: exchange 1 relaxed\n\t1:\n\tlwarx (\[0-9\]+),0,(\[0-9\]+)\n\tandc (\[0-9\]+),\\1,\[0-9\]+\n\tor \\3,\\3,\[0-9\]+\n\tstwcx\\. \\3,0,\\2\n" } } */

unsigned short f_and (unsigned short *p, unsigned short v) { return __atomic_fetch_and (p, v, __ATOMIC_RELAXED); }
unsigned char x1 (unsigned char *p, unsigned char v) { return __atomic_exchange_n (p, v, __ATOMIC_RELAXED); }
