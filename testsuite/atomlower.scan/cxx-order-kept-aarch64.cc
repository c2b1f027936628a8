// AArch64 with GCC's default -moutline-atomics (forced here with -march=armv8-a, so every board
// checks the same code): a std::atomic member function called with a constant order at -O2 gets
// the acquire/release form of exactly that order -- the order is a constant only once the member
// function is inlined into the caller -- both in the LSE instruction and in the LL/SC loop the
// __aarch64_have_lse_atomics test chooses between, and no helper call (docs/targets-arm.md):
//   fetch_add  ldadd/ldadda/ldaddl/ldaddal   ldxr|ldaxr + stxr|stlxr
//   exchange   swp/swpa/swpl/swpal           compare_exchange  cas/casa/casl/casal
//   load       ldr (relaxed), ldar           store             str (relaxed), stlr
//   16 bytes   load ldxp (relaxed) / ldaxp + stxp; store stxp (relaxed) / stlxp
// A relaxed operation has no acquire or release form and no barrier.
// { dg-do compile { target aarch64*-*-* } }
// -fno-ipa-icf: functions with the same sequence (acq_rel and seq_cst) stay apart.
// { dg-options "-O2 -march=armv8-a -moutline-atomics -fno-ipa-icf" }
// { dg-final { scan-function-assembler fetch_add_relaxed "atomlower: fetch_add 4 relaxed" } }
// { dg-final { scan-function-assembler fetch_add_relaxed "ldadd\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_relaxed "ldxr\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_relaxed "stxr\[ \t\]" } }
// { dg-final { scan-function-assembler-not fetch_add_relaxed "ldadda\[ \t\]|ldaddal\[ \t\]|ldaddl\[ \t\]|ldaxr\[ \t\]|stlxr\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_acquire "atomlower: fetch_add 4 acquire" } }
// { dg-final { scan-function-assembler fetch_add_acquire "ldadda\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_acquire "ldaxr\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_acquire "stxr\[ \t\]" } }
// { dg-final { scan-function-assembler-not fetch_add_acquire "ldadd\[ \t\]|ldaddal\[ \t\]|ldaddl\[ \t\]|ldxr\[ \t\]|stlxr\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_release "atomlower: fetch_add 4 release" } }
// { dg-final { scan-function-assembler fetch_add_release "ldaddl\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_release "ldxr\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_release "stlxr\[ \t\]" } }
// { dg-final { scan-function-assembler-not fetch_add_release "ldadd\[ \t\]|ldadda\[ \t\]|ldaddal\[ \t\]|ldaxr\[ \t\]|stxr\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_acq_rel "atomlower: fetch_add 4 acq_rel" } }
// { dg-final { scan-function-assembler fetch_add_acq_rel "ldaddal\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_acq_rel "ldaxr\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_acq_rel "stlxr\[ \t\]" } }
// { dg-final { scan-function-assembler-not fetch_add_acq_rel "ldadd\[ \t\]|ldadda\[ \t\]|ldaddl\[ \t\]|ldxr\[ \t\]|stxr\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_seq_cst "atomlower: fetch_add 4 seq_cst" } }
// { dg-final { scan-function-assembler fetch_add_seq_cst "ldaddal\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_seq_cst "ldaxr\[ \t\]" } }
// { dg-final { scan-function-assembler fetch_add_seq_cst "stlxr\[ \t\]" } }
// { dg-final { scan-function-assembler-not fetch_add_seq_cst "ldadd\[ \t\]|ldadda\[ \t\]|ldaddl\[ \t\]|ldxr\[ \t\]|stxr\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler exchange_relaxed "atomlower: exchange 4 relaxed" } }
// { dg-final { scan-function-assembler exchange_relaxed "swp\[ \t\]" } }
// { dg-final { scan-function-assembler-not exchange_relaxed "swpa\[ \t\]|swpal\[ \t\]|swpl\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler exchange_acquire "atomlower: exchange 4 acquire" } }
// { dg-final { scan-function-assembler exchange_acquire "swpa\[ \t\]" } }
// { dg-final { scan-function-assembler-not exchange_acquire "swp\[ \t\]|swpal\[ \t\]|swpl\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler exchange_release "atomlower: exchange 4 release" } }
// { dg-final { scan-function-assembler exchange_release "swpl\[ \t\]" } }
// { dg-final { scan-function-assembler-not exchange_release "swp\[ \t\]|swpa\[ \t\]|swpal\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler exchange_seq_cst "atomlower: exchange 4 seq_cst" } }
// { dg-final { scan-function-assembler exchange_seq_cst "swpal\[ \t\]" } }
// { dg-final { scan-function-assembler-not exchange_seq_cst "swp\[ \t\]|swpa\[ \t\]|swpl\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler cas_relaxed_relaxed "atomlower: compare_exchange 4 relaxed/relaxed" } }
// { dg-final { scan-function-assembler cas_relaxed_relaxed "cas\[ \t\]" } }
// { dg-final { scan-function-assembler-not cas_relaxed_relaxed "casa\[ \t\]|casal\[ \t\]|casl\[ \t\]|ldaxr\[ \t\]|stlxr\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler cas_acquire_acquire "atomlower: compare_exchange 4 acquire/acquire" } }
// { dg-final { scan-function-assembler cas_acquire_acquire "casa\[ \t\]" } }
// { dg-final { scan-function-assembler-not cas_acquire_acquire "cas\[ \t\]|casal\[ \t\]|casl\[ \t\]|stlxr\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler cas_release_relaxed "atomlower: compare_exchange 4 release/relaxed" } }
// { dg-final { scan-function-assembler cas_release_relaxed "casl\[ \t\]" } }
// { dg-final { scan-function-assembler-not cas_release_relaxed "cas\[ \t\]|casa\[ \t\]|casal\[ \t\]|ldaxr\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler cas_acq_rel_acquire "atomlower: compare_exchange 4 acq_rel/acquire" } }
// { dg-final { scan-function-assembler cas_acq_rel_acquire "casal\[ \t\]" } }
// { dg-final { scan-function-assembler-not cas_acq_rel_acquire "cas\[ \t\]|casa\[ \t\]|casl\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler cas_seq_cst_seq_cst "atomlower: compare_exchange 4 seq_cst/seq_cst" } }
// { dg-final { scan-function-assembler cas_seq_cst_seq_cst "casal\[ \t\]" } }
// { dg-final { scan-function-assembler-not cas_seq_cst_seq_cst "cas\[ \t\]|casa\[ \t\]|casl\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler load_relaxed "atomlower: load 4 relaxed" } }
// { dg-final { scan-function-assembler load_relaxed "ldr\[ \t\]" } }
// { dg-final { scan-function-assembler-not load_relaxed "ldar|ldapr|dmb" } }
// { dg-final { scan-function-assembler load_acquire "atomlower: load 4 acquire" } }
// { dg-final { scan-function-assembler load_acquire "ldar\[ \t\]" } }
// { dg-final { scan-function-assembler-not load_acquire "ldr\[ \t\]|ldapr|dmb" } }
// { dg-final { scan-function-assembler load_seq_cst "atomlower: load 4 seq_cst" } }
// { dg-final { scan-function-assembler load_seq_cst "ldar\[ \t\]" } }
// { dg-final { scan-function-assembler-not load_seq_cst "ldr\[ \t\]|ldapr|dmb" } }
// { dg-final { scan-function-assembler store_relaxed "atomlower: store 4 relaxed" } }
// { dg-final { scan-function-assembler store_relaxed "str\[ \t\]" } }
// { dg-final { scan-function-assembler-not store_relaxed "stlr|dmb" } }
// { dg-final { scan-function-assembler store_release "atomlower: store 4 release" } }
// { dg-final { scan-function-assembler store_release "stlr\[ \t\]" } }
// { dg-final { scan-function-assembler-not store_release "str\[ \t\]|dmb" } }
// { dg-final { scan-function-assembler store_seq_cst "atomlower: store 4 seq_cst" } }
// { dg-final { scan-function-assembler store_seq_cst "stlr\[ \t\]" } }
// { dg-final { scan-function-assembler-not store_seq_cst "str\[ \t\]|dmb" } }
// { dg-final { scan-function-assembler load16_relaxed "atomlower: load 16 relaxed" } }
// { dg-final { scan-function-assembler load16_relaxed "ldxp\[ \t\]" } }
// { dg-final { scan-function-assembler-not load16_relaxed "ldaxp\[ \t\]|stlxp|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler load16_acquire "atomlower: load 16 acquire" } }
// { dg-final { scan-function-assembler load16_acquire "ldaxp\[ \t\]" } }
// { dg-final { scan-function-assembler-not load16_acquire "ldxp\[ \t\]|stlxp|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler load16_seq_cst "atomlower: load 16 seq_cst" } }
// { dg-final { scan-function-assembler load16_seq_cst "ldaxp\[ \t\]" } }
// { dg-final { scan-function-assembler-not load16_seq_cst "ldxp\[ \t\]|stlxp|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler store16_relaxed "atomlower: store 16 relaxed" } }
// { dg-final { scan-function-assembler store16_relaxed "stxp\[ \t\]" } }
// { dg-final { scan-function-assembler store16_relaxed "ldxp\[ \t\]" } }
// { dg-final { scan-function-assembler-not store16_relaxed "stlxp\[ \t\]|ldaxp\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler store16_release "atomlower: store 16 release" } }
// { dg-final { scan-function-assembler store16_release "stlxp\[ \t\]" } }
// { dg-final { scan-function-assembler store16_release "ldxp\[ \t\]" } }
// { dg-final { scan-function-assembler-not store16_release "stxp\[ \t\]|ldaxp\[ \t\]|dmb|bl\[ \t\]" } }
// { dg-final { scan-function-assembler store16_seq_cst "atomlower: store 16 seq_cst" } }
// { dg-final { scan-function-assembler store16_seq_cst "stlxp\[ \t\]" } }
// { dg-final { scan-function-assembler store16_seq_cst "ldaxp\[ \t\]" } }
// { dg-final { scan-function-assembler-not store16_seq_cst "stxp\[ \t\]|ldxp\[ \t\]|dmb|bl\[ \t\]" } }

#include <atomic>

constexpr std::memory_order rlx = std::memory_order_relaxed, con = std::memory_order_consume,
  acq = std::memory_order_acquire, rel = std::memory_order_release,
  ar = std::memory_order_acq_rel, sc = std::memory_order_seq_cst;

typedef unsigned __int128 u128;
std::atomic<int> i;
std::atomic<u128> w;

extern "C" {
int fetch_add_relaxed (int x) { return i.fetch_add (x, rlx); }
int fetch_add_acquire (int x) { return i.fetch_add (x, acq); }
int fetch_add_release (int x) { return i.fetch_add (x, rel); }
int fetch_add_acq_rel (int x) { return i.fetch_add (x, ar); }
int fetch_add_seq_cst (int x) { return i.fetch_add (x, sc); }
int exchange_relaxed (int x) { return i.exchange (x, rlx); }
int exchange_acquire (int x) { return i.exchange (x, acq); }
int exchange_release (int x) { return i.exchange (x, rel); }
int exchange_seq_cst (int x) { return i.exchange (x, sc); }
bool cas_relaxed_relaxed (int e, int d) { return i.compare_exchange_strong (e, d, rlx, rlx); }
bool cas_acquire_acquire (int e, int d) { return i.compare_exchange_strong (e, d, acq, acq); }
bool cas_release_relaxed (int e, int d) { return i.compare_exchange_strong (e, d, rel, rlx); }
bool cas_acq_rel_acquire (int e, int d) { return i.compare_exchange_strong (e, d, ar, acq); }
bool cas_seq_cst_seq_cst (int e, int d) { return i.compare_exchange_strong (e, d, sc, sc); }
int load_relaxed () { return i.load (rlx); }
int load_acquire () { return i.load (acq); }
int load_seq_cst () { return i.load (sc); }
void store_relaxed (int x) { i.store (x, rlx); }
void store_release (int x) { i.store (x, rel); }
void store_seq_cst (int x) { i.store (x, sc); }
u128 load16_relaxed () { return w.load (rlx); }
u128 load16_acquire () { return w.load (acq); }
u128 load16_seq_cst () { return w.load (sc); }
void store16_relaxed (u128 x) { w.store (x, rlx); }
void store16_release (u128 x) { w.store (x, rel); }
void store16_seq_cst (u128 x) { w.store (x, sc); }
}
