/* arc.c — the ARC mapping: ARCv2 HS (Debian arc, arc-linux-gnu: GCC 12's default
 * -mcpu=hs38_linux, with -matomic and -mll64), little-endian, 4-byte pointers.
 *
 * Sources cited per row below:
 *  [GCC]   GCC 12's own ARC code: gcc/config/arc/atomic.md (atomic_load/atomic_store
 *          bracketed by arc_pre_atomic_barrier / arc_post_atomic_barrier, the
 *          atomic_<op>, atomic_exchange, atomic_compare_and_swap expanders and the
 *          mem_thread_fence pattern) and gcc/config/arc/arc.cc: arc_pre_atomic_barrier
 *          emits the memory barrier (`dmb 3`) when the model releases
 *          (need_atomic_barrier_p (model, true)), arc_post_atomic_barrier when it acquires
 *          (need_atomic_barrier_p (model, false)); the RMW and compare-exchange loops are
 *          llock/scond loops (arc_expand_atomic_op, arc_expand_compare_and_swap), and
 *          the 1- and 2-byte ones a compare-exchange loop on the aligned word
 *          (arc_expand_compare_and_swap_qh).  Measured with Debian's arc-linux-gnu-gcc
 *          12.2.0 -O2 -S (docs/targets-arc.md):
 *            load  relaxed ld | acquire ld;dmb 3 | seq_cst dmb 3;ld;dmb 3
 *            store relaxed st | release dmb 3;st | seq_cst dmb 3;st;dmb 3
 *            RMW   [dmb 3;] 1: llock; op; scond; bne 1b [; dmb 3]
 *            CAS   [dmb 3;] 1: llock; cmp; bne 2f; scond; bne 1b; 2: [dmb 3]
 *            fence every order but relaxed: dmb 3
 *          8 bytes: libatomic calls (__GCC_ATOMIC_LLONG_LOCK_FREE 1, no
 *          __GCC_HAVE_SYNC_COMPARE_AND_SWAP_8, although HS38 has llockd/scondd);
 *          16 bytes: libatomic.  GCC 12 writes an exchange as `ex` (with a `sync`
 *          before a releasing one and nothing after an acquiring one); the exchange
 *          here is the llock/scond loop with GCC's own dmb rule, as the kernel's is
 *          (below): both are atomic read-modify-writes of the word.
 *  [LINUX] Linux arch/arc/include/asm/barrier.h (ARCv2: mb() = `dmb 3`, rmb() =
 *          `dmb 1`, wmb() = `dmb 2`; smp_mb() is mb()), asm/atomic-llsc.h
 *          (ATOMIC_OP / ATOMIC_OP_RETURN / ATOMIC_FETCH_OP: `1: llock %[val], [%[ctr]] ;
 *          op ; scond %[val], [%[ctr]] ; bnz 1b`, fully ordered forms bracketed by
 *          smp_mb() through __atomic_op_fence) and asm/cmpxchg.h (__cmpxchg: `1: llock ;
 *          brne %[prev], %[exp], 2f ; scond ; bnz 1b ; 2:` between smp_mb()s; xchg as
 *          the llock/scond loop on LLSC kernels).
 *  [PRM]   ARCv2 ISA Programmer's Reference Manual: LLOCK loads a word and sets the
 *          lock flag for its address; SCOND stores only while the flag is set and
 *          writes the result to STATUS32.Z (Z = 1: stored); any store to the
 *          location, or an exception, clears the flag.  DMB u3 with u3 = 3 orders
 *          every earlier load and store before every later one (1: loads, 2: stores).
 *          Aligned ld/ldh/ldb and st/sth/stb are single-copy atomic.  LLOCK/SCOND take
 *          a register address only ([rN]).  BRNE/BREQ compare two registers and
 *          branch (no flags).
 *
 * Registers: every value of 1, 2 or 4 bytes lives in a 32-bit register (ldb/ldh
 * zero-extend).  The flags (Z) are clobbered by every loop ("cc").
 */
#include "internal.h"

static const char *load_mn(int w) { return w == 1 ? "ldb" : w == 2 ? "ldh" : "ld"; }
static const char *store_mn(int w) { return w == 1 ? "stb" : w == 2 ? "sth" : "st"; }

/* [GCC arc_pre/post_atomic_barrier; LINUX barrier.h mb()]: the one barrier.  */
#define ARC_DMB "dmb 3"

/* ---- LL/SC fragments for the shared builders (llsc.c) ------------------------------ */

/*   ll:    llock {d}, [{p}]                                   [PRM; GCC; LINUX atomic-llsc.h]
 *   sc:    scond {a}, [{p}]          (Z = 1 when it stored)   [PRM]
 *   retry: bne 1b                    (Z = 0: the lock flag was lost; LINUX's bnz)
 *   bne:   brne {a}, {b}, 2f                                  [LINUX cmpxchg.h]
 *   lead:  dmb 3 when the order releases; trail: dmb 3 when it acquires   [GCC]  */
static void fill_llsc(al_plan *p, const al_request *r)
{
  al_llsc *k = &p->llsc;
  k->lead = al_is_release(r->order) ? ARC_DMB : NULL;
  k->trail = al_is_acquire(r->order) ? ARC_DMB : NULL;
  k->ll = "llock %{d}, [%{p}]";
  k->sc = "scond %{a}, [%{p}]";
  k->retry = "bne 1b";
  k->add = "add %{d}, %{a}, %{b}";
  k->sub = "sub %{d}, %{a}, %{b}";
  k->and_ = "and %{d}, %{a}, %{b}";
  k->or_ = "or %{d}, %{a}, %{b}";
  k->xor_ = "xor %{d}, %{a}, %{b}";
  k->not_ = "not %{d}, %{a}";
  k->srl = "lsr %{d}, %{a}, %{b}";
  k->bne = "brne %{a}, %{b}, 2f";
  k->beq = "breq %{a}, %{b}, 3f";
  k->store_x = al_plan_text(p, "%s%%U{x} %%{a}, %%{x}", store_mn(r->width));
  k->xmem_c = NULL;
  k->mem_c = "m";           /* named by no template: the address goes in {p} */
  k->reg_c = "r";
  k->ptr_in_reg = true;
  k->status = false;
  k->cc = "cc";
  k->reg_width = 4;
  k->object_mem = true;
}

/* ---- loads, stores, fences [GCC atomic.md] ---------------------------------------- */

/*   [dmb 3]  ld{b,h,} res, mem  [dmb 3]     (seq_cst: both; acquire: the second)
 *   %U prints the address-writeback/scaled suffix the operand needs (as LINUX io.h's
 *   "ldb%U1 %0, %1").  */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", 4);
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", r->width);
  if (r->order == AL_SEQ_CST)
    al_insn(s, ARC_DMB);
  al_insn(s, "%s%%U%d %%%d, %%%d", load_mn(r->width), mem, res, mem);
  if (al_is_acquire(r->order))
    al_insn(s, ARC_DMB);
}

/*   [dmb 3]  st{b,h,} val, mem  [dmb 3]     (release: the first; seq_cst: both)
 * A zero (clear, __sync_lock_release, a store of the constant 0) is stored as the
 * immediate 0, as GCC 12 stores it (`stb 0,[r0]`: no register set to 0): the store's
 * short-immediate data form [PRM: ST w6,[b,s9]], on a memory operand whose offset fits
 * it (GCC's "Usc" constraint, "a valid memory operand for storing constants").  */
static void store(const al_target *t, const al_request *r, al_seq *s, bool zero)
{
  (void) t;
  int w = r->width;
  zero = zero || (r->val_const && r->val == 0);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, zero ? "=Usc" : "=m", w);
  int val = zero ? -1 : al_in(s, AL_R_VAL, AL_WHOLE, "r", 4);
  if (al_is_release(r->order))
    al_insn(s, ARC_DMB);
  if (zero)
    al_insn(s, "%s%%U%d 0, %%%d", store_mn(w), mem, mem);
  else
    al_insn(s, "%s%%U%d %%%d, %%%d", store_mn(w), mem, val, mem);
  if (r->order == AL_SEQ_CST)
    al_insn(s, ARC_DMB);
}

/* test_and_set on the byte, through its aligned word (GCC 12: a masked compare-exchange
 * loop; an OR of the shifted 1 stores the same):
 *   mov bit, 1 ; asl bit, bit, shift
 *   [dmb 3] 1: llock w, [word] ; or n, w, bit ; scond n, [word] ; bne 1b [dmb 3]
 *   lsr w, w, shift ; extb w, w                  (the old byte)  */
static void test_and_set(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  s->use = AL_USE_VALUE;
  int w = al_out(s, AL_R_RESULT, AL_WHOLE, "=&r", 4);
  int bit = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  int n = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  al_out(s, AL_R_WMEM, AL_WHOLE, "+m", 4);
  al_out(s, AL_R_MEM, AL_WHOLE, "+m", 1);   /* the byte itself (llsc.c, object_operand) */
  int p = al_in(s, AL_R_WPTR, AL_WHOLE, "r", 0);
  int shift = al_in(s, AL_R_SHIFT, AL_WHOLE, "r", 4);
  al_insn(s, "mov %%%d, 1", bit);
  al_insn(s, "asl %%%d, %%%d, %%%d", bit, bit, shift);
  if (al_is_release(r->order))
    al_insn(s, ARC_DMB);
  al_label(s, "1:");
  al_insn(s, "llock %%%d, [%%%d]", w, p);
  al_insn(s, "or %%%d, %%%d, %%%d", n, w, bit);
  al_insn(s, "scond %%%d, [%%%d]", n, p);
  al_insn(s, "bne 1b");
  if (al_is_acquire(r->order))
    al_insn(s, ARC_DMB);
  al_insn(s, "lsr %%%d, %%%d, %%%d", w, w, shift);
  al_insn(s, "extb %%%d, %%%d", w, w);
  al_clobber(s, "cc");
}

static void arc_fence(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  /* [GCC atomic.md mem_thread_fence: dmb 3 for every order but relaxed; LINUX
     barrier.h smp_mb()]; a signal fence is the compiler barrier alone.  */
  if (r->op == AL_THREAD_FENCE && r->order != AL_RELAXED)
    al_insn(s, ARC_DMB);
}

/* ---- dispatch ------------------------------------------------------------------- */

static void arc_plan(const al_target *t, const al_request *r, al_plan *p)
{
  (void) t;
  if (r->width == 16)
    al_plan_shim(p, "ARC has no 16-byte atomic access");
  else if (r->width == 8)
    al_plan_shim(p, "8 bytes are not lock-free on ARC as GCC 12 builds them "
                 "(__GCC_ATOMIC_LLONG_LOCK_FREE 1: libatomic)");
  else if (al_is_access(r))
    return;   /* the descriptor's load and store (lower.c) */
  else if (r->op == AL_TEST_AND_SET)
    al_plan_emit(p, AL_K_NATIVE, "masked", test_and_set);
  else
    {
      /* llock/scond loops, on the aligned word for 1 and 2 bytes (llsc.c)  */
      p->kind = r->width < 4 ? AL_K_MASKED_LLSC : AL_K_LLSC;
      fill_llsc(p, r);
    }
}

/* Lock-free and inline: 1, 2 and 4 bytes when aligned, as GCC 12 (the ATOMIC_*_LOCK_FREE
   macros: 2 up to long, 1 for long long); 8 and 16 bytes go to the runtime's locks, as
   with libatomic.  */
static int arc_is_lock_free(const al_target *t, int width, int align)
{
  (void) t;
  return al_lock_free_upto(width, align, 4);
}

/* GCC 12 calls libatomic for 8 and 16 bytes [measured, arc-linux-gnu-gcc-12 -O2 -S].  */
static bool arc_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  (void) t;
  return al_calls_out_from(r, 8);
}

/* ARCv2 with the atomic extension (-matomic: __ARC_ATOMIC__, llock/scond), little-endian.
   Without it (-mno-atomic, ARC700 without LLSC) GCC itself calls libatomic for every
   width: not this table.  */
static bool arc_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  if (!lookup(ctx, "__arc__") || !lookup(ctx, "__ARC_ATOMIC__"))
    return false;
  if (lookup(ctx, "__BIG_ENDIAN__") || lookup(ctx, "__big_endian__"))
    return false;
  return true;
}

/* Memory barriers (al_arch_desc.barriers): dmb N.  */
static const char *const arc_barriers[] = { "dmb", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): dmb.  */
static const char arc_ordered[] = "[[:space:]]dmb($|[[:space:]])";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row arc_merges[] = {
  AL_MERGE_SAME("dmb 3", "ARCv2 ISA, DMB"),
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_arc = {
  .name = "archs",
  .file = "arc.c",
  .comment = "#",
  .big_endian = false,
  .int128 = false,
  .herd = NULL,
  .barriers = arc_barriers,
  .ordered = arc_ordered,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = arc_detect,
  .plan = arc_plan,
  .load = load,
  .store = store,
  .fence = arc_fence,
  .is_lock_free = arc_is_lock_free,
  .gcc_calls_out = arc_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .merges = arc_merges,
};
