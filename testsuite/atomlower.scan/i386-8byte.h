/* The 8-byte operations of i386-8byte-*.c.  */
typedef unsigned long long u64;
_Alignas (8) u64 v;

u64 lr (void) { return __atomic_load_n (&v, __ATOMIC_RELAXED); }
u64 la (void) { return __atomic_load_n (&v, __ATOMIC_ACQUIRE); }
u64 ls (void) { return __atomic_load_n (&v, __ATOMIC_SEQ_CST); }
void sr (u64 x) { __atomic_store_n (&v, x, __ATOMIC_RELAXED); }
void sl (u64 x) { __atomic_store_n (&v, x, __ATOMIC_RELEASE); }
void ss (u64 x) { __atomic_store_n (&v, x, __ATOMIC_SEQ_CST); }
u64 xc (u64 x) { return __atomic_exchange_n (&v, x, __ATOMIC_ACQ_REL); }
_Bool cas (u64 *e, u64 d)
{ return __atomic_compare_exchange_n (&v, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); }
u64 vcas (u64 e, u64 d) { return __sync_val_compare_and_swap (&v, e, d); }
u64 fadd (u64 x) { return __atomic_fetch_add (&v, x, __ATOMIC_RELAXED); }
u64 addf (u64 x) { return __atomic_add_fetch (&v, x, __ATOMIC_SEQ_CST); }
u64 fnand (u64 x) { return __atomic_fetch_nand (&v, x, __ATOMIC_RELEASE); }
