/* AArch64 scheme pair-casp (+lse): 16-byte loads are a CASP of 0 with 0 (CASPAL when
   seq_cst, CASPA acquire), stores and fetch_ops CASP loops; 1-8 bytes keep the LSE forms.  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-additional-options "-march=armv8.1-a -fplugin-arg-atomlower-scheme=pair-casp" } */
/* { dg-final { scan-assembler "atomlower: load 16 seq_cst\n\tcaspal " } } */
/* { dg-final { scan-assembler "atomlower: load 16 acquire\n\tcaspa " } } */
/* { dg-final { scan-assembler "atomlower: store 16 release\n\tldp \[^\n\]*\n\t1:\n(\t\[^\n\]*\n)*\tcaspl \[^\n\]*\n(\t\[^\n\]*\n)*\tb\\.ne 1b\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 16 relaxed\n\tldp \[^\n\]*\n\t1:\n(\t\[^\n\]*\n)*\tcasp \[^\n\]*\n" } } */
/* { dg-final { scan-assembler-not "ldxp|ldaxp|stxp|stlxp" } } */

typedef unsigned __int128 u128;
u128 q __attribute__ ((aligned (16)));

u128 ls (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
u128 la (void) { return __atomic_load_n (&q, __ATOMIC_ACQUIRE); }
void sr (u128 x) { __atomic_store_n (&q, x, __ATOMIC_RELEASE); }
u128 fa (u128 x) { return __atomic_fetch_add (&q, x, __ATOMIC_RELAXED); }
