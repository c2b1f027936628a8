/* 16-byte atomics with -mcx16 and no SSE registers (-mno-sse): loads, stores and RMWs are
   cmpxchg16b alone (no movdqa path, no run-time CPU test).  */
/* { dg-do run } */
/* { dg-require-effective-target int128 } */
/* 16-byte programs that the board can run (qemu-ppc64le hangs in lqarx loops).  */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-require-effective-target cx16 } */
/* { dg-additional-options "-mcx16 -mno-sse" } */

#include "int128-body.h"
