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
/* { dg-final { scan-function-assembler "acquire_release_copy" "atomlower: load 4 acquire\n" } } */
/* { dg-final { scan-function-assembler "acquire_release_copy" "atomlower: store 4 release\n" } } */
/* { dg-final { scan-assembler-not "atomlower: (load|store) 4 seq_cst" } } */
/* ... and the relaxed function has no fence or ordered form on any target: each target's
   barriers and acquire/release forms, as its mapping (lower/) and GCC write them.  Arm:
   dmb (v7 and up), mcr p15 (v6), and armv5's kernel helper __kuser_memory_barrier at
   0xffff0fa0, which the plugin calls as mvn r12, #0xf000; sub r12, r12, #0x5f; blx r12 (GCC:
   bl __sync_synchronize); relaxed_copy calls nothing.  m68k has no fence instruction (lower/m68k.c;
   GCC 12 writes none either): every order is the same move.l there, so the tags above are what
   tell the orders apart; a call (jsr, bsr: GCC's __sync_synchronize, a runtime routine) is none
   of them.  */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "\tsync|isync|lwsync" { target powerpc*-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "dmb|mcr|#0xf000|0xffff0f|blx|\tbl\[ \t\]|__sync_synchronize|__kuser" { target arm*-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "ldar\[ \t\]|ldapr|stlr|dmb" { target aarch64*-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "\tfence|\\.aq|\\.rl" { target riscv*-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "\tsync" { target mips*-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "\tdbar" { target loongarch*-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "\tmb" { target alpha*-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "mfence|xchg|lock" { target x86_64-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "mfence|xchg|lock" { target i?86-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "bcr\[ \t\]+1\[45\],0" { target s390x-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "\tdmb|\tsync" { target arc*-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "\tmova|synco" { target sh*-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "\tj?bsr|\tjsr|__sync_synchronize" { target m68k-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "ldcw" { target hppa*-*-* } } } */
/* { dg-final { scan-function-assembler-not "relaxed_copy" "membar" { target sparc64-*-* } } } */
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
