/* Under -fsanitize=thread the plugin leaves every atomic builtin to GCC, whose tsan pass turns
   them into __tsan_atomic* calls (lowering them first would blind ThreadSanitizer): those calls
   are present and no site is annotated.  That the plugin was there to stand aside: its pass
   ran (its dump, which -fdump-tree-all writes only when the plugin's pass exists) and left
   each builtin in place.  That it would have lowered them: tsan-stand-aside-control.c, the
   same sites without the option, every one tagged.  Compile only: no libtsan needed.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-additional-options "-fsanitize=thread -fdump-tree-all" } */
/* { dg-final { scan-assembler "__tsan_atomic32_fetch_add" } } */
/* { dg-final { scan-assembler "__tsan_atomic64_load" } } */
/* { dg-final { scan-assembler "__tsan_atomic8_compare_exchange" } } */
/* { dg-final { scan-assembler "__tsan_atomic_thread_fence" } } */
/* { dg-final { scan-assembler-not "atomlower:" } } */
/* { dg-final { scan-tree-dump "= __atomic_fetch_add_4 \\(&v, " "atomlower" } } */
/* { dg-final { scan-tree-dump "= __atomic_load_8 \\(&d, 2\\);" "atomlower" } } */
/* { dg-final { scan-tree-dump "= __atomic_compare_exchange_1 \\(&c, e_\[0-9\]+\\(D\\), 1, 0, 5, 5\\);" "atomlower" } } */
/* { dg-final { scan-tree-dump "__atomic_thread_fence \\(5\\);" "atomlower" } } */

#include "tsan-stand-aside.h"

/* GCC's own -Wtsan warning on the fence (GCC 11 and later) shows that GCC, not the plugin, saw
   the builtin.  */
void k (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }	/* { dg-warning "not supported with '-fsanitize=thread'" "" { target wtsan } } */
