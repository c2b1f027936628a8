/* x32 (lower/x86.c, al_arch_x32; docs/targets-x86.md, "x32"): x86-64's sequences with 4-byte
   pointers.  The run-time AVX test reads the 4-byte GOT entry of libatomlower's CPU word with
   movl into a 32-bit register (a movq would take the next entry as the upper half), the
   16-byte loops and the compare-exchange's write-back address the object and *expected
   through 32-bit registers; 8 bytes are one locked instruction as on x86-64 (long long),
   a long is 4 bytes; the seq_cst fence is x86-64's lock orq $0,(%rsp).  */
/* { dg-do compile { target x86_64-*-linux-gnux32 } } */
/* { dg-additional-options "-mcx16 -mno-avx" } */
/* { dg-final { scan-assembler-times "atomlower: load 16 seq_cst\n\tmovl __atomlower_x86_cpu@GOTPCREL\\(%rip\\), %(e\[a-z0-9\]+|r\[0-9\]+d)\n\ttestb \\\$2, \\(%\\1\\)\n\tje 1f\n" 1 } } */
/* { dg-final { scan-assembler "atomlower: store 16 release\n\tmovl __atomlower_x86_cpu\[^\n\]*\n(\t\[^\n\]*\n){7}\t3:\n\tmovq \\(%(e\[a-z\]+|r\[0-9\]+d)\\), %rax\n\tmovq 8\\(%\\2\\), %rdx\n\t1:\n\tlock cmpxchg16b \[^\n\]*\n\tjne 1b\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 16 seq_cst/seq_cst\n\tlock cmpxchg16b \[^\n\]*\n\tje 1f\n\tmovq %rax, \\(%(e\[a-z\]+|r\[0-9\]+d)\\)\n\tmovq %rdx, 8\\(%\\1\\)\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 16 relaxed\n\tmovq \\(%(e\[a-z\]+|r\[0-9\]+d)\\), %rax\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 8 seq_cst\n\tlock xaddq " } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tlock xaddl " } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tlock orq \\\$0,\\(%rsp\\)\n" } } */
/* { dg-final { scan-assembler-not "movq __atomlower_x86_cpu" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

typedef unsigned __int128 u128;
u128 v;

u128 ld (void) { return __atomic_load_n (&v, __ATOMIC_SEQ_CST); }
void str (u128 *p, u128 x) { __atomic_store_n (p, x, __ATOMIC_RELEASE); }
_Bool cas (u128 *p, u128 *e, u128 d)
{ return __atomic_compare_exchange_n (p, e, d, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
u128 fadd (u128 *p, u128 x) { return __atomic_fetch_add (p, x, __ATOMIC_RELAXED); }
long long fadd8 (long long *p, long long x) { return __atomic_fetch_add (p, x, __ATOMIC_SEQ_CST); }
long faddl (long *p, long x) { return __atomic_fetch_add (p, x, __ATOMIC_SEQ_CST); }
void fence (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
