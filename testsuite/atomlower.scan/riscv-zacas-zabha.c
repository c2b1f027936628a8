/* RV64 with Zacas and Zabha (-fplugin-arg-atomlower-arch=rv64+zacas+zabha; GCC 15 would say it
   with -march=rv64gc_zacas_zabha): compare-exchange is one amocas.{b,h,w,d} (a seq_cst failure
   order after `fence rw,rw`, psABI note 5), 1- and 2-byte exchange and add/sub/and/or/xor one
   amo<op>.{b,h} with the order's aq/rl bits, test_and_set one amoswap.b; every one written as
   `.insn r` (binutils 2.40 knows neither extension) with its mnemonic in a comment.  Nand keeps
   its masked LR/SC loop; 16 bytes call the runtime.  */
/* { dg-do compile { target riscv64-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=rv64+zacas+zabha" } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/seq_cst\n\tfence rw,rw\n\t\\.insn r 0x2f, 2, 23, \[a-z0-9\]+, \[a-z0-9\]+, \[a-z0-9\]+  # amocas\\.w\\.aqrl " } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 8 acquire/acquire\n\t\\.insn r 0x2f, 3, 22, \[^\n\]*# amocas\\.d\\.aq " } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 8 acq_rel/acquire\n\t\\.insn r 0x2f, 3, 23, \[^\n\]*# amocas\\.d\\.aqrl " } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 1 relaxed/relaxed\n\t\\.insn r 0x2f, 0, 20, \[^\n\]*# amocas\\.b " } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 2 seq_cst/acquire\n\t\\.insn r 0x2f, 1, 23, \[^\n\]*# amocas\\.h\\.aqrl " } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 1 relaxed\n\t\\.insn r 0x2f, 0, 0, \[^\n\]*# amoadd\\.b " } } */
/* { dg-final { scan-assembler "atomlower: fetch_sub 2 release\n\tneg \[^\n\]*\n\t\\.insn r 0x2f, 1, 1, \[^\n\]*# amoadd\\.h\\.rl " } } */
/* { dg-final { scan-assembler "atomlower: fetch_and 1 acquire\n\t\\.insn r 0x2f, 0, 50, \[^\n\]*# amoand\\.b\\.aq " } } */
/* { dg-final { scan-assembler "atomlower: or_fetch 2 seq_cst\n\t\\.insn r 0x2f, 1, 35, \[^\n\]*# amoor\\.h\\.aqrl \[^\n\]*\n\tor " } } */
/* { dg-final { scan-assembler "atomlower: exchange 1 seq_cst\n\t\\.insn r 0x2f, 0, 7, \[^\n\]*# amoswap\\.b\\.aqrl " } } */
/* { dg-final { scan-assembler "atomlower: test_and_set 1 seq_cst\n\tli \[^\n\]*\n\t\\.insn r 0x2f, 0, 7, \[^\n\]*# amoswap\\.b\\.aqrl " } } */
/* { dg-final { scan-assembler "atomlower: fetch_nand 1 seq_cst\n\t1:\n\tlr\\.w\\.aqrl" } } */
/* { dg-final { scan-assembler-not "call\[ \t\]+__(atomic|sync)_\[a-z_\]+_\[1248\]\\M" } } */
/* { dg-final { scan-assembler "(call|tail)\[ \t\]+__atomic_compare_exchange_16" { target int128 } } } */

#include <stdint.h>

uint8_t b; uint16_t h; uint32_t w; uint64_t d;

_Bool cas4 (uint32_t e, uint32_t n)
{ return __atomic_compare_exchange_n (&w, &e, n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
_Bool cas8a (uint64_t *e, uint64_t n)
{ return __atomic_compare_exchange_n (&d, e, n, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }
_Bool cas8r (uint64_t *e, uint64_t n)
{ return __atomic_compare_exchange_n (&d, e, n, 0, __ATOMIC_RELEASE, __ATOMIC_ACQUIRE); }
_Bool cas1 (uint8_t *e, uint8_t n)
{ return __atomic_compare_exchange_n (&b, e, n, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); }
_Bool cas2 (uint16_t *e, uint16_t n)
{ return __atomic_compare_exchange_n (&h, e, n, 0, __ATOMIC_SEQ_CST, __ATOMIC_ACQUIRE); }
uint8_t add1 (uint8_t v) { return __atomic_fetch_add (&b, v, __ATOMIC_RELAXED); }
uint16_t sub2 (uint16_t v) { return __atomic_fetch_sub (&h, v, __ATOMIC_RELEASE); }
uint8_t and1 (uint8_t v) { return __atomic_fetch_and (&b, v, __ATOMIC_ACQUIRE); }
uint16_t or2 (uint16_t v) { return __atomic_or_fetch (&h, v, __ATOMIC_SEQ_CST); }
uint8_t xchg1 (uint8_t v) { return __atomic_exchange_n (&b, v, __ATOMIC_SEQ_CST); }
_Bool tas (void) { return __atomic_test_and_set (&b, __ATOMIC_SEQ_CST); }
uint8_t nand1 (uint8_t v) { return __atomic_fetch_nand (&b, v, __ATOMIC_SEQ_CST); }
#ifdef __SIZEOF_INT128__
unsigned __int128 q;
_Bool cas16 (unsigned __int128 *e, unsigned __int128 n)
{ return __atomic_compare_exchange_n (&q, e, n, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
#endif
