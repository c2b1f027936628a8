/* -fplugin-arg-atomlower-arch=power6 (no lbarx/lharx, no lqarx): a byte read-modify-write is
   a masked lwarx/stwcx. loop on its aligned word and 16 bytes call the shim; the variant name
   and the masked recipe are in the report.  */
/* { dg-do compile { target powerpc64le-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=power6" } */
/* { dg-final { scan-assembler "atomlower: fetch_add 1 seq_cst\n\tsync\n\t1:\n\tlwarx\[^\n\]*\n\tadd\[^\n\]*\n\txor\[^\n\]*\n\tand\[^\n\]*\n\txor\[^\n\]*\n\tstwcx\\." } } */
/* { dg-final { scan-assembler "atomlower: test_and_set 1 seq_cst\n\tli\[^\n\]*\n\tslw\[^\n\]*\n\tsync\n\t1:\n\tlwarx" } } */
/* { dg-final { scan-assembler-not "lbarx|lharx|lqarx" } } */
/* { dg-final { scan-assembler "(bl|b)\[ \t\]+__atomic_fetch_add_16" { target int128 } } } */

unsigned char c;
_Bool flag;

unsigned char fadd (unsigned char x) { return __atomic_fetch_add (&c, x, __ATOMIC_SEQ_CST); }
_Bool tas (void) { return __atomic_test_and_set (&flag, __ATOMIC_SEQ_CST); }
#ifdef __SIZEOF_INT128__
unsigned __int128 q;
unsigned __int128 fadd16 (unsigned __int128 x) { return __atomic_fetch_add (&q, x, __ATOMIC_SEQ_CST); }
#endif
