/* Atomic operations on objects whose type says they may be less aligned than their size:
   typedefs with aligned(1) (as protocol parsers and packed-buffer code declare them), reached
   through pointers, each object placed misaligned on purpose: inside a word (offset 1),
   across an 8-byte word, and across a 64-byte cache line.  The type's alignment (1) is all
   the plugin may assume: the sites go to the runtime, whose __atomic_*_N routines handle a
   misaligned object (an inline lock-prefixed access would split a cache line; AArch64's and
   RISC-V's exclusives and AMOs fault).  The bytes around each object must stay as they
   were.  */
/* { dg-do run } */

#include "misaligned-packed.h"

typedef unsigned short u16_a1 __attribute__ ((aligned (1)));
typedef unsigned int u32_a1 __attribute__ ((aligned (1)));
typedef unsigned long long u64_a1 __attribute__ ((aligned (1)));

static union { unsigned long long align; unsigned char bytes[192]; } buf
  __attribute__ ((aligned (64)));

__attribute__ ((noinline, noclone)) static void
test_16 (u16_a1 *p)
{
  TEST_P (p, unsigned short);
}

__attribute__ ((noinline, noclone)) static void
test_32 (u32_a1 *p)
{
  TEST_P (p, unsigned int);
}

__attribute__ ((noinline, noclone)) static void
test_64 (u64_a1 *p)
{
  TEST_P (p, unsigned long long);
}

/* Every byte of buf outside [OFF, OFF + SIZE) still holds its fill.  */
static void
check_fill (unsigned off, unsigned size)
{
  for (unsigned i = 0; i < sizeof buf.bytes; i++)
    if ((i < off || i >= off + size) && buf.bytes[i] != (unsigned char) (0x5a ^ i))
      abort ();
}

static void
fill (void)
{
  for (unsigned i = 0; i < sizeof buf.bytes; i++)
    buf.bytes[i] = (unsigned char) (0x5a ^ i);
}

int
main (void)
{
  /* Inside a word, across a word, across the cache line at 64.  */
  static const unsigned offsets[] = { 1, 7, 63 };
  for (unsigned k = 0; k < sizeof offsets / sizeof offsets[0]; k++)
    {
      unsigned off = offsets[k];
      fill ();
      test_16 ((u16_a1 *) (buf.bytes + off));
      check_fill (off, 2);
      fill ();
      test_32 ((u32_a1 *) (buf.bytes + off + (k == 1 ? -2 : 0)));
      check_fill (off + (k == 1 ? -2 : 0), 4);
      fill ();
      test_64 ((u64_a1 *) (buf.bytes + off + 64 - (k == 2 ? 64 + 3 : 0)));
      check_fill (off + 64 - (k == 2 ? 64 + 3 : 0), 8);
    }
  return 0;
}
