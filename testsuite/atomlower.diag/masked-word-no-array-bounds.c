/* Masked sub-word loops (1- and 2-byte objects where the target has word-only LL/SC or CAS:
   RISC-V, Armv5/v6, POWER before lbarx/lharx, MIPS, SPARC, s390x, Alpha on its quadword, ARC,
   PA-RISC) work on the aligned word that contains the object, which may reach past its end (a
   2-byte member at the end of a 6-byte struct: bytes 4..7).  That access is safe, but GCC's
   -Warray-bounds once saw it as a 4-byte access of a 6-byte object and warned where GCC alone
   does not: -Wall -Werror must build these.
   Every site is lowered inline (its "atomlower:" line), on every board.  Where the target has
   masked loops, the four read-modify-writes of s.m[1] and t.last are such loops: each site's
   code accesses the word (big-endian POWER with -mcpu=power4, so that the power8 board's
   lharx does not leave the test without one).  Elsewhere (x86, AArch64, Armv7 and later, m68k,
   SH, POWER8 little-endian) the same members are accessed directly.  */
/* { dg-do compile } */
/* { dg-additional-options "-Wall -Wextra -Werror" } */
/* { dg-additional-options "-mcpu=power4" { target powerpc64-*-* } } */
/* { dg-final { scan-assembler "atomlower: exchange 2 seq_cst" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 2 relaxed" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 acq_rel" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 2 seq_cst/seq_cst" } } */
/* { dg-final { scan-assembler "atomlower: test_and_set 1 seq_cst" } } */
/* { dg-final { scan-assembler "atomlower: clear 1 seq_cst" } } */
/* The word access within each masked site's asm (its lines start with a tab; the next
   non-tab line ends it).  */
/* RISC-V with Zabha (the riscv64-linux-gnu-zacas board) accesses the object's own bytes
   (amo<op>.{b,h}, written as .insn): no word access there, and no warning either.  */
/* { dg-final { scan-assembler-times "atomlower: (exchange 2|fetch_add 2|fetch_or 1|compare_exchange 2) \[a-z_/\]+\\n(\\t\[^\\n\]*\\n)*\\t((lr|amo\[a-z\]+)\\.w\[ .\]|\\.insn r \[^\\n\]*# amo\[a-z\]+\\.\[bh\]\[ .\])" 4 { target riscv64-*-* } } } */
/* { dg-final { scan-assembler-times "atomlower: (exchange 2|fetch_add 2|fetch_or 1|compare_exchange 2) \[a-z_/\]+\\n(\\t\[^\\n\]*\\n)*\\tldr(ex)? \[a-z0-9\]+, \\\[" 4 { target arm*-*-linux-gnueabi } } } */
/* { dg-final { scan-assembler-times "atomlower: (exchange 2|fetch_add 2|fetch_or 1|compare_exchange 2) \[a-z_/\]+\\n(\\t\[^\\n\]*\\n)*\\tlwarx " 4 { target powerpc-*-* powerpc64-*-* } } } */
/* { dg-final { scan-assembler-times "atomlower: (exchange 2|fetch_add 2|fetch_or 1|compare_exchange 2) \[a-z_/\]+\\n(\\t\[^\\n\]*\\n)*\\tll " 4 { target mips*-*-* } } } */
/* { dg-final { scan-assembler-times "atomlower: (exchange 2|fetch_add 2|fetch_or 1|compare_exchange 2) \[a-z_/\]+\\n(\\t\[^\\n\]*\\n)*\\tlduw \\\[" 4 { target sparc64-*-* } } } */
/* { dg-final { scan-assembler-times "atomlower: (exchange 2|fetch_add 2|fetch_or 1|compare_exchange 2) \[a-z_/\]+\\n(\\t\[^\\n\]*\\n)*\\tl %r\[0-9\]+, 0\\(" 4 { target s390x-*-* } } } */
/* { dg-final { scan-assembler-times "atomlower: (exchange 2|fetch_add 2|fetch_or 1|compare_exchange 2) \[a-z_/\]+\\n(\\t\[^\\n\]*\\n)*\\tldq_l " 4 { target alpha*-*-* } } } */
/* { dg-final { scan-assembler-times "atomlower: (exchange 2|fetch_add 2|fetch_or 1|compare_exchange 2) \[a-z_/\]+\\n(\\t\[^\\n\]*\\n)*\\tllock " 4 { target arc*-*-* } } } */
/* { dg-final { scan-assembler-times "atomlower: (exchange 2|fetch_add 2|fetch_or 1|compare_exchange 2) \[a-z_/\]+\\n(\\t\[^\\n\]*\\n)*\\tldw 0\\(" 4 { target hppa*-*-* } } } */
#include <stdatomic.h>

static struct { char c; short m[2]; } s;
static struct { char c; char last; } t;
static atomic_flag flag;

int
end_of_struct (void)
{
  return __atomic_exchange_n (&s.m[1], 5, __ATOMIC_SEQ_CST)
	 + __atomic_fetch_add (&s.m[1], 1, __ATOMIC_RELAXED)
	 + __atomic_fetch_or (&t.last, 1, __ATOMIC_ACQ_REL);
}

int
cas_at_end (short e)
{
  return __atomic_compare_exchange_n (&s.m[1], &e, 7, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

int
static_flag (void)
{
  int r = atomic_flag_test_and_set (&flag);
  atomic_flag_clear (&flag);
  return r;
}
