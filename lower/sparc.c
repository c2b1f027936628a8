/* sparc.c — the SPARC V9 (64-bit, sparc64) mapping under the TSO memory model Linux runs
 * SPARC V9 processes in.  Big-endian.
 *
 * Sources cited per row below:
 *  [V9]    The SPARC Architecture Manual, Version 9 (SPARC International, 1994): chapter 8
 *          "Memory Models" (8.4.4: the models TSO, PSO and RMO; 8.4.3 MEMBAR and its
 *          ordering mask #LoadLoad = 1, #StoreLoad = 2, #LoadStore = 4, #StoreStore = 8)
 *          and Appendix D "Formal Specification of the Memory Models" (D.5 TSO): under
 *          TSO every load is followed by an implied MEMBAR #LoadLoad | #LoadStore and
 *          every store by an implied MEMBAR #StoreStore, so only #StoreLoad (a later load
 *          performed before an earlier store is seen) is ever needed; an atomic load-store
 *          instruction (CASA, CASXA, SWAP, LDSTUB) is both a load and a store, performed
 *          atomically.  Appendix A: CASA/CASXA (A.9: "cas [rs1], rs2, rd" is CASA with
 *          ASI_PRIMARY: compare the word at [rs1] with the low word of rs2; when equal,
 *          store the low word of rd; in either case rd receives the word memory held,
 *          zero-extended; casx the same with doublewords) — the address is a register
 *          alone, no offset; SWAP (A.57, deprecated in favour of CASA but present);
 *          LDSTUB (A.30: the byte becomes 0xff, rd gets the old byte); aligned
 *          LDUB/LDUH/LDUW/LDX and STB/STH/STW/STX are single-copy atomic.
 *  [GCC]   GCC 12's sparc back end: gcc/config/sparc/sync.md (mem_thread_fence,
 *          atomic_load/store, atomic_compare_and_swap<mode>_1 "cas<modesuffix> %1, %2, %0"
 *          on a "W" operand, the base-register-only memory constraint; atomic_exchangesi
 *          "swap"; atomic_test_and_set "ldstub" and an AND with 1, TRUEVAL 0xff) and
 *          sparc.cc sparc_emit_membar_for_model: under TSO the implied bits are
 *          #LoadLoad | #LoadStore | #StoreStore, and for an atomic operation's own
 *          barriers (load_store 3, before or after, not both) #StoreLoad too.  The Linux
 *          configurations include sparc/tso.h (SUBTARGET_DEFAULT_MEMORY_MODEL SMM_TSO):
 *          sparc64-linux-gnu-gcc-12 -Q --help=target says -mmemory-model=tso, -mcpu=v9.
 *          Measured with sparc64-linux-gnu-gcc-12 -O2: loads and stores of every order
 *          plain, a seq_cst load preceded by "membar #StoreLoad" (membar 2), a seq_cst
 *          store followed by it, every thread fence but relaxed "membar #StoreLoad"
 *          (acquire, release and acq_rel included: the raw-barrier case keeps the bit),
 *          no membar around any cas loop, swap, ldstub or cas; fetch_op of 4 and 8 bytes
 *          cas/casx loops, 4-byte exchange swap, 8-byte exchange a casx loop, 1- and
 *          2-byte operations masked cas loops on the aligned word, every 16-byte
 *          operation a libatomic call (__atomic_always_lock_free (16, 0) is 0).
 *  [LINUX] Linux arch/sparc/include/asm/barrier_64.h: "the kernel always executes in
 *          TSO memory model"; mb() is membar #StoreLoad (membar_safe: in a branch's
 *          delay slot, Spitfire erratum 51), rmb()/wmb(), __smp_load_acquire,
 *          __smp_store_release, __smp_mb__{before,after}_atomic a compiler barrier
 *          alone; arch/sparc/lib/atomic_64.S: fully ordered atomic_*_return and
 *          cmpxchg are cas/casx loops with no membar; arch/sparc/include/asm/
 *          processor_64.h start_thread: a user thread starts with TSTATE_INITIAL_MM,
 *          TSTATE_TSO (PSTATE.MM = TSO) on SMP kernels.
 *
 * Orders (the membars TSO makes redundant, and what is kept):
 *  - loads: every order a plain load.  GCC 12 adds "membar #StoreLoad" before a seq_cst
 *    load; here the seq_cst store carries the #StoreLoad instead (the x86-64 convention,
 *    and GCC's own trailing membar), so the leading one is dropped: between any seq_cst
 *    store and a later seq_cst load of the thread there is a #StoreLoad whichever
 *    compiler wrote each side.
 *  - stores: plain; seq_cst adds "membar #StoreLoad" after [V9 TSO, GCC, LINUX mb()].
 *  - RMW, exchange, compare-exchange, test_and_set: no membar at any order.  The atomic's
 *    load part is ordered after every earlier store by its own store part
 *    (#StoreStore) and atomicity, and every later load after its load part
 *    (#LoadLoad) [V9 D.5; GCC's "benefit of being both load and store"; LINUX
 *    atomic_64.S].
 *  - thread fences: seq_cst "membar #StoreLoad" [GCC, LINUX mb()]; acquire, release
 *    and acq_rel need only the #LoadLoad, #LoadStore, #StoreStore bits TSO implies, so
 *    they are the compiler barrier alone [V9 D.5; LINUX rmb()/wmb()/smp_load_acquire]
 *    where GCC 12 emits "membar #StoreLoad" for them too.
 *  The errata-51 delay-slot form of Linux's membar is not used (GCC does not use it
 *  either: it matters on UltraSPARC-I with interrupts disabled, kernel code only).
 *
 * Registers: 64-bit general registers (constraint "r").  A 4-byte value's upper 32
 * bits are not relied on: cas compares the low words, the loops branch on %icc (32-bit
 * condition codes) and %xcc for 8 bytes.  1- and 2-byte objects are masked in their
 * aligned word (reg_width 4); the plugin puts the object's bit position, big-endian,
 * in SHIFT from the descriptor's big_endian.  Branches have a delay slot: each
 * template fills it (a nop, or the copy of the observed value).
 */
#include "internal.h"

#include <stdio.h>
#include <string.h>

#define SPARC_MEMBAR_SL "membar #StoreLoad"

static const char *load_mn(int w)
{ return w == 1 ? "ldub" : w == 2 ? "lduh" : w == 4 ? "lduw" : "ldx"; }
static const char *store_mn(int w)
{ return w == 1 ? "stb" : w == 2 ? "sth" : w == 4 ? "st" : "stx"; }

/* ---- compare-and-swap loop fragments for casloop.c ------------------------------ */

/* rw: register width (4 for 1, 2 and 4 bytes, masked for 1 and 2; 8).
 *   cas:   mov new, tmp ; cas [m], old, tmp ; cmp tmp, old
 *   retry: bne,pn %icc|%xcc, 1b ; mov tmp, old       (delay slot: old = the value seen)
 * [V9 A.9 CASA: rd gets the value memory held, so the new value is copied into the
 * scratch first; GCC's own loops ("cas; cmp; bne,pn; mov" in the delay slot) do the
 * same]  */
static void fill(al_casloop *k, const al_request *r, int rw)
{
  bool x = rw == 8;
  k->mem_c = "W";              /* [GCC constraints.md "W"]: [reg], as CASA needs */
  k->reg_c = "r";
  k->xmem_c = "m";
  k->cc = "cc";
  k->reg_width = rw;
  k->object_mem = true;
  k->cas_scratch = true;
  k->load = x ? "ldx %{m}, %{d}" : "lduw %{m}, %{d}";
  k->cas = x ? "mov %{a}, %{b}\ncasx %{m}, %{d}, %{b}\ncmp %{b}, %{d}"
             : "mov %{a}, %{b}\ncas %{m}, %{d}, %{b}\ncmp %{b}, %{d}";
  k->retry = x ? "bne,pn %%xcc, 1b\nmov %{b}, %{d}" : "bne,pn %%icc, 1b\nmov %{b}, %{d}";
  k->trail = NULL;             /* no membar at any order [V9 D.5, GCC, LINUX] */
  k->add = "add %{a}, %{b}, %{d}";
  k->sub = "sub %{a}, %{b}, %{d}";
  k->and_ = "and %{a}, %{b}, %{d}";
  k->or_ = "or %{a}, %{b}, %{d}";
  k->xor_ = "xor %{a}, %{b}, %{d}";
  k->not_ = "not %{a}, %{d}";
  /* Masked or, xor: no mask; and: the value with ones around the field (orn), once
     before the loop [V9 A.31 ORN] (Clang 16's sparc loops do the same).  */
  k->logic_in_place = true;
  k->orn = "orn %{a}, %{b}, %{d}";
  /* SRL, SLL and MOV leave the condition codes alone [V9 A.49, A.35].  */
  k->srl = "srl %{a}, %{b}, %{d}";
  k->one_shl = "mov 1, %{d}\nsll %{d}, %{b}, %{d}";
  k->bne = "cmp %{a}, %{b}\nbne,pn %%icc, 2f\nnop";
  k->cmp = "cmp %{a}, %{b}";
  k->jeq = "be,pt %%icc, 3f\nnop";
  k->store_x = r->width == 1 ? "stb %{a}, %{x}" : r->width == 2 ? "sth %{a}, %{x}" : NULL;
}

/* ---- loads, stores, fences ------------------------------------------------------ */

/*   ldub/lduh/lduw/ldx res, mem         any order   [V9, GCC, LINUX smp_load_acquire]
 * (GCC's leading membar #StoreLoad before a seq_cst load is dropped: file header.)  */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int w = r->width;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", w);
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", w);
  al_insn(s, "%s %%%d, %%%d", load_mn(w), mem, res);
}

/*   stb/sth/st/stx val, mem  [; membar #StoreLoad (seq_cst)]   [V9 D.5, GCC, LINUX mb()]
 *   clear: the same with %g0  */
static void store(const al_target *t, const al_request *r, al_seq *s, bool zero)
{
  (void) t;
  int w = r->width;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=m", w);
  if (zero)
    al_insn(s, "%s %%%%g0, %%%d", store_mn(w), mem);
  else
    {
      int val = al_in(s, AL_R_VAL, AL_WHOLE, "r", w);
      al_insn(s, "%s %%%d, %%%d", store_mn(w), val, mem);
    }
  if (r->order == AL_SEQ_CST)
    al_insn(s, "%s", SPARC_MEMBAR_SL);
}

/* [GCC mem_thread_fence; LINUX mb()]: only the seq_cst thread fence is an instruction
   under TSO (file header: GCC 12's membar for acquire, release, acq_rel is redundant).  */
static void sparc_fence(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  if (r->op == AL_THREAD_FENCE && r->order == AL_SEQ_CST)
    al_insn(s, "%s", SPARC_MEMBAR_SL);
}

/* ---- one-instruction atomics ------------------------------------------------------ */

/*   swap mem, res      (res = val in, old value out)      [V9 A.57, GCC atomic_exchangesi] */
static void swap4(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  s->use = r->use == AL_USE_NONE ? AL_USE_NONE : AL_USE_VALUE;
  int res = al_out(s, r->use == AL_USE_NONE ? AL_R_SCRATCH : AL_R_RESULT, AL_WHOLE, "=r", 4);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", 4);
  al_in_tied(s, AL_R_VAL, AL_WHOLE, res, 4);
  al_insn(s, "swap %%%d, %%%d", mem, res);
}

/*   ldstub mem, res ; and res, 1, res   [V9 A.30, GCC atomic_test_and_set: the byte
 *   becomes 0xff (__GCC_ATOMIC_TEST_AND_SET_TRUEVAL); bit 0 is the bool]  */
static void test_and_set(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  s->use = AL_USE_VALUE;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", 1);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", 1);
  al_insn(s, "ldstub %%%d, %%%d", mem, res);
  if (r->use != AL_USE_NONE)
    al_insn(s, "and %%%d, 1, %%%d", res, res);
}

/*   cas/casx [p], exp, old     (old = desired in, observed out)    [V9 A.9, GCC, LINUX]
 *   [__atomic form:] cmp old, exp ; bne,a,pn %icc|%xcc, 1f ; st/stx old, *expected ; 1:
 *   casx: xor[cc] old, exp, f (the zero flag) ; [__atomic form:] bne,a,pn %xcc, 1f ;
 *         stx old, *expected ; 1:
 *   (annulled: the delay-slot store runs only when the branch is taken, on failure)
 * casloop.c's al_cas_native.  Strong; success is (observed == expected), compared by
 * the plugin.  The observed value is early-clobbered there: the write-back reads the
 * expected value and *expected's address after cas wrote it.  */
static void fill_cx(al_casloop *k, const al_request *r)
{
  bool x = r->width == 8;
  /* CAS sets no condition codes; the write-back's compare (or xorcc) does.  */
  bool wb = al_expmem(r);
  fill(k, r, r->width);
  k->cx = x ? "casx %{m}, %{b}, %{d}" : "cas %{m}, %{b}, %{d}";
  k->cx_tie = AL_CX_DESIRED;
  k->cc = wb ? "cc" : NULL;
  /* 8 bytes: the flag observed ^ expected, zero exactly when it stored (the plugin's
     zero flag: one movre after the sequence, no second compare), as GCC 12's own
     casx expansion tests the difference (xor; brz); xorcc when the write-back branches
     on it.  4 bytes keep the compare: the upper halves of 4-byte registers are not
     relied on.  */
  if (x)
    {
      k->cx_flag = wb ? "xorcc %{d}, %{b}, %{s}" : "xor %{d}, %{b}, %{s}";
      k->cx_flag_kind = AL_CASF_ZERO;
      k->cx_flag_width = 8;
    }
  k->cx_write_back = x ? "bne,a,pn %%xcc, 1f\nstx %{d}, %{x}\n1:"
                       : "cmp %{d}, %{b}\nbne,a,pn %%icc, 1f\nst %{d}, %{x}\n1:";
}

/* ---- dispatch ------------------------------------------------------------------- */

static void sparc_plan(const al_target *t, const al_request *r, al_plan *p)
{
  (void) t;
  int w = r->width;
  bool sub_word = w < 4;
  if (w == 16)
    al_plan_shim(p, "SPARC V9 has no 16-byte compare-and-swap");
  else if (al_is_access(r))
    return;   /* the descriptor's load and store (lower.c) */
  else if (r->op == AL_TEST_AND_SET)
    al_plan_emit(p, AL_K_NATIVE, NULL, test_and_set);
  else if (r->op == AL_EXCHANGE && w == 4)
    al_plan_emit(p, AL_K_NATIVE, NULL, swap4);
  else if (r->op == AL_CAS && !sub_word)
    {
      p->kind = AL_K_CAS_LOOP;
      p->recipe = "native";
      fill_cx(&p->cas, r);
    }
  else
    {
      /* exchange of 1, 2 and 8 bytes, fetch_op, the 1- and 2-byte compare-exchange: cas
         loops, on the aligned word for 1 and 2 bytes (casloop.c, al_cas_expand)  */
      p->kind = sub_word ? AL_K_MASKED_CAS : AL_K_CAS_LOOP;
      fill(&p->cas, r, sub_word ? 4 : w);
    }
}

/* Lock-free and inline at 1, 2, 4 and 8 bytes when aligned to the size; never 16 (no
   16-byte CAS in V9; GCC 12 folds __atomic_always_lock_free (16, 0) to 0 and calls
   libatomic, which locks) [V9, GCC, measured].  */
static int sparc_is_lock_free(const al_target *t, int width, int align)
{
  (void) t;
  switch (width)
    {
    case 1: case 2: case 4: case 8:
      return align >= width;
    default:
      return 0;
    }
}

/* GCC 12 calls libatomic for every 16-byte operation and inlines every narrower one
   [GCC, measured].  */
static bool sparc_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  (void) t;
  if (r->op == AL_THREAD_FENCE || r->op == AL_SIGNAL_FENCE || r->op == AL_IS_LOCK_FREE)
    return false;
  return r->width == 16;
}

/* 64-bit SPARC V9 code: __sparc__ with __arch64__ (32-bit SPARC, V8 and LEON, is not
   mapped).  */
static bool sparc_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  if (!lookup(ctx, "__sparc__"))
    return false;
  return lookup(ctx, "__arch64__") != NULL;
}

/* Memory barriers (al_arch_desc.barriers): membar, whatever its mask.  */
static const char *const sparc_barriers[] = { "membar", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): membar.  */
static const char sparc_ordered[] = "[[:space:]]membar";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row sparc_merges[] = {
  AL_MERGE_SAME("membar #StoreLoad", "SPARC V9, MEMBAR"),
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_sparc64 = {
  .name = "sparc64",
  .file = "sparc.c",
  .comment = "!",
  .big_endian = true,
  .int128 = true,
  .herd = NULL,              /* herd7 has no SPARC model */
  .barriers = sparc_barriers,
  .ordered = sparc_ordered,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = sparc_detect,
  .plan = sparc_plan,
  .load = load,
  .store = store,
  .fence = sparc_fence,
  .is_lock_free = sparc_is_lock_free,
  .gcc_calls_out = sparc_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .cflags = NULL,
  .merges = sparc_merges,
};
