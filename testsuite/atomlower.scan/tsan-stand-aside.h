/* The atomic sites of tsan-stand-aside.c and tsan-stand-aside-control.c.  */
int v;
long long d;
unsigned char c;

int f (int x) { return __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST); }
long long g (void) { return __atomic_load_n (&d, __ATOMIC_ACQUIRE); }
_Bool h (unsigned char *e) { return __atomic_compare_exchange_n (&c, e, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
