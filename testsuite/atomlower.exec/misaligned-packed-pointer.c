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

extern void abort (void);

/* Every member at an odd address: at an odd offset (1, 3, 7) of a struct at the start of
   an 8-byte aligned buffer.  */
struct __attribute__ ((packed)) s {
  unsigned char pad;
  unsigned short h;
  unsigned int w;
  unsigned long long d;
  unsigned char tail;
};

static union { unsigned long long align; unsigned char bytes[64]; } buf;

#define GUARDS_OK() (p->pad == 0xa1 && p->tail == 0xa4)

#define TEST(T, F)							\
  do {									\
    T a = (T) 0x8182838485868788ull, b = (T) 0x1122334455667788ull, e;	\
    __atomic_store_n (&p->F, a, __ATOMIC_SEQ_CST);			\
    if (__atomic_load_n (&p->F, __ATOMIC_ACQUIRE) != a)		\
      abort ();								\
    __atomic_store_n (&p->F, b, __ATOMIC_RELEASE);			\
    if (__atomic_load_n (&p->F, __ATOMIC_RELAXED) != b)		\
      abort ();								\
    if (__atomic_exchange_n (&p->F, a, __ATOMIC_ACQ_REL) != b)		\
      abort ();								\
    e = a;								\
    if (!__atomic_compare_exchange_n (&p->F, &e, b, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED) \
	|| e != a)							\
      abort ();								\
    if (__atomic_compare_exchange_n (&p->F, &e, a, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED) \
	|| e != b)							\
      abort ();								\
    if (__atomic_fetch_add (&p->F, 1, __ATOMIC_SEQ_CST) != b		\
	|| __atomic_sub_fetch (&p->F, 1, __ATOMIC_SEQ_CST) != b)	\
      abort ();								\
    if (__atomic_fetch_or (&p->F, 1, __ATOMIC_RELAXED) != b		\
	|| __atomic_and_fetch (&p->F, (T) ~1, __ATOMIC_SEQ_CST) != (T) (b & ~1)) \
      abort ();								\
    if (__atomic_xor_fetch (&p->F, a, __ATOMIC_SEQ_CST) != (T) ((b & ~1) ^ a) \
	|| __atomic_fetch_nand (&p->F, a, __ATOMIC_SEQ_CST) != (T) ((b & ~1) ^ a) \
	|| p->F != (T) ~(((b & ~1) ^ a) & a))				\
      abort ();								\
    __atomic_fetch_add (&p->F, 5, __ATOMIC_RELAXED);			\
    if (p->F != (T) (~(((b & ~1) ^ a) & a) + 5))			\
      abort ();								\
    if (__sync_val_compare_and_swap (&p->F, p->F, a) != (T) (~(((b & ~1) ^ a) & a) + 5) \
	|| p->F != a)							\
      abort ();								\
    if (!GUARDS_OK ())							\
      abort ();								\
  } while (0)

__attribute__ ((noinline, noclone)) static void
test_h (struct s *p)
{
  TEST (unsigned short, h);
}

__attribute__ ((noinline, noclone)) static void
test_w (struct s *p)
{
  TEST (unsigned int, w);
}

__attribute__ ((noinline, noclone)) static void
test_d (struct s *p)
{
  TEST (unsigned long long, d);
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
  if (add_w (p, 2) != (unsigned int) 0x8182838485868788ull + 2 || !GUARDS_OK ())
    abort ();
  return 0;
}
