/* POWER8: a 16-byte result leaves the fixed lqarx/lq pair by two moves straight into the
   return registers r3:r4.  The plugin joins the halves by storing them into a local kept
   out of SSA (AL_JOIN_STORE), and the result is not early-clobbered, so it may take the
   pointer's r3; joined by | or + GCC 12 built zeros or a carry (li ; or, addc ; addze).  */
/* { dg-do compile { target powerpc64le-*-* } } */
/* { dg-require-effective-target int128 } */
/* { dg-skip-if "register allocation is checked at -O2" { *-*-* } { "-O0" } { "" } } */
/* { dg-final { scan-assembler "atomlower: load 16 relaxed\n\tlq 10,0\\(3\\)\n\tmr 3,11\n\tmr 4,10\n" } } */
/* { dg-final { scan-assembler "\tstqcx\\. 8,0,3\n\tbne- 1b\n\tmr 3,11\n\tmr 4,10\n" } } */
/* { dg-final { scan-assembler-not "\tli \[0-9\]+,0\n" } } */
/* { dg-final { scan-assembler-not "\taddze " } } */

typedef unsigned __int128 u128;
u128 ld (u128 *p) { return __atomic_load_n (p, __ATOMIC_RELAXED); }
u128 fadd (u128 *p, u128 x) { return __atomic_fetch_add (p, x, __ATOMIC_RELAXED); }
