// x86-64: a std::atomic member function called with a constant order at -O2 is the plugin's
// sequence for exactly that order -- a constant only once the member function is inlined into
// the caller -- tagged with it: relaxed and release stores and every load a plain mov (TSO needs
// nothing more), a seq_cst store xchg, read-modify-writes lock-prefixed at any order; never a
// fence for a weaker order.
// { dg-do compile { target { x86_64-*-* && lp64 } } }
// -fno-ipa-icf: functions with the same instructions stay apart.
// { dg-options "-O2 -fno-ipa-icf" }
// { dg-final { scan-function-assembler store_relaxed "atomlower: store 4 relaxed\n\tmovl\[ \t\]" } }
// { dg-final { scan-function-assembler-not store_relaxed "xchg|mfence|lock" } }
// { dg-final { scan-function-assembler store_release "atomlower: store 4 release\n\tmovl\[ \t\]" } }
// { dg-final { scan-function-assembler-not store_release "xchg|mfence|lock" } }
// { dg-final { scan-function-assembler store_seq_cst "atomlower: store 4 seq_cst\n\txchgl\[ \t\]" } }
// { dg-final { scan-function-assembler store8_relaxed "atomlower: store 8 relaxed\n\tmovq\[ \t\]" } }
// { dg-final { scan-function-assembler-not store8_relaxed "xchg|mfence|lock" } }
// { dg-final { scan-function-assembler store1_release "atomlower: store 1 release\n\tmovb\[ \t\]" } }
// { dg-final { scan-function-assembler-not store1_release "xchg|mfence|lock" } }
// { dg-final { scan-function-assembler load_relaxed "atomlower: load 4 relaxed\n\tmovl\[ \t\]" } }
// { dg-final { scan-function-assembler load_acquire "atomlower: load 4 acquire\n\tmovl\[ \t\]" } }
// { dg-final { scan-function-assembler load_seq_cst "atomlower: load 4 seq_cst\n\tmovl\[ \t\]" } }
// { dg-final { scan-function-assembler-not load_relaxed "xchg|mfence|lock" } }
// { dg-final { scan-function-assembler-not load_acquire "xchg|mfence|lock" } }
// { dg-final { scan-function-assembler fetch_add_relaxed "atomlower: fetch_add 4 relaxed\n\tlock xaddl\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_acquire "atomlower: fetch_add 4 acquire\n\tlock xaddl\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_release "atomlower: fetch_add 4 release\n\tlock xaddl\[ \t\]" } }
// { dg-final { scan-function-assembler exchange_relaxed "atomlower: exchange 4 relaxed\n\txchgl\[ \t\]" } }
// { dg-final { scan-function-assembler cas_release_relaxed "atomlower: compare_exchange 4 release/relaxed\n" } }
// { dg-final { scan-function-assembler cas_release_relaxed "lock cmpxchgl\[ \t\]" } }
// { dg-final { scan-assembler-not "mfence" } }

#include <atomic>

std::atomic<int> i;
std::atomic<long> l;
std::atomic<char> c;

extern "C" {
void store_relaxed (int x) { i.store (x, std::memory_order_relaxed); }
void store_release (int x) { i.store (x, std::memory_order_release); }
void store_seq_cst (int x) { i.store (x, std::memory_order_seq_cst); }
void store8_relaxed (long x) { l.store (x, std::memory_order_relaxed); }
void store1_release (char x) { c.store (x, std::memory_order_release); }
int load_relaxed () { return i.load (std::memory_order_relaxed); }
int load_acquire () { return i.load (std::memory_order_acquire); }
int load_seq_cst () { return i.load (std::memory_order_seq_cst); }
int fetch_add_relaxed (int x) { return i.fetch_add (x, std::memory_order_relaxed); }
int fetch_add_acquire (int x) { return i.fetch_add (x, std::memory_order_acquire); }
int fetch_add_release (int x) { return i.fetch_add (x, std::memory_order_release); }
int exchange_relaxed (int x) { return i.exchange (x, std::memory_order_relaxed); }
bool cas_release_relaxed (int e, int d)
{
  return i.compare_exchange_strong (e, d, std::memory_order_release, std::memory_order_relaxed);
}
}
