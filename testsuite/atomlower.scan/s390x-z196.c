/* s390x with the z196 facilities (Debian's default -march): loads and stores are plain at every
   order, a seq_cst store and the seq_cst fence add bcr 14,0; fetch_add/and/or/xor of 4 and 8
   bytes are LAA/LAN/LAO/LAX(G), with bcr 14,0 after a seq_cst one (Linux's fully ordered
   form); sub adds the negation; compare-exchange is a bare CS/CSG (serializing); nand and
   exchange are CS loops; 1-byte RMWs are CS loops on the aligned word that rotate the
   byte to the top (rll by 8p) and back (rll by -8p); a 2-byte compare-exchange rotates its
   field down, inserts the desired value (risbg), writes *expected back on CC 1/2 and ends
   with the flag, the condition code copied by ipm; 16 bytes (a
   16-aligned object) are LPQ, STPQ and CDSG.  GCC 12 alone calls libatomic for all 16-byte
   operations.  */
/* { dg-do compile { target s390x-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=s390x+z196" } */
/* { dg-final { scan-assembler-times "atomlower: (load|store) \[48\] relaxed\n\t(l|lg|st|stg) " 2 } } */
/* { dg-final { scan-assembler-times "atomlower: store 4 seq_cst\n\tst \[^\n\]*\n\tbcr 14,0\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: load 8 seq_cst\n\tlg \[^\n\]*\n\[^\t\]" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: thread_fence seq_cst\n\tbcr 14,0\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 seq_cst\n\tlaa \[^\n\]*\n\tbcr 14,0\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_or 8 acq_rel\n\tlaog \[^\n\]*\n\[^\t\]" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_sub 4 relaxed\n\tlcr \[^\n\]*\n\tlaa " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 8 seq_cst/seq_cst\n\tcsg " 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_nand 4 seq_cst\n\tl \[^\n\]*\n\t1:\n\tnrk \[^\n\]*\n\tlcr \[^\n\]*\n\tahi \[^\n\]*\n\tcs \[^\n\]*\n\tjl 1b\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: exchange 8 seq_cst\n\tlg \[^\n\]*\n\t1:\n\tcsg \[^\n\]*\n\tjl 1b\n" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 1 seq_cst\n\tsllk \[^\n\]*, 3\n\tlcr \[^\n\]*\n(\t\[^\n\]*\n)*\t1:\n\trll \[^\n\]*\n\tar \[^\n\]*\n\trll \[^\n\]*\n\tcs \[^\n\]*\n\tjl 1b\n\trll \[^\n\]*, 8\\(" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 2 seq_cst/seq_cst\n\tsllk \[^\n\]*, 3\n\tnill \[^\n\]*\n\tl \[^\n\]*\n\t1:\n\trll \[^\n\]*, 16\\(\[^\n\]*\n\trisbg \[^\n\]*, 32, 47, 0\n\tllhr \[^\n\]*\n\tcr \[^\n\]*\n\tjne 2f\n\trll \[^\n\]*\n\tcs \[^\n\]*\n\tjl 1b\n\t2:\n\tje 3f\n\tsth \[^\n\]*\n\t3:\n\tipm " 1 } } */
/* { dg-final { scan-assembler-times "\tlpq " 2 } } */
/* { dg-final { scan-assembler-times "\tstpq \[^\n\]*\n\tbcr 14,0\n" 1 } } */
/* { dg-final { scan-assembler-times "\tcdsg " 2 } } */
/* { dg-final { scan-assembler-not "bcr 15,0" } } */
/* { dg-final { scan-assembler-not "brasl\[ \t\]+%r14,__atomic" } } */

int i;
long l;
unsigned char c;
unsigned __int128 q __attribute__ ((aligned (16)));

int ld4 (void) { return __atomic_load_n (&i, __ATOMIC_RELAXED); }
void st8 (long x) { __atomic_store_n (&l, x, __ATOMIC_RELAXED); }
void sst (int x) { __atomic_store_n (&i, x, __ATOMIC_SEQ_CST); }
long sld (void) { return __atomic_load_n (&l, __ATOMIC_SEQ_CST); }
void fence (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
long forr (long x) { return __atomic_fetch_or (&l, x, __ATOMIC_ACQ_REL); }
int fsub (int x) { return __atomic_fetch_sub (&i, x, __ATOMIC_RELAXED); }
_Bool cas (long *e, long d)
{ return __atomic_compare_exchange_n (&l, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
int nand (int x) { return __atomic_fetch_nand (&i, x, __ATOMIC_SEQ_CST); }
long xchg (long x) { return __atomic_exchange_n (&l, x, __ATOMIC_SEQ_CST); }
unsigned short h;
_Bool cash (unsigned short *e, unsigned short d)
{ return __atomic_compare_exchange_n (&h, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
unsigned char badd (unsigned char x) { return __atomic_fetch_add (&c, x, __ATOMIC_SEQ_CST); }
unsigned __int128 qld (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
void qst (unsigned __int128 x) { __atomic_store_n (&q, x, __ATOMIC_SEQ_CST); }
_Bool qcas (unsigned __int128 *e, unsigned __int128 d)
{ return __atomic_compare_exchange_n (&q, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); }
unsigned __int128 qadd (unsigned __int128 x) { return __atomic_fetch_add (&q, x, __ATOMIC_RELAXED); }
