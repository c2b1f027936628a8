/* m68k (68020 and later), GCC 12's mapping (lower/m68k.c, docs/targets-m68k.md): plain move.b/w/l
   for loads and stores of every order and no fence instruction (a uniprocessor that performs its
   accesses in program order), compare-exchange one cas.b/w/l, its success flag from Z (seq ;
   neg.b, the bool itself: no compare after the sequence; none for __sync_val_compare_and_swap)
   and the write-back of the value it saw, every read-modify-write a CAS loop at the object's own width (cas reloads the compare
   register when it fails, so the loop never reloads memory), test_and_set tas ; sne ; neg.b,
   clear clr.b; 8 bytes go to the runtime (GCC 12 calls libatomic too).  */
/* { dg-do compile { target m68k-*-* } } */
/* { dg-final { scan-assembler "atomlower: load 4 relaxed\n\tmove\\.l \[^\n\]*, %d\[0-7\]\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst\n\tmove\\.l \[^\n\]*, %d\[0-7\]\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 2 acquire\n\tmove\\.w \[^\n\]*, %d\[0-7\]\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tmove\\.l %d\[0-7\], \[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 1 release\n\tmove\\.b %d\[0-7\], \[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tmove\\.l (\[^\n\]*), (%d\[0-7\])\n\t1:\n\tmove\\.l \\2, (%d\[0-7\])\n\tadd\\.l %d\[0-7\], \\3\n\tcas\\.l \\2, \\3, \\1\n\tjne 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_sub 2 acquire\n\tmove\\.w \[^\n\]*\n\t1:\n\tmove\\.l \[^\n\]*\n\tsub\\.w \[^\n\]*\n\tcas\\.w \[^\n\]*\n\tjne 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 relaxed\n\tmove\\.b \[^\n\]*\n\t1:\n\tmove\\.l \[^\n\]*\n\tor\\.b \[^\n\]*\n\tcas\\.b \[^\n\]*\n\tjne 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: exchange 4 seq_cst\n\tmove\\.l \[^\n\]*\n\t1:\n\tcas\\.l \[^\n\]*\n\tjne 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/seq_cst\n\tcas\\.l (%d\[0-7\]), %d\[0-7\], \[^\n\]*\n\tseq (%d\[0-7\])\n\tneg\\.b \\2\n\tjne 1f\n\tmove\\.l \\1, \\(%a\[0-7\]\\)\n\t1:\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 2 acquire/acquire\n\tcas\\.w \[^\n\]*\n\tseq \[^\n\]*\n\tneg\\.b \[^\n\]*\n\tjne 1f\n\tmove\\.w \[^\n\]*\n\t1:\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: val_compare_and_swap 4 seq_cst\n\tcas\\.l \[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler-not "cmp\\.?\[bwl\]" } } */
/* { dg-final { scan-assembler "atomlower: test_and_set 1 seq_cst\n\ttas \[^\n\]*\n\tsne (%d\[0-7\])\n\tneg\\.b \\1\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: clear 1 release\n\tclr\\.b \[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\[^\t\]" } } */
/* { dg-final { scan-assembler-not "atomlower: fetch_add 8" } } */
/* { dg-final { scan-assembler "__atomic_fetch_add_8" } } */

#include "m68k-hppa-ops.h"
