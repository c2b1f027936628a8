/* aarch64.c — the AArch64 mapping.
 *
 * Sources cited per row below:
 *  [ARM-B2.2]  Arm ARM (DDI 0487) B2.2.1 "Requirements for single-copy atomicity":
 *              aligned LDR/STR of 1, 2, 4, 8 bytes and LDAR/STLR/LDAPR are single-copy
 *              atomic; LDXP/LDAXP is single-copy atomic for 16 bytes only when the
 *              paired STXP/STLXP succeeds; with FEAT_LSE2 an aligned LDP/STP of two
 *              64-bit registers is single-copy atomic (B2.2.1.1).
 *  [ARM-B2.3]  Arm ARM B2.3 "Definition of the Armv8 memory model": Load-Acquire
 *              (LDAR, LDAXR), Store-Release (STLR, STLXR) are RCsc: a Store-Release
 *              followed by a Load-Acquire is not reordered; LDAPR (FEAT_LRCPC) is
 *              RCpc: it may be reordered with an earlier STLR to another address.
 *  [ARM-C6]    Arm ARM C6.2 instruction pages: LDXR/STXR{B,H}, LDAXR/STLXR, LDXP/STXP,
 *              LDAR/STLR, LDAPR (FEAT_LRCPC), LDADD/LDCLR/LDEOR/LDSET/SWP/CAS/CASP with
 *              A/L/AL suffixes (FEAT_LSE); "If the destination register is one of WZR
 *              or XZR, LDADDA and LDADDAL do not have acquire semantics" (ST<op> are
 *              those aliases: only the plain and L forms are used).  CASP needs even
 *              register pairs (GCC allocates 16-byte values in even pairs).
 *  [CAM-v8]    Cambridge "C/C++11 mappings to processors", ARMv8 AArch64 table:
 *              load relaxed LDR, acquire LDAR, seq_cst LDAR; store relaxed STR,
 *              release/seq_cst STLR; RMW: LDXR/STXR with A on acquire and L on release
 *              (acq_rel and seq_cst: LDAXR/STLXR); fence acquire DMB ISHLD, release,
 *              acq_rel and seq_cst DMB ISH.
 *  [LIBAT-LSE2] GCC's libatomic config/linux/aarch64/atomic_16.S (LSE2 path): 16-byte
 *              load relaxed LDP, acquire LDP;DMB ISHLD, seq_cst LDAR;LDP;DMB ISHLD (the
 *              LDAR keeps an earlier STLR before it); store release DMB ISH;STP,
 *              seq_cst DMB ISH;STP;DMB ISH.
 *  [LIBGCC-LSE] libgcc config/aarch64/lse.S and lse-init.c: -moutline-atomics helpers
 *              test the byte __aarch64_have_lse_atomics (set by a constructor from
 *              AT_HWCAP & HWCAP_ATOMICS) and run the LSE instruction or an LL/SC loop.
 *  [ABI-A64]   Arm "C/C++ Atomics ABI for the Arm 64-bit Architecture" (atomicsabi64,
 *              release 2025Q4, 128-bit types table): FEAT_LSE128 exchange MOV;MOV;SWPP
 *              with A on acquire, L on release (acq_rel and seq_cst SWPPAL); fetch_or
 *              LDSETP{,A,L,AL}, fetch_and MVN;MVN;LDCLRP{,A,L,AL} (the other fetch_ops
 *              have no LSE128 row); FEAT_LRCPC3 load acquire LDIAPP, load seq_cst
 *              LDAR;LDIAPP, store release STILP, store seq_cst STILP (no barrier).
 *  [ARM-C6-128] Arm ARM C6.2 instruction pages SWPP/LDSETP/LDCLRP (FEAT_LSE128) and
 *              LDIAPP/STILP (FEAT_LRCPC3): words SWPP 0x19208000, LDSETP 0x19203000,
 *              LDCLRP 0x19201000 (A bit 23, R bit 22), LDIAPP 0xd9401800, STILP
 *              0xd9001800 (the no-offset 64-bit forms); Rt bits 0-4, Rn 5-9, Rt2 16-20;
 *              Xt1 the low half (the lower address).  Xt1 = Xt2, or either equal to Rn,
 *              is CONSTRAINED UNPREDICTABLE for the LSE128 forms (early-clobbered
 *              operands here).  LDIAPP is a Load-AcquirePC (RCpc, B2.3), STILP a
 *              Store-Release.  B2.2.1: LDIAPP/STILP of two 64-bit registers are
 *              single-copy atomic only when FEAT_LSE2 is implemented too (aligned to
 *              16 bytes); FEAT_LRCPC3 implies FEAT_LRCPC.
 *
 * Schemes (README "Schemes"); each group's default follows the features:
 *   rmw    (exchange, compare-exchange, fetch_op, test_and_set; 16-byte compare-exchange)
 *          rmw-llsc      LDXR/STXR loops; 16 bytes LDXP/STXP            [CAM-v8 RMW row]
 *          rmw-lse       LSE SWP/CAS/LD<op>, CASP at 16 bytes (+lse; default with it)
 *                                                                       [ARM-C6]
 *          rmw-dispatch  both, chosen at run time on libgcc's flag (default with
 *                        +outline)                                      [LIBGCC-LSE]
 *   acq    (acquire loads, 1-8 bytes)
 *          acq-ldar      LDAR (default without +rcpc)                   [CAM-v8]
 *          acq-ldapr     LDAPR, RCpc (+rcpc; default with it)           [ARM-B2.3]
 *   pair   (16-byte load, store, exchange, fetch_op)
 *          pair-llsc     LDXP/STXP loops, the load writing back (default without +lse2)
 *                                                                       [ARM-B2.2]
 *          pair-casp     CASP: the load a CASP of 0 with 0, the others CASP loops
 *                        (+lse)                                         [ARM-C6 CASP]
 *          pair-lse2     LDP/STP loads and stores with [LIBAT-LSE2]'s barriers, the
 *                        seq_cst load's LDAR first; exchange and fetch_op LDXP/STXP
 *                        (+lse2; default with it)                       [LIBAT-LSE2]
 *   16-byte extensions (the +lse128 and +rcpc3 rows below)
 *          ext-static    those forms only where the build promises them (default)
 *          ext-dispatch  where the build does not promise the feature a 16-byte site
 *                        would use, both forms, chosen at run time on libatomlower's
 *                        AT_HWCAP2 word (a64_dispatch)                  [LIBGCC-LSE]
 * Beside the schemes, two features that follow the ABI's rows [ABI-A64] (no scheme: the
 * alternatives the ABI lists beside them are the pair group's):
 *   +lse128  16-byte exchange SWPP, fetch_or/or_fetch LDSETP, fetch_and/and_fetch
 *            MVN;LDCLRP (op_fetch: ORR/AND of the old value after), every order, unless
 *            the pair group is pair-casp                            [ABI-A64; ARM-C6-128]
 *   +rcpc3   with pair-lse2 (so +lse2, which the pair's single-copy atomicity needs):
 *            16-byte acquire load LDIAPP, seq_cst LDAR;LDIAPP, release and seq_cst
 *            store STILP; relaxed stays LDP/STP                     [ABI-A64; ARM-C6-128]
 * Binutils 2.40 (Debian 12) knows none of these mnemonics: each is a .inst of its word,
 * the registers' numbers from assembler symbols .Lal_x0 to .Lal_x30 that each such asm
 * defines first when the file has not yet (a64_regsyms), the mnemonic after "//".
 * Every scheme is single-copy atomic against every other on the same object
 * [ARM-B2.2], so objects may be shared between units built with different schemes.
 *
 * Interoperation with GCC 12's own code on the same objects.  GCC 12 uses exactly
 * these instruction families (LDAR/STLR for loads and stores, LDXR/STXR loops, LSE
 * instructions, or the libgcc helpers that pick one of them at run time), and every
 * form here is single-copy atomic by [ARM-B2.2], so any mix on one object is atomic:
 * LSE atomics and exclusive pairs are both architecturally atomic RMWs (a write by
 * another observer clears the exclusive monitor).  Ordering follows [CAM-v8], which
 * is GCC's mapping; RCpc loads are used only for acquire (never seq_cst) loads, so
 * an STLR;LDAR pair keeps its seq_cst order [ARM-B2.3].  16 bytes: GCC 12 itself
 * calls libatomic (here: libgcc-shim, LDAXP/STLXP for every 16-byte operation), and
 * the inline LDXP/STXP, CASP and (with LSE2) LDP/STP forms are each single-copy
 * atomic against those [ARM-B2.2], so objects shared with shim-built code stay atomic.
 *
 * Default Debian target (-moutline-atomics, no +lse): instead of GCC's calls to
 * __aarch64_<op><n>_<order>, the sequence tests the same libgcc flag inline
 *      adrp x, __aarch64_have_lse_atomics ; ldrb w, [x, :lo12:...] ; cbz w, 8f
 *      <LSE form> ; b 9f
 *   8: <LL/SC loop>
 *   9:
 * The flag is hidden in libgcc.a (lse-init.o); a hidden definition resolves a
 * reference from any object of the same link unit, and the driver links libgcc.a
 * into every executable and shared library, so the reference always resolves
 * (checked: PIE, -shared and -static programs).
 */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Features of this file only (atomlower.h's AL_F_LSE, AL_F_RCPC, AL_F_LSE2 and
   AL_F_OUTLINE, bits 2 to 5, are aarch64's too).  */
#define A64_F_LSE128 (1u << 16)   /* FEAT_LSE128: SWPP, LDSETP, LDCLRP */
#define A64_F_RCPC3  (1u << 17)   /* FEAT_LRCPC3: LDIAPP, STILP */

/* ---- fragments per width and order ----------------------------------------- */

static const char *bh(int w) { return w == 1 ? "b" : w == 2 ? "h" : ""; }
static char rx(int w) { return w == 8 || w == 16 ? 'x' : 'w'; }
static int regw(int w) { return w == 8 ? 8 : 4; }   /* 1/2-byte values in W registers */

/* Storage for one request's LL/SC templates.  */
typedef struct a64_frags {
  char ll[48], sc[56], add[40], sub[40], and_[40], or_[40], xor_[40], not_[40];
  char bne[56], beq[56], store_x[40];
  al_llsc k;
} a64_frags;

/* [CAM-v8] RMW row: LD{A}XR / ST{L}XR with A when the order acquires and L when
   it releases [ARM-C6].  CC_OUT: a compare-exchange's Z flag is its success (at 2:,
   the cmp's EQ on the path that stored, since cbnz leaves the flags alone, NE on the
   other), handed to the plugin as "=@cceq" and tested by the write-back without a
   second cmp; not inside the run-time dispatch, whose LSE body sets no flags.  */
static const al_llsc *llsc_frags(const al_request *r, a64_frags *f, bool cc_out)
{
  int w = r->width;
  char c = rx(w);
  bool a = al_is_acquire(r->order), l = al_is_release(r->order);
  snprintf(f->ll, sizeof f->ll, "ld%sxr%s %%%c{d}, %%{m}", a ? "a" : "", bh(w), c);
  snprintf(f->sc, sizeof f->sc, "st%sxr%s %%w{s}, %%%c{a}, %%{m}", l ? "l" : "", bh(w), c);
  snprintf(f->add, sizeof f->add, "add %%%c{d}, %%%c{a}, %%%c{b}", c, c, c);
  snprintf(f->sub, sizeof f->sub, "sub %%%c{d}, %%%c{a}, %%%c{b}", c, c, c);
  snprintf(f->and_, sizeof f->and_, "and %%%c{d}, %%%c{a}, %%%c{b}", c, c, c);
  snprintf(f->or_, sizeof f->or_, "orr %%%c{d}, %%%c{a}, %%%c{b}", c, c, c);
  snprintf(f->xor_, sizeof f->xor_, "eor %%%c{d}, %%%c{a}, %%%c{b}", c, c, c);
  snprintf(f->not_, sizeof f->not_, "mvn %%%c{d}, %%%c{a}", c, c);
  snprintf(f->bne, sizeof f->bne, "cmp %%%c{a}, %%%c{b}\nb.ne 2f", c, c);
  if (cc_out)
    snprintf(f->beq, sizeof f->beq, "b.eq 3f");
  else
    snprintf(f->beq, sizeof f->beq, "cmp %%%c{a}, %%%c{b}\nb.eq 3f", c, c);
  snprintf(f->store_x, sizeof f->store_x, "str%s %%%c{a}, %%{x}", bh(w), c);
  f->k = (al_llsc){
    .lead = NULL, .trail = NULL, .ll = f->ll, .sc = f->sc, .retry = "cbnz %w{s}, 1b",
    .add = f->add, .sub = f->sub, .and_ = f->and_, .or_ = f->or_, .xor_ = f->xor_,
    .not_ = f->not_, .srl = NULL, .bne = f->bne, .beq = f->beq,
    .store_x = f->store_x, .mem_c = "Q", .reg_c = "r", .ptr_in_reg = false,
    .status = true, .cc = r->op == AL_CAS ? "cc" : NULL, .reg_width = regw(w),
    .ok_cc = cc_out ? "=@cceq" : NULL,
  };
  return &f->k;
}

/* A/L/AL suffix of an LSE instruction [ARM-C6].  */
static const char *al_sfx(bool a, bool l) { return a && l ? "al" : a ? "a" : l ? "l" : ""; }

/* ---- 1, 2, 4, 8 bytes: loads, stores, fences ------------------------------------ */

/*   relaxed: ldr{b,h}  acquire: ldar{b,h} (acq-ldar) or ldapr{b,h} (acq-ldapr)
 *   seq_cst: ldar                                                 [CAM-v8; ARM-B2.3] */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  int w = r->width;
  char c = rx(w);
  bool relaxed = r->order == AL_RELAXED;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", regw(w));
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, relaxed ? "m" : "Q", w);
  const char *op = relaxed ? "ldr"
                   : r->order == AL_ACQUIRE && (t->schemes & AL_S_A64_ACQ_LDAPR) ? "ldapr"
                   : "ldar";
  al_insn(s, "%s%s %%%c%d, %%%d", op, bh(w), c, res, mem);
}

/*   relaxed: str{b,h}  release/seq_cst: stlr{b,h}   [CAM-v8]  */
static void store(const al_target *t, const al_request *r, al_seq *s, bool imm)
{
  (void) t;
  int w = r->width;
  char c = rx(w);
  bool relaxed = r->order == AL_RELAXED;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, relaxed ? "=m" : "=Q", w);
  /* zero as the zero register, as GCC 12 stores it ("Z": %w/%x print wzr/xzr)  */
  int val = imm ? al_in_imm(s, "rZ", regw(w), 0) : al_in(s, AL_R_VAL, AL_WHOLE, "rZ", regw(w));
  al_insn(s, "%s%s %%%c%d, %%%d", relaxed ? "str" : "stlr", bh(w), c, val, mem);
}

/*   acquire: dmb ishld   release, acq_rel, seq_cst: dmb ish   [CAM-v8]  */
static void fence(const al_target *t, const al_request *r, al_seq *s)
{
  if (r->op == AL_THREAD_FENCE && r->order != AL_RELAXED)
    al_insn(s, "%s", r->order == AL_ACQUIRE ? "dmb ishld" : "dmb ish");
}

/* ---- 1, 2, 4, 8 bytes: LSE ------------------------------------------------------- */

/*   swp{a,l,al}{b,h} val, old, [m]           [ARM-C6 SWP]  */
static void lse_swap(const al_request *r, al_seq *s)
{
  int w = r->width;
  char c = rx(w);
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", regw(w));
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", w);
  int val = r->op == AL_TEST_AND_SET ? al_in_imm(s, "r", 4, 1)
                                     : al_in(s, AL_R_VAL, AL_WHOLE, "r", regw(w));
  al_insn(s, "swp%s%s %%%c%d, %%%c%d, %%%d", al_sfx(al_is_acquire(r->order),
          al_is_release(r->order)), bh(w), c, val, c, old, mem);
  s->use = al_value_use(r);
}

/*   cas{a,l,al}{b,h} old, des, [m]           (old = expected on entry)
 *   [__atomic form:] cmp old, exp ; b.eq 3f ; str{b,h} old, *expected ; 3:   [ARM-C6 CAS] */
static void lse_cas(const al_request *r, al_seq *s)
{
  int w = r->width;
  char c = rx(w);
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", regw(w));
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", w);
  int expmem = al_expmem(r) ? al_out(s, AL_R_EXPMEM, AL_WHOLE, "+m", w) : -1;
  al_in_tied(s, AL_R_EXPECTED, AL_WHOLE, old, regw(w));
  int exp = expmem >= 0 ? al_in(s, AL_R_EXPECTED, AL_WHOLE, "r", regw(w)) : -1;
  int des = al_in(s, AL_R_DESIRED, AL_WHOLE, "r", regw(w));
  al_insn(s, "cas%s%s %%%c%d, %%%c%d, %%%d", al_sfx(al_is_acquire(r->order), al_is_release(r->order)),
          bh(w), c, old, c, des, mem);
  if (expmem >= 0)
    {
      al_insn(s, "cmp %%%c%d, %%%c%d", c, old, c, exp);
      al_insn(s, "b.eq 3f");
      al_insn(s, "str%s %%%c%d, %%%d", bh(w), c, old, expmem);
      al_label(s, "3:");
      al_clobber(s, "cc");
    }
}

/* fetch_op / op_fetch with LSE [ARM-C6 LDADD, LDCLR, LDSET, LDEOR]:
 *   add/or/xor:  ld<op>{a,l,al}{b,h} val, old, [m]
 *   sub:         neg t, val ; ldadd.. t, old, [m]
 *   and:         mvn t, val ; ldclr.. t, old, [m]
 *   op_fetch:    ... ; <op> new, old, val
 *   result unused and no acquire:  st<op>{l}{b,h} src, [m]      (ST<op> has no A form)
 * NAND has no LSE instruction: LL/SC.  */
static bool lse_rmw_ok(const al_request *r) { return r->arith != AL_NAND; }

static void lse_rmw(const al_request *r, al_seq *s)
{
  static const char *const ld[AL_N_ARITH] = {
    [AL_ADD] = "add", [AL_SUB] = "add", [AL_AND] = "clr", [AL_OR] = "set", [AL_XOR] = "eor" };
  static const char *const alu[AL_N_ARITH] = {
    [AL_ADD] = "add", [AL_SUB] = "sub", [AL_AND] = "and", [AL_OR] = "orr", [AL_XOR] = "eor" };
  int w = r->width, rw = regw(w);
  char c = rx(w);
  bool a = al_is_acquire(r->order), l = al_is_release(r->order);
  bool newv = r->op == AL_OP_FETCH;
  bool unused = r->use == AL_USE_NONE;
  bool st = unused && !a;
  bool neg = r->arith == AL_SUB || r->arith == AL_AND;
  s->use = unused ? AL_USE_NONE : AL_USE_VALUE;
  int old = -1, res = -1, tmp = -1;
  if (!st)
    {
      if (newv)
        {
          res = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", rw);
          old = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", rw);
        }
      else
        old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", rw);
    }
  if (neg)
    tmp = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", rw);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", w);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, "r", rw);
  int src = val;
  if (neg)
    {
      al_insn(s, "%s %%%c%d, %%%c%d", r->arith == AL_SUB ? "neg" : "mvn", c, tmp, c, val);
      src = tmp;
    }
  if (st)
    al_insn(s, "st%s%s%s %%%c%d, %%%d", ld[r->arith], l ? "l" : "", bh(w), c, src, mem);
  else
    al_insn(s, "ld%s%s%s %%%c%d, %%%c%d, %%%d", ld[r->arith], al_sfx(a, l), bh(w), c, src, c,
            old, mem);
  if (newv && !st)
    al_insn(s, "%s %%%c%d, %%%c%d, %%%c%d", alu[r->arith], c, res, c, old, c, val);
}

/* ---- 16 bytes ---------------------------------------------------------------------- */

/* A 16-byte value in the templates: either one TImode operand, a consecutive register
 * pair (%N and %HN: what CASP needs), or two 64-bit operands (hi >= 0), any two registers,
 * which is all LDXP/STXP, LDP/STP and the ALU need.  Split halves let GCC leave a value
 * where the ABI already has it (the argument and return registers): a TImode operand
 * must be a pair other than the one the argument arrived in once an early-clobbered
 * result takes the return pair, which cost four moves per loop.  */
typedef struct a64_pair { int lo, hi; } a64_pair;

static a64_pair whole16(int n) { return (a64_pair) { n, -1 }; }

/* SPLIT false: one TImode operand (the run-time dispatch shares its result and inputs
   with the CASP body's, which must be pairs).  */
static a64_pair split_out(al_seq *s, al_role role, const char *constraint, bool split)
{
  if (!split)
    return whole16(al_out(s, role, AL_WHOLE, constraint, 16));
  a64_pair p;
  p.lo = al_out(s, role, AL_LO, constraint, 8);
  p.hi = al_out(s, role, AL_HI, constraint, 8);
  return p;
}

static a64_pair split_in(al_seq *s, al_role role, bool split)
{
  if (!split)
    return whole16(al_in(s, role, AL_WHOLE, "r", 16));
  a64_pair p;
  p.lo = al_in(s, role, AL_LO, "r", 8);
  p.hi = al_in(s, role, AL_HI, "r", 8);
  return p;
}

/* The texts of a pair's halves (pair.c's al_pair_regs): "%3", "%H3" or the split
   half's "%4".  */
static void texts(char d[2][16], a64_pair p) { al_pair_halves(d, p.lo, p.hi); }

/* The status register ({s}, a W register) and the object ({m}); -1: none.  */
static al_pair_regs regs(int st, int mem)
{
  al_pair_regs g;
  memset(&g, 0, sizeof g);
  if (st >= 0)
    al_pair_op(g.s, "w", st);
  if (mem >= 0)
    al_pair_op(g.m, "", mem);
  return g;
}

/* The pair loops (pair.c) of every 16-byte scheme: the ALU of a fetch_op per 64-bit
 * half (add: adds/adc, sub: subs/sbc, and/orr/eor per half, nand: and ; mvn), shared by
 * the LL/SC pair loop and the CASP loop; and the exclusive pair loads and stores per
 * order [CAM-v8 RMW row; ARM-C6 LDXP/STXP].  */
static const al_pair a64_alu = {
  .lo = { [AL_ADD] = "adds", [AL_SUB] = "subs", [AL_AND] = "and", [AL_OR] = "orr",
          [AL_XOR] = "eor", [AL_NAND] = "and" },
  .hi = { [AL_ADD] = "adc", [AL_SUB] = "sbc", [AL_AND] = "and", [AL_OR] = "orr",
          [AL_XOR] = "eor", [AL_NAND] = "and" },
  .ops = " {n}, {o}, {v}", .not_ = "mvn {n}, {n}", .retry = "cbnz {s}, 1b",
};

static const char *ldxp(bool a) { return a ? "ldaxp {o}, {O}, {m}" : "ldxp {o}, {O}, {m}"; }
static const char *stxp(bool l)
{ return l ? "stlxp {s}, {n}, {N}, {m}" : "stxp {s}, {n}, {N}, {m}"; }

/* Load without LSE2: the pair is single-copy atomic only when the paired store
 * succeeds [ARM-B2.2], so the value is written back (a write: faults on read-only
 * memory, as the shim's and Clang's forms do).
 *   1:  ld{a}xp lo, hi, [m] ; stxp st, lo, hi, [m] ; cbnz st, 1b  */
static void llsc_load16(const al_request *r, al_seq *s)
{
  a64_pair res = split_out(s, AL_R_RESULT, "=&r", true);
  int st = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 16);
  al_pair k = a64_alu;
  k.ll = ldxp(al_is_acquire(r->order));
  k.sc = stxp(false);
  al_pair_regs g = regs(st, mem);
  texts(g.o, res);
  al_pair_llsc_loop(r, s, &k, &g);
}

/* LSE2 [ARM-B2.2; LIBAT-LSE2]:
 *   relaxed: ldp   acquire: ldp ; dmb ishld   seq_cst: ldar t, [m] ; ldp ; dmb ishld  */
static void lse2_load16(const al_request *r, al_seq *s)
{
  a64_pair res = split_out(s, AL_R_RESULT, "=&r", true);
  int t = r->order == AL_SEQ_CST ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 8) : -1;
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "Q", 16);
  char h[2][16];
  if (t >= 0)
    al_insn(s, "ldar %%x%d, %%%d", t, mem);
  texts(h, res);
  al_insn(s, "ldp %s, %s, %%%d", h[0], h[1], mem);
  if (r->order != AL_RELAXED)
    al_insn(s, "dmb ishld");
}

/* LSE2: relaxed: stp   release: dmb ish ; stp   seq_cst: dmb ish ; stp ; dmb ish
 * [ARM-B2.2; LIBAT-LSE2; CAM-v8 fences]  */
static void lse2_store16(const al_request *r, al_seq *s)
{
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=Q", 16);
  a64_pair val = split_in(s, AL_R_VAL, true);
  char h[2][16];
  if (r->order != AL_RELAXED)
    al_insn(s, "dmb ish");
  texts(h, val);
  al_insn(s, "stp %s, %s, %%%d", h[0], h[1], mem);
  if (r->order == AL_SEQ_CST)
    al_insn(s, "dmb ish");
}

/* ---- 16 bytes: LSE128 and RCpc3, as .inst words ------------------------------------ */

/* The register numbers as assembler symbols, .Lal_x<n> = n (and .Lal_w<n>, .Lal_xzr,
   .Lal_wzr = 31), defined by the first such asm of a file: directive lines, not
   instructions.  GCC prints %x<op> as "x5", so ".Lal_%x<op>" is the symbol of its
   number.  GNU as 2.40 and 2.44 and Clang's assembler read .ifndef, .irp and .set.  */
static void a64_regsyms(al_seq *s)
{
  al_label(s, ".ifndef .Lal_x0");
  al_label(s, ".irp n,0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,"
              "25,26,27,28,29,30");
  al_label(s, ".set .Lal_x\\n, \\n");
  al_label(s, ".set .Lal_w\\n, \\n");
  al_label(s, ".endr");
  al_label(s, ".set .Lal_xzr, 31");
  al_label(s, ".set .Lal_wzr, 31");
  al_label(s, ".endif");
}

/* One pair instruction as its word [ARM-C6-128]: BASE | Xt2 << 16 | Xn << 5 | Xt1, the
   mnemonic form after the comment leader (what a checker assembles with an assembler
   that knows it, for the same word).  */
static void a64_inst(al_seq *s, unsigned base, const char *mn, int t1, int t2, int ptr)
{
  al_insn(s, ".inst 0x%08x | (.Lal_%%x%d << 16) | (.Lal_%%x%d << 5) | .Lal_%%x%d"
          " // %s %%x%d, %%x%d, [%%x%d]", base, t2, ptr, t1, mn, t1, t2, ptr);
}

/* The A (bit 23) and R (bit 22) of an LSE128 word and the mnemonic's suffix.  */
static unsigned lse128_ar(bool a, bool l) { return (a ? 1u << 23 : 0) | (l ? 1u << 22 : 0); }

/* Which 16-byte read-modify-writes have an LSE128 instruction [ABI-A64]: exchange,
   fetch_or/or_fetch, fetch_and/and_fetch.  */
static bool lse128_ok(const al_target *t, const al_request *r)
{
  if (!(t->features & A64_F_LSE128) || r->width != 16 || (t->schemes & AL_S_A64_PAIR_CASP))
    return false;
  if (r->op == AL_EXCHANGE)
    return true;
  return (r->op == AL_FETCH_OP || r->op == AL_OP_FETCH)
         && (r->arith == AL_OR || r->arith == AL_AND);
}

/* Which 16-byte loads and stores have an RCpc3 form [ABI-A64]: acquire and seq_cst loads,
   release and seq_cst stores, with pair-lse2 (LDIAPP/STILP are single-copy atomic with
   FEAT_LSE2 [ARM-C6-128]).  */
static bool rcpc3_ok(const al_target *t, const al_request *r)
{
  return (t->features & A64_F_RCPC3) && (t->schemes & AL_S_A64_PAIR_LSE2) && r->width == 16
         && (r->op == AL_LOAD || r->op == AL_STORE) && r->order != AL_RELAXED;
}

/* FEAT_LSE128 [ABI-A64; ARM-C6-128], A when the order acquires, L when it releases:
 *   exchange:   swpp{a,l,al} old, old.H, [p]          (old = val on entry)
 *   fetch_or:   ldsetp{a,l,al} old, old.H, [p]        (old = val on entry)
 *   fetch_and:  mvn old, val ; mvn old.H, val.H ; ldclrp{a,l,al} old, old.H, [p]
 *   op_fetch:   ... ; orr|and new, old, val ; orr|and new.H, old.H, val.H  */
static void lse128_rmw16(const al_request *r, al_seq *s)
{
  bool and_ = r->op != AL_EXCHANGE && r->arith == AL_AND;
  bool newv = r->op == AL_OP_FETCH;
  bool a = al_is_acquire(r->order), l = al_is_release(r->order);
  s->use = al_value_use(r);
  a64_pair old = split_out(s, newv ? AL_R_SCRATCH : AL_R_RESULT, "=&r", true);
  a64_pair nw = newv ? split_out(s, AL_R_RESULT, "=&r", true) : whole16(-1);
  al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 16);
  if (!and_)
    {
      al_in_tied(s, AL_R_VAL, AL_LO, old.lo, 8);
      al_in_tied(s, AL_R_VAL, AL_HI, old.hi, 8);
    }
  a64_pair val = and_ || newv ? split_in(s, AL_R_VAL, true) : whole16(-1);
  int ptr = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
  const char *sfx = al_sfx(a, l);
  char mn[16];
  unsigned base;
  if (r->op == AL_EXCHANGE)
    base = 0x19208000, snprintf(mn, sizeof mn, "swpp%s", sfx);
  else if (and_)
    base = 0x19201000, snprintf(mn, sizeof mn, "ldclrp%s", sfx);
  else
    base = 0x19203000, snprintf(mn, sizeof mn, "ldsetp%s", sfx);
  a64_regsyms(s);
  if (and_)
    {
      al_insn(s, "mvn %%x%d, %%x%d", old.lo, val.lo);
      al_insn(s, "mvn %%x%d, %%x%d", old.hi, val.hi);
    }
  a64_inst(s, base | lse128_ar(a, l), mn, old.lo, old.hi, ptr);
  if (newv)
    {
      const char *op = and_ ? "and" : "orr";
      al_insn(s, "%s %%x%d, %%x%d, %%x%d", op, nw.lo, old.lo, val.lo);
      al_insn(s, "%s %%x%d, %%x%d, %%x%d", op, nw.hi, old.hi, val.hi);
    }
}

/* FEAT_LRCPC3 with LSE2 [ABI-A64; ARM-C6-128]:
 *   acquire: ldiapp lo, hi, [p]     seq_cst: ldar t, [m] ; ldiapp lo, hi, [p]
 * (the LDAR keeps an earlier Store-Release before the RCpc LDIAPP, as on LSE2).  */
static void rcpc3_load16(const al_request *r, al_seq *s)
{
  a64_pair res = split_out(s, AL_R_RESULT, "=&r", true);
  int t = r->order == AL_SEQ_CST ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 8) : -1;
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "Q", 16);
  int ptr = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
  a64_regsyms(s);
  if (t >= 0)
    al_insn(s, "ldar %%x%d, %%%d", t, mem);
  a64_inst(s, 0xd9401800, "ldiapp", res.lo, res.hi, ptr);
}

/*   release, seq_cst: stilp lo, hi, [p]      [ABI-A64; ARM-C6-128]  */
static void rcpc3_store16(const al_request *r, al_seq *s)
{
  (void) r;
  al_out(s, AL_R_MEM, AL_WHOLE, "=Q", 16);
  a64_pair val = split_in(s, AL_R_VAL, true);
  int ptr = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
  a64_regsyms(s);
  a64_inst(s, 0xd9001800, "stilp", val.lo, val.hi, ptr);
}

/* Store, exchange, fetch_op, op_fetch (every value in split halves), pair.c's LL/SC
 * pair loop:
 *   1:  ld{a}xp old, old.H, [m]
 *       <op>  new = old op val       (add: adds/adc, sub: subs/sbc, and/orr/eor per half,
 *                                      nand: and ; mvn per half; store/exchange: new = val)
 *       st{l}xp st, new, new.H, [m] ; cbnz st, 1b  */
static void llsc_rmw16(const al_request *r, al_seq *s, bool split)
{
  bool arith = r->op == AL_FETCH_OP || r->op == AL_OP_FETCH;
  bool newv = r->op == AL_OP_FETCH;
  s->use = al_value_use(r);
  a64_pair old = split_out(s, r->op == AL_EXCHANGE || r->op == AL_FETCH_OP ? AL_R_RESULT
                              : AL_R_SCRATCH, "=&r", split);
  a64_pair nw = arith ? split_out(s, newv ? AL_R_RESULT : AL_R_SCRATCH, "=&r", split)
                : whole16(-1);
  int st = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 16);
  a64_pair val = split_in(s, AL_R_VAL, split);
  al_pair k = a64_alu;
  k.carry = "cc";
  k.ll = ldxp(al_is_acquire(r->order));
  k.sc = stxp(al_is_release(r->order));
  al_pair_regs g = regs(st, mem);
  texts(g.o, old);
  texts(g.n, nw);
  texts(g.v, val);
  al_pair_llsc_loop(r, s, &k, &g);
}

/* Compare-exchange without LSE (split halves), pair.c's LL/SC pair loop:
 *   1:  ld{a}xp old, old.H, [m]
 *       cmp old.lo, exp.lo ; ccmp old.hi, exp.hi, #0, eq ; b.ne 2f
 *       st{l}xp st, des, des.H, [m] ; cbnz st, 1b ; b 3f
 *   2:  stxp st, old, old.H, [m] ; cbnz st, 1b   (the observed pair is atomic only
 *   3:                                            once its store succeeds [ARM-B2.2])
 *   [__atomic form:] cmp ; ccmp ; b.eq 4f ; stp old, old.H, *expected ; 4:  */
static const char write_back16[] =
  "cmp {o}, {e}\nccmp {O}, {E}, #0, eq\nb.eq 4f\nstp {o}, {O}, {x}\n4:";

static void llsc_cas16(const al_target *t, const al_request *r, al_seq *s, bool split)
{
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  /* At 3: Z is set exactly when it stored (the compare's flags on the way through the
     store; a failed compare leaves Z clear and its retry compares again): a flag output
     where the compiler has them, as lse_cas16's, so a run-time dispatch between the two
     reads one flag.  */
  bool flag = !al_expmem(r) && !t->no_flag_outputs;
  if (flag)
    {
      s->cas_flag = AL_CASF_SET;
      al_out(s, AL_R_FLAG, AL_WHOLE, "=@cceq", 0);
    }
  a64_pair old = split_out(s, AL_R_RESULT, "=&r", split);
  int st = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 16);
  int expmem = al_expmem(r) ? al_out(s, AL_R_EXPMEM, AL_WHOLE, "+m", 16) : -1;
  a64_pair exp = split_in(s, AL_R_EXPECTED, split);
  a64_pair des = split_in(s, AL_R_DESIRED, split);
  al_pair k = a64_alu;
  k.ll = ldxp(al_is_acquire(r->order));
  k.sc = stxp(al_is_release(r->order));
  k.bne = "cmp {o}, {e}\nccmp {O}, {E}, #0, eq\nb.ne 2f";
  k.fail = "b 3f\n2:\nstxp {s}, {o}, {O}, {m}\ncbnz {s}, 1b\n3:";
  k.write_back = write_back16;
  al_pair_regs g = regs(st, mem);
  texts(g.o, old);
  texts(g.e, exp);
  texts(g.v, des);
  al_pair_op(g.x, "", expmem);
  al_pair_llsc_loop(r, s, &k, &g);
  if (!flag)
    al_clobber(s, "cc");
}

/*   casp{a,l,al} old, old+1, des, des+1, [m]      (old = expected on entry)  [ARM-C6 CASP]
 *   [__atomic form:] the same write-back.
 * Where the compiler has flag outputs and *expected is not written back in the asm, then:
 *   cmp old, exp ; ccmp old+1, exp+1, #0, eq      (Z: it stored; exp: a second input of
 *                                                  the expected value)  [ARM-C6 CCMP]
 * The compare in the asm, on both halves with CCMP, is three instructions with GCC's cset
 * (none when the caller branches on the success) where GCC compares two 128-bit values in
 * five (eor ; eor ; orr ; cmp ; cset); Clang 16 writes the same cmp ; ccmp ; cset.  */
static void lse_cas16(const al_target *t, const al_request *r, al_seq *s)
{
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  bool expmem_asm = al_expmem(r);
  bool flag = !expmem_asm && !t->no_flag_outputs;
  if (flag)
    {
      s->cas_flag = AL_CASF_SET;
      al_out(s, AL_R_FLAG, AL_WHOLE, "=@cceq", 0);
    }
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 16);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 16);
  int expmem = expmem_asm ? al_out(s, AL_R_EXPMEM, AL_WHOLE, "+m", 16) : -1;
  al_in_tied(s, AL_R_EXPECTED, AL_WHOLE, old, 16);
  int exp = expmem >= 0 || flag ? al_in(s, AL_R_EXPECTED, AL_WHOLE, "r", 16) : -1;
  int des = al_in(s, AL_R_DESIRED, AL_WHOLE, "r", 16);
  al_insn(s, "casp%s %%%d, %%H%d, %%%d, %%H%d, %%%d",
          al_sfx(al_is_acquire(r->order), al_is_release(r->order)), old, old, des, des, mem);
  if (flag)
    {
      al_insn(s, "cmp %%%d, %%%d", old, exp);
      al_insn(s, "ccmp %%H%d, %%H%d, #0, eq", old, exp);
    }
  if (expmem >= 0)
    {
      al_pair_regs g = regs(-1, -1);
      texts(g.o, whole16(old));
      texts(g.e, whole16(exp));
      al_pair_op(g.x, "", expmem);
      al_pair_frag(s, write_back16, &g);
      al_clobber(s, "cc");
    }
}

/* Scheme pair-casp [ARM-C6 CASP]: 16-byte loads and the other 16-byte operations
 * as CASP, with the A/L suffix of the order.
 *   load:    mov old, 0 (tied) ; casp{a,al} old, old+1, zero, zero+1, [m]
 *            (a compare-exchange of 0 with 0: the observed value, memory unchanged,
 *             but a write access: it faults on read-only memory, as LDXP/STXP)
 *   others:  ldp old, [m]                  (a guess: the CASP checks it)
 *        1:  mov exp, old (both halves) ; [<op> new = old op val, per half]
 *            casp{a,l,al} exp, exp+1, new|val, new|val+1, [m]     (exp = observed)
 *            cmp exp, old ; ccmp exp.hi, old.hi, #0, eq
 *            mov old, exp (both halves) ; b.ne 1b  */
static void casp_load16(const al_request *r, al_seq *s)
{
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 16);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 16);
  al_in_imm(s, "0", 16, 0);
  int zero = al_in_imm(s, "r", 16, 0);
  al_insn(s, "casp%s %%%d, %%H%d, %%%d, %%H%d, %%%d",
          al_sfx(al_is_acquire(r->order), r->order == AL_SEQ_CST), old, old, zero, zero, mem);
}

static void casp_rmw16(const al_request *r, al_seq *s)
{
  bool arith = r->op == AL_FETCH_OP || r->op == AL_OP_FETCH;
  bool newv = r->op == AL_OP_FETCH;
  s->use = al_value_use(r);
  int old = al_out(s, r->op == AL_EXCHANGE || r->op == AL_FETCH_OP ? AL_R_RESULT : AL_R_SCRATCH,
                   AL_WHOLE, "=&r", 16);
  int exp = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 16);
  int nw = arith ? al_out(s, newv ? AL_R_RESULT : AL_R_SCRATCH, AL_WHOLE, "=&r", 16) : -1;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 16);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, "r", 16);
  char cas[48];
  snprintf(cas, sizeof cas, "casp%s {e}, {E}, {n}, {N}, {m}",
           al_sfx(al_is_acquire(r->order), al_is_release(r->order)));
  al_pair k = a64_alu;
  k.seed = "ldp {o}, {O}, {m}";
  k.copy = "mov {e}, {o}";
  k.cas = cas;
  k.retry = "cmp {e}, {o}\nccmp {E}, {O}, #0, eq\nmov {o}, {e}\nmov {O}, {E}\nb.ne 1b";
  al_pair_regs g = regs(-1, mem);
  texts(g.o, whole16(old));
  texts(g.e, whole16(exp));
  texts(g.n, whole16(nw));
  texts(g.v, whole16(val));
  al_pair_cas_loop(r, s, &k, &g);
  al_clobber(s, "cc");
}

/* ---- the run-time choice (-moutline-atomics without +lse) ------------------------------ */

/* dispatch.c's run-time dispatch: body A the LSE form, body B the LL/SC one.
 * [LIBGCC-LSE] the flag libgcc's constructor sets from HWCAP_ATOMICS, tested as the
 * -moutline-atomics helpers do; the LSE body assembles whatever -march says (as
 * libgcc's lse.S does).  */
static const al_dispatch lse_or_llsc = {
  .recipe = "lse-or-llsc",
  .flag_c = "=&r", .flag_width = 8,
  .test = "adrp %x{d}, __aarch64_have_lse_atomics\n"
          "ldrb %w{d}, [%x{d}, :lo12:__aarch64_have_lse_atomics]\n"
          "cbz %w{d}, 8f",
  .enter = ".arch_extension lse",
  .jump = "b 9f",
  .cc = NULL,   /* adrp, ldrb and cbz leave the flags alone: a body's flag output (the
                   16-byte compare-exchange's Z) passes through the test and the jump */
};

/* ---- dispatch ------------------------------------------------------------------------ */

/* The LL/SC form of an RMW, exchange or compare-exchange (SPLIT: 16-byte values as
   two 64-bit operands, except inside the run-time dispatch).  */
static void llsc_body(const al_target *t, const al_request *r, al_seq *s, bool split)
{
  a64_frags f;
  al_begin(t, r, s, "llsc");
  if (r->width == 16)
    {
      if (r->op == AL_CAS)
        llsc_cas16(t, r, s, split);
      else
        llsc_rmw16(r, s, split);
    }
  else
    al_llsc_expand(r, s, llsc_frags(r, &f, split && !t->no_flag_outputs), false);
  al_order_clobber(s, r->order);
  if (r->op == AL_CAS)
    al_order_clobber(s, r->fail_order);
}

/* The LSE form, when there is one (false: none for this request).  */
static bool lse_body(const al_target *t, const al_request *r, al_seq *s)
{
  if (r->width == 16 && r->op != AL_CAS)
    return false;
  if ((r->op == AL_FETCH_OP || r->op == AL_OP_FETCH) && !lse_rmw_ok(r))
    return false;
  al_begin(t, r, s, "lse");
  switch (r->op)
    {
    case AL_CAS:
      if (r->width == 16)
        lse_cas16(t, r, s);
      else
        lse_cas(r, s);
      break;
    case AL_EXCHANGE:
    case AL_TEST_AND_SET:
      lse_swap(r, s);
      break;
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      lse_rmw(r, s);
      break;
    case AL_LOAD:
    case AL_STORE:
    case AL_CLEAR:
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      return false;
    }
  al_order_clobber(s, r->order);
  if (r->op == AL_CAS)
    al_order_clobber(s, r->fail_order);
  return true;
}

/* 16-byte loads and stores: a CASP loop (pair-casp), LDP/STP (LSE2) or an exclusive
   pair loop, by scheme.  */
static void access16(const al_target *t, const al_request *r, al_seq *s)
{
  s->use = al_value_use(r);
  if (t->schemes & AL_S_A64_PAIR_CASP)
    {
      s->recipe = "casp";
      if (r->op == AL_LOAD)
        casp_load16(r, s);
      else
        casp_rmw16(r, s);
    }
  else if (rcpc3_ok(t, r))
    {
      if (r->op == AL_LOAD)
        rcpc3_load16(r, s);
      else
        rcpc3_store16(r, s);
    }
  else if (t->schemes & AL_S_A64_PAIR_LSE2)
    {
      if (r->op == AL_LOAD)
        lse2_load16(r, s);
      else
        lse2_store16(r, s);
    }
  else
    {
      s->recipe = "llsc";
      if (r->op == AL_LOAD)
        llsc_load16(r, s);
      else
        llsc_rmw16(r, s, true);
    }
}

/* Read-modify-writes, exchanges, compare-exchanges, test_and_set: each body begins its
   own sequence (its recipe by scheme: casp, lse, lse-or-llsc, llsc).  */
static void rmw(const al_target *t, const al_request *r, al_seq *s)
{
  bool lse = t->schemes & AL_S_A64_RMW_LSE;
  bool outline = t->schemes & AL_S_A64_RMW_DISPATCH;
  if (r->width == 16 && r->op != AL_CAS && (t->schemes & AL_S_A64_PAIR_CASP))
    {
      al_begin(t, r, s, "casp");
      casp_rmw16(r, s);
      al_order_clobber(s, r->order);
      return;
    }
  if (lse128_ok(t, r))
    {
      al_begin(t, r, s, "lse");
      lse128_rmw16(r, s);
      al_order_clobber(s, r->order);
      return;
    }
  if (lse && lse_body(t, r, s))
    return;
  if (outline)
    {
      static al_seq a, b;   /* large: not on the stack */
      memset(&a, 0, sizeof a);
      memset(&b, 0, sizeof b);
      if (lse_body(t, r, &a))
        {
          llsc_body(t, r, &b, false);
          al_runtime_dispatch(t, r, s, &lse_or_llsc, &a, &b);
          return;
        }
    }
  llsc_body(t, r, s, true);
}

/* ---- run-time choice of LSE128 and RCpc3 (scheme ext-dispatch) ---------------------- */

/* Scheme bits of this file's "16-byte extensions" group (al_target.schemes is per arch).  */
enum { A64_S_EXT_STATIC = 1u << 24, A64_S_EXT_DISPATCH = 1u << 25 };

/* The feature R's form would use, had the target LSE128 and RCpc3 (lse128_ok, rcpc3_ok).
   What ext-dispatch tests at run time is what it would use and the build does not
   promise; 0: nothing (the static form).  */
static unsigned a64_dispatch_need(const al_target *t, const al_request *r)
{
  if (!(t->schemes & A64_S_EXT_DISPATCH) || r->width != 16)
    return 0;
  al_target all = *t;
  all.features |= A64_F_LSE128 | A64_F_RCPC3;
  unsigned use = rcpc3_ok(&all, r) ? A64_F_RCPC3 : lse128_ok(&all, r) ? A64_F_LSE128 : 0;
  return use & ~t->features;
}

/* The site's LSE128 or RCpc3 form and its form without, chosen on libatomlower's CPU word
 * (libgcc-shim/config/aarch64.c: bit 0 LSE128, bit 1 RCpc3, from AT_HWCAP2; 0 until the
 * runtime's constructor has run, so the form without then), read through the GOT, never a
 * copy relocation of it:
 *       adrp t, :got:__atomlower_aarch64_cpu ; ldr t, [t, :got_lo12:__atomlower_aarch64_cpu]
 *       ldr wt, [t] ; tbz wt, #BIT, 8f
 *       <the LSE128 / RCpc3 form> ; b 9f
 *   8:  <the form without: the LDXP/STXP pair loop, or LSE2's LDP/STP with barriers>
 *   9:
 * Both bodies give their 16-byte values as split 64-bit halves (the result's, the
 * value's), so the merged operand list shares one result pair, the object and the value
 * halves; neither is a compare-exchange (no CASP pair, no success flag).  Every form is
 * single-copy atomic against the others on the same object [ARM-B2.2], so threads may
 * take different paths.  [LIBGCC-LSE, the same design for LSE.]  */
static void a64_dispatch(const al_target *t, const al_request *r, al_seq *s)
{
  unsigned need = a64_dispatch_need(t, r);
  char test[240];
  snprintf(test, sizeof test,
           "adrp %%x{d}, :got:__atomlower_aarch64_cpu\n"
           "ldr %%x{d}, [%%x{d}, :got_lo12:__atomlower_aarch64_cpu]\n"
           "ldr %%w{d}, [%%x{d}]\ntbz %%w{d}, #%d, 8f", need & A64_F_LSE128 ? 0 : 1);
  const al_dispatch d = {
    .recipe = "ext-dispatch", .flag_c = "=&r", .flag_width = 8, .test = test,
    .enter = NULL, .jump = "b 9f", .cc = NULL,
  };
  al_dispatch_features(t, r, s, need | (need & A64_F_RCPC3 ? AL_F_RCPC : 0),
                       A64_S_EXT_DISPATCH, A64_S_EXT_STATIC, &d);
}

/* The 16-byte sequences' object operands are plain memory (al_seq.mem_plain): with a
   volatile one GCC 12 copied the by-value compare-exchange's register pairs through a
   third (caspal: 6 moves where Clang 16 has 2), and the 16-byte tests' functions are 2
   to 4 instructions shorter or the same.  */
static void dispatch_entry(const al_target *t, const al_request *r, al_seq *s)
{
  a64_dispatch(t, r, s);
  s->mem_plain = r->width == 16;
}

static void access16_entry(const al_target *t, const al_request *r, al_seq *s)
{
  access16(t, r, s);
  s->mem_plain = true;
}

static void rmw_entry(const al_target *t, const al_request *r, al_seq *s)
{
  rmw(t, r, s);
  s->mem_plain = r->width == 16;
}

/* Width and alignment were checked by al_lower: exclusives and LDAR/STLR fault on
   misaligned addresses [ARM-B2.2].  */
static void a64_plan(const al_target *t, const al_request *r, al_plan *p)
{
  if (a64_dispatch_need(t, r))
    al_plan_emit(p, AL_K_HOOK, NULL, dispatch_entry);
  else if (al_is_access(r) && r->width == 16)
    al_plan_emit(p, AL_K_NATIVE, NULL, access16_entry);
  else if (!al_is_access(r))   /* loads and stores: the descriptor's (lower.c) */
    al_plan_emit(p, AL_K_HOOK, NULL, rmw_entry);
}

static int a64_is_lock_free(const al_target *t, int width, int align)
{
  switch (width)
    {
    case 1: case 2: case 4: case 8:
      return align >= width;
    case 16:
      /* Inline for every aligned object, and the shim's 16-byte rung is LDAXP/STLXP
         (libgcc-shim/config/aarch64.h: SHIM_ARCH_16), so the answer is yes — but GCC
         12 says __atomic_always_lock_free (16) is 0, and code may rely on the
         out-of-line __atomic_is_lock_free being asked then (gcc.dg/atomic-lockfree.c):
         leave the call, which the shim answers with the same yes.  */
      return align >= 16 ? -1 : 0;
    default:
      return 0;
    }
}

/* GCC 12 [baseline gcc12-clang14-codegen.md, aarch64 rows]: every __atomic_*_16
   calls libatomic; the __sync 16-byte forms are inline except with outline atomics
   (__aarch64_cas16_sync); with -moutline-atomics and no LSE every 1-8 byte
   exchange, compare-exchange, test_and_set and fetch_op/op_fetch except nand calls
   __aarch64_<op><n>_<order>; loads, stores and fences are inline.  GCC 9 to 12
   with LSE (-march=armv8.1-a and later) stop with an internal compiler error
   ("unrecognizable insn") on a 16-byte __sync_lock_release, which GCC 13 and 14
   compile to a CASPAL loop (measured with Debian's aarch64-linux-gnu-gcc-9 to -14,
   -O2 -S); the plugin takes it there.  */
static bool a64_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  bool outline = (t->features & AL_F_OUTLINE) && !(t->features & AL_F_LSE);
  if (r->width == 16)
    return !(r->sync && !outline)
           || (r->op == AL_STORE && (t->features & AL_F_LSE) && gcc <= 12);
  if (!outline)
    return false;
  switch (r->op)
    {
    case AL_EXCHANGE:
    case AL_CAS:
    case AL_TEST_AND_SET:
      return true;
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      return r->arith != AL_NAND;
    case AL_LOAD:
    case AL_STORE:
    case AL_CLEAR:
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      return false;
    }
  return false;
}

/* __ARM_FEATURE_ATOMICS is GCC's LSE macro.  GCC 12 defines none for RCpc, LSE2 or
   outline atomics: the plugin exposes those target flags under the synthetic names
   below (plugin/atomlower.cc, macro_lookup).  */
static bool a64_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  if (!lookup(ctx, "__aarch64__") || lookup(ctx, "__ILP32__"))
    return false;
  if (lookup(ctx, "__ARM_FEATURE_ATOMICS"))
    t->features |= AL_F_LSE;
  if (lookup(ctx, "__atomlower_aarch64_rcpc"))
    t->features |= AL_F_RCPC;
  if (lookup(ctx, "__atomlower_aarch64_lse2"))
    t->features |= AL_F_LSE2;
  if (lookup(ctx, "__atomlower_aarch64_outline_atomics") && !(t->features & AL_F_LSE))
    t->features |= AL_F_OUTLINE;
  /* ACLE: __ARM_FEATURE_RCPC is the ID_AA64ISAR1_EL1.LRCPC level, 3 for FEAT_LRCPC3
     (Clang defines 3; GCC up to 16 defines 1 for every level).  No ACLE macro names
     FEAT_LSE128; __ARM_FEATURE_LSE128 is read should a compiler define it.  Otherwise
     arch=...+lse128+rcpc3 names them.  */
  const char *rcpc = lookup(ctx, "__ARM_FEATURE_RCPC");
  if (rcpc && atoi(rcpc) >= 3)
    t->features |= A64_F_RCPC3 | AL_F_RCPC;
  if (lookup(ctx, "__ARM_FEATURE_LSE128"))
    t->features |= A64_F_LSE128;
  return true;
}

static const char *const a64_features[] = { "lse", "rcpc", "lse2", "outline", "lse128",
                                            "rcpc3", NULL };
static const unsigned a64_feature_bits[] = { AL_F_LSE, AL_F_RCPC, AL_F_LSE2, AL_F_OUTLINE,
                                             A64_F_LSE128, A64_F_RCPC3 };

/* The schemes (file header); the defaults follow the features (a64_scheme_default).  */
static const al_scheme a64_schemes[] = {
  { "rmw-llsc", AL_S_A64_RMW_LLSC, "rmw", 0,
    "LDXR/STXR, LDXP/STXP loops [Cambridge ARMv8 table] (default without +lse/+outline)" },
  { "rmw-lse", AL_S_A64_RMW_LSE, "rmw", AL_F_LSE,
    "SWP/CAS/LD<op>, CASP [Arm ARM C6, FEAT_LSE] (default with +lse)" },
  { "rmw-dispatch", AL_S_A64_RMW_DISPATCH, "rmw", 0,
    "LSE or LL/SC on __aarch64_have_lse_atomics [libgcc lse.S] (default with +outline)" },
  { "acq-ldar", AL_S_A64_ACQ_LDAR, "acquire load", 0,
    "LDAR, RCsc [Cambridge ARMv8 table] (default without +rcpc)" },
  { "acq-ldapr", AL_S_A64_ACQ_LDAPR, "acquire load", AL_F_RCPC,
    "LDAPR, RCpc [Arm ARM B2.3, FEAT_LRCPC] (default with +rcpc)" },
  { "pair-llsc", AL_S_A64_PAIR_LLSC, "16 bytes", 0,
    "LDXP/STXP loops [Arm ARM B2.2.1] (default without +lse2)" },
  { "pair-casp", AL_S_A64_PAIR_CASP, "16 bytes", AL_F_LSE,
    "CASP of 0 with 0 for loads, CASP loops [Arm ARM C6 CASP]" },
  { "pair-lse2", AL_S_A64_PAIR_LSE2, "16 bytes", AL_F_LSE2,
    "LDP/STP, LDAR;LDP;DMB ISHLD for seq_cst loads [libatomic atomic_16.S] (default "
    "with +lse2)" },
  { "ext-static", A64_S_EXT_STATIC, "16-byte extensions", 0,
    "LSE128/RCpc3 forms only where the build promises them (+lse128, +rcpc3) (default)" },
  { "ext-dispatch", A64_S_EXT_DISPATCH, "16-byte extensions", 0,
    "the LSE128/RCpc3 form or the one without, chosen at run time on libatomlower's "
    "AT_HWCAP2 word (__atomlower_aarch64_cpu)" },
  { NULL, 0, NULL, 0, NULL },
};

static unsigned a64_scheme_default(const al_target *t, const char *group)
{
  unsigned f = t->features;
  if (!strcmp(group, "rmw"))
    return (f & AL_F_LSE) ? AL_S_A64_RMW_LSE
           : (f & AL_F_OUTLINE) ? AL_S_A64_RMW_DISPATCH : AL_S_A64_RMW_LLSC;
  if (!strcmp(group, "acquire load"))
    return (f & AL_F_RCPC) ? AL_S_A64_ACQ_LDAPR : AL_S_A64_ACQ_LDAR;
  if (!strcmp(group, "16-byte extensions"))
    return A64_S_EXT_STATIC;
  return (f & AL_F_LSE2) ? AL_S_A64_PAIR_LSE2 : AL_S_A64_PAIR_LLSC;
}

/* The assembler accepts LSE, LDAPR and LSE2's forms only for an -march that has them.  */
static const char *a64_cflags(const al_target *t)
{
  if (t->features & AL_F_LSE2)
    return "-march=armv8.4-a";
  if (t->features & AL_F_RCPC)
    return "-march=armv8.2-a+rcpc";
  if (t->features & AL_F_LSE)
    return "-march=armv8.1-a";
  return NULL;   /* +outline: its LSE forms carry .arch_extension lse */
}

/* Memory barriers (al_arch_desc.barriers): dmb, dsb, isb.  */
static const char *const aarch64_barriers[] = { "dmb", "dsb", "isb", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): the barriers; LDAR, LDAPR, LDAXP (acquire); STLR, STLXP (release); CASP with A or L; RCpc3's LDIAPP and STILP (in an .inst line's comment).  */
static const char aarch64_ordered[] = "[[:space:]](dmb|dsb|isb|ldar|ldapr|ldax|stlr|stlx|ldiapp|stilp|casp?(a|al|l)[[:space:]])";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row aarch64_merges[] = {
  AL_MERGE_SAME("dmb ish", "Arm ARM, DMB"),
  AL_MERGE_SAME("dmb ishld", "Arm ARM, DMB"),
  { "dmb ishld", "dmb ish",
    "Arm ARM, DMB: ISH orders every load and store before it with every load and store after it (Inner Shareable); ISHLD only loads before it with loads and stores after it" },
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_aarch64 = {
  .name = "aarch64",
  .file = "aarch64.c",
  .comment = "//",
  .big_endian = false,
  .int128 = true,
  .herd = "AArch64",
  .barriers = aarch64_barriers,
  .ordered = aarch64_ordered,
  .cas_store_after = true,
  .feature_names = a64_features,
  .feature_bits = a64_feature_bits,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = a64_detect,
  .plan = a64_plan,
  .load = load,
  .store = store,
  .fence = fence,
  .is_lock_free = a64_is_lock_free,
  .gcc_calls_out = a64_gcc_calls_out,
  .schemes = a64_schemes,
  .scheme_default = a64_scheme_default,
  .scheme_applies = NULL,
  .cflags = a64_cflags,
  .merges = aarch64_merges,
};
