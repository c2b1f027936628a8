/* 1- and 2-byte atomics at every position of their aligned 4-byte word (the masked word loops
   of RV64 and POWER6 and the word-based shim), with the top bit of the object set, so that the
   byte at offset 3 of a little-endian word is bit 31 of the word: a compare-exchange must
   succeed when the (zero-extended) expected value matches the sign-extended word, fail and
   write back otherwise, and no operation may touch the neighbouring bytes.  */
/* { dg-do run } */

extern void abort (void);

static union { unsigned int w; unsigned char b[4]; unsigned short h[2]; } u
  __attribute__ ((aligned (8)));

#define NEIGHBOURS_B(off)						\
  for (int j = 0; j < 4; j++)						\
    if (j != (off) && u.b[j] != 0x5a)					\
      abort ()

static void
bytes (int off, int order)
{
  unsigned char e;
  u.w = 0x5a5a5a5a;
  u.b[off] = 0x80;
  e = 0x80;
  if (!__atomic_compare_exchange_n (&u.b[off], &e, 0xff, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED)
      || u.b[off] != 0xff || e != 0x80)
    abort ();
  e = 0x7f;
  if (__atomic_compare_exchange_n (&u.b[off], &e, 0x01, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE)
      || e != 0xff || u.b[off] != 0xff)
    abort ();
  if (__sync_val_compare_and_swap (&u.b[off], 0xff, 0x80) != 0xff
      || !__sync_bool_compare_and_swap (&u.b[off], 0x80, 0x81)
      || __sync_bool_compare_and_swap (&u.b[off], 0x80, 0x82))
    abort ();
  if (__atomic_fetch_add (&u.b[off], 0x7f, order) != 0x81 || u.b[off] != 0x00)
    abort ();
  if (__atomic_sub_fetch (&u.b[off], 1, order) != 0xff)
    abort ();
  if (__atomic_fetch_nand (&u.b[off], 0x0f, order) != 0xff || u.b[off] != 0xf0)
    abort ();
  if (__atomic_exchange_n (&u.b[off], 0x80, order) != 0xf0)
    abort ();
  if (__atomic_fetch_or (&u.b[off], 1, order) != 0x80
      || __atomic_xor_fetch (&u.b[off], 0x81, order) != 0
      || __atomic_and_fetch (&u.b[off], 0x80, order) != 0)
    abort ();
  if (__atomic_add_fetch (&u.b[off], 0x80, order) != 0x80
      || __atomic_load_n (&u.b[off], order == __ATOMIC_RELEASE ? __ATOMIC_RELAXED : __ATOMIC_ACQUIRE) != 0x80)
    abort ();
  NEIGHBOURS_B (off);
}

static void
halves (int off, int order)
{
  unsigned short e = 0x8000;
  u.w = 0x5a5a5a5a;
  u.h[off] = 0x8000;
  if (!__atomic_compare_exchange_n (&u.h[off], &e, 0xffff, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
    abort ();
  e = 0x8000;
  if (__atomic_compare_exchange_n (&u.h[off], &e, 0x1234, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED)
      || e != 0xffff)
    abort ();
  if (__atomic_add_fetch (&u.h[off], 2, order) != 1 || __atomic_fetch_sub (&u.h[off], 2, order) != 1
      || __atomic_exchange_n (&u.h[off], 0x8001, order) != 0xffff)
    abort ();
  if (u.h[1 - off] != 0x5a5a || u.h[off] != 0x8001)
    abort ();
}

int
main (void)
{
  static const int orders[] = { __ATOMIC_RELAXED, __ATOMIC_ACQUIRE, __ATOMIC_RELEASE,
				__ATOMIC_ACQ_REL, __ATOMIC_SEQ_CST };
  for (int o = 0; o < 5; o++)
    {
      for (int off = 0; off < 4; off++)
	bytes (off, orders[o]);
      for (int off = 0; off < 2; off++)
	halves (off, orders[o]);
    }
  /* Constant orders too (the loops above pass a variable: seq_cst).  */
  bytes (3, __ATOMIC_RELAXED);
  /* A 4-byte compare-exchange with bit 31 set in both the expected and the stored value.  */
  unsigned int w = 0x80000000u, e32 = 0x80000000u;
  if (!__atomic_compare_exchange_n (&w, &e32, 0x80000001u, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)
      || w != 0x80000001u)
    abort ();
  int si = 0x7fffffff;
  long r = __atomic_add_fetch (&si, 1, __ATOMIC_SEQ_CST);
  if (r != -2147483647L - 1)
    abort ();
  return 0;
}
