/* sh.c — the SuperH mapping: SH-4 (Debian sh4, sh4-linux-gnu: GCC 12's default -m4 with
 * -matomic-model=soft-gusa, __SH_ATOMIC_MODEL_SOFT_GUSA__), little-endian, 4-byte pointers.
 *
 * SH-4 has no atomic read-modify-write instruction (tas.b aside) and no load-locked /
 * store-conditional pair (movli.l/movco.l are SH-4A's).  GCC's Linux default for it is the
 * gUSA model: a read-modify-write is a short restartable sequence that the kernel rewinds to
 * its start when it interrupts it.  That is atomic on a UNIPROCESSOR only (there is no
 * SH-4 SMP with soft-gusa; SH-4A SMP kernels need movli.l/movco.l), and the table says so.
 *
 * Sources cited per row below:
 *  [GCC]   GCC 12's gcc/config/sh/sync.md: the header comment "gUSA Software Atomics
 *          (-matomic-model=soft-gusa; SH3*, SH4* only)" defines the sequence ABI:
 *            r15 >= 0  not in an atomic sequence;
 *            r15 < 0   in one: r15 holds the negative byte length of the sequence,
 *                      r0 the PC of the first instruction after the write-back (the exit
 *                      point; the entry point is r0 + r15), r1 the saved stack pointer;
 *          the exit point must be 4-byte aligned (mova), and nothing may sit between
 *          the write-back and the exit point (a sequence rewound after its write-back
 *          would store twice).  The soft_gusa patterns (atomic_compare_and_swap<mode>,
 *          atomic_exchange<mode>, atomic_fetch_<op><mode>, atomic_test_and_set) are
 *            mova 1f,r0 ; [exts] ; .align 2 ; mov r15,r1 ; mov #(0f-1f),r15 ;
 *            0: <load> ; <op> ; <store> ; 1: mov r1,r15
 *          with the memory reached through a register (@rN), 1, 2 and 4 bytes directly
 *          (mov.b / mov.w / mov.l: no masking), the compare on the sign-extended value
 *          (mov.b and mov.w sign-extend: exts of the expected value before the sequence),
 *          and test_and_set storing 0x80 (__GCC_ATOMIC_TEST_AND_SET_TRUEVAL 128).
 *          Measured with Debian's sh4-linux-gnu-gcc 12.2.0 -O2 -S (docs/targets-sh.md):
 *          loads and stores are plain mov.{b,w,l} at every order, every fence is no
 *          instruction (one processor sees its own accesses in program order), 8-byte
 *          operations call libatomic (__GCC_ATOMIC_LLONG_LOCK_FREE 1: SH-4 has no 8-byte
 *          store, gUSA's write-back must be one instruction).
 *  [LINUX] Linux arch/sh: the kernel rewinds an interrupted gUSA sequence before it runs
 *          another context (a PC below r0 while r15 is in the gUSA range goes back to
 *          r0 + r15; r15 is restored from r1), CONFIG_GUSA (default y on SH-3/SH-4
 *          uniprocessor kernels), and uses the same sequence shape in
 *          asm/atomic-grb.h / cmpxchg-grb.h (CONFIG_GUSA_RB).
 *  [SH4]   SH-4 Software Manual: MOVA @(disp,PC),R0 computes (PC & ~3) + 4 + disp*4 (the
 *          target is 4-byte aligned); MOV #imm,Rn sign-extends an 8-bit immediate (a
 *          sequence of at most 128 bytes); aligned MOV.B/W/L are single accesses; CMP/EQ
 *          sets T, BF branches when T is 0 (no delay slot), NEGC Rm,Rn: Rn = 0 - Rm - T.
 *
 * SH-4A (al_arch_sh4a, "sh4a": -m4a, still -matomic-model=soft-gusa, __SH4A__): GCC 12 does
 * every 4-byte read-modify-write with SH-4A's movli.l/movco.l reservation pair instead (sync.md,
 * the *_hard patterns, used for SImode on SH-4A unless the model says "strict"; "On
 * single-core SH4A CPUs software atomic aware interrupt / exception code is actually
 * compatible with user code that utilizes hardware atomics"), and keeps gUSA for 1 and 2
 * bytes; no synco at any order.  The same here [GCC; SH4A: SH-4A Software Manual, MOVLI.L
 * loads into R0 and sets the reservation, MOVCO.L stores R0 only while it is held and sets T]:
 *   fetch_OP:  0: movli.l @p,r0 ; mov r0,old ; OP val,r0 ; movco.l r0,@p ; bf 0b
 *   exchange:  0: movli.l @p,r0 ; mov r0,old ; mov val,r0 ; movco.l r0,@p ; bf 0b
 *   CAS:       0: movli.l @p,r0 ; mov r0,old ; cmp/eq old,exp ; bf 1f ; mov des,r0 ;
 *              movco.l r0,@p ; bf 0b ; 1:
 * Like the gUSA sequences they give no ordering against another processor (no synco): the
 * table is for uniprocessor SH-4A systems, as GCC's own code for this model.
 *
 * Constraints every sequence here keeps: r0 and r1 are clobbered (no operand in them), r15
 * is never an operand of a gUSA sequence (every register operand there is "u", GCC's
 * non-stack-pointer class, as in GCC's soft_gusa patterns [GCC sync.md]: a local at the
 * stack pointer's address is otherwise passed as r15 itself, which the sequence sets to
 * minus its length; atomlower.scan/sh4-gusa-stack.c), every access in the sequence goes through a
 * register operand, the body between 0: and 1: has an even number of 2-byte instructions
 * (the .align 2 before "mov r15,r1" then aligns 1: for mova; an odd body starts with a
 * nop, before the load, where a rewind repeats nothing), and the T bit is clobbered ("t").
 */
#include "internal.h"

static char sfx(int w) { return w == 1 ? 'b' : w == 2 ? 'w' : 'l'; }

/* Begin a gUSA sequence: mova 1f,r0 ; PRE... ; .align 2 ; mov r15,r1 ; mov #(0f-1f),r15 ;
   0: [nop when the body has an odd number of instructions]                     [GCC]  */
static void gusa_begin(al_seq *s, int body)
{
  al_label(s, ".align 2");
  al_insn(s, "mov r15, r1");
  al_insn(s, "mov #(0f-1f), r15");
  al_label(s, "0:");
  if (body & 1)
    al_insn(s, "nop");
}

/* The exit point: 1: mov r1,r15                                                [GCC]  */
static void gusa_end(al_seq *s)
{
  al_label(s, "1:");
  al_insn(s, "mov r1, r15");
  al_clobber(s, "r1");
  al_clobber(s, "t");
}

/* r0, which mova sets, as an early-clobbered scratch output ("z": R0_REGS) rather than a
   clobber: GCC may still use r0 to reload an input before the sequence (SH's indexed and
   byte-displacement addressing need it: at -O0 a large frame's locals are reached through
   r0), which a clobber forbids ("cannot find a register in class R0_REGS while reloading
   asm"; measured with GCC 14 on gcc.dg/atomic/c11-atomic-exec-2.c).  After the last output,
   before the first input.  */
static void gusa_r0(al_seq *s)
{
  al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&z", 4);
}

/*   mov.{b,w,l} @p, res          (any order: no barrier on one processor)   [GCC]  */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", 4);
  al_in(s, AL_R_MEM, AL_WHOLE, "Sra", r->width);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
  al_insn(s, "mov.%c @%%%d, %%%d", sfx(r->width), p, res);
}

/*   mov.{b,w,l} val, @p          (any order)                                [GCC]  */
static void store(const al_target *t, const al_request *r, al_seq *s, bool zero)
{
  (void) t;
  al_out(s, AL_R_MEM, AL_WHOLE, "=Sra", r->width);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
  int val = zero ? al_in_imm(s, "r", 4, 0) : al_in(s, AL_R_VAL, AL_WHOLE, "r", 4);
  al_insn(s, "mov.%c %%%d, @%%%d", sfx(r->width), val, p);
}

/*   mova 1f,r0 ; .align 2 ; mov r15,r1 ; mov #(0f-1f),r15
 *   0: mov.X @p, old ; mov.X val, @p
 *   1: mov r1,r15                                          [GCC atomic_exchange soft_gusa]  */
static void exchange(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  s->use = r->use == AL_USE_NONE ? AL_USE_NONE : AL_USE_VALUE;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&u", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+Sra", r->width);
  gusa_r0(s);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "u", 0);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, "u", 4);
  al_insn(s, "mova 1f, r0");
  gusa_begin(s, 2);
  al_insn(s, "mov.%c @%%%d, %%%d", sfx(r->width), p, old);
  al_insn(s, "mov.%c %%%d, @%%%d", sfx(r->width), val, p);
  gusa_end(s);
}

/* fetch_OP:
 *   0: mov.X @p, old ; mov old, new ; OP val, new ; mov.X new, @p
 *   nand: 0: nop ; mov.X @p, old ; mov val, new ; and old, new ; not new, new ; mov.X new, @p
 *   1: mov r1,r15                                          [GCC atomic_fetch_<op> soft_gusa]
 * OP_fetch, and a fetch_OP whose result is unused, keep no copy of the old value:
 *   0: nop ; mov.X @p, new ; OP val, new ; mov.X new, @p
 *   nand: 0: mov.X @p, new ; and val, new ; not new, new ; mov.X new, @p
 *   1: mov r1,r15                                          [GCC atomic_<op>_fetch soft_gusa]
 * The result is old (fetch_OP) or new (OP_fetch).  */
static void rmw(const al_target *t, const al_request *r, al_seq *s)
{
  static const char *const op[AL_N_ARITH] = {
    [AL_ADD] = "add", [AL_SUB] = "sub", [AL_AND] = "and",
    [AL_OR] = "or", [AL_XOR] = "xor", [AL_NAND] = "and" };
  (void) t;
  bool newv = r->op == AL_OP_FETCH, used = r->use != AL_USE_NONE;
  char c = sfx(r->width);
  s->use = used ? AL_USE_VALUE : AL_USE_NONE;
  int old = used && !newv ? al_out(s, AL_R_RESULT, AL_WHOLE, "=&u", 4) : -1;
  int nw = al_out(s, newv ? AL_R_RESULT : AL_R_SCRATCH, AL_WHOLE, "=&u", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+Sra", r->width);
  gusa_r0(s);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "u", 0);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, "u", 4);
  al_insn(s, "mova 1f, r0");
  if (old < 0)
    {
      gusa_begin(s, r->arith == AL_NAND ? 4 : 3);
      al_insn(s, "mov.%c @%%%d, %%%d", c, p, nw);
      al_insn(s, "%s %%%d, %%%d", op[r->arith], val, nw);
      if (r->arith == AL_NAND)
        al_insn(s, "not %%%d, %%%d", nw, nw);
    }
  else if (r->arith == AL_NAND)
    {
      gusa_begin(s, 5);
      al_insn(s, "mov.%c @%%%d, %%%d", c, p, old);
      al_insn(s, "mov %%%d, %%%d", val, nw);
      al_insn(s, "and %%%d, %%%d", old, nw);
      al_insn(s, "not %%%d, %%%d", nw, nw);
    }
  else
    {
      gusa_begin(s, 4);
      al_insn(s, "mov.%c @%%%d, %%%d", c, p, old);
      al_insn(s, "mov %%%d, %%%d", old, nw);
      al_insn(s, "%s %%%d, %%%d", op[r->arith], val, nw);
    }
  al_insn(s, "mov.%c %%%d, @%%%d", c, nw, p);
  gusa_end(s);
}

/* compare_exchange (strong at every strength):
 *   mova 1f,r0 ; exts.X e, e      (1, 2 bytes, e tied to exp: the loaded value is
 *                                  sign-extended; 4: e = exp)
 *   .align 2 ; mov r15,r1 ; mov #(0f-1f),r15
 *   0: mov.X @p, old ; cmp/eq old, e ; bf 1f ; mov.X des, @p
 *   1: mov r1,r15                                 [GCC atomic_compare_and_swap soft_gusa]
 *   [bool forms:]    movt ok                      (T still holds the compare: 1 when stored)
 *   [__atomic form:] bt 2f ; mov.X old, @exp_ptr ; 2:      (T still holds the compare)
 * Success is ok, as GCC's own pattern returns T [GCC sync.md: the T bit is the
 * success output]: the plugin takes the byte as the bool (AL_CASF_SET at width 1), with
 * no compare of the observed and expected values after the sequence;
 * __sync_val_compare_and_swap needs no flag.  */
static void cas(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  char c = sfx(r->width);
  bool sub = r->width < 4;
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&u", 4);
  int ok = -1;
  if (r->cas_form != AL_CAS_SYNC_VAL)
    {
      s->cas_flag = AL_CASF_SET;
      ok = al_out(s, AL_R_FLAG, AL_WHOLE, "=&u", 1);   /* written before the write-back */
    }
  int e = sub ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&u", r->width) : -1;
  al_out(s, AL_R_MEM, AL_WHOLE, "+Sra", r->width);
  bool wb = al_expmem(r);
  if (wb)
    al_out(s, AL_R_EXPMEM, AL_WHOLE, "+Sra", r->width);
  gusa_r0(s);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "u", 0);
  /* 1, 2 bytes: exts sign-extends the expected value in place (e tied to it: one register
     fewer), reading its low bytes alone, so both are bound at the object's width (no
     extension before the sequence).  */
  int exp = sub ? al_in_tied(s, AL_R_EXPECTED, AL_WHOLE, e, r->width)
                : al_in(s, AL_R_EXPECTED, AL_WHOLE, "u", 4);
  int des = al_in(s, AL_R_DESIRED, AL_WHOLE, "u", 4);
  int eptr = wb ? al_in(s, AL_R_EXPPTR, AL_WHOLE, "u", 0) : -1;
  al_insn(s, "mova 1f, r0");
  if (sub)
    al_insn(s, "exts.%c %%%d, %%%d", c, exp, e);
  else
    e = exp;
  gusa_begin(s, 4);
  al_insn(s, "mov.%c @%%%d, %%%d", c, p, old);
  al_insn(s, "cmp/eq %%%d, %%%d", old, e);
  al_insn(s, "bf 1f");
  al_insn(s, "mov.%c %%%d, @%%%d", c, des, p);
  gusa_end(s);
  if (ok >= 0)
    al_insn(s, "movt %%%d", ok);
  if (wb)
    {
      al_insn(s, "bt 2f");
      al_insn(s, "mov.%c %%%d, @%%%d", c, old, eptr);
      al_label(s, "2:");
    }
}

/* test_and_set: the byte takes 0x80 (__GCC_ATOMIC_TEST_AND_SET_TRUEVAL 128, which
 * libstdc++'s atomic_flag::test compares with), the result is old != 0:
 *   mova 1f,r0 ; mov #-128, tv ; .align 2 ; mov r15,r1 ; mov #(0f-1f),r15
 *   0: mov.b @p, old ; mov.b tv, @p
 *   1: mov r1,r15
 *   tst old, old ; mov #-1, res ; negc res, res          [GCC atomic_test_and_set soft_gusa]  */
static void test_and_set(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  (void) r;
  s->use = AL_USE_VALUE;
  /* 0 or 1 in the whole register: bound at width 1, the plugin takes it as the bool.  */
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=&u", 1);
  int old = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&u", 4);
  int tv = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&u", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+Sra", 1);
  gusa_r0(s);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "u", 0);
  al_insn(s, "mova 1f, r0");
  al_insn(s, "mov #-128, %%%d", tv);
  gusa_begin(s, 2);
  al_insn(s, "mov.b @%%%d, %%%d", p, old);
  al_insn(s, "mov.b %%%d, @%%%d", tv, p);
  gusa_end(s);
  al_insn(s, "tst %%%d, %%%d", old, old);
  al_insn(s, "mov #-1, %%%d", res);
  al_insn(s, "negc %%%d, %%%d", res, res);
}


/* ---- SH-4A: movli.l / movco.l for 4 bytes [GCC sync.md *_hard; SH4A] --------------- */

extern const al_arch_desc al_arch_sh4a;
static bool sh4a(const al_target *t) { return al_arch_name(t->arch) == al_arch_sh4a.name; }

/*   0: movli.l @p, r0 ; mov r0, old ; OP val, r0 [nand: and val, r0 ; not r0, r0] ;
 *      movco.l r0, @p ; bf 0b ; [OP_fetch: mov r0, new]  */
static void llcs_rmw(const al_target *t, const al_request *r, al_seq *s)
{
  static const char *const op[AL_N_ARITH] = {
    [AL_ADD] = "add", [AL_SUB] = "sub", [AL_AND] = "and",
    [AL_OR] = "or", [AL_XOR] = "xor", [AL_NAND] = "and" };
  (void) t;
  bool newv = r->op == AL_OP_FETCH;
  s->use = r->use == AL_USE_NONE ? AL_USE_NONE : AL_USE_VALUE;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+Sra", 4);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, "r", 4);
  al_label(s, "0:");
  al_insn(s, "movli.l @%%%d, r0", p);
  if (!newv)
    al_insn(s, "mov r0, %%%d", res);
  al_insn(s, "%s %%%d, r0", op[r->arith], val);
  if (r->arith == AL_NAND)
    al_insn(s, "not r0, r0");
  al_insn(s, "movco.l r0, @%%%d", p);
  al_insn(s, "bf 0b");
  if (newv)
    al_insn(s, "mov r0, %%%d", res);
  al_clobber(s, "r0");
  al_clobber(s, "t");
}

/*   0: movli.l @p, r0 ; mov r0, old ; mov val, r0 ; movco.l r0, @p ; bf 0b  */
static void llcs_exchange(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  s->use = r->use == AL_USE_NONE ? AL_USE_NONE : AL_USE_VALUE;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+Sra", 4);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, "r", 4);
  al_label(s, "0:");
  al_insn(s, "movli.l @%%%d, r0", p);
  al_insn(s, "mov r0, %%%d", old);
  al_insn(s, "mov %%%d, r0", val);
  al_insn(s, "movco.l r0, @%%%d", p);
  al_insn(s, "bf 0b");
  al_clobber(s, "r0");
  al_clobber(s, "t");
}

/*   0: movli.l @p, r0 ; mov r0, old ; cmp/eq old, exp ; bf 1f ; mov des, r0 ;
 *      movco.l r0, @p ; bf 0b
 *   1: [__atomic form:] bt 2f ; mov.l old, @exp_ptr ; 2:   (T: 1 stored, 0 compare failed)  */
static void llcs_cas(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+Sra", 4);
  bool wb = al_expmem(r);
  if (wb)
    al_out(s, AL_R_EXPMEM, AL_WHOLE, "+Sra", 4);
  int p = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
  int exp = al_in(s, AL_R_EXPECTED, AL_WHOLE, "r", 4);
  int des = al_in(s, AL_R_DESIRED, AL_WHOLE, "r", 4);
  int eptr = wb ? al_in(s, AL_R_EXPPTR, AL_WHOLE, "r", 0) : -1;
  al_label(s, "0:");
  al_insn(s, "movli.l @%%%d, r0", p);
  al_insn(s, "mov r0, %%%d", old);
  al_insn(s, "cmp/eq %%%d, %%%d", old, exp);
  al_insn(s, "bf 1f");
  al_insn(s, "mov %%%d, r0", des);
  al_insn(s, "movco.l r0, @%%%d", p);
  al_insn(s, "bf 0b");
  al_label(s, "1:");
  if (wb)
    {
      al_insn(s, "bt 2f");
      al_insn(s, "mov.l %%%d, @%%%d", old, eptr);
      al_label(s, "2:");
    }
  al_clobber(s, "r0");
  al_clobber(s, "t");
}

static void sh_fence(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  (void) r;
  (void) s;
  /* [GCC: mem_thread_fence emits no instruction with soft-gusa; one processor]: every
     fence is the compiler barrier al_lower adds.  */
}

static void sh_plan(const al_target *t, const al_request *r, al_plan *p)
{
  /* SH-4A: 4-byte read-modify-writes are movli.l/movco.l loops (file header).  */
  bool llcs = sh4a(t) && r->width == 4;
  if (r->width == 16)
    al_plan_shim(p, "SH-4 has no 16-byte atomic access");
  else if (r->width == 8)
    al_plan_shim(p, "SH-4 has no 8-byte store for a gUSA write-back "
                 "(GCC 12 calls libatomic: __GCC_ATOMIC_LLONG_LOCK_FREE 1)");
  else if (al_is_access(r))
    return;   /* the descriptor's load and store (lower.c) */
  else if (r->op == AL_TEST_AND_SET)
    al_plan_emit(p, AL_K_NATIVE, "gusa", test_and_set);
  else if (r->op == AL_EXCHANGE)
    al_plan_emit(p, AL_K_NATIVE, llcs ? "llsc" : "gusa", llcs ? llcs_exchange : exchange);
  else if (r->op == AL_CAS)
    al_plan_emit(p, AL_K_NATIVE, llcs ? "llsc" : "gusa", llcs ? llcs_cas : cas);
  else
    al_plan_emit(p, AL_K_NATIVE, llcs ? "llsc" : "gusa", llcs ? llcs_rmw : rmw);
}

/* Lock-free and inline: 1, 2 and 4 bytes when aligned, as GCC 12 (ATOMIC_*_LOCK_FREE 2 up
   to long, 1 for long long); 8 bytes go to the runtime's locks, as with libatomic.  */
static int sh_is_lock_free(const al_target *t, int width, int align)
{
  (void) t;
  return al_lock_free_upto(width, align, 4);
}

/* GCC 12 calls libatomic for 8 bytes [measured, sh4-linux-gnu-gcc-12 -O2 -S].  */
static bool sh_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  (void) t;
  return al_calls_out_from(r, 8);
}

/* SH-4 (not SH-4A, whose -matomic-model=hard-llcs this table does not map) with the
   soft-gusa atomic model, little-endian.  Another atomic model (soft-tcb, soft-imask,
   none) is not this table: GCC expands the builtins itself.  */
static bool sh_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  if (!lookup(ctx, "__sh__") || !lookup(ctx, "__SH4__") || lookup(ctx, "__SH4A__"))
    return false;
  if (!lookup(ctx, "__SH_ATOMIC_MODEL_SOFT_GUSA__") || lookup(ctx, "__BIG_ENDIAN__"))
    return false;
  return true;
}

/* SH-4A with the soft-gusa model (non-strict: GCC's own SImode atomics are movli.l/movco.l).  */
static bool sh4a_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  if (!lookup(ctx, "__sh__") || !lookup(ctx, "__SH4A__"))
    return false;
  if (!lookup(ctx, "__SH_ATOMIC_MODEL_SOFT_GUSA__") || lookup(ctx, "__BIG_ENDIAN__"))
    return false;
  return true;
}

/* movli.l/movco.l are SH-4A instructions: -m4a to assemble the cells.  */
static const char *sh4a_cflags(const al_target *t)
{
  (void) t;
  return "-m4a";
}

const al_arch_desc al_arch_sh4 = {
  .name = "sh4",
  .file = "sh.c",
  .comment = "!",
  .big_endian = false,
  .int128 = false,
  .herd = NULL,
  .barriers = NULL,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = sh_detect,
  .plan = sh_plan,
  .load = load,
  .store = store,
  .fence = sh_fence,
  .is_lock_free = sh_is_lock_free,
  .gcc_calls_out = sh_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
};

const al_arch_desc al_arch_sh4a = {
  .name = "sh4a",
  .file = "sh.c",
  .comment = "!",
  .big_endian = false,
  .int128 = false,
  .herd = NULL,
  .barriers = NULL,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = sh4a_detect,
  .plan = sh_plan,
  .load = load,
  .store = store,
  .fence = sh_fence,
  .is_lock_free = sh_is_lock_free,
  .gcc_calls_out = sh_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .cflags = sh4a_cflags,
};
