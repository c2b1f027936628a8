/* x86-64: a single-bit fetch_or / fetch_and with ~bit / fetch_xor whose old value is only
   tested against that bit is lock bts / btr / btc with the carry flag (as GCC does): no
   compare-exchange loop, no xadd.  4 and 8 bytes, bits below the sign bit; the 2-byte and
   sign-bit forms are in x86-bit-test-subword-signbit.c.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-final { scan-assembler-times "lock btsl \\\$17," 1 } } */
/* { dg-final { scan-assembler-times "lock btrl \\\$17," 1 } } */
/* { dg-final { scan-assembler-times "lock btcl \\\$5," 1 } } */
/* { dg-final { scan-assembler-times "lock btrq \\\$33," 1 } } */
/* { dg-final { scan-assembler-times "lock btsq \\\$40," 1 } } */
/* { dg-final { scan-assembler-times "lock btcq \\\$0," 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_or 4 seq_cst\n\tlock bts" 1 } } */
/* { dg-final { scan-assembler-not "cmpxchg" } } */
/* { dg-final { scan-assembler-not "xadd" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

unsigned int w;
unsigned long long d;

int w_or (void) { return (__atomic_fetch_or (&w, 1u << 17, __ATOMIC_SEQ_CST) & (1u << 17)) != 0; }
int w_and (void) { if (__atomic_fetch_and (&w, ~(1u << 17), __ATOMIC_ACQUIRE) & (1u << 17)) return 3; return 4; }
int w_xor (void) { return (__atomic_fetch_xor (&w, 1u << 5, __ATOMIC_RELEASE) & (1u << 5)) != 0; }
int d_and (void) { return (__atomic_fetch_and (&d, ~(1ull << 33), __ATOMIC_RELAXED) & (1ull << 33)) != 0; }
int d_or (void) { return (__atomic_fetch_or (&d, 1ull << 40, __ATOMIC_SEQ_CST) & (1ull << 40)) != 0; }
int d_xor (void) { return (__atomic_fetch_xor (&d, 1, __ATOMIC_SEQ_CST) & 1) != 0; }
