/* A compare-exchange whose success is a value (returned) reads it from the condition
   codes inside its sequence, where no asm flag output can carry them: POWER copies cr0
   (mfocrf; mfcr on 32-bit) and the plugin extracts its eq with one rlwinm; s390x copies
   the condition code (ipm) and the plugin makes it the bool, (f - 0x10000000) >> 31
   (slfi ; risbg from the z9-109 on; on z196 the 2-byte compare-exchange is the rotate
   loop, which ends with the ipm too).  No compare of the observed and expected values
   follows (xor ; cntlzw ; srwi, xr ; lpr).
   A success only branched on keeps that compare, shorter there (cmpw ; beq, cr ; je).  */
/* { dg-do compile { target { powerpc*-*-* s390x-*-* } } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=s390x+z196" { target s390x-*-* } } */
/* { dg-skip-if "the bit's extraction is one instruction and the branch-only use is proven when optimizing (at -O0 the bool goes through memory)" { *-*-* } { "-O0" } { "" } } */
/* { dg-final { scan-assembler-times "\tmfocrf \[^\n\]*,128\n" 3 { target powerpc64*-*-* } } } */
/* { dg-final { scan-assembler-times "\tmfcr " 3 { target powerpc-*-* } } } */
/* { dg-final { scan-assembler-times "\t(rlwinm \[^\n\]*,3,31,31|rldicl \[^\n\]*,35,63)\n" 3 { target powerpc*-*-* } } } */
/* { dg-final { scan-assembler-not "\tcntlzw " { target powerpc*-*-* } } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 4 seq_cst/seq_cst\n\tsync\n\t1:\n\tlwarx \[^\n\]*\n\tcmpw \[^\n\]*\n\tbne- 2f\n\tstwcx\\. \[^\n\]*\n\tbne- 1b\n\t2:\n\tisync\n\tmf(ocrf|cr) " 1 { target powerpc*-*-* } } } */
/* { dg-final { scan-assembler-times "\tipm " 3 { target s390x-*-* } } } */
/* { dg-final { scan-assembler-not "\tlpr\[ \t\]" { target s390x-*-* } } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 4 seq_cst/seq_cst\n\tcs \[^\n\]*\n\tipm " 1 { target s390x-*-* } } } */

int i;
unsigned short h;

/* The success returned: read from the condition codes.  */
_Bool cas_value (int e, int d)
{ return __atomic_compare_exchange_n (&i, &e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }

_Bool cas_ptr (int *e, int d)
{ return __atomic_compare_exchange_n (&i, e, d, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED); }

_Bool cas_half (unsigned short e, unsigned short d)
{ return __atomic_compare_exchange_n (&h, &e, d, 0, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE); }

/* Only branched on: the compare, no copy of the condition codes.  */
int cas_branch (int e, int d)
{
  if (__atomic_compare_exchange_n (&i, &e, d, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
    return 3;
  return 9;
}

int cas_loop (void)
{
  int o = __atomic_load_n (&i, __ATOMIC_RELAXED);
  while (!__atomic_compare_exchange_n (&i, &o, o * 3 + 1, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED))
    ;
  return o;
}

/* The value form: no success to read.  */
int cas_sync_val (int e, int d) { return __sync_val_compare_and_swap (&i, e, d); }
