/* shim-abi.h — the libatomlower / libatomic ABI, declared for the tests.
 *
 * Every routine is declared under a test-local name (t_load_4) bound by an asm
 * label to the library's symbol (__atomic_load_4).  Calling the real names would
 * either clash with GCC's builtins of the same names or, worse, be expanded inline
 * by GCC, and the test would then check GCC instead of the library.  Through these
 * names every call is a plain call to the symbol, resolved by -latomlower.
 */
#ifndef SHIM_ABI_H
#define SHIM_ABI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint8_t U1;
typedef uint16_t U2;
typedef uint32_t U4;
typedef uint64_t U8;
#ifdef __SIZEOF_INT128__
typedef unsigned __int128 U16;
# define T_HAVE_16 1
#else
# define T_HAVE_16 0
#endif

#define T_FOP(n, T, op)                                                       \
  T t_fetch_##op##_##n (volatile void *, T, int)                              \
    __asm__ ("__atomic_fetch_" #op "_" #n);                                   \
  T t_##op##_fetch_##n (volatile void *, T, int)                              \
    __asm__ ("__atomic_" #op "_fetch_" #n);
#define T_SIZED(n, T)                                                         \
  T t_load_##n (const volatile void *, int) __asm__ ("__atomic_load_" #n);    \
  void t_store_##n (volatile void *, T, int) __asm__ ("__atomic_store_" #n);  \
  T t_exchange_##n (volatile void *, T, int)                                  \
    __asm__ ("__atomic_exchange_" #n);                                        \
  bool t_compare_exchange_##n (volatile void *, void *, T, int, int)          \
    __asm__ ("__atomic_compare_exchange_" #n);                                \
  bool t_test_and_set_##n (volatile void *, int)                              \
    __asm__ ("__atomic_test_and_set_" #n);                                    \
  T_FOP (n, T, add) T_FOP (n, T, sub) T_FOP (n, T, and)                       \
  T_FOP (n, T, or) T_FOP (n, T, xor) T_FOP (n, T, nand)

T_SIZED (1, U1)
T_SIZED (2, U2)
T_SIZED (4, U4)
T_SIZED (8, U8)
#if T_HAVE_16
T_SIZED (16, U16)
#endif

void t_load (size_t, const volatile void *, void *, int) __asm__ ("__atomic_load");
void t_store (size_t, volatile void *, void *, int) __asm__ ("__atomic_store");
void t_exchange (size_t, volatile void *, void *, void *, int)
  __asm__ ("__atomic_exchange");
bool t_compare_exchange (size_t, volatile void *, void *, void *, int, int)
  __asm__ ("__atomic_compare_exchange");
bool t_is_lock_free (size_t, const volatile void *) __asm__ ("__atomic_is_lock_free");
bool t_test_and_set (volatile void *, int) __asm__ ("__atomic_test_and_set");
void t_thread_fence (int) __asm__ ("atomic_thread_fence");
void t_signal_fence (int) __asm__ ("atomic_signal_fence");
bool t_flag_test_and_set (volatile void *) __asm__ ("atomic_flag_test_and_set");
bool t_flag_test_and_set_explicit (volatile void *, int)
  __asm__ ("atomic_flag_test_and_set_explicit");
void t_flag_clear (volatile void *) __asm__ ("atomic_flag_clear");
void t_flag_clear_explicit (volatile void *, int) __asm__ ("atomic_flag_clear_explicit");

/* The legacy __sync_*_N entry points, where the library builds them: the widths
   GCC calls them for on 32-bit Arm before v6K (config/arm.h SHIM_SYNC_N, the same
   rule: no exclusive of that width).  T_HAVE_SYNC_N says which.  */
#if defined __arm__
# ifdef __ARM_FEATURE_LDREX
#  define T_ARM_LDREX __ARM_FEATURE_LDREX
# else
#  define T_ARM_LDREX 0
# endif
# define T_HAVE_SYNC_1 (!(T_ARM_LDREX & 1))
# define T_HAVE_SYNC_2 (!(T_ARM_LDREX & 2))
# define T_HAVE_SYNC_4 (!(T_ARM_LDREX & 4))
# define T_HAVE_SYNC_8 (!(T_ARM_LDREX & 8))
# define T_HAVE_SYNC_SYNCHRONIZE (__ARM_ARCH < 6)
#else
# define T_HAVE_SYNC_1 0
# define T_HAVE_SYNC_2 0
# define T_HAVE_SYNC_4 0
# define T_HAVE_SYNC_8 0
# define T_HAVE_SYNC_SYNCHRONIZE 0
#endif

#define T_SYNC_FOP(n, T, op)                                                  \
  T t_sync_fetch_and_##op##_##n (volatile void *, T)                          \
    __asm__ ("__sync_fetch_and_" #op "_" #n);                                 \
  T t_sync_##op##_and_fetch_##n (volatile void *, T)                          \
    __asm__ ("__sync_" #op "_and_fetch_" #n);
#define T_SYNC(n, T)                                                          \
  T_SYNC_FOP (n, T, add) T_SYNC_FOP (n, T, sub) T_SYNC_FOP (n, T, and)        \
  T_SYNC_FOP (n, T, or) T_SYNC_FOP (n, T, xor) T_SYNC_FOP (n, T, nand)        \
  T t_sync_val_compare_and_swap_##n (volatile void *, T, T)                   \
    __asm__ ("__sync_val_compare_and_swap_" #n);                              \
  bool t_sync_bool_compare_and_swap_##n (volatile void *, T, T)               \
    __asm__ ("__sync_bool_compare_and_swap_" #n);                             \
  T t_sync_lock_test_and_set_##n (volatile void *, T)                         \
    __asm__ ("__sync_lock_test_and_set_" #n);                                 \
  void t_sync_lock_release_##n (volatile void *)                              \
    __asm__ ("__sync_lock_release_" #n);
T_SYNC (1, U1)
T_SYNC (2, U2)
T_SYNC (4, U4)
T_SYNC (8, U8)
void t_sync_synchronize (void) __asm__ ("__sync_synchronize");

#endif /* SHIM_ABI_H */
