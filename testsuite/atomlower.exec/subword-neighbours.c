/* Every 1- and 2-byte read-modify-write, exchange, compare-exchange and store of a value
   narrowed from a negative int (whose register holds ones above the object's width at -O2)
   leaves the bytes around the object as they were: a masked loop must mask the new value
   too.  GCC 13 and 14 on RISC-V do not for exchange and __sync_lock_test_and_set (they set
   the next bytes to 0xff); the plugin's sequences do, at every width.  */
/* { dg-do run } */

extern void abort (void);

typedef unsigned char u8;
typedef unsigned short u16;
/* Each object shares its aligned word with the bytes beside it: after it (both), before it
   (the 1-byte one).  */
struct { u8 before; u8 m; u8 after[6]; } __attribute__ ((aligned (8))) g8;
struct { u16 m; u8 after[6]; } __attribute__ ((aligned (8))) g16;

/* NAME_T (x): BUILTIN on G.m with the value (T) x and ORDER, returning the old value.  */
#define RMW(T, G, NAME, BUILTIN, ORDER)					\
  __attribute__ ((noinline)) T NAME##_##T (int x)			\
  { return BUILTIN (&G.m, (T) x, ORDER); }

#define OPS(T, G)							\
  RMW (T, G, xchg, __atomic_exchange_n, __ATOMIC_ACQ_REL)		\
  RMW (T, G, xchg_rlx, __atomic_exchange_n, __ATOMIC_RELAXED)		\
  RMW (T, G, fadd, __atomic_fetch_add, __ATOMIC_SEQ_CST)		\
  RMW (T, G, fsub, __atomic_fetch_sub, __ATOMIC_SEQ_CST)		\
  RMW (T, G, fand, __atomic_fetch_and, __ATOMIC_SEQ_CST)		\
  RMW (T, G, for, __atomic_fetch_or, __ATOMIC_SEQ_CST)			\
  RMW (T, G, fxor, __atomic_fetch_xor, __ATOMIC_SEQ_CST)		\
  RMW (T, G, fnand, __atomic_fetch_nand, __ATOMIC_SEQ_CST)		\
  __attribute__ ((noinline)) T stas_##T (int x)				\
  { return __sync_lock_test_and_set (&G.m, (T) x); }			\
  __attribute__ ((noinline)) T cas_##T (int x)				\
  { T e = G.m; __atomic_compare_exchange_n (&G.m, &e, (T) x, 0,	\
					    __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); \
    return e; }								\
  __attribute__ ((noinline)) T scas_##T (int x)				\
  { return __sync_val_compare_and_swap (&G.m, G.m, (T) x); }		\
  __attribute__ ((noinline)) T st_##T (int x)				\
  { __atomic_store_n (&G.m, (T) x, __ATOMIC_SEQ_CST); return 0; }

OPS (u8, g8)
OPS (u16, g16)

typedef u8 (*fn8) (int);
typedef u16 (*fn16) (int);
static fn8 const f8[] = { xchg_u8, xchg_rlx_u8, stas_u8, fadd_u8, fsub_u8, fand_u8, for_u8,
			  fxor_u8, fnand_u8, cas_u8, scas_u8, st_u8 };
static fn16 const f16[] = { xchg_u16, xchg_rlx_u16, stas_u16, fadd_u16, fsub_u16, fand_u16,
			    for_u16, fxor_u16, fnand_u16, cas_u16, scas_u16, st_u16 };

int
main (void)
{
  /* -26839 is 0x9729 as a short and 0x29 as a char; every bit above is set.  */
  static int const xs[] = { -26839, -1, -129 };
  for (unsigned k = 0; k < sizeof xs / sizeof xs[0]; k++)
    for (unsigned i = 0; i < sizeof f8 / sizeof f8[0]; i++)
      {
	g8.before = 0x5a; g8.m = 0x34;
	g16.m = 0x1234;
	for (unsigned j = 0; j < 6; j++)
	  g8.after[j] = g16.after[j] = (u8) (0x11 * (j + 1));
	f8[i] (xs[k]);
	f16[i] (xs[k]);
	if (g8.before != 0x5a)
	  abort ();
	for (unsigned j = 0; j < 6; j++)
	  if (g8.after[j] != (u8) (0x11 * (j + 1)) || g16.after[j] != (u8) (0x11 * (j + 1)))
	    abort ();
      }
  return 0;
}
