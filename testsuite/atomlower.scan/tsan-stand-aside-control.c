/* The positive control of tsan-stand-aside.c: the same sites without -fsanitize=thread are
   each lowered by the plugin (tagged, no call left), so the absence of tags there is the
   plugin standing aside, not a site it would have left to GCC anyway.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 seq_cst\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: load 8 acquire\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 1 seq_cst/seq_cst\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: thread_fence seq_cst\n" 1 } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+_*(atomic|sync|tsan)_" } } */

#include "tsan-stand-aside.h"

void k (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
