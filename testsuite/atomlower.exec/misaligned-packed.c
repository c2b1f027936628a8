/* Atomic operations on misaligned members of a packed struct: the plugin cannot inline them
   (a lock-prefixed access that splits a cache line is slow, cmpxchg16b faults), so they go to
   the runtime's __atomic_*_N routines, which must give the same results and leave the
   neighbouring bytes alone.  2, 4 and 8 bytes; 16 bytes in misaligned-packed-int128.c.  */
/* { dg-do run } */
/* { dg-additional-options "-Wno-address-of-packed-member" } */

#include "misaligned-packed.h"

static struct s obj;

int
main (void)
{
  obj.pad = 0xa1;
  obj.tail = 0xa4;
  TEST (obj, unsigned short, h);
  TEST (obj, unsigned int, w);
  TEST (obj, unsigned long long, d);
  /* Each test left its member holding its a; the neighbours did not disturb it.  */
  if (obj.h != (unsigned short) 0x8182838485868788ull
      || obj.w != (unsigned int) 0x8182838485868788ull
      || obj.d != 0x8182838485868788ull)
    abort ();
  return 0;
}
