/* i386: a 1-byte fetch_and/or/xor/nand whose old value is used is a lock cmpxchgb loop that
   computes the new value in %ah beside the old one in %al (CMPXCHG's compare register), so
   it needs no third byte register: no push of the callee-saved %ebx.  op_fetch, whose result
   is the new value, keeps its own register.  */
/* { dg-do compile { target i?86-*-* } } */
/* { dg-skip-if "the -O0 frame saves %ebx for the GOT" { *-*-* } { "-O0" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 relaxed\n\tmovb \\(%e\[a-z\]+\\), %al\n\t1:\n\tmovb %al, %ah\n\torb %\[a-d\]l, %ah\n\tlock cmpxchgb %ah, \\(%e\[a-z\]+\\)\n\tjne 1b\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_nand 1 seq_cst\n\tmovb \\(%e\[a-z\]+\\), %al\n\t1:\n\tmovb %al, %ah\n\tandb \\\$3, %ah\n\tnotb %ah\n\tlock cmpxchgb %ah, " } } */
/* { dg-final { scan-assembler-not "pushl\[ \t\]+%ebx" } } */

unsigned char f_or (unsigned char *b, unsigned char v) { return __atomic_fetch_or (b, v, __ATOMIC_RELAXED); }
unsigned char f_nand (unsigned char *b) { return __atomic_fetch_nand (b, 3, __ATOMIC_SEQ_CST); }
