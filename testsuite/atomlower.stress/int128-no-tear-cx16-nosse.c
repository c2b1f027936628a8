/* 16-byte loads never tear under concurrent stores and compare-exchanges: -mcx16 -mno-sse, where
   loads and stores are cmpxchg16b alone.  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-require-effective-target int128 } */
/* { dg-require-effective-target cx16 } */
/* { dg-require-effective-target libc_nosse } */
/* { dg-additional-options "-mcx16 -mno-sse" } */
/* { dg-timeout-factor 2 } */

#include "int128-no-tear.h"
