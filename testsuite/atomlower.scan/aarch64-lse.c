/* AArch64 with LSE (-fplugin-arg-atomlower-arch=aarch64+lse, as -march=armv8.1-a): one
   LD<op>/SWP/CAS instruction with the A/L/AL suffix of the order, ST<op> only when the result
   is unused and nothing acquires (ST<op> has no acquire form), sub as LDADD of the negation,
   and as LDCLR of the complement, CASP for 16-byte compare-exchange, nand an LL/SC loop.  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=aarch64+lse" } */
/* { dg-final { scan-assembler-times "ldaddal\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "neg\[ \t\]+w\[0-9\]+, w\[0-9\]+\n\tldaddah\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "mvn\[ \t\]+x\[0-9\]+, x\[0-9\]+\n\tldclrl\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "staddlb\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "ldsetab\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "swpal\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "casal\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "caspal\[ \t\]" 1 { target int128 } } } */
/* { dg-final { scan-assembler-times "ldaxr\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-not "bl\[ \t\]+__(atomic|aarch64|sync)" } } */

int i;
unsigned char c;
unsigned short h;
long l;

int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned short fsub (unsigned short x) { return __atomic_fetch_sub (&h, x, __ATOMIC_ACQUIRE); }
long fand (long x) { return __atomic_fetch_and (&l, x, __ATOMIC_RELEASE); }
void addrel (unsigned char x) { __atomic_fetch_add (&c, x, __ATOMIC_RELEASE); }
void oracq (unsigned char x) { __atomic_fetch_or (&c, x, __ATOMIC_ACQUIRE); }
long xchg (long x) { return __atomic_exchange_n (&l, x, __ATOMIC_SEQ_CST); }
_Bool cas (int *e, int d) { return __atomic_compare_exchange_n (&i, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
int nand (int x) { return __atomic_fetch_nand (&i, x, __ATOMIC_SEQ_CST); }
#ifdef __SIZEOF_INT128__
unsigned __int128 q;
_Bool cas16 (unsigned __int128 *e, unsigned __int128 d)
{ return __atomic_compare_exchange_n (&q, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
#endif
