/* __atomic_compare_exchange_n, strong and weak (a weak one in a retry loop), for 1, 2, 4 and 8
   bytes with every (success, failure) order pair GCC accepts: on success it returns true,
   stores the desired value and leaves *expected alone; on failure it returns false, leaves the
   object alone and writes the observed value to *expected.  The values differ in the lowest
   byte only and in the highest byte only, so a comparison or write-back narrower than the
   object is caught.  The generic __atomic_compare_exchange as well.  */
/* { dg-do run } */

extern void abort (void);

#define PATTERN(T, n) ((T) (0x8182838485868788ull + (n) * 0x0101010101010101ull))
#define TOP(T) ((T) ((T) 0x80 << (8 * sizeof (T) - 8)))

#define STRONG(T, V, S, F, a, b)					\
  do {									\
    T e = a, d = b;							\
    V = a;								\
    if (!__atomic_compare_exchange_n (&V, &e, b, 0, S, F))		\
      abort ();								\
    if (V != b || e != a)						\
      abort ();								\
    /* Now V == b != e == a: fails, writes b back to e.  */		\
    if (__atomic_compare_exchange_n (&V, &e, a, 0, S, F))		\
      abort ();								\
    if (V != b || e != b)						\
      abort ();								\
    /* The generic form, which takes the desired value by address.  */ \
    d = a;								\
    if (!__atomic_compare_exchange (&V, &e, &d, 0, S, F) || V != a || e != b) \
      abort ();								\
    if (__atomic_compare_exchange (&V, &e, &d, 0, S, F) || V != a || e != a) \
      abort ();								\
  } while (0)

/* A weak compare-exchange may fail spuriously, so it is retried; a spurious failure still
   writes the observed (unchanged) value back.  */
#define WEAK(T, V, S, F, a, b)						\
  do {									\
    T e = a;								\
    int tries = 0;							\
    V = a;								\
    while (!__atomic_compare_exchange_n (&V, &e, b, 1, S, F))		\
      if (e != a || V != a || ++tries > 1000)				\
	abort ();							\
    if (V != b || e != a)						\
      abort ();								\
    /* A real failure is never retried into success.  */		\
    if (__atomic_compare_exchange_n (&V, &e, a, 1, S, F))		\
      abort ();								\
    if (V != b || e != b)						\
      abort ();								\
  } while (0)

#define PAIR(T, V, S, F, n)						\
  do {									\
    T a = PATTERN (T, n);						\
    STRONG (T, V, S, F, a, (T) (a ^ 1));				\
    STRONG (T, V, S, F, a, (T) (a ^ TOP (T)));				\
    WEAK (T, V, S, F, a, (T) (a ^ 1));					\
    WEAK (T, V, S, F, a, (T) (a ^ TOP (T)));				\
  } while (0)

#define TEST(T, NAME)							\
  static T NAME##_v;							\
  static void NAME (void)						\
  {									\
    PAIR (T, NAME##_v, __ATOMIC_RELAXED, __ATOMIC_RELAXED, 0);		\
    PAIR (T, NAME##_v, __ATOMIC_CONSUME, __ATOMIC_RELAXED, 1);		\
    PAIR (T, NAME##_v, __ATOMIC_CONSUME, __ATOMIC_CONSUME, 2);		\
    PAIR (T, NAME##_v, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED, 3);		\
    PAIR (T, NAME##_v, __ATOMIC_ACQUIRE, __ATOMIC_CONSUME, 4);		\
    PAIR (T, NAME##_v, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE, 5);		\
    PAIR (T, NAME##_v, __ATOMIC_RELEASE, __ATOMIC_RELAXED, 6);		\
    PAIR (T, NAME##_v, __ATOMIC_RELEASE, __ATOMIC_CONSUME, 7);		\
    PAIR (T, NAME##_v, __ATOMIC_RELEASE, __ATOMIC_ACQUIRE, 8);		\
    PAIR (T, NAME##_v, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED, 9);		\
    PAIR (T, NAME##_v, __ATOMIC_ACQ_REL, __ATOMIC_CONSUME, 10);		\
    PAIR (T, NAME##_v, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE, 11);		\
    PAIR (T, NAME##_v, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED, 12);		\
    PAIR (T, NAME##_v, __ATOMIC_SEQ_CST, __ATOMIC_CONSUME, 13);		\
    PAIR (T, NAME##_v, __ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE, 14);		\
    PAIR (T, NAME##_v, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST, 15);		\
  }

TEST (unsigned char, u8)
TEST (unsigned short, u16)
TEST (unsigned int, u32)
TEST (unsigned long long, u64)
TEST (signed char, s8)
TEST (short, s16)

int
main (void)
{
  u8 (); u16 (); u32 (); u64 (); s8 (); s16 ();
  return 0;
}
