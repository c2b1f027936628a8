/* config/generic.h — a target without its own config: the rungs come from the plugin's
 * table (al-lockfree.h, written by lower-cells from lower/<arch>.c).
 *
 * Width N uses GCC's builtins (rung BUILTIN) where the plugin's table says an aligned
 * object is lock-free (or leaves that to the run time) and GCC 12 alone inlines every
 * __atomic operation of that width; loads and stores alone where GCC inlines only those.
 * 1- and 2-byte objects without either get the masked word rung (shim_i.h); everything
 * else locks.  A width the table calls lock-free that GCC does not inline needs an asm
 * primitive (SHIM_ARCH_N) in a config/<arch>.h of its own: shim_i.h's agreement check
 * stops the build until there is one, and shim.mk rejects any object that still calls
 * out.
 */
#define SHIM_GENERIC_(n) (AL_LOCK_FREE_##n != 0 && AL_GCC_INLINES_##n)
#define SHIM_GENERIC_LDST_(n) (AL_LOCK_FREE_##n != 0 && AL_GCC_INLINES_LDST_##n)
#define SHIM_BUILTIN_1 SHIM_GENERIC_ (1)
#define SHIM_BUILTIN_2 SHIM_GENERIC_ (2)
#define SHIM_BUILTIN_4 SHIM_GENERIC_ (4)
#define SHIM_BUILTIN_8 SHIM_GENERIC_ (8)
#define SHIM_BUILTIN_LDST_1 SHIM_GENERIC_LDST_ (1)
#define SHIM_BUILTIN_LDST_2 SHIM_GENERIC_LDST_ (2)
#define SHIM_BUILTIN_LDST_4 SHIM_GENERIC_LDST_ (4)
#define SHIM_BUILTIN_LDST_8 SHIM_GENERIC_LDST_ (8)
#ifdef __SIZEOF_INT128__
# define SHIM_BUILTIN_16 SHIM_GENERIC_ (16)
# define SHIM_BUILTIN_LDST_16 SHIM_GENERIC_LDST_ (16)
#endif
