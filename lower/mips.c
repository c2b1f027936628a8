/* mips.c — the MIPS mapping: MIPS32 o32 (Debian mipsel, -march=mips32r2 -mabi=32) and
 * MIPS64 n64 (Debian mips64el, -march=mips64r2 -mabi=64).  Two descriptors share every
 * line of code: al_arch_mips ("mips32r2": no __int128, no 8-byte reservation) and
 * al_arch_mips64 ("mips64r2": __int128, lld/scd).
 *
 * Sources cited per row below:
 *  [GCC]   GCC 12's own MIPS code: gcc/config/mips/sync.md (atomic_load/store,
 *          atomic_<op>, atomic_exchange, atomic_compare_and_swap, the sync_* and
 *          mem_thread_fence patterns) and gcc/config/mips/mips.cc,
 *          mips_process_sync_loop: a `sync` before the LL when the model releases
 *          (need_atomic_barrier_p (model, true)), a `sync` after the SC loop when it
 *          acquires (need_atomic_barrier_p (model, false)); loads and stores are
 *          bracketed the same way (sync.md atomic_load: [sync] l [sync],
 *          atomic_store: [sync] s [sync]); every fence is a plain `sync` (stype 0).
 *          Measured with Debian's mipsel-linux-gnu-gcc and mips64el-linux-gnuabi64-gcc
 *          12.2.0 -O2 -S (docs/targets-mips.md):
 *            load  relaxed lw | acquire lw;sync | seq_cst sync;lw;sync
 *            store relaxed sw | release sync;sw | seq_cst sync;sw;sync
 *            RMW   [sync;] 1: ll; op; sc; beq 1b [; sync]
 *                  (sync before when the order releases, after when it acquires)
 *            CAS   [sync;] 1: ll; bne 2f; sc; beq 1b [; sync] 2:
 *            fence acquire/release/acq_rel/seq_cst: sync
 *          1- and 2-byte RMW/CAS/exchange: masked ll/sc loops on the aligned word;
 *          8 bytes on o32 and 16 bytes everywhere: libatomic calls
 *          (__GCC_ATOMIC_LLONG_LOCK_FREE is 1 on o32, 2 on n64; no 16-byte CAS macro).
 *          Debian's defaults: -mllsc, -mno-branch-likely, no -mfix-* (no
 *          -mfix-r10000 beqzl loops, no Loongson-3 sync-before-ll workaround), and
 *          functions holding inline asm are assembled in `.set reorder` mode (the
 *          assembler fills branch delay slots; GCC's own loops use `.set noreorder`
 *          and fill them by hand).
 *  [LINUX] Linux arch/mips/include/asm/barrier.h (smp_mb = `sync`;
 *          smp_mb__before_atomic / smp_mb__after_atomic = smp_llsc_mb, a `sync`
 *          around value-returning LL/SC atomics), asm/cmpxchg.h (__xchg_asm /
 *          __cmpxchg_asm: `1: ll; [bne 2f;] move $1, new; sc $1; beqz $1, 1b; 2:`;
 *          xchg and cmpxchg bracket it with smp_mb__before_llsc and smp_llsc_mb, the
 *          latter after the 2: label, so a failed cmpxchg is ordered too; beqzl
 *          instead of beqz only for the R10000_LLSC_WAR errata) and asm/atomic.h
 *          (ATOMIC_OP_RETURN / ATOMIC_FETCH_OP: `1: ll; op; sc; beqz 1b`, lld/scd for
 *          atomic64_t on 64-bit kernels only).
 *  [ISA]   MIPS32/MIPS64 Architecture For Programmers, Volume II: LL/SC (LLD/SCD on
 *          MIPS64): SC writes 1 (success) or 0 into its source register, so the value
 *          register is consumed — a value that must survive the loop is first copied
 *          into a scratch status register, a dead one is stored in place.  The
 *          reservation covers at least the aligned word; any store to it (a byte store
 *          by other code included) fails the SC, and no load or store may sit between
 *          LL and SC.  SYNC (stype 0) is a full
 *          completion barrier.  Aligned lb/lh/lw (ld on MIPS64) are single-copy
 *          atomic.  MIPS32 has no doubleword LL/SC, MIPS64 no 16-byte one.
 *
 * Registers.  Values of 1, 2 and 4 bytes live in 32-bit register operands (reg_width 4,
 * unsigned int).  On MIPS64, GCC keeps every SImode value sign-extended in its 64-bit
 * register: ll, lw, addu, subu, srlv sign-extend their 32-bit result, and/or/xor/nor of
 * two such values stay sign-extended, so 64-bit bne/beq compare 32-bit values
 * correctly (the same invariant GCC's own loops rely on).  lbu/lhu zero-extend (the
 * value is below 2^31, so that is also its sign extension).
 */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern const al_arch_desc al_arch_mips64;

static bool is64(const al_target *t)
{
  return !strcmp(al_arch_name(t->arch), al_arch_mips64.name);
}

static const char *load_mn(int w)
{ return w == 1 ? "lbu" : w == 2 ? "lhu" : w == 4 ? "lw" : "ld"; }
static const char *store_mn(int w)
{ return w == 1 ? "sb" : w == 2 ? "sh" : w == 4 ? "sw" : "sd"; }
static int reg_width(int w) { return w < 4 ? 4 : w; }

/* [GCC] mips_process_sync_loop / sync.md: the one barrier, `sync`, before an access
   whose order releases and after one whose order acquires [LINUX barrier.h: the
   same instruction for smp_mb and smp_llsc_mb].  */
#define MIPS_SYNC "sync"

static bool cas_acq(const al_request *r)
{ return al_is_acquire(r->order) || (r->op == AL_CAS && al_is_acquire(r->fail_order)); }

/* ---- LL/SC fragments for the shared builders (llsc.c) ----------------------------- */

/* rw: register width (4: ll/sc, also for the masked 1/2-byte loops; 8: lld/scd).
 *   ll:    ll|lld {d}, {m}                                      [ISA; GCC; LINUX]
 *   sc:    sc|scd {s}, {m}, the status overwriting the value (SC consumes its source
 *          [ISA]); sc_copy `move {d}, {a}` first when the value must survive the loop
 *          (exchange's and compare-exchange's inputs, op_fetch's result: GCC's and
 *          Linux's `move $1, new` [GCC; LINUX cmpxchg.h]); a dead new value is stored
 *          in place (fetch_op, the masked loops' merged word: GCC's
 *          mips_process_sync_loop `op $1, old, val; sc $1` [GCC; LINUX atomic.h
 *          ATOMIC_FETCH_OP])
 *   retry: beqz {s}, 1b                                          [LINUX atomic.h]
 *   lead:  sync when the order releases; trail: sync when it acquires   [GCC]  */
static void fill_llsc(al_plan *p, const al_request *r, int rw)
{
  al_llsc *k = &p->llsc;
  k->lead = al_is_release(r->order) ? MIPS_SYNC : NULL;
  k->trail = cas_acq(r) ? MIPS_SYNC : NULL;
  k->ll = rw == 8 ? "lld %{d}, %{m}" : "ll %{d}, %{m}";
  k->sc = rw == 8 ? "scd %{s}, %{m}" : "sc %{s}, %{m}";
  k->sc_copy = "move %{d}, %{a}";
  k->retry = "beqz %{s}, 1b";
  k->add = rw == 8 ? "daddu %{d}, %{a}, %{b}" : "addu %{d}, %{a}, %{b}";
  k->sub = rw == 8 ? "dsubu %{d}, %{a}, %{b}" : "subu %{d}, %{a}, %{b}";
  k->and_ = "and %{d}, %{a}, %{b}";
  k->or_ = "or %{d}, %{a}, %{b}";
  k->xor_ = "xor %{d}, %{a}, %{b}";
  k->not_ = "nor %{d}, %{a}, $0";
  k->srl = "srlv %{d}, %{a}, %{b}";
  /* test_and_set's bit, made before the masked loop (GCC 12 uses a masked CAS loop;
     an OR of the shifted 1 is the same store)  */
  k->one_shl = "li %{d}, 1\nsllv %{d}, %{d}, %{b}";
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

/*   [sync]  l{bu,hu,w,d} res, mem  [sync]     (seq_cst: both; acquire: the second) */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=r", reg_width(r->width));
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", r->width);
  if (r->order == AL_SEQ_CST)
    al_insn(s, MIPS_SYNC);
  al_insn(s, "%s %%%d, %%%d", load_mn(r->width), res, mem);
  if (al_is_acquire(r->order))
    al_insn(s, MIPS_SYNC);
}

/*   [sync]  s{b,h,w,d} val, mem  [sync]       (release: the first; seq_cst: both) */
static void store(const al_target *t, const al_request *r, al_seq *s, bool zero)
{
  (void) t;
  int w = r->width;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=m", w);
  int val = zero ? al_in_imm(s, "rJ", reg_width(w), 0)
                 : al_in(s, AL_R_VAL, AL_WHOLE, "rJ", reg_width(w));
  if (al_is_release(r->order))
    al_insn(s, MIPS_SYNC);
  al_insn(s, "%s %%z%d, %%%d", store_mn(w), val, mem);
  if (r->order == AL_SEQ_CST)
    al_insn(s, MIPS_SYNC);
}

static void mips_fence(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  /* [GCC sync.md mem_thread_fence; LINUX barrier.h __smp_mb]: sync for every order
     but relaxed; a signal fence is the compiler barrier alone.  */
  if (r->op == AL_THREAD_FENCE && r->order != AL_RELAXED)
    al_insn(s, MIPS_SYNC);
}

/* ---- dispatch ------------------------------------------------------------------- */

static void mips_plan(const al_target *t, const al_request *r, al_plan *p)
{
  if (r->width == 16)
    al_plan_shim(p, "MIPS has no 16-byte reservation");
  else if (r->width == 8 && !is64(t))
    al_plan_shim(p, "MIPS32 (o32) has no doubleword LL/SC (lld/scd are MIPS64)");
  else if (al_is_access(r))
    return;   /* the descriptor's load and store (lower.c) */
  else
    {
      /* LL/SC loops, on the aligned word for 1 and 2 bytes (llsc.c; test_and_set:
         al_llsc_masked_tas)  */
      p->kind = r->width < 4 ? AL_K_MASKED_LLSC : AL_K_LLSC;
      fill_llsc(p, r, reg_width(r->width));
    }
}

/* Lock-free and inline: 1, 2, 4 bytes (and 8 on MIPS64) when aligned; never 16, nor
   8 on o32 (GCC 12: __GCC_ATOMIC_LLONG_LOCK_FREE 1 and libatomic calls; libatomic
   and the shim lock there).  */
static int mips_is_lock_free(const al_target *t, int width, int align)
{
  switch (width)
    {
    case 1: case 2: case 4:
      return align >= width;
    case 8:
      return is64(t) && align >= 8;
    default:
      return 0;
    }
}

/* GCC 12 calls libatomic for 16 bytes, and on o32 for 8 bytes [measured;
   baseline gcc12-clang14-codegen.md, mips64el]; 1- and 2-byte objects are masked
   loops inline.  */
static bool mips_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  if (r->op == AL_THREAD_FENCE || r->op == AL_SIGNAL_FENCE || r->op == AL_IS_LOCK_FREE)
    return false;
  return r->width == 16 || (r->width == 8 && !is64(t));
}

/* From GCC's predefined macros: __mips, _MIPS_SIM (_ABIO32 = 1, _ABI64 = 3) and
   _MIPS_SZPTR.  MIPS16 and microMIPS code, and n32, are left alone (not mapped).
   Each answer is read before the next lookup (it may be a static buffer).  */
static int mips_abi(al_macro_lookup lookup, void *ctx)
{
  if (!lookup(ctx, "__mips") || lookup(ctx, "__mips16") || lookup(ctx, "__mips_micromips"))
    return 0;
  const char *sim = lookup(ctx, "_MIPS_SIM");
  if (!sim)
    return 0;
  int abi = !strcmp(sim, "_ABIO32") ? 32 : !strcmp(sim, "_ABI64") ? 64 : atoi(sim) == 1 ? 32
            : atoi(sim) == 3 ? 64 : 0;
  const char *szptr = lookup(ctx, "_MIPS_SZPTR");
  int ptr = szptr ? atoi(szptr) : 0;
  return abi == ptr ? abi : 0;
}

static bool mips32_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  return mips_abi(lookup, ctx) == 32;
}

static bool mips64_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  return mips_abi(lookup, ctx) == 64;
}

/* Memory barriers (al_arch_desc.barriers): sync.  */
static const char *const mips_barriers[] = { "sync", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): sync.  */
static const char mips_ordered[] = "[[:space:]]sync($|[[:space:]])";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row mips_merges[] = {
  AL_MERGE_SAME("sync", "MIPS32/MIPS64 Architecture vol. II, SYNC (stype 0)"),
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_mips = {
  .name = "mips32r2",
  .file = "mips.c",
  .comment = "#",
  .big_endian = false,
  .int128 = false,
  .herd = "MIPS",
  .barriers = mips_barriers,
  .ordered = mips_ordered,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = mips32_detect,
  .plan = mips_plan,
  .load = load,
  .store = store,
  .fence = mips_fence,
  .is_lock_free = mips_is_lock_free,
  .gcc_calls_out = mips_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .merges = mips_merges,
};

const al_arch_desc al_arch_mips64 = {
  .name = "mips64r2",
  .file = "mips.c",
  .comment = "#",
  .big_endian = false,
  .int128 = true,
  .herd = "MIPS",
  .barriers = mips_barriers,
  .ordered = mips_ordered,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = mips64_detect,
  .plan = mips_plan,
  .load = load,
  .store = store,
  .fence = mips_fence,
  .is_lock_free = mips_is_lock_free,
  .gcc_calls_out = mips_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .merges = mips_merges,
};
