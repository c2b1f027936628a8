/* hppa.c — the PA-RISC 1.1 mapping (Debian hppa, hppa-linux-gnu, 32-bit).  Big-endian.
 *
 * PA-RISC has no compare-and-swap instruction (LDCW, load and clear word, is its only
 * atomic read-modify-write).  Linux gives user space a compare-and-swap as a
 * light-weight syscall (LWS) on the gateway page, and every read-modify-write here is
 * a loop around it, called inline at the site, as Armv5's loops on __kuser_cmpxchg are
 * (lower/arm.c).
 *
 * Sources cited per row below:
 *  [LWS]   Linux arch/parisc/kernel/syscall.S, "Light-weight-syscall" section: a
 *          branch-and-link-external to 0xb0 on the gateway page (`ble 0xb0(%sr2, %r0)`,
 *          the LWS index loaded into %r20 in its delay slot).  Index 0,
 *          lws_compare_and_swap32: %r26 the word's address, %r25 the old value,
 *          %r24 the new one; returns the value the word held in %r28 (so a failed
 *          compare-and-swap leaves the observed value, as CAS/CS/CMPXCHG do) and an
 *          error in %r21: 0, -EAGAIN (the kernel's lock was busy: call again), -EFAULT
 *          (the address cannot be read or written, or is not word-aligned); an
 *          unknown index gives -ENOSYS.  The kernel path may change %r1, %r20-%r26,
 *          %r28, %r29 and %r31 (the link register of the ble), never any other; it
 *          runs with the process not preemptible and under a hashed lock taken with
 *          LDCW, which orders it against every earlier and later access (a full
 *          barrier).  Index 2 (lws_compare_and_swap_2, sizes 1, 2, 4, 8 through
 *          pointers to the values) is not used inline: 1- and 2-byte objects are
 *          masked loops on their word with index 0, which shares the kernel's lock
 *          with index 2 (the lock is hashed from address bits above the 16-byte
 *          block), and 8-byte objects go to the runtime (libgcc-shim/config/hppa.h
 *          uses index 2 with size 3).
 *  [QEMU]  qemu 7.2 linux-user/hppa/cpu_loop.c, hppa_lws: implements index 0 (a host
 *          32-bit cmpxchg returning the old value; -EFAULT when misaligned) and index
 *          2 (sizes 0-3), nothing else (-ENOSYS).  So this table uses index 0 only,
 *          the one both the kernel and qemu have; the kernel's later indices are not
 *          used.
 *  [LIBGCC] GCC 12's libgcc/config/pa/linux-atomic.c: __sync_*_N of 1, 2, 4 and 8
 *          bytes are loops around the same LWS calls (index 0 for words, index 2 for
 *          the other sizes), with no fence around them (the call is the barrier),
 *          and trap (a privileged instruction, SIGILL) on -EFAULT or -ENOSYS.
 *  [GCC]   GCC 12's pa back end (gcc/config/pa/pa.md: atomic_load<mode>,
 *          atomic_store<mode>, memory_barrier; pa.cc), measured with Debian's
 *          hppa-linux-gnu-gcc-12 -O2 -S (PA 1.1): loads of 1, 2, 4 bytes are plain
 *          ldb/ldh/ldw, an acquire load followed by the barrier, a seq_cst load
 *          bracketed by it; the barrier (every thread fence but relaxed,
 *          __sync_synchronize) is `ldo 15(%sp), rT ; dep %r0, 31, 3, rT ;
 *          ldcw 0(rT), rT` (LDCW to a scratch word above the stack pointer); every
 *          store, relaxed too, and every read-modify-write, exchange and
 *          compare-and-swap calls libgcc's __sync_*_N (a plain store could be lost
 *          inside another thread's LWS compare-and-swap, which the kernel does as a
 *          load and a store under its lock); 8-byte loads are FLDDS; 16 bytes do not
 *          exist (no __int128).  __atomic_always_lock_free is 1 for 1, 2, 4, 8.
 *
 * Orders: LWS calls are full barriers [LWS, LIBGCC], so the loops need no fence; a
 * load has GCC's barrier after it (acquire) and around it (seq_cst) [GCC]; a masked
 * compare-exchange that fails before calling the kernel has the barrier after it when
 * an order acquires (a failing compare-exchange is a load).
 *
 * Registers: the loops place their operands in %r26, %r25, %r24 and read %r28 and
 * %r21 around each call, and clobber every register the kernel path may change, as
 * the Armv5 table does for __kuser_cmpxchg (lower/arm.c), but %r1: GCC needs %r1 to
 * reload the address of a global (addil), so a clobbered %r1 makes some asm operands
 * impossible; the call saves it in the frame marker's word at -28(%sp) (written only by
 * a callee, and the gateway page does not touch the user stack; a signal frame goes
 * above %sp) and restores it after the call.  %r22 also carries a
 * compare's outcome (PA-RISC has no condition flags), and shifts by a register
 * go through SAR (`mtsar`; `vshd` right, `zvdep` left, as GCC's lshrsi3/ashlsi3 do).
 * Every branch's delay slot holds a nop.
 */
#include "internal.h"

#include <stdio.h>
#include <string.h>

/* [GCC memory_barrier]: LDCW on an 8-aligned scratch word above %sp, through the
   scratch register T (an operand: %r1 must stay free for the address of a global).  */
static void barrier(al_seq *s, int t)
{
  al_insn(s, "ldo 15(%%%%sp), %%%d", t);
  al_insn(s, "dep %%%%r0, 31, 3, %%%d", t);
  al_insn(s, "ldcw 0(%%%d), %%%d", t, t);
}

/* What an LWS call may change [LWS] but %r1 (file header): the plan's clobbers.  */
static const char *const lws_clobbers[] = { "r20", "r21", "r22", "r23", "r24", "r25",
                                            "r26", "r28", "r29", "r31", "SAR", NULL };

/* The LWS compare-and-swap of the word at {p}, expected value EXP, desired {a}: %r28
   the value the word held.  [LWS index 0]: -EAGAIN calls again, any other error traps
   (SIGILL) as libgcc does [LIBGCC].  */
#define LWS_CALL(EXP)                                                             \
  "4:\n"                                                                          \
  "copy %{p}, %%r26\n"                                                             \
  "copy " EXP ", %%r25\n"                                                          \
  "copy %{a}, %%r24\n"                                                            \
  "stw %%r1, -28(%%sp)\n"                                                         \
  "ble 0xb0(%%sr2, %%r0)\n"                                                       \
  "ldi 0, %%r20\n"                                                                \
  "ldw -28(%%sp), %%r1\n"                                                         \
  "comib,= -11, %%r21, 4b\n"                                                      \
  "nop\n"                                                                         \
  "comib,= 0, %%r21, 5f\n"                                                        \
  "nop\n"                                                                         \
  "iitlbp %%r0, (%%sr0, %%r0)\n"                                                  \
  "5:\n"

/* The compare-and-swap of casloop.c's contract: {d} the expected value in, the
   observed value out; %r22 is 0 when it stored {a}.  */
#define LWS_CAS LWS_CALL("%{d}") "sub %%r28, %{d}, %%r22\ncopy %%r28, %{d}"

/* The fragments are copied as they are (al_frag), so a register is written "%%r26":
   the asm template's literal '%'.  */
static void fill(al_casloop *k, const al_request *r)
{
  k->load = "ldw 0(%{p}), %{d}";
  k->cas = LWS_CAS;
  k->retry = "comib,<> 0, %%r22, 1b\nnop";
  k->trail = NULL;                       /* the LWS call is the barrier [LWS] */
  k->add = "add %{a}, %{b}, %{d}";
  k->sub = "sub %{a}, %{b}, %{d}";
  k->and_ = "and %{a}, %{b}, %{d}";
  k->or_ = "or %{a}, %{b}, %{d}";
  k->xor_ = "xor %{a}, %{b}, %{d}";
  k->not_ = "uaddcm %%r0, %{a}, %{d}";   /* 0 + ~a [GCC one_cmplsi2] */
  k->srl = "mtsar %{b}\nvshd %%r0, %{a}, %{d}";
  k->one_shl = "ldi 1, %{d}\nsubi 31, %{b}, %%r22\nmtsar %%r22\nzvdep %{d}, 32, %{d}";
  k->bne = "comb,<> %{a}, %{b}, 2f\nnop";
  k->cmp = "sub %{a}, %{b}, %%r22";
  k->jeq = "comib,= 0, %%r22, 3f\nnop";
  k->store_x = r->width == 1 ? "stb %{a}, 0(%{x})" : r->width == 2 ? "sth %{a}, 0(%{x})"
                                                                    : "stw %{a}, 0(%{x})";
  /* Addresses in registers ({p}, {x}): a memory operand may be indexed (%r1(%r2)),
     which stores and ldo cannot take.  No memory operand at all, a "memory" clobber
     (mem_clobber): every memory operand of a global is reloaded through %r1, and the
     object, its word and its address at once cannot be.  */
  k->ptr_in_reg = true;
  k->mem_clobber = true;
  k->xptr_c = "r";
  k->xptr_width = 0;
  k->xmem_c = "m";
  k->mem_c = "m";
  k->reg_c = "r";
  k->cc = NULL;
  k->reg_width = 4;
  k->object_mem = true;
}

/* ---- loads --------------------------------------------------------------------- */

/*   [barrier (seq_cst)] ; ldb/ldh/ldw mem, res ; [barrier (acquire, seq_cst)]   [GCC]  */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  static const char *const mn[] = { [1] = "ldb", [2] = "ldh", [4] = "ldw" };
  (void) t;
  bool fenced = al_is_acquire(r->order);
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, fenced ? "=&r" : "=r", r->width);
  int tmp = fenced ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4) : -1;
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", r->width);
  if (r->order == AL_SEQ_CST)
    barrier(s, tmp);
  /* %M: the indexed forms' completer (ldwx, ldwx,s), as GCC's own loads print it.  */
  al_insn(s, "%s%%M%d %%%d, %%%d", mn[r->width], mem, mem, res);
  if (fenced)
    barrier(s, tmp);
}

/* ---- compare-exchange of a word: one LWS call ------------------------------------ */

/*   4: copy ptr, %r26 ; copy exp, %r25 ; copy des, %r24
 *      ble 0xb0(%sr2, %r0) ; ldi 0, %r20          [LWS index 0]
 *      comib,= -11, %r21, 4b ; nop                (-EAGAIN)
 *      comib,= 0, %r21, 5f ; nop ; iitlbp ...     (-EFAULT, -ENOSYS: SIGILL [LIBGCC])
 *   5: copy %r28, old                             (the value the word held)
 *   [__atomic form:] comb,= %r28, exp, 6f ; nop ; stw %r28, 0(expptr) ; 6:
 * casloop.c's al_cas_native, no input tied: the expected value stays for the
 * write-back's compare.  Strong; success is (observed == expected), compared by the
 * plugin.  */
static void fill_cx(al_casloop *k, const al_request *r)
{
  fill(k, r);
  k->cx = LWS_CALL("%{b}") "copy %%r28, %{d}";
  k->cx_tie = AL_CX_NONE;
  k->cx_write_back = "comb,= %%r28, %{b}, 6f\nnop\nstw %%r28, 0(%{x})\n6:";
}

/* ---- clear of a byte: masked store of 0 ------------------------------------------ */

/*       ldw   w, [word]
 *   1:  andcm w, mask, n           (the byte cleared)
 *       <LWS compare-and-swap w -> n>
 *       comib,<> 0, %r22, 1b ; nop  */
static void clear(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  al_casloop k;
  memset(&k, 0, sizeof k);
  fill(&k, r);
  s->use = AL_USE_NONE;
  int w = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  int nw = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4);
  al_clobber(s, "memory");    /* the word: through the register */
  al_in(s, AL_R_SHIFT, AL_WHOLE, "r", 4);
  int mask = al_in(s, AL_R_MASK, AL_WHOLE, "r", 4);
  int p = al_in(s, AL_R_WPTR, AL_WHOLE, "r", 0);
  al_insn(s, "ldw 0(%%%d), %%%d", p, w);
  al_label(s, "1:");
  al_insn(s, "andcm %%%d, %%%d, %%%d", w, mask, nw);
  al_frag(s, k.cas, (al_slots){ w, nw, -1, -1, p, -1, -1 });
  al_frag(s, k.retry, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
}

/* No fence but relaxed is free: LDCW's barrier for every other thread fence [GCC];
   a signal fence is the compiler barrier alone.  */
static void hppa_fence(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  if (r->op == AL_THREAD_FENCE && r->order != AL_RELAXED)
    barrier(s, al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", 4));
}

static void hppa_plan(const al_target *t, const al_request *r, al_plan *p)
{
  (void) t;
  int w = r->width;
  bool sub_word = w < 4;
  if (w > 4)
    {
      al_plan_shim(p, w == 8 ? "8 bytes: the runtime's LWS index-2 loop (no 8-byte inline form)"
                             : "no 16-byte compare-and-swap");
      return;
    }
  if (r->op == AL_LOAD)
    return;   /* the descriptor's load (lower.c); a store is an LWS loop */
  p->clobbers = lws_clobbers;    /* every other operation calls the LWS */
  if (r->op == AL_CLEAR)
    al_plan_emit(p, AL_K_NATIVE, "lws-masked", clear);
  else
    {
      /* store, exchange, test_and_set (the masked OR of its word), fetch_op and the
         sub-word compare-exchange: LWS compare-and-swap loops (casloop.c,
         al_cas_expand), on the aligned word for 1 and 2 bytes; the word's
         compare-exchange: one LWS call (al_cas_native)  */
      bool masked = sub_word || r->op == AL_TEST_AND_SET;
      p->kind = masked ? AL_K_MASKED_CAS : AL_K_CAS_LOOP;
      p->recipe = masked ? "lws-masked" : "lws";
      if (r->op == AL_CAS && !masked)
        fill_cx(&p->cas, r);
      else
        fill(&p->cas, r);
      /* A masked loop's failure, seen before any LWS call, is a plain load: the
         barrier after it when an order acquires [GCC atomic_load].  */
      if (masked && r->op == AL_CAS && al_is_acquire(r->order))
        p->cas.trail = "ldo 15(%%sp), %%r22\ndep %%r0, 31, 3, %%r22\nldcw 0(%%r22), %%r22";
    }
}

/* Lock-free: 1, 2, 4 and 8 bytes aligned to their size, as GCC 12 says
   (__atomic_always_lock_free; libgcc's LWS loops) [GCC, LIBGCC]; 8 bytes are done by
   the runtime (config/hppa.h: LWS index 2, size 3).  No 16-byte type exists.  */
static int hppa_is_lock_free(const al_target *t, int width, int align)
{
  (void) t;
  return al_lock_free_upto(width, align, 8);
}

/* GCC 12 calls libgcc's __sync_*_N (LWS loops) for every store (clear too) and
   read-modify-write, exchange, compare-exchange and test_and_set of 1, 2, 4 and 8
   bytes; only loads and fences are inline [GCC, measured; scan.exp's mode=gaps
   check].  */
static bool hppa_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  (void) t;
  return r->op != AL_LOAD && r->op != AL_THREAD_FENCE && r->op != AL_SIGNAL_FENCE
         && r->op != AL_IS_LOCK_FREE;
}

/* 32-bit PA-RISC Linux (the LWS index 0 ABI); 64-bit hppa64 is not mapped.  */
static bool hppa_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  if (!lookup(ctx, "__hppa__") || lookup(ctx, "__LP64__"))
    return false;
  return lookup(ctx, "__linux__") != NULL;
}

static const char *hppa_cflags(const al_target *t)
{
  (void) t;
  return "-march=1.1";
}

/* Memory barriers (al_arch_desc.barriers): ldcw on a stack word, the ordering GCC 12 uses
   for the fences.  */
static const char *const hppa_barriers[] = { "ldcw", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): ldcw on a stack word.  */
static const char hppa_ordered[] = "[[:space:]]ldcw";

const al_arch_desc al_arch_hppa = {
  .name = "pa11",
  .file = "hppa.c",
  .comment = ";",
  .big_endian = true,
  .int128 = false,
  .herd = NULL,
  .barriers = hppa_barriers,
  .ordered = hppa_ordered,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = hppa_detect,
  .plan = hppa_plan,
  .load = load,
  .fence = hppa_fence,
  .is_lock_free = hppa_is_lock_free,
  .gcc_calls_out = hppa_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .cflags = hppa_cflags,
};
