/* RV64 with Zalasr (-fplugin-arg-atomlower-arch=rv64+zalasr): acquire loads are one
   l{b,h,w,d}.aq, a seq_cst load is `fence rw,rw; l*.aq` (the fence keeps Table A.6 code's
   seq_cst stores ordered before it), release and seq_cst stores one s{b,h,w,d}.rl with no
   fence; written as `.insn r` (no binutils knows Zalasr) with the mnemonic beside.  Relaxed
   accesses, read-modify-writes and fences keep the psabi rows.  */
/* { dg-do compile { target riscv64-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=rv64+zalasr" } */
/* { dg-final { scan-assembler "atomlower: load 1 acquire\n\t\\.insn r 0x2f, 0, 26, \[a-z0-9\]+, \[a-z0-9\]+, zero  # lb\\.aq " } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst\n\tfence rw,rw\n\t\\.insn r 0x2f, 2, 26, \[^\n\]*# lw\\.aq " } } */
/* { dg-final { scan-assembler "atomlower: load 8 relaxed\n\tld " } } */
/* { dg-final { scan-assembler "atomlower: store 2 release\n\t\\.insn r 0x2f, 1, 29, zero, \[^\n\]*# sh\\.rl " } } */
/* { dg-final { scan-assembler "atomlower: store 8 seq_cst\n\t\\.insn r 0x2f, 3, 29, zero, \[^\n\]*# sd\\.rl \[^\n\]*\n#" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tamoadd\\.w\\.aqrl " } } */
/* { dg-final { scan-assembler-not "fence r,rw|fence rw,w" } } */

#include <stdint.h>
uint8_t b; uint16_t h; uint32_t w; uint64_t d;
uint8_t lda1 (void) { return __atomic_load_n (&b, __ATOMIC_ACQUIRE); }
uint32_t lds4 (void) { return __atomic_load_n (&w, __ATOMIC_SEQ_CST); }
uint64_t ldr8 (void) { return __atomic_load_n (&d, __ATOMIC_RELAXED); }
void str2 (uint16_t v) { __atomic_store_n (&h, v, __ATOMIC_RELEASE); }
void sts8 (uint64_t v) { __atomic_store_n (&d, v, __ATOMIC_SEQ_CST); }
uint32_t add4 (uint32_t v) { return __atomic_fetch_add (&w, v, __ATOMIC_SEQ_CST); }
