/* Alpha, GCC 12's mapping (lower/alpha.c, docs/targets-alpha.md): `mb` before an access whose
   order releases and after one whose order acquires (consume too: Alpha orders even dependent
   loads weakly), ldx_l/stx_c loops that store a dead new value in place (stx_c overwrites it with the
   status) and copy one that must survive into the status register first, whose retry is a forward branch to an out-of-line `br 1b` in
   subsection 2, the trailing mb of a compare-exchange after its 2: label, every thread fence
   a plain mb.  1 and 2 bytes (no BWX in GCC 12's default code): the aligned quadword with
   insbl/extbl/mskbl, ldq_u and extbl for a load, an ldq_l/stq_c loop for a store (never
   GCC's stq_u read-modify-write), so no ldbu/stb/stq_u at all;
   16 bytes: the runtime.  */
/* { dg-do compile { target alpha*-*-* } } */
/* { dg-final { scan-assembler "atomlower: load 4 relaxed\n\tldl\[ \t\]\[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 8 acquire\n\tldq\[ \t\]\[^\n\]*\n\tmb\n" } } */
/* consume is acquire (the plugin tags it so, as GCC promotes it): la and lc alike.  */
/* { dg-final { scan-assembler-times "atomlower: load 8 acquire\n\tldq\[ \t\]\[^\n\]*\n\tmb\n" 2 } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst\n\tmb\n\tldl\[ \t\]\[^\n\]*\n\tmb\n" } } */
/* { dg-final { scan-assembler "atomlower: load 1 acquire\n\tldq_u \[^\n\]*\n\tmb\n\textbl " } } */
/* { dg-final { scan-assembler "atomlower: store 4 release\n\tmb\n\tstl\[ \t\]\[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 8 seq_cst\n\tmb\n\tstq\[ \t\]\[^\n\]*\n\tmb\n" } } */
/* { dg-final { scan-assembler "atomlower: store 1 relaxed\n\tbic \[^\n\]*\n\tinsbl \[^\n\]*\n\t1:\n\tldq_l \[^\n\]*\n\tmskbl \[^\n\]*\n\tbis \[^\n\]*\n\tstq_c " } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 relaxed\n\t1:\n\tldl_l \[^\n\]*\n\taddl \[^\n\]*, (\\\$\[0-9\]+)\n\tstl_c \\1, \[^\n\]*\n\tbeq \\1, 4f\n\t.subsection 2\n\t4:\n\tbr 1b\n\t.previous\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: add_fetch 4 relaxed\n\t1:\n\tldl_l \[^\n\]*\n\taddl \[^\n\]*, (\\\$\[0-9\]+)\n\tmov \\1, (\\\$\[0-9\]+)\n\tstl_c \\2, \[^\n\]*\n\tbeq \\2, 4f\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 8 acquire\n\t1:\n\tldq_l \[^\n\]*\n\taddq \[^\n\]*\n(\t\[^\n\]*\n){6}\tmb\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 release\n\tmb\n\t1:\n(\t\[^\n\]*\n){8}\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: exchange 8 seq_cst\n\tmb\n\t1:\n\tldq_l \[^\n\]*\n\tmov \[^\n\]*\n\tstq_c \[^\n\]*\n\tbeq \[^\n\]*, 4f\n(\t\[^\n\]*\n){4}\tmb\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 acquire/acquire\n\t1:\n\tldl_l \[^\n\]*\n\tsubl \[^\n\]*\n\tbne \[^\n\]*, 2f\n\tmov \[^\n\]*\n\tstl_c \[^\n\]*\n\tbeq \[^\n\]*, 4f\n(\t\[^\n\]*\n){4}\t2:\n\tmb\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 seq_cst\n\tbic \[^\n\]*\n\tmb\n\t1:\n\tldq_l \[^\n\]*\n\textbl \[^\n\]*\n\tbis \[^\n\]*\n\tinsbl \[^\n\]*\n\tmskbl \[^\n\]*\n\tbis \[^\n\]*\n\tstq_c \[^\n\]*\n(\t\[^\n\]*\n){5}\tmb\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tmb\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tmb\n" } } */
/* { dg-final { scan-assembler-not "\t(ldbu|ldwu|stb|stw|stq_u)\[ \t\]" } } */
/* { dg-final { scan-assembler "__atomic_load_16" } } */

int i;
unsigned char c;
long l;

int lr (void) { return __atomic_load_n (&i, __ATOMIC_RELAXED); }
long la (void) { return __atomic_load_n (&l, __ATOMIC_ACQUIRE); }
long lc (void) { return __atomic_load_n (&l, __ATOMIC_CONSUME); }
int ls (void) { return __atomic_load_n (&i, __ATOMIC_SEQ_CST); }
int lb (void) { return __atomic_load_n (&c, __ATOMIC_ACQUIRE); }
void sr (int x) { __atomic_store_n (&i, x, __ATOMIC_RELEASE); }
void ss (long x) { __atomic_store_n (&l, x, __ATOMIC_SEQ_CST); }
void sb (unsigned char x) { __atomic_store_n (&c, x, __ATOMIC_RELAXED); }
int far (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_RELAXED); }
int afr (int x) { return __atomic_add_fetch (&i, x, __ATOMIC_RELAXED); }
long faa (long x) { return __atomic_fetch_add (&l, x, __ATOMIC_ACQUIRE); }
int fare (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_RELEASE); }
long xs (long x) { return __atomic_exchange_n (&l, x, __ATOMIC_SEQ_CST); }
_Bool ca (int *e, int d)
{ return __atomic_compare_exchange_n (&i, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
unsigned char fo1 (unsigned char x) { return __atomic_fetch_or (&c, x, __ATOMIC_SEQ_CST); }
void fa (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
unsigned __int128 q;
unsigned __int128 l16 (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
