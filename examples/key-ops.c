/* key-ops.c — one function per key operation, for `make demo` to show GCC's
 * own code beside atomlower's.  Compiled with -O2 -mcx16 -mavx.  */
#include <stdatomic.h>
#include <stdbool.h>

typedef unsigned __int128 u128;
_Atomic int magic = 42;
int refs;
bool flag;
u128 wide __attribute__((aligned(16)));

int fetch_add_4(void) { return atomic_fetch_add(&magic, 5); }
void add_4_unused(void) { atomic_fetch_add(&magic, 5); }
bool cas_4(int *expected, int desired)
{ return atomic_compare_exchange_strong(&magic, expected, desired); }
void store_seq_cst(int v) { atomic_store(&magic, v); }
void fence_seq_cst(void) { atomic_thread_fence(memory_order_seq_cst); }
bool release_ref(void) { return __atomic_sub_fetch(&refs, 1, __ATOMIC_ACQ_REL) == 0; }
bool test_and_set(void) { return __atomic_test_and_set(&flag, __ATOMIC_ACQUIRE); }
u128 load_16(void) { return __atomic_load_n(&wide, __ATOMIC_ACQUIRE); }
bool cas_16(u128 *expected, u128 desired)
{ return __atomic_compare_exchange_n(&wide, expected, desired, 0, __ATOMIC_SEQ_CST,
                                     __ATOMIC_SEQ_CST); }
u128 fetch_add_16(u128 v) { return __atomic_fetch_add(&wide, v, __ATOMIC_SEQ_CST); }
