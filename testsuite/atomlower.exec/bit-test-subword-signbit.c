/* The single-bit tests that reach the plugin through a widening of a
   2-byte result, or as a sign test ((signed) old < 0), narrowed to the
   flag of lock bts/btr/btc: both outcomes, the memory after, and the
   same answers as the plain computation.  */
/* { dg-do run } */

extern void abort (void);

unsigned short h;
unsigned int w;
unsigned long long d;

static int h_or (void) { return (__atomic_fetch_or (&h, 1 << 9, __ATOMIC_SEQ_CST) & (1 << 9)) != 0; }
static int h_and (void) { return (__atomic_fetch_and (&h, ~(1 << 9), __ATOMIC_SEQ_CST) & (1 << 9)) != 0; }
static int h_xor (void) { return (__atomic_fetch_xor (&h, 1 << 9, __ATOMIC_ACQ_REL) & (1 << 9)) != 0; }
static int h_top (void) { return (__atomic_fetch_or (&h, 0x8000, __ATOMIC_SEQ_CST) & 0x8000) != 0; }
static int w_xor (void) { return (__atomic_fetch_xor (&w, 1u << 31, __ATOMIC_RELEASE) & (1u << 31)) != 0; }
static int d_and (void) { return (__atomic_fetch_and (&d, ~(1ull << 63), __ATOMIC_RELAXED) & (1ull << 63)) != 0; }
static int w_not_top (void) { return (int) __atomic_fetch_or (&w, 1u << 31, __ATOMIC_SEQ_CST) >= 0; }

int
main (void)
{
  h = 0x1034;                     /* bit 9 clear */
  if (h_or () != 0 || h != (0x1034 | 0x200)) abort ();
  if (h_or () != 1 || h != (0x1034 | 0x200)) abort ();
  if (h_and () != 1 || h != 0x1034) abort ();
  if (h_and () != 0 || h != 0x1034) abort ();
  if (h_xor () != 0 || h != (0x1034 ^ 0x200)) abort ();
  if (h_xor () != 1 || h != 0x1034) abort ();
  if (h_top () != 0 || h != 0x9034) abort ();
  if (h_top () != 1 || h != 0x9034) abort ();
  w = 0x7fffffffu;
  if (w_xor () != 0 || w != 0xffffffffu) abort ();
  if (w_xor () != 1 || w != 0x7fffffffu) abort ();
  if (w_not_top () != 1 || w != 0xffffffffu) abort ();
  if (w_not_top () != 0 || w != 0xffffffffu) abort ();
  d = ~0ull;
  if (d_and () != 1 || d != ~0ull >> 1) abort ();
  if (d_and () != 0 || d != ~0ull >> 1) abort ();
  return 0;
}
