/* Atomic operations on misaligned members of a packed struct reached through a pointer
   (misaligned-packed.c reaches a global): the address the builtin gets is computed from the
   pointer (&p->F), whose alignment is unknown, and the member's own alignment in its packed
   struct is 1.  The plugin must not take the member's type's alignment for it: inline on a
   misaligned address a lock-prefixed access splits a cache line, and AArch64's and RISC-V's
   exclusives and AMOs fault (SIGBUS).  The sites go to the runtime, whose __atomic_*_N
   routines handle a misaligned object; each function is called on members at odd
   addresses, and a pointer that came from the member's address in another statement
   (q = &p->w) is followed to it too.  */
/* { dg-do run } */
/* { dg-additional-options "-Wno-address-of-packed-member" } */

#include "misaligned-packed.h"

/* Every member at an odd address: at an odd offset (1, 3, 7) of a struct at the start of
   an 8-byte aligned buffer.  */
static union { unsigned long long align; unsigned char bytes[64]; } buf;

__attribute__ ((noinline, noclone)) static void
test_h (struct s *p)
{
  TEST (*p, unsigned short, h);
}

__attribute__ ((noinline, noclone)) static void
test_w (struct s *p)
{
  TEST (*p, unsigned int, w);
}

__attribute__ ((noinline, noclone)) static void
test_d (struct s *p)
{
  TEST (*p, unsigned long long, d);
}

/* The member's address taken in one statement, used in another.  */
__attribute__ ((noinline, noclone)) static unsigned int
add_w (struct s *p, unsigned int v)
{
  unsigned int *q = &p->w;
  return __atomic_add_fetch (q, v, __ATOMIC_SEQ_CST);
}

int
main (void)
{
  struct s *p = (struct s *) buf.bytes;
  p->pad = 0xa1;
  p->tail = 0xa4;
  test_h (p);
  test_w (p);
  test_d (p);
  /* Each test left its member holding its a; the neighbours did not disturb it.  */
  if (p->h != (unsigned short) 0x8182838485868788ull
      || p->w != (unsigned int) 0x8182838485868788ull
      || p->d != 0x8182838485868788ull)
    abort ();
  if (add_w (p, 2) != (unsigned int) 0x8182838485868788ull + 2 || !GUARDS_OK (*p))
    abort ();
  return 0;
}
