/* A 16-byte load returns the value in the right halves and a 16-byte store writes it, at
   every order: on POWER8 the result leaves lq's fixed pair as two halves the plugin joins
   (AL_JOIN_STORE: the low half at the lower address on little-endian, the higher one on
   big-endian).  Loads and stores only: qemu-ppc64le hangs in lqarx loops.  */
/* { dg-do run } */
/* { dg-require-effective-target int128 } */

extern void abort (void);
typedef unsigned __int128 u128;

static u128 q __attribute__ ((aligned (16)));

#define LD(name, o) \
  __attribute__ ((noinline)) static u128 name (u128 *p) { return __atomic_load_n (p, o); }
#define ST(name, o) \
  __attribute__ ((noinline)) static void name (u128 *p, u128 v) { __atomic_store_n (p, v, o); }
LD (ld_rlx, __ATOMIC_RELAXED) LD (ld_acq, __ATOMIC_ACQUIRE) LD (ld_sc, __ATOMIC_SEQ_CST)
ST (st_rlx, __ATOMIC_RELAXED) ST (st_rel, __ATOMIC_RELEASE) ST (st_sc, __ATOMIC_SEQ_CST)

int
main (void)
{
  u128 v = ((u128) 0x1122334455667788ull << 64) | 0x99aabbccddeeff00ull;
  u128 (*const ld[]) (u128 *) = { ld_rlx, ld_acq, ld_sc };
  void (*const st[]) (u128 *, u128) = { st_rlx, st_rel, st_sc };
  for (int i = 0; i < 3; i++)
    {
      q = v;
      u128 r = ld[i] (&q);
      if ((unsigned long long) (r >> 64) != 0x1122334455667788ull
          || (unsigned long long) r != 0x99aabbccddeeff00ull)
        abort ();
      st[i] (&q, r + 0x100000001ull);
      if (q != v + 0x100000001ull)
        abort ();
      /* Through a plain read of the halves: the store put each where the ABI has it.  */
      unsigned long long h[2];
      __builtin_memcpy (h, &q, sizeof h);
      if (h[0] + h[1] != 0x1122334455667788ull + 0x99aabbcdddeeff01ull)
        abort ();
    }
  return 0;
}
