/* flag.c — test-and-set and the C11 atomic_flag functions.
 *
 *   bool __atomic_test_and_set (volatile void *p, int order)
 *   bool __atomic_test_and_set_{1,2,4,8,16} (volatile void *p, int order)
 *   bool atomic_flag_test_and_set (volatile atomic_flag *)
 *   bool atomic_flag_test_and_set_explicit (volatile atomic_flag *, memory_order)
 *   void atomic_flag_clear (volatile atomic_flag *)
 *   void atomic_flag_clear_explicit (volatile atomic_flag *, memory_order)
 *
 * All operate on the byte at P (GCC's test-and-set object is one byte, "set" is 1,
 * __GCC_ATOMIC_TEST_AND_SET_TRUEVAL on every target here): an exchange of 1 through
 * the 1-byte ladder, so the byte has the same implementation as __atomic_*_1.  The
 * sized _N names exist in libatomic's ABI; no compiler emits them, and here they
 * are the same byte operation.  <stdatomic.h> is not included: it defines the
 * atomic_flag functions as macros.  memory_order is an int-sized enum.  */
#include "shim_i.h"

bool __atomlower_test_and_set (volatile void *, int) SHIM_HIDDEN;
bool __atomlower_flag_test_and_set (volatile void *) SHIM_HIDDEN;
bool __atomlower_flag_test_and_set_explicit (volatile void *, int) SHIM_HIDDEN;
void __atomlower_flag_clear (volatile void *) SHIM_HIDDEN;
void __atomlower_flag_clear_explicit (volatile void *, int) SHIM_HIDDEN;

bool
__atomlower_test_and_set (volatile void *p, int model)
{
  return __atomlower_exchange_1 (p, 1, model) != 0;
}
SHIM_PUBLIC (__atomlower_test_and_set, __atomic_test_and_set);
SHIM_PUBLIC (__atomlower_test_and_set, __atomic_test_and_set_1);
SHIM_PUBLIC (__atomlower_test_and_set, __atomic_test_and_set_2);
SHIM_PUBLIC (__atomlower_test_and_set, __atomic_test_and_set_4);
SHIM_PUBLIC (__atomlower_test_and_set, __atomic_test_and_set_8);
SHIM_PUBLIC (__atomlower_test_and_set, __atomic_test_and_set_16);

bool
__atomlower_flag_test_and_set_explicit (volatile void *p, int model)
{
  return __atomlower_exchange_1 (p, 1, model) != 0;
}
SHIM_PUBLIC (__atomlower_flag_test_and_set_explicit, atomic_flag_test_and_set_explicit);

bool
__atomlower_flag_test_and_set (volatile void *p)
{
  return __atomlower_exchange_1 (p, 1, __ATOMIC_SEQ_CST) != 0;
}
SHIM_PUBLIC (__atomlower_flag_test_and_set, atomic_flag_test_and_set);

void
__atomlower_flag_clear_explicit (volatile void *p, int model)
{
  __atomlower_store_1 (p, 0, model);
}
SHIM_PUBLIC (__atomlower_flag_clear_explicit, atomic_flag_clear_explicit);

void
__atomlower_flag_clear (volatile void *p)
{
  __atomlower_store_1 (p, 0, __ATOMIC_SEQ_CST);
}
SHIM_PUBLIC (__atomlower_flag_clear, atomic_flag_clear);
