/* An order that is a parameter of an inline function (as in every std::atomic member, or a C
   wrapper) is not a constant where the builtin is written, and the plugin runs before inlining.
   Where GCC inlines the operation itself, the plugin leaves it to GCC, which expands it after
   inlining with the caller's constant order: relaxed operations then carry no fence or
   acquire/release form, where lowering them at once would have fixed them at seq_cst.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* armv5 (arm*-*-*eabi) is the exception: GCC calls __sync_synchronize for a seq_cst barrier there,
   so for an order it cannot know the plugin lowers the site (seq_cst, kernel helper inline).  */
/* { dg-final { scan-assembler-not "atomlower: (load|store)" { target { ! arm*-*-*eabi } } } } */
/* { dg-final { scan-assembler-not "\tsync|isync|lwsync" { target powerpc*-*-* } } } */
/* { dg-final { scan-assembler-not "dmb|mcr" { target arm*-*-*eabihf } } } */
/* { dg-final { scan-assembler-not "ldar\[ \t\]|dmb" { target aarch64*-*-* } } } */
/* { dg-final { scan-assembler-not "\tfence|\\.aq|\\.rl" { target riscv*-*-* } } } */
/* { dg-final { scan-assembler-not "mfence|xchg" { target x86_64-*-* } } } */
/* Positive control, so that the file fails when the plugin is not loaded: a constant relaxed
   order in the same file is lowered by the plugin on every target, and (relaxed) carries no
   fence or acquire/release form that the scans above forbid.  */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 relaxed" } } */

static inline int ld (int *p, int o) { return __atomic_load_n (p, o); }
static inline void st (int *p, int v, int o) { __atomic_store_n (p, v, o); }

int
relaxed_copy (int *p, int *q)
{
  int v = ld (p, __ATOMIC_RELAXED);
  st (q, v, __ATOMIC_RELAXED);
  return v;
}

int
relaxed_bump (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}
