/* arm.c — the AArch32 (32-bit Arm, Linux) mapping: Armv5 (kernel user helpers),
 * Armv6 (word exclusives), Armv6K/Armv7 (byte, halfword and doubleword exclusives,
 * barriers) and Armv8-A in AArch32 state (load-acquire/store-release), in ARM and
 * Thumb-2 state.
 *
 * Sources cited per row below:
 *  [CAM-v7]  Cambridge "C/C++11 mappings to processors", ARMv7 table (also Power/ARM
 *            leading-fence convention): load relaxed LDR, acquire LDR;DMB, seq_cst
 *            LDR;DMB; store relaxed STR, release DMB;STR, seq_cst DMB;STR;DMB; RMW
 *            and CAS: LDREX/STREX loop with DMB before when the order releases and
 *            DMB after when it acquires; fences (acquire, release, acq_rel,
 *            seq_cst) DMB.
 *  [CAM-v8]  The same page, ARMv8 AArch32 rows: load acquire/seq_cst LDA, store
 *            release/seq_cst STL, RMW LDAEX/STLEX (A on acquire, L on release),
 *            fence acquire DMB ISHLD, others DMB ISH.
 *  [ARMv7-A3.5.3] Arm ARM v7-A/R (DDI 0406C) A3.5.3 "Atomicity in the ARM
 *            architecture": aligned byte/halfword/word accesses and LDREXD/STREXD are
 *            single-copy atomic; LDRD/STRD are 64-bit single-copy atomic only with
 *            LPAE, so 8-byte loads here are always LDREXD (or LDAEXD on v8).
 *  [ARMv7-A8.8-EXD] Arm ARM v7-A/R A8.8 LDREXD and STREXD (and v8's LDAEXD/STLEXD in
 *            AArch32): encoding T1 (Thumb-2) names Rt and Rt2 in two fields, any two
 *            distinct registers but SP and PC (STREXD's status distinct from both and
 *            from the base); encoding A1 (ARM state) takes an even Rt and Rt2 = Rt + 1.
 *  [ARMv6-B2] ARMv6 (DDI 0100I) B2.6 / ARM1136 TRM 3.3: the Data Memory Barrier is
 *            `MCR p15, 0, Rd, c7, c10, 5` with Rd should-be-zero; ARMv6 has only
 *            word LDREX/STREX, ARMv6K adds LDREX{B,H,D} (GCC: __ARM_FEATURE_LDREX
 *            4 vs 15) and v7 adds DMB.
 *  [ARMv7-A3.8] Arm ARM v7-A/R A3.8.3 "Memory barriers" and the DMB page (A8.8.43):
 *            DMB's option SY (the default, written `dmb` alone) orders accesses for
 *            the full system; ISH for the Inner Shareable domain, which holds every
 *            processor a Linux process runs on.  The Cambridge ARMv7 table [CAM-v7]
 *            writes the barrier as `dmb`, i.e. `dmb sy`; GCC 12 emits `dmb ish`.
 *  [KUSER]   Linux Documentation/arm/kernel_user_helpers.rst: helpers at fixed
 *            addresses, called with BLX in ARM state.
 *              __kuser_memory_barrier  0xffff0fa0: no inputs; clobbers nothing
 *                                      but lr (the call).
 *              __kuser_cmpxchg         0xffff0fc0: r0 = oldval, r1 = newval,
 *                                      r2 = ptr; out r0 == 0 (C set) when *ptr was
 *                                      oldval and is now newval; clobbers r3, ip
 *                                      and flags.  Includes the barriers an SMP
 *                                      system needs.  (helper version >= 2)
 *              __kuser_cmpxchg64       0xffff0f60 (version >= 5): 8 bytes, used by
 *                                      the shim only.
 *            The sequences here treat r0-r3, ip (r12), lr and the flags as
 *            clobbered by every helper call, name them in the clobber list, and
 *            pass values in other registers that they copy into r0-r2 before each
 *            call (a GIMPLE asm cannot bind an operand to r0 itself).
 *
 * Schemes (README "Schemes"), ARMv7 only:
 *   barrier  dmb-ish (default)  dmb ish everywhere [CAM-v7] puts a barrier [GCC 12]
 *            dmb-sy             dmb sy, the barrier as [CAM-v7] writes it [ARMv7-A3.8]
 * Both order every access of the process's threads; SY also orders against observers
 * outside the Inner Shareable domain (devices), which C11 atomics do not need.
 *   acquire load  acq-dmb (default)  ldr ; dmb                        [CAM-v7; GCC 12]
 *                 acq-ctrl-isb       ldr ; cmp r,r ; bne 1f ; 1: isb  [CTRL-ISB]
 *  [CTRL-ISB] Arm ARM v7 A3.8.3: an ISB after a conditional branch that depends on
 *            a load orders the load before every later access (a control dependency
 *            orders later stores; the ISB adds the later loads), the ARM counterpart of
 *            POWER's ld ; cmp ; bc ; isync in the Cambridge tables and Sarkar et al.,
 *            "Synchronising C/C++ and POWER" (PLDI 2012); herd7's ARM model forbids
 *            MP's outcome with it as the reader and allows it without the ISB
 *            (atomlower.litmus).  Loads only, and not seq_cst ones: a seq_cst load
 *            must also be ordered after earlier seq_cst stores, which takes the DMB.
 *
 * Interoperation with GCC 12's own code on the same objects: v6K/v7 GCC emits the
 * [CAM-v7] mapping (LDREX{B,H,D}/STREX loops, DMB ISH) and v8 the [CAM-v8] one, the
 * same instructions as here.  On v6, GCC inlines word LDREX/STREX loops (the same)
 * and calls libgcc's __sync_*_{1,2}, which loop on __kuser_cmpxchg over the
 * containing word: the kernel implements that helper with LDREX/STREX on any v6+
 * kernel, and a masked LDREX/STREX loop on the same word is atomic against it (a
 * store by any observer clears the exclusive monitor).  On v5 GCC calls libgcc's
 * __sync_* (loops on __kuser_cmpxchg, masked for bytes and halfwords) and
 * __sync_synchronize (which calls __kuser_memory_barrier): the kuser sequences
 * here are the same loops inline.  8-byte objects on v5/v6 go to the shim, as
 * GCC's own 8-byte calls do (libatomic ABI), so every access to them is the
 * shim's.
 */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool v8(const al_target *t) { return t->arm_arch >= 8; }
static bool kuser(const al_target *t) { return t->arm_arch == 5; }
static bool has_sub_ex(const al_target *t) { return t->arm_v6k || t->arm_arch >= 7; }
static const char *bh(int w) { return w == 1 ? "b" : w == 2 ? "h" : w == 8 ? "d" : ""; }
static int regw(int w) { return w == 8 ? 8 : 4; }

/* ---- barriers ---------------------------------------------------------------------- */

/* The barrier instruction(s) of the variant (ACQ_ONLY: an acquire fence, which v8
   can make a load-load/load-store barrier).
 *   v8:  dmb ishld | dmb ish                                   [CAM-v8]
 *   v7:  dmb ish                                               [CAM-v7]
 *        dmb sy  (scheme dmb-sy)                               [CAM-v7; ARMv7-A3.8]
 *   v6, v6K: mov ip, #0 ; mcr p15, 0, ip, c7, c10, 5           [ARMv6-B2]
 *   v5:  mvn ip, #0xf000 ; sub ip, ip, #0x5f ; blx ip           [KUSER memory_barrier] */
static const char *barrier(const al_target *t, bool acq_only)
{
  if (t->arm_arch >= 8)
    return acq_only ? "dmb ishld" : "dmb ish";
  if (t->arm_arch == 7)
    return (t->schemes & AL_S_ARM_DMB_SY) ? "dmb sy" : "dmb ish";
  if (t->arm_arch == 6)
    return "mov r12, #0\nmcr p15, 0, r12, c7, c10, 5";
  return "mvn r12, #0xf000\nsub r12, r12, #0x5f\nblx r12";
}

static void barrier_clobbers(const al_target *t, al_seq *s)
{
  if (t->arm_arch <= 6)
    al_clobber(s, "r12");
  if (t->arm_arch == 5)
    al_clobber(s, "lr");
}

static const al_slots none = { -1, -1, -1, -1, -1, -1, -1 };

static void emit_barrier(const al_target *t, al_seq *s, bool acq_only)
{
  al_frag(s, barrier(t, acq_only), none);
  barrier_clobbers(t, s);
}

/* ---- loads, stores, fences ------------------------------------------------------------- */

/*   1, 2, 4:  relaxed ldr{b,h}; acquire, seq_cst: ldr ; barrier      [CAM-v7]
 *             v8 acquire, seq_cst: lda{b,h}                         [CAM-v8]
 *   8:        ldrexd (v8 acquire, seq_cst: ldaexd) ; v6K/v7 + barrier  [ARMv7-A3.5.3] */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  int w = r->width;
  bool ordered = r->order != AL_RELAXED;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", regw(w));
  if (w == 8)
    {
      int mem = al_in(s, AL_R_MEM, AL_WHOLE, "Q", 8);
      al_insn(s, "%s %%%d, %%H%d, %%%d", v8(t) && ordered ? "ldaexd" : "ldrexd", res, res, mem);
    }
  else if (v8(t) && ordered)
    {
      int mem = al_in(s, AL_R_MEM, AL_WHOLE, "Q", w);
      al_insn(s, "lda%s %%%d, %%%d", bh(w), res, mem);
      return;
    }
  else
    {
      int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", w);
      al_insn(s, "ldr%s %%%d, %%%d", bh(w), res, mem);
    }
  if (ordered && !v8(t) && r->order == AL_ACQUIRE && (t->schemes & AL_S_ARM_ACQ_CTRL_ISB))
    {
      /* [CTRL-ISB]: a branch on the loaded value (%Q: its low word at 8 bytes), then ISB.  */
      al_insn(s, w == 8 ? "cmp %%Q%d, %%Q%d" : "cmp %%%d, %%%d", res, res);
      al_insn(s, "bne 1f");
      al_label(s, "1:");
      al_insn(s, "isb");
      al_clobber(s, "cc");
      return;
    }
  if (ordered && !v8(t))
    emit_barrier(t, s, false);
}

/*   1, 2, 4:  relaxed str{b,h}; release: barrier ; str; seq_cst: barrier ; str ; barrier
 *             [CAM-v7]; v8 release, seq_cst: stl{b,h} [CAM-v8]
 *   8:        barrier? ; 1: ldrexd t ; strexd st, v ; cmp st, #0 ; bne 1b ; barrier?
 *             (v8: stlexd when the order releases)                 [ARMv7-A3.5.3] */
static void store(const al_target *t, const al_request *r, al_seq *s, bool imm)
{
  int w = r->width;
  bool lead = al_is_release(r->order) && !v8(t), trail = r->order == AL_SEQ_CST && !v8(t);
  if (w == 8)
    {
      int tmp = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 8);
      int st = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
      int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 8);
      int val = al_in(s, AL_R_VAL, AL_WHOLE, "r", 8);
      if (lead)
        emit_barrier(t, s, false);
      al_label(s, "1:");
      al_insn(s, "ldrexd %%%d, %%H%d, %%%d", tmp, tmp, mem);
      al_insn(s, "%s %%%d, %%%d, %%H%d, %%%d", v8(t) && al_is_release(r->order) ? "stlexd"
              : "strexd", st, val, val, mem);
      al_insn(s, "cmp %%%d, #0", st);
      al_insn(s, "bne 1b");
      al_clobber(s, "cc");
    }
  else
    {
      bool stl = v8(t) && r->order != AL_RELAXED;
      int mem = al_out(s, AL_R_MEM, AL_WHOLE, stl ? "=Q" : "=m", w);
      int val = imm ? al_in_imm(s, "r", 4, 0) : al_in(s, AL_R_VAL, AL_WHOLE, "r", 4);
      if (lead)
        emit_barrier(t, s, false);
      al_insn(s, "%s%s %%%d, %%%d", stl ? "stl" : "str", bh(w), val, mem);
    }
  if (trail)
    emit_barrier(t, s, false);
}

/* ---- LDREX/STREX loops (v6 word, v6K/v7/v8 every width) --------------------------------- */

typedef struct arm_frags {
  char ll[48], sc[64], add[80], sub[80], and_[80], or_[80], xor_[80], not_[64];
  char bne[96], beq[112], store_x[48], srl[48];
  al_llsc k;
} arm_frags;

/* Two-register forms for 8 bytes: %Q = low word, %R = high word of the pair
   (GCC's operand modifiers, either endianness); LDREXD/STREXD take the pair as
   %N, %HN (in ARM state GCC allocates 8-byte values to even pairs, as LDREXD
   requires).  */
static void alu2(char *buf, size_t n, int w, const char *lo, const char *hi)
{
  if (w == 8)
    snprintf(buf, n, "%s %%Q{d}, %%Q{a}, %%Q{b}\n%s %%R{d}, %%R{a}, %%R{b}", lo, hi);
  else
    snprintf(buf, n, "%s %%{d}, %%{a}, %%{b}", lo);
}

static const al_llsc *llsc_frags(const al_target *t, const al_request *r, arm_frags *f,
                                 int w)
{
  bool a = al_is_acquire(r->order), l = al_is_release(r->order);
  if (w == 8)
    {
      snprintf(f->ll, sizeof f->ll, "%s %%{d}, %%H{d}, %%{m}", v8(t) && a ? "ldaexd" : "ldrexd");
      snprintf(f->sc, sizeof f->sc, "%s %%{s}, %%{a}, %%H{a}, %%{m}",
               v8(t) && l ? "stlexd" : "strexd");
      snprintf(f->not_, sizeof f->not_, "mvn %%Q{d}, %%Q{a}\nmvn %%R{d}, %%R{a}");
      snprintf(f->bne, sizeof f->bne, "cmp %%Q{a}, %%Q{b}\nbne 2f\ncmp %%R{a}, %%R{b}\nbne 2f");
      snprintf(f->store_x, sizeof f->store_x, "strd %%{a}, %%H{a}, %%{x}");
    }
  else
    {
      snprintf(f->ll, sizeof f->ll, "%s%s %%{d}, %%{m}", v8(t) && a ? "ldaex" : "ldrex", bh(w));
      snprintf(f->sc, sizeof f->sc, "%s%s %%{s}, %%{a}, %%{m}", v8(t) && l ? "stlex" : "strex",
               bh(w));
      snprintf(f->not_, sizeof f->not_, "mvn %%{d}, %%{a}");
      snprintf(f->bne, sizeof f->bne, "cmp %%{a}, %%{b}\nbne 2f");
      snprintf(f->store_x, sizeof f->store_x, "str%s %%{a}, %%{x}", bh(r->width));
    }
  alu2(f->add, sizeof f->add, w, w == 8 ? "adds" : "add", "adc");
  alu2(f->sub, sizeof f->sub, w, w == 8 ? "subs" : "sub", "sbc");
  alu2(f->and_, sizeof f->and_, w, "and", "and");
  alu2(f->or_, sizeof f->or_, w, "orr", "orr");
  alu2(f->xor_, sizeof f->xor_, w, "eor", "eor");
  snprintf(f->srl, sizeof f->srl, "lsr %%{d}, %%{a}, %%{b}");
  /* At 2: Z is the compare-exchange's success: set by the retry's cmp on the path
     that stored, clear from the compare's bne on the other (the barrier and lsr, no
     S, leave it), so the plugin reads it as "=@cceq" and the write-back branches on
     it without comparing again.  */
  snprintf(f->beq, sizeof f->beq, "beq 3f");
  f->k = (al_llsc){
    /* [CAM-v7] barrier before a releasing RMW, after an acquiring one; v8 puts the
       order on the exclusives instead [CAM-v8].  */
    .lead = !v8(t) && l ? barrier(t, false) : NULL,
    .trail = !v8(t) && a ? barrier(t, false) : NULL,
    .ll = f->ll, .sc = f->sc, .retry = "cmp %{s}, #0\nbne 1b",
    .add = f->add, .sub = f->sub, .and_ = f->and_, .or_ = f->or_, .xor_ = f->xor_,
    .not_ = f->not_, .srl = f->srl, .bne = f->bne, .beq = f->beq,
    /* test_and_set of a byte with word exclusives only (v6): the bit made before the
       loop, the byte cleared and set to 1 in it (al_llsc_masked_tas) [CAM-v7 RMW].  */
    .one_shl = "mov %{d}, #1\nlsl %{d}, %{d}, %{b}", .bic = "bic %{d}, %{a}, %{b}",
    .andc = "bic %{d}, %{a}, %{b}",
    .store_x = f->store_x, .mem_c = "Q", .reg_c = "r", .ptr_in_reg = false,
    .status = true, .cc = "cc", .reg_width = w == 8 ? 8 : 4,
    .ok_cc = t->no_flag_outputs ? NULL : "=@cceq",
  };
  return &f->k;
}

static void llsc(const al_target *t, const al_request *r, al_seq *s)
{
  arm_frags f;
  bool masked = !has_sub_ex(t) && r->width < 4;
  const al_llsc *k = llsc_frags(t, r, &f, masked ? 4 : r->width);
  al_llsc_expand(r, s, k, masked);
  if (k->lead || k->trail)
    barrier_clobbers(t, s);
}

/* ---- 8 bytes in Thumb-2: each half its own register --------------------------------
 *
 * In ARM state LDREXD/STREXD need an even register pair, which only GCC's 8-byte
 * operands give (the %N, %HN forms above).  In Thumb-2 the halves are free
 * [ARMv7-A8.8-EXD], so every 8-byte value is two 32-bit operands: GCC leaves a value
 * where the ABI put it (r2:r3 for a second argument) and takes the result from
 * r0:r1, where a pair operand cost up to four moves and two saved registers.  The
 * loops are pair.c's, the same as AArch64's LDXP/STXP; the barriers and the A/L
 * forms are the word loop's (llsc_frags) [CAM-v7; CAM-v8]:
 *   store:     [dmb] ; 1: ldrexd t, T, [m] ; strexd t, v, V, [m] ; cmp t, #0 ;
 *              bne 1b ; [dmb]        (t, dead once loaded, takes the status; seq_cst:
 *                                     the trailing dmb)
 *   exchange, fetch_op, op_fetch:
 *              [dmb] ; 1: ld{a}exd o, O, [m] ; [<op> n, o, v ; <op> N, O, V] ;
 *              st{l}exd st, n, N, [m] ; cmp st, #0 ; bne 1b ; [dmb]
 *              (adds/adc, subs/sbc, and, orr, eor; nand: and ; mvn per half)
 *   compare-exchange:
 *              [dmb] ; 1: ld{a}exd o, O, [m] ; cmp o, e ; it eq ; cmpeq O, E ; bne 2f ;
 *              st{l}exd st, d, D, [m] ; cmp st, #0 ; bne 1b ;
 *          2:  [dmb] ; [__atomic form: beq 3f ; strd o, O, *expected ; 3:]
 *              Z at 2: is the success, as in the word loop: the plugin reads it
 *              ("=@cceq").  */
static bool thumb_pair(const al_target *t, const al_request *r)
{
  return r->width == 8 && (t->features & AL_F_THUMB) && !kuser(t);
}

typedef struct arm_pair { int lo, hi; } arm_pair;

static arm_pair pair_out(al_seq *s, al_role role)
{
  arm_pair p;
  p.lo = al_out(s, role, AL_LO, "=&r", 4);
  p.hi = al_out(s, role, AL_HI, "=&r", 4);
  return p;
}

static arm_pair pair_in(al_seq *s, al_role role)
{
  arm_pair p;
  p.lo = al_in(s, role, AL_LO, "r", 4);
  p.hi = al_in(s, role, AL_HI, "r", 4);
  return p;
}

static void halves(char d[2][16], arm_pair p) { al_pair_halves(d, p.lo, p.hi); }

static const al_pair thumb_alu = {
  .lo = { [AL_ADD] = "adds", [AL_SUB] = "subs", [AL_AND] = "and", [AL_OR] = "orr",
          [AL_XOR] = "eor", [AL_NAND] = "and" },
  .hi = { [AL_ADD] = "adc", [AL_SUB] = "sbc", [AL_AND] = "and", [AL_OR] = "orr",
          [AL_XOR] = "eor", [AL_NAND] = "and" },
  .ops = " {n}, {o}, {v}", .not_ = "mvn {n}, {n}", .carry = "cc",
  .retry = "cmp {s}, #0\nbne 1b",
};

/* The pair loop's data for R: the exclusives of its order and the fences around
   them (LEAD, TRAIL: whether the order puts a barrier there before v8).  */
static al_pair thumb_pair_frags(const al_target *t, bool acq, bool rel, bool lead,
                                bool trail)
{
  al_pair k = thumb_alu;
  k.ll = v8(t) && acq ? "ldaexd {o}, {O}, {m}" : "ldrexd {o}, {O}, {m}";
  k.sc = v8(t) && rel ? "stlexd {s}, {n}, {N}, {m}" : "strexd {s}, {n}, {N}, {m}";
  k.lead = lead && !v8(t) ? barrier(t, false) : NULL;
  k.trail = trail && !v8(t) ? barrier(t, false) : NULL;
  return k;
}

static al_pair_regs pair_regs(int st, int mem)
{
  al_pair_regs g;
  memset(&g, 0, sizeof g);
  al_pair_op(g.s, "", st);
  al_pair_op(g.m, "", mem);
  return g;
}

static void thumb_pair_store(const al_target *t, const al_request *r, al_seq *s)
{
  /* The loaded pair is dead once loaded: its low register takes the status
     (STREXD's status must differ from the stored pair and the base, which the
     early clobber ensures).  */
  arm_pair tmp = pair_out(s, AL_R_SCRATCH);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 8);
  arm_pair val = pair_in(s, AL_R_VAL);
  bool rel = al_is_release(r->order);
  al_pair k = thumb_pair_frags(t, false, rel, rel, r->order == AL_SEQ_CST);
  al_pair_regs g = pair_regs(tmp.lo, mem);
  halves(g.o, tmp);
  halves(g.v, val);
  al_pair_llsc_loop(r, s, &k, &g);
  al_clobber(s, "cc");
}

static void thumb_pair_rmw(const al_target *t, const al_request *r, al_seq *s)
{
  bool arith = r->op == AL_FETCH_OP || r->op == AL_OP_FETCH;
  s->recipe = "llsc";
  arm_pair old = pair_out(s, r->op == AL_OP_FETCH ? AL_R_SCRATCH : AL_R_RESULT);
  arm_pair nw = { -1, -1 };
  if (arith)
    nw = pair_out(s, r->op == AL_OP_FETCH ? AL_R_RESULT : AL_R_SCRATCH);
  int st = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 8);
  arm_pair val = pair_in(s, AL_R_VAL);
  bool acq = al_is_acquire(r->order), rel = al_is_release(r->order);
  al_pair k = thumb_pair_frags(t, acq, rel, rel, acq);
  al_pair_regs g = pair_regs(st, mem);
  halves(g.o, old);
  if (arith)
    halves(g.n, nw);
  halves(g.v, val);
  al_pair_llsc_loop(r, s, &k, &g);
  al_clobber(s, "cc");
}

static void thumb_pair_cas(const al_target *t, const al_request *r, al_seq *s)
{
  s->recipe = "llsc";
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  arm_pair old = pair_out(s, AL_R_RESULT);
  /* Z is the success at 3: (the flag output), or, without flag outputs, the plugin
     compares the observed value with the expected one.  */
  if (t->no_flag_outputs)
    al_clobber(s, "cc");
  else
    {
      s->cas_flag = AL_CASF_SET;
      al_out(s, AL_R_FLAG, AL_WHOLE, "=@cceq", 0);
    }
  int st = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 8);
  int expmem = al_expmem(r) ? al_out(s, AL_R_EXPMEM, AL_WHOLE, "+m", 8) : -1;
  arm_pair exp = pair_in(s, AL_R_EXPECTED);
  arm_pair des = pair_in(s, AL_R_DESIRED);
  bool acq = al_is_acquire(r->order), rel = al_is_release(r->order);
  al_pair k = thumb_pair_frags(t, acq, rel, rel, acq);
  k.bne = "cmp {o}, {e}\nit eq\ncmpeq {O}, {E}\nbne 2f";
  k.write_back = "beq 3f\nstrd {o}, {O}, {x}\n3:";
  al_pair_regs g = pair_regs(st, mem);
  halves(g.o, old);
  halves(g.e, exp);
  halves(g.v, des);
  if (expmem >= 0)
    al_pair_op(g.x, "", expmem);
  al_pair_llsc_loop(r, s, &k, &g);
}

/* ---- Armv5: loops on __kuser_cmpxchg ------------------------------------------------------ */

/* [KUSER] __kuser_cmpxchg (r0 = old, r1 = new, r2 = ptr): 0xffff0fff - 0x3f.  */
static void kuser_call(al_seq *s)
{
  al_insn(s, "mvn r12, #0xf000");
  al_insn(s, "sub r12, r12, #0x3f");
  al_insn(s, "blx r12");
}

static void kuser_clobbers(const al_request *r, al_seq *s)
{
  static const char *const regs[] = { "r0", "r1", "r2", "r3", "r12", "lr", "cc" };
  for (size_t i = 0; i < sizeof regs / sizeof regs[0]; i++)
    al_clobber(s, regs[i]);
}

/* Every RMW, exchange and test_and_set (the helper is a full barrier, so the order
 * adds nothing [KUSER]):
 *   1:  ldr   r0, [word]
 *       <op>  r1, r0, v              (masked: on the field; exchange: insert v;
 *                                     test_and_set: insert 1)
 *       mov   res, r0 | r1           (old | new)
 *       mov   r2, word-address
 *       <call __kuser_cmpxchg>
 *       cmp   r0, #0
 *       bne   1b
 *     [ lsr   res, res, shift ]      (masked)                               */
static void kuser_rmw(const al_request *r, al_seq *s)
{
  static const char *const alu[AL_N_ARITH] = {
    [AL_ADD] = "add", [AL_SUB] = "sub", [AL_AND] = "and", [AL_OR] = "orr",
    [AL_XOR] = "eor", [AL_NAND] = "and" };
  bool masked = r->width < 4;
  bool tas = r->op == AL_TEST_AND_SET, xchg = r->op == AL_EXCHANGE;
  bool newv = r->op == AL_OP_FETCH;
  s->recipe = masked ? "kuser-masked" : "kuser";
  s->use = al_value_use(r);
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 4);
  int m = al_out(s, masked ? AL_R_WMEM : AL_R_MEM, AL_WHOLE, "+Q", masked ? 4 : r->width);
  int shift = masked ? al_in(s, AL_R_SHIFT, AL_WHOLE, "r", 4) : -1;
  int mask = masked ? al_in(s, AL_R_MASK, AL_WHOLE, "r", 4) : -1;
  int v = -1;
  if (!tas)
    {
      v = al_in(s, AL_R_VAL, AL_WHOLE, "r", 4);
      if (masked)
        s->in[v - s->n_out].shifted = true;
    }
  al_label(s, "1:");
  al_insn(s, "ldr r0, %%%d", m);
  if (tas)
    {
      al_insn(s, "bic r1, r0, %%%d", mask);
      al_insn(s, "mov r3, #1");
      al_insn(s, "lsl r3, r3, %%%d", shift);
      al_insn(s, "orr r1, r1, r3");
    }
  else if (xchg)
    {
      if (masked)
        {
          al_insn(s, "eor r1, r0, %%%d", v);
          al_insn(s, "and r1, r1, %%%d", mask);
          al_insn(s, "eor r1, r1, r0");
        }
      else
        al_insn(s, "mov r1, %%%d", v);
    }
  else
    {
      al_insn(s, "%s r1, r0, %%%d", alu[r->arith], v);
      if (r->arith == AL_NAND)
        al_insn(s, "mvn r1, r1");
      if (masked && r->arith != AL_OR && r->arith != AL_XOR)
        {
          al_insn(s, "eor r1, r1, r0");
          al_insn(s, "and r1, r1, %%%d", mask);
          al_insn(s, "eor r1, r1, r0");
        }
    }
  al_insn(s, "mov %%%d, %s", res, newv ? "r1" : "r0");
  al_insn(s, "mov r2, %%m%d", m);
  kuser_call(s);
  al_insn(s, "cmp r0, #0");
  al_insn(s, "bne 1b");
  if (masked)
    al_insn(s, "lsr %%%d, %%%d, %%%d", res, res, shift);
  kuser_clobbers(r, s);
}

/* Compare-exchange (strong):
 *   1:  ldr   r0, [word]
 *     [ mov r3, #0xff ; (orr r3, r3, #0xff00) ; lsl r3, r3, shift ; and t, r0, r3 ]
 *       cmp   t|r0, exp
 *       bne   2f
 *       mov   r1, des               (masked: eor r1, r0, t ; orr r1, r1, dsh)
 *       mov   r2, word-address
 *       <call __kuser_cmpxchg> ; cmp r0, #0 ; bne 1b
 *       mov   old, exp              (masked: lsr t, t, shift)
 *       b     3f
 *   2:  mov   old, r0               (masked: lsr t, t, shift)
 *     [ barrier ]                   (failure order acquires: no helper ran)
 *     [ str{b,h} old, *expected ]   (__atomic form)
 *   3:                                                                         */
static void kuser_cas(const al_request *r, al_seq *s)
{
  bool masked = r->width < 4;
  s->recipe = masked ? "kuser-masked" : "kuser";
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 4);
  int m = al_out(s, masked ? AL_R_WMEM : AL_R_MEM, AL_WHOLE, "+Q", masked ? 4 : r->width);
  int expmem = al_expmem(r) ? al_out(s, AL_R_EXPMEM, AL_WHOLE, "+m", r->width) : -1;
  int shift = masked ? al_in(s, AL_R_SHIFT, AL_WHOLE, "r", 4) : -1;
  int exp = al_in(s, AL_R_EXPECTED, AL_WHOLE, "r", 4);
  int des = al_in(s, AL_R_DESIRED, AL_WHOLE, "r", 4);
  if (masked)
    {
      s->in[exp - s->n_out].shifted = true;
      s->in[des - s->n_out].shifted = true;
    }
  al_label(s, "1:");
  al_insn(s, "ldr r0, %%%d", m);
  if (masked)
    {
      al_insn(s, "mov r3, #0xff");
      if (r->width == 2)
        al_insn(s, "orr r3, r3, #0xff00");
      al_insn(s, "lsl r3, r3, %%%d", shift);
      al_insn(s, "and %%%d, r0, r3", old);
      al_insn(s, "cmp %%%d, %%%d", old, exp);
    }
  else
    al_insn(s, "cmp r0, %%%d", exp);
  al_insn(s, "bne 2f");
  if (masked)
    {
      al_insn(s, "eor r1, r0, %%%d", old);
      al_insn(s, "orr r1, r1, %%%d", des);
    }
  else
    al_insn(s, "mov r1, %%%d", des);
  al_insn(s, "mov r2, %%m%d", m);
  kuser_call(s);
  al_insn(s, "cmp r0, #0");
  al_insn(s, "bne 1b");
  if (masked)
    al_insn(s, "lsr %%%d, %%%d, %%%d", old, old, shift);
  else
    al_insn(s, "mov %%%d, %%%d", old, exp);
  al_insn(s, "b 3f");
  al_label(s, "2:");
  if (masked)
    al_insn(s, "lsr %%%d, %%%d, %%%d", old, old, shift);
  else
    al_insn(s, "mov %%%d, r0", old);
  if (al_is_acquire(r->fail_order))
    al_frag(s, "mvn r12, #0xf000\nsub r12, r12, #0x5f\nblx r12", none);
  if (expmem >= 0)
    al_insn(s, "str%s %%%d, %%%d", bh(r->width), old, expmem);
  al_label(s, "3:");
  kuser_clobbers(r, s);
}

static void arm_fence(const al_target *t, const al_request *r, al_seq *s)
{
  if (kuser(t))
    s->recipe = "kuser";
  if (r->op == AL_THREAD_FENCE && r->order != AL_RELAXED)
    emit_barrier(t, s, r->order == AL_ACQUIRE);
}

/* ---- dispatch --------------------------------------------------------------------------- */

/* What the table covers: A/R profile, v5 or later, ARM state or Thumb-2.  */
static const char *unsupported(const al_target *t)
{
  if (t->arm_arch < 5)
    return "no mapping before Armv5 (no BLX for the kernel helpers) or for M profile";
  if ((t->features & AL_F_THUMB) && t->arm_arch < 7)
    return "Thumb-1 has no exclusives and cannot call the kernel helpers inline";
  return NULL;
}

/* Read-modify-writes, exchanges, compare-exchanges, test_and_set: the kernel helpers
   (v5, v6 sub-words), Thumb-2's doubleword pair, or exclusives.  Each returns its value
   unless nobody reads it.  */
static void rmw(const al_target *t, const al_request *r, al_seq *s)
{
  s->use = al_value_use(r);
  if (kuser(t))
    {
      if (r->op == AL_CAS)
        kuser_cas(r, s);
      else
        kuser_rmw(r, s);
    }
  else if (thumb_pair(t, r) && r->op == AL_CAS)
    thumb_pair_cas(t, r, s);
  else if (thumb_pair(t, r))
    thumb_pair_rmw(t, r, s);
  else
    llsc(t, r, s);
  al_order_clobber(s, r->order);
  if (r->op == AL_CAS)
    al_order_clobber(s, r->fail_order);
  /* A masked loop names the containing word as its memory operand, and GCC's alias
     oracle assumes a 4-byte access cannot touch a declared 1- or 2-byte object
     (tree-ssa-alias.cc: an access larger than the decl does not alias it), so
     without "memory" a relaxed site would let GCC keep the object's old value in
     a register across the asm.  */
  if (s->recipe && strstr(s->recipe, "masked"))
    al_clobber(s, "memory");
}

static void arm_plan(const al_target *t, const al_request *r, al_plan *p)
{
  const char *why = unsupported(t);
  if (why)
    {
      p->kind = AL_K_GCC;
      p->reason = why;
    }
  else if (r->width != 1 && r->width != 2 && r->width != 4 && r->width != 8)
    al_plan_shim(p, "width is not 1, 2, 4 or 8");
  else if (r->width == 8 && !has_sub_ex(t))
    al_plan_shim(p, "8 bytes need ldrexd (v6K): the shim");
  else if ((r->op == AL_STORE || r->op == AL_CLEAR) && thumb_pair(t, r))
    al_plan_emit(p, AL_K_NATIVE, NULL, thumb_pair_store);
  else if (al_is_access(r))
    return;   /* the descriptor's load and store (lower.c) */
  else
    al_plan_emit(p, AL_K_NATIVE, NULL, rmw);
}

/* Must equal libgcc-shim/config/arm.h: 1, 2, 4 and 8 bytes lock-free on every
   Linux Arm when naturally aligned (exclusives where the version has them, else
   the kernel's __kuser_cmpxchg and __kuser_cmpxchg64 loops, inline here or in the
   shim).  -1 (GCC decides) where this table leaves every site to GCC.  */
static int arm_is_lock_free(const al_target *t, int width, int align)
{
  if (unsupported(t))
    return -1;
  switch (width)
    {
    case 1: case 2: case 4:
      return align >= width;
    case 8:
      /* v6K+: LDREXD inline; v5/v6: the shim's __atomic_*_8, a loop on the
         kernel's __kuser_cmpxchg64 (libgcc-shim/config/arm.h), lock-free too.  */
      return align >= 8;
    default:
      return 0;
    }
}

/* GCC 12 [baseline gcc12-clang14-codegen.md, armv5te/armv6/armv7 rows]: v5 calls
   __sync_*_N for every 1-4 byte RMW, exchange, CAS and test_and_set,
   __sync_synchronize for every barrier (ordered loads and stores, fences) and
   __atomic_*_8 for 8 bytes; v6 calls __sync_*_{1,2} for 1- and 2-byte RMW,
   exchange, CAS and test_and_set and __atomic_*_8; v6K/v7/v8 inline everything.  */
static bool arm_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  if (has_sub_ex(t) || unsupported(t))
    return false;
  if (r->width == 8)
    return true;
  switch (r->op)
    {
    case AL_LOAD:
    case AL_STORE:
    case AL_CLEAR:
    case AL_THREAD_FENCE:
      return kuser(t) && r->order != AL_RELAXED;
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      return false;
    case AL_EXCHANGE:
    case AL_CAS:
    case AL_FETCH_OP:
    case AL_OP_FETCH:
    case AL_TEST_AND_SET:
      return kuser(t) || r->width < 4;
    }
  return false;
}

/* Variant from GCC's ACLE macros: __ARM_ARCH, __ARM_ARCH_PROFILE ('M' is not
   mapped), __ARM_FEATURE_LDREX (4: word only = v6; bit 3: doubleword = v6K+),
   __thumb__ / __thumb2__.  */
static bool arm_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  if (!lookup(ctx, "__arm__"))
    return false;
  /* Each answer is read before the next lookup (it may be a static buffer).  */
  const char *v = lookup(ctx, "__ARM_ARCH");
  int arch = v ? atoi(v) : 4;
  const char *prof = lookup(ctx, "__ARM_ARCH_PROFILE");
  bool m_profile = prof && (atoi(prof) == 'M' || !strcmp(prof, "'M'"));
  const char *ex = lookup(ctx, "__ARM_FEATURE_LDREX");
  int ldrex = ex ? (int) strtol(ex, NULL, 0) : 0;
  t->arm_v6k = (ldrex & 8) != 0;
  if (m_profile || arch < 5)
    {
      t->arm_arch = 0;
      snprintf(t->name, sizeof t->name, "%s", m_profile ? "armv-m" : "armv4");
    }
  else
    {
      t->arm_arch = arch > 8 ? 8 : arch;
      snprintf(t->name, sizeof t->name, "%s", arch >= 8 ? "armv8" : arch == 7 ? "armv7"
               : arch == 6 ? (t->arm_v6k ? "armv6k" : "armv6") : "armv5");
    }
  if (lookup(ctx, "__thumb__"))
    t->features |= AL_F_THUMB;
  return true;
}

static const char *const arm_variants[] = { "armv5", "armv6", "armv6k", "armv7", "armv8", NULL };

static void arm_parse_variant(const char *variant, al_target *t)
{
  t->arm_arch = variant[4] - '0';
  t->arm_v6k = t->arm_arch >= 7 || !strcmp(variant, "armv6k");
}

static const char *const arm_features[] = { "thumb", NULL };
static const unsigned arm_feature_bits[] = { AL_F_THUMB };

/* The schemes (file header): the ARMv7 barrier and acquire load.  */
static const al_scheme arm_schemes[] = {
  { "dmb-ish", AL_S_ARM_DMB_ISH, "barrier", 0,
    "dmb ish [Cambridge ARMv7 table's barriers; GCC 12] (armv7)" },
  { "dmb-sy", AL_S_ARM_DMB_SY, "barrier", 0,
    "dmb sy [Cambridge ARMv7 table, its `dmb`; Arm ARM v7 A3.8.3] (armv7)" },
  { "acq-dmb", AL_S_ARM_ACQ_DMB, "acquire load", 0,
    "ldr ; dmb [Cambridge ARMv7 table; GCC 12] (armv7)" },
  { "acq-ctrl-isb", AL_S_ARM_ACQ_CTRL_ISB, "acquire load", 0,
    "ldr ; cmp ; bne ; isb: control dependency and ISB [Arm ARM v7 A3.8.3; the ARM "
    "counterpart of the Cambridge POWER table's ld ; cmp ; bc ; isync] (armv7)" },
  { NULL, 0, NULL, 0, NULL },
};

static const char *arm_scheme_applies(const al_target *t, const al_scheme *s)
{
  (void) s;
  return t->arm_arch == 7 ? NULL : "the ARMv7 schemes are ARMv7's (v5/v6 have no DMB or "
                                   "ISB, v8 orders with LDA/STL)";
}

/* The instruction set state, and the architecture where the triplet's default lacks
   the instructions (armel's v5 default has no LDREX; armhf's v7 no LDA/STL).  */
static const char *arm_cflags(const al_target *t)
{
  bool thumb = (t->features & AL_F_THUMB) != 0;
  switch (t->arm_arch)
    {
    case 6:
      if (t->arm_v6k)
        return "-march=armv6k -marm";
      return "-march=armv6 -marm";
    case 8:
      return thumb ? "-march=armv8-a+simd -mthumb" : "-march=armv8-a+simd -marm";
    default:
      return thumb ? "-mthumb" : "-marm";
    }
}

/* Memory barriers (al_arch_desc.barriers): v6K and later dmb, dsb, isb; v6 the CP15
   barrier (mcr p15, 0, r, c7, c10, 5); v5 the call of the kernel user helper
   __kuser_memory_barrier at 0xffff0fa0, counted at "sub r12, r12, #0x5f", which makes its
   address from 0xffff0fff (the compare-and-swap helper, 0xffff0fc0, is #0x3f).  */
static const char *const arm_barriers[] = { "dmb", "dsb", "isb", "mcr", "sub r12, r12, #0x5f", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): dmb, dsb, isb; v6's CP15 barrier (mcr p15); armv5's call of the kernel helper at 0xffff0fa0 (sub r12, r12, #0x5f after mvn r12, #0xf000); Armv8's LDA, LDAEX, STL and STLEX forms.  */
static const char arm_ordered[] = "[[:space:]](dmb|dsb|isb|mcr|lda|stl)|#0x5f";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row arm_merges[] = {
  AL_MERGE_SAME("dmb ish", "Arm ARM (AArch32), DMB"),
  AL_MERGE_SAME("dmb sy", "Arm ARM (AArch32), DMB"),
  AL_MERGE_SAME("dmb ishld", "Arm ARM (AArch32), DMB"),
  { "dmb ishld", "dmb ish",
    "Arm ARM (AArch32), DMB: ISH orders every load and store before it with every one after it; ISHLD (Armv8) only loads before it with loads and stores after it" },
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_arm = {
  .name = "arm",
  .file = "arm.c",
  .comment = "@",
  .big_endian = false,
  .int128 = false,
  .herd = "ARM",
  .barriers = arm_barriers,
  .ordered = arm_ordered,
  .cas_store_after = true,
  .feature_names = arm_features,
  .feature_bits = arm_feature_bits,
  .variants = arm_variants,
  .parse_variant = arm_parse_variant,
  .detect = arm_detect,
  .plan = arm_plan,
  .load = load,
  .store = store,
  .fence = arm_fence,
  .is_lock_free = arm_is_lock_free,
  .gcc_calls_out = arm_gcc_calls_out,
  .schemes = arm_schemes,
  .scheme_default = NULL,
  .scheme_applies = arm_scheme_applies,
  .cflags = arm_cflags,
  .merges = arm_merges,
};
