/* riscv.c — the RV64 mapping (RVWMO, the A extension).
 *
 * Sources cited per row below:
 *  [A6]   The RISC-V Instruction Set Manual, Volume I: Unprivileged ISA, memory-model
 *         appendix ("RVWMO Explanatory Material"), section "Code Porting and Mapping
 *         Guidelines", Table A.6 "Mappings from C/C++ primitives to RISC-V primitives":
 *           load relaxed        l{b,h,w,d}
 *           load acquire        l{b,h,w,d}; fence r,rw
 *           load seq_cst        fence rw,rw; l{b,h,w,d}; fence r,rw
 *           store relaxed       s{b,h,w,d}
 *           store release       fence rw,w; s{b,h,w,d}
 *           store seq_cst       fence rw,w; s{b,h,w,d}
 *           fence acquire       fence r,rw
 *           fence release       fence rw,w
 *           fence acq_rel       fence.tso
 *           fence seq_cst       fence rw,rw
 *           RMW relaxed         amo<op>.{w,d}         | lr.{w,d};       sc.{w,d}
 *           RMW acquire         amo<op>.{w,d}.aq      | lr.{w,d}.aq;    sc.{w,d}
 *           RMW release         amo<op>.{w,d}.rl      | lr.{w,d};       sc.{w,d}.rl
 *           RMW acq_rel         amo<op>.{w,d}.aqrl    | lr.{w,d}.aq;    sc.{w,d}.rl
 *           RMW seq_cst         amo<op>.{w,d}.aqrl    | lr.{w,d}.aqrl;  sc.{w,d}.rl
 *  [PSABI] RISC-V ELF psABI, "RISC-V Atomics ABI Specification" (riscv-atomic.adoc),
 *         table "Mappings from C/C++ primitives to RISC-V primitives": Table A.6's
 *         mapping "may be used, except that atomic_store(memory_order_seq_cst) must have
 *         an extra trailing fence for compatibility with" Table A.7 (the load-acquire /
 *         store-release mapping of the Zalasr extension):
 *           store seq_cst       fence rw,w; s{b,h,w,d}; fence rw,rw
 *         every other row as [A6] (its LR/SC seq_cst row lr.aqrl; sc.rl, as here).
 *         GCC 14 and LLVM 19 emit it by default (LLVM records it in the ELF attribute
 *         Tag_RISCV_atomic_abi as A6S, "A.6 with the store fence"; A.6 without it, A6C,
 *         is incompatible with A7 code).
 *  [ISA]  Same volume, "A" extension chapter: AMOs exist for add, and, or, xor, swap
 *         (and min/max) on 32- and 64-bit words only; sub is amoadd of the negation;
 *         nand has no AMO and is an LR/SC loop.  LR/SC reservation sets cover at least
 *         the naturally aligned word, so any store to the word (a byte store by other
 *         code included) makes the SC fail.  A "constrained" LR/SC loop (at most 16
 *         base-ISA instructions between LR and SC, no loads, stores, backward jumps or
 *         system instructions) is guaranteed to make forward progress: every loop
 *         here, the masked ones included, is constrained.  There is no 128-bit
 *         reservation or AMO on RV64: 16 bytes go to the shim (locks).
 *  [GCC]  GCC 12's own RV64 code (measured: riscv64-linux-gnu-gcc-12 -O2 -S; make bench):
 *         seq_cst RMW `fence iorw,ow; amo<op>.aq`, release `fence iorw,ow; amo<op>`,
 *         acquire `amo<op>.aq`; loads `fence iorw,iorw` around; stores as
 *         `fence iorw,ow; amoswap.{w,d}[.aq] zero`; every fence `fence iorw,iorw`;
 *         CAS `fence iorw,ow; lr.aq; bne; sc.aq`.  It calls libatomic for every 1- and
 *         2-byte RMW, CAS and exchange and for 16 bytes.
 *  [ZACAS] Same volume, "Zacas" extension chapter: amocas.{w,d} rd, rs2, (rs1) compares
 *         the low 32 bits (w; all 64 for d) of rd with the object and stores rs2 when
 *         equal; rd receives the value read (w: sign-extended) either way; aq/rl as the
 *         other AMOs.  [PSABI]'s AMO rows cover it (its note 4: "currently only
 *         directly possible for 32- and 64-bit operands"), and its note 5: "atomic_-
 *         compare_exchange operations with a memory_order_seq_cst failure ordering ...
 *         [to interoperate with Table A.6 code] the amocas operation must be prepended
 *         with a leading fence (fence rw,rw; amocas.{w|d}.aqrl)".
 *  [ZABHA] Same volume, "Zabha" extension chapter: amo{swap,add,and,or,xor,min,max}.{b,h}
 *         and, with Zacas, amocas.{b,h}: the word AMOs on one byte or halfword (the
 *         value read sign-extended into rd).  The psABI has no Zabha rows yet: the
 *         rows here are [PSABI]'s AMO rows at 1 and 2 bytes (an AMO is one atomic
 *         read-modify-write whatever its width [ISA], ordered by its own aq/rl bits),
 *         argued in docs/targets-riscv.md, "Zacas and Zabha".
 *  [ZTSO] [PSABI] "Ztso atomics mappings" (RVTSO hardware only: every load acquires,
 *         every store releases, AMOs are ordered):
 *           load relaxed, acquire   l{b,h,w,d}         seq_cst  fence rw,rw; l{b,h,w,d}
 *           store relaxed, release  s{b,h,w,d}         seq_cst  s{b,h,w,d}; fence rw,rw
 *           fence acquire, release, acq_rel: nothing   seq_cst  fence rw,rw  (RVWMO row)
 *           AMO (every order)       amo<op>.{w,d}      (note 5 as above, fence rw,rw)
 *           LR/SC acquire, release, acq_rel: lr; sc   seq_cst  lr.aqrl; sc.rl (RVWMO row)
 *  [ZALASR] The "Zalasr" extension (load-acquire and store-release instructions,
 *         v0.1 as LLVM 19 implements it): l{b,h,w,d}.aq rd, (rs1) and
 *         s{b,h,w,d}.rl rs2, (rs1), RCsc.  [PSABI] rows "<RCsc atomic load-acquire>"
 *         (acquire; seq_cst with its note 3: incompatible with Table A.6 code) and
 *         "<RCsc atomic store-release>" (release and seq_cst), which Table A.7 of the
 *         ISA manual names:
 *           load acquire       l{b,h,w,d}.aq
 *           load seq_cst       fence rw,rw; l{b,h,w,d}.aq   (the leading fence keeps Table
 *                              A.6 code's seq_cst stores, which have no trailing fence,
 *                              ordered before it: note 3 lifted as note 5 lifts it for
 *                              amocas)
 *           store release, seq_cst   s{b,h,w,d}.rl
 * Encodings.  Debian 12's binutils 2.40 knows no Zacas or Zabha mnemonic: those
 * instructions are written `.insn r 0x2f, funct3, funct7, rd, rs1, rs2` (the AMO
 * format [ISA]: funct7 = funct5 << 2 | aq << 1 | rl; funct3 the width, 0 b, 1 h, 2 w,
 * 3 d; funct5 amoadd 0, amoswap 1, amoxor 4, amocas 5, amoor 8, amoand 12; Zalasr's
 * load-acquire 6 with aq set and rs2 zero, store-release 7 with rl set and rd zero), the
 * mnemonic in a comment on the line, which scripts/check-insn assembles with an
 * assembler that knows it (binutils 2.44; LLVM 19 for Zalasr) to compare the words
 * (atomlower.unit).
 *
 * Schemes (README "Schemes"; docs/targets-riscv.md argues the default):
 *   a6      [A6] exactly (the mapping before the psABI's amendment)
 *   psabi   [PSABI]: [A6] plus `fence rw,rw` after every seq_cst store (the default: what
 *           a program linked with objects of GCC 14+/LLVM 19+, or any psABI-conforming
 *           compiler, needs; a6 seq_cst stores break SB against A.7 loads)
 *   gcc12   [GCC], GCC 12's fence-based mapping as measured: loads `l; fence iorw,iorw`
 *           (acquire) and `fence iorw,iorw; l; fence iorw,iorw` (seq_cst); 4- and 8-byte
 *           stores `[fence iorw,ow;] amoswap.{w,d}[.aq] zero` (.aq when seq_cst), 1- and
 *           2-byte stores `fence iorw,iorw; s[; fence iorw,iorw]`; every fence `fence
 *           iorw,iorw`; AMOs `[fence iorw,ow;] amo<op>[.aq]` (fence when the order
 *           releases, .aq when it acquires); LR/SC `[fence iorw,ow;] lr[.aq] ...
 *           sc[.aq]`.  One deviation: GCC 12 takes a compare-exchange's leading fence and
 *           LR bit from its failure order (its release/relaxed compare-exchange has no
 *           barrier at all, a bug GCC 13 fixed); the scheme uses the success order.
 *
 * Interoperation with GCC 12's code on the same objects (docs/targets-riscv.md has the
 * long form).  Both mappings put the store->load order that seq_cst needs on the
 * leading full fence of the seq_cst load (GCC: fence iorw,iorw; [A6]: fence rw,rw) and
 * neither puts a trailing full fence after a seq_cst store, so a seq_cst store of
 * either mapping followed by a seq_cst load of either is ordered.  Every GCC 12
 * acquire is at least [A6]'s (a full fence after the load, or .aq), every GCC 12
 * release is at least [A6]'s (fence iorw,ow before the store or AMO), and GCC 12's
 * seq_cst AMO `fence iorw,ow; amo.aq` orders everything before it and after it, as
 * [A6]'s `amo.aqrl` does; [A6]'s seq_cst AMO/LR-SC (.aqrl) is ordered with GCC 12's
 * fenced seq_cst loads and stores by those fences.  This is the compatibility the
 * specification states between Table A.6 and the fence-based mapping that GCC 12
 * implements.  Sub-word objects: GCC 12 calls libatomic (and our shim, rung MASKED,
 * is a CAS loop on the containing word), so every RMW of a 1/2-byte object anywhere
 * is a word-sized LR/SC or AMO on its aligned word; GCC 12's plain byte loads and
 * stores of the object are single-copy atomic and kill our reservation [ISA].
 *
 * Registers.  Values of 1, 2 and 4 bytes live in 32-bit register operands (reg_width 4,
 * unsigned int): lbu/lhu zero-extend (a value below 2^31 is also sign-extended), lw,
 * lr.w and amo*.w sign-extend, and every 32-bit result is written by an instruction
 * that keeps GCC's SImode convention (32-bit values sign-extended in 64-bit registers):
 * addw/subw/srlw, or and/or/xor/not of such values.  Comparisons of 32-bit values
 * never trust the upper halves of their inputs: `subw t, a, b; bnez t` compares the low
 * 32 bits only, so a zero-extended expected value (bit 31 set, e.g. the byte 0x80 at
 * offset 3 of its word, shifted to 0x80000000) matches lr.w's sign-extended word.
 * Stores (sw, sc.w) write the low 32 bits only.
 */
#include "internal.h"

#include <stdio.h>
#include <string.h>

/* Extensions, in feature_names' order (target name tokens "+zacas", ...; detected
   from GCC's __riscv_<ext> macros, which GCC 15 defines; GCC 9 to 14 know none of
   the three but Ztso: arch= names them).  This file's own bits.  */
enum {
  RV_F_ZACAS = 1u << 0,   /* amocas.{w,d} (and amocas.{b,h} with Zabha)  [ZACAS] */
  RV_F_ZABHA = 1u << 1,   /* amo<op>.{b,h}  [ZABHA] */
  RV_F_ZTSO  = 1u << 2,   /* RVTSO: the psABI's Ztso mapping  [ZTSO] */
  RV_F_ZALASR = 1u << 3,  /* l{b,h,w,d}.aq, s{b,h,w,d}.rl  [ZALASR] */
};

/* Zalasr's rows apply (the psabi mapping, not under Ztso, whose plain accesses order
   already: rv_scheme_applies refuses the other mappings).  */
static bool zalasr(const al_target *t)
{ return (t->features & RV_F_ZALASR) && !(t->features & RV_F_ZTSO); }

static bool ztso(const al_target *t) { return t->features & RV_F_ZTSO; }

/* ---- mnemonics by width and order ----------------------------------------- */

static char wsfx(int w) { return w == 8 ? 'd' : 'w'; }
static const char *load_mn(int w)
{ return w == 1 ? "lbu" : w == 2 ? "lhu" : w == 4 ? "lw" : "ld"; }
static const char *store_mn(int w)
{ return w == 1 ? "sb" : w == 2 ? "sh" : w == 4 ? "sw" : "sd"; }

static bool gcc12(const al_target *t) { return t->schemes & AL_S_RV_GCC12; }

/* [GCC] gcc12 scheme: the fence before a releasing AMO or LR/SC loop.  */
static const char *gcc12_lead(const al_target *t, al_order o)
{
  return gcc12(t) && al_is_release(o) ? "fence iorw,ow" : NULL;
}

/* [A6] AMO ordering bits; [GCC] gcc12: .aq when the order acquires (the release half
   is gcc12_lead's fence).  */
static const char *amo_bits(const al_target *t, al_order o)
{
  if (gcc12(t))
    return al_is_acquire(o) ? ".aq" : "";
  if (ztso(t))
    return "";   /* [ZTSO] AMO rows */
  switch (o)
    {
    case AL_RELAXED: return "";
    case AL_CONSUME:
    case AL_ACQUIRE: return ".aq";
    case AL_RELEASE: return ".rl";
    case AL_ACQ_REL:
    case AL_SEQ_CST: return ".aqrl";
    }
  return ".aqrl";
}

/* [A6] LR and SC ordering bits; [GCC] gcc12: .aq on both when the order acquires.  */
static const char *lr_bits(const al_target *t, al_order o)
{
  if (gcc12(t))
    return al_is_acquire(o) ? ".aq" : "";
  if (ztso(t) && o != AL_SEQ_CST)
    return "";   /* [ZTSO] LR/SC rows; seq_cst keeps RVWMO's */
  switch (o)
    {
    case AL_RELAXED:
    case AL_RELEASE: return "";
    case AL_CONSUME:
    case AL_ACQUIRE:
    case AL_ACQ_REL: return ".aq";
    case AL_SEQ_CST: return ".aqrl";
    }
  return ".aqrl";
}

static const char *sc_bits(const al_target *t, al_order o)
{
  if (gcc12(t))
    return al_is_acquire(o) ? ".aq" : "";
  if (ztso(t) && o != AL_SEQ_CST)
    return "";
  switch (o)
    {
    case AL_RELAXED:
    case AL_CONSUME:
    case AL_ACQUIRE: return "";
    case AL_RELEASE:
    case AL_ACQ_REL:
    case AL_SEQ_CST: return ".rl";
    }
  return ".rl";
}

/* [A6] thread fences; [GCC] gcc12: fence iorw,iorw for every order but relaxed.  */
static const char *fence_for(const al_target *t, al_order o)
{
  if (gcc12(t))
    return o == AL_RELAXED ? NULL : "fence iorw,iorw";
  if (ztso(t))
    return o == AL_SEQ_CST ? "fence rw,rw" : NULL;   /* [ZTSO] */
  switch (o)
    {
    case AL_RELAXED: return NULL;
    case AL_CONSUME:
    case AL_ACQUIRE: return "fence r,rw";
    case AL_RELEASE: return "fence rw,w";
    case AL_ACQ_REL: return "fence.tso";
    case AL_SEQ_CST: return "fence rw,rw";
    }
  return "fence rw,rw";
}

static int reg_width(int w) { return w < 4 ? 4 : w; }

/* ---- LR/SC fragments for the shared builders (llsc.c) ----------------------- */

/* rw: register width (4: a 32-bit word, for 1, 2 and 4 bytes; 8), w: the object's
   width (the write-back store of a failed __atomic_compare_exchange).  */
static void fill_llsc(al_plan *p, const al_target *t, const al_request *r, int rw)
{
  al_llsc *k = &p->llsc;
  k->lead = gcc12_lead(t, r->order);
  k->trail = NULL;
  k->ll = al_plan_text(p, "lr.%c%s %%{d}, %%{m}", wsfx(rw), lr_bits(t, r->order));
  k->sc = al_plan_text(p, "sc.%c%s %%{s}, %%{a}, %%{m}", wsfx(rw), sc_bits(t, r->order));
  k->retry = "bnez %{s}, 1b";
  k->add = rw == 4 ? "addw %{d}, %{a}, %{b}" : "add %{d}, %{a}, %{b}";
  k->sub = rw == 4 ? "subw %{d}, %{a}, %{b}" : "sub %{d}, %{a}, %{b}";
  k->and_ = "and %{d}, %{a}, %{b}";
  k->or_ = "or %{d}, %{a}, %{b}";
  k->xor_ = "xor %{d}, %{a}, %{b}";
  k->not_ = "not %{d}, %{a}";
  k->srl = "srlw %{d}, %{a}, %{b}";
  /* The masked exchange merges with xor ; and ; xor, as LLVM's masked loops do: its
     mask needs no not before the loop (base RV64 has no and-not; code size, bench).  */
  k->xchg_merge_xor = true;
  /* 32-bit compares look at the low halves only (file header, Registers).  */
  k->bne = rw == 4 ? "subw %{s}, %{a}, %{b}\nbnez %{s}, 2f" : "bne %{a}, %{b}, 2f";
  /* The write-back's test comes after 2:, where {s} already says (ok_width below).  */
  k->beq = rw == 4 ? "beqz %{s}, 3f" : "beq %{a}, %{b}, 3f";
  k->store_x = al_plan_text(p, "%s %%{a}, %%{x}", store_mn(r->width));
  k->xmem_c = NULL;
  k->mem_c = "A";
  k->reg_c = "r";
  k->ptr_in_reg = false;
  k->status = true;
  /* At 2:, {s} holds the subw difference (non-zero: the compare failed) or sc's status
     (zero: stored), sign-extended or whole, so the register is the compare-exchange's
     success flag, read as 0 == {s} (seqz) at XLEN.  A 64-bit compare branches without
     writing {s}.  */
  k->ok_width = rw == 4 ? 8 : 0;
  k->cc = NULL;
  k->reg_width = rw;
  k->object_mem = true;
}

/* ---- loads, stores, fences [A6] ------------------------------------------- */

/*   [fence rw,rw]  l{bu,hu,w,d} res, mem  [fence r,rw]           [A6, PSABI]
 *   ztso:  [fence rw,rw (seq_cst)]  l{bu,hu,w,d} res, mem        [ZTSO]
 *   zalasr, acquire and seq_cst:  [fence rw,rw]  l{b,h,w,d}.aq res, (p)   [ZALASR]
 *   gcc12: [fence iorw,iorw]  l{bu,hu,w,d} res, mem  [fence iorw,iorw]  [GCC]  */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", reg_width(r->width));
  if (zalasr(t) && al_is_acquire(r->order))
    {
      /* [ZALASR]  [fence rw,rw]  l{b,h,w,d}.aq res, (p)  */
      static const char wc[] = { [1] = 'b', [2] = 'h', [4] = 'w', [8] = 'd' };
      int w = r->width;
      al_in(s, AL_R_MEM, AL_WHOLE, "m", w);   /* the object, for the dependence */
      int ptr = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
      if (r->order == AL_SEQ_CST)
        al_insn(s, "fence rw,rw");
      al_insn(s, ".insn r 0x2f, %d, 26, %%%d, %%%d, zero  # l%c.aq %%%d, 0(%%%d)",
              w == 1 ? 0 : w == 2 ? 1 : w == 4 ? 2 : 3, res, ptr, wc[w], res, ptr);
      return;
    }
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", r->width);
  if (r->order == AL_SEQ_CST)
    al_insn(s, "%s", gcc12(t) ? "fence iorw,iorw" : "fence rw,rw");
  al_insn(s, "%s %%%d, %%%d", load_mn(r->width), res, mem);
  if (al_is_acquire(r->order) && !ztso(t))
    al_insn(s, "%s", gcc12(t) ? "fence iorw,iorw" : "fence r,rw");
}

/*   [fence rw,w]  s{b,h,w,d} val, mem                        [A6]
 *   psabi, seq_cst:  fence rw,w ; s{b,h,w,d} val, mem ; fence rw,rw   [PSABI]
 *   ztso:  s{b,h,w,d} val, mem  [fence rw,rw (seq_cst)]                [ZTSO]
 *   zalasr, release and seq_cst:  s{b,h,w,d}.rl val, (p)                [ZALASR]
 *   gcc12, 1/2 bytes:  [fence iorw,iorw]  s{b,h} val, mem  [fence iorw,iorw (seq_cst)]
 *   gcc12, 4/8 bytes:  [fence iorw,ow]  amoswap.{w,d}[.aq] zero, val, mem   [GCC]  */
static void store(const al_target *t, const al_request *r, al_seq *s, bool zero)
{
  int w = r->width;
  if (gcc12(t) && w >= 4)
    {
      int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+A", w);
      int val = zero ? al_in_imm(s, "rJ", w, 0) : al_in(s, AL_R_VAL, AL_WHOLE, "rJ", w);
      if (gcc12_lead(t, r->order))
        al_insn(s, "%s", gcc12_lead(t, r->order));
      al_insn(s, "amoswap.%c%s zero, %%z%d, %%%d", wsfx(w), amo_bits(t, r->order), val, mem);
      return;
    }
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=m", w);
  int val = zero ? al_in_imm(s, "rJ", w, 0) : al_in(s, AL_R_VAL, AL_WHOLE, "rJ", w);
  if (zalasr(t) && al_is_release(r->order))
    {
      /* [ZALASR]  s{b,h,w,d}.rl val, (p): release and seq_cst alike  */
      static const char wc[] = { [1] = 'b', [2] = 'h', [4] = 'w', [8] = 'd' };
      int ptr = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
      (void) mem;
      al_insn(s, ".insn r 0x2f, %d, 29, zero, %%%d, %%z%d  # s%c.rl %%z%d, 0(%%%d)",
              w == 1 ? 0 : w == 2 ? 1 : w == 4 ? 2 : 3, ptr, val, wc[w], val, ptr);
      return;
    }
  if (al_is_release(r->order) && !ztso(t))
    al_insn(s, "%s", gcc12(t) ? "fence iorw,iorw" : "fence rw,w");
  al_insn(s, "%s %%z%d, %%%d", store_mn(w), val, mem);
  if (r->order == AL_SEQ_CST && (t->schemes & (AL_S_RV_PSABI | AL_S_RV_GCC12)))
    al_insn(s, "%s", gcc12(t) ? "fence iorw,iorw" : "fence rw,rw");
}

/* ---- AMOs [A6, ISA; ZACAS, ZABHA] ------------------------------------------ */

/* AMO funct5 [ISA, ZACAS]: the `.insn r` form's.  */
enum { F5_ADD = 0, F5_SWAP = 1, F5_XOR = 4, F5_CAS = 5, F5_OR = 8, F5_AND = 12 };

static const char *const f5_name[] = {
  [F5_ADD] = "amoadd", [F5_SWAP] = "amoswap", [F5_XOR] = "amoxor", [F5_CAS] = "amocas",
  [F5_OR] = "amoor", [F5_AND] = "amoand" };

/* Operand N's text with MODIFIER ("" or "z"), or "zero" when N < 0 (no operand).  */
static const char *opnd(char buf[16], const char *modifier, int n)
{
  if (n < 0)
    return "zero";
  snprintf(buf, 16, "%%%s%d", modifier, n);
  return buf;
}

static char wsfx_any(int w) { return w == 1 ? 'b' : w == 2 ? 'h' : wsfx(w); }

/* An AMO the assembler may not know (Zacas, Zabha: file header, Encodings) as
 *   .insn r 0x2f, funct3, funct7, RD, PTR, RS2  # amo<op>.<w><bits> RD, RS2, (PTR)
 * RD and RS2 are operand texts ("%0", "%z3", "zero"), PTR the address operand.  */
static void amo_insn(al_seq *s, int f5, int w, const char *bits, const char *rd,
                     const char *rs2, int ptr)
{
  int aq = strstr(bits, "aq") != NULL, rl = strstr(bits, "rl") != NULL;
  int funct3 = w == 1 ? 0 : w == 2 ? 1 : w == 4 ? 2 : 3;
  al_insn(s, ".insn r 0x2f, %d, %d, %s, %%%d, %s  # %s.%c%s %s, %s, (%%%d)", funct3,
          f5 << 2 | aq << 1 | rl, rd, ptr, rs2, f5_name[f5], wsfx_any(w), bits, rd, rs2, ptr);
}

/* Zabha's 1- and 2-byte AMOs [ZABHA]: the object's own bytes, not its word.  */
static bool bha(const al_target *t, const al_request *r)
{ return r->width < 4 && (t->features & RV_F_ZABHA); }

/* [PSABI note 5] a seq_cst failure order puts a full fence before the amocas (to
   interoperate with Table A.6 code); else gcc12's releasing fence.  */
static const char *cas_lead(const al_target *t, const al_request *r)
{
  if (r->fail_order == AL_SEQ_CST)
    return gcc12(t) ? "fence iorw,iorw" : "fence rw,rw";
  return gcc12_lead(t, r->order);
}

/* Compare-exchange with Zacas [ZACAS; PSABI AMO rows and note 5], 4 and 8 bytes
 * (1 and 2 with Zabha):
 *   [fence rw,rw]                                  (seq_cst failure order)
 *   amocas.{b,h,w,d}<bits> old, des, (p)           (old = expected on entry)
 *   4: subw f, old, exp   1, 2: xor f, old, exp ; slli f, f, 64-8w
 *   __atomic form:  beqz f, 3f (8: beq old, exp, 3f) ; s{b,h,w,d} old, *expected ; 3:
 * amocas writes the value it read to old, sign-extended (w: of its low 32 bits; b, h: of
 * the object's bytes); f looks at the object's bytes only (subw: the low 32 bits, slli
 * drops the rest), so it is zero exactly when the compare-exchange stored: the
 * sequence's FLAG output (AL_CASF_ZERO), which spares the plugin a compare of
 * re-extended values after it; as the LR/SC loops' status, which is that flag below 8
 * bytes and no flag at 8 (a 64-bit compare needs no extension), so a run-time choice
 * between the two (ext-dispatch) has one flag, or none, on both paths.  */
static void amocas(const al_target *t, const al_request *r, al_seq *s)
{
  int w = r->width, rw = reg_width(w);
  bool wb = al_expmem(r);
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  if (w < 8)
    s->cas_flag = AL_CASF_ZERO;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", rw);
  int f = w < 8 ? al_out(s, AL_R_FLAG, AL_WHOLE, "=&r", 8) : -1;
  al_out(s, AL_R_MEM, AL_WHOLE, "+m", w);
  int expmem = wb ? al_out(s, AL_R_EXPMEM, AL_WHOLE, "+m", w) : -1;
  al_in_tied(s, AL_R_EXPECTED, AL_WHOLE, old, rw);
  int exp = f >= 0 || wb ? al_in(s, AL_R_EXPECTED, AL_WHOLE, "r", rw) : -1;
  int des = al_in(s, AL_R_DESIRED, AL_WHOLE, "rJ", rw);
  int ptr = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
  char rd[16], rs2[16];
  if (cas_lead(t, r))
    al_insn(s, "%s", cas_lead(t, r));
  amo_insn(s, F5_CAS, w, amo_bits(t, r->order), opnd(rd, "", old), opnd(rs2, "z", des), ptr);
  if (w == 4)
    al_insn(s, "subw %%%d, %%%d, %%%d", f, old, exp);
  else if (w < 4)
    {
      al_insn(s, "xor %%%d, %%%d, %%%d", f, old, exp);
      al_insn(s, "slli %%%d, %%%d, %d", f, f, 64 - 8 * w);
    }
  if (!wb)
    return;
  if (f >= 0)
    al_insn(s, "beqz %%%d, 3f", f);
  else
    al_insn(s, "beq %%%d, %%%d, 3f", old, exp);
  al_insn(s, "%s %%%d, %%%d", store_mn(w), old, expmem);
  al_label(s, "3:");
}

/* test_and_set with Zabha [ZABHA]:  li t, 1 ; amoswap.b<bits> old, t, (p)
 * (the object holds 0 or 1: the old byte is the bool, as test_and_set below).  */
static void tas_bha(const al_target *tg, const al_request *r, al_seq *s)
{
  s->use = AL_USE_VALUE;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 1);
  int t = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+m", 1);
  int ptr = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
  char rd[16], rs2[16];
  al_insn(s, "li %%%d, 1", t);
  if (gcc12_lead(tg, r->order))
    al_insn(s, "%s", gcc12_lead(tg, r->order));
  amo_insn(s, F5_SWAP, 1, amo_bits(tg, r->order), opnd(rd, "", old), opnd(rs2, "", t), ptr);
}


static const char *const amo_op[AL_N_ARITH] = {
  [AL_ADD] = "amoadd", [AL_SUB] = "amoadd", [AL_AND] = "amoand",
  [AL_OR] = "amoor", [AL_XOR] = "amoxor", [AL_NAND] = NULL,
};

/* fetch_op / op_fetch for add, sub, and, or, xor:
 *   [neg t, val]                          (sub: add the negation; a constant is negated here)
 *   amo<op>.{w,d}<bits> old|zero, val|t, mem      (Zabha, 1 and 2 bytes: .{b,h}, as .insn)
 *   [<op> res, old, val|t]                (op_fetch: the new value)
 * old is early-clobbered only for op_fetch, whose last instruction reads an input
 * after the AMO wrote old; a fetch_op's AMO reads its inputs before it writes old, so
 * old may share a register with them [LINUX arch/riscv/include/asm/atomic.h,
 * ATOMIC_FETCH_OP: "=r" (ret) beside "+A" (v->counter) and "r" (I)].  */
static void amo_rmw(const al_target *tg, const al_request *r, al_seq *s)
{
  static const char *const alu4[AL_N_ARITH] = {
    [AL_ADD] = "addw", [AL_SUB] = "addw", [AL_AND] = "and",
    [AL_OR] = "or", [AL_XOR] = "xor", [AL_NAND] = NULL };
  static const char *const alu8[AL_N_ARITH] = {
    [AL_ADD] = "add", [AL_SUB] = "add", [AL_AND] = "and",
    [AL_OR] = "or", [AL_XOR] = "xor", [AL_NAND] = NULL };
  int w = r->width;
  bool used = r->use != AL_USE_NONE, newv = r->op == AL_OP_FETCH && used;
  bool sub = r->arith == AL_SUB, neg_const = sub && r->val_const;
  s->use = used ? AL_USE_VALUE : AL_USE_NONE;
  int old = used ? al_out(s, newv ? AL_R_SCRATCH : AL_R_RESULT, AL_WHOLE, newv ? "=&r" : "=r", w)
                 : -1;
  int res = newv ? al_out(s, AL_R_RESULT, AL_WHOLE, "=r", w) : -1;
  int t = sub && !neg_const ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", w) : -1;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, bha(tg, r) ? "+m" : "+A", w);
  int val = neg_const ? al_in_imm(s, "r", w, -r->val) : al_in(s, AL_R_VAL, AL_WHOLE, "r", w);
  int ptr = bha(tg, r) ? al_in(s, AL_R_PTR, AL_WHOLE, "r", 0) : -1;
  int src = t >= 0 ? t : val;
  if (t >= 0)
    al_insn(s, "neg %%%d, %%%d", t, val);
  if (gcc12_lead(tg, r->order))
    al_insn(s, "%s", gcc12_lead(tg, r->order));
  if (ptr >= 0)
    {
      static const int f5[AL_N_ARITH] = {
        [AL_ADD] = F5_ADD, [AL_SUB] = F5_ADD, [AL_AND] = F5_AND, [AL_OR] = F5_OR,
        [AL_XOR] = F5_XOR };
      char rd[16], rs2[16];
      amo_insn(s, f5[r->arith], w, amo_bits(tg, r->order), opnd(rd, "", old),
               opnd(rs2, "", src), ptr);
    }
  else if (old >= 0)
    al_insn(s, "%s.%c%s %%%d, %%%d, %%%d", amo_op[r->arith], wsfx(w), amo_bits(tg, r->order),
            old, src, mem);
  else
    al_insn(s, "%s.%c%s zero, %%%d, %%%d", amo_op[r->arith], wsfx(w), amo_bits(tg, r->order),
            src, mem);
  if (newv)
    al_insn(s, "%s %%%d, %%%d, %%%d", (w == 4 ? alu4 : alu8)[r->arith], res, old, src);
}

/*   amoswap.{w,d}<bits> old|zero, val, mem         (Zabha, 1 and 2 bytes: .{b,h}, as .insn)
 * One instruction reading its inputs before it writes old: no early clobber [LINUX
 * arch/riscv/include/asm/cmpxchg.h, __arch_xchg: "=r" (r) beside "+A" (*p)].  */
static void amo_swap(const al_target *t, const al_request *r, al_seq *s)
{
  int w = r->width;
  bool used = r->use != AL_USE_NONE;
  s->use = used ? AL_USE_VALUE : AL_USE_NONE;
  int old = used ? al_out(s, AL_R_RESULT, AL_WHOLE, "=r", w) : -1;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, bha(t, r) ? "+m" : "+A", w);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, "rJ", w);
  int ptr = bha(t, r) ? al_in(s, AL_R_PTR, AL_WHOLE, "r", 0) : -1;
  if (gcc12_lead(t, r->order))
    al_insn(s, "%s", gcc12_lead(t, r->order));
  if (ptr >= 0)
    {
      char rd[16], rs2[16];
      amo_insn(s, F5_SWAP, w, amo_bits(t, r->order), opnd(rd, "", old), opnd(rs2, "z", val),
               ptr);
    }
  else if (old >= 0)
    al_insn(s, "amoswap.%c%s %%%d, %%z%d, %%%d", wsfx(w), amo_bits(t, r->order), old, val, mem);
  else
    al_insn(s, "amoswap.%c%s zero, %%z%d, %%%d", wsfx(w), amo_bits(t, r->order), val, mem);
}

/* test_and_set on the byte, through its aligned word (GCC 12 does the same):
 *   li t, 1 ; sllw t, t, shift
 *   amoor.w<bits> old, t, word
 *   srlw old, old, shift          (the old byte in the low bits)
 * The result is bound at width 1: the plugin takes the old byte (0 or 1, the object
 * holds nothing else) as the bool itself, extended from its low byte, as GCC 12
 * returns it (srlw ; zext.b), with no compare with zero (llsc.c, al_llsc_xchg).  */
static void test_and_set(const al_target *tg, const al_request *r, al_seq *s)
{
  s->use = AL_USE_VALUE;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 1);
  int t = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  int m = al_out(s, AL_R_WMEM, AL_WHOLE, "+A", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+m", 1);   /* the byte itself (llsc.c, object_operand) */
  int shift = al_in(s, AL_R_SHIFT, AL_WHOLE, "r", 4);
  al_insn(s, "li %%%d, 1", t);
  al_insn(s, "sllw %%%d, %%%d, %%%d", t, t, shift);
  if (gcc12_lead(tg, r->order))
    al_insn(s, "%s", gcc12_lead(tg, r->order));
  al_insn(s, "amoor.w%s %%%d, %%%d, %%%d", amo_bits(tg, r->order), old, t, m);
  al_insn(s, "srlw %%%d, %%%d, %%%d", old, old, shift);
}

/* 1- and 2-byte and/or/xor: one AMO on the aligned word that holds the object, the
 * value shifted to the object's bytes and the word's other bytes left alone by the
 * operation itself (or/xor with 0, and with 1) [ISA A-ext: an AMO.W is one atomic
 * read-modify-write of the whole word, so of every byte of it; LLVM's masked AMO
 * expansion; orders: the AMO's aq/rl bits as for 4 bytes, psABI / Table A.6]:
 *   or, xor:  amo{or,xor}.w<bits> old|zero, vsh, (word)
 *   and:      not t, mask ; or t, t, vsh ; amoand.w<bits> old|zero, t, (word)
 *   [op_fetch: {or,xor,and} old, old, vsh|t]          srlw res, old, shift
 * Shorter than the masked LR/SC loop (no retry), and word-atomic like it and the
 * runtime's word CAS, so all three interoperate on one object.  */
static void masked_amo(const al_target *tg, const al_request *r, al_seq *s)
{
  static const char *const alu[AL_N_ARITH] = {
    [AL_AND] = "and", [AL_OR] = "or", [AL_XOR] = "xor" };
  bool used = r->use != AL_USE_NONE, newv = r->op == AL_OP_FETCH;
  s->use = used ? AL_USE_VALUE : AL_USE_NONE;
  int old = used ? al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 4) : -1;
  int t = r->arith == AL_AND ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4) : -1;
  int m = al_out(s, AL_R_WMEM, AL_WHOLE, "+A", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+m", r->width);   /* the object itself (llsc.c) */
  int vsh = al_in(s, AL_R_VAL, AL_WHOLE, "r", 4);
  s->in[vsh - s->n_out].shifted = true;
  int shift = used ? al_in(s, AL_R_SHIFT, AL_WHOLE, "r", 4) : -1;
  int mask = t >= 0 ? al_in(s, AL_R_MASK, AL_WHOLE, "r", 4) : -1;
  int src = vsh;
  if (t >= 0)
    {
      al_insn(s, "not %%%d, %%%d", t, mask);
      al_insn(s, "or %%%d, %%%d, %%%d", t, t, vsh);
      src = t;
    }
  if (gcc12_lead(tg, r->order))
    al_insn(s, "%s", gcc12_lead(tg, r->order));
  if (old >= 0)
    al_insn(s, "%s.w%s %%%d, %%%d, %%%d", amo_op[r->arith], amo_bits(tg, r->order), old, src, m);
  else
    al_insn(s, "%s.w%s zero, %%%d, %%%d", amo_op[r->arith], amo_bits(tg, r->order), src, m);
  if (!used)
    return;
  if (newv)
    al_insn(s, "%s %%%d, %%%d, %%%d", alu[r->arith], old, old, src);
  al_insn(s, "srlw %%%d, %%%d, %%%d", old, old, shift);
}

/* ---- run-time choice of Zacas and Zabha (scheme ext-dispatch) ------------------- */

/* Scheme bits of this file's "extensions" group (al_target.schemes is per arch).  */
enum { RV_S_EXT_STATIC = 1u << 24, RV_S_EXT_DISPATCH = 1u << 25 };

/* rv_amo_needs: R has no AMO form.  */
#define RV_NO_AMO (~0u)

/* The extensions beyond A that R's AMO form needs: a compare-exchange's amocas (Zacas;
   at 1 and 2 bytes amocas.{b,h}, Zabha's too), an AMO of the object's own width
   (exchange, test_and_set, add/sub/and/or/xor: Zabha at 1 and 2 bytes, nothing at 4
   and 8); RV_NO_AMO where there is none (nand, a 4-byte test_and_set, 16 bytes, a load
   or store).  rv_plan takes the form when the target has them all; ext-dispatch tests
   for the ones it lacks at run time.  */
static unsigned rv_amo_needs(const al_request *r)
{
  unsigned sub = r->width < 4 ? RV_F_ZABHA : 0;
  if (r->width == 16 || al_is_access(r))
    return RV_NO_AMO;
  switch (r->op)
    {
    case AL_CAS:
      return RV_F_ZACAS | sub;
    case AL_EXCHANGE:
      return sub;
    case AL_TEST_AND_SET:
      return sub ? sub : RV_NO_AMO;
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      return amo_op[r->arith] ? sub : RV_NO_AMO;
    case AL_LOAD:
    case AL_STORE:
    case AL_CLEAR:
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      break;
    }
  return RV_NO_AMO;
}

/* What ext-dispatch tests at run time for R: what it would use and the build does not
   promise; 0: nothing (the static form).  */
static unsigned rv_dispatch_need(const al_target *t, const al_request *r)
{
  if (!(t->schemes & RV_S_EXT_DISPATCH))
    return 0;
  unsigned need = rv_amo_needs(r);
  return need == RV_NO_AMO ? 0 : need & ~t->features;
}

/* The site's form with the extensions it needs and its form without them, chosen on
 * libatomlower's CPU word (libgcc-shim/config/riscv64.c: bit 0 Zacas, bit 1 Zabha, from
 * riscv_hwprobe; 0 until the runtime has asked, so the A-extension form then), read
 * through the GOT, never a copy relocation of it:
 *   7:  auipc t, %got_pcrel_hi(__atomlower_riscv_cpu) ; ld t, %pcrel_lo(7b)(t)
 *       lw t, 0(t) ; andi t, t, MASK ; xori t, t, MASK ; bnez t, 8f
 *       <the Zacas/Zabha form> ; j 9f
 *   8:  <the A-extension form>
 *   9:
 * Both forms are single-copy atomic against each other and against the runtime's (an
 * amocas or byte AMO of the object writes the word an LR/SC loop has reserved: its sc
 * fails and it retries), so threads may take different paths.  [LIBGCC-LSE, the same
 * design for AArch64's LSE (lower/aarch64.c); riscv_hwprobe: Linux
 * Documentation/arch/riscv/hwprobe.rst.]  */
static void rv_dispatch(const al_target *t, const al_request *r, al_seq *s)
{
  unsigned need = rv_dispatch_need(t, r);
  unsigned mask = ((need & RV_F_ZACAS) ? 1u : 0) | ((need & RV_F_ZABHA) ? 2u : 0);
  char test[200];
  snprintf(test, sizeof test,
           "7:\nauipc %%{d}, %%%%got_pcrel_hi(__atomlower_riscv_cpu)\n"
           "ld %%{d}, %%%%pcrel_lo(7b)(%%{d})\nlw %%{d}, 0(%%{d})\n"
           "andi %%{d}, %%{d}, %u\nxori %%{d}, %%{d}, %u\nbnez %%{d}, 8f", mask, mask);
  const al_dispatch d = {
    .recipe = "ext-dispatch", .flag_c = "=&r", .flag_width = 8, .test = test,
    .enter = NULL, .jump = "j 9f", .cc = NULL,
  };
  al_dispatch_features(t, r, s, need, RV_S_EXT_DISPATCH, RV_S_EXT_STATIC, &d);
}

static void rv_fence(const al_target *t, const al_request *r, al_seq *s)
{
  if (r->op == AL_THREAD_FENCE && fence_for(t, r->order))
    al_insn(s, "%s", fence_for(t, r->order));
}

/* ---- dispatch ------------------------------------------------------------ */

static void rv_plan(const al_target *t, const al_request *r, al_plan *p)
{
  bool sub_word = r->width < 4;
  unsigned need = rv_amo_needs(r);
  bool amo = need != RV_NO_AMO && !(need & ~t->features);   /* the AMO form */
  bool fetch = r->op == AL_FETCH_OP || r->op == AL_OP_FETCH;
  if (r->width == 16)
    al_plan_shim(p, (t->features & RV_F_ZACAS)
                    ? "16 bytes are the runtime's, which runs amocas.q where the kernel "
                      "reports Zacas (else locks)"
                    : "RV64 has no 128-bit reservation or AMO");
  else if (al_is_access(r))
    return;   /* the descriptor's load and store (lower.c) */
  else if (rv_dispatch_need(t, r))
    al_plan_emit(p, AL_K_HOOK, NULL, rv_dispatch);
  else if (r->op == AL_TEST_AND_SET)
    al_plan_emit(p, AL_K_NATIVE, NULL, amo ? tas_bha : test_and_set);
  else if (r->op == AL_CAS && amo)
    al_plan_emit(p, AL_K_NATIVE, NULL, amocas);
  else if (r->op == AL_EXCHANGE && amo)
    al_plan_emit(p, AL_K_NATIVE, NULL, amo_swap);
  else if (fetch && !amo && (r->arith == AL_AND || r->arith == AL_OR || r->arith == AL_XOR))
    al_plan_emit(p, AL_K_NATIVE, "masked-amo", masked_amo);
  else if (fetch && amo)
    al_plan_emit(p, AL_K_NATIVE, NULL, amo_rmw);
  else
    {
      /* LR/SC loops (llsc.c, al_llsc_expand): on the aligned word for 1 and 2 bytes (the
         exchange, the compare-exchange, add, sub and nand; with Zabha nand, and the
         compare-exchange without Zacas), on the object for a 4- or 8-byte
         compare-exchange without Zacas and nand (no AMO).  */
      p->kind = sub_word ? AL_K_MASKED_LLSC : AL_K_LLSC;
      fill_llsc(p, t, r, reg_width(r->width));
    }
}

/* Inline at 1, 2, 4 and 8 bytes when aligned (masked words at 1 and 2), never at 16;
   libgcc-shim/config/riscv64.h: BUILTIN at 4 and 8, MASKED (lock-free) at 1 and 2,
   at 16 amocas.q when the kernel reports Zacas, else locks — the same set, 16 bytes
   known at run time only (-1: the runtime answers, from the same test its routines
   use).  At 1 and 2 bytes the answer is left to the run time
   (-1: the call stays, and the shim answers 1): GCC 12 folds
   __atomic_always_lock_free (1 or 2, 0) to 0, a constant the plugin cannot change,
   and the two builtins must not contradict each other (GCC's own
   gcc.dg/atomic-lockfree.c checks that is_lock_free then calls out).  */
static int rv_is_lock_free(const al_target *t, int width, int align)
{
  switch (width)
    {
    case 1: case 2:
      return align >= width ? -1 : 0;
    case 4: case 8:
      return align >= width;
    case 16:
      return align >= 16 ? -1 : 0;
    default:
      return 0;
    }
}

/* GCC 12 calls libatomic for 1- and 2-byte exchange, compare-exchange and
   fetch/op (not loads, stores, test_and_set) and for every 16-byte operation
   [baseline: gcc12-clang14-codegen.md, riscv64].  GCC 13 and 14 inline the 1- and
   2-byte ones as masked lr.w/sc.w loops (their -minline-atomics, on by default;
   measured with Debian 13's riscv64-linux-gnu-gcc-13 13.3 and -14 14.2, -O2 -S:
   only the 16-byte operations call libatomic); GCC 9 to 11 are taken as GCC 12.
   But their 1- and 2-byte exchange (__atomic_exchange_n, __sync_lock_test_and_set)
   ORs the shifted new value into the word unmasked: a value whose register holds more
   than its width (a narrowing conversion at -O2) overwrites the neighbouring bytes
   (measured: 0x9729 stored through (unsigned short) of int -26839 sets the next two
   bytes to 0xff; atomlower.exec/subword-neighbours.c).  The plugin takes those.  */
static bool rv_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  if (r->width == 16)
    return true;
  if (r->width != 1 && r->width != 2)
    return false;
  if (gcc >= 13)
    return r->op == AL_EXCHANGE;
  switch (r->op)
    {
    case AL_EXCHANGE:
    case AL_CAS:
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      return true;
    case AL_LOAD:
    case AL_STORE:
    case AL_TEST_AND_SET:
    case AL_CLEAR:
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      return false;
    }
  return false;
}

/* The lookup may return a buffer that the next lookup reuses: test the
   expansion of __riscv_xlen last, at once.  */
static bool rv_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  if (!lookup(ctx, "__riscv") || !lookup(ctx, "__riscv_atomic"))
    return false;
  if (lookup(ctx, "__riscv_zacas"))
    t->features |= RV_F_ZACAS;
  if (lookup(ctx, "__riscv_zabha"))
    t->features |= RV_F_ZABHA;
  if (lookup(ctx, "__riscv_ztso"))
    t->features |= RV_F_ZTSO;
  if (lookup(ctx, "__riscv_zalasr"))
    t->features |= RV_F_ZALASR;
  const char *xlen = lookup(ctx, "__riscv_xlen");
  return xlen && !strcmp(xlen, "64");
}

/* The schemes (file header).  The default is psabi (docs/targets-riscv.md): listed
   first.  */
static const al_scheme rv_schemes[] = {
  { "psabi", AL_S_RV_PSABI, "mapping", 0,
    "Table A.6 + fence rw,rw after seq_cst stores [RISC-V psABI atomics chapter; GCC 14, "
    "LLVM 19]" },
  { "a6", AL_S_RV_A6, "mapping", 0,
    "Table A.6 [unprivileged ISA, RVWMO appendix]: no trailing store fence" },
  { "gcc12", AL_S_RV_GCC12, "mapping", 0,
    "GCC 12's fence mapping (fence iorw,iorw / iorw,ow, amoswap stores) [measured]" },
  { "ext-static", RV_S_EXT_STATIC, "extensions", 0,
    "Zacas/Zabha forms only where the build promises them (+zacas, +zabha)" },
  { "ext-dispatch", RV_S_EXT_DISPATCH, "extensions", 0,
    "the Zacas/Zabha form or the A-extension one, chosen at run time on libatomlower's "
    "riscv_hwprobe word (__atomlower_riscv_cpu)" },
  { NULL, 0, NULL, 0, NULL },
};

static const char *const rv_features[] = { "zacas", "zabha", "ztso", "zalasr", NULL };
static const unsigned rv_feature_bits[] = { RV_F_ZACAS, RV_F_ZABHA, RV_F_ZTSO, RV_F_ZALASR };

/* Ztso code has the psABI's Ztso mapping [ZTSO], and Zalasr its load-acquire and
   store-release rows [ZALASR], each built on the psabi rows: the other mappings (Table
   A.6 alone, GCC 12's fences) are plain RVWMO's.  */
static const char *rv_scheme_applies(const al_target *t, const al_scheme *s)
{
  if (strcmp(s->group, "mapping"))
    return NULL;
  if (ztso(t) && s->bit != AL_S_RV_PSABI)
    return "+ztso has the psABI's Ztso mapping";
  if ((t->features & RV_F_ZALASR) && s->bit != AL_S_RV_PSABI)
    return "+zalasr has the psABI's load-acquire and store-release rows";
  return NULL;
}

/* Memory barriers (al_arch_desc.barriers): fence, whatever its predecessor and successor
   sets, and fence.tso.  */
static const char *const riscv_barriers[] = { "fence", "fence.tso", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): fence and fence.tso; any .aq or .rl form (AMOs, Zalasr's l*.aq and s*.rl in an .insn line's comment).  */
static const char riscv_ordered[] = "[[:space:]]fence|\\.aq|\\.rl";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row riscv_merges[] = {
  AL_MERGE_SAME("fence rw,rw", "RISC-V unprivileged ISA, FENCE"),
  AL_MERGE_SAME("fence r,rw", "RISC-V unprivileged ISA, FENCE"),
  AL_MERGE_SAME("fence rw,w", "RISC-V unprivileged ISA, FENCE"),
  AL_MERGE_SAME("fence.tso", "RISC-V unprivileged ISA, FENCE"),
  AL_MERGE_SAME("fence iorw,iorw", "RISC-V unprivileged ISA, FENCE"),
  AL_MERGE_SAME("fence iorw,ow", "RISC-V unprivileged ISA, FENCE"),
  { "fence r,rw", "fence rw,rw",
    "RISC-V unprivileged ISA, FENCE: it orders every access of its predecessor set before it with every access of its successor set after it; r,rw's sets are within rw,rw's" },
  { "fence rw,w", "fence rw,rw",
    "RISC-V unprivileged ISA, FENCE: rw,w's predecessor and successor sets are within rw,rw's" },
  { "fence.tso", "fence rw,rw",
    "RISC-V unprivileged ISA, FENCE.TSO: it orders loads before it with loads and stores after it and stores with stores, pairs fence rw,rw orders too" },
  { "fence iorw,ow", "fence iorw,iorw",
    "RISC-V unprivileged ISA, FENCE: iorw,ow's sets are within iorw,iorw's" },
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_riscv64 = {
  .name = "rv64",
  .file = "riscv.c",
  .comment = "#",
  .big_endian = false,
  .int128 = true,
  .herd = "RISCV",
  .barriers = riscv_barriers,
  .ordered = riscv_ordered,
  .feature_names = rv_features,
  .feature_bits = rv_feature_bits,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = rv_detect,
  .plan = rv_plan,
  .load = load,
  .store = store,
  .fence = rv_fence,
  .is_lock_free = rv_is_lock_free,
  .gcc_calls_out = rv_gcc_calls_out,
  .schemes = rv_schemes,
  .scheme_default = NULL,
  .scheme_applies = rv_scheme_applies,
  .merges = riscv_merges,
};
