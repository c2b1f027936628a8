/* x86-64: the single-bit tests GCC 12 at -O2 turns into lock bts / btr / btc but whose GIMPLE
   shape differs: on 2 bytes the old value is promoted to int before the AND, and a test of the
   sign bit is folded to (signed) old < 0.  atomlower's sequences should be no longer than
   GCC's where GCC inlines (docs/design.md §8), so these must not become compare-exchange
   loops either.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-options "-O2" } */
/* { dg-final { scan-assembler-times "lock btsw \\\$9," 1 } } */
/* { dg-final { scan-assembler-times "lock btrw \\\$9," 1 } } */
/* { dg-final { scan-assembler-times "lock btcw \\\$9," 1 } } */
/* { dg-final { scan-assembler-times "lock btsw \\\$15," 1 } } */
/* { dg-final { scan-assembler-times "lock btcl \\\$31," 1 } } */
/* { dg-final { scan-assembler-times "lock btrq \\\$63," 1 } } */
/* { dg-final { scan-assembler-not "cmpxchg" } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

unsigned short h;
unsigned int w;
unsigned long long d;

int h_or (void) { return (__atomic_fetch_or (&h, 1 << 9, __ATOMIC_SEQ_CST) & (1 << 9)) != 0; }
int h_and (void) { return (__atomic_fetch_and (&h, ~(1 << 9), __ATOMIC_SEQ_CST) & (1 << 9)) != 0; }
int h_xor (void) { return (__atomic_fetch_xor (&h, 1 << 9, __ATOMIC_ACQ_REL) & (1 << 9)) != 0; }
int h_top (void) { return (__atomic_fetch_or (&h, 0x8000, __ATOMIC_SEQ_CST) & 0x8000) != 0; }
int w_xor (void) { return (__atomic_fetch_xor (&w, 1u << 31, __ATOMIC_RELEASE) & (1u << 31)) != 0; }
int d_and (void) { return (__atomic_fetch_and (&d, ~(1ull << 63), __ATOMIC_RELAXED) & (1ull << 63)) != 0; }
