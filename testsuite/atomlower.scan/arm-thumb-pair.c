/* Armv7 Thumb-2: an 8-byte value is two 32-bit operands (LDREXD/STREXD's T1 encoding takes
   any two registers), so a value stays in the argument registers r2:r3 and the old value
   comes out in the return registers r0:r1, with no moves into a register pair; a store's
   status reuses the register its dead LDREXD loaded.  */
/* { dg-do compile { target arm*-*-*eabihf } } */
/* { dg-skip-if "register allocation is checked at -O2" { *-*-* } { "-O0" } { "" } } */
/* { dg-additional-options "-mthumb" } */
/* { dg-final { scan-assembler "atomlower: fetch_add 8 relaxed\n\t1:\n\tldrexd r0, r1, \\\[\[a-z0-9\]+\\\]\n\tadds \[a-z0-9\]+, r0, r2\n\tadc \[a-z0-9\]+, r1, r3\n\tstrexd " } } */
/* { dg-final { scan-assembler "atomlower: store 8 relaxed\n\t1:\n\tldrexd (\[a-z0-9\]+), \[a-z0-9\]+, \\\[r0\\\]\n\tstrexd \\1, r2, r3, \\\[r0\\\]\n\tcmp \\1, #0\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 8 relaxed/relaxed\n\t1:\n\tldrexd\[^\n\]*\n\tcmp\[^\n\]*\n\tit eq\n\tcmpeq\[^\n\]*\n\tbne 2f\n\tstrexd \[a-z0-9\]+, r2, r3, \\\[r0\\\]\n" } } */
/* { dg-final { scan-assembler-not "\tmov\[ \t\]+r\[45\], r\[23\]\n" } } */

typedef unsigned long long u64;
u64 fa8 (u64 *p, u64 v) { return __atomic_fetch_add (p, v, __ATOMIC_RELAXED); }
void st8 (u64 *p, u64 v) { __atomic_store_n (p, v, __ATOMIC_RELAXED); }
_Bool cas8 (u64 *p, u64 *e, u64 d)
{ return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); }
