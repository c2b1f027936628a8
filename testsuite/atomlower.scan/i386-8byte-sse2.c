/* i386 with SSE2: an 8-byte load or store goes through one movq of an xmm register, as GCC
   12 -m32 -msse2 does it (SDM 3A 9.1.1); a seq_cst store adds lock orl $0,(%esp) (GCC's
   fence); exchange, compare-exchange and every fetch_op are lock cmpxchg8b; no x87, no
   library call.  Compiled only: the board's CPU is a Pentium II.  */
/* { dg-do compile { target i?86-*-* } } */
/* { dg-additional-options "-msse2" } */
/* { dg-final { scan-assembler-times "atomlower: load 8 \[a-z_\]+\n\tmovq " 3 } } */
/* { dg-final { scan-assembler-times "punpckldq \[^\n\]*\n\tmovq %xmm\[0-7\], " 3 } } */
/* { dg-final { scan-assembler-times "movq %xmm\[0-7\], \[^\n\]*\n\tlock orl \[^\n\]*%esp" 1 } } */
/* { dg-final { scan-assembler-times "lock orl" 1 } } */
/* { dg-final { scan-assembler-times "lock cmpxchg8b" 6 } } */
/* { dg-final { scan-assembler-not "fildq|fistpq|mfence" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+_*(atomic|sync)_" } } */

#include "i386-8byte.h"
