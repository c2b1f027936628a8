/* A misaligned 16-byte member of a packed struct: every operation goes to the runtime's
   __atomic_*_16 (cmpxchg16b would fault), with the same results and the neighbouring bytes
   untouched.  */
/* { dg-do run } */
/* { dg-require-effective-target int128 } */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-additional-options "-Wno-address-of-packed-member" } */

extern void abort (void);

/* q at offset 1, whatever the alignment of obj.  */
struct __attribute__ ((packed)) s {
  unsigned char pad;
  unsigned __int128 q;
  unsigned char tail;
};

static struct s obj;

#define GUARDS_OK() (obj.pad == 0xa1 && obj.tail == 0xa4)

#define TEST(T, F)							\
  do {									\
    T a = (T) 0x8182838485868788ull, b = (T) 0x1122334455667788ull, e;	\
    __atomic_store_n (&obj.F, a, __ATOMIC_SEQ_CST);			\
    if (__atomic_load_n (&obj.F, __ATOMIC_ACQUIRE) != a)		\
      abort ();								\
    __atomic_store_n (&obj.F, b, __ATOMIC_RELEASE);			\
    if (__atomic_load_n (&obj.F, __ATOMIC_RELAXED) != b)		\
      abort ();								\
    if (__atomic_exchange_n (&obj.F, a, __ATOMIC_ACQ_REL) != b)		\
      abort ();								\
    e = a;								\
    if (!__atomic_compare_exchange_n (&obj.F, &e, b, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED) \
	|| e != a)							\
      abort ();								\
    if (__atomic_compare_exchange_n (&obj.F, &e, a, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED) \
	|| e != b)							\
      abort ();								\
    if (__atomic_fetch_add (&obj.F, 1, __ATOMIC_SEQ_CST) != b		\
	|| __atomic_sub_fetch (&obj.F, 1, __ATOMIC_SEQ_CST) != b)	\
      abort ();								\
    if (__atomic_fetch_or (&obj.F, 1, __ATOMIC_RELAXED) != b		\
	|| __atomic_and_fetch (&obj.F, (T) ~1, __ATOMIC_SEQ_CST) != (T) (b & ~1)) \
      abort ();								\
    if (__atomic_xor_fetch (&obj.F, a, __ATOMIC_SEQ_CST) != (T) ((b & ~1) ^ a) \
	|| __atomic_fetch_nand (&obj.F, a, __ATOMIC_SEQ_CST) != (T) ((b & ~1) ^ a) \
	|| obj.F != (T) ~(((b & ~1) ^ a) & a))				\
      abort ();								\
    __atomic_fetch_add (&obj.F, 5, __ATOMIC_RELAXED);			\
    if (obj.F != (T) (~(((b & ~1) ^ a) & a) + 5))			\
      abort ();								\
    if (__sync_val_compare_and_swap (&obj.F, obj.F, a) != (T) (~(((b & ~1) ^ a) & a) + 5) \
	|| obj.F != a)							\
      abort ();								\
    if (!GUARDS_OK ())							\
      abort ();								\
  } while (0)

int
main (void)
{
  obj.pad = 0xa1;
  obj.tail = 0xa4;
  TEST (unsigned __int128, q);
  TEST (unsigned __int128, q);
  return 0;
}
