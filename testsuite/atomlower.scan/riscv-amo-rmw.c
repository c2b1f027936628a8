/* RV64: 4- and 8-byte read-modify-writes are single AMOs with the ordering bits of Table A.6
   (relaxed none, acquire .aq, release .rl, acq_rel and seq_cst .aqrl), never GCC 12's
   `fence iorw,ow; amo<op>.aq`; sub is amoadd of the negation; a result nobody reads goes to
   the zero register; nand (no AMO) is an LR/SC loop with lr.aqrl/sc.rl at seq_cst.  */
/* { dg-do compile { target riscv64-*-* } } */
/* { dg-final { scan-assembler-times "amoadd\\.w\\.aqrl\[ \t\]" 2 } } */
/* { dg-final { scan-assembler-times "amoadd\\.d\\.aq\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "amoor\\.w\\.rl\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "amoand\\.d\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "amoxor\\.w\\.aqrl\[ \t\]+zero," 1 } } */
/* { dg-final { scan-assembler-times "amoswap\\.d\\.aqrl\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "neg\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "lr\\.w\\.aqrl\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-times "sc\\.w\\.rl\[ \t\]" 1 } } */
/* { dg-final { scan-assembler-not "fence\[ \t\]+iorw" } } */
/* { dg-final { scan-assembler-not "call\[ \t\]+__atomic" } } */

int i;
long l;

int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
int fsub (int x) { return __atomic_fetch_sub (&i, x, __ATOMIC_ACQ_REL); }
long facq (long x) { return __atomic_fetch_add (&l, x, __ATOMIC_ACQUIRE); }
int forr (int x) { return __atomic_fetch_or (&i, x, __ATOMIC_RELEASE); }
long fand (long x) { return __atomic_fetch_and (&l, x, __ATOMIC_RELAXED); }
void fxor (int x) { __atomic_fetch_xor (&i, x, __ATOMIC_SEQ_CST); }
long xchg (long x) { return __atomic_exchange_n (&l, x, __ATOMIC_SEQ_CST); }
int nand (int x) { return __atomic_fetch_nand (&i, x, __ATOMIC_SEQ_CST); }
