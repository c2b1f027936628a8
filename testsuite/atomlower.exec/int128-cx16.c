/* 16-byte atomics with -mcx16: loads and stores inline behind the run-time CPU test (movdqa on
   AVX processors, lock cmpxchg16b otherwise), RMWs and compare-exchange lock cmpxchg16b.  */
/* { dg-do run } */
/* { dg-require-effective-target int128 } */
/* 16-byte programs that the board can run (qemu-ppc64le hangs in lqarx loops).  */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-require-effective-target cx16 } */
/* { dg-additional-options "-mcx16" } */

#include "int128-body.h"
