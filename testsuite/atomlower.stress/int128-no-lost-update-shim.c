/* 16-byte read-modify-writes from four threads without -mcx16: the runtime's __atomic_*_16
   (lock-free or locked, but atomic): no lost update.  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-require-effective-target int128 } */
/* 16-byte programs that the board can run (qemu-ppc64le hangs in lqarx loops).  */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-additional-options "-mno-cx16" { target x86_64-*-* } } */
/* { dg-timeout-factor 2 } */

#include "int128-counter.h"
