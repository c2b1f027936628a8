/* Armv5 (armel's default; -fplugin-arg-atomlower-arch=armv5): no exclusives, so every RMW and
   compare-exchange is a loop on the kernel's __kuser_cmpxchg (0xffff0fc0 = ~0xf000 - 0x3f),
   inline at the site; bytes and halfwords loop on their aligned word; ordered loads, stores and
   fences call __kuser_memory_barrier (0xffff0fa0); 8 bytes go to the shim.  No __sync_* or
   __sync_synchronize call is left (GCC 12 calls them all).  */
/* { dg-do compile { target arm*-*-* } } */
/* { dg-additional-options "-marm -fplugin-arg-atomlower-arch=armv5" } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\t1:\n\tldr r0, \\\[\[a-z0-9\]+\\\]\n\tadd r1, r0, \[a-z0-9\]+\n\tmov \[a-z0-9\]+, r0\n\tmov r2, \[a-z0-9\]+\n\tmvn r12, #0xf000\n\tsub r12, r12, #0x3f\n\tblx r12\n\tcmp r0, #0\n\tbne 1b" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 1 seq_cst\n\t1:\n\tldr r0, \\\[\[a-z0-9\]+\\\]\n\tadd r1, r0, \[a-z0-9\]+\n\teor r1, r1, r0\n\tand r1, r1, \[a-z0-9\]+\n\teor r1, r1, r0" } } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tldr \[a-z0-9\]+, \\\[\[a-z0-9\]+\\\]\n\tmvn r12, #0xf000\n\tsub r12, r12, #0x5f\n\tblx r12" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tmvn r12, #0xf000\n\tsub r12, r12, #0x5f\n\tblx r12" } } */
/* { dg-final { scan-assembler-times "sub r12, r12, #0x3f" 4 } } */
/* { dg-final { scan-assembler "b(l)?\[ \t\]+__atomic_fetch_add_8" } } */
/* { dg-final { scan-assembler-not "ldrex|strex|dmb|bl\[ \t\]+__sync" } } */

int i;
unsigned char c;
unsigned short h;
long long ll;

int fadd (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
unsigned char fadd1 (unsigned char x) { return __atomic_fetch_add (&c, x, __ATOMIC_SEQ_CST); }
_Bool cas2 (unsigned short *e, unsigned short d)
{ return __atomic_compare_exchange_n (&h, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
_Bool tas (void) { return __atomic_test_and_set (&c, __ATOMIC_SEQ_CST); }
int lda (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
void fsc (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
long long fadd8 (long long x) { return __atomic_fetch_add (&ll, x, __ATOMIC_SEQ_CST); }
