/* ARC HS (lower/arc.c, docs/targets-arc.md): GCC 12's mapping, `dmb 3` before an access whose
   order releases and after one whose order acquires (arc_pre_atomic_barrier /
   arc_post_atomic_barrier), llock/scond loops retried on Z clear (bne 1b), a compare-exchange
   leaving its loop with brne and its trailing dmb after the 2: label (a failed acquiring
   compare-exchange is ordered too), masked llock/scond loops on the aligned word for 1 and 2
   bytes, every thread fence but relaxed one dmb 3, a zero stored as the immediate 0 (stb 0, as
   GCC 12); 8 bytes go to the runtime (GCC 12 calls
   libatomic there too).  */
/* { dg-do compile { target arc*-*-* } } */
/* { dg-final { scan-assembler "atomlower: load 4 relaxed\n\tld \[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tld \[^\n\]*\n\tdmb 3\n" } } */
/* { dg-final { scan-assembler "atomlower: load 2 seq_cst\n\tdmb 3\n\tldh \[^\n\]*\n\tdmb 3\n" } } */
/* { dg-final { scan-assembler "atomlower: store 1 release\n\tdmb 3\n\tstb \[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: clear 1 release\n\tdmb 3\n\tstb 0, \\\[r\[0-9\]+\\\]\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 4 relaxed\n\tst 0, \\\[r\[0-9\]+\\\]\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tdmb 3\n\tst \[^\n\]*\n\tdmb 3\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 relaxed\n\t1:\n\tllock (r\[0-9\]+), \\\[(r\[0-9\]+)\\\]\n\tadd (r\[0-9\]+), \\1, r\[0-9\]+\n\tscond \\3, \\\[\\2\\\]\n\tbne 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 acquire\n\t1:\n(\t\[^\n\]*\n){4}\tdmb 3\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 release\n\tdmb 3\n\t1:\n(\t\[^\n\]*\n){4}\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: exchange 4 seq_cst\n\tdmb 3\n\t1:\n\tllock \[^\n\]*\n\tscond \[^\n\]*\n\tbne 1b\n\tdmb 3\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 acquire/acquire\n\t1:\n\tllock \[^\n\]*\n\tbrne \[^\n\]*, 2f\n\tscond \[^\n\]*\n\tbne 1b\n\t2:\n\tdmb 3\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 seq_cst\n\tdmb 3\n\t1:\n\tllock \[^\n\]*\n\tor \[^\n\]*\n\tscond \[^\n\]*\n\tbne 1b\n\tdmb 3\n\tlsr " } } */
/* { dg-final { scan-assembler "atomlower: test_and_set 1 seq_cst\n\tmov \[^\n\]*, 1\n\tasl \[^\n\]*\n\tdmb 3\n\t1:\n\tllock " } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tdmb 3\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tdmb 3\n" } } */
/* { dg-final { scan-assembler-not "atomlower: fetch_add 8" } } */
/* { dg-final { scan-assembler "__atomic_fetch_add_8" } } */
/* { dg-final { scan-assembler-not "\tex\[ \t\]|\tsync\n" } } */

int i;
unsigned char c;
unsigned short s;
long long ll;

void cl (void) { __atomic_clear (&c, __ATOMIC_RELEASE); }
void s0 (int *p) { __atomic_store_n (p, 0, __ATOMIC_RELAXED); }
int lr (void) { return __atomic_load_n (&i, __ATOMIC_RELAXED); }
int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
int ls (void) { return __atomic_load_n (&s, __ATOMIC_SEQ_CST); }
void sr (unsigned char x) { __atomic_store_n (&c, x, __ATOMIC_RELEASE); }
void ss (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
int far (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_RELAXED); }
int faa (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_ACQUIRE); }
int fare (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_RELEASE); }
int xs (int x) { return __atomic_exchange_n (&i, x, __ATOMIC_SEQ_CST); }
_Bool ca (int *e, int d)
{ return __atomic_compare_exchange_n (&i, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
unsigned char fo1 (unsigned char x) { return __atomic_fetch_or (&c, x, __ATOMIC_SEQ_CST); }
_Bool tas (void) { return __atomic_test_and_set (&c, __ATOMIC_SEQ_CST); }
void fa (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
long long f8 (long long x) { return __atomic_fetch_add (&ll, x, __ATOMIC_SEQ_CST); }
