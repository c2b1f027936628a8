/* AArch64, scheme ext-dispatch (-fplugin-arg-atomlower-arch=aarch64+lse+rcpc+lse2+ext-dispatch):
   16-byte exchange, fetch_or/or_fetch, fetch_and/and_fetch and acquire/seq_cst loads and
   release/seq_cst stores hold an LSE128 or RCpc3 form and the form without, chosen at run time
   on libatomlower's word __atomlower_aarch64_cpu (bit 0 LSE128, bit 1 RCpc3, from AT_HWCAP2).
   Only the fallback path runs here: qemu-aarch64 7.2 and 10.0 report neither HWCAP2 bit and
   execute neither LSE128 nor RCpc3 (SIGILL), so the test clears both bits (keeping bit 31,
   asked) and checks the LDXP/STXP and LDP/STP forms; on a CPU that reports the features it
   runs the word as the runtime set it too, so body A as well.  Values with both halves and
   the sign bits set.  The word is the runtime's: programs only read it; this test writes it
   to force the path.  */
/* { dg-do run { target aarch64*-*-* } } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=aarch64+lse+rcpc+lse2+ext-dispatch" } */
#include <stdint.h>
extern void abort (void);
extern unsigned __atomlower_aarch64_cpu;

#define CHECK(c) do { if (!(c)) abort (); } while (0)

#ifdef __SIZEOF_INT128__
typedef unsigned __int128 u128;
#define V(h, l) (((u128) (h) << 64) | (uint64_t) (l))

static struct { uint64_t pad0; u128 q; uint64_t pad1; } __attribute__ ((aligned (16))) o;

static void
run (void)
{
  const u128 a = V (0x8000000000000001ull, 0xfedcba9876543210ull);
  const u128 b = V (0x0123456789abcdefull, 0x8000000000000000ull);
  o.pad0 = 0x5a5a; o.pad1 = 0xa5a5;
  __atomic_store_n (&o.q, a, __ATOMIC_RELEASE);
  CHECK (__atomic_load_n (&o.q, __ATOMIC_ACQUIRE) == a);
  __atomic_store_n (&o.q, b, __ATOMIC_SEQ_CST);
  CHECK (__atomic_load_n (&o.q, __ATOMIC_SEQ_CST) == b);
  CHECK (__atomic_exchange_n (&o.q, a, __ATOMIC_SEQ_CST) == b && o.q == a);
  CHECK (__atomic_exchange_n (&o.q, b, __ATOMIC_RELAXED) == a && o.q == b);
  CHECK (__atomic_fetch_or (&o.q, a, __ATOMIC_ACQUIRE) == b && o.q == (a | b));
  CHECK (__atomic_fetch_and (&o.q, b, __ATOMIC_RELEASE) == (a | b) && o.q == b);
  CHECK (__atomic_or_fetch (&o.q, V (1, 2), __ATOMIC_ACQ_REL) == (b | V (1, 2)));
  CHECK (__atomic_and_fetch (&o.q, a, __ATOMIC_SEQ_CST) == ((b | V (1, 2)) & a));
  CHECK (__atomic_load_n (&o.q, __ATOMIC_RELAXED) == ((b | V (1, 2)) & a));
  CHECK (o.pad0 == 0x5a5a && o.pad1 == 0xa5a5);
}
#endif

int
main (void)
{
#ifdef __SIZEOF_INT128__
  unsigned hw = __atomic_load_n (&__atomlower_aarch64_cpu, __ATOMIC_RELAXED);
  CHECK (hw & (1u << 31));                 /* the runtime's constructor has run */
  __atomlower_aarch64_cpu = 1u << 31;      /* asked, nothing: the forms without */
  run ();
  __atomlower_aarch64_cpu = hw;            /* as the runtime found the CPU */
  run ();
#endif
  return 0;
}
