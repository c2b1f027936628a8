/* gaps-sites.h — every atomic builtin at every width and a spread of constant orders, one
   function per site, for scan.exp's mode=gaps check: compiled with the board's GCC alone, with
   the plugin (mode=all) and with the plugin (mode=gaps), it shows that mode=gaps takes exactly
   the sites this GCC leaves to a library (a call to __atomic_*, __sync_* or an outline helper)
   and that the plugin can inline, and nothing GCC inlines itself (empty_fn shows what a
   function whose site GCC drops looks like).  Compiled as C (-x c); not a
   test of its own (scan.exp's glob takes *.c and *.cc).  */

#define LD(N, T, O)    T ld_##N##_##O (T *p) { return __atomic_load_n (p, __ATOMIC_##O); }
#define ST(N, T, O)    void st_##N##_##O (T *p, T v) { __atomic_store_n (p, v, __ATOMIC_##O); }
#define XCHG(N, T, O)  T xchg_##N##_##O (T *p, T v) { return __atomic_exchange_n (p, v, __ATOMIC_##O); }
#define FADD(N, T, O)  T fadd_##N##_##O (T *p, T v) { return __atomic_fetch_add (p, v, __ATOMIC_##O); }
#define ADDF(N, T, O)  T addf_##N##_##O (T *p, T v) { return __atomic_add_fetch (p, v, __ATOMIC_##O); }
#define FOR(N, T, O)   T for_##N##_##O (T *p, T v) { return __atomic_fetch_or (p, v, __ATOMIC_##O); }
#define FNAND(N, T, O) T fnand_##N##_##O (T *p, T v) { return __atomic_fetch_nand (p, v, __ATOMIC_##O); }
#define CAS(N, T, O, F)							\
  _Bool cas_##N##_##O##_##F (T *p, T *e, T v)				\
  { return __atomic_compare_exchange_n (p, e, v, 0, __ATOMIC_##O, __ATOMIC_##F); }
#define RMW(M, N, T) M (N, T, RELAXED) M (N, T, ACQUIRE) M (N, T, RELEASE) M (N, T, SEQ_CST)

#define WIDTH(N, T)							\
  LD (N, T, RELAXED) LD (N, T, ACQUIRE) LD (N, T, SEQ_CST)		\
  ST (N, T, RELAXED) ST (N, T, RELEASE) ST (N, T, SEQ_CST)		\
  RMW (XCHG, N, T) RMW (FADD, N, T) RMW (ADDF, N, T) RMW (FOR, N, T)	\
  RMW (FNAND, N, T)							\
  CAS (N, T, RELAXED, RELAXED) CAS (N, T, ACQUIRE, ACQUIRE)		\
  CAS (N, T, RELEASE, RELAXED) CAS (N, T, SEQ_CST, SEQ_CST)		\
  T sadd_##N (T *p, T v) { return __sync_fetch_and_add (p, v); }	\
  T snand_##N (T *p, T v) { return __sync_nand_and_fetch (p, v); }	\
  T sval_##N (T *p, T o, T v) { return __sync_val_compare_and_swap (p, o, v); } \
  _Bool sbool_##N (T *p, T o, T v) { return __sync_bool_compare_and_swap (p, o, v); } \
  T stas_##N (T *p, T v) { return __sync_lock_test_and_set (p, v); }

WIDTH (1, unsigned char)
WIDTH (2, unsigned short)
WIDTH (4, unsigned int)
WIDTH (8, unsigned long long)
#ifdef __SIZEOF_INT128__
WIDTH (16, unsigned __int128)
#endif

/* A site GCC alone cannot compile (an internal compiler error) is left out of its compile
   by -DNO_<function> (scan.exp does that for each function GCC's errors name), and the
   plugin must take it: GCC 12 fails on srel_16 with -march=armv8.4-a.  */
#define SREL(N, T) void srel_##N (T *p) { __sync_lock_release (p); }
SREL (1, unsigned char) SREL (2, unsigned short) SREL (4, unsigned int)
SREL (8, unsigned long long)
#if defined __SIZEOF_INT128__ && !defined NO_srel_16
SREL (16, unsigned __int128)
#endif

#define TAS(O)   _Bool tas_##O (void *p) { return __atomic_test_and_set (p, __ATOMIC_##O); }
#define CLR(O)   void clr_##O (_Bool *p) { __atomic_clear (p, __ATOMIC_##O); }
#define FENCE(O) void fence_##O (void) { __atomic_thread_fence (__ATOMIC_##O); }
TAS (RELAXED) TAS (ACQUIRE) TAS (SEQ_CST)
CLR (RELAXED) CLR (RELEASE) CLR (SEQ_CST)
FENCE (ACQUIRE) FENCE (RELEASE) FENCE (ACQ_REL) FENCE (SEQ_CST)
void fence_sync (void) { __sync_synchronize (); }

/* What GCC emits for a function with nothing in it: a site compiled to the same dropped it.  */
void empty_fn (void) { }
