/* The atomic sites of arm-v7.c (ARM state) and arm-v7-thumb.c (Thumb-2).  */
int i;
unsigned char c;
unsigned short h;
long long ll;

int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned char fadd1 (unsigned char x) { return __atomic_fetch_add (&c, x, __ATOMIC_ACQUIRE); }
long long ld8 (void) { return __atomic_load_n (&ll, __ATOMIC_SEQ_CST); }
long long addf8 (long long x) { return __atomic_add_fetch (&ll, x, __ATOMIC_RELAXED); }
int lda (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
void st2 (unsigned short x) { __atomic_store_n (&h, x, __ATOMIC_SEQ_CST); }
