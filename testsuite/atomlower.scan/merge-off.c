/* -fplugin-arg-atomlower-merge=off keeps every site's own barriers (merge-adjacent.c: the
   default merges them): its functions, each sequence whole, no tag says merged.  */
/* { dg-do compile { target arm*-*-* riscv64-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-merge=off" } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=armv7 -march=armv7-a+fp -marm" { target arm*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=rv64" { target riscv64-*-* } } */
/* { dg-final { scan-assembler-not "merged" } } */
/* Two seq_cst read-modify-writes: two dmb ish each (ARMv7).  */
/* { dg-final { scan-function-assembler-times two_adds "\tdmb ish\n" 4 { target arm*-*-* } } } */
/* A seq_cst fence, then a release store: the fence's barrier and the store's.  */
/* { dg-final { scan-function-assembler-times fence_release "\tdmb ish\n" 2 { target arm*-*-* } } } */
/* { dg-final { scan-function-assembler-times fence_release "\tfence " 2 { target riscv64-*-* } } } */
/* A seq_cst store then a seq_cst load: fence rw,w; sw; fence rw,rw; fence rw,rw; lw; fence r,rw.  */
/* { dg-final { scan-function-assembler-times store_load "\tfence " 4 { target riscv64-*-* } } } */
/* Positive control: the plugin lowered the sites.  */
/* { dg-final { scan-function-assembler two_adds "atomlower: fetch_add 4 seq_cst\n" } } */

/* The same functions as merge-adjacent.c (its directives are not read here).  */
#include "merge-adjacent.c"
