/* 16-byte atomics without -mcx16: every site calls the runtime's __atomic_*_16 (the plugin
   cannot assume cmpxchg16b), which must give the same results.  */
/* { dg-do run } */
/* { dg-require-effective-target int128 } */
/* 16-byte programs that the board can run (qemu-ppc64le hangs in lqarx loops).  */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-additional-options "-mno-cx16" { target x86_64-*-* } } */

#include "int128-body.h"
