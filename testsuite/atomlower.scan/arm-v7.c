/* Armv7-A (-fplugin-arg-atomlower-arch=armv7, ARM state, and armv7+thumb): the Cambridge ARMv7
   mapping — DMB ISH before a releasing and after an acquiring LDREX/STREX loop, LDR;DMB for
   acquire loads, DMB;STR;DMB for seq_cst stores — with LDREXB/LDREXH for bytes and halfwords
   and LDREXD/STREXD for 8 bytes (an 8-byte load is LDREXD: LDRD is not single-copy atomic
   without LPAE).  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=armv7" } */
/* { dg-additional-options "-marm" { target arm*-*-*eabihf } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tdmb ish\n\t1:\n\tldrex\[^\n\]*\n\tadd\[^\n\]*\n\tstrex\[^\n\]*\n\tcmp\[^\n\]*\n\tbne 1b\n\tdmb ish\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 1 acquire\n\t1:\n\tldrexb\[^\n\]*\n\tadd\[^\n\]*\n\tstrexb\[^\n\]*\n\tcmp\[^\n\]*\n\tbne 1b\n\tdmb ish\n" } } */
/* { dg-final { scan-assembler "atomlower: load 8 seq_cst\n\tldrexd \[a-z0-9\]+, \[a-z0-9\]+, \\\[\[a-z0-9\]+\\\]\n\tdmb ish\n" } } */
/* { dg-final { scan-assembler "atomlower: add_fetch 8 relaxed\n\t1:\n\tldrexd\[^\n\]*\n\tadds\[^\n\]*\n\tadc\[^\n\]*\n\tstrexd" } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tldr \[a-z0-9\]+, \[^\n\]*\n\tdmb ish\n" } } */
/* { dg-final { scan-assembler "atomlower: store 2 seq_cst\n\tdmb ish\n\tstrh\[^\n\]*\n\tdmb ish\n" } } */
/* { dg-final { scan-assembler-not "mcr|bl\[ \t\]+__(sync|atomic)" } } */

#include "arm-v7.h"
