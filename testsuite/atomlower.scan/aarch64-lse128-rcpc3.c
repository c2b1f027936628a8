/* AArch64 with FEAT_LSE128 and FEAT_LRCPC3 (-fplugin-arg-atomlower-arch=
   aarch64+lse+rcpc+lse2+lse128+rcpc3, as -march=armv9.4-a+lse128+rcpc3), the rows of Arm's
   atomics ABI (atomicsabi64, 128-bit types): 16-byte acquire load LDIAPP, seq_cst load
   LDAR;LDIAPP, release and seq_cst store STILP, exchange SWPP{,A,L,AL}, fetch_or/or_fetch
   LDSETP{..}, fetch_and/and_fetch MVN;MVN;LDCLRP{..}; the other 16-byte read-modify-writes
   keep the LL/SC pair loop.  Binutils 2.40 knows none of these mnemonics: each is a .inst
   whose registers are the .Lal_x<n> symbols the asm defines first, the mnemonic after "//"
   naming the same registers (checked here with back-references: Xt1, Xt2, Xn).  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=aarch64+lse+rcpc+lse2+lse128+rcpc3" } */
/* { dg-final { scan-function-assembler ld16a {atomlower: load 16 acquire\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\t\.inst 0xd9401800 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // ldiapp x\3, x\1, \[x\2\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler ld16s {atomlower: load 16 seq_cst\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\tldar x[0-9]+, \[x[0-9]+\]\n\t\.inst 0xd9401800 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // ldiapp x\3, x\1, \[x\2\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler st16r {atomlower: store 16 release\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\t\.inst 0xd9001800 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // stilp x\3, x\1, \[x\2\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler st16s {atomlower: store 16 seq_cst\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\t\.inst 0xd9001800 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // stilp x\3, x\1, \[x\2\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler xchg16r {atomlower: exchange 16 relaxed\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\t\.inst 0x19208000 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // swpp x\3, x\1, \[x\2\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler xchg16a {atomlower: exchange 16 acquire\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\t\.inst 0x19a08000 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // swppa x\3, x\1, \[x\2\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler xchg16l {atomlower: exchange 16 release\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\t\.inst 0x19608000 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // swppl x\3, x\1, \[x\2\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler xchg16s {atomlower: exchange 16 seq_cst\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\t\.inst 0x19e08000 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // swppal x\3, x\1, \[x\2\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler for16a {atomlower: fetch_or 16 acquire\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\t\.inst 0x19a03000 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // ldsetpa x\3, x\1, \[x\2\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler orf16s {atomlower: or_fetch 16 seq_cst\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\t\.inst 0x19e03000 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // ldsetpal x\3, x\1, \[x\2\]\n\torr x[0-9]+, x[0-9]+, x[0-9]+\n\torr } { target int128 } } } */
/* { dg-final { scan-function-assembler fand16r {atomlower: fetch_and 16 relaxed\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\tmvn x[0-9]+, x[0-9]+\n\tmvn x[0-9]+, x[0-9]+\n\t\.inst 0x19201000 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // ldclrp x\3, x\1, \[x\2\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler andf16l {atomlower: and_fetch 16 release\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\tmvn x[0-9]+, x[0-9]+\n\tmvn x[0-9]+, x[0-9]+\n\t\.inst 0x19601000 \| \(\.Lal_x([0-9]+) << 16\) \| \(\.Lal_x([0-9]+) << 5\) \| \.Lal_x([0-9]+) // ldclrpl x\3, x\1, \[x\2\]\n\tand x[0-9]+, x[0-9]+, x[0-9]+\n\tand } { target int128 } } } */
/* { dg-final { scan-function-assembler add16s {atomlower: fetch_add 16 seq_cst\n} { target int128 } } } */
/* { dg-final { scan-function-assembler add16s {\n\tldaxp x[0-9]+, x[0-9]+, \[x[0-9]+\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler add16s {\n\tstlxp w[0-9]+, x[0-9]+, x[0-9]+, \[x[0-9]+\]\n} { target int128 } } } */
/* { dg-final { scan-function-assembler-not ld16a {dmb|\tldp |ldxp|ldaxp} { target int128 } } } */
/* { dg-final { scan-function-assembler-not st16s {dmb|\tstp |stxp|stlxp} { target int128 } } } */
/* { dg-final { scan-function-assembler-not xchg16s {ldxp|ldaxp|casp} { target int128 } } } */
/* { dg-final { scan-assembler "atomlower: load 16 relaxed\n\tldp\[^\n\]*\n" { target int128 } } } */
/* { dg-final { scan-assembler "atomlower: store 16 relaxed\n\tstp\[^\n\]*\n" { target int128 } } } */
/* { dg-final { scan-assembler-not "bl\[ \t\]+__(atomic|aarch64|sync)" } } */

#ifdef __SIZEOF_INT128__
unsigned __int128 q;
unsigned __int128 ld16r (void) { return __atomic_load_n (&q, __ATOMIC_RELAXED); }
unsigned __int128 ld16a (void) { return __atomic_load_n (&q, __ATOMIC_ACQUIRE); }
unsigned __int128 ld16s (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
void st16x (unsigned __int128 v) { __atomic_store_n (&q, v, __ATOMIC_RELAXED); }
void st16r (unsigned __int128 v) { __atomic_store_n (&q, v, __ATOMIC_RELEASE); }
void st16s (unsigned __int128 v) { __atomic_store_n (&q, v, __ATOMIC_SEQ_CST); }
unsigned __int128 xchg16r (unsigned __int128 v) { return __atomic_exchange_n (&q, v, __ATOMIC_RELAXED); }
unsigned __int128 xchg16a (unsigned __int128 v) { return __atomic_exchange_n (&q, v, __ATOMIC_ACQUIRE); }
unsigned __int128 xchg16l (unsigned __int128 v) { return __atomic_exchange_n (&q, v, __ATOMIC_RELEASE); }
unsigned __int128 xchg16s (unsigned __int128 v) { return __atomic_exchange_n (&q, v, __ATOMIC_SEQ_CST); }
unsigned __int128 for16a (unsigned __int128 v) { return __atomic_fetch_or (&q, v, __ATOMIC_ACQUIRE); }
unsigned __int128 orf16s (unsigned __int128 v) { return __atomic_or_fetch (&q, v, __ATOMIC_SEQ_CST); }
unsigned __int128 fand16r (unsigned __int128 v) { return __atomic_fetch_and (&q, v, __ATOMIC_RELAXED); }
unsigned __int128 andf16l (unsigned __int128 v) { return __atomic_and_fetch (&q, v, __ATOMIC_RELEASE); }
unsigned __int128 add16s (unsigned __int128 v) { return __atomic_fetch_add (&q, v, __ATOMIC_SEQ_CST); }
#endif
