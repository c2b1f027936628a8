/* Armv6 without K (-fplugin-arg-atomlower-arch=armv6, ARM1136 r2): word LDREX/STREX only, the
   CP15 barrier `mcr p15, 0, rN, c7, c10, 5` (no DMB), bytes and halfwords as masked loops on
   their aligned word (no LDREXB/LDREXH, which would fault there), 8 bytes to the shim.  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-additional-options "-marm -fplugin-arg-atomlower-arch=armv6" } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tmov r12, #0\n\tmcr p15, 0, r12, c7, c10, 5\n\t1:\n\tldrex\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 1 seq_cst\n\tmov r12, #0\n\tmcr p15, 0, r12, c7, c10, 5\n\t1:\n\tldrex \[a-z0-9\]+, \\\[\[a-z0-9\]+\\\]\n\tadd\[^\n\]*\n\teor\[^\n\]*\n\tand\[^\n\]*\n\teor\[^\n\]*\n\tstrex\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: test_and_set 1 seq_cst\n\tmov \[a-z0-9\]+, #1\n\tlsl \[^\n\]*\n\tmov r12, #0\n\tmcr p15, 0, r12, c7, c10, 5\n\t1:\n\tldrex \[^\n\]*\n\tbic \[^\n\]*\n\torr \[^\n\]*\n\tstrex\[ \t\]" } } */
/* { dg-final { scan-assembler "b(l)?\[ \t\]+__atomic_load_8" } } */
/* { dg-final { scan-assembler-not "ldrexb|ldrexh|ldrexd|strexb|strexh|strexd|dmb|bl\[ \t\]+__sync" } } */

int i;
unsigned char c;
unsigned short h;
long long ll;

int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned char fadd1 (unsigned char x) { return __atomic_fetch_add (&c, x, __ATOMIC_SEQ_CST); }
unsigned short xchg2 (unsigned short x) { return __atomic_exchange_n (&h, x, __ATOMIC_ACQUIRE); }
_Bool tas (void) { return __atomic_test_and_set (&c, __ATOMIC_SEQ_CST); }
long long ld8 (void) { return __atomic_load_n (&ll, __ATOMIC_SEQ_CST); }
