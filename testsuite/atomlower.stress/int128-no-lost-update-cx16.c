/* 16-byte read-modify-writes from four threads with -mcx16 (inline lock cmpxchg16b loops):
   no lost update.  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-require-effective-target int128 } */
/* 16-byte programs that the board can run (qemu-ppc64le hangs in lqarx loops).  */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-require-effective-target cx16 } */
/* { dg-additional-options "-mcx16" } */
/* { dg-timeout-factor 2 } */

#include "int128-counter.h"
