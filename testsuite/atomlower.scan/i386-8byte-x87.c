/* i386 without SSE (Debian's i686 baseline): an 8-byte load or store is one x87 fildq or
   fistpq of the object, as GCC 12 -m32 does it (the quadword access is single-copy atomic,
   SDM 3A 9.1.1); a seq_cst store adds GCC's fence, lock orl $0,(%esp); exchange,
   compare-exchange and every fetch_op are lock cmpxchg8b; no SSE register, no library call.  */
/* { dg-do compile { target i?86-*-* } } */
/* { dg-additional-options "-mno-sse" } */
/* { dg-final { scan-assembler-times "atomlower: load 8 \[a-z_\]+\n\tfildq " 3 } } */
/* { dg-final { scan-assembler-times "atomlower: store 8 \[a-z_\]+\n\tpushl " 3 } } */
/* { dg-final { scan-assembler-times "fistpq \[^\n\]*\n\tlock orl \[^\n\]*%esp" 1 } } */
/* { dg-final { scan-assembler-times "lock orl" 1 } } */
/* { dg-final { scan-assembler-times "lock cmpxchg8b" 6 } } */
/* { dg-final { scan-assembler-not "xmm|mfence" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+_*(atomic|sync)_" } } */

#include "i386-8byte.h"
