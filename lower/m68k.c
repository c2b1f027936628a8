/* m68k.c — the Motorola 68020+ mapping (Debian m68k, m68k-linux-gnu).  Big-endian,
 * 32-bit, uniprocessor.
 *
 * Sources cited per row below:
 *  [PRM]   Motorola M68000 Family Programmer's Reference Manual (M68000PM/AD), CAS
 *          ("Compare and Swap with Operand": compare Dc with the destination; equal:
 *          Du is written to it and Z is set; else the destination is loaded into Dc
 *          and Z is clear; a read-modify-write bus cycle, 68020 and later, byte, word
 *          and long) and TAS ("Test and Set an Operand": tests the byte, sets N and Z
 *          from it, then sets its bit 7 in one indivisible read-modify-write cycle).
 *          Both take a memory-alterable operand.  The 68000 and 68010 have no CAS.
 *          The 68020/030/040 accept a misaligned CAS.W/CAS.L operand; the 68060
 *          traps it to the kernel's 060 software package, which emulates it with
 *          interrupts off (atomic on a uniprocessor).
 *  [GCC]   GCC 12's m68k back end (gcc/config/m68k/sync.md: atomic_compare_and_swap
 *          <mode> is CAS for QI/HI/SI under TARGET_CAS (68020 and later, not
 *          ColdFire); atomic_test_and_set is TAS with
 *          TARGET_ATOMIC_TEST_AND_SET_TRUEVAL 128; no atomic_load/store or fence
 *          patterns), measured with Debian's m68k-linux-gnu-gcc-12 -O2 -S (default
 *          -mcpu=68020): loads and stores of every order are plain move.b/w/l, a
 *          seq_cst store and every fence emit no instruction (__sync_synchronize
 *          too), compare-exchange is one cas.b/w/l, exchange and every fetch-op of 1,
 *          2 and 4 bytes a CAS loop at the object's own width (move old; 1: op;
 *          cas; jne 1b), test_and_set "tas; sne; neg.b", clear "clr.b"; every 8- and
 *          16-byte operation calls libatomic (__GCC_ATOMIC_LLONG_LOCK_FREE 1; GCC 12
 *          never uses CAS2).  The ABI aligns int, long and pointers to 2 bytes
 *          (_Alignof (_Atomic int) is 2), and GCC inlines cas.l on such objects.
 *  [LINUX] Linux runs m68k uniprocessor only (no CONFIG_SMP): arch/m68k has no
 *          smp barriers of its own (asm-generic/barrier.h: mb() is a compiler
 *          barrier), and the CPU performs its accesses in program order, so a
 *          plain load or store is sequentially consistent with the program's other
 *          accesses; a thread switch is an exception, which completes every earlier
 *          access.
 *
 * Orders: no order needs an instruction [GCC, LINUX]; each is the compiler barrier
 * ("memory" clobber) alone.
 *
 * Alignment: a 4-byte object needs 2-byte alignment only [PRM, GCC] (align_needed), so
 * the inline set is GCC's; the runtime is built to it (lower-cells --lock-free-h: AL_ALIGN_4).
 */
#include "internal.h"

static char sfx(int w)
{
  return w == 1 ? 'b' : w == 2 ? 'w' : 'l';
}

/* ---- compare-and-swap loop fragments for casloop.c --------------------------- */

/* The fragment PRE, the width's suffix (b, w, l), POST: a literal for each width.  */
#define BWL(w, pre, post) ((w) == 1 ? pre "b" post : (w) == 2 ? pre "w" post : pre "l" post)

/* CAS leaves the observed value in Dc on failure [PRM CAS]: casloop.c's contract.
   Two-operand ALU: copy the old value, then operate on the copy.  */
static void fill(al_plan *p, const al_request *r)
{
  al_casloop *k = &p->cas;
  int w = r->width;
  k->load = BWL(w, "move.", " %{m}, %{d}");
  k->cas = BWL(w, "cas.", " %{d}, %{a}, %{m}");
  k->retry = "jne 1b";                  /* Z clear: the compare failed [PRM CAS] */
  k->trail = NULL;                      /* no order needs an instruction [GCC, LINUX] */
  k->add = BWL(w, "move.l %{a}, %{d}\nadd.", " %{b}, %{d}");
  k->sub = BWL(w, "move.l %{a}, %{d}\nsub.", " %{b}, %{d}");
  k->and_ = BWL(w, "move.l %{a}, %{d}\nand.", " %{b}, %{d}");
  k->or_ = BWL(w, "move.l %{a}, %{d}\nor.", " %{b}, %{d}");
  k->xor_ = BWL(w, "move.l %{a}, %{d}\neor.", " %{b}, %{d}");
  k->not_ = BWL(w, "not.", " %{d}");
  k->store_x = BWL(w, "move.", " %{a}, %{x}");
  k->mem_c = "Q";                       /* (An): never an auto-increment, used twice */
  k->reg_c = "d";                       /* CAS compares and swaps data registers */
  k->cc = "cc";
  k->reg_width = r->width;
}

/* ---- loads, stores, test_and_set ------------------------------------------------ */

/*   move.b/w/l mem, res                      any order [GCC, LINUX]  */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=d", r->width);
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", r->width);
  al_insn(s, "move.%c %%%d, %%%d", sfx(r->width), mem, res);
}

/*   move.b/w/l val, mem                      any order, seq_cst too [GCC, LINUX]
 *   clr.b mem                                (clear) [GCC]  */
static void store(const al_target *t, const al_request *r, al_seq *s, bool clear)
{
  (void) t;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=m", r->width);
  if (clear)
    {
      al_insn(s, "clr.b %%%d", mem);
      return;
    }
  int val = al_in(s, AL_R_VAL, AL_WHOLE, "d", r->width);
  al_insn(s, "move.%c %%%d, %%%d", sfx(r->width), val, mem);
}

/*   tas mem ; sne res ; neg.b res            any order [PRM TAS; GCC atomic_test_and_set]
 * The byte becomes 0x80 (GCC's trueval); the result is 1 when it was not zero.  */
static void tas(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  (void) r;
  s->use = AL_USE_VALUE;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=d", 1);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+Q", 1);
  al_insn(s, "tas %%%d", mem);
  al_insn(s, "sne %%%d", res);
  al_insn(s, "neg.b %%%d", res);
  al_clobber(s, "cc");
}

/*   cas.b/w/l old, des, mem   (old = expected in, observed out)   [PRM CAS; GCC]
 *   [bool forms:]    seq ok ; neg.b ok      (ok = 1 exactly when it stored: Z from cas)
 *   [__atomic form:] jne 1f ; move.b/w/l old, *expected ; 1:   (Z from neg.b: ok == 0)
 * casloop.c's al_cas_native with fill's cas.  Success is the flag ok, as GCC's own
 * atomic_compare_and_swap<mode> returns it (seq ; neg.b, then bne past the write-back)
 * [GCC sync.md]: the plugin takes the byte as the bool (AL_CASF_SET at width 1), with
 * no compare of the observed and expected values after the sequence, so the expected
 * value dies in it.  __sync_val_compare_and_swap needs no flag.  */
static void fill_cx(al_plan *p, const al_request *r)
{
  al_casloop *k = &p->cas;
  fill(p, r);
  k->cx_flag = "seq %{s}\nneg.b %{s}";
  k->cx_flag_kind = AL_CASF_SET;
  k->cx_flag_width = 1;
  k->cx_write_back = BWL(r->width, "jne 1f\nmove.", " %{d}, %{x}\n1:");
  /* *expected through an address register ("Q", (An)): ok, a data register written
     before the write-back, can be no part of its address.  */
  k->xmem_c = "Q";
}

/* No fence is an instruction [GCC: no mem_thread_fence pattern, __sync_synchronize
   emits nothing; LINUX]: al_lower adds the compiler barrier.  */
static void m68k_fence(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  (void) r;
  (void) s;
}

static void m68k_plan(const al_target *t, const al_request *r, al_plan *p)
{
  (void) t;
  if (r->width > 4)
    al_plan_shim(p, "no 8- or 16-byte compare-and-swap (GCC 12 calls libatomic too)");
  else if (al_is_access(r))
    return;   /* the descriptor's load and store (lower.c) */
  else if (r->op == AL_TEST_AND_SET)
    al_plan_emit(p, AL_K_NATIVE, NULL, tas);
  else if (r->op == AL_CAS)
    {
      p->kind = AL_K_CAS_LOOP;
      p->recipe = "native";
      fill_cx(p, r);
    }
  else
    {
      /* exchange and every fetch-op: a CAS loop at the object's own width (casloop.c)  */
      p->kind = AL_K_CAS_LOOP;
      fill(p, r);
    }
}

/* Lock-free and inline: 1 and 2 bytes aligned to their size, 4 bytes aligned to 2
   [PRM CAS; GCC]; never 8 or 16 (GCC 12: libatomic, __GCC_ATOMIC_LLONG_LOCK_FREE 1).  */
static int m68k_align_needed(const al_target *t, int width)
{
  (void) t;
  return width < 2 ? width : 2;
}

static int m68k_is_lock_free(const al_target *t, int width, int align)
{
  switch (width)
    {
    case 1: case 2: case 4:
      return align >= m68k_align_needed(t, width);
    default:
      return 0;
    }
}

/* GCC 12 calls libatomic for every 8- and 16-byte operation [GCC, measured].  */
static bool m68k_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  (void) t;
  return al_calls_out_from(r, 8);
}

/* 68020 and later, not ColdFire (no CAS there) nor the 68000/68010 [PRM; GCC
   TARGET_CAS].  */
static bool m68k_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  (void) t;
  if (!lookup(ctx, "__m68k__") || lookup(ctx, "__mcoldfire__"))
    return false;
  return lookup(ctx, "__mc68020__") || lookup(ctx, "__mc68030__")
         || lookup(ctx, "__mc68040__") || lookup(ctx, "__mc68060__");
}

/* The unit suite assembles the table for the oldest CPU with CAS.  */
static const char *m68k_cflags(const al_target *t)
{
  (void) t;
  return "-mcpu=68020";
}

const al_arch_desc al_arch_m68k = {
  .name = "m68020",
  .file = "m68k.c",
  .comment = "|",
  .big_endian = true,
  .int128 = false,
  .herd = NULL,
  .barriers = NULL,
  .feature_names = NULL,
  .feature_bits = NULL,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = m68k_detect,
  .plan = m68k_plan,
  .load = load,
  .store = store,
  .fence = m68k_fence,
  .is_lock_free = m68k_is_lock_free,
  .gcc_calls_out = m68k_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .cflags = m68k_cflags,
  .align_needed = m68k_align_needed,
};
