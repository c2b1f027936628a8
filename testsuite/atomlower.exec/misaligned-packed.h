/* misaligned-packed.h — what misaligned-packed.c (a global struct),
   misaligned-packed-pointer.c (the same struct through a pointer) and misaligned-typedef.c
   (objects of aligned(1) types) share: the packed struct, every operation on one object *P
   of type T checked against its expected values (TEST_P), and on a member O.F with its
   neighbours (GUARDS_OK) too (TEST).  */

extern void abort (void);

/* Every member at an odd offset (1, 3, 7), whatever the alignment of the struct.  */
struct __attribute__ ((packed)) s {
  unsigned char pad;
  unsigned short h;
  unsigned int w;
  unsigned long long d;
  unsigned char tail;
};

#define GUARDS_OK(O) ((O).pad == 0xa1 && (O).tail == 0xa4)

#define TEST_P(P, T)							\
  do {									\
    T a = (T) 0x8182838485868788ull, b = (T) 0x1122334455667788ull, e;	\
    __atomic_store_n ((P), a, __ATOMIC_SEQ_CST);			\
    if (__atomic_load_n ((P), __ATOMIC_ACQUIRE) != a)		\
      abort ();								\
    __atomic_store_n ((P), b, __ATOMIC_RELEASE);			\
    if (__atomic_load_n ((P), __ATOMIC_RELAXED) != b)		\
      abort ();								\
    if (__atomic_exchange_n ((P), a, __ATOMIC_ACQ_REL) != b)		\
      abort ();								\
    e = a;								\
    if (!__atomic_compare_exchange_n ((P), &e, b, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED) \
	|| e != a)							\
      abort ();								\
    if (__atomic_compare_exchange_n ((P), &e, a, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED) \
	|| e != b)							\
      abort ();								\
    if (__atomic_fetch_add ((P), 1, __ATOMIC_SEQ_CST) != b		\
	|| __atomic_sub_fetch ((P), 1, __ATOMIC_SEQ_CST) != b)	\
      abort ();								\
    if (__atomic_fetch_or ((P), 1, __ATOMIC_RELAXED) != b		\
	|| __atomic_and_fetch ((P), (T) ~1, __ATOMIC_SEQ_CST) != (T) (b & ~1)) \
      abort ();								\
    if (__atomic_xor_fetch ((P), a, __ATOMIC_SEQ_CST) != (T) ((b & ~1) ^ a) \
	|| __atomic_fetch_nand ((P), a, __ATOMIC_SEQ_CST) != (T) ((b & ~1) ^ a) \
	|| (*(P)) != (T) ~(((b & ~1) ^ a) & a))				\
      abort ();								\
    __atomic_fetch_add ((P), 5, __ATOMIC_RELAXED);			\
    if ((*(P)) != (T) (~(((b & ~1) ^ a) & a) + 5))			\
      abort ();								\
    if (__sync_val_compare_and_swap ((P), (*(P)), a) != (T) (~(((b & ~1) ^ a) & a) + 5) \
	|| (*(P)) != a)							\
      abort ();								\
  } while (0)

/* The same on member O.F, whose neighbours stay untouched.  */
#define TEST(O, T, F)							\
  do {									\
    TEST_P (&(O).F, T);							\
    if (!GUARDS_OK (O))							\
      abort ();								\
  } while (0)
