/* 16-byte atomics with -mcx16 -mavx: loads and stores become vmovdqa (atomic when aligned on
   processors with AVX), the rest lock cmpxchg16b.  */
/* { dg-do run } */
/* { dg-require-effective-target int128 } */
/* 16-byte programs that the board can run (qemu-ppc64le hangs in lqarx loops).  */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-require-effective-target cx16 } */
/* { dg-require-effective-target avx } */
/* { dg-additional-options "-mcx16 -mavx" } */

#include "int128-body.h"
