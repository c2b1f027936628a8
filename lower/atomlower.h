/* atomlower.h — the whole API of the lowering library (pure C11, no GCC headers).
 *
 * The plugin describes one atomic builtin site as an al_request; al_lower()
 * answers with an al_seq: either INLINE (an asm template, its operands, its
 * clobbers and an annotation), SHIM (call the libatomic-ABI routine named in
 * seq->shim_name, provided by libgcc-shim/), or GCC (leave the builtin alone).
 *
 *   al_target t;  al_target_parse("x86_64+cx16", &t)   or al_target_detect(...)
 *   al_request r = { .op = AL_FETCH_OP, .arith = AL_ADD, .width = 4,
 *                    .order = AL_SEQ_CST, .use = AL_USE_VALUE, .align = 4 };
 *   al_seq s;  al_lower(&t, &r, &s);
 *   s.decision == AL_INLINE:  s.text = "lock xaddl %0, %1" ...
 *
 * Operand numbering follows GCC's asm rules: outputs first (0..n_out-1),
 * then inputs.  Templates refer to operands as %N (with target modifiers,
 * e.g. %k0 on x86); a tied input's constraint is the output's digit.
 */
#ifndef ATOMLOWER_H
#define ATOMLOWER_H

#include <stdbool.h>
#include <stddef.h>

/* C11 memory orders, numbered as __ATOMIC_RELAXED .. __ATOMIC_SEQ_CST.  */
typedef enum al_order {
  AL_RELAXED = 0, AL_CONSUME = 1, AL_ACQUIRE = 2,
  AL_RELEASE = 3, AL_ACQ_REL = 4, AL_SEQ_CST = 5
} al_order;
#define AL_N_ORDERS 6

typedef enum al_op {
  AL_LOAD,          /* val = *p */
  AL_STORE,         /* *p = val */
  AL_EXCHANGE,      /* old = *p; *p = val */
  AL_CAS,           /* compare-exchange; form in al_request.cas_form */
  AL_FETCH_OP,      /* old = *p; *p = old OP val; result old */
  AL_OP_FETCH,      /* ... result new */
  AL_TEST_AND_SET,  /* byte: old = *p; *p = 1; result old != 0 */
  AL_CLEAR,         /* byte: *p = 0 */
  AL_THREAD_FENCE,
  AL_SIGNAL_FENCE,
  AL_IS_LOCK_FREE   /* answered by al_is_lock_free(); never rendered */
} al_op;

typedef enum al_arith { AL_ADD, AL_SUB, AL_AND, AL_OR, AL_XOR, AL_NAND } al_arith;
#define AL_N_ARITH 6

typedef enum al_cas_form {
  AL_CAS_ATOMIC,    /* __atomic_compare_exchange_N (p, &expected, desired, weak, s, f):
                       bool result; on failure the observed value is written to *expected */
  AL_CAS_SYNC_VAL,  /* __sync_val_compare_and_swap (p, expected, desired): result old value */
  AL_CAS_SYNC_BOOL  /* __sync_bool_compare_and_swap: bool result */
} al_cas_form;

/* How the site uses the result.  The plugin proves the narrower uses, where the target
   has sequences for them (al_narrow_uses); the sequence says which use it implements
   (al_seq.use: a narrow one, or the value).  */
typedef enum al_use {
  AL_USE_NONE,      /* result unused */
  AL_USE_VALUE,     /* result used as a value */
  AL_USE_ZERO_TEST, /* op_fetch result used only in (result == 0) / (result != 0): the
                       sequence's FLAG output is true exactly when the new value is zero */
  AL_USE_BIT_TEST   /* fetch_or/and/xor with a single-bit constant, result used only
                       as (result & bit): the FLAG output is true exactly when that bit
                       was set before the operation */
} al_use;

/* Where an AL_CAS_ATOMIC compare-exchange's *expected lives, and who writes the
   observed value back to it.  */
typedef enum al_exp_where {
  AL_EXP_MEM_ASM = 0, /* memory the sequence writes itself on failure (an EXPMEM or
                         EXPPTR operand) */
  AL_EXP_REG,         /* a private variable the plugin loads before the sequence
                         (EXPECTED) and assigns after it with the observed value (as
                         GCC's own lowering of such a compare-exchange does: on success
                         that value is the expected one).  The sequence must then not
                         touch *expected (no EXPMEM, no EXPPTR) and must yield the
                         observed value: RESULT when cas_by_compare, else an OBSERVED
                         output.  A target may ignore the request (its sequence keeps
                         EXPMEM); the plugin then does no write. */
  AL_EXP_MEM_AFTER    /* memory, which the plugin stores to after the sequence only when
                         it failed: the sequence is asked for as with AL_EXP_REG, on the
                         targets whose al_arch_desc.cas_store_after says so; al_lower
                         turns the request into an AL_EXP_MEM_ASM one for the others */
} al_exp_where;

typedef struct al_request {
  al_op op;
  al_arith arith;        /* AL_FETCH_OP / AL_OP_FETCH */
  al_cas_form cas_form;  /* AL_CAS */
  int width;             /* 1, 2, 4, 8, 16 (bytes); 1 for test_and_set/clear */
  al_order order;        /* success order; normalised by al_normalize_orders */
  al_order fail_order;   /* AL_CAS */
  bool weak;             /* AL_CAS */
  al_use use;
  bool val_const;        /* the value operand is a known constant ... */
  long long val;         /* ... with this value (low 64 bits, sign-extended) */
  int align;             /* bytes the object is proven aligned to (0: unknown) */
  bool sync;             /* came from a __sync_* builtin (affects only mode=gaps) */
  bool c11_value_cas;    /* AL_CAS_SYNC_VAL made from a C11 compare-exchange whose expected
                            value is already in a register (GCC's .ATOMIC_COMPARE_EXCHANGE,
                            after inlining): the same sequence, named and annotated as
                            compare_exchange with its success/failure orders */
  al_exp_where exp;      /* AL_CAS_ATOMIC: where *expected lives and who writes the
                            observed value back to it (al_exp_where) */
  bool cas_cond;         /* AL_CAS: the success is read only by a branch's condition
                            (the plugin proves it); a target whose success flag costs
                            instructions to read (POWER's cr0) leaves it to the compare */
} al_request;

typedef enum al_decision { AL_INLINE, AL_SHIM, AL_GCC } al_decision;

/* What an operand is bound to; the plugin materialises each role.  */
typedef enum al_role {
  AL_R_MEM,        /* the atomic object *p, as a memory operand */
  AL_R_PTR,        /* p itself, in a register */
  AL_R_RESULT,     /* the call's value (old/new value, bool for CAS/TAS) */
  AL_R_VAL,        /* the value operand */
  AL_R_EXPECTED,   /* CAS expected value (the plugin loads *expected for AL_CAS_ATOMIC) */
  AL_R_DESIRED,    /* CAS desired value */
  AL_R_EXPMEM,     /* AL_CAS_ATOMIC: *expected as a memory operand (written on failure) */
  AL_R_EXPPTR,     /* AL_CAS_ATOMIC: the expected pointer itself, in a register */
  AL_R_FLAG,       /* a condition-code output (asm flag output) or 0/1 register: CAS
                      success, zero test, bit test */
  AL_R_SCRATCH,    /* a temporary register, value discarded */
  AL_R_IMM,        /* a constant input: al_operand.imm */
  /* Sub-word operations on the aligned word that contains the object
     (masked loops); the plugin computes these in GIMPLE from p.  */
  AL_R_WMEM,       /* the aligned 4-byte word containing *p, as a memory operand */
  AL_R_WPTR,       /* its address, in a register */
  AL_R_SHIFT,      /* bit position of *p in that word (endianness applied) */
  AL_R_MASK,       /* ((1 << 8*width) - 1) << shift */
  AL_R_OBSERVED    /* AL_CAS_ATOMIC with *expected not AL_EXP_MEM_ASM: the value the
                      compare-exchange observed, when RESULT is the success flag */
} al_role;

/* How a compare-exchange's FLAG output says it stored.  */
typedef enum al_cas_flag {
  AL_CASF_NONE,    /* no flag: success is (observed == expected) */
  AL_CASF_ZERO,    /* a register, zero exactly when it stored (RISC-V's status) */
  AL_CASF_SET,     /* a condition-code output, true exactly when it stored
                      (ARM's and AArch64's Z after the loop: "=@cceq"), or a register
                      bound at width 1 holding 1 exactly when it stored, 0 otherwise
                      (m68k's seq ; neg.b, SH's movt: the plugin takes it as the bool) */
  AL_CASF_IPM      /* a 32-bit register below 0x10000000 exactly when it stored: s390x's
                      IPM of the condition code (in bits 28-29, 0 when the CS stored;
                      bits 30-31 zero, the program mask below): the plugin takes
                      (flag - 0x10000000) >> 31, slfi ; risbg */
} al_cas_flag;

typedef enum al_part { AL_WHOLE, AL_LO, AL_HI } al_part; /* halves of a 2*64-bit value */

/* How a result returned in two halves (AL_LO, AL_HI) becomes one value.  The same
   value either way; which costs GCC fewest moves depends on the target (hi << N + lo
   was tried on POWER: GCC 12 builds its carry).  */
typedef enum al_join {
  AL_JOIN_OR,      /* hi << N | lo (x86-64: two moves) */
  AL_JOIN_STORE    /* each half stored into its place in a local kept out of SSA and read
                      whole: expand makes the stores register moves (POWER, where GCC 12
                      materializes zeros for | and a carry for +) */
} al_join;

typedef struct al_operand {
  al_role role;
  al_part part;
  bool shifted;          /* AL_R_VAL/EXPECTED/DESIRED: zero-extended and moved to the
                            object's bit position in its word (masked loops) */
  bool fill;             /* with shifted: every bit around the field set (v << shift |
                            ~mask), so one AND with the word is a masked and */
  bool invert;           /* AL_R_MASK: ~mask, the bits around the field */
  char constraint[16];   /* final GCC constraint text ("=&r", "+m", "q", "0", "=@ccz") */
  int width;             /* bytes of the value bound (1..16); 0 for a flag */
  long long imm;         /* AL_R_IMM */
} al_operand;

#define AL_MAX_OPERANDS 12
#define AL_MAX_TEXT 1536
#define AL_MAX_CLOBBERS 16

typedef struct al_seq {
  al_decision decision;
  const char *reason;           /* static text for the report */
  const char *recipe;           /* "native", "llsc", "cas-loop", "masked", "kuser", ... */
  char text[AL_MAX_TEXT];       /* asm template, first line the "atomlower:" annotation */
  char annotation[96];          /* "atomlower: fetch_add 4 seq_cst" */
  int n_out, n_in;
  al_operand out[AL_MAX_OPERANDS], in[AL_MAX_OPERANDS];
  int n_clobbers;
  const char *clobbers[AL_MAX_CLOBBERS];
  int n_insns;                  /* machine instructions in the template */
  char shim_name[48];           /* AL_SHIM: e.g. "__atomic_fetch_add_4" */
  al_use use;                   /* the use the sequence implements (may be widened
                                   back to AL_USE_VALUE by the target) */
  bool cas_by_compare;          /* AL_CAS: RESULT is the observed value even for the
                                   bool forms; success is (observed == expected),
                                   which holds for a strong compare-exchange */
  al_cas_flag cas_flag;         /* AL_CAS with cas_by_compare: success is read from
                                   the FLAG output instead of comparing the observed
                                   and expected values (llsc.c, ok_width/ok_cc) */
  int cas_flag_bit;             /* AL_CASF_SET in a register wider than a byte: the bit
                                   of it that holds the success (POWER's cr0 copied by
                                   mfocrf: its eq, bit 29), or 0; the plugin extracts
                                   it, so GCC knows the bool is 0 or 1 */
  al_join join;                  /* how the plugin joins a result in LO and HI halves */
  bool mem_plain;               /* the object's memory operands are not volatile (the asm
                                   itself is, and clobbers memory: nothing moves across
                                   it either way); set where GCC's register allocation
                                   is measured shorter so (AArch64's 16-byte pairs:
                                   a volatile operand made GCC 12 copy the by-value
                                   compare-exchange's pairs, 6 moves for Clang's 2) */
} al_seq;

/* Target description: an architecture plus feature bits; see the per-arch files.
   An architecture is one lower/<arch>.c file's al_arch_desc; the build finds every
   descriptor (build/host/lower/arches.inc, made from the sources), so al_arch is only
   the descriptor's position in that list, never spelled in code: ask the accessors
   below.  Feature and scheme bits are per architecture: the AL_F_* and AL_S_* values
   below belong to the targets the tools name; a new target keeps its own bits in its
   own file.  */
typedef unsigned al_arch;

enum al_feature {
  AL_F_CX16   = 1u << 0,  /* x86: cmpxchg16b */
  AL_F_AVX    = 1u << 1,  /* x86: aligned 16-byte vmovdqa is single-copy atomic */
  AL_F_LSE    = 1u << 2,  /* aarch64 v8.1 */
  AL_F_RCPC   = 1u << 3,  /* aarch64 v8.3 ldapr */
  AL_F_LSE2   = 1u << 4,  /* aarch64 v8.4 16-byte ldp/stp */
  AL_F_OUTLINE= 1u << 5,  /* aarch64 -moutline-atomics: runtime LSE dispatch */
  AL_F_THUMB  = 1u << 6,  /* arm: Thumb state */
  AL_F_PARTWORD = 1u << 7,/* ppc: lbarx/lharx (ISA 2.06) */
  AL_F_QUAD   = 1u << 8,  /* ppc: lqarx/stqcx. (ISA 2.07) */
  AL_F_NOSSE  = 1u << 9,  /* x86: no SSE registers (-mno-sse, -mgeneral-regs-only) */
};

/* Mapping schemes: alternative published mappings of one target (README, "Schemes").
   A scheme is a "+NAME" token of the target name, like a feature, or an entry of the
   plugin's scheme= option.  The schemes of an arch come in groups (x86-64: the
   seq_cst store, the seq_cst fence); within a group exactly one applies, the one
   named or else the group's default, which on AArch64 follows the features (+lse:
   rmw-lse).  al_target.schemes always holds one bit per group; the canonical name
   spells only the schemes that are not their group's default.  Each row a scheme
   selects cites its source in lower/<arch>.c.  */
enum al_scheme_bit {
  AL_S_X86_STORE_XCHG   = 1u << 0,   /* x86-64 seq_cst store: xchg (default) */
  AL_S_X86_STORE_MFENCE = 1u << 1,   /*   mov ; mfence */
  AL_S_X86_STORE_LOCKOR = 1u << 2,   /*   mov ; lock orq $0,(%rsp) */
  AL_S_X86_FENCE_LOCKOR = 1u << 3,   /* x86-64 seq_cst fence: lock orq (default) */
  AL_S_X86_FENCE_MFENCE = 1u << 4,   /*   mfence */
  AL_S_A64_RMW_LLSC     = 1u << 5,   /* AArch64 RMW: LDXR/STXR loops */
  AL_S_A64_RMW_LSE      = 1u << 6,   /*   LSE instructions (needs +lse) */
  AL_S_A64_RMW_DISPATCH = 1u << 7,   /*   run-time choice on __aarch64_have_lse_atomics */
  AL_S_A64_ACQ_LDAR     = 1u << 8,   /* AArch64 acquire load: LDAR */
  AL_S_A64_ACQ_LDAPR    = 1u << 9,   /*   LDAPR (needs +rcpc) */
  AL_S_A64_PAIR_LLSC    = 1u << 10,  /* AArch64 16 bytes: LDXP/STXP for every operation */
  AL_S_A64_PAIR_CASP    = 1u << 11,  /*   CASP compare-exchange (needs +lse) */
  AL_S_A64_PAIR_LSE2    = 1u << 12,  /*   LDP/STP loads and stores (needs +lse2) */
  AL_S_ARM_DMB_ISH      = 1u << 13,  /* ARMv7 barrier: dmb ish (default) */
  AL_S_ARM_DMB_SY       = 1u << 14,  /*   dmb sy */
  AL_S_PPC_LEADING      = 1u << 15,  /* POWER: leading-sync (default) */
  AL_S_PPC_TRAILING     = 1u << 16,  /*   trailing-sync (unsound for C11: study only) */
  AL_S_RV_A6            = 1u << 17,  /* RISC-V: Table A.6 */
  AL_S_RV_PSABI         = 1u << 18,  /*   psABI: A.6 + fence rw,rw after seq_cst stores
                                            (default) */
  AL_S_RV_GCC12         = 1u << 19,  /*   GCC 12's fence mapping */
  AL_S_ARM_ACQ_DMB      = 1u << 20,  /* ARMv7 acquire load: ldr ; dmb (default) */
  AL_S_ARM_ACQ_CTRL_ISB = 1u << 21,  /*   ldr ; cmp ; bne ; isb (control dependency + ISB) */
};

typedef struct al_target {
  al_arch arch;
  unsigned features;
  unsigned schemes;      /* one AL_S_* bit per scheme group of the arch */
  int arm_arch;          /* arm: 5, 6, 7, 8; profile-free; 6 means v6 without K */
  bool arm_v6k;          /* arm: ldrex{b,h,d}, clrex (v6K, v7) */
  bool no_flag_outputs;  /* the compiler has no asm flag outputs ("=@cceq"): GCC 9 on Arm
                            and AArch64 (__GCC_ASM_FLAG_OUTPUTS__ undefined; GCC 10 added
                            them there); a compare-exchange's success is then compared */
  char name[128];        /* canonical name, as accepted by al_target_parse */
} al_target;

/* Target from the compiler's predefined macros.  lookup(ctx, "NAME") returns
   the macro's expansion ("" when defined empty), or NULL when undefined.  */
typedef const char *(*al_macro_lookup)(void *ctx, const char *name);
bool al_target_detect(al_macro_lookup lookup, void *ctx, al_target *out);

/* Target from a name such as "x86_64", "x86_64+cx16+avx", "aarch64+lse".
   Returns false on an unknown name; al_target_names() lists the valid ones.  */
bool al_target_parse(const char *name, al_target *out);
/* The same; on failure WHY (when not NULL) says what was wrong, naming the valid
   tokens (an unknown token, two schemes of one group, a scheme that needs a feature
   or variant the target lacks).  */
bool al_target_parse_why(const char *name, al_target *out, char *why, size_t n);
/* Every target name, with its features and schemes ("lower-cells --targets").  */
const char *al_target_names(void);
/* Add the comma-separated schemes LIST to T (the plugin's scheme= option): the same
   as appending "+NAME" for each.  False, with WHY, when one is unknown, conflicts or
   does not apply to T (T is then unchanged).  */
bool al_target_add_schemes(al_target *t, const char *list, char *why, size_t n);
/* Is NAME a scheme of any target?  Every scheme name, comma-separated.  */
bool al_scheme_known(const char *name);
const char *al_scheme_all(void);
/* The schemes that apply to T, comma-separated, each group's default marked with
   " (default)" ("store-xchg (default), store-mfence, ...").  */
const char *al_scheme_names(const al_target *t);
/* The schemes in effect for T, one per group, comma-separated ("store-xchg,fence-lockor").  */
const char *al_scheme_list(const al_target *t);
/* Every scheme of every arch, with its group, default and source: the plugin's help.  */
const char *al_scheme_help(void);
const char *al_arch_name(al_arch a);
/* The lower/ file that holds the architecture's table ("x86.c"), for citations.  */
const char *al_arch_file(al_arch a);
/* Facts the test generators need: byte order (the bit position of a sub-word object
   in its aligned word), whether C has __int128 there, herd7's name for the
   architecture's model (NULL: herd7 has none, or lower/tools/litmus.c cannot
   translate its code yet).  */
bool al_arch_big_endian(al_arch a);
bool al_arch_int128(al_arch a);
const char *al_arch_herd(al_arch a);
/* Is INSN, one line of a sequence's template (leading blanks allowed), one of A's
   memory barriers (al_arch_desc.barriers)?  */
bool al_arch_is_barrier(al_arch a, const char *insn);
/* A's barriers (al_arch_desc.barriers), NULL-terminated; NULL: none.  */
const char *const *al_arch_barrier_names(al_arch a);
/* Merging the barriers of adjacent sites (merge.c): the earlier site's text ends with a
   barrier and the later one's begins with one, and one of the two can go.  */
typedef struct al_barrier_merge {
  int drop;              /* 1: the earlier site's last line, 2: the later site's first
                            line after its annotation */
  int offset;            /* where that line starts in its text */
  char dropped[32], kept[32];   /* the two barrier lines */
  const char *why;       /* the rule's argument */
  int across;            /* 0: the two sites are adjacent in one block; N: the later site
                            begins a block whose N incoming edges each come from a block
                            ending with a site like EARLIER (al_merge_into_later) */
} al_barrier_merge;
/* Whether EARLIER's last barrier and LATER's first can be one (M says which goes).  */
bool al_merge_barriers(const al_target *t, const char *earlier, const char *later, al_barrier_merge *m);
/* Whether LATER's first barrier can go for EARLIER's last (the same barrier, or a stronger
   one by a row): M drops from LATER (drop 2); EARLIER's stays whole.  Across blocks, where
   the earlier site is one of several (every block before the later one's).  */
bool al_merge_into_later(const al_target *t, const char *earlier, const char *later, al_barrier_merge *m);
/* TEXT (the earlier site's when WHICH is 1, the later's when 2) without the barrier M
   drops, its annotation line saying so, into OUT; false when M drops nothing from TEXT or
   OUT is too small.  */
bool al_merge_text(const al_barrier_merge *m, int which, const char *text, char *out, size_t n);
/* The lines of S's text that are barriers of T's architecture.  */
int al_seq_barriers(const al_target *t, const al_seq *s);
/* The same for a sequence's text.  */
int al_text_barriers(const al_target *t, const char *text);
/* The instructions that make a load, store or fence of A ordered, as one regular
   expression over an assembly line (al_arch_desc.ordered): what a test scans compiled
   code for when an access must carry no order.  */
const char *al_arch_ordered_forms(al_arch a);
/* The compiler options that give T's instructions ("-march=armv8.1-a"; "" when the
   triplet's defaults do): the unit suite assembles T's cells with them.  */
const char *al_target_cflags(const al_target *t);

/* Memory orders (values 0..5; the plugin leaves other values to GCC).
   Invalid orders become seq_cst and consume becomes acquire, as GCC does;
   the result says what to warn about (GCC's -Winvalid-memory-model).  */
typedef enum al_diag {
  AL_DIAG_NONE,
  AL_DIAG_BAD_ORDER,      /* success order invalid for the operation */
  AL_DIAG_BAD_FAIL,       /* failure order release or acq_rel */
  AL_DIAG_FAIL_STRONGER   /* failure order stronger than success order */
} al_diag;
al_diag al_normalize_orders(al_request *r);
const char *al_order_name(al_order o);
const char *al_op_name(const al_request *r);  /* "fetch_add", "compare_exchange", ... */

/* The decision and the sequence.  */
void al_lower(const al_target *t, const al_request *r, al_seq *s);

/* What __atomic_is_lock_free (width, p) answers for an object with the
   given proven alignment: 1 lock-free, 0 not, -1 only known at run time.  */
int al_is_lock_free(const al_target *t, int width, int align);
/* 1 when the answer above is 1 and the plugin also inlines such an object (its
   compare-exchange, the operation every lock-free width has), so the answer may be
   folded at compile time; 0 when only the runtime makes it lock-free (armv5/v6
   8 bytes: the shim's __kuser_cmpxchg64 loop) or it is not lock-free; -1 when the
   table leaves it to GCC.  GCC, likewise, calls __atomic_is_lock_free for what it
   does not inline, so a program may supply its own.  */
int al_inline_lock_free(const al_target *t, int width, int align);
/* The alignment a WIDTH-byte object needs to be inlined (and lock-free): WIDTH, or less
   where the ABI aligns such objects to less and the instructions take them (m68k: 4
   bytes at 2).  The runtime is built to it (lower-cells --lock-free-h, AL_ALIGN_N).  */
int al_inline_align(const al_target *t, int width);
/* The narrow uses (1 << AL_USE_ZERO_TEST, 1 << AL_USE_BIT_TEST) the target has sequences
   for: the plugin looks for them only there.  */
unsigned al_narrow_uses(const al_target *t);

/* Would GCC major GCC (9 to 14) on its own emit a library call for this
   request, or drop it (wrong code the plugin must replace)?  mode=gaps lowers those.  */
bool al_gcc_calls_out(const al_target *t, const al_request *r, int gcc);

/* The libatomic-ABI name for a request ("__atomic_fetch_add_4").  */
void al_shim_name(const al_request *r, char *buf, size_t n);

#endif /* ATOMLOWER_H */
