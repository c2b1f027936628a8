/* 16-byte loads never tear under concurrent stores and compare-exchanges: -mcx16 -mavx: vmovdqa loads and stores beside cmpxchg16b compare-exchange loops.  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-require-effective-target int128 } */
/* { dg-require-effective-target cx16 } */
/* { dg-require-effective-target avx } */
/* { dg-additional-options "-mcx16 -mavx" } */
/* { dg-timeout-factor 2 } */

#include "int128-no-tear.h"
