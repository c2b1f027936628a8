/* 16-byte loads never tear under concurrent stores and compare-exchanges: -mcx16: inline loads and stores behind the run-time CPU test (movdqa on this AVX machine, cmpxchg16b elsewhere), compare-exchange loops beside them.  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-require-effective-target int128 } */
/* { dg-require-effective-target cx16 } */
/* { dg-additional-options "-mcx16" } */
/* { dg-timeout-factor 2 } */

#include "int128-no-tear.h"
