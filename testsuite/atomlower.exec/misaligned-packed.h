/* misaligned-packed.h — what misaligned-packed.c (a global struct) and
   misaligned-packed-pointer.c (the same struct through a pointer) share: the packed struct
   and every operation on one member O.F of type T, checked against its expected values and
   its neighbours (GUARDS_OK).  */

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

#define TEST(O, T, F)							\
  do {									\
    T a = (T) 0x8182838485868788ull, b = (T) 0x1122334455667788ull, e;	\
    __atomic_store_n (&(O).F, a, __ATOMIC_SEQ_CST);			\
    if (__atomic_load_n (&(O).F, __ATOMIC_ACQUIRE) != a)		\
      abort ();								\
    __atomic_store_n (&(O).F, b, __ATOMIC_RELEASE);			\
    if (__atomic_load_n (&(O).F, __ATOMIC_RELAXED) != b)		\
      abort ();								\
    if (__atomic_exchange_n (&(O).F, a, __ATOMIC_ACQ_REL) != b)		\
      abort ();								\
    e = a;								\
    if (!__atomic_compare_exchange_n (&(O).F, &e, b, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED) \
	|| e != a)							\
      abort ();								\
    if (__atomic_compare_exchange_n (&(O).F, &e, a, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED) \
	|| e != b)							\
      abort ();								\
    if (__atomic_fetch_add (&(O).F, 1, __ATOMIC_SEQ_CST) != b		\
	|| __atomic_sub_fetch (&(O).F, 1, __ATOMIC_SEQ_CST) != b)	\
      abort ();								\
    if (__atomic_fetch_or (&(O).F, 1, __ATOMIC_RELAXED) != b		\
	|| __atomic_and_fetch (&(O).F, (T) ~1, __ATOMIC_SEQ_CST) != (T) (b & ~1)) \
      abort ();								\
    if (__atomic_xor_fetch (&(O).F, a, __ATOMIC_SEQ_CST) != (T) ((b & ~1) ^ a) \
	|| __atomic_fetch_nand (&(O).F, a, __ATOMIC_SEQ_CST) != (T) ((b & ~1) ^ a) \
	|| (O).F != (T) ~(((b & ~1) ^ a) & a))				\
      abort ();								\
    __atomic_fetch_add (&(O).F, 5, __ATOMIC_RELAXED);			\
    if ((O).F != (T) (~(((b & ~1) ^ a) & a) + 5))			\
      abort ();								\
    if (__sync_val_compare_and_swap (&(O).F, (O).F, a) != (T) (~(((b & ~1) ^ a) & a) + 5) \
	|| (O).F != a)							\
      abort ();								\
    if (!GUARDS_OK (O))							\
      abort ();								\
  } while (0)

