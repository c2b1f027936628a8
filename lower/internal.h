/* internal.h — shared mechanism of the lowering library: the per-architecture
 * descriptor every target file provides, and the builders that write a
 * sequence (operands, template lines, clobbers) so that target files stay
 * tables of mnemonics plus the few recipes their ISA needs.  The builders:
 * llsc.c (reservation loops), casloop.c (compare-and-swap loops), pair.c
 * (double-word pair loops), dispatch.c (two recipes chosen at run time).
 */
#ifndef ATOMLOWER_INTERNAL_H
#define ATOMLOWER_INTERNAL_H

#include "atomlower.h"

struct al_plan;

/* One scheme of an arch (atomlower.h, al_scheme_bit).  The schemes of one group are
   listed together, the group's static default first.  */
typedef struct al_scheme {
  const char *name;       /* the "+NAME" token */
  unsigned bit;           /* AL_S_* */
  const char *group;      /* "seq_cst store", ...: schemes of one group exclude each other */
  unsigned needs;         /* AL_F_* features the target must have, 0: none */
  const char *source;     /* one line: what it emits and its cited source */
} al_scheme;

/* Two barriers of which the stronger orders every pair of accesses the weaker orders
   (merge.c): when two adjacent sites' barriers are these two, in either order, the weaker
   one goes.  WHY cites the manual's definitions that say so.  */
typedef struct al_merge_row {
  const char *weaker, *stronger;   /* template lines, as al_arch_desc.barriers spells them */
  const char *why;
} al_merge_row;
/* A row for the same barrier twice, SOURCE naming the manual's definition of it.  */
#define AL_MERGE_SAME(insn, source) \
  { insn, insn, source ": the same barrier twice with nothing between: the second orders " \
    "exactly the pairs of accesses the first orders" }

/* One per architecture, defined in its lower/<arch>.c as
     const al_arch_desc al_arch_<name> = { ... };
   at the start of a line: the build collects every such definition into
   build/host/lower/arches.inc (the Makefile's arches rule), so a new target is one
   new file here, never an edit of lower.c.  */
typedef struct al_arch_desc {
  const char *name;               /* base name in target names: "x86_64" */
  const char *file;               /* its source file: "x86.c" */
  const char *comment;            /* assembler comment leader: "#", "//", "@" */
  bool big_endian;                /* byte order of the target's memory */
  bool int128;                    /* the target's C has __int128 (64-bit targets) */
  const char *herd;               /* herd7's architecture ("PPC"), NULL: none */
  /* The instructions that are memory barriers, each the start of a template line (as
     written in the sequences, "%%" for "%") up to a blank or the line's end:
     "dmb" counts "dmb ish", "bcr 14,0" only itself.  NULL-terminated; NULL: the
     architecture has none (a uniprocessor model).  What `atomlower table` and
     `explain` count as barriers.  */
  const char *const *barriers;
  /* The instructions that make a load, store or fence ordered, beyond a relaxed one: the
     barriers above, the acquire and release forms, the locked and exchanging stores.  One
     regular expression over an assembly line, in the syntax POSIX's extended expressions
     and Tcl's regexp read alike (alternation, bracket classes such as [[:space:]], \.),
     matched anywhere in the line: the mnemonic in an encoded instruction's comment counts.
     The tests that check a relaxed access carries no order scan the compiled code with it
     (lower-cells --ordered-forms; testsuite/lib/atomlower-scan.exp); lower-cells
     --selftest checks it against the table both ways: no relaxed load or store matches,
     and every ordered one that differs from its relaxed cell has a line that does.  */
  const char *ordered;
  /* A failed __atomic compare-exchange's store to a non-private *expected is the
     plugin's, after the sequence (AL_EXP_MEM_AFTER): GCC 12 predicates it or folds it
     into the branch that makes the bool (Arm strne, AArch64 and Alpha), where the store
     inside the asm costs a branch of its own.  false: it stays in the asm (measured
     longer elsewhere by `make bench`: x86's and s390x's flags, POWER's cr0 test).  */
  bool cas_store_after;
  /* Feature names accepted after '+' in a target name, in bit order of
     feature_bits; NULL-terminated.  */
  const char *const *feature_names;
  const unsigned *feature_bits;
  /* Variant names accepted as base names (e.g. "armv5"), NULL-terminated;
     parse_variant fills arch-specific fields.  May be NULL.  */
  const char *const *variants;
  void (*parse_variant)(const char *variant, al_target *t);
  /* Detect from predefined macros; return false when the macros are not this arch's.  */
  bool (*detect)(al_macro_lookup lookup, void *ctx, al_target *t);
  /* Which expansion of R (al_plan below): lower.c's one dispatch writes it.  */
  void (*plan)(const al_target *t, const al_request *r, struct al_plan *p);
  /* The native load and store (NULL: none; a store of zero for AL_CLEAR): the plan of
     a load or store, unless the target's plan says otherwise (al_plan).  */
  void (*load)(const al_target *t, const al_request *r, al_seq *s);
  void (*store)(const al_target *t, const al_request *r, al_seq *s, bool zero);
  /* Thread and signal fences: the instructions (al_lower has begun the
     sequence and adds the compiler barrier the order needs).  */
  void (*fence)(const al_target *t, const al_request *r, al_seq *s);
  int (*is_lock_free)(const al_target *t, int width, int align);
  /* Would GCC major GCC (9 to 14) itself emit a library call for this request, or
     drop it?  (mode=gaps lowers only those.)  Measured with each GCC 12 compiler
     (-O2 -S), as make bench's code-size table shows it, and each other GCC where it
     differs (scan.exp's mode=gaps check compares it with the board's GCC on every
     board).  */
  bool (*gcc_calls_out)(const al_target *t, const al_request *r, int gcc);
  /* Mapping schemes, terminated by a NULL name; NULL when the arch has none.  */
  const al_scheme *schemes;
  /* The default scheme of GROUP for T (it may follow T's features); NULL: the
     group's first entry.  */
  unsigned (*scheme_default)(const al_target *t, const char *group);
  /* NULL when scheme S applies to T beyond its features, else why not (ARMv7 only,
     ...).  NULL: every scheme applies.  */
  const char *(*scheme_applies)(const al_target *t, const al_scheme *s);
  /* The compiler options that select T's instructions ("-march=armv8.1-a"), for
     assembling its cells; NULL (or NULL hook): the triplet's defaults have them.  */
  const char *(*cflags)(const al_target *t);
  /* The alignment a WIDTH-byte object needs to be inlined, where the ABI aligns it to
     less than its size and the instructions accept that (m68k: 2); NULL: WIDTH.  The
     runtime is built to it (al_inline_align; the generated AL_ALIGN_N).  */
  int (*align_needed)(const al_target *t, int width);
  /* The narrow uses its sequences implement (1 << AL_USE_ZERO_TEST: a flag output true
     when op_fetch's new value is zero; 1 << AL_USE_BIT_TEST: one true when fetch_or,
     _and or _xor of one bit found it set), the polarity atomlower.h's al_use gives; 0:
     none, the plugin never looks for them.  */
  unsigned narrow_uses;
  /* merge.c: the pairs of different barriers that merge into the stronger, NULL-terminated
     (the same barrier twice always merges); NULL: none.  */
  const al_merge_row *merges;
} al_arch_desc;

/* A's descriptor; NULL for no architecture.  */
const al_arch_desc *al_arch_desc_of(al_arch a);


/* ---- building a sequence ------------------------------------------------ */

/* Start an INLINE sequence: annotation line, decision, recipe.  */
void al_begin(const al_target *t, const al_request *r, al_seq *s, const char *recipe);
/* Decide SHIM (call the libatomic-ABI routine) or GCC, with a reason.  */
void al_shim(const al_request *r, al_seq *s, const char *reason);
void al_leave_to_gcc(al_seq *s, const char *reason);

/* Operands.  All outputs must be added before the first input, so that the
   returned numbers are final (GCC numbers outputs first).  Each returns the
   operand's number for use in the template.  */
int al_out(al_seq *s, al_role role, al_part part, const char *constraint, int width);
int al_in(al_seq *s, al_role role, al_part part, const char *constraint, int width);
int al_in_tied(al_seq *s, al_role role, al_part part, int tied_to, int width);
int al_in_imm(al_seq *s, const char *constraint, int width, long long value);

/* One instruction line (printf format; counts toward n_insns).  */
void al_insn(al_seq *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A label or directive line (not counted).  */
void al_label(al_seq *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void al_clobber(al_seq *s, const char *clobber);
/* "memory" unless the order is relaxed (docs/design.md §3).  */
void al_order_clobber(al_seq *s, al_order o);

/* The clobbers every loop ends with (llsc.c, casloop.c): CC when the target's
   compares set flags, and "memory" per the order (both orders of a compare-exchange).  */
void al_loop_clobbers(const al_request *r, al_seq *s, const char *cc);
/* The fragment of arithmetic A among a loop's ALU fragments ({d} = {a} op {b}); nand
   is and (the loop adds the not).  */
const char *al_alu_frag(al_arith a, const char *add, const char *sub, const char *and_,
                        const char *or_, const char *xor_);

/* is_lock_free of a target whose aligned 1-, 2-, 4- (and 8-, when MAX is 8) byte objects
   are lock-free: 1 for those, 0 for the rest.  */
int al_lock_free_upto(int width, int align, int max);
/* gcc_calls_out of a target where GCC 12 calls libatomic from WIDTH bytes up (fences and
   is_lock_free never call).  */
bool al_calls_out_from(const al_request *r, int width);

/* True when the sequence ended up well-formed (no overflow, no ordering misuse).  */
bool al_seq_ok(const al_seq *s);

/* ---- reservation (LL/SC) loops: llsc.c ------------------------------------
 *
 * A target fills an al_llsc for one request (its width and order) with
 * instruction templates; the builders own the loop shapes.  In a template,
 * {d} {a} {b} name the destination and sources of an ALU fragment, {m} the
 * reservation's memory operand, {p} its address register, {s} the
 * store-conditional status, {x} the expected-value memory operand; each is
 * replaced by an operand number, so "ldaxr %w{d}, %{m}" becomes
 * "ldaxr %w0, %2".  '\n' separates instructions inside one fragment; ";" is
 * never used (it is a comment leader on some assemblers).  A line ending in ':'
 * (a label) or beginning with '.' (a directive, e.g. Alpha's ".subsection 2" for
 * an out-of-line retry) counts as no instruction.
 */
typedef struct al_llsc {
  const char *lead;     /* fence lines before the loop, or NULL */
  const char *trail;    /* fence lines after it, or NULL */
  const char *fail;     /* a compare-exchange's lines at 2: that only its failure path
                           runs (llsc.c, cas_exit), or NULL */
  const char *skip;     /* with fail: the success path's branch past them, to 4f */
  const char *ll;       /* {d} = load-reserved {m} */
  const char *sc;       /* store-conditional {a} to {m}; status in {s}; with sc_copy:
                           store {s} to {m}, the status overwriting it */
  const char *sc_copy;  /* NULL, or {d} = {a}: the store-conditional overwrites its
                           value with the status (Alpha's stx_c), so a value that must
                           survive is copied into the status register first and a dead
                           one is stored in place (llsc.c, store_cond) */
  const char *retry;    /* branch back to 1b when the store-conditional failed */
  const char *add, *sub, *and_, *or_, *xor_;   /* {d} = {a} op {b} */
  const char *not_;     /* {d} = ~{a} */
  const char *nand;     /* {d} = ~({a} & {b}) in one instruction (POWER), or NULL:
                           nand is and_ then not_ */
  const char *srl;      /* {d} = {a} >> {b} (logical, by register) */
  const char *one_shl;  /* {d} = 1 << {b}: a masked test_and_set's bit
                           (al_llsc_masked_tas); NULL: none */
  const char *andc;     /* {d} = {a} & ~{b} in one instruction (POWER andc, Arm bic), or
                           NULL: the masked exchange clears the field with and ~mask */
  const char *bic;      /* {d} = {a} & ~{b}: al_llsc_masked_tas clears the byte before
                           setting the bit (the byte becomes 1); NULL: it ORs the bit in */
  bool xchg_merge_xor;  /* the masked exchange puts the value in with xor ; and mask ;
                           xor; else and ~mask ; or, the plugin inverting the mask before
                           the loop (one instruction fewer in it) */
  const char *bne;      /* branch to 2f when {a} != {b} ({s}: the status scratch) */
  const char *beq;      /* branch to 3f when {a} == {b} ({s}: likewise) */
  const char *store_x;  /* store {a} (the object's width) to {x}; {s}: the status
                           scratch, {d} {b}: store_x_scratch registers */
  int store_x_scratch;  /* scratch registers store_x needs (0-2): a target without
                           byte stores (Alpha before BWX) merges the byte itself */
  const char *xmem_c;   /* constraint of {x} without '+'; NULL: "m" */
  const char *mem_c;    /* constraint of {m}: "Q", "A", "Z", "m" */
  const char *reg_c;    /* register constraint: "r" */
  bool ptr_in_reg;      /* templates use {p} rather than {m} for the address */
  bool status;          /* the store-conditional writes {s}; else it sets flags */
  /* The compare-exchange's success at 2:, where a target's loop already holds it
     (al_llsc_cas and al_llsc_masked_cas then hand it to the plugin as the FLAG
     output, seq->cas_flag, rather than have it compare the observed and expected
     values after the sequence; beq then tests it alone, with no {b}):  */
  int ok_width;         /* nonzero: {s} is zero exactly when it stored (bne leaves the
                           difference in it, sc its zero status); the flag's width */
  bool ok_in_cc;        /* the condition codes hold the success at 2: (the compare's and
                           the retry's), though no flag output carries it out (POWER's
                           cr0: GCC has no rs6000 flag outputs): beq tests them alone */
  const char *ok_cc;    /* or: a condition-code output constraint ("=@cceq") true
                           exactly when it stored (the compare's and the retry's
                           flags; trail and srl leave them alone) */
  const char *ok_read;  /* with ok_in_cc: {d} = the condition codes, read at the
                           sequence's end and handed to the plugin as the FLAG (a word
                           whose bit ok_read_bit is the success: AL_CASF_SET,
                           al_seq.cas_flag_bit), so no compare of the observed and
                           expected values follows (POWER: mfocrf of cr0, whose eq GCC
                           then extracts with one rlwinm, as GCC 12 reads it); NULL:
                           none.  Set per request:
                           where the success is only branched on (al_request.cas_cond),
                           the plugin's compare costs less than the read */
  int ok_read_bit;
  const char *cc;       /* clobber for flag-setting compares/branches, or NULL */
  int reg_width;        /* width of the register values: the access width, or 4
                           (a word) for masked loops */
  bool object_mem;      /* masked loops: also pass the object itself as a "+m"
                           operand (llsc.c, object_operand: without it GCC may
                           keep a 1/2-byte object in a register across the asm) */
  /* Field operations: when ins is set, the masked loops work on the aligned
     doubleword holding the 1- or 2-byte object, with instructions that take the
     field's position from the object's own address {b} (Alpha's insbl/extbl/mskbl),
     rather than on the word with the plugin's shift and mask; ll and sc then name the
     doubleword's address register as {p}, and reg_width is 8.  */
  const char *qaddr;    /* {d} = {a} rounded down to the doubleword */
  const char *ext;      /* {d} = the field of {a} at address {b}, zero-extended */
  const char *ins;      /* {d} = the low bytes of {a} placed at the field of address
                           {b}, zero elsewhere */
  const char *msk;      /* {d} = {a} with the field at address {b} cleared */
} al_llsc;

/* Emitted shapes (lead/trail omitted when NULL):
 *
 *  al_llsc_rmw:    lead; 1: ll old; op new,old,val; sc new; retry 1b; trail
 *  al_llsc_xchg:   lead; 1: ll old; sc val; retry 1b; trail
 *  al_llsc_cas:    lead; 1: ll old; bne old,exp 2f; sc des; retry 1b; [skip 4f]
 *                  2: [fail; 4:] trail
 *                  [__atomic form: beq old,exp 3f; store_x old; 3:]
 *                  (seq->cas_by_compare: success is old == expected; with
 *                  k->ok_width or ok_cc, the FLAG output instead: seq->cas_flag)
 *  masked (sub-word objects in an aligned word, {m} = that word):
 *  al_llsc_masked_rmw:  lead; 1: ll w; op: n = (w op vsh) & mask for add/sub/nand
 *                       (and/or/xor need no masking of the other bytes);
 *                       n |= w & ~mask; sc n; retry 1b; trail; srl res, w|n, shift
 *  al_llsc_masked_cas:  lead; 1: ll w; t = w & mask; bne t,esh 2f; n = w ^ t | dsh;
 *                       sc n; retry 1b; 2: trail; srl old, t, shift [write-back]
 *  al_llsc_masked_tas:  t = 1 << shift; lead; 1: ll w; [n = w & ~mask]; n = (n|w) | t;
 *                       sc n; retry 1b; trail; srl w, w, shift
 *  field forms (k->ins set; the aligned doubleword q of the object's address p):
 *    rmw:   q = qaddr p; lead; 1: ll w; ext old,w,p; op n,old,val; ins x,n,p;
 *           msk w,w,p; w |= x; sc w; retry; trail
 *    xchg:  q = qaddr p; ins vsh,val,p; lead; 1: ll w; [ext old,w,p]; msk w,w,p;
 *           w |= vsh; sc w; retry; trail               (store: no ext)
 *    cas:   q = qaddr p; ins dsh,des,p; lead; 1: ll w; ext old,w,p; bne old,exp 2f;
 *           msk w,w,p; w |= dsh; sc w; retry; 2: trail [write-back]
 */
void al_llsc_rmw(const al_request *r, al_seq *s, const al_llsc *k);
void al_llsc_xchg(const al_request *r, al_seq *s, const al_llsc *k);
void al_llsc_cas(const al_request *r, al_seq *s, const al_llsc *k);
void al_llsc_masked_rmw(const al_request *r, al_seq *s, const al_llsc *k);
void al_llsc_masked_xchg(const al_request *r, al_seq *s, const al_llsc *k);
void al_llsc_masked_cas(const al_request *r, al_seq *s, const al_llsc *k);
void al_llsc_masked_tas(const al_request *r, al_seq *s, const al_llsc *k);
/* All of the above behind one call: pick the loop for R's operation (llsc.c draws
   the table) in a sequence already begun.  K is filled for the access width: R's, or
   4 when MASKED.  */
void al_llsc_expand(const al_request *r, al_seq *s, const al_llsc *k, bool masked);

/* The masked merge of a sub-word loop, llsc.c's and casloop.c's alike ({d} = {a} op {b}
   fragments of either table; bne as al_llsc's).  al_merge_field: n = ((a ^ b) & mask)
   ^ w, the field from a ^ b ^ w, the other bits from w.  al_merge_cas: t = w & mask;
   bne t, esh, 2f; n = (w ^ t) | dsh.  */
typedef struct al_merge { const char *and_, *or_, *xor_, *bne; } al_merge;
void al_merge_field(al_seq *s, al_merge f, int n, int a, int b, int w, int mask);
void al_merge_cas(al_seq *s, al_merge f, int t, int n, int w, int mask, int esh, int dsh,
                  int st);
/* A word-wide input (REG_C) that the plugin shifts to the field's place (seq->in's
   shifted): a masked loop's value, expected and desired.  */
int al_in_shifted(al_seq *s, const char *reg_c, al_role role);

/* ---- compare-and-swap loops: casloop.c -------------------------------------
 *
 * For targets whose compare-and-swap leaves the value it saw in the compare
 * register when it fails (z/Architecture CS/CSG/CDSG), so that a loop never
 * reloads memory; or in another register the fragment copies into the compare
 * register (SPARC CAS/CASX, cas_scratch).  Fragments use the al_frag slots:
 * {d} {a} {b} as in al_llsc,
 * {m} the object (or its aligned word), {x} the expected-value memory operand.
 *
 *  al_cas_rmw:   load old,[m]; 1: op new,old,val (nand: and; not);
 *                cas old,new,[m]; retry 1b; trail
 *  al_cas_xchg:  load old,[m]; 1: cas old,val,[m]; retry 1b; trail
 *  masked (sub-word objects in their aligned word, {m} = that word):
 *  al_cas_masked_rmw:  load w; 1: n = w op vsh, merged into w under mask for
 *                      add/sub/and/nand; cas w,n; retry 1b; trail;
 *                      srl res, w|n, shift  (test_and_set: vsh = one_shl, op or)
 *  al_cas_masked_xchg: load w; 1: n = ((w ^ vsh) & mask) ^ w; cas w,n; retry 1b;
 *                      trail; srl res, w, shift
 *  al_cas_masked_cas:  load w; 1: t = w & mask; bne t,esh 2f; n = w ^ t | dsh;
 *                      cas w,n; retry 1b; 2: trail; [cmp t,esh]; srl t,t,shift;
 *                      [jeq 3f; store t -> *expected; 3:]
 *  al_cas_native:      cx old,[m] (or cas); [flag]; trail; [write-back]   (no loop:
 *                      a full-width compare-exchange, the object's own instruction)
 * The shapes are drawn in full above each builder in casloop.c.
 */

/* The input the compare-exchange instruction's {d} (the observed value, out) is tied
   to: the expected value (a compare register: m68k CAS, z/Architecture CS), the desired
   value (SPARC CASA's rd), or none (hppa's LWS call: {d} written last).  */
typedef enum al_cx_tie { AL_CX_EXPECTED, AL_CX_DESIRED, AL_CX_NONE } al_cx_tie;

typedef struct al_casloop {
  const char *load;     /* {d} = [{m}]: the guess before the loop */
  const char *cas;      /* compare {d} with [{m}]: equal: store {a}; else {d} = [{m}] */
  const char *retry;    /* branch back to 1b when the compare-and-swap failed */
  const char *trail;    /* lines after the loop (a fence), or NULL */
  const char *add, *sub, *and_, *or_, *xor_;   /* {d} = {a} op {b} */
  const char *not_;     /* {d} = ~{a} */
  const char *srl;      /* {d} = {a} >> {b} (logical; {b} the SHIFT operand); must
                           leave the flags alone (the masked write-back tests them) */
  const char *one_shl;  /* {d} = 1 << {b} (test_and_set's bit) */
  const char *bne;      /* branch to 2f when {a} != {b} */
  const char *cmp;      /* set the flags from {a} == {b} */
  const char *jeq;      /* branch to 3f when cmp found them equal */
  const char *store_x;  /* store {a} (the object's width) to {x} */
  const char *xmem_c;   /* constraint of {x} without '+'; NULL: "m" */
  const char *mem_c;    /* constraint of {m} without '+' */
  const char *reg_c;    /* register constraint */
  const char *old_c;    /* constraint of the compare register (the old value), when
                           the instruction fixes it (x86 CMPXCHG: "a"); NULL: reg_c */
  const char *val_c;    /* constraint of the value operand (x86: "ri", an immediate
                           too); NULL: reg_c */
  const char *shift_c;  /* constraint of the SHIFT operand; NULL: reg_c */
  const char *cc;       /* condition-code clobber, or NULL */
  int reg_width;        /* register value width: the access width, or 4 (masked) */
  bool object_mem;      /* masked loops: also pass the object as "+m" (llsc.c) */
  bool new_in_old;      /* al_cas_rmw's fetch_op: no new-value register; the templates
                           compute it in another part of the compare register {d}
                           (i386's %ah beside CMPXCHG's %al: a modifier names it) */
  bool ptr_in_reg;      /* load and cas also get {p}, a register holding the address of
                           {m} (PA-RISC: a memory operand may be indexed, which ldo and
                           stores cannot take) */
  const char *xptr_c;   /* the write-back's {x} is a register holding *expected's address
                           (an EXPPTR input of this constraint and xptr_width; the "+m"
                           operand is still passed unless mem_clobber): hppa, s390x's
                           stmg; NULL: {x} is *expected's memory operand */
  int xptr_width;
  bool mem_clobber;     /* with ptr_in_reg: no memory operands at all, a "memory" clobber
                           instead, at every order (hppa: every memory operand of a global
                           is reloaded through %r1, and several at once cannot be) */
  bool cas_scratch;     /* the instruction overwrites its new-value register with the
                           value it saw (SPARC CAS/CASX: rd in = new, out = observed):
                           the builders give cas and retry a scratch register {b}
                           (early-clobbered, reg_width), for cas to copy {a} into
                           and to leave {d} = the observed value, as the contract above
                           says; retry may name {d} and {b} too (a delay slot) */
  bool logic_in_place;  /* masked rmw: or and xor change no other byte, so they take no
                           mask and loop on the operation alone; with orn also and,
                           whose shifted value gets ones around the field once */
  const char *orn;      /* {d} = {a} | ~{b}, or NULL */
  /* al_cas_native, the full-width compare-exchange: {d} the observed value (out),
     {a} the desired value, {b} the expected value, {m} the object, {p} its address
     (ptr_in_reg), {s} the flag, {x} *expected (xmem_c, or xptr_c's register).  */
  const char *cx;       /* the instruction; NULL: cas, {d} the compare register tied to
                           the expected value (the loops' contract) */
  al_cx_tie cx_tie;     /* with cx: the input {d} is tied to */
  const char *cx_flag;  /* {s} = the success, after the instruction (bool and __atomic
                           forms), or NULL: the plugin compares {d} with the expected */
  al_cas_flag cx_flag_kind;   /* what {s} says (AL_CASF_SET: true when it stored) */
  int cx_flag_width;
  const char *cx_write_back;  /* *expected = {d} when it failed: the branch past the
                           store, the store, its label (the __atomic form, when the asm
                           writes *expected: al_expmem) */
} al_casloop;

void al_cas_rmw(const al_request *r, al_seq *s, const al_casloop *k);
void al_cas_xchg(const al_request *r, al_seq *s, const al_casloop *k);
void al_cas_masked_rmw(const al_request *r, al_seq *s, const al_casloop *k);
void al_cas_masked_xchg(const al_request *r, al_seq *s, const al_casloop *k);
void al_cas_masked_cas(const al_request *r, al_seq *s, const al_casloop *k);
void al_cas_native(const al_request *r, al_seq *s, const al_casloop *k);
/* The loop for R's operation in a sequence already begun (a store or test_and_set is
   the masked exchange or OR of its word; a full-width compare-exchange is no loop: the
   target's one instruction, al_cas_native, whose plan names the recipe, "native").  K
   is filled for the access width: R's, or 4 when MASKED.  */
void al_cas_expand(const al_request *r, al_seq *s, const al_casloop *k, bool masked);

/* ---- double-word pair loops: pair.c ----------------------------------------------
 *
 * For the widest atomic of a target that holds it in a pair of registers: a
 * compare-and-swap of the pair (x86-64 cmpxchg16b, i386 cmpxchg8b, AArch64 CASP) or
 * a reservation of it (POWER lqarx/stqcx., AArch64 ldxp/stxp).  The pair's registers
 * are often fixed by the instruction, so the target allocates the operands itself and
 * names each half as text in al_pair_regs (an operand "%3", "%H3", or a register
 * "%rax", "11"); al_pair_op writes an operand's text.  Fragments name them with
 * letters: {o}{O} the observed (old) value's low and high halves, {n}{N} the new
 * value, {v}{V} the value operand (a compare-exchange's desired value), {e}{E} the
 * expected value, {r}{R} the result, {m} the object, {p} its address, {s} the status,
 * {x} *expected (its operand or its address).  A one-half fragment (ops, not_, copy,
 * result) is written twice, its lower-case letters naming the low half and then the
 * high one.  Lines as al_frag's ('\n' between instructions; labels end in ':').
 *
 *  al_pair_cas_loop:   seed o:O ; 1: [copy] ; [alu] ; cas ; retry 1b ; [result]
 *  al_pair_llsc_loop:  [pre] ; lead ; 1: ll o:O ; [bne 2f] ; [alu] ; sc ; retry 1b ;
 *                      [fail | 2:] ; trail ; [result] ; [write_back]
 *  al_pair_alu:        <lo> n, o, v ; <hi> N, O, V ; [not n ; not N]
 * A loop stores {n}{N}: the new value of a fetch_op, {v}{V} for a store, exchange or
 * compare-exchange, {o}{O} for a load (a reservation's write-back).  The shapes are
 * drawn in full above each builder in pair.c.  */
typedef struct al_pair_regs {
  char o[2][16], n[2][16], v[2][16], e[2][16], r[2][16];   /* [0] low, [1] high half */
  char m[16], p[16], s[16], x[16];
} al_pair_regs;

typedef struct al_pair {
  /* The ALU of a fetch_op, per half: mnemonics by arithmetic (the low half's add and
     sub start the carry chain: add/adc, sub/sbb; nand is and, then not_).  */
  const char *lo[AL_N_ARITH], *hi[AL_N_ARITH];
  const char *ops;       /* what follows the mnemonic, one half: a width suffix, if any,
                            and the operands, {n} = {o} op {v} (" {n}, {o}, {v}"; x86:
                            "q {v}, {n}", a two-operand ALU after copy) */
  const char *sub_ops;   /* sub's, where its operands go in another order (POWER subfc:
                            " {n},{v},{o}"); NULL: ops */
  const char *not_;      /* one half: {n} = ~{n} */
  const char *carry;     /* the clobber add and sub write ("xer", "cc"), or NULL */
  /* Both loops.  */
  const char *retry;     /* branch back to 1b when the store failed */
  const char *result;    /* one half, after the loop: {r} = {o}, the value returned
                            (op_fetch: the new one); NULL: the loop leaves it in place */
  /* al_pair_cas_loop.  */
  const char *seed;      /* {o}{O} = a guess of the object */
  const char *copy;      /* one half, first in the loop: {n} = {o}, or NULL */
  const char *cas;       /* compare {o}{O} with {m}: equal: store {n}{N}; else {o}{O} =
                            the pair seen */
  /* al_pair_llsc_loop.  */
  const char *pre, *lead, *trail;   /* lines before the lead fence, the fences */
  const char *ll;        /* {o}{O} = load-reserved {m} */
  const char *sc;        /* store-conditional {n}{N} to {m}, status {s} */
  const char *bne;       /* branch to 2f when {o}{O} != {e}{E} */
  const char *fail;      /* the compare-exchange's failure path after the retry, which
                            defines 2: itself; NULL: 2: right after the retry */
  const char *write_back;   /* the __atomic form's *expected = {o}{O} when it failed */
} al_pair;

void al_pair_op(char buf[16], const char *modifier, int n);
/* Both halves' texts: "%LO" and "%HI", or "%HLO" when HI < 0 (a register pair in one
   operand, GCC's H modifier).  */
void al_pair_halves(char d[2][16], int lo, int hi);
/* One fragment naming both halves, outside a loop (a write-back beside CASP).  */
void al_pair_frag(al_seq *s, const char *frag, const al_pair_regs *g);
void al_pair_alu(const al_request *r, al_seq *s, const al_pair *k, const al_pair_regs *g);
void al_pair_cas_loop(const al_request *r, al_seq *s, const al_pair *k,
                      const al_pair_regs *g);
void al_pair_llsc_loop(const al_request *r, al_seq *s, const al_pair *k,
                       const al_pair_regs *g);

/* ---- run-time dispatch between two recipes: dispatch.c -----------------------------
 *
 * Where a feature is known only at run time (AArch64's LSE under -moutline-atomics),
 * one asm holds both recipes of a request and a test picks one:
 *       test  flag ; [enter] ; <body A> ; jump 9f
 *   8:  <body B>
 *   9:
 * The target lowers the request twice, into A (taken when the test passes) and B, and
 * supplies the test as data.  The operand lists are merged (one result, object and
 * *expected; equal inputs shared); the shape is drawn in full in dispatch.c.  */
typedef struct al_dispatch {
  const char *recipe;    /* the merged sequence's recipe: "lse-or-llsc" */
  const char *flag_c;    /* constraint of the test's scratch register {d}: "=&r" */
  int flag_width;        /* its width */
  const char *test;      /* branch to 8f when body A cannot run ({d}: the scratch) */
  const char *enter;     /* directive lines before body A (".arch_extension lse"), or NULL */
  const char *jump;      /* branch to 9f, after body A */
  const char *cc;        /* the clobber the test writes, or NULL */
} al_dispatch;

void al_runtime_dispatch(const al_target *t, const al_request *r, al_seq *s,
                         const al_dispatch *d,
                         const al_seq *a, const al_seq *b);
/* One body for it: R as T's plan and lower.c's one dispatch expand it (S cleared), T a
   variant of the site's target (its features as the run-time test finds them).  */
void al_expand(const al_target *t, const al_request *r, al_seq *s);
/* Both bodies from T, the first with ADD features, the scheme bit DISPATCH_BIT replaced
   by STATIC_BIT in each (dispatch.c), then al_runtime_dispatch with D.  */
void al_dispatch_features(const al_target *t, const al_request *r, al_seq *s,
                          unsigned add, unsigned dispatch_bit, unsigned static_bit,
                          const al_dispatch *d);

/* ---- which expansion: a target's plan, lower.c's one dispatch ----------------------
 *
 * A target answers one question per request: which expansion, and its instructions.
 * al_lower (lower.c) does the rest, the same for every target: it begins the sequence
 * with the kind's recipe, runs the builder the kind names, adds the plan's clobbers and
 * the order's "memory" clobber, and says who reads the result (a load's value unless
 * nobody does, a store's none).  The kinds:
 *   SHIM        the runtime's routine, for REASON
 *   LOAD        LOAD writes the load                                   ("native")
 *   STORE       STORE writes the store (of zero for AL_CLEAR)          ("native")
 *               (a load's or store's plan starts as these, with the descriptor's
 *               hooks; the target's plan changes it only where it says otherwise)
 *   NATIVE      EMIT writes the target's own instructions (an AMO, a locked
 *               instruction, a compare-and-swap of the object)          ("native")
 *   LLSC        a reservation loop on the object: llsc.c with LLSC      ("llsc")
 *   MASKED_LLSC the same on the aligned word of a 1- or 2-byte object   ("masked")
 *   CAS_LOOP    a compare-and-swap loop on the object: casloop.c with CAS ("cas-loop")
 *   MASKED_CAS  the same on the aligned word                            ("masked")
 *   HOOK        EMIT writes everything, al_begin included (pair loops, run-time
 *               dispatch between two bodies, recipes chosen per scheme)
 *   GCC         the builtin left to GCC, for REASON (a variant the table does not map)
 * RECIPE names the sequence's recipe where the kind's own is not the target's word
 * ("gusa", "lws").  A plan's templates may be formatted into its own buffers
 * (al_plan_text), so a target needs no storage of its own.  */
typedef enum al_kind {
  AL_K_SHIM = 1,
  AL_K_LOAD,
  AL_K_STORE,
  AL_K_NATIVE,
  AL_K_LLSC,
  AL_K_MASKED_LLSC,
  AL_K_CAS_LOOP,
  AL_K_MASKED_CAS,
  AL_K_HOOK,
  AL_K_GCC,
} al_kind;

#define AL_PLAN_TEXTS 6

typedef struct al_plan {
  al_kind kind;
  const char *recipe;      /* NULL: the kind's own */
  const char *reason;      /* SHIM, GCC: why */
  void (*load)(const al_target *t, const al_request *r, al_seq *s);
  void (*store)(const al_target *t, const al_request *r, al_seq *s, bool zero);
  void (*emit)(const al_target *t, const al_request *r, al_seq *s);
  const char *const *clobbers;   /* more clobbers after the sequence, NULL-terminated */
  al_llsc llsc;            /* LLSC, MASKED_LLSC (al_llsc: below) */
  al_casloop cas;          /* CAS_LOOP, MASKED_CAS (al_casloop: below) */
  char text[AL_PLAN_TEXTS][64];
  int n_text;
  bool overflow;           /* a template did not fit: al_lower sends R to the runtime */
} al_plan;

/* A template formatted into one of P's buffers (when they are used up or it does not
   fit, the plan is marked overflowed and al_lower sends the request to the runtime).  */
const char *al_plan_text(al_plan *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* The plan that sends R to the runtime for REASON.  */
void al_plan_shim(al_plan *p, const char *reason);
/* A plan of KIND with EMIT (NATIVE, HOOK), RECIPE (NULL: the kind's).  */
void al_plan_emit(al_plan *p, al_kind kind, const char *recipe,
                  void (*emit)(const al_target *, const al_request *, al_seq *));

/* Append a template fragment (possibly several lines) with {d},{a},{b},{m},
   {p},{s},{x} replaced by the given operand numbers (-1: absent).  Each line
   counts as one instruction; lines ending in ':' are labels.  */
typedef struct al_slots { int d, a, b, m, p, s, x; } al_slots;
void al_frag(al_seq *s, const char *frag, al_slots slots);

/* The use a sequence that returns the old (or new) value implements: its value, unless
   nobody reads it.  */
static inline al_use al_value_use(const al_request *r)
{ return r->use == AL_USE_NONE ? AL_USE_NONE : AL_USE_VALUE; }

/* Is R a load or a store (AL_CLEAR: a store of zero)?  */
static inline bool al_is_access(const al_request *r)
{ return r->op == AL_LOAD || r->op == AL_STORE || r->op == AL_CLEAR; }

/* Orders.  A compare-exchange reaching a target's plan acquires on its failure path only
   if its success order acquires (al_lower makes a release success with an acquiring
   failure acq_rel), so the success order alone says whether its load acquires.  */
static inline bool al_is_acquire(al_order o)
{ return o == AL_ACQUIRE || o == AL_CONSUME || o == AL_ACQ_REL || o == AL_SEQ_CST; }
static inline bool al_is_release(al_order o)
{ return o == AL_RELEASE || o == AL_ACQ_REL || o == AL_SEQ_CST; }

/* Is the width a power of two the request is aligned for?  */
/* Does a compare-exchange write the observed value to *expected itself (an EXPMEM
   operand)?  Not when the plugin writes it back (al_request.exp).  */
static inline bool al_expmem(const al_request *r)
{
  return r->op == AL_CAS && r->cas_form == AL_CAS_ATOMIC && r->exp == AL_EXP_MEM_ASM;
}
/* Is a compare-exchange's success a value (returned or stored, not only branched on:
   al_request.cas_cond), so that reading it from the condition codes at the sequence's end
   (POWER's mfocrf, s390x's ipm) is shorter than the plugin's compare of the observed and
   expected values after it?  */
static inline bool al_cas_success_value(const al_request *r)
{
  return r->op == AL_CAS && r->use == AL_USE_VALUE && r->cas_form != AL_CAS_SYNC_VAL
         && !r->c11_value_cas && !r->cas_cond;
}
static inline bool al_aligned(const al_request *r)
{ return r->align >= r->width; }

/* Single set bit of a constant, or -1.  */
int al_single_bit(unsigned long long v, int width);

#endif /* ATOMLOWER_INTERNAL_H */
