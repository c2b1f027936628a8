/* -Winline: the plugin must not make GCC give up inlining where GCC alone inlines.  GCC's
   inliner sizes a plain asm statement by its lines, so a compare-and-swap loop (RISC-V's LR/SC
   loop: eight lines) that replaced one builtin call made an inline function too big for
   --param max-inline-insns-single where GCC alone fits it: "inlining failed in call to
   'bump'" with the plugin alone (Concurrency Kit's ck_spinlock_hclh_lock on riscv64, in
   README's rebuilds).  The plugin's asm is `asm inline`: sized as the smallest, as the call
   it replaces roughly is.
   The limit sits between GCC alone's need and the old plugin's, measured with GCC 12 for
   riscv64 (GCC alone inlines from 16, the old plugin from 40: 26 here) and for armel and
   hppa, where GCC alone's calls weigh more (alone from 50, the old plugin from 80: 60).  */
/* { dg-do compile } */
/* { dg-additional-options "-Winline --param max-inline-insns-single=26" { target { ! { arm*-*-linux-gnueabi hppa*-*-* } } } } */
/* { dg-additional-options "-Winline --param max-inline-insns-single=60" { target arm*-*-linux-gnueabi hppa*-*-* } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/relaxed" } } */

static inline int
bump (int *p, int n)		/* { dg-bogus "inlining failed" } */
{
  int e = __atomic_load_n (p, __ATOMIC_RELAXED);
  for (int i = 0; i < n; i++)
    {
      while (!__atomic_compare_exchange_n (p, &e, e + i, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
	;
      while (!__atomic_compare_exchange_n (p + 1, &e, e - i, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED))
	;
      while (!__atomic_compare_exchange_n (p + 2, &e, e ^ i, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED))
	;
    }
  return e;
}

int
f (int *p, int n)
{
  return bump (p, n) + bump (p + 4, n + 1);
}
