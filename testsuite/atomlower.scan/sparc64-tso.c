/* SPARC V9 under TSO (lower/sparc.c, docs/targets-sparc.md): membar #StoreLoad only after a
   seq_cst store and for the seq_cst fence (no leading membar on a seq_cst load, none for
   the other fences, none around any atomic); cas/casx loops copy the new value into a
   scratch (cas leaves the value it saw in rd), retry on %icc (4 bytes, masked words) or
   %xcc (8) with the observed value copied in the delay slot; 4-byte exchange is swap,
   test_and_set ldstub; 16 bytes call the runtime.  An 8-byte compare-exchange
   leaves observed ^ expected as the plugin's zero flag (xorcc).  Masked 1/2-byte or and xor take no
   mask, and ORs ones around the shifted value once (orn) and loops on and alone.  */
/* { dg-do compile { target sparc64-*-* } } */
/* { dg-final { scan-assembler-times "atomlower: store 4 seq_cst\n\tst \[^\n\]*\n\tmembar #StoreLoad\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: thread_fence seq_cst\n\tmembar #StoreLoad\n" 1 } } */
/* { dg-final { scan-assembler-times "membar" 2 } } */
/* { dg-final { scan-assembler-times "atomlower: load 4 seq_cst\n\tlduw \\\[%\[a-z0-9\]+\\\], %\[a-z0-9\]+\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: store 4 release\n\tst \[^\n\]*\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 seq_cst\n\tlduw (\\\[\[^\]\]*\\\]), (%\[a-z0-9\]+)\n\t1:\n\tadd \\2, \[^\n\]*, (%\[a-z0-9\]+)\n\tmov \\3, (%\[a-z0-9\]+)\n\tcas \\1, \\2, \\4\n\tcmp \\4, \\2\n\tbne,pn %icc, 1b\n\tmov \\4, \\2\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: add_fetch 8 seq_cst\n\tldx \[^\n\]*\n\t1:\n\tadd \[^\n\]*\n\tmov \[^\n\]*\n\tcasx \[^\n\]*\n\tcmp \[^\n\]*\n\tbne,pn %xcc, 1b\n\tmov " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 1 seq_cst\n\tlduw \[^\n\]*\n\t1:\n\tadd \[^\n\]*\n\txor \[^\n\]*\n\tand \[^\n\]*\n\txor \[^\n\]*\n\tmov \[^\n\]*\n\tcas \[^\n\]*\n\tcmp \[^\n\]*\n\tbne,pn %icc, 1b\n\tmov \[^\n\]*\n\tsrl " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_and 1 relaxed\n\torn \[^\n\]*\n\tlduw \[^\n\]*\n\t1:\n\tand \[^\n\]*\n\tmov \[^\n\]*\n\tcas " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_or 2 relaxed\n\tlduw \[^\n\]*\n\t1:\n\tor \[^\n\]*\n\tmov \[^\n\]*\n\tcas " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: exchange 4 seq_cst\n\tswap \\\[%\[a-z0-9\]+\\\], %\[a-z0-9\]+\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: exchange 8 seq_cst\n\tldx \[^\n\]*\n\t1:\n\tmov \[^\n\]*\n\tcasx " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 4 seq_cst/seq_cst\n\tcas (\[^,\]*), (%\[a-z0-9\]+), (%\[a-z0-9\]+)\n\tcmp \\3, \\2\n\tbne,a,pn %icc, 1f\n\tst \\3, \[^\n\]*\n\t1:\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 8 seq_cst/seq_cst\n\tcasx (\[^,\]*), (%\[a-z0-9\]+), (%\[a-z0-9\]+)\n\txorcc \\3, \\2, %\[a-z0-9\]+\n\tbne,a,pn %xcc, 1f\n\tstx \\3, " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 2 seq_cst/seq_cst\n(\t\[^\n\]*\n)*\tcas \[^\n\]*\n\tcmp \[^\n\]*\n\tbne,pn %icc, 1b\n\tmov \[^\n\]*\n\t2:\n\tcmp \[^\n\]*\n\tsrl \[^\n\]*\n\tbe,pt %icc, 3f\n\tnop\n\tsth " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: test_and_set 1 seq_cst\n\tldstub \[^\n\]*\n\tand (%\[a-z0-9\]+), 1, \\1\n" 1 } } */
/* { dg-final { scan-assembler "call\t__atomic_load_16" } } */

int i;
long l;
unsigned char c;
unsigned short h;
__int128 q;

void sst (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
void rst (int x) { __atomic_store_n (&i, x, __ATOMIC_RELEASE); }
int sld (void) { return __atomic_load_n (&i, __ATOMIC_SEQ_CST); }
void fsc (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
void fweak (void)
{
  __atomic_thread_fence (__ATOMIC_ACQUIRE);
  __atomic_thread_fence (__ATOMIC_RELEASE);
  __atomic_thread_fence (__ATOMIC_ACQ_REL);
}
int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
long faddl (long x) { return __atomic_add_fetch (&l, x, __ATOMIC_SEQ_CST); }
unsigned char badd (unsigned char x) { return __atomic_fetch_add (&c, x, __ATOMIC_SEQ_CST); }
unsigned char band (unsigned char x) { return __atomic_fetch_and (&c, x, __ATOMIC_RELAXED); }
unsigned short hor (unsigned short x) { return __atomic_fetch_or (&h, x, __ATOMIC_RELAXED); }
int xchg (int x) { return __atomic_exchange_n (&i, x, __ATOMIC_SEQ_CST); }
long xchgl (long x) { return __atomic_exchange_n (&l, x, __ATOMIC_SEQ_CST); }
_Bool cas (int *e, int d)
{ return __atomic_compare_exchange_n (&i, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
_Bool casl (long *e, long d)
{ return __atomic_compare_exchange_n (&l, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
_Bool cash (unsigned short *e, unsigned short d)
{ return __atomic_compare_exchange_n (&h, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
_Bool tas (void) { return __atomic_test_and_set (&c, __ATOMIC_SEQ_CST); }
__int128 ld16 (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
