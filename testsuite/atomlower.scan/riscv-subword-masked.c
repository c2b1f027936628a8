/* RV64: 1- and 2-byte read-modify-writes, exchanges and compare-exchanges, for which GCC 12
   calls libatomic, are inline masked LR/SC loops on the aligned word (lr.w/sc.w, 32-bit
   compares with subw); test_and_set, and 1- and 2-byte and/or/xor, are one AMO on the word
   (amoor.w, amoxor.w, amoand.w of the value with 1s elsewhere: not mask ; or).
   test_and_set's old byte is the bool itself (no snez after it); a masked loop whose result is
   unused ends at its retry (no srlw).  16 bytes call the shim.  */
/* { dg-do compile { target riscv64-*-* } } */
/* The base table (A extension alone), whatever the board names: arch= pins it.  */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=rv64" } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 1 seq_cst\n\t1:\n\tlr\\.w\\.aqrl\[^\n\]*\n\taddw" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 2 acquire/acquire\n\t1:\n\tlr\\.w\\.aq\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: exchange 1 release\n\t1:\n\tlr\\.w\[ \t\]" 1 } } */
/* { dg-final { scan-assembler "sc\\.w\\.rl\[ \t\]" } } */
/* { dg-final { scan-assembler "subw\[ \t\]" } } */
/* { dg-final { scan-assembler "atomlower: test_and_set 1 seq_cst\n\tli\[^\n\]*\n\tsllw\[^\n\]*\n\tamoor\\.w\\.aqrl" } } */
/* { dg-final { scan-assembler-not "snez" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 2 relaxed\n\t1:\n\tlr\\.w\[^\n\]*\n(\t\[^\n\]*\n){4}\tsc\\.w\[^\n\]*\n\tbnez\[^\n\]*, 1b\n\[^\t\]" } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_or 2 relaxed\n\tamoor\\.w\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: xor_fetch 1 release\n\tamoxor\\.w\\.rl\[^\n\]*\n\txor\[^\n\]*\n\tsrlw" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: and_fetch 1 seq_cst\n\tnot\[^\n\]*\n\tor\[^\n\]*\n\tamoand\\.w\\.aqrl" 1 } } */
/* { dg-final { scan-assembler-not "(call|tail)\[ \t\]+__atomic_(fetch_add|compare_exchange|exchange)_\[12\]\n" } } */
/* { dg-final { scan-assembler "(call|tail)\[ \t\]+__atomic_fetch_add_16" { target int128 } } } */

unsigned char c;
unsigned short s;
_Bool flag;

unsigned char fadd (unsigned char x) { return __atomic_fetch_add (&c, x, __ATOMIC_SEQ_CST); }
_Bool cas (unsigned short *e, unsigned short d)
{ return __atomic_compare_exchange_n (&s, e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
unsigned char xchg (unsigned char x) { return __atomic_exchange_n (&c, x, __ATOMIC_RELEASE); }
_Bool tas (void) { return __atomic_test_and_set (&flag, __ATOMIC_SEQ_CST); }
void fadd2u (unsigned short x) { __atomic_fetch_add (&s, x, __ATOMIC_RELAXED); }
unsigned short for2 (unsigned short x) { return __atomic_fetch_or (&s, x, __ATOMIC_RELAXED); }
unsigned char xorf1 (unsigned char x) { return __atomic_xor_fetch (&c, x, __ATOMIC_RELEASE); }
unsigned char andf1 (unsigned char x) { return __atomic_and_fetch (&c, x, __ATOMIC_SEQ_CST); }
#ifdef __SIZEOF_INT128__
unsigned __int128 q;
unsigned __int128 fadd16 (unsigned __int128 x) { return __atomic_fetch_add (&q, x, __ATOMIC_SEQ_CST); }
#endif
