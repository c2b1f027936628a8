/* The plugin's warnings are off unless -fplugin-arg-atomlower-warn names them: mixed accesses,
   a site sent to the runtime and implicit seq_cst all compile silently, and the pragmas that
   classify the warnings are accepted (even under -Wall: no unknown-pragma warning).  The
   plugin did run over these sites (their "atomlower:" lines): the silence is its default's.
   Without the plugin, -Wall's unknown-pragma warnings and the missing lines are FAILs.  */
/* { dg-do compile } */
/* { dg-additional-options "-Wall -Wextra -Wno-address-of-packed-member" } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 relaxed" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst" } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst" } } */

#include <stdatomic.h>

#pragma atomlower diagnostic push
#pragma atomlower diagnostic error "mixed"

int counter;
_Atomic int ai;
struct __attribute__ ((packed)) { char c; int w; } p;

int
f (void)
{
  counter = 1;					/* { dg-bogus "plain" } */
  __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);
  __atomic_store_n (&p.w, 1, __ATOMIC_RELAXED);	/* { dg-bogus "runtime" } */
  atomic_fetch_add (&ai, 1);			/* { dg-bogus "seq_cst" } */
  return ai + counter;				/* { dg-bogus "seq_cst|plain" } */
}

#pragma atomlower diagnostic pop
