/* The result uses the plugin narrows to a flag: op_fetch compared with 0 (lock sub/add/and/or/xor
   and ZF), and a single-bit fetch_or / fetch_and with ~bit / fetch_xor whose result is only
   tested with that bit (lock bts/btr/btc and CF).  Each is exercised with both outcomes, at
   2, 4 and 8 bytes (and 1 byte for the zero tests), against plain arithmetic; so are look-alike
   uses that must not be narrowed: another bit, a wider mask, a compare with 1, a narrowing
   cast before the compare, a result used twice.  */
/* { dg-do run } */

extern void abort (void);

#define BIT(T, k) ((T) (1ull << (k)))

/* Returns the plain-C answer next to the atomic one; they must agree.  */
#define ZERO_TESTS(T, V, O)						\
  do {									\
    V = 2;								\
    if (__atomic_sub_fetch (&V, 1, O) == 0) abort ();			\
    if (V != 1) abort ();						\
    if (__atomic_sub_fetch (&V, 1, O) == 0) ; else abort ();		\
    if (V != 0) abort ();						\
    V = 1;								\
    if (__atomic_sub_fetch (&V, 1, O) != 0) abort ();			\
    if (__atomic_sub_fetch (&V, 1, O) != 0) ; else abort ();		\
    if (V != (T) -1) abort ();						\
    int z = __atomic_add_fetch (&V, 1, O) == 0;				\
    if (!z || V != 0) abort ();						\
    z = __atomic_add_fetch (&V, 1, O) == 0;				\
    if (z || V != 1) abort ();						\
    V = 6;								\
    if (__atomic_and_fetch (&V, 1, O) == 0) ; else abort ();		\
    if (V != 0) abort ();						\
    if (__atomic_or_fetch (&V, 0, O) != 0) abort ();			\
    if (__atomic_or_fetch (&V, 4, O) == 0) abort ();			\
    if (__atomic_xor_fetch (&V, 4, O) != 0 || V != 0) abort ();		\
    if (__atomic_xor_fetch (&V, 4, O) == 0 || V != 4) abort ();		\
    /* Not narrowable: compare with 1, result kept.  */			\
    V = 2;								\
    if (__atomic_sub_fetch (&V, 1, O) == 1) ; else abort ();		\
    T r = __atomic_sub_fetch (&V, 1, O);				\
    if (r == 0) ; else abort ();					\
    if (r != 0 || V != 0) abort ();					\
  } while (0)

#define BIT_TESTS(T, V, O, k)						\
  do {									\
    T others = (T) 0x5a5a5a5a5a5a5a5aull & ~BIT (T, k);		\
    V = others;								\
    if (__atomic_fetch_or (&V, BIT (T, k), O) & BIT (T, k)) abort ();	\
    if (V != (T) (others | BIT (T, k))) abort ();			\
    if (__atomic_fetch_or (&V, BIT (T, k), O) & BIT (T, k)) ; else abort (); \
    if (V != (T) (others | BIT (T, k))) abort ();			\
    /* fetch_and with ~bit clears it, and says whether it was set.  */	\
    if (__atomic_fetch_and (&V, (T) ~BIT (T, k), O) & BIT (T, k)) ; else abort (); \
    if (V != others) abort ();						\
    if (__atomic_fetch_and (&V, (T) ~BIT (T, k), O) & BIT (T, k)) abort (); \
    if (V != others) abort ();						\
    /* fetch_xor with bit toggles it.  */				\
    if (__atomic_fetch_xor (&V, BIT (T, k), O) & BIT (T, k)) abort ();	\
    if (V != (T) (others | BIT (T, k))) abort ();			\
    if (__atomic_fetch_xor (&V, BIT (T, k), O) & BIT (T, k)) ; else abort (); \
    if (V != others) abort ();						\
    /* As a value: the masked old value itself.  */			\
    T m = __atomic_fetch_or (&V, BIT (T, k), O) & BIT (T, k);		\
    if (m != 0) abort ();						\
    m = __atomic_fetch_xor (&V, BIT (T, k), O) & BIT (T, k);		\
    if (m != BIT (T, k) || V != others) abort ();		\
    _Bool b = __atomic_fetch_or (&V, BIT (T, k), O) & BIT (T, k);	\
    if (b) abort ();							\
    b = __atomic_fetch_and (&V, (T) ~BIT (T, k), O) & BIT (T, k);	\
    if (!b || V != others) abort ();					\
    /* Not narrowable: another bit, a wider mask.  */			\
    T other_bit = BIT (T, (k + 1) % (8 * sizeof (T)));			\
    V = others;								\
    m = __atomic_fetch_or (&V, BIT (T, k), O) & other_bit;		\
    if (m != (T) (others & other_bit)) abort ();			\
    V = others;								\
    m = __atomic_fetch_or (&V, BIT (T, k), O) & (T) (BIT (T, k) | 1);	\
    if (m != (T) (others & 1)) abort ();				\
  } while (0)

#define TEST(T, NAME, k)						\
  static T NAME##_v;							\
  static void NAME (void)						\
  {									\
    ZERO_TESTS (T, NAME##_v, __ATOMIC_SEQ_CST);				\
    ZERO_TESTS (T, NAME##_v, __ATOMIC_RELAXED);				\
    ZERO_TESTS (T, NAME##_v, __ATOMIC_ACQ_REL);				\
    BIT_TESTS (T, NAME##_v, __ATOMIC_SEQ_CST, 0);			\
    BIT_TESTS (T, NAME##_v, __ATOMIC_RELAXED, 3);			\
    BIT_TESTS (T, NAME##_v, __ATOMIC_ACQUIRE, k);			\
    BIT_TESTS (T, NAME##_v, __ATOMIC_RELEASE, 8 * sizeof (T) - 1);	\
  }

TEST (unsigned char, u8, 6)
TEST (unsigned short, u16, 9)
TEST (unsigned int, u32, 17)
TEST (unsigned long long, u64, 40)
TEST (short, s16, 14)
TEST (int, s32, 30)
TEST (long long, s64, 62)

static unsigned int w;

int
main (void)
{
  u8 (); u16 (); u32 (); u64 ();
  s16 (); s32 (); s64 ();
  /* The low byte of the new value is zero, the value is not: a cast before the compare.  */
  w = 0x101;
  if ((unsigned char) __atomic_sub_fetch (&w, 1, __ATOMIC_SEQ_CST) == 0) ; else abort ();
  if (w != 0x100)
    abort ();
  w = 0x100;
  if ((unsigned char) __atomic_add_fetch (&w, 0x100, __ATOMIC_SEQ_CST) != 0)
    abort ();
  /* The reference-count idiom.  */
  w = 3;
  int freed = 0;
  for (int i = 0; i < 3; i++)
    if (__atomic_sub_fetch (&w, 1, __ATOMIC_ACQ_REL) == 0)
      freed++;
  if (freed != 1 || w != 0)
    abort ();
  return 0;
}
