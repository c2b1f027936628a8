/* m68k (68020 and later), GCC 12's mapping (lower/m68k.c, docs/targets-m68k.md): plain move.b/w/l
   for loads and stores of every order and no fence instruction (a uniprocessor that performs its
   accesses in program order), compare-exchange one cas.b/w/l, its success flag from Z (seq ;
   neg.b, the bool itself: no compare after the sequence; none for __sync_val_compare_and_swap)
   and the write-back of the value it saw, every read-modify-write a CAS loop at the object's own width (cas reloads the compare
   register when it fails, so the loop never reloads memory), test_and_set tas ; sne ; neg.b,
   clear clr.b; 8 bytes go to the runtime (GCC 12 calls libatomic too).  */
/* { dg-do compile { target m68k-*-* } } */
/* { dg-final { scan-assembler "atomlower: load 4 relaxed\n\tmove\\.l \[^\n\]*, %d\[0-7\]\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst\n\tmove\\.l \[^\n\]*, %d\[0-7\]\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tmove\\.l %d\[0-7\], \[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 1 release\n\tmove\\.b %d\[0-7\], \[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tmove\\.l (\[^\n\]*), (%d\[0-7\])\n\t1:\n\tmove\\.l \\2, (%d\[0-7\])\n\tadd\\.l %d\[0-7\], \\3\n\tcas\\.l \\2, \\3, \\1\n\tjne 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_sub 2 acquire\n\tmove\\.w \[^\n\]*\n\t1:\n\tmove\\.l \[^\n\]*\n\tsub\\.w \[^\n\]*\n\tcas\\.w \[^\n\]*\n\tjne 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 relaxed\n\tmove\\.b \[^\n\]*\n\t1:\n\tmove\\.l \[^\n\]*\n\tor\\.b \[^\n\]*\n\tcas\\.b \[^\n\]*\n\tjne 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: exchange 4 seq_cst\n\tmove\\.l \[^\n\]*\n\t1:\n\tcas\\.l \[^\n\]*\n\tjne 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/seq_cst\n\tcas\\.l (%d\[0-7\]), %d\[0-7\], \[^\n\]*\n\tseq (%d\[0-7\])\n\tneg\\.b \\2\n\tjne 1f\n\tmove\\.l \\1, \\(%a\[0-7\]\\)\n\t1:\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 2 acquire/acquire\n\tcas\\.w \[^\n\]*\n\tseq \[^\n\]*\n\tneg\\.b \[^\n\]*\n\tjne 1f\n\tmove\\.w \[^\n\]*\n\t1:\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: val_compare_and_swap 4 seq_cst\n\tcas\\.l \[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler-not "cmp\\.?\[bwl\]" } } */
/* { dg-final { scan-assembler "atomlower: test_and_set 1 seq_cst\n\ttas \[^\n\]*\n\tsne (%d\[0-7\])\n\tneg\\.b \\1\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: clear 1 release\n\tclr\\.b \[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\[^\t\]" } } */
/* { dg-final { scan-assembler-not "atomlower: fetch_add 8" } } */
/* { dg-final { scan-assembler "__atomic_fetch_add_8" } } */

int i;
unsigned char c;
unsigned short s;
long long ll;

int lr (void) { return __atomic_load_n (&i, __ATOMIC_RELAXED); }
int ls (void) { return __atomic_load_n (&i, __ATOMIC_SEQ_CST); }
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
