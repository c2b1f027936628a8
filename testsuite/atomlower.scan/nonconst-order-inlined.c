/* An order that is a parameter of an inline function (as in every std::atomic member, or a C
   wrapper) is not a constant where the builtin is written.  The early pass leaves such a site
   to the late one, which runs after inlining and constant propagation: the site is lowered
   with the caller's constant order, so relaxed operations carry no fence or acquire/release
   form (lowering it before inlining would have fixed it at seq_cst), on every target.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
/* The sites are the plugin's, with the caller's order, in each caller (the tags say so)...  */
/* { dg-final { scan-function-assembler-times "relaxed_copy" "atomlower: " 2 } } */
/* { dg-final { scan-function-assembler "relaxed_copy" "atomlower: load 4 relaxed\n" } } */
/* { dg-final { scan-function-assembler "relaxed_copy" "atomlower: store 4 relaxed\n" } } */
/* { dg-final { scan-function-assembler-times "acquire_release_copy" "atomlower: " 2 } } */
/* (The two share one barrier where both have one: ARMv7's dmb ish, merged by default.)  */
/* { dg-final { scan-function-assembler "acquire_release_copy" "atomlower: load 4 acquire(\n|; merged with the next site)" } } */
/* { dg-final { scan-function-assembler "acquire_release_copy" "atomlower: store 4 release(\n|; merged with the previous site)" } } */
/* { dg-final { scan-assembler-not "atomlower: (load|store) 4 seq_cst" } } */
/* ... and the relaxed function has no fence or ordered form on any target: no instruction
   that lower/ says orders memory on the target (al_arch_desc.ordered, checked against its
   tables by lower-cells --selftest), nor a call of an atomic or barrier routine (GCC's
   __sync_synchronize, Arm's kernel helpers).  m68k has no fence instruction (lower/m68k.c;
   GCC 12 writes none either): every order is the same move.l there, so the tags above are
   what tell the orders apart.  */
/* { dg-final { scan-function-assembler-unordered "relaxed_copy" } } */
/* Positive control, so that the file fails when the plugin is not loaded: a constant relaxed
   order in the same file, lowered by the early pass on every target.  */
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
acquire_release_copy (int *p, int *q)
{
  int v = ld (p, __ATOMIC_ACQUIRE);
  st (q, v, __ATOMIC_RELEASE);
  return v;
}

int
relaxed_bump (int *p)
{
  return __atomic_fetch_add (p, 1, __ATOMIC_RELAXED);
}
