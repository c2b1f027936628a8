/* 16-byte loads never tear under concurrent stores and compare-exchanges: -mcx16 with ATOMLOWER_NO_AVX=1: the run-time test takes the cmpxchg16b path for every load and store.  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-require-effective-target int128 } */
/* { dg-require-effective-target cx16 } */
/* { dg-additional-options "-mcx16" } */
/* { dg-set-target-env-var ATOMLOWER_NO_AVX 1 } */
/* { dg-timeout-factor 2 } */

#include "int128-no-tear.h"
