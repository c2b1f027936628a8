/* __atomic_load_n returns what __atomic_store_n wrote, for 1, 2, 4 and 8 bytes, for every
   (store order, load order) pair C11 allows: stores relaxed, release, seq_cst; loads relaxed,
   consume, acquire, seq_cst.  The generic __atomic_load/__atomic_store forms too, and the
   object holds the stored value (read non-atomically) after each store.  */
/* { dg-do run } */

extern void abort (void);

/* A different value for each step, with every byte of the type nonzero and the top bit set.  */
#define PATTERN(T, n) ((T) (0x8182838485868788ull + (n) * 0x0101010101010101ull))

#define ONE(T, V, S, L, n)						\
  do {									\
    T want = PATTERN (T, n), got;					\
    __atomic_store_n (&V, want, S);					\
    if (V != want)							\
      abort ();								\
    if (__atomic_load_n (&V, L) != want)				\
      abort ();								\
    want = (T) ~want;							\
    __atomic_store (&V, &want, S);					\
    __atomic_load (&V, &got, L);					\
    if (got != want || V != want)					\
      abort ();								\
  } while (0)

#define LOADS(T, V, S, n)						\
  ONE (T, V, S, __ATOMIC_RELAXED, n);					\
  ONE (T, V, S, __ATOMIC_CONSUME, n + 1);				\
  ONE (T, V, S, __ATOMIC_ACQUIRE, n + 2);				\
  ONE (T, V, S, __ATOMIC_SEQ_CST, n + 3)

#define TEST(T, NAME)							\
  static T NAME##_v;							\
  static void NAME (void)						\
  {									\
    LOADS (T, NAME##_v, __ATOMIC_RELAXED, 0);				\
    LOADS (T, NAME##_v, __ATOMIC_RELEASE, 4);				\
    LOADS (T, NAME##_v, __ATOMIC_SEQ_CST, 8);				\
    /* Zero and all-ones round-trip too.  */				\
    __atomic_store_n (&NAME##_v, 0, __ATOMIC_SEQ_CST);			\
    if (__atomic_load_n (&NAME##_v, __ATOMIC_SEQ_CST) != 0)		\
      abort ();								\
    __atomic_store_n (&NAME##_v, (T) -1, __ATOMIC_RELEASE);		\
    if (__atomic_load_n (&NAME##_v, __ATOMIC_ACQUIRE) != (T) -1)	\
      abort ();								\
  }

TEST (unsigned char, u8)
TEST (unsigned short, u16)
TEST (unsigned int, u32)
TEST (unsigned long long, u64)
TEST (signed char, s8)
TEST (short, s16)
TEST (int, s32)
TEST (long long, s64)

int
main (void)
{
  u8 (); u16 (); u32 (); u64 ();
  s8 (); s16 (); s32 (); s64 ();
  return 0;
}
