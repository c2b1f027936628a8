/* config/generic.h — portable fallback for a target without its own config.
 *
 * Trust GCC's builtins only at the widths where the compiler announces a native
 * compare-and-swap (__GCC_HAVE_SYNC_COMPARE_AND_SWAP_N) and never at 16 (several
 * targets announce a 16-byte CAS but still call libatomic for __atomic_*_16).
 * 1- and 2-byte objects without their own CAS get the masked word rung; everything
 * else locks.  shim.mk rejects the build if a builtin still calls out.
 */
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_1
# define SHIM_BUILTIN_1 1
#endif
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_2
# define SHIM_BUILTIN_2 1
#endif
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_4
# define SHIM_BUILTIN_4 1
#endif
#ifdef __GCC_HAVE_SYNC_COMPARE_AND_SWAP_8
# define SHIM_BUILTIN_8 1
#endif
