/* 16-byte loads never tear under concurrent stores and compare-exchanges, where the plugin
   inlines 16 bytes without x86's CPU test (the int128-no-tear-*.c tests there): AArch64 LDXP/STXP
   loops (armv8.0), CASP (LSE, and the run-time choice on an LSE CPU), LDP/STP (armv8.4-a LSE2:
   only on a CPU that has LSE2, which qemu 7.2's -cpu max lacks); RISC-V through the runtime.  */
/* { dg-do run } */
/* { dg-skip-if "the x86 variants set their own options" { x86_64-*-* i?86-*-* } } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-require-effective-target int128 } */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-require-effective-target ldst_16_atomic_cpu } */
/* { dg-timeout-factor 2 } */

#include "int128-no-tear.h"
