/* Under -fsanitize=thread the plugin leaves every atomic builtin to GCC, whose tsan pass turns
   them into __tsan_atomic* calls (lowering them first would blind ThreadSanitizer): those calls
   are present and no site is annotated.  Compile only: no libtsan needed.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-additional-options "-fsanitize=thread" } */
/* { dg-final { scan-assembler "__tsan_atomic32_fetch_add" } } */
/* { dg-final { scan-assembler "__tsan_atomic64_load" } } */
/* { dg-final { scan-assembler "__tsan_atomic8_compare_exchange" } } */
/* { dg-final { scan-assembler "__tsan_atomic_thread_fence" } } */
/* { dg-final { scan-assembler-not "atomlower:" } } */

int v;
long long d;
unsigned char c;

int f (int x) { return __atomic_fetch_add (&v, x, __ATOMIC_SEQ_CST); }
long long g (void) { return __atomic_load_n (&d, __ATOMIC_ACQUIRE); }
_Bool h (unsigned char *e) { return __atomic_compare_exchange_n (&c, e, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST); }
/* GCC's own -Wtsan warning on the fence shows that GCC, not the plugin, saw the builtin.  */
void k (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }	/* { dg-warning "not supported with '-fsanitize=thread'" } */
