// Every std::atomic<int> member function, std::atomic_flag member and std::atomic_thread_fence,
// called with a constant memory order at -O2: the order is a constant only once the library's
// member function is inlined into the caller, and the plugin's sequence must carry that order,
// the one the program wrote -- its tag names it (consume shown as acquire; the one-order
// compare_exchange with the failure order the library derives) -- never the seq_cst of an order
// it could not see.  Each extern "C" function holds exactly one site, so the file has one tag per
// function.  (The instructions per order: cxx-order-kept-aarch64.cc, cxx-order-kept-x86.cc.)
// { dg-do compile }
// -fno-ipa-icf: functions with the same sequence (load consume and acquire) stay apart.
// { dg-options "-O2 -std=gnu++2a -fno-ipa-icf" }
// { dg-final { scan-function-assembler-times load_relaxed "atomlower: load 4 relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times load_consume "atomlower: load 4 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times load_acquire "atomlower: load 4 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times load_seq_cst "atomlower: load 4 seq_cst\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times store_relaxed "atomlower: store 4 relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times store_release "atomlower: store 4 release\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times store_seq_cst "atomlower: store 4 seq_cst\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times exchange_relaxed "atomlower: exchange 4 relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times exchange_consume "atomlower: exchange 4 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times exchange_acquire "atomlower: exchange 4 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times exchange_release "atomlower: exchange 4 release\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times exchange_acq_rel "atomlower: exchange 4 acq_rel\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times exchange_seq_cst "atomlower: exchange 4 seq_cst\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_add_relaxed "atomlower: fetch_add 4 relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_add_consume "atomlower: fetch_add 4 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_add_acquire "atomlower: fetch_add 4 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_add_release "atomlower: fetch_add 4 release\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_add_acq_rel "atomlower: fetch_add 4 acq_rel\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_add_seq_cst "atomlower: fetch_add 4 seq_cst\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_sub_relaxed "atomlower: fetch_sub 4 relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_sub_acquire "atomlower: fetch_sub 4 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_sub_release "atomlower: fetch_sub 4 release\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_and_relaxed "atomlower: fetch_and 4 relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_and_acquire "atomlower: fetch_and 4 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_and_release "atomlower: fetch_and 4 release\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_or_relaxed "atomlower: fetch_or 4 relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_or_acquire "atomlower: fetch_or 4 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_or_release "atomlower: fetch_or 4 release\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_xor_relaxed "atomlower: fetch_xor 4 relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_xor_acquire "atomlower: fetch_xor 4 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fetch_xor_release "atomlower: fetch_xor 4 release\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_relaxed_relaxed "atomlower: compare_exchange 4 relaxed/relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_consume_relaxed "atomlower: compare_exchange 4 acquire/relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_consume_consume "atomlower: compare_exchange 4 acquire/acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_acquire_relaxed "atomlower: compare_exchange 4 acquire/relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_acquire_consume "atomlower: compare_exchange 4 acquire/acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_acquire_acquire "atomlower: compare_exchange 4 acquire/acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_release_relaxed "atomlower: compare_exchange 4 release/relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_acq_rel_relaxed "atomlower: compare_exchange 4 acq_rel/relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_acq_rel_consume "atomlower: compare_exchange 4 acq_rel/acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_acq_rel_acquire "atomlower: compare_exchange 4 acq_rel/acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_seq_cst_relaxed "atomlower: compare_exchange 4 seq_cst/relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_seq_cst_consume "atomlower: compare_exchange 4 seq_cst/acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_seq_cst_acquire "atomlower: compare_exchange 4 seq_cst/acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_seq_cst_seq_cst "atomlower: compare_exchange 4 seq_cst/seq_cst\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_weak_relaxed "atomlower: compare_exchange 4 relaxed/relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_weak_consume "atomlower: compare_exchange 4 acquire/acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_weak_acquire "atomlower: compare_exchange 4 acquire/acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_weak_release "atomlower: compare_exchange 4 release/relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_weak_acq_rel "atomlower: compare_exchange 4 acq_rel/acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times cas_weak_seq_cst "atomlower: compare_exchange 4 seq_cst/seq_cst\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times flag_tas_relaxed "atomlower: test_and_set 1 relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times flag_tas_acquire "atomlower: test_and_set 1 acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times flag_tas_release "atomlower: test_and_set 1 release\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times flag_tas_seq_cst "atomlower: test_and_set 1 seq_cst\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times flag_clear_relaxed "atomlower: clear 1 relaxed\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times flag_clear_release "atomlower: clear 1 release\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times flag_clear_seq_cst "atomlower: clear 1 seq_cst\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times flag_test_relaxed "atomlower: load 1 relaxed\[ \t\]*\n" 1 { target cxx_atomic_flag_test } } }
// { dg-final { scan-function-assembler-times flag_test_acquire "atomlower: load 1 acquire\[ \t\]*\n" 1 { target cxx_atomic_flag_test } } }
// { dg-final { scan-function-assembler-times flag_test_seq_cst "atomlower: load 1 seq_cst\[ \t\]*\n" 1 { target cxx_atomic_flag_test } } }
// { dg-final { scan-function-assembler-times fence_acquire "atomlower: thread_fence acquire\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fence_release "atomlower: thread_fence release\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fence_acq_rel "atomlower: thread_fence acq_rel\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times fence_seq_cst "atomlower: thread_fence seq_cst\[ \t\]*\n" 1 } }
// { dg-final { scan-function-assembler-times increment "atomlower: add_fetch 4 seq_cst\[ \t\]*\n" 1 } }
// { dg-final { scan-assembler-times "atomlower: " 66 { target cxx_atomic_flag_test } } }
// { dg-final { scan-assembler-times "atomlower: " 63 { target { ! cxx_atomic_flag_test } } } }

#include <atomic>

constexpr std::memory_order rlx = std::memory_order_relaxed, con = std::memory_order_consume,
  acq = std::memory_order_acquire, rel = std::memory_order_release,
  ar = std::memory_order_acq_rel, sc = std::memory_order_seq_cst;

std::atomic<int> v;
std::atomic_flag f;

extern "C" {
int load_relaxed () { return v.load (rlx); }
int load_consume () { return v.load (con); }
int load_acquire () { return v.load (acq); }
int load_seq_cst () { return v.load (sc); }
void store_relaxed (int x) { v.store (x, rlx); }
void store_release (int x) { v.store (x, rel); }
void store_seq_cst (int x) { v.store (x, sc); }
int exchange_relaxed (int x) { return v.exchange (x, rlx); }
int exchange_consume (int x) { return v.exchange (x, con); }
int exchange_acquire (int x) { return v.exchange (x, acq); }
int exchange_release (int x) { return v.exchange (x, rel); }
int exchange_acq_rel (int x) { return v.exchange (x, ar); }
int exchange_seq_cst (int x) { return v.exchange (x, sc); }
int fetch_add_relaxed (int x) { return v.fetch_add (x, rlx); }
int fetch_add_consume (int x) { return v.fetch_add (x, con); }
int fetch_add_acquire (int x) { return v.fetch_add (x, acq); }
int fetch_add_release (int x) { return v.fetch_add (x, rel); }
int fetch_add_acq_rel (int x) { return v.fetch_add (x, ar); }
int fetch_add_seq_cst (int x) { return v.fetch_add (x, sc); }
int fetch_sub_relaxed (int x) { return v.fetch_sub (x, rlx); }
int fetch_sub_acquire (int x) { return v.fetch_sub (x, acq); }
int fetch_sub_release (int x) { return v.fetch_sub (x, rel); }
int fetch_and_relaxed (int x) { return v.fetch_and (x, rlx); }
int fetch_and_acquire (int x) { return v.fetch_and (x, acq); }
int fetch_and_release (int x) { return v.fetch_and (x, rel); }
int fetch_or_relaxed (int x) { return v.fetch_or (x, rlx); }
int fetch_or_acquire (int x) { return v.fetch_or (x, acq); }
int fetch_or_release (int x) { return v.fetch_or (x, rel); }
int fetch_xor_relaxed (int x) { return v.fetch_xor (x, rlx); }
int fetch_xor_acquire (int x) { return v.fetch_xor (x, acq); }
int fetch_xor_release (int x) { return v.fetch_xor (x, rel); }
bool cas_relaxed_relaxed (int e, int d) { return v.compare_exchange_strong (e, d, rlx, rlx); }
bool cas_consume_relaxed (int e, int d) { return v.compare_exchange_strong (e, d, con, rlx); }
bool cas_consume_consume (int e, int d) { return v.compare_exchange_strong (e, d, con, con); }
bool cas_acquire_relaxed (int e, int d) { return v.compare_exchange_strong (e, d, acq, rlx); }
bool cas_acquire_consume (int e, int d) { return v.compare_exchange_strong (e, d, acq, con); }
bool cas_acquire_acquire (int e, int d) { return v.compare_exchange_strong (e, d, acq, acq); }
bool cas_release_relaxed (int e, int d) { return v.compare_exchange_strong (e, d, rel, rlx); }
bool cas_acq_rel_relaxed (int e, int d) { return v.compare_exchange_strong (e, d, ar, rlx); }
bool cas_acq_rel_consume (int e, int d) { return v.compare_exchange_strong (e, d, ar, con); }
bool cas_acq_rel_acquire (int e, int d) { return v.compare_exchange_strong (e, d, ar, acq); }
bool cas_seq_cst_relaxed (int e, int d) { return v.compare_exchange_strong (e, d, sc, rlx); }
bool cas_seq_cst_consume (int e, int d) { return v.compare_exchange_strong (e, d, sc, con); }
bool cas_seq_cst_acquire (int e, int d) { return v.compare_exchange_strong (e, d, sc, acq); }
bool cas_seq_cst_seq_cst (int e, int d) { return v.compare_exchange_strong (e, d, sc, sc); }
bool cas_weak_relaxed (int e, int d) { return v.compare_exchange_weak (e, d, rlx); }
bool cas_weak_consume (int e, int d) { return v.compare_exchange_weak (e, d, con); }
bool cas_weak_acquire (int e, int d) { return v.compare_exchange_weak (e, d, acq); }
bool cas_weak_release (int e, int d) { return v.compare_exchange_weak (e, d, rel); }
bool cas_weak_acq_rel (int e, int d) { return v.compare_exchange_weak (e, d, ar); }
bool cas_weak_seq_cst (int e, int d) { return v.compare_exchange_weak (e, d, sc); }
bool flag_tas_relaxed () { return f.test_and_set (rlx); }
bool flag_tas_acquire () { return f.test_and_set (acq); }
bool flag_tas_release () { return f.test_and_set (rel); }
bool flag_tas_seq_cst () { return f.test_and_set (sc); }
void flag_clear_relaxed () { f.clear (rlx); }
void flag_clear_release () { f.clear (rel); }
void flag_clear_seq_cst () { f.clear (sc); }
#ifdef __cpp_lib_atomic_flag_test	// C++20's atomic_flag::test: libstdc++ 11 and later
bool flag_test_relaxed () { return f.test (rlx); }
bool flag_test_acquire () { return f.test (acq); }
bool flag_test_seq_cst () { return f.test (sc); }
#endif
void fence_acquire () { std::atomic_thread_fence (acq); }
void fence_release () { std::atomic_thread_fence (rel); }
void fence_acq_rel () { std::atomic_thread_fence (ar); }
void fence_seq_cst () { std::atomic_thread_fence (sc); }
int increment () { return ++v; }
}
