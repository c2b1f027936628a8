/* alpha.c — the Alpha mapping (Debian alpha, alpha-linux-gnu: 64-bit, little-endian,
 * GCC 12's default CPU: no -mcpu, so EV4 code without the BWX byte/word extension).
 *
 * Sources cited per row below:
 *  [ARM]   Alpha Architecture Reference Manual (4th ed., Compaq 2002), chapter 4.2.4-4.2.5
 *          (LDx_L/STx_C: the lock flag covers an aligned block of at least 16 bytes holding
 *          the quadword; STx_C writes 1 (success) or 0 into its source register, so the
 *          value register is consumed; no load, store or taken branch between LDx_L and
 *          STx_C; the retry branch should be forward, to code out of the loop's straight
 *          line, since a conditional forward branch is predicted not taken), chapter 5.6
 *          (the weak memory model: even a load whose address depends on an earlier load
 *          may see older data than that load, unless an MB lies between them), 4.11.6 (MB)
 *          and 4.7 (EXTBL/INSBL/MSKBL/ZAPNOT).  Without BWX (EV4, EV5) there is no byte
 *          or word load or store: LDQ_U/STQ_U move aligned quadwords, and aligned
 *          longword and quadword loads and stores are single-copy atomic.
 *  [GCC]   GCC 12's own Alpha code: gcc/config/alpha/sync.md (atomic_load, atomic_store,
 *          atomic_compare_and_swap, atomic_exchange, atomic_fetch_<op>, mem_thread_fence)
 *          and alpha.cc: alpha_pre_atomic_barrier / alpha_post_atomic_barrier (an `mb`
 *          before the access when need_atomic_barrier_p (model, true), after it when
 *          need_atomic_barrier_p (model, false)), alpha_split_atomic_op /
 *          alpha_split_compare_and_swap (ldx_l ; op ; stx_c ; beq back, the post barrier
 *          after the loop's exit label, so a failed compare-exchange is ordered too) and
 *          alpha_expand_compare_and_swap_12 / alpha_split_atomic_exchange_12 (1- and
 *          2-byte objects: ldq_l on the containing quadword with extbl/mskbl/insbl).
 *          Measured with Debian's alpha-linux-gnu-gcc-12 12.2.0 -O2 -S
 *          (docs/targets-alpha.md):
 *            load  relaxed ld | acquire, consume ld;mb | seq_cst mb;ld;mb
 *            store relaxed st | release mb;st | seq_cst mb;st;mb
 *            RMW   [mb;] 1: ldx_l; op; stx_c; beq 1b [; mb]
 *            CAS   [mb;] 1: ldx_l; cmpeq; beq 2f; mov; stx_c; beq 1b; 2: [mb]
 *            fence acquire/release/acq_rel/seq_cst: mb
 *            1-byte plain store (no BWX): ldq_u; mskbl; insbl; bis; stq_u, a
 *            read-modify-write of the quadword that is NOT atomic with respect to a
 *            store to a neighbouring byte (docs/targets-alpha.md)
 *          Lock-free and inline: 1, 2, 4, 8 bytes; 16 bytes call libatomic.
 *  [LINUX] Linux arch/alpha/include/asm/atomic.h and cmpxchg.h / xchg.h (ATOMIC_OP:
 *          `1: ldl_l; op; stl_c; beq %0,2f; .subsection 2; 2: br 1b; .previous`, the
 *          forward-branch idiom used here; __xchg_u8 / ____cmpxchg_u8: ldq_l on the
 *          aligned quadword with insbl/extbl/mskbl) and asm/barrier.h (mb() = `mb`;
 *          smp_mb__before_atomic / after_atomic around value-returning atomics).
 *
 * memory_order_consume is acquire here (an `mb` after the load), as GCC does: Alpha is
 * the one architecture where a dependent load may be satisfied from a stale cache bank
 * [ARM 5.6; Linux smp_read_barrier_depends, since 5.9 in Alpha's READ_ONCE,
 * asm/rwonce.h], so an address dependency orders nothing.
 *
 * Registers.  64-bit.  4-byte values live in 32-bit register operands: ldl/ldl_l
 * sign-extend and stl/stl_c store the low 32 bits, so the ALU fragments may leave any
 * upper bits; the 4-byte compares are `subl` (the low 32 bits' difference, sign-extended)
 * so that an operand's upper bits never matter.  1- and 2-byte objects go through the
 * aligned quadword holding them, as GCC's and Linux's do: ldq_l/stq_c loops with
 * insbl/extbl/mskbl (inswl/extwl/mskwl), which take the byte offset from the object's
 * own address (llsc.c's field forms), so the plugin computes no shift or mask; the plain
 * 1- and 2-byte stores are such loops too (atomic, unlike GCC 12's stq_u), the plain
 * loads GCC's ldq_u and extract (one aligned quadword load: atomic).
 */
#include "internal.h"

/* [ARM 4.11.6; GCC alpha_pre/post_atomic_barrier; LINUX barrier.h]: the only barrier.  */
#define ALPHA_MB "mb"

/* The retry after a failed stx_c, out of line: a forward branch to a stub in
   subsection 2 that branches back to 1: [ARM 4.2.5 (forward branch, predicted not
   taken); LINUX atomic.h].  Label 4 is free in every loop shape (llsc.c uses 1, 2, 3).  */
#define ALPHA_RETRY "beq %{s}, 4f\n.subsection 2\n4:\nbr 1b\n.previous"

/* ---- LL/SC fragments for the shared builders (llsc.c) ----------------------------- */

/* rw: register width (4: ldl_l/stl_c, also for the masked 1/2-byte loops; 8: ldq_l/stq_c).
 *   ll:    ldl_l|ldq_l {d}, {m}                                           [ARM; GCC]
 *   sc:    stl_c|stq_c {s}, {m}, the status overwriting the value [ARM 4.2.5]; sc_copy
 *          `mov {a}, {d}` first when the value must survive the loop (exchange's and
 *          compare-exchange's inputs, op_fetch's result: GCC's `mov` before stx_c in the
 *          compare-exchange); a dead new value is stored in place (fetch_op, the masked
 *          loops: GCC's alpha_split_atomic_op, `op; stx_c new; beq new`)
 *   retry: beq {s}, 4f  (4: br 1b in subsection 2)                       [ARM; LINUX]
 *   lead:  mb when the order releases; trail: mb when it acquires          [GCC]
 *   bne/beq (4 bytes): subl {a}, {b}, {s} ; bne|beq {s}  (the low 32 bits)
 *   bne/beq (8 bytes): xor {a}, {b}, {s} ; bne|beq {s}
 *   1 and 2 bytes (field forms, 8-byte registers): ldq_l {d}, 0({p}) ; stq_c {s}, 0({p})
 *          on q = bic p, 7 ; ext/ins/msk = extbl/insbl/mskbl (w: extwl/inswl/mskwl)
 *          with the object's address p; 8-byte compares                 [GCC; LINUX]
 *   store_x (the failed __atomic compare-exchange's *expected): stl/stq; 1 and 2 bytes
 *          without BWX: lda ; ldq_u ; insbl|inswl ; mskbl|mskwl ; bis ; stq_u, GCC's
 *          own plain byte store (*expected is not an atomic object)             [GCC]  */
static void fill_llsc(al_llsc *k, const al_request *r, int rw)
{
  k->lead = al_is_release(r->order) ? ALPHA_MB : NULL;
  k->trail = al_is_acquire(r->order) ? ALPHA_MB : NULL;
  k->ll = rw == 8 ? "ldq_l %{d}, %{m}" : "ldl_l %{d}, %{m}";
  k->sc = rw == 8 ? "stq_c %{s}, %{m}" : "stl_c %{s}, %{m}";
  k->sc_copy = "mov %{a}, %{d}";
  k->retry = ALPHA_RETRY;
  k->add = rw == 8 ? "addq %{a}, %{b}, %{d}" : "addl %{a}, %{b}, %{d}";
  k->sub = rw == 8 ? "subq %{a}, %{b}, %{d}" : "subl %{a}, %{b}, %{d}";
  k->and_ = "and %{a}, %{b}, %{d}";
  k->or_ = "bis %{a}, %{b}, %{d}";
  k->xor_ = "xor %{a}, %{b}, %{d}";
  k->not_ = "ornot $31, %{a}, %{d}";
  k->bne = rw == 8 ? "xor %{a}, %{b}, %{s}\nbne %{s}, 2f"
                    : "subl %{a}, %{b}, %{s}\nbne %{s}, 2f";
  k->beq = rw == 8 ? "xor %{a}, %{b}, %{s}\nbeq %{s}, 3f"
                    : "subl %{a}, %{b}, %{s}\nbeq %{s}, 3f";
  switch (r->width)
    {
    case 1:
      k->store_x = "lda %{s}, %{x}\nldq_u %{d}, 0(%{s})\ninsbl %{a}, %{s}, %{b}\n"
                   "mskbl %{d}, %{s}, %{d}\nbis %{d}, %{b}, %{d}\nstq_u %{d}, 0(%{s})";
      k->store_x_scratch = 2;
      break;
    case 2:
      k->store_x = "lda %{s}, %{x}\nldq_u %{d}, 0(%{s})\ninswl %{a}, %{s}, %{b}\n"
                   "mskwl %{d}, %{s}, %{d}\nbis %{d}, %{b}, %{d}\nstq_u %{d}, 0(%{s})";
      k->store_x_scratch = 2;
      break;
    case 4:
      k->store_x = "stl %{a}, %{x}";
      break;
    default:
      k->store_x = "stq %{a}, %{x}";
      break;
    }
  k->xmem_c = NULL;
  k->mem_c = "m";
  k->reg_c = "r";
  k->ptr_in_reg = false;
  k->status = true;
  k->cc = NULL;
  k->reg_width = rw;
  k->object_mem = true;
  if (r->width < 4)
    {
      /* 1 and 2 bytes: the field forms on the aligned quadword (llsc.c), GCC's
         alpha_expand_compare_and_swap_12 / alpha_split_atomic_exchange_12 and Linux's
         __xchg_u8 / ____cmpxchg_u8: the byte offset is the address's low 3 bits, which
         insbl/extbl/mskbl (inswl/extwl/mskwl) take from the address itself [ARM 4.7].  */
      bool b = r->width == 1;
      k->ll = "ldq_l %{d}, 0(%{p})";
      k->sc = "stq_c %{s}, 0(%{p})";
      k->qaddr = "bic %{a}, 7, %{d}";
      k->ext = b ? "extbl %{a}, %{b}, %{d}" : "extwl %{a}, %{b}, %{d}";
      k->ins = b ? "insbl %{a}, %{b}, %{d}" : "inswl %{a}, %{b}, %{d}";
      k->msk = b ? "mskbl %{a}, %{b}, %{d}" : "mskwl %{a}, %{b}, %{d}";
      k->add = "addq %{a}, %{b}, %{d}";
      k->sub = "subq %{a}, %{b}, %{d}";
      k->bne = "xor %{a}, %{b}, %{s}\nbne %{s}, 2f";
      k->beq = "xor %{a}, %{b}, %{s}\nbeq %{s}, 3f";
      k->reg_width = 8;
    }
}

/* ---- loads, stores, fences [GCC sync.md atomic_load/atomic_store] ------------------ */

/*   [mb]  ldl|ldq res, mem  [mb]      (seq_cst: both; acquire and consume: the second)
 *   1 and 2 bytes (no BWX): [mb] ldq_u w, 0(p) ; [mb] extbl|extwl w, p, w: the aligned
 *   quadword holding the object, one atomic load [ARM 5.2.2], and the field at p's
 *   offset; GCC's own atomic_load for QI/HI without BWX, the same three instructions.  */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int w = r->width;
  if (w < 4)
    {
      int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 8);
      int ptr = al_in(s, AL_R_PTR, AL_WHOLE, "r", 0);
      al_in(s, AL_R_MEM, AL_WHOLE, "m", w);   /* the object (llsc.c, object_operand) */
      if (r->order == AL_SEQ_CST)
        al_insn(s, ALPHA_MB);
      al_insn(s, "ldq_u %%%d, 0(%%%d)", res, ptr);
      if (al_is_acquire(r->order))
        al_insn(s, ALPHA_MB);
      al_insn(s, "%s %%%d, %%%d, %%%d", w == 1 ? "extbl" : "extwl", res, ptr, res);
      return;
    }
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", w);
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", w);
  if (r->order == AL_SEQ_CST)
    al_insn(s, ALPHA_MB);
  al_insn(s, "%s %%%d, %%%d", w == 4 ? "ldl" : "ldq", res, mem);
  if (al_is_acquire(r->order))
    al_insn(s, ALPHA_MB);
}

/*   [mb]  stl|stq val, mem  [mb]      (release: the first; seq_cst: both)  */
static void store(const al_target *t, const al_request *r, al_seq *s, bool zero)
{
  (void) t;
  int w = r->width;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=m", w);
  int val = zero ? al_in_imm(s, "rJ", w, 0) : al_in(s, AL_R_VAL, AL_WHOLE, "rJ", w);
  if (al_is_release(r->order))
    al_insn(s, ALPHA_MB);
  al_insn(s, "%s %%r%d, %%%d", w == 4 ? "stl" : "stq", val, mem);
  if (r->order == AL_SEQ_CST)
    al_insn(s, ALPHA_MB);
}

/* A 1- or 2-byte store or clear (alpha_plan): the masked exchange's loop run here on
   the request as a store, since llsc.c's al_llsc_expand has no store; a clear stores
   the zero the plugin gives as the value.  */
static void store_masked(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  al_request st = *r;
  al_llsc k = { 0 };
  st.op = AL_STORE;
  fill_llsc(&k, &st, 4);
  al_llsc_masked_xchg(&st, s, &k);
  s->use = AL_USE_NONE;
}

static void alpha_fence(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  /* [GCC sync.md mem_thread_fence; LINUX barrier.h mb()]: mb for every order but
     relaxed; a signal fence is the compiler barrier alone.  */
  if (r->op == AL_THREAD_FENCE && r->order != AL_RELAXED)
    al_insn(s, ALPHA_MB);
}

/* ---- dispatch ------------------------------------------------------------------- */

static void alpha_plan(const al_target *t, const al_request *r, al_plan *p)
{
  (void) t;
  bool sub_word = r->width < 4;
  if (r->width == 16)
    al_plan_shim(p, "Alpha has no 16-byte reservation (ldq_l/stq_c are 8 bytes)");
  else if (r->op == AL_LOAD)
    p->recipe = sub_word ? "masked" : NULL;   /* the descriptor's load */
  else if ((r->op == AL_STORE || r->op == AL_CLEAR) && sub_word)
    {
      /* No byte or word store without BWX [ARM 4.2]: an ldq_l/stq_c loop on the
         aligned quadword (the exchange's field form without the extract), so that
         the store is atomic with respect to its neighbours (store_masked).  */
      al_plan_emit(p, AL_K_NATIVE, "masked", store_masked);
    }
  else if (al_is_access(r))
    return;   /* the descriptor's store (lower.c) */
  else
    {
      /* LL/SC loops, on the aligned quadword for 1 and 2 bytes (llsc.c, al_llsc_expand;
         test_and_set: the byte's exchange with 1, GCC's alpha_split_atomic_exchange_12)  */
      p->kind = sub_word ? AL_K_MASKED_LLSC : AL_K_LLSC;
      fill_llsc(&p->llsc, r, sub_word ? 4 : r->width);
    }
}

/* Lock-free and inline: 1, 2, 4 and 8 bytes when aligned, never 16 (GCC 12:
   __GCC_ATOMIC_LLONG_LOCK_FREE 2, __atomic_always_lock_free (16, 0) false, libatomic
   calls; libatomic and the runtime lock there).  */
static int alpha_is_lock_free(const al_target *t, int width, int align)
{
  (void) t;
  return al_lock_free_upto(width, align, 8);
}

/* GCC 12 calls libatomic for 16 bytes only [measured, docs/targets-alpha.md].  */
static bool alpha_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  (void) t;
  return al_calls_out_from(r, 16);
}

/* GCC's predefined __alpha__ (Linux, ELF).  With -mbwx (or -mcpu=ev56 and later,
   __alpha_bwx__) the same sequences still apply: they use no BWX instruction.  */
static bool alpha_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  return lookup(ctx, "__alpha__") != NULL;
}

/* Memory barriers (al_arch_desc.barriers): mb (and wmb, which no sequence emits).  */
static const char *const alpha_barriers[] = { "mb", "wmb", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): mb and wmb.  */
static const char alpha_ordered[] = "[[:space:]]w?mb($|[[:space:]])";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row alpha_merges[] = {
  AL_MERGE_SAME("mb", "Alpha Architecture Reference Manual, MB"),
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_alpha = {
  .name = "alpha",
  .file = "alpha.c",
  .comment = "#",
  .big_endian = false,
  .int128 = true,
  .herd = NULL,
  .barriers = alpha_barriers,
  .ordered = alpha_ordered,
  .cas_store_after = true,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = alpha_detect,
  .plan = alpha_plan,
  .load = load,
  .store = store,
  .fence = alpha_fence,
  .is_lock_free = alpha_is_lock_free,
  .gcc_calls_out = alpha_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .merges = alpha_merges,
};
