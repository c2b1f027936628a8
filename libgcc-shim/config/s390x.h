/* config/s390x.h — libatomlower capabilities on 64-bit z/Architecture (s390x).
 *
 * 1, 2, 4, 8 bytes: GCC 12 inlines every __atomic builtin (plain loads and stores,
 *   CS/CSG, LAA/LAN/LAO/LAX with -march=z196, CS loops on the aligned word for 1 and
 *   2 bytes), so the shim uses the builtins (rung BUILTIN).
 * 16 bytes: GCC 12 calls libatomic for every 16-byte operation (and Debian's
 *   libatomic takes a lock there), so the shim has its own asm (rung ARCH), always
 *   usable (every z/Architecture CPU has them):
 *     CAS, exchange, fetch-ops   cdsg on the even/odd register pair
 *     load                       lpq
 *     store                      stpq (+ serialization for seq_cst)
 *   All three need a quadword-aligned operand (specification exception otherwise);
 *   shim_lock_free() guarantees it.  This is what lower/s390x.c inlines, so the
 *   shim and inlined code are atomic against each other.
 * Orders (z/Architecture Principles of Operation, "Storage-Operand Consistency"
 * and "Serialization"; GCC's s390.md; Linux arch/s390/include/asm/barrier.h): plain
 * loads and stores are acquire and release; CDSG serializes; a seq_cst store is
 * followed by a serializing "bcr 14,0" (z196 fast-BCR-serialization, "bcr 15,0"
 * before).
 */
#ifndef __s390x__
# error "config/s390x.h used for a non-s390x compiler"
#endif

#define SHIM_BUILTIN_1 1
#define SHIM_BUILTIN_2 1
#define SHIM_BUILTIN_4 1
#define SHIM_BUILTIN_8 1
#define SHIM_ARCH_16 1
#define SHIM_ARCH_LDST_16 1

/* 256-byte cache lines on z196 and later.  */
#define SHIM_LOCK_GRANULE 256

#if __ARCH__ >= 9
# define SHIM_S390_SERIALIZE "bcr 14,0"
#else
# define SHIM_S390_SERIALIZE "bcr 15,0"
#endif

/* cdsg: if (*p == even:odd pair of old) { *p = des } else { old = *p }.  A TImode
   value in a "d" operand is an even/odd register pair (the even register holds
   bytes 0..7).  CDSG serializes before and after, so the order needs no fence.  */
SHIM_INLINE bool
shim_arch_cas_16 (volatile void *p, U16 *e, U16 d, int model)
{
  U16 old = *e;
  (void) model;
  __asm__ __volatile__ ("cdsg %0, %2, %1  # atomlower: cas 16"
                        : "+d" (old), "+Q" (*(volatile U16 *) p)
                        : "d" (d)
                        : "cc", "memory");
  if (old == *e)
    return true;
  *e = old;
  return false;
}

SHIM_INLINE U16
shim_arch_load_16 (const volatile void *p, int model)
{
  U16 v;
  (void) model;   /* plain loads are acquire loads; seq_cst stores serialize */
  __asm__ __volatile__ ("lpq %0, %1  # atomlower: load 16"
                        : "=d" (v) : "R" (*(const volatile U16 *) p) : "memory");
  return v;
}

SHIM_INLINE void
shim_arch_store_16 (volatile void *p, U16 v, int model)
{
  __asm__ __volatile__ ("stpq %1, %0  # atomlower: store 16"
                        : "=R" (*(volatile U16 *) p) : "d" (v) : "memory");
  if (shim_order (model) == __ATOMIC_SEQ_CST)
    __asm__ __volatile__ (SHIM_S390_SERIALIZE ::: "memory");
}
