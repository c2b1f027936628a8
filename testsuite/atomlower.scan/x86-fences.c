/* x86-64: a seq_cst thread fence (and __sync_synchronize) is `lock orq $0,(%rsp)`, as GCC emits;
   relaxed, acquire, release and acq_rel thread fences and every signal fence are no
   instruction at all (the asm holds only the annotation).  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-final { scan-assembler-times "atomlower: thread_fence seq_cst\n\tlock orq \\\$0,\\(%rsp\\)\n" 2 } } */
/* { dg-final { scan-assembler-times "lock orq \\\$0,\\(%rsp\\)" 2 } } */
/* { dg-final { scan-assembler-times "atomlower: thread_fence (relaxed|acquire|release|acq_rel)\n# 0 \"\" 2" 5 } } */
/* { dg-final { scan-assembler-times "atomlower: signal_fence (relaxed|acquire|release|acq_rel|seq_cst)\n# 0 \"\" 2" 6 } } */
/* { dg-final { scan-assembler-not "mfence" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+(__sync_synchronize|atomic_thread_fence|atomic_signal_fence)" } } */

void t0 (void) { __atomic_thread_fence (__ATOMIC_RELAXED); }
void t1 (void) { __atomic_thread_fence (__ATOMIC_CONSUME); }
void t2 (void) { __atomic_thread_fence (__ATOMIC_ACQUIRE); }
void t3 (void) { __atomic_thread_fence (__ATOMIC_RELEASE); }
void t4 (void) { __atomic_thread_fence (__ATOMIC_ACQ_REL); }
void t5 (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
void s0 (void) { __atomic_signal_fence (__ATOMIC_RELAXED); }
void s1 (void) { __atomic_signal_fence (__ATOMIC_CONSUME); }
void s2 (void) { __atomic_signal_fence (__ATOMIC_ACQUIRE); }
void s3 (void) { __atomic_signal_fence (__ATOMIC_RELEASE); }
void s4 (void) { __atomic_signal_fence (__ATOMIC_ACQ_REL); }
void s5 (void) { __atomic_signal_fence (__ATOMIC_SEQ_CST); }
void sy (void) { __sync_synchronize (); }
