/* The atomic sites of m68k-cas.c and hppa-lws.c: loads, stores, read-modify-writes,
   compare-exchanges, test_and_set, clear and fences at 1, 2 and 4 bytes, and an 8-byte
   fetch_add (the runtime's on both).  */
int i;
unsigned char c;
unsigned short s;
long long ll;

int lr (void) { return __atomic_load_n (&i, __ATOMIC_RELAXED); }
int ls (void) { return __atomic_load_n (&i, __ATOMIC_SEQ_CST); }
unsigned short la2 (void) { return __atomic_load_n (&s, __ATOMIC_ACQUIRE); }
void ss (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
void sc (unsigned char x) { __atomic_store_n (&c, x, __ATOMIC_RELEASE); }
int fa (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned short fs2 (unsigned short x) { return __atomic_fetch_sub (&s, x, __ATOMIC_ACQUIRE); }
unsigned char fo1 (unsigned char x) { return __atomic_fetch_or (&c, x, __ATOMIC_RELAXED); }
int xs (int x) { return __atomic_exchange_n (&i, x, __ATOMIC_SEQ_CST); }
_Bool ca (int *e, int d)
{ return __atomic_compare_exchange_n (&i, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
_Bool cs2 (unsigned short *e, unsigned short d)
{ return __atomic_compare_exchange_n (&s, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
int sv (int e, int d) { return __sync_val_compare_and_swap (&i, e, d); }
_Bool ts (void) { return __atomic_test_and_set (&c, __ATOMIC_SEQ_CST); }
void cl (void) { __atomic_clear (&c, __ATOMIC_RELEASE); }
void fsc (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
void fac (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
long long f8 (long long x) { return __atomic_fetch_add (&ll, x, __ATOMIC_SEQ_CST); }
