/* The legacy __sync builtins' return conventions, for 1, 2, 4 and 8 bytes: fetch_and_OP returns
   the old value, OP_and_fetch the new one; val_compare_and_swap returns the old value (and
   swaps only when it equals the expected one), bool_compare_and_swap whether it swapped;
   lock_test_and_set stores the value and returns the old one; lock_release stores 0.  Results
   used and unused, constant and hidden operands.  */
/* { dg-do run } */

extern void abort (void);

#define HIDE(x) ({ __typeof__ (x) h_ = (x); __asm__ ("" : "+r" (h_)); h_; })

#define E_add(a, b)  ((a) + (b))
#define E_sub(a, b)  ((a) - (b))
#define E_and(a, b)  ((a) & (b))
#define E_or(a, b)   ((a) | (b))
#define E_xor(a, b)  ((a) ^ (b))
#define E_nand(a, b) (~((a) & (b)))

#define OP(T, V, OP, a, b)						\
  do {									\
    T a_ = (a), want = (T) E_##OP (a_, (T) (b));			\
    V = a_;								\
    if (__sync_fetch_and_##OP (&V, (b)) != a_ || V != want)		\
      abort ();								\
    V = a_;								\
    if (__sync_##OP##_and_fetch (&V, HIDE ((T) (b))) != want || V != want) \
      abort ();								\
    V = a_;								\
    __sync_fetch_and_##OP (&V, HIDE ((T) (b)));				\
    if (V != want)							\
      abort ();								\
    V = a_;								\
    __sync_##OP##_and_fetch (&V, (b));					\
    if (V != want)							\
      abort ();								\
  } while (0)

#define TEST(T, NAME)							\
  static T NAME##_v;							\
  static void NAME (void)						\
  {									\
    T a = (T) 0xa5c3e1f0b4d29687ull, b = (T) 0x5a3c, c = (T) ~a;	\
    OP (T, NAME##_v, add, a, b);					\
    OP (T, NAME##_v, add, (T) -1, 1);					\
    OP (T, NAME##_v, sub, a, b);					\
    OP (T, NAME##_v, sub, 0, 1);					\
    OP (T, NAME##_v, and, a, b);					\
    OP (T, NAME##_v, or, a, b);						\
    OP (T, NAME##_v, xor, a, b);					\
    OP (T, NAME##_v, nand, a, b);					\
    OP (T, NAME##_v, nand, a, (T) -1);					\
    OP (T, NAME##_v, nand, a, 0);					\
    /* val_compare_and_swap: old value either way.  */			\
    NAME##_v = a;							\
    if (__sync_val_compare_and_swap (&NAME##_v, a, c) != a || NAME##_v != c) \
      abort ();								\
    if (__sync_val_compare_and_swap (&NAME##_v, a, b) != c || NAME##_v != c) \
      abort ();								\
    if (__sync_val_compare_and_swap (&NAME##_v, HIDE (c), HIDE (b)) != c \
	|| NAME##_v != b)						\
      abort ();								\
    /* bool_compare_and_swap: whether it swapped.  */			\
    NAME##_v = a;							\
    if (!__sync_bool_compare_and_swap (&NAME##_v, a, c) || NAME##_v != c) \
      abort ();								\
    if (__sync_bool_compare_and_swap (&NAME##_v, a, b) || NAME##_v != c) \
      abort ();								\
    if (__sync_bool_compare_and_swap (&NAME##_v, (T) (c ^ 1), b) || NAME##_v != c) \
      abort ();								\
    __sync_bool_compare_and_swap (&NAME##_v, c, a);			\
    if (NAME##_v != a)							\
      abort ();								\
    /* lock_test_and_set stores the value, returns the old one.  */	\
    if (__sync_lock_test_and_set (&NAME##_v, b) != a || NAME##_v != b)	\
      abort ();								\
    __sync_lock_test_and_set (&NAME##_v, c);				\
    if (NAME##_v != c)							\
      abort ();								\
    /* lock_release stores 0.  */					\
    __sync_lock_release (&NAME##_v);					\
    if (NAME##_v != 0)							\
      abort ();								\
  }

TEST (unsigned char, u8)
TEST (unsigned short, u16)
TEST (unsigned int, u32)
TEST (unsigned long long, u64)
TEST (signed char, s8)
TEST (long, s64)

int
main (void)
{
  u8 (); u16 (); u32 (); u64 (); s8 (); s64 ();
  __sync_synchronize ();
  return 0;
}
