/* MIPS (o32 and n64), GCC 12's mapping (lower/mips.c, docs/targets-mips.md): `sync` before an
   access whose order releases and after one whose order acquires, ll/sc loops whose value is
   copied into the status register before the sc when it must survive the loop (sc overwrites
   it: exchange, compare-exchange, op_fetch) and stored in place when it is dead (fetch_op, the
   masked loops' merged word), the trailing sync of a compare-exchange after its 2: label (a
   failed acquiring compare-exchange is ordered too), masked ll/sc loops for bytes (no final
   shift when the result is unused), every thread fence a plain sync. 8 bytes: lld/scd on n64,
   the runtime on o32 (no doubleword LL/SC); 16 bytes: the runtime.  */
/* { dg-do compile { target mips*-*-* } } */
/* { dg-final { scan-assembler "atomlower: load 4 relaxed\n\tlw\[ \t\]\[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tlw\[ \t\]\[^\n\]*\n\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: load 2 seq_cst\n\tsync\n\tlhu\[ \t\]\[^\n\]*\n\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: store 1 release\n\tsync\n\tsb\[ \t\]\[^\n\]*\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tsync\n\tsw\[ \t\]\[^\n\]*\n\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 relaxed\n\t1:\n\tll \[^\n\]*\n\taddu (\\\$\[0-9\]+), \[^\n\]*\n\tsc \\1, \[^\n\]*\n\tbeqz \\1, 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: add_fetch 4 relaxed\n\t1:\n\tll \[^\n\]*\n\taddu (\\\$\[0-9\]+), \[^\n\]*\n\tmove (\\\$\[0-9\]+), \\1\n\tsc \\2, \[^\n\]*\n\tbeqz \\2, 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 acquire\n\t1:\n(\t\[^\n\]*\n){4}\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 release\n\tsync\n\t1:\n(\t\[^\n\]*\n){4}\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: exchange 4 seq_cst\n\tsync\n\t1:\n\tll \[^\n\]*\n\tmove \[^\n\]*\n\tsc \[^\n\]*\n\tbeqz \[^\n\]*\n\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 acquire/acquire\n\t1:\n\tll \[^\n\]*\n\tbne \[^\n\]*, 2f\n\tmove \[^\n\]*\n\tsc \[^\n\]*\n\tbeqz \[^\n\]*, 1b\n\t2:\n\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 seq_cst\n\tsync\n\t1:\n\tll \[^\n\]*\n\tor (\\\$\[0-9\]+), \[^\n\]*\n\tsc \\1, \[^\n\]*\n\tbeqz \\1, 1b\n\tsync\n\tsrlv " } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 2 relaxed\n\t1:\n\tll \[^\n\]*\n\taddu \[^\n\]*\n(\txor \[^\n\]*\n\tand \[^\n\]*\n\txor \[^\n\]*\n)\tsc \[^\n\]*\n\tbeqz \[^\n\]*, 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tsync\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 8 seq_cst\n\tsync\n\t1:\n\tlld \[^\n\]*\n\tdaddu (\\\$\[0-9\]+), \[^\n\]*\n\tscd \\1, " { target mips64*-*-* } } } */
/* { dg-final { scan-assembler-not "atomlower: fetch_add 8" { target mipsel-*-* } } } */
/* { dg-final { scan-assembler "__atomic_fetch_add_8" { target mipsel-*-* } } } */
/* { dg-final { scan-assembler "__atomic_load_16" { target mips64*-*-* } } } */

int i;
unsigned char c;
unsigned short s;
long long ll;

int lr (void) { return __atomic_load_n (&i, __ATOMIC_RELAXED); }
int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
int ls (void) { return __atomic_load_n (&s, __ATOMIC_SEQ_CST); }
void sr (unsigned char x) { __atomic_store_n (&c, x, __ATOMIC_RELEASE); }
void ss (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
int far (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_RELAXED); }
int faa (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_ACQUIRE); }
int fare (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_RELEASE); }
int afr (int x) { return __atomic_add_fetch (&i, x, __ATOMIC_RELAXED); }
void fa2u (unsigned short x) { __atomic_fetch_add (&s, x, __ATOMIC_RELAXED); }
int xs (int x) { return __atomic_exchange_n (&i, x, __ATOMIC_SEQ_CST); }
_Bool ca (int *e, int d)
{ return __atomic_compare_exchange_n (&i, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
unsigned char fo1 (unsigned char x) { return __atomic_fetch_or (&c, x, __ATOMIC_SEQ_CST); }
void fa (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
void fs (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
long long f8 (long long x) { return __atomic_fetch_add (&ll, x, __ATOMIC_SEQ_CST); }
#ifdef __SIZEOF_INT128__
unsigned __int128 q;
unsigned __int128 l16 (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
#endif
