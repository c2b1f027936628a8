/* A failed __atomic compare-exchange's store of the observed value to *expected (memory,
   not a private variable) is the plugin's, after the sequence, in a block of its own
   (al_arch_desc.cas_store_after): GCC predicates it in the IT block that makes the bool on
   Thumb-2 (strne), or branches around it on AArch64, where the store inside the asm cost a
   branch of its own (beq 3f / b.eq 3f).  */
/* { dg-do compile { target { arm*-*-*eabihf aarch64*-*-* } } } */
/* Armv8 restricts IT blocks to one instruction (-mrestrict-it), where GCC branches instead.  */
/* { dg-additional-options "-mthumb -mno-restrict-it" { target arm*-*-*eabihf } } */
/* { dg-skip-if "GCC predicates the store when optimizing" { *-*-* } { "-O0" } { "" } } */
/* { dg-final { scan-assembler-not "beq 3f" { target arm*-*-*eabihf } } } */
/* { dg-final { scan-assembler "\tstrne\t" { target arm*-*-*eabihf } } } */
/* { dg-final { scan-assembler "\tstrdne\t" { target arm*-*-*eabihf } } } */
/* { dg-final { scan-assembler-not "b\\.eq 3f" { target aarch64*-*-* } } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange" 3 } } */

_Bool cas4 (unsigned *p, unsigned *e, unsigned d)
{ return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); }
_Bool cas8 (unsigned long long *p, unsigned long long *e, unsigned long long d)
{ return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
void casu (int *p, int *e, int d)
{ __atomic_compare_exchange_n (p, e, d, 1, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
