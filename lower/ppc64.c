/* ppc64.c — the POWER mapping: 64-bit little-endian (ELFv2, al_arch_ppc64), 64-bit
 * big-endian (ELFv1, al_arch_ppc64be) and 32-bit big-endian PowerPC (al_arch_ppc32), three
 * descriptors at the end of the file sharing every function below.
 *
 * Sources cited per row below:
 *  [CAM]  Cambridge "C/C++11 mappings to processors" (Sewell et al.), POWER table, the
 *         leading-sync convention (the one GCC and LLVM implement):
 *           load relaxed        ld
 *           load acquire        ld; cmp; bc; isync
 *           load seq_cst        sync; ld; cmp; bc; isync
 *           store relaxed       st
 *           store release       lwsync; st
 *           store seq_cst       sync; st
 *           fence acquire       lwsync
 *           fence release       lwsync
 *           fence acq_rel       lwsync
 *           fence seq_cst       sync
 *           RMW/CAS relaxed     loop: larx; ...; stcx.; bne- loop
 *           RMW/CAS acquire     loop; isync
 *           RMW/CAS release     lwsync; loop
 *           RMW/CAS acq_rel     lwsync; loop; isync
 *           RMW/CAS seq_cst     sync; loop; isync
 *  [LIT]  The herd7 check of these cells (docs/litmus.md, make litmus-check: herdtools7's
 *         ppc.cat against RC11): [CAM]'s `loop; isync` does not order an exchange's load
 *         (test_and_set, __sync_lock_test_and_set too) before later accesses: its loop
 *         stores a value that does not depend on the one loaded, so its `bne- 1b` depends
 *         on the stcx. alone, and MP with such a reader shows the forbidden outcome.  The
 *         rows below end as the load rows do, with a branch on the loaded value before the
 *         isync, which herd7 finds sound; compare-exchange (its compare) and fetch-op (its
 *         stored value) already carry the dependency and keep [CAM]'s form, which is also
 *         what GCC 12 emits for an exchange.
 *           exchange acquire    loop; cmpw old,old; bne- $+4; isync
 *           exchange acq_rel    lwsync; loop; cmpw old,old; bne- $+4; isync
 *           exchange seq_cst    sync; loop; cmpw old,old; bne- $+4; isync
 *  [TRAIL] The trailing-sync convention, the alternative to [CAM] that puts the full
 *         barrier after seq_cst accesses instead of before them (Lahav, Vafeiadis, Kang,
 *         Hur, Dreyer, "Repairing sequential consistency in C/C++11", PLDI 2017, §2 and
 *         the Power mappings; Manerkar, Trippel, Lustig, Pellauer, Martonosi,
 *         "Counterexamples and proof loophole for the C/C++ to POWER and ARMv7
 *         trailing-sync compiler mappings", arXiv:1611.01507):
 *           load seq_cst        ld; sync
 *           store seq_cst       lwsync; st; sync
 *           RMW/CAS seq_cst     lwsync; loop; sync
 *         and [CAM]'s rows for every other order.  UNSOUND for C11: both papers give
 *         litmus tests whose outcome C11 forbids and POWER allows under it (Manerkar et
 *         al. show the published correctness proof has a loophole).  Kept as scheme
 *         trailing-sync for study (litmus tests, cost comparisons), never the default.
 *         Nor may it be mixed with
 *         leading-sync code (GCC's, LLVM's, this default's) in one program, even one
 *         with seq_cst accesses only: a leading-sync seq_cst store (sync; st) followed
 *         by a trailing-sync seq_cst load (ld; sync) has no sync between the two, and
 *         SB's forbidden outcome becomes possible.
 *  [ISA]  Power ISA 2.06 (POWER7) Book II: lbarx/lharx/stbcx./sthcx. (byte and halfword
 *         reservations); Power ISA 2.07 (POWER8) Book II: lqarx/stqcx. and lq/stq with an
 *         even/odd register pair RTp/RSp, single-copy atomic when quadword aligned; RTp
 *         (the even register) holds the high-order doubleword of the 128-bit value and
 *         RTp+1 the low-order one, in either byte order.  A reservation covers at least
 *         the aligned word (in practice the granule is a cache block), so any store to
 *         the word, a byte store by other code included, makes the stcx. fail.
 *  [GCC]  GCC 12's own code (rs6000 sync.md, measured with powerpc64le-linux-gnu-gcc, the
 *         POWER8 default): exactly [CAM] (acquire loads as `cmpw 0,r,r; bne- 0,$+4;
 *         isync`), lbarx/lharx at 1 and 2 bytes, and for 16 bytes `lq`/`stq` (loads and
 *         stores) and lqarx/stqcx. loops on even/odd pairs: after `lq 10,0(3)` it moves
 *         r11 to the low and r10 to the high half of the value.
 *  [GCC BE] GCC 12 on powerpc64-linux-gnu (Debian ppc64, big-endian ELFv1; no --with-cpu:
 *         _ARCH_PWR4 only), measured -O2 -S: [GCC]'s rows with masked lwarx word loops at 1
 *         and 2 bytes (shift (3 - (p & 3)) * 8: rlwinm/xori 0x18) and libatomic calls at 16
 *         bytes; with -mcpu=power8, lbarx/lharx and `lq 10,0(3) ; mr 3,10 ; mr 4,11` (r3 the
 *         high half of the __int128 result: the even register holds the high doubleword, as
 *         [ISA] says, and on big-endian that is the one at the lower address), a failed
 *         compare-exchange writing back `std <even>,0(e) ; std <odd>,8(e)`.
 *  [GCC32] GCC 12 on powerpc-linux-gnu (Debian powerpc, --with-cpu=default32: _ARCH_PPC
 *         only), measured -O2 -S: [GCC]'s rows with lwarx/stwcx. loops, masked word loops at
 *         1 and 2 bytes, lwsync for release and acquire fences and release stores; every
 *         8-byte operation calls libatomic (__GCC_ATOMIC_LLONG_LOCK_FREE 1: no doubleword
 *         reservation in 32-bit PowerPC).  e500 (-mcpu=8540/8548) has no lwsync: GCC
 *         defines __NO_LWSYNC__ and uses sync; this file does not map it.
 *
 * Interoperation with GCC 12 on the same objects: both use [CAM]'s leading-sync
 * convention, so every ordering that an access pair relies on comes from the same
 * side of the same instruction in either compiler's code (the sync before a seq_cst
 * load or RMW, the lwsync before a release store, the isync after an acquire).  The
 * reservation loops are on the same granules: l[bhwdq]arx at the object's width where
 * GCC uses the same instruction; the POWER6 variant's masked word loops (lwarx on the
 * aligned word) are atomic against any other store to that word, a stbcx./sthcx.
 * included [ISA].  16 bytes: lq/stq/lqarx/stqcx. as GCC does.
 *
 * Registers.  1-, 2- and 4-byte values live in 32-bit operands (reg_width 4): larx and
 * the l*zx loads zero-extend, compares are cmpw (low 32 bits only), shifts are srw, and
 * st*cx. write the object's width only, so the upper halves never matter.  16-byte
 * values are two 64-bit operands (AL_LO, AL_HI); the loops use the fixed pairs r10:r11
 * (loaded) and r8:r9 (stored), clobbered, because no asm constraint asks GCC for an even
 * register (its TImode allocations need not be even; PTImode, which must be, has no C
 * type).  Plain loads and stores take "Z" (indexed or indirect) memory printed with %y,
 * as GCC's sync.md does, so the X-forms (lwzx, stdx) take any address.  The loops
 * address the reservation through a register ("lwarx rt,0,rb"), the object staying a
 * "+m" operand so GCC knows what is read and written: GCC's reload cannot fix up the
 * address of an in-out "+Z" operand (a stack or TOC address is neither indexed nor
 * indirect: "inconsistent operand constraints").  The write-back of a failed CAS is a
 * D/DS-form store of a "+m" operand with %U/%X (update and indexed forms).
 * stwcx., cmpw and the CAS compares set CR0: "cc".  addc/adde/subfc/subfe set CA: "xer".
 */
#include "internal.h"

#include <stdio.h>
#include <string.h>

extern const al_arch_desc al_arch_ppc64be, al_arch_ppc32;

/* Which of the three descriptors (the end of this file) T is.  */
static bool is_arch(const al_target *t, const al_arch_desc *d)
{ return !strcmp(al_arch_name(t->arch), d->name); }
static bool ppc32(const al_target *t) { return is_arch(t, &al_arch_ppc32); }
static bool big_endian(const al_target *t) { return al_arch_big_endian(t->arch); }
/* lbarx/lharx: ISA 2.06 (POWER7) and later.  The big-endian table's "+power8" sets
   AL_F_QUAD alone (its canonical name stays "ppc64be+power8"), which implies them.  */
static bool partword(const al_target *t)
{ return t->features & (AL_F_PARTWORD | AL_F_QUAD); }

/* ---- mnemonics ------------------------------------------------------------- */

static char sz(int w) { return w == 1 ? 'b' : w == 2 ? 'h' : w == 4 ? 'w' : 'd'; }
static const char *load_x(int w)
{ return w == 1 ? "lbzx" : w == 2 ? "lhzx" : w == 4 ? "lwzx" : "ldx"; }
static const char *store_x(int w)
{ return w == 1 ? "stbx" : w == 2 ? "sthx" : w == 4 ? "stwx" : "stdx"; }
/* cr0's eq in the word mfocrf f,128 or mfcr f writes: CR bit 2, counted from the top of
   the low 32 bits [ISA].  */
#define CR0_EQ 29

static int reg_width(int w) { return w < 4 ? 4 : w; }

/* Scheme trailing-sync [TRAIL] rather than leading-sync [CAM] (the default).  */
static bool trailing(const al_target *t) { return t->schemes & AL_S_PPC_TRAILING; }

/* [CAM] barrier before an access of order o, and after; [TRAIL]: lwsync before a
   seq_cst access and sync after it.  */
static const char *lead_for(const al_target *t, al_order o)
{
  if (o == AL_SEQ_CST && trailing(t))
    return "lwsync";
  switch (o)
    {
    case AL_RELAXED:
    case AL_CONSUME:
    case AL_ACQUIRE: return NULL;
    case AL_RELEASE:
    case AL_ACQ_REL: return "lwsync";
    case AL_SEQ_CST: return "sync";
    }
  return "sync";
}

static const char *trail_for(const al_target *t, al_order o)
{
  if (o == AL_SEQ_CST && trailing(t))
    return "sync";
  return al_is_acquire(o) ? "isync" : NULL;
}

/* An exchange's acquire [LIT]: a branch on the loaded value {d} before the isync.  */
static const char *xchg_trail_for(const al_target *t, al_order o)
{
  const char *tr = trail_for(t, o);
  return tr && !strcmp(tr, "isync") ? "cmpw %{d},%{d}\nbne- $+4\nisync" : tr;
}

/* [CAM] thread fences.  */
static const char *fence_for(al_order o)
{
  switch (o)
    {
    case AL_RELAXED: return NULL;
    case AL_CONSUME:
    case AL_ACQUIRE:
    case AL_RELEASE:
    case AL_ACQ_REL: return "lwsync";
    case AL_SEQ_CST: return "sync";
    }
  return "sync";
}

/* ---- reservation fragments for the shared builders (llsc.c) -------------------- */

/* aw: the width of the reservation (1, 2, 4 or 8; 4 for masked words); r->width: the
   object's width (the write-back store of a failed __atomic_compare_exchange).  */
static void fill_llsc(al_plan *p, const al_target *t, const al_request *r, int aw)
{
  al_llsc *k = &p->llsc;
  int rw = reg_width(aw);
  k->lead = lead_for(t, r->order);
  k->trail = trail_for(t, r->order);
  k->ll = al_plan_text(p, "l%carx %%{d},0,%%{p}", sz(aw));
  k->sc = al_plan_text(p, "st%ccx. %%{a},0,%%{p}", sz(aw));
  k->retry = "bne- 1b";
  k->add = "add %{d},%{a},%{b}";
  k->sub = "subf %{d},%{b},%{a}";
  k->and_ = "and %{d},%{a},%{b}";
  k->or_ = "or %{d},%{a},%{b}";
  k->xor_ = "xor %{d},%{a},%{b}";
  k->not_ = "nor %{d},%{a},%{a}";
  k->nand = "nand %{d},%{a},%{b}";   /* as GCC 12's atomic_nand<mode> (rs6000 sync.md) */
  k->srl = "srw %{d},%{a},%{b}";
  /* test_and_set without byte reservations (the POWER6 variant): li t,1 ; slw t,t,shift
     before the loop, or n,w,t in it (al_llsc_masked_tas).  */
  k->one_shl = "li %{d},1\nslw %{d},%{d},%{b}";
  k->bne = rw == 4 ? "cmpw %{a},%{b}\nbne- 2f" : "cmpd %{a},%{b}\nbne- 2f";
  /* At 2: cr0's eq is the success: set by the st?cx. that stored, clear from the compare
     that branched (the trail's isync, sync and the masked srw leave cr0 alone), so the
     write-back of *expected tests it without comparing again, as GCC 12's beqlr.  */
  k->beq = "beq 3f";
  k->ok_in_cc = true;
  /* A compare-exchange whose success is a value (returned, stored): cr0 copied into a
     register and its eq (bit 29) extracted, as GCC 12 reads it [GCC], mfocrf here and
     GCC's rlwinm after (mfcr on 32-bit targets, whose CPUs may predate mfocrf): two
     instructions where the plugin's compare of the observed and expected values is
     three (xor ; cntlzw ; srwi, and the field's extraction before it in the masked
     loops).  A success only branched on keeps the compare: cmpw ; beq against
     mfocrf ; rlwinm ; cmpwi ; beq.  */
  if (al_cas_success_value(r))
    {
      k->ok_read = ppc32(t) ? "mfcr %{d}" : "mfocrf %{d},128";
      k->ok_read_bit = CR0_EQ;
    }
  k->andc = "andc %{d},%{a},%{b}";
  k->store_x = al_plan_text(p, "st%c%%U{x}%%X{x} %%{a},%%{x}", sz(r->width));
  k->xmem_c = NULL;
  k->mem_c = "m";
  k->reg_c = "r";
  k->ptr_in_reg = true;
  k->status = false;
  k->cc = "cc";
  k->reg_width = rw;
  k->object_mem = true;
}

/* ---- loads, stores, fences [CAM] ------------------------------------------------ */

/*   [sync]  l{bz,hz,wz,d}x res, mem  [cmpw res,res ; bne- $+4 ; isync]      [CAM]
 *   trailing-sync, seq_cst:  l{bz,hz,wz,d}x res, mem ; sync                [TRAIL]  */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", reg_width(r->width));
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "Z", r->width);
  bool trail_sync = r->order == AL_SEQ_CST && trailing(t);
  if (r->order == AL_SEQ_CST && !trail_sync)
    al_insn(s, "sync");
  al_insn(s, "%s %%%d,%%y%d", load_x(r->width), res, mem);
  if (trail_sync)
    al_insn(s, "sync");
  else if (al_is_acquire(r->order))
    {
      al_insn(s, "cmpw %%%d,%%%d", res, res);
      al_insn(s, "bne- $+4");
      al_insn(s, "isync");
      al_clobber(s, "cc");
    }
}

/*   [lwsync | sync]  st{b,h,w,d}x val, mem                               [CAM]
 *   trailing-sync, seq_cst:  lwsync ; st{b,h,w,d}x val, mem ; sync      [TRAIL]  */
static void store(const al_target *t, const al_request *r, al_seq *s, bool zero)
{
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=Z", r->width);
  int val = zero ? al_in_imm(s, "r", r->width, 0) : al_in(s, AL_R_VAL, AL_WHOLE, "r", r->width);
  if (lead_for(t, r->order))
    al_insn(s, "%s", lead_for(t, r->order));
  al_insn(s, "%s %%%d,%%y%d", store_x(r->width), val, mem);
  if (r->order == AL_SEQ_CST && trailing(t))
    al_insn(s, "sync");
}

/* ---- 16 bytes: lq/stq/lqarx/stqcx. on fixed even/odd pairs [ISA 2.07, GCC] ------ */

static void lead16(const al_target *t, al_seq *s, al_order o)
{
  if (lead_for(t, o))
    al_insn(s, "%s", lead_for(t, o));
}

/*   [sync] lq 10,0(p) ; mr lo,11 ; mr hi,10 ; [cmpw lo,lo ; bne- $+4 ; isync]  [CAM]
 *   trailing-sync, seq_cst: lq 10,0(p) ; mr lo,11 ; mr hi,10 ; sync          [TRAIL]  */
static void load16(const al_target *t, const al_request *r, al_seq *s)
{
  bool trail_sync = r->order == AL_SEQ_CST && trailing(t);
  /* The result is written after the last input is read: no early clobber, so it
     may take the pointer's register (the ABI's r3).  */
  int lo = al_out(s, AL_R_RESULT, AL_LO, "=r", 8);
  int hi = al_out(s, AL_R_RESULT, AL_HI, "=r", 8);
  al_in(s, AL_R_MEM, AL_WHOLE, "m", 16);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "b", 8);
  if (r->order == AL_SEQ_CST && !trail_sync)
    al_insn(s, "sync");
  al_insn(s, "lq 10,0(%%%d)", p);
  al_insn(s, "mr %%%d,11", lo);
  al_insn(s, "mr %%%d,10", hi);
  if (trail_sync)
    al_insn(s, "sync");
  else if (al_is_acquire(r->order))
    {
      al_insn(s, "cmpw %%%d,%%%d", lo, lo);
      al_insn(s, "bne- $+4");
      al_insn(s, "isync");
      al_clobber(s, "cc");
    }
  al_clobber(s, "r10");
  al_clobber(s, "r11");
}

/*   [lwsync | sync] mr 10,hi ; mr 11,lo ; stq 10,0(p)         [CAM]
 *   trailing-sync, seq_cst: lwsync ; ... ; stq 10,0(p) ; sync  [TRAIL]  */
static void store16(const al_target *t, const al_request *r, al_seq *s)
{
  al_out(s, AL_R_MEM, AL_WHOLE, "=m", 16);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "b", 8);
  int lo = al_in(s, AL_R_VAL, AL_LO, "r", 8);
  int hi = al_in(s, AL_R_VAL, AL_HI, "r", 8);
  lead16(t, s, r->order);
  al_insn(s, "mr 10,%%%d", hi);
  al_insn(s, "mr 11,%%%d", lo);
  al_insn(s, "stq 10,0(%%%d)", p);
  if (r->order == AL_SEQ_CST && trailing(t))
    al_insn(s, "sync");
  al_clobber(s, "r10");
  al_clobber(s, "r11");
}

/* The loops (pair.c, al_pair_llsc_loop): r10:r11 = the reserved value (hi:lo), r8:r9 =
 * the value stored (the stored pair is always r8:r9, so sc names it).
 *   exchange:  mr 8,vhi ; mr 9,vlo
 *              lead ; 1: lqarx 10,0,p ; stqcx. 8,0,p ; bne- 1b ; [cmpw 11,11 ;
 *              bne- $+4 (an acquire's branch on the loaded value [LIT])] ; trail
 *   rmw:       lead ; 1: lqarx 10,0,p ; <op> 9,11,vlo ; <op'> 8,10,vhi ;
 *              stqcx. 8,0,p ; bne- 1b ; trail      (nand: nand per half)
 *   cas:       mr 8,dhi ; mr 9,dlo
 *              lead ; 1: lqarx 10,0,p ; cmpd 11,elo ; bne- 2f ; cmpd 10,ehi ; bne- 2f ;
 *              stqcx. 8,0,p ; bne- 1b ; 2: trail
 *              [__atomic form: beq 3f ; std 11,0(e) ; std 10,8(e) ; 3:   (cr0's eq at
 *               2: is the success)]
 * then the result: mr lo,11 ; mr hi,10 (op_fetch: 9 and 8), none when it is unused;
 * cas without the __atomic form: mfocrf f,128 (cr0; its eq, bit 29, the success, which the
 * plugin extracts).  */
static void loop16(const al_target *t, const al_request *r, al_seq *s)
{
  bool cas = r->op == AL_CAS, rmw = r->op == AL_FETCH_OP || r->op == AL_OP_FETCH;
  bool atomic_form = cas && al_expmem(r);   /* writes *expected itself */
  s->use = cas ? AL_USE_VALUE : al_value_use(r);
  s->cas_by_compare = cas;
  /* The result's moves come last (pair.c's result); only the __atomic form's
     write-back reads inputs after them, so only it needs the early clobber.  */
  const char *res_c = atomic_form ? "=&r" : "=r";
  bool unused = !cas && r->use == AL_USE_NONE;   /* no result, no moves out */
  /* A compare-exchange whose *expected GCC writes back: cr0's eq at 2: is the success
     (the compares' and stqcx.'s), read into a register as GCC 12 reads it (mfocrf ;
     rlwinm) [GCC], so GCC keeps no copy of the expected pair to compare afterwards
     (rs6000 has no asm flag outputs).  */
  int flag = -1;
  if (cas && !atomic_form)
    {
      s->cas_flag = AL_CASF_SET;
      s->cas_flag_bit = CR0_EQ;
      flag = al_out(s, AL_R_FLAG, AL_WHOLE, "=r", 4);
    }
  int lo = unused ? -1 : al_out(s, AL_R_RESULT, AL_LO, res_c, 8);
  int hi = unused ? -1 : al_out(s, AL_R_RESULT, AL_HI, res_c, 8);
  al_out(s, AL_R_MEM, AL_WHOLE, "+m", 16);
  if (atomic_form)
    al_out(s, AL_R_EXPMEM, AL_WHOLE, "+m", 16);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "b", 8);
  al_pair_regs g = { .o = { "11", "10" }, .n = { "9", "8" } };
  if (cas)
    {
      int elo = al_in(s, AL_R_EXPECTED, AL_LO, "r", 8);
      al_pair_halves(g.e, elo, al_in(s, AL_R_EXPECTED, AL_HI, "r", 8));
    }
  int vlo = al_in(s, cas ? AL_R_DESIRED : AL_R_VAL, AL_LO, "r", 8);
  al_pair_halves(g.v, vlo, al_in(s, cas ? AL_R_DESIRED : AL_R_VAL, AL_HI, "r", 8));
  if (atomic_form)
    al_pair_op(g.x, "", al_in(s, AL_R_EXPPTR, AL_WHOLE, "b", 8));
  al_pair_op(g.p, "", p);
  if (!unused)
    al_pair_halves(g.r, lo, hi);
  const char *trail = trail_for(t, r->order);
  if (!cas && !rmw && trail && !strcmp(trail, "isync"))
    {
      /* An exchange's acquire [LIT]: a branch on the loaded value first.  */
      trail = "cmpw {o},{o}\nbne- $+4\nisync";
      al_clobber(s, "cc");
    }
  al_pair k = {
    /* nand is one instruction per half, as in the word loop (al_llsc.nand) [ISA].  */
    .lo = { [AL_ADD] = "addc", [AL_SUB] = "subfc", [AL_AND] = "and", [AL_OR] = "or",
            [AL_XOR] = "xor", [AL_NAND] = "nand" },
    .hi = { [AL_ADD] = "adde", [AL_SUB] = "subfe", [AL_AND] = "and", [AL_OR] = "or",
            [AL_XOR] = "xor", [AL_NAND] = "nand" },
    .ops = " {n},{o},{v}", .sub_ops = " {n},{v},{o}",
    .carry = "xer",
    .pre = rmw ? NULL : "mr {N},{V}\nmr {n},{v}",
    .lead = lead_for(t, r->order), .trail = trail,
    .ll = "lqarx {O},0,{p}", .sc = "stqcx. 8,0,{p}", .retry = "bne- 1b",
    .bne = "cmpd {o},{e}\nbne- 2f\ncmpd {O},{E}\nbne- 2f",
    .result = unused ? NULL : "mr {r},{o}",
    /* Little-endian: the low doubleword at the lower address; big-endian: the high
       one (GCC 12 -mcpu=power8 on powerpc64-linux-gnu: `std 7,0(4) ; std 8,8(4)`
       from the even register of the lqarx pair) [GCC].  */
    /* cr0's eq at 2: is the success, as in the word loop (fill_llsc's beq).  */
    .write_back = big_endian(t)
      ? "beq 3f\nstd {O},0({x})\nstd {o},8({x})\n3:"
      : "beq 3f\nstd {o},0({x})\nstd {O},8({x})\n3:",
  };
  al_pair_llsc_loop(r, s, &k, &g);
  if (flag >= 0)
    al_insn(s, "mfocrf %%%d,128", flag);
  al_clobber(s, "cc");
  al_clobber(s, "r8");
  al_clobber(s, "r9");
  al_clobber(s, "r10");
  al_clobber(s, "r11");
}

/* The 16-byte sequences, each beginning its own (a HOOK: the pair loop is pair.c's, on
   fixed register pairs; lower.c adds the order's clobber after it).  */
static void lower16(const al_target *t, const al_request *r, al_seq *s)
{
  if (r->op == AL_LOAD)
    {
      al_begin(t, r, s, "native");
      load16(t, r, s);
      s->use = AL_USE_VALUE;
    }
  else if (r->op == AL_STORE)
    {
      al_begin(t, r, s, "native");
      store16(t, r, s);
      s->use = AL_USE_NONE;
    }
  else
    {
      /* exchange, compare-exchange, fetch_op, op_fetch (plan16 sends the rest to the
         runtime)  */
      al_begin(t, r, s, "llsc");
      loop16(t, r, s);
    }
  s->join = AL_JOIN_STORE;
}

/* Which expansion of a 16-byte request: lq/stq/lqarx/stqcx. (lower16) on POWER8, else
   the runtime.  */
static void plan16(const al_target *t, const al_request *r, al_plan *p)
{
  if (ppc32(t))
    al_plan_shim(p, "32-bit PowerPC has no 16-byte atomic instruction");
  else if (!al_aligned(r))
    al_plan_shim(p, "16-byte object not proven 16-byte aligned");
  else if (!(t->features & AL_F_QUAD))
    al_plan_shim(p, "16 bytes need lqarx/stqcx. (ISA 2.07, POWER8)");
  else if (r->op == AL_TEST_AND_SET || r->op == AL_CLEAR)
    al_plan_shim(p, "no 16-byte form of this operation");
  else
    al_plan_emit(p, AL_K_HOOK, NULL, lower16);
}

static void ppc_fence(const al_target *t, const al_request *r, al_seq *s)
{
  if (r->op == AL_THREAD_FENCE && fence_for(r->order))
    al_insn(s, "%s", fence_for(r->order));
}

/* ---- dispatch ------------------------------------------------------------ */

static void ppc_plan(const al_target *t, const al_request *r, al_plan *p)
{
  /* Sub-word objects without lbarx/lharx: masked loops on the aligned word.  */
  bool masked = r->width < 4 && !partword(t);
  if (r->width == 16)
    plan16(t, r, p);
  else if (r->width == 8 && ppc32(t))
    /* [GCC32]: libatomic calls, as GCC 12 does (__GCC_ATOMIC_LLONG_LOCK_FREE 1).  */
    al_plan_shim(p, "32-bit PowerPC has no doubleword reservation (ldarx/stdcx. are 64-bit)");
  else if (al_is_access(r))
    return;   /* the descriptor's load and store (lower.c) */
  else
    {
      /* Reservation loops (llsc.c, al_llsc_expand; masked test_and_set:
         al_llsc_masked_tas with one_shl).  */
      p->kind = masked ? AL_K_MASKED_LLSC : AL_K_LLSC;
      fill_llsc(p, t, r, masked ? 4 : r->op == AL_TEST_AND_SET ? 1 : r->width);
      /* An exchange's acquire [LIT]: a branch on the loaded value before the isync.  */
      if (!masked && (r->op == AL_EXCHANGE || r->op == AL_TEST_AND_SET))
        p->llsc.trail = xchg_trail_for(t, r->order);
    }
}

/* Inline at 1, 2, 4, 8 bytes on every variant (masked words without lbarx/lharx) and
   at 16 with lqarx (POWER8).  libgcc-shim/config/powerpc64le.h builds the shim for
   POWER8 with every width BUILTIN (lock-free): the same set.  Without QUAD the plugin
   calls the shim at 16 bytes, and only the shim (its CPU) knows.  */
static int ppc_is_lock_free(const al_target *t, int width, int align)
{
  switch (width)
    {
    case 1: case 2: case 4:
      return align >= width;
    case 8:
      return !ppc32(t) && align >= 8;   /* [GCC32] */
    case 16:
      if (ppc32(t) || align < 16)
        return 0;
      return (t->features & AL_F_QUAD) ? 1 : -1;
    default:
      return 0;
    }
}

/* GCC 12 inlines everything on POWER8 [baseline: gcc12-clang14-codegen.md, ppc64le];
   without ISA 2.07 it calls libatomic for 16 bytes (sub-words it masks itself).  */
static bool ppc_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  if (ppc32(t))
    return r->width >= 8;   /* [GCC32] */
  return r->width == 16 && !(t->features & AL_F_QUAD);
}

/* Variants (-fplugin-arg-atomlower-arch=): power8 = ISA 2.07 (lbarx/lharx, lqarx),
   power7 = ISA 2.06 (lbarx/lharx, no quadword), power6 = ISA 2.05 (masked sub-word
   loops, no quadword).  "ppc64", the base name, is the same as power6.  */
static const char *const ppc_variants[] = { "power8", "power7", "power6", NULL };

static void ppc_parse_variant(const char *v, al_target *t)
{
  if (!strcmp(v, "power8"))
    t->features = AL_F_PARTWORD | AL_F_QUAD;
  else if (!strcmp(v, "power7"))
    t->features = AL_F_PARTWORD;
  else
    t->features = 0;
}

/* The schemes (file header).  */
static const al_scheme ppc_schemes[] = {
  { "leading-sync", AL_S_PPC_LEADING, "seq_cst convention", 0,
    "sync before seq_cst accesses [Cambridge POWER table; GCC, LLVM]" },
  { "trailing-sync", AL_S_PPC_TRAILING, "seq_cst convention", 0,
    "sync after them [Lahav et al. PLDI 2017]: UNSOUND for C11, for study only" },
  { NULL, 0, NULL, 0, NULL },
};

/* Little-endian 64-bit: the descriptor's big_endian is false (the 16-byte write-back
   order, the plugin's and lower-cells' word shift); big-endian code is ppcbe_detect's
   and ppc32_detect's (below).  */
static bool ppc_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  if (!lookup(ctx, "__powerpc64__") || !lookup(ctx, "__LITTLE_ENDIAN__"))
    return false;
  const char *v = lookup(ctx, "_ARCH_PWR8") ? "power8"
                  : lookup(ctx, "_ARCH_PWR7") ? "power7" : "power6";
  ppc_parse_variant(v, t);
  snprintf(t->name, sizeof t->name, "%s", v);
  return true;
}

/* Memory barriers (al_arch_desc.barriers): sync (hwsync), lwsync, and isync (after a
   branch on the loaded value: the acquire barrier).  */
static const char *const ppc_barriers[] = { "sync", "lwsync", "hwsync", "isync", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): sync, lwsync, hwsync, isync.  */
static const char ppc_ordered[] = "[[:space:]](sync|lwsync|hwsync|isync)($|[[:space:]])";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row ppc_merges[] = {
  AL_MERGE_SAME("sync", "Power ISA, Book II, sync"),
  AL_MERGE_SAME("lwsync", "Power ISA, Book II, sync"),
  { "lwsync", "sync",
    "Power ISA, Book II, Memory Barrier Instructions: sync (L=0) orders every pair of storage accesses before and after it, cumulatively; lwsync every pair but a store before with a load after, with the same cumulativity" },
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_ppc64 = {
  .name = "ppc64",
  .file = "ppc64.c",
  .comment = "#",
  .big_endian = false,
  .int128 = true,
  .herd = "PPC",
  .barriers = ppc_barriers,
  .ordered = ppc_ordered,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = ppc_variants,
  .parse_variant = ppc_parse_variant,
  .detect = ppc_detect,
  .plan = ppc_plan,
  .load = load,
  .store = store,
  .fence = ppc_fence,
  .is_lock_free = ppc_is_lock_free,
  .gcc_calls_out = ppc_gcc_calls_out,
  .schemes = ppc_schemes,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .merges = ppc_merges,
};

/* ---- big-endian 64-bit (Debian ppc64, ELFv1) ------------------------------------
 * The same code with the big-endian choices above (the 16-byte write-back; the plugin
 * and lower-cells put a sub-word object's bits from the word's high end).  Debian's
 * powerpc64-linux-gnu-gcc 12 has no --with-cpu: it defines _ARCH_PWR4 only (no lbarx,
 * no lqarx), so the default table "ppc64be" masks sub-words as power6 does; "+power8"
 * (-mcpu=power8) is ISA 2.07 with lbarx/lharx and lq/stq/lqarx/stqcx. [GCC BE];
 * "+power7" (-mcpu=power7) has lbarx/lharx without the quadword instructions.  */
static const char *const ppcbe_features[] = { "power7", "power8", NULL };
static const unsigned ppcbe_feature_bits[] = { AL_F_PARTWORD, AL_F_QUAD };

static bool ppcbe_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  if (!lookup(ctx, "__powerpc64__") || !lookup(ctx, "__BIG_ENDIAN__"))
    return false;
  t->features = lookup(ctx, "_ARCH_PWR8") ? AL_F_QUAD
                : lookup(ctx, "_ARCH_PWR7") ? AL_F_PARTWORD : 0;
  return true;
}

/* The base table assembles with the triplet's defaults (powerpc64-linux-gnu-as takes
   lwsync and ldarx there); lbarx and lqarx need the CPU named.  */
static const char *ppcbe_cflags(const al_target *t)
{
  return (t->features & AL_F_QUAD) ? "-mcpu=power8"
         : (t->features & AL_F_PARTWORD) ? "-mcpu=power7" : NULL;
}

const al_arch_desc al_arch_ppc64be = {
  .name = "ppc64be",
  .file = "ppc64.c",
  .comment = "#",
  .big_endian = true,
  .int128 = true,
  .herd = "PPC",
  .barriers = ppc_barriers,
  .ordered = ppc_ordered,
  .feature_names = ppcbe_features,
  .feature_bits = ppcbe_feature_bits,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = ppcbe_detect,
  .plan = ppc_plan,
  .load = load,
  .store = store,
  .fence = ppc_fence,
  .is_lock_free = ppc_is_lock_free,
  .gcc_calls_out = ppc_gcc_calls_out,
  .schemes = ppc_schemes,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .cflags = ppcbe_cflags,
  .merges = ppc_merges,
};

/* ---- 32-bit PowerPC (Debian powerpc, big-endian) ---------------------------------
 * The same code at 1, 2 and 4 bytes with masked sub-word loops (lwarx/stwcx.), and
 * libatomic calls at 8 and 16 bytes [GCC32].  lwsync: GCC 12 emits it for Debian's
 * default CPU (--with-cpu=default32, _ARCH_PPC only); e500v1/v2 (-mcpu=8540/8548), where
 * it is an illegal instruction, make GCC define __NO_LWSYNC__ and use sync instead: the
 * table does not detect there and the plugin leaves such code to GCC.  */
static bool ppc32_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  return lookup(ctx, "__powerpc__") && !lookup(ctx, "__powerpc64__")
         && lookup(ctx, "__BIG_ENDIAN__") && !lookup(ctx, "__NO_LWSYNC__");
}

const al_arch_desc al_arch_ppc32 = {
  .name = "ppc32",
  .file = "ppc64.c",
  .comment = "#",
  .big_endian = true,
  .int128 = false,
  .herd = "PPC",
  .barriers = ppc_barriers,
  .ordered = ppc_ordered,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = ppc32_detect,
  .plan = ppc_plan,
  .load = load,
  .store = store,
  .fence = ppc_fence,
  .is_lock_free = ppc_is_lock_free,
  .gcc_calls_out = ppc_gcc_calls_out,
  .schemes = ppc_schemes,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .cflags = NULL,
  .merges = ppc_merges,
};
