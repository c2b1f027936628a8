/* The 16-byte test body shared by int128-shim.c (no -mcx16: calls into the runtime),
   int128-cx16.c (-mcx16: lock cmpxchg16b inline) and int128-cx16-avx.c (-mcx16 -mavx: vmovdqa
   loads and stores).  Every operation at every valid order, on values whose halves differ, with
   carries and borrows across the 64-bit halves; the __sync forms; an _Atomic 16-byte struct.  */

extern void abort (void);

typedef unsigned __int128 u128;
typedef __int128 s128;

#define HIDE(x) ({ __typeof__ (x) h_ = (x); __asm__ ("" : "+r" (h_)); h_; })
#define MK(hi, lo) (((u128) (hi) << 64) | (u128) (lo))

static u128 v;
static s128 sv;

#define E_add(a, b)  ((a) + (b))
#define E_sub(a, b)  ((a) - (b))
#define E_and(a, b)  ((a) & (b))
#define E_or(a, b)   ((a) | (b))
#define E_xor(a, b)  ((a) ^ (b))
#define E_nand(a, b) (~((a) & (b)))

#define RMW(OP, O, a, b)						\
  do {									\
    u128 a_ = (a), b_ = (b), want = E_##OP (a_, b_);			\
    v = a_;								\
    if (__atomic_fetch_##OP (&v, b_, O) != a_ || v != want)		\
      abort ();								\
    v = a_;								\
    if (__atomic_##OP##_fetch (&v, HIDE (b_), O) != want || v != want)	\
      abort ();								\
    v = a_;								\
    __atomic_fetch_##OP (&v, b_, O);					\
    if (v != want)							\
      abort ();								\
    v = a_;								\
    __atomic_##OP##_fetch (&v, b_, O);					\
    if (v != want)							\
      abort ();								\
  } while (0)

#define RMW_ORDERS(OP, a, b)						\
  RMW (OP, __ATOMIC_RELAXED, a, b);					\
  RMW (OP, __ATOMIC_CONSUME, a, b);					\
  RMW (OP, __ATOMIC_ACQUIRE, a, b);					\
  RMW (OP, __ATOMIC_RELEASE, a, b);					\
  RMW (OP, __ATOMIC_ACQ_REL, a, b);					\
  RMW (OP, __ATOMIC_SEQ_CST, a, b)

#define RMW_ALL(a, b)							\
  RMW_ORDERS (add, a, b); RMW_ORDERS (sub, a, b); RMW_ORDERS (and, a, b); \
  RMW_ORDERS (or, a, b); RMW_ORDERS (xor, a, b); RMW_ORDERS (nand, a, b)

#define LS(S, L, n)							\
  do {									\
    u128 want = MK (0x8182838485868788ull + (n), 0x9192939495969798ull - (n)), got; \
    __atomic_store_n (&v, want, S);					\
    if (v != want || __atomic_load_n (&v, L) != want)			\
      abort ();								\
    want = ~want;							\
    __atomic_store (&v, &want, S);					\
    __atomic_load (&v, &got, L);					\
    if (got != want)							\
      abort ();								\
  } while (0)

#define LOADS(S, n)							\
  LS (S, __ATOMIC_RELAXED, n); LS (S, __ATOMIC_CONSUME, n + 1);		\
  LS (S, __ATOMIC_ACQUIRE, n + 2); LS (S, __ATOMIC_SEQ_CST, n + 3)

#define XCHG(O)								\
  do {									\
    u128 a = MK (1, 2), b = MK (~0ull, 0), got;				\
    v = a;								\
    if (__atomic_exchange_n (&v, b, O) != a || v != b)			\
      abort ();								\
    __atomic_exchange (&v, &a, &got, O);				\
    if (got != b || v != a)						\
      abort ();								\
    __atomic_exchange_n (&v, b, O);					\
    if (v != b)								\
      abort ();								\
  } while (0)

/* Success, then a failure that writes the observed value back; a and b differ in one half
   only, so a comparison of one half is caught.  */
#define CAS(S, F, a, b)							\
  do {									\
    u128 e = (a);							\
    v = (a);								\
    if (!__atomic_compare_exchange_n (&v, &e, (b), 0, S, F) || v != (b) || e != (a)) \
      abort ();								\
    if (__atomic_compare_exchange_n (&v, &e, (a), 0, S, F) || v != (b) || e != (b)) \
      abort ();								\
    e = (b);								\
    while (!__atomic_compare_exchange_n (&v, &e, (a), 1, S, F))		\
      if (e != (b))							\
	abort ();							\
    if (v != (a) || e != (b))						\
      abort ();								\
    if (__atomic_compare_exchange_n (&v, &e, (a), 1, S, F) || e != (a))	\
      abort ();								\
  } while (0)

#define CAS2(S, F)							\
  CAS (S, F, MK (5, 7), MK (5, 8));					\
  CAS (S, F, MK (5, 7), MK (6, 7))

struct pair { void *p; unsigned long tag; };
static _Atomic struct pair ap;

static void
test_struct (void)
{
  int x, y;
  struct pair a = { &x, 1 }, b = { &y, 2 }, got;
  ap = a;
  got = ap;
  if (got.p != &x || got.tag != 1)
    abort ();
  __atomic_store (&ap, &b, __ATOMIC_RELEASE);
  __atomic_load (&ap, &got, __ATOMIC_ACQUIRE);
  if (got.p != &y || got.tag != 2)
    abort ();
  struct pair e = b, d = { &x, 3 };
  if (!__atomic_compare_exchange (&ap, &e, &d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
    abort ();
  /* Same pointer, other tag: fails, and e gets the current value.  */
  d.tag = 4;
  e.p = &x;
  e.tag = 1;
  if (__atomic_compare_exchange (&ap, &e, &d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED))
    abort ();
  if (e.p != &x || e.tag != 3)
    abort ();
  __atomic_exchange (&ap, &a, &got, __ATOMIC_ACQ_REL);
  if (got.p != &x || got.tag != 3)
    abort ();
  got = ap;
  if (got.p != &x || got.tag != 1)
    abort ();
}

static void
test_sync (void)
{
  u128 a = MK (0, ~0ull), one = 1;
  v = a;
  if (__sync_fetch_and_add (&v, one) != a || v != MK (1, 0))
    abort ();
  if (__sync_sub_and_fetch (&v, one) != a || v != a)
    abort ();
  if (__sync_val_compare_and_swap (&v, a, MK (3, 3)) != a || v != MK (3, 3))
    abort ();
  if (__sync_val_compare_and_swap (&v, a, MK (4, 4)) != MK (3, 3) || v != MK (3, 3))
    abort ();
  if (!__sync_bool_compare_and_swap (&v, MK (3, 3), a) || v != a)
    abort ();
  if (__sync_bool_compare_and_swap (&v, MK (3, 3), a))
    abort ();
  if (__sync_lock_test_and_set (&v, MK (9, 9)) != a || v != MK (9, 9))
    abort ();
  __sync_lock_release (&v);
  if (v != 0)
    abort ();
}

int
main (void)
{
  LOADS (__ATOMIC_RELAXED, 0);
  LOADS (__ATOMIC_RELEASE, 4);
  LOADS (__ATOMIC_SEQ_CST, 8);
  XCHG (__ATOMIC_RELAXED); XCHG (__ATOMIC_CONSUME); XCHG (__ATOMIC_ACQUIRE);
  XCHG (__ATOMIC_RELEASE); XCHG (__ATOMIC_ACQ_REL); XCHG (__ATOMIC_SEQ_CST);
  CAS2 (__ATOMIC_RELAXED, __ATOMIC_RELAXED);
  CAS2 (__ATOMIC_CONSUME, __ATOMIC_RELAXED);
  CAS2 (__ATOMIC_CONSUME, __ATOMIC_CONSUME);
  CAS2 (__ATOMIC_ACQUIRE, __ATOMIC_RELAXED);
  CAS2 (__ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);
  CAS2 (__ATOMIC_RELEASE, __ATOMIC_RELAXED);
  CAS2 (__ATOMIC_RELEASE, __ATOMIC_ACQUIRE);
  CAS2 (__ATOMIC_ACQ_REL, __ATOMIC_RELAXED);
  CAS2 (__ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  CAS2 (__ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
  CAS2 (__ATOMIC_SEQ_CST, __ATOMIC_CONSUME);
  CAS2 (__ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE);
  CAS2 (__ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
  /* Carry and borrow between the halves; the nand identities.  */
  RMW_ALL (MK (0x0123456789abcdefull, 0xfedcba9876543210ull), MK (0x0f0f0f0f0f0f0f0full, 0xf0f0f0f0f0f0f0f0ull));
  RMW_ALL (MK (0, ~0ull), 1);
  RMW_ALL (MK (1, 0), 1);
  RMW_ALL (~(u128) 0, ~(u128) 0);
  RMW_ALL (MK (0x8000000000000000ull, 0x8000000000000000ull), 0);
  /* Signed: sign of the result through an __int128.  */
  sv = -1;
  if (__atomic_fetch_add (&sv, 1, __ATOMIC_SEQ_CST) != -1 || sv != 0
      || __atomic_sub_fetch (&sv, 2, __ATOMIC_SEQ_CST) != -2)
    abort ();
  test_sync ();
  test_struct ();
  return 0;
}
