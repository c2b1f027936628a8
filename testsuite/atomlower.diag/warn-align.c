/* -fplugin-arg-atomlower-warn=align: each site the plugin sends to the runtime instead of
   inlining is warned about at the site, with its size, the routine it calls and the reason: an
   object not proven aligned to its size (packed members, on every target), a size that has no
   atomic instruction sequence (a 24-byte struct: the size-generic __atomic_load), 16 bytes where
   the target has no lock-free 16-byte sequence (x86-64 without -mcx16, RV64).  Naturally
   aligned sites the plugin inlines get nothing.  A site in a <stdatomic.h> macro is warned
   about where the program expands it (the header is a system header).  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=align -Wno-address-of-packed-member" } */
/* { dg-additional-options "-mno-cx16" { target x86_64-*-* } } */

#include <stdatomic.h>

struct __attribute__ ((packed)) rec { char tag; int count; long long total; } r;
struct big { char bytes[24]; } b;
int aligned;
long aligned_long;

int
f (struct big *out, int v)
{
  int x = __atomic_fetch_add (&r.count, 1, __ATOMIC_RELAXED);	/* { dg-warning "4-byte atomic fetch_add of 'r.count' calls '__atomic_fetch_add_4' in the runtime: not proven aligned to its size \\(proven alignment 1\\) \\\[-fplugin-arg-atomlower-warn=align\\\]" } */
  __atomic_store_n (&r.total, v, __ATOMIC_RELEASE);		/* { dg-warning "8-byte atomic store of 'r.total' calls '__atomic_store_8' in the runtime: not proven aligned to its size \\(proven alignment 1\\)" } */
  __atomic_load (&b, out, __ATOMIC_ACQUIRE);			/* { dg-warning "24-byte atomic load of 'b' calls '__atomic_load' in the runtime: no atomic instruction sequence has 24 bytes \\\[-fplugin-arg-atomlower-warn=align\\\]" } */
  x += __atomic_load_n (&aligned, __ATOMIC_ACQUIRE);		/* { dg-bogus "runtime" } */
  x += __atomic_exchange_n (&aligned_long, v, __ATOMIC_SEQ_CST);	/* { dg-bogus "runtime" } */
  return x;
}

_Atomic struct big ab;

void
h (struct big v)
{
  atomic_store_explicit (&ab, v, memory_order_relaxed);	/* { dg-warning "24-byte atomic store of 'ab' calls '__atomic_store' in the runtime: no atomic instruction sequence has 24 bytes" } */
}

#ifdef __SIZEOF_INT128__
unsigned __int128 q;

unsigned __int128
g (void)
{
  return __atomic_load_n (&q, __ATOMIC_SEQ_CST);	/* { dg-warning "16-byte atomic load of 'q' calls '__atomic_load_16' in the runtime: 16 bytes need cmpxchg16b \\(-mcx16\\)" "" { target x86_64-*-* } } */
  /* { dg-warning "16-byte atomic load of 'q' calls '__atomic_load_16' in the runtime: (RV64 has no 128-bit reservation or AMO|16 bytes are the runtime's, which runs amocas.q where the kernel reports Zacas \\(else locks\\))" "" { target riscv64-*-* } .-1 } */
  /* s390x: __int128 is 8-aligned there, and LPQ needs a quadword.  */
  /* { dg-warning "16-byte atomic load of 'q' calls '__atomic_load_16' in the runtime: not proven aligned to its size \\(proven alignment 8\\)" "" { target s390x-*-* } .-3 } */
  /* { dg-warning "16-byte atomic load of 'q' calls '__atomic_load_16' in the runtime: MIPS has no 16-byte reservation" "" { target mips64*-*-* } .-4 } */
  /* { dg-warning "16-byte atomic load of 'q' calls '__atomic_load_16' in the runtime: Alpha has no 16-byte reservation \\(ldq_l/stq_c are 8 bytes\\)" "" { target alpha*-*-* } .-5 } */
  /* { dg-warning "16-byte atomic load of 'q' calls '__atomic_load_16' in the runtime: 16 bytes need lqarx/stqcx. \\(ISA 2.07, POWER8\\)" "" { target { powerpc64-*-* && { ! ppc_quad } } } .-6 } */
  /* { dg-warning "16-byte atomic load of 'q' calls '__atomic_load_16' in the runtime: SPARC V9 has no 16-byte compare-and-swap" "" { target sparc64-*-* } .-7 } */
  /* { dg-warning "16-byte atomic load of 'q' calls '__atomic_load_16' in the runtime: LoongArch64 has no 16-byte LL/SC or AM instruction" "" { target loongarch64-*-* } .-8 } */
}
#endif

#if defined (__arc__) || defined (__sh__)
/* ARC and SH-4: 8 bytes go to the runtime however aligned (GCC 12 calls libatomic there too).  */
long long aligned_ll __attribute__ ((aligned (8)));	/* long long is 4-aligned on both */

void
k (long long v)
{
  __atomic_store_n (&aligned_ll, v, __ATOMIC_RELAXED);	/* { dg-warning "8-byte atomic store of 'aligned_ll' calls '__atomic_store_8' in the runtime: 8 bytes are not lock-free on ARC" "" { target arc*-*-* } } */
  /* { dg-warning "8-byte atomic store of 'aligned_ll' calls '__atomic_store_8' in the runtime: SH-4 has no 8-byte store for a gUSA write-back" "" { target sh*-*-* } .-1 } */
}
#endif
