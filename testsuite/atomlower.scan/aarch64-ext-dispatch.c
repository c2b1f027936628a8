/* AArch64 scheme ext-dispatch (-fplugin-arg-atomlower-arch=aarch64+lse+rcpc+lse2+ext-dispatch:
   LSE2 promised, LSE128 and RCpc3 not): each 16-byte exchange, fetch_or/or_fetch,
   fetch_and/and_fetch and each 16-byte acquire or seq_cst load and release or seq_cst store
   holds both forms and tests libatomlower's word __atomlower_aarch64_cpu (bit 0 LSE128, bit 1
   RCpc3), read through the GOT: body A the SWPP/LDSETP/LDCLRP or LDIAPP/STILP word, body B
   the LDXP/STXP pair loop or LSE2's LDP/STP with its barriers.  Relaxed 16-byte loads and
   stores and the other read-modify-writes (fetch_add here) need no choice; a 16-byte
   compare-exchange stays CASP.  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=aarch64+lse+rcpc+lse2+ext-dispatch" } */
/* { dg-final { scan-function-assembler xchg16s {atomlower: exchange 16 seq_cst\n\tadrp (x[0-9]+), :got:__atomlower_aarch64_cpu\n\tldr \1, \[\1, :got_lo12:__atomlower_aarch64_cpu\]\n\tldr w[0-9]+, \[\1\]\n\ttbz w[0-9]+, #0, 8f\n\t\.ifndef \.Lal_x0\n(?:\t[^\n]*\n){6}\t\.endif\n\t\.inst 0x19e08000 [^\n]* // swppal x[0-9]+, x[0-9]+, \[x[0-9]+\]\n\tb 9f\n\t8:\n\t1:\n\tldaxp x[0-9]+, x[0-9]+, \[x[0-9]+\]\n\tstlxp w[0-9]+, x[0-9]+, x[0-9]+, \[x[0-9]+\]\n\tcbnz w[0-9]+, 1b\n\t9:\n} { target int128 } } } */
/* { dg-final { scan-function-assembler for16a {tbz w[0-9]+, #0, 8f\n(?:\t[^\n]*\n){8}\t\.inst 0x19a03000 [^\n]* // ldsetpa [^\n]*\n\tb 9f\n\t8:\n\t1:\n\tldaxp [^\n]*\n\torr [^\n]*\n\torr [^\n]*\n\tstxp } { target int128 } } } */
/* { dg-final { scan-function-assembler andf16l {tbz w[0-9]+, #0, 8f\n(?:\t[^\n]*\n){8}\tmvn [^\n]*\n\tmvn [^\n]*\n\t\.inst 0x19601000 [^\n]* // ldclrpl [^\n]*\n\tand [^\n]*\n\tand [^\n]*\n\tb 9f\n\t8:\n\t1:\n\tldxp [^\n]*\n\tand [^\n]*\n\tand [^\n]*\n\tstlxp } { target int128 } } } */
/* { dg-final { scan-function-assembler ld16a {atomlower: load 16 acquire\n\tadrp (x[0-9]+), :got:__atomlower_aarch64_cpu\n\tldr \1, \[\1, :got_lo12:__atomlower_aarch64_cpu\]\n\tldr w[0-9]+, \[\1\]\n\ttbz w[0-9]+, #1, 8f\n(?:\t[^\n]*\n){8}\t\.inst 0xd9401800 [^\n]* // ldiapp [^\n]*\n\tb 9f\n\t8:\n\tldp [^\n]*\n\tdmb ishld\n\t9:\n} { target int128 } } } */
/* { dg-final { scan-function-assembler ld16s {tbz w[0-9]+, #1, 8f\n(?:\t[^\n]*\n){8}\tldar x[0-9]+, [^\n]*\n\t\.inst 0xd9401800 [^\n]* // ldiapp [^\n]*\n\tb 9f\n\t8:\n\tldar x[0-9]+, [^\n]*\n\tldp [^\n]*\n\tdmb ishld\n\t9:\n} { target int128 } } } */
/* { dg-final { scan-function-assembler st16r {tbz w[0-9]+, #1, 8f\n(?:\t[^\n]*\n){8}\t\.inst 0xd9001800 [^\n]* // stilp [^\n]*\n\tb 9f\n\t8:\n\tdmb ish\n\tstp [^\n]*\n\t9:\n} { target int128 } } } */
/* { dg-final { scan-function-assembler st16s {tbz w[0-9]+, #1, 8f\n(?:\t[^\n]*\n){8}\t\.inst 0xd9001800 [^\n]* // stilp [^\n]*\n\tb 9f\n\t8:\n\tdmb ish\n\tstp [^\n]*\n\tdmb ish\n\t9:\n} { target int128 } } } */
/* { dg-final { scan-function-assembler-not ld16r {__atomlower_aarch64_cpu|\.inst} { target int128 } } } */
/* { dg-final { scan-function-assembler-not st16x {__atomlower_aarch64_cpu|\.inst} { target int128 } } } */
/* { dg-final { scan-function-assembler-not add16s {__atomlower_aarch64_cpu|\.inst} { target int128 } } } */
/* { dg-final { scan-function-assembler cas16s {caspal } { target int128 } } } */
/* { dg-final { scan-function-assembler-not cas16s {__atomlower_aarch64_cpu} { target int128 } } } */
/* { dg-final { scan-assembler-times {:got:__atomlower_aarch64_cpu} 7 { target int128 } } } */
/* { dg-final { scan-assembler-not {\tadrp x[0-9]+, __atomlower_aarch64_cpu} } } */
/* { dg-final { scan-assembler-not "bl\[ \t\]+__(atomic|aarch64|sync)" } } */

#ifdef __SIZEOF_INT128__
unsigned __int128 q;
unsigned __int128 ld16r (void) { return __atomic_load_n (&q, __ATOMIC_RELAXED); }
unsigned __int128 ld16a (void) { return __atomic_load_n (&q, __ATOMIC_ACQUIRE); }
unsigned __int128 ld16s (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
void st16x (unsigned __int128 v) { __atomic_store_n (&q, v, __ATOMIC_RELAXED); }
void st16r (unsigned __int128 v) { __atomic_store_n (&q, v, __ATOMIC_RELEASE); }
void st16s (unsigned __int128 v) { __atomic_store_n (&q, v, __ATOMIC_SEQ_CST); }
unsigned __int128 xchg16s (unsigned __int128 v) { return __atomic_exchange_n (&q, v, __ATOMIC_SEQ_CST); }
unsigned __int128 for16a (unsigned __int128 v) { return __atomic_fetch_or (&q, v, __ATOMIC_ACQUIRE); }
unsigned __int128 andf16l (unsigned __int128 v) { return __atomic_and_fetch (&q, v, __ATOMIC_RELEASE); }
unsigned __int128 add16s (unsigned __int128 v) { return __atomic_fetch_add (&q, v, __ATOMIC_SEQ_CST); }
_Bool cas16s (unsigned __int128 *e, unsigned __int128 d)
{ return __atomic_compare_exchange_n (&q, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
#endif
