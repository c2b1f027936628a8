/* -fplugin-arg-atomlower-mode=gaps on RV64 lowers only what GCC 12 (and 9 to 11) calls
   libatomic for: the 1- and 2-byte read-modify-writes, exchanges and compare-exchanges become
   masked LR/SC loops, while 4-byte operations and sub-word loads stay GCC's own code (its fence
   iorw,ow; amoadd.w.aq), and 16 bytes stay GCC's libatomic call.  GCC 13 and 14 inline the
   sub-word ones themselves, and mode=gaps leaves them to GCC there (scan.exp's mode=gaps
   check, which compares every site with the board's GCC alone, shows it on their boards).  */
/* { dg-do compile { target { riscv64-*-* && gcc_before_13 } } } */
/* { dg-additional-options "-fplugin-arg-atomlower-mode=gaps" } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 1 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 2 seq_cst/seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: exchange 1 acquire" 1 } } */
/* { dg-final { scan-assembler-times "atomlower:" 3 } } */
/* { dg-final { scan-assembler "fence iorw,ow; amoadd\\.w\\.aq" } } */
/* { dg-final { scan-assembler-not "(call|tail)\[ \t\]+__atomic_\[a-z_\]+_\[12\]\n" } } */

unsigned char c;
unsigned short s;
int i;

unsigned char f1 (unsigned char x) { return __atomic_fetch_add (&c, x, __ATOMIC_SEQ_CST); }
_Bool c2 (unsigned short *e, unsigned short d)
{ return __atomic_compare_exchange_n (&s, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
unsigned char x1 (unsigned char x) { return __atomic_exchange_n (&c, x, __ATOMIC_ACQUIRE); }
unsigned char l1 (void) { return __atomic_load_n (&c, __ATOMIC_ACQUIRE); }
int f4 (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
