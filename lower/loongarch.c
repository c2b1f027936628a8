/* loongarch.c — the LoongArch64 mapping (LA64, the lp64d ABI: Debian loong64,
 * loongarch64-linux-gnu; -march=loongarch64, ISA v1.00, the compilers' default).
 *
 * Sources cited per row below:
 *  [GCC]   GCC 14's own LoongArch code: gcc/config/loongarch/sync.md (mem_thread_fence,
 *          atomic_load, atomic_store, atomic_<amop>, atomic_exchange,
 *          atomic_cas_value_strong, the masked atomic_cas_value_*_7 loops) and
 *          loongarch.cc (loongarch_print_operand 'G': a compare-exchange's barrier on
 *          failure).  Measured with Debian 13's loongarch64-linux-gnu-gcc 14.2 -O2 -S
 *          (docs/targets-loongarch.md):
 *            load   relaxed ld.{bu,hu,w,d} | acquire ld ; dbar 0x14
 *                   seq_cst dbar 0x11 ; ld ; dbar 0x14
 *            store  relaxed st.{b,h,w,d} | release dbar 0x12 ; st
 *                   seq_cst dbar 0x12 ; st ; dbar 0x18
 *            RMW    4/8 bytes add, and, or, xor, exchange: am<op>.{w,d} when relaxed,
 *                   am<op>_db.{w,d} for every other order; sub: amadd of the negation
 *            CAS    1: ll ; bne 2f ; move ; sc ; beqz 1b ; b 3f ;
 *                   2: dbar 0b10100 (the failure order acquires) | dbar 0x700 ; 3:
 *                   (no barrier before ll, none after the loop: [LLSC])
 *            nand, and 1- and 2-byte RMW, exchange and CAS: ll.w/sc.w loops (on the
 *                   aligned word for 1 and 2 bytes), no barrier but the CAS failure's;
 *                   test_and_set: amor[_db].w of 1 << shift on the aligned word
 *            fence  acquire dbar 0x14 | release dbar 0x12 | acq_rel, seq_cst dbar 0x10
 *          16 bytes: libatomic calls (LA64 has no 16-byte atomic).
 *  [LLSC]  GCC commit b8c198af32 ("LoongArch: Remove redundant barrier instructions
 *          before LL-SC loops", GCC 14): on LoongArch LL is a barrier followed by the
 *          load-exclusive and SC the store-conditional followed by a barrier; a failed
 *          compare-exchange skips the SC, so its failure path needs `dbar 0b10100`
 *          when the failure order acquires, and `dbar 0x700` (the same-address
 *          load-load barrier every LL/SC loop needs on LA v1.00 cores) otherwise.
 *  [ISA]   LoongArch Reference Manual, Volume 1 (v1.10): AM* instructions (am<op>[_db]
 *          .{w,d} rd, rk, rj: rd must differ from rk and rj; the _DB forms are also
 *          full barriers); LL.{W,D}/SC.{W,D} (SC writes 1 on success, 0 on failure,
 *          into its source register rd, so a value that must survive is copied first;
 *          the reservation covers at least the aligned word); DBAR hint encoding
 *          (bit 4: ordering, bits 3..0: do NOT order previous reads / previous writes /
 *          later reads / later writes), and v1.00 implementations run every hint as
 *          `dbar 0` (a full completion barrier).  No 128-bit LL/SC or AM.
 *  [LINUX] Linux arch/loongarch/include/asm/barrier.h (the same hint encoding:
 *          or_rw 0b10100 for acquire, orw_w 0b10010 for release, orwrw 0b10000 full;
 *          __WEAK_LLSC_MB `dbar 0x700`), asm/atomic.h (`am<op>_db.w $zero, val, mem`
 *          with the "ZB" constraint, "=&r" old values), asm/cmpxchg.h (`1: ll ; bne 2f ;
 *          move $t0, new ; sc $t0 ; beqz $t0, 1b ; 2: __WEAK_LLSC_MB`, "ZC").
 *
 * Registers.  Values of 1, 2 and 4 bytes live in 32-bit register operands (reg_width 4,
 * unsigned int).  GCC keeps every SImode value sign-extended in its 64-bit register (a
 * truncation from 64 bits is an slli.w; measured with GCC 14), and ll.w and the .w ALU forms
 * (add.w, sub.w, srl.w, sll.w) sign-extend their 32-bit results, and/or/xor/nor of two such
 * values stay sign-extended: 64-bit bne/beq compare 32-bit values correctly, as on MIPS64.
 * (GCC re-extends an asm's 32-bit outputs before a 64-bit use, and its own compare-exchange
 * the expected value with addi.w before the loop; neither is needed for the inputs here.)
 */
#include "internal.h"

#include <string.h>

static char wsfx(int w) { return w == 8 ? 'd' : 'w'; }
static const char *load_mn(int w)
{ return w == 1 ? "ld.bu" : w == 2 ? "ld.hu" : w == 4 ? "ld.w" : "ld.d"; }
static const char *store_mn(int w)
{ return w == 1 ? "st.b" : w == 2 ? "st.h" : w == 4 ? "st.w" : "st.d"; }
static int reg_width(int w) { return w < 4 ? 4 : w; }

/* [GCC sync.md; LINUX barrier.h] the dbar hints per order.  */
#define LA_ACQ     "dbar 0x14"     /* or_rw: after an acquire load; acquire fence */
#define LA_REL     "dbar 0x12"     /* orw_w: before a release store; release fence */
#define LA_SC_LD   "dbar 0x11"     /* before a seq_cst load: previous r/w before later reads */
#define LA_SC_ST   "dbar 0x18"     /* after a seq_cst store: previous writes before later r/w */
#define LA_FULL    "dbar 0x10"     /* orwrw: acq_rel and seq_cst fences */

/* am<op>[_db]: the _db form for every order but relaxed [GCC].  */
static const char *am_db(al_order o) { return o == AL_RELAXED ? "" : "_db"; }

/* ---- LL/SC fragments for the shared builders (llsc.c) ----------------------------- */

/* rw: register width (4: ll.w/sc.w, also for the masked 1/2-byte loops; 8: ll.d/sc.d).
 *   ll:    ll.{w,d} {d}, {m}                               [ISA; GCC; LINUX cmpxchg.h]
 *   sc:    sc.{w,d} {s}, {m}: the status (1: stored) overwrites the value [ISA];
 *          sc_copy `move {d}, {a}` first when the value must survive the loop [GCC's
 *          `or t, $zero, new`; LINUX `move $t0, new`]
 *   retry: beqz {s}, 1b
 *   fail:  the compare-exchange's failure path: dbar 0b10100 when the failure order
 *          acquires, else dbar 0x700; the success path branches past it [LLSC; GCC]
 *   no lead or trail: LL and SC are barriers themselves [LLSC]  */
static void fill_llsc(al_plan *p, const al_request *r, int rw)
{
  al_llsc *k = &p->llsc;
  k->lead = NULL;
  k->trail = NULL;
  if (r->op == AL_CAS)
    {
      k->fail = al_is_acquire(r->fail_order) ? "dbar 0b10100" : "dbar 0x700";
      k->skip = "b 4f";
    }
  k->ll = rw == 8 ? "ll.d %{d}, %{m}" : "ll.w %{d}, %{m}";
  k->sc = rw == 8 ? "sc.d %{s}, %{m}" : "sc.w %{s}, %{m}";
  k->sc_copy = "move %{d}, %{a}";
  k->retry = "beqz %{s}, 1b";
  k->add = rw == 8 ? "add.d %{d}, %{a}, %{b}" : "add.w %{d}, %{a}, %{b}";
  k->sub = rw == 8 ? "sub.d %{d}, %{a}, %{b}" : "sub.w %{d}, %{a}, %{b}";
  k->and_ = "and %{d}, %{a}, %{b}";
  k->or_ = "or %{d}, %{a}, %{b}";
  k->xor_ = "xor %{d}, %{a}, %{b}";
  k->not_ = "nor %{d}, %{a}, $zero";
  k->andc = "andn %{d}, %{a}, %{b}";
  k->srl = "srl.w %{d}, %{a}, %{b}";
  /* 32-bit values are sign-extended on both sides (file header, Registers).  */
  k->bne = "bne %{a}, %{b}, 2f";
  k->beq = "beq %{a}, %{b}, 3f";
  k->store_x = al_plan_text(p, "%s %%{a}, %%{x}", store_mn(r->width));
  k->xmem_c = NULL;
  k->mem_c = "ZC";          /* GCC's constraint for an LL/SC address (sync.md) */
  k->reg_c = "r";
  k->ptr_in_reg = false;
  k->status = true;
  k->cc = NULL;
  k->reg_width = rw;
  k->object_mem = true;
}

/* ---- loads, stores, fences [GCC sync.md] ----------------------------------------- */

/*   [dbar 0x11]  ld.{bu,hu,w,d} res, mem  [dbar 0x14]  (seq_cst: both; acquire: the second) */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", reg_width(r->width));
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", r->width);
  if (r->order == AL_SEQ_CST)
    al_insn(s, LA_SC_LD);
  al_insn(s, "%s %%%d, %%%d", load_mn(r->width), res, mem);
  if (al_is_acquire(r->order))
    al_insn(s, LA_ACQ);
}

/*   [dbar 0x12]  st.{b,h,w,d} val, mem  [dbar 0x18]    (release: the first; seq_cst: both) */
static void store(const al_target *t, const al_request *r, al_seq *s, bool zero)
{
  (void) t;
  int w = r->width;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=m", w);
  int val = zero ? al_in_imm(s, "rJ", reg_width(w), 0)
                 : al_in(s, AL_R_VAL, AL_WHOLE, "rJ", reg_width(w));
  if (al_is_release(r->order))
    al_insn(s, LA_REL);
  al_insn(s, "%s %%z%d, %%%d", store_mn(w), val, mem);
  if (r->order == AL_SEQ_CST)
    al_insn(s, LA_SC_ST);
}

static void la_fence(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  if (r->op != AL_THREAD_FENCE)
    return;
  switch (r->order)
    {
    case AL_RELAXED: break;
    case AL_CONSUME:
    case AL_ACQUIRE: al_insn(s, LA_ACQ); break;
    case AL_RELEASE: al_insn(s, LA_REL); break;
    case AL_ACQ_REL:
    case AL_SEQ_CST: al_insn(s, LA_FULL); break;
    }
}

/* ---- AM instructions (4 and 8 bytes) [ISA; GCC; LINUX atomic.h] -------------------- */

static const char *const am_op[AL_N_ARITH] = {
  [AL_ADD] = "amadd", [AL_SUB] = "amadd", [AL_AND] = "amand",
  [AL_OR] = "amor", [AL_XOR] = "amxor", [AL_NAND] = NULL,
};

/* fetch_op / op_fetch for add, sub, and, or, xor:
 *   [sub.{w,d} neg, $zero, val]        (sub: add the negation; a constant is negated here)
 *   am<op>[_db].{w,d} old|$zero, val|neg, mem
 *   [<op> res, old, val|neg]           (op_fetch: the new value)
 * old is early-clobbered: rd may be neither rk nor rj [ISA].  */
static void am_rmw(const al_target *t, const al_request *r, al_seq *s)
{
  static const char *const alu4[AL_N_ARITH] = {
    [AL_ADD] = "add.w", [AL_SUB] = "add.w", [AL_AND] = "and", [AL_OR] = "or", [AL_XOR] = "xor" };
  static const char *const alu8[AL_N_ARITH] = {
    [AL_ADD] = "add.d", [AL_SUB] = "add.d", [AL_AND] = "and", [AL_OR] = "or", [AL_XOR] = "xor" };
  (void) t;
  int w = r->width;
  bool used = r->use != AL_USE_NONE, newv = r->op == AL_OP_FETCH && used;
  bool sub = r->arith == AL_SUB, neg_const = sub && r->val_const;
  s->use = used ? AL_USE_VALUE : AL_USE_NONE;
  int old = used ? al_out(s, newv ? AL_R_SCRATCH : AL_R_RESULT, AL_WHOLE, "=&r", w) : -1;
  int res = newv ? al_out(s, AL_R_RESULT, AL_WHOLE, "=r", w) : -1;
  int neg = sub && !neg_const ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", w) : -1;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+ZB", w);
  int val = neg_const ? al_in_imm(s, "r", w, -r->val) : al_in(s, AL_R_VAL, AL_WHOLE, "r", w);
  int src = neg >= 0 ? neg : val;
  if (neg >= 0)
    al_insn(s, "sub.%c %%%d, $zero, %%%d", wsfx(w), neg, val);
  if (old >= 0)
    al_insn(s, "%s%s.%c %%%d, %%%d, %%%d", am_op[r->arith], am_db(r->order), wsfx(w),
            old, src, mem);
  else
    al_insn(s, "%s%s.%c $zero, %%%d, %%%d", am_op[r->arith], am_db(r->order), wsfx(w),
            src, mem);
  if (newv)
    al_insn(s, "%s %%%d, %%%d, %%%d", (w == 4 ? alu4 : alu8)[r->arith], res, old, src);
}

/*   amswap[_db].{w,d} old|$zero, val, mem                       [GCC; ISA] */
static void am_swap(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int w = r->width;
  bool used = r->use != AL_USE_NONE;
  s->use = used ? AL_USE_VALUE : AL_USE_NONE;
  int old = used ? al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", w) : -1;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+ZB", w);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, "r", w);
  if (old >= 0)
    al_insn(s, "amswap%s.%c %%%d, %%%d, %%%d", am_db(r->order), wsfx(w), old, val, mem);
  else
    al_insn(s, "amswap%s.%c $zero, %%%d, %%%d", am_db(r->order), wsfx(w), val, mem);
}

/* test_and_set on the byte, through its aligned word, as GCC 14 does [GCC]:
 *   ori bit, $zero, 1 ; sll.w bit, bit, shift
 *   amor[_db].w old, bit, word
 *   srl.w old, old, shift          (the old byte in the low bits)
 * One AM instruction on the whole word: the word's other bytes are or'ed with 0.  The
 * result is bound at width 1: the plugin takes the old byte (0 or 1, the object holds
 * nothing else) from the low byte (llsc.c, al_llsc_xchg).  */
static void test_and_set(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  s->use = AL_USE_VALUE;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 1);
  int bit = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  int m = al_out(s, AL_R_WMEM, AL_WHOLE, "+ZB", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+m", 1);   /* the byte itself (llsc.c, object_operand) */
  int shift = al_in(s, AL_R_SHIFT, AL_WHOLE, "r", 4);
  al_insn(s, "ori %%%d, $zero, 1", bit);
  al_insn(s, "sll.w %%%d, %%%d, %%%d", bit, bit, shift);
  al_insn(s, "amor%s.w %%%d, %%%d, %%%d", am_db(r->order), old, bit, m);
  al_insn(s, "srl.w %%%d, %%%d, %%%d", old, old, shift);
}

/* ---- dispatch ------------------------------------------------------------------- */

static void la_plan(const al_target *t, const al_request *r, al_plan *p)
{
  (void) t;
  bool sub_word = r->width < 4;
  if (r->width == 16)
    al_plan_shim(p, "LoongArch64 has no 16-byte LL/SC or AM instruction");
  else if (al_is_access(r))
    return;   /* the descriptor's load and store (lower.c) */
  else if (r->op == AL_TEST_AND_SET)
    al_plan_emit(p, AL_K_NATIVE, NULL, test_and_set);
  else if (!sub_word && r->op == AL_EXCHANGE)
    al_plan_emit(p, AL_K_NATIVE, NULL, am_swap);
  else if (!sub_word && (r->op == AL_FETCH_OP || r->op == AL_OP_FETCH) && am_op[r->arith])
    al_plan_emit(p, AL_K_NATIVE, NULL, am_rmw);
  else
    {
      /* nand, compare-exchange, and every 1- and 2-byte read-modify-write: LL/SC
         loops, on the aligned word for 1 and 2 bytes (llsc.c, al_llsc_expand)  */
      p->kind = sub_word ? AL_K_MASKED_LLSC : AL_K_LLSC;
      fill_llsc(p, r, reg_width(r->width));
    }
}

/* Lock-free and inline: 1, 2, 4 and 8 bytes when aligned; never 16 (GCC: libatomic
   calls, __GCC_ATOMIC_LLONG_LOCK_FREE 2 and no 16-byte CAS macro; the runtime locks).  */
static int la_is_lock_free(const al_target *t, int width, int align)
{
  (void) t;
  return al_lock_free_upto(width, align, 8);
}

/* GCC 13 and 14 call libatomic for 16 bytes only; 1- and 2-byte objects are masked
   loops inline [measured, docs/targets-loongarch.md].  */
static bool la_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) t;
  (void) gcc;
  return al_calls_out_from(r, 16);
}

/* From GCC's predefined macros: __loongarch__ with a 64-bit GPR and the LP64 ABI.
   Each answer is read before the next lookup (it may be a static buffer).  */
static bool la_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  if (!lookup(ctx, "__loongarch__") || !lookup(ctx, "__loongarch_lp64"))
    return false;
  const char *grlen = lookup(ctx, "__loongarch_grlen");
  return grlen && !strcmp(grlen, "64");
}

/* Memory barriers (al_arch_desc.barriers): dbar, whatever its hint.  */
static const char *const la_barriers[] = { "dbar", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): dbar, whatever its hint.  */
static const char la_ordered[] = "[[:space:]]dbar";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row la_merges[] = {
  AL_MERGE_SAME("dbar 0", "LoongArch Reference Manual vol. 1, DBAR (one hint twice)"),
  AL_MERGE_SAME("dbar 0x700", "LoongArch Reference Manual vol. 1, DBAR (one hint twice)"),
  AL_MERGE_SAME("dbar 0b10100", "LoongArch Reference Manual vol. 1, DBAR (one hint twice)"),
  AL_MERGE_SAME("dbar 0x12", "LoongArch Reference Manual vol. 1, DBAR (one hint twice)"),
  AL_MERGE_SAME("dbar 0x14", "LoongArch Reference Manual vol. 1, DBAR (one hint twice)"),
  AL_MERGE_SAME("dbar 0x18", "LoongArch Reference Manual vol. 1, DBAR (one hint twice)"),
  AL_MERGE_SAME("dbar 0x11", "LoongArch Reference Manual vol. 1, DBAR (one hint twice)"),
  AL_MERGE_SAME("dbar 0x10", "LoongArch Reference Manual vol. 1, DBAR (one hint twice)"),
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_loongarch64 = {
  .name = "la64",
  .file = "loongarch.c",
  .comment = "#",
  .big_endian = false,
  .int128 = true,
  .herd = NULL,
  .barriers = la_barriers,
  .ordered = la_ordered,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = la_detect,
  .plan = la_plan,
  .load = load,
  .store = store,
  .fence = la_fence,
  .is_lock_free = la_is_lock_free,
  .gcc_calls_out = la_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .merges = la_merges,
};
