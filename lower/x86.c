/* x86.c — the x86-64 mapping, x32 beside it (al_arch_x32: 4-byte pointers), and the i386
 * (IA-32) one (al_arch_i386, at the end).
 *
 * Sources cited per row below:
 *  [CAM]  Cambridge "C/C++11 mappings to processors" (Sewell et al.), x86 table:
 *         load (any order): MOV; store relaxed/release: MOV; store seq_cst: XCHG
 *         (the alternative MOV;MFENCE is not used); fences other than seq_cst:
 *         no instruction; seq_cst fence: MFENCE; RMW and CAS: LOCK-prefixed
 *         instructions (at every order).
 *  [SDM]  Intel 64 and IA-32 SDM Vol. 3A §9.2.2 "Memory Ordering in P6 and More
 *         Recent Processor Families": loads are not reordered with other loads,
 *         stores not with other stores or older loads, locked instructions have
 *         a total order and are not reordered with any load or store; Vol. 2:
 *         XCHG with a memory operand is locked without a LOCK prefix; CMPXCHG16B
 *         needs a 16-byte aligned operand (#GP otherwise) and CPUID.01H:ECX.CX16.
 *  [SDM-AVX] SDM Vol. 3A §9.1.1: processors that enumerate AVX guarantee that
 *         16-byte (V)MOVDQA accesses to 16-byte aligned addresses are atomic
 *         (AMD APM Vol. 1 §3.9.1.3 states the same for AVX processors).
 *  [GCC]  GCC 12's own x86-64 code, which interoperates with this mapping on the
 *         same objects: lock orq $0,(%rsp) for the seq_cst fence (its
 *         -mtune=generic choice over MFENCE; any locked instruction is a full
 *         barrier by [SDM] §9.2.2), lock bts/btr/btc for single-bit tests,
 *         lock add/sub/and/or/xor with flags for results compared with zero.
 *  [LINUX] Linux arch/x86/include/asm/barrier.h: the kernel's full barrier smp_mb() is
 *         a locked add to the stack top ("lock; addl $0,-4(%rsp)"), chosen over MFENCE
 *         for speed; [SDM] §9.2.2 makes any locked instruction a full barrier.
 *
 * Schemes (README "Schemes"; -fplugin-arg-atomlower-scheme= or "+NAME" in the target):
 *   seq_cst store  store-xchg (default)  xchg %r, %mem                      [CAM]
 *                  store-mfence          mov %r, %mem ; mfence              [CAM, the
 *                                        alternative its x86 row names]
 *                  store-lockor          mov %r, %mem ; lock orq $0,(%rsp)  [GCC fence;
 *                                        SDM §9.2.2; LINUX]
 *   seq_cst fence  fence-lockor (default) lock orq $0,(%rsp)                [GCC]
 *                  fence-mfence          mfence                             [CAM]
 * The fence scheme also gives the fence after a 16-byte seq_cst vmovdqa/movdqa store.
 *
 * The i386 back end adds a flags clobber to every asm statement
 * (ix86_md_asm_adjust), so no template here lists "cc".
 */
#include "internal.h"

#include <stdio.h>
#include <string.h>

/* Mnemonic suffix and register constraints by width (1, 2, 4, 8 bytes).  */
static char sfx(int w) { return w == 1 ? 'b' : w == 2 ? 'w' : w == 4 ? 'l' : 'q'; }
static const char *reg_in(int w) { return w == 1 ? "q" : "r"; }
static const char *reg_out(int w) { return w == 1 ? "=q" : "=r"; }
static const char *reg_out_early(int w) { return w == 1 ? "=&q" : "=&r"; }
/* Register or immediate source of an ALU instruction: 8-byte ALU immediates
   are 32-bit sign-extended ('e').  */
static const char *src(int w) { return w == 1 ? "qi" : w == 8 ? "re" : "ri"; }

/* The locked read-modify-write instruction for each arithmetic operation
   whose result is not needed [CAM: RMW = LOCK-prefixed].  NAND has none.  */
static const char *const lock_alu[AL_N_ARITH] = {
  [AL_ADD] = "add", [AL_SUB] = "sub", [AL_AND] = "and",
  [AL_OR] = "or", [AL_XOR] = "xor", [AL_NAND] = NULL,
};

/* The seq_cst fence [CAM: MFENCE; GCC: lock or of the stack top, same effect
   by SDM §9.2.2, cheaper on current cores]: scheme fence-lockor (default) or
   fence-mfence.  */
extern const al_arch_desc al_arch_i386;
/* Is T the 32-bit target (al_arch_i386 below)?  Its descriptor's name string is
   the one al_arch_name returns.  */
static bool ia32(const al_target *t) { return al_arch_name(t->arch) == al_arch_i386.name; }
/* Is T x32 (al_arch_x32 below: the x86-64 instruction set with 4-byte pointers)?  */
extern const al_arch_desc al_arch_x32;
static bool x32(const al_target *t) { return al_arch_name(t->arch) == al_arch_x32.name; }
/* The width of a pointer operand (the object's or *expected's address in a register).  */
static int ptr_width(const al_target *t) { return x32(t) ? 4 : 8; }

/* The locked no-op on the stack top that is GCC's full barrier: lock orq $0,(%rsp)
   on x86-64, lock orl $0,(%esp) on i386 (GCC 12 -m32 emits the latter for
   __atomic_thread_fence (__ATOMIC_SEQ_CST) and after a seq_cst 8-byte store).  */
static void lock_or(const al_target *t, al_seq *s)
{
  if (ia32(t))
    al_insn(s, "lock orl $0,(%%%%esp)");
  else
    al_insn(s, "lock orq $0,(%%%%rsp)");
}

static void seq_cst_fence(const al_target *t, al_seq *s)
{
  if (t->schemes & AL_S_X86_FENCE_MFENCE)
    al_insn(s, "mfence");
  else
    lock_or(t, s);
}

/* ---- 1, 2, 4, 8 bytes --------------------------------------------------- */

/*   mov  %mem, %res                                   [CAM load: MOV]  */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, reg_out(r->width), r->width);
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", r->width);
  al_insn(s, "mov%c %%%d, %%%d", sfx(r->width), mem, res);
}

/*   relaxed/release:  mov  %val, %mem                 [CAM store: MOV]
 *   seq_cst:          xchg %tmp, %mem  (tmp = val)    [CAM store SC: XCHG]  (store-xchg)
 *                     mov  %val, %mem ; mfence        [CAM alternative]     (store-mfence)
 *                     mov  %val, %mem ; lock orq $0,(%rsp)  [GCC; SDM §9.2.2; LINUX]
 *                                                                          (store-lockor) */
static void store(const al_target *t, const al_request *r, al_seq *s, bool zero)
{
  int w = r->width;
  bool fenced = t->schemes & (AL_S_X86_STORE_MFENCE | AL_S_X86_STORE_LOCKOR);
  if (r->order != AL_SEQ_CST || fenced)
    {
      int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=m", w);
      int val = zero ? al_in_imm(s, src(w), w, 0) : al_in(s, AL_R_VAL, AL_WHOLE, src(w), w);
      al_insn(s, "mov%c %%%d, %%%d", sfx(w), val, mem);
      if (r->order == AL_SEQ_CST && (t->schemes & AL_S_X86_STORE_MFENCE))
        al_insn(s, "mfence");
      else if (r->order == AL_SEQ_CST)
        lock_or(t, s);
      return;
    }
  int tmp = al_out(s, AL_R_SCRATCH, AL_WHOLE, reg_out(w), w);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", w);
  if (zero)
    al_in_imm(s, "0", w, 0);
  else
    al_in_tied(s, AL_R_VAL, AL_WHOLE, tmp, w);
  al_insn(s, "xchg%c %%%d, %%%d", sfx(w), tmp, mem);
}

/*   xchg %res, %mem   (res = val; implicitly locked [SDM])  */
static void exchange(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int w = r->width;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, reg_out(w), w);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", w);
  al_in_tied(s, AL_R_VAL, AL_WHOLE, res, w);
  al_insn(s, "xchg%c %%%d, %%%d", sfx(w), res, mem);
  s->use = al_value_use(r);
}

/*   xchgb %res, %mem   (res = 1) [SDM XCHG]; the plugin turns the old byte
 *   into a bool with a test against zero.  GCC returns the old byte itself
 *   (its "set" value is 1), which gives an invalid _Bool when plain code left
 *   another nonzero value in the byte; the test costs two instructions.  */
static void test_and_set(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=q", 1);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", 1);
  al_in_imm(s, "0", 1, 1);
  al_insn(s, "xchgb %%%d, %%%d", res, mem);
  s->use = al_value_use(r);
}

/*   lock cmpxchg %des, %mem      (%eax = expected in, observed out; ZF = success)
 *   [__atomic form:]  je 1f ; mov %eax, %expected ; 1:      [CAM CAS: LOCK CMPXCHG]
 *   [__atomic form, expected in a register:] %eax is the OBSERVED output.  */
static void cas(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int w = r->width;
  bool val_form = r->cas_form == AL_CAS_SYNC_VAL;
  bool observed = r->cas_form == AL_CAS_ATOMIC && r->exp != AL_EXP_MEM_ASM;
  int old = al_out(s, val_form ? AL_R_RESULT : observed ? AL_R_OBSERVED : AL_R_SCRATCH,
                   AL_WHOLE, "=a", w);
  if (!val_form)
    al_out(s, AL_R_RESULT, AL_WHOLE, "=@ccz", 0);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", w);
  int expmem = al_expmem(r) ? al_out(s, AL_R_EXPMEM, AL_WHOLE, "+m", w) : -1;
  al_in_tied(s, AL_R_EXPECTED, AL_WHOLE, old, w);
  int des = al_in(s, AL_R_DESIRED, AL_WHOLE, reg_in(w), w);
  al_insn(s, "lock cmpxchg%c %%%d, %%%d", sfx(w), des, mem);
  if (expmem >= 0)
    {
      al_insn(s, "je 1f");
      al_insn(s, "mov%c %%%d, %%%d", sfx(w), old, expmem);
      al_label(s, "1:");
    }
  s->use = al_value_use(r);
}

/* fetch_add / add_fetch / fetch_sub / sub_fetch with the result used:
 *   fetch_add:  lock xadd %res, %mem                    (res = val)
 *   add_fetch:  lock xadd %res, %mem ; add %val, %res
 *   fetch_sub:  neg %res ; lock xadd %res, %mem         (res = val, or = -c)
 *   sub_fetch:  neg %res ; lock xadd %res, %mem ; sub %val, %res
 * [CAM RMW: LOCK XADD]  */
static void xadd(const al_request *r, al_seq *s)
{
  int w = r->width;
  bool sub = r->arith == AL_SUB, new_value = r->op == AL_OP_FETCH;
  bool neg_const = sub && r->val_const;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, new_value ? reg_out_early(w) : reg_out(w), w);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", w);
  if (neg_const)
    al_in_imm(s, "0", w, -r->val);
  else
    al_in_tied(s, AL_R_VAL, AL_WHOLE, res, w);
  int val = new_value ? al_in(s, AL_R_VAL, AL_WHOLE, src(w), w) : -1;
  if (sub && !neg_const)
    al_insn(s, "neg%c %%%d", sfx(w), res);
  al_insn(s, "lock xadd%c %%%d, %%%d", sfx(w), res, mem);
  if (new_value)
    al_insn(s, "%s%c %%%d, %%%d", sub ? "sub" : "add", sfx(w), val, res);
}

/*   lock <op> %val, %mem         (result unused)  [CAM RMW: LOCK-prefixed]
 *   lock <op> %val, %mem ; ZF    (op_fetch result compared with zero) [GCC]  */
static void lock_alu_op(const al_request *r, al_seq *s, bool flag)
{
  int w = r->width;
  if (flag)
    al_out(s, AL_R_FLAG, AL_WHOLE, "=@ccz", 0);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", w);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, src(w), w);
  al_insn(s, "lock %s%c %%%d, %%%d", lock_alu[r->arith], sfx(w), val, mem);
}

/*   lock bts/btr/btc $bit, %mem ; CF = old bit    [GCC; SDM Vol. 2 BTS/BTR/BTC]  */
static void bit_test(const al_request *r, al_seq *s, int bit)
{
  static const char *const bt[AL_N_ARITH] = { [AL_OR] = "bts", [AL_AND] = "btr", [AL_XOR] = "btc" };
  int w = r->width;
  al_out(s, AL_R_FLAG, AL_WHOLE, "=@ccc", 0);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", w);
  al_insn(s, "lock %s%c $%d, %%%d", bt[r->arith], sfx(w), bit, mem);
}

/* Any fetch_op / op_fetch as a compare-exchange loop [CAM CAS: LOCK CMPXCHG]:
 *        mov  %mem, %old
 *   1:   mov  %old, %new
 *        <op> %val, %new          (nand: and ; not)
 *        lock cmpxchg %new, %mem  (on failure %old = observed value)
 *        jne  1b
 */
static void cmpxchg_loop(const al_request *r, al_seq *s, bool ia32_)
{
  /* The shared CAS-loop builder (casloop.c, al_cas_rmw) with x86's fragments:
     CMPXCHG compares with and reloads the fixed %eax ("a"), two-operand ALU forms
     copy the old value first, the value may be an immediate.  */
  static const char *const alu[AL_N_ARITH] = {
    [AL_ADD] = "add", [AL_SUB] = "sub", [AL_AND] = "and",
    [AL_OR] = "or", [AL_XOR] = "xor", [AL_NAND] = "and" };
  int w = r->width;
  char c = sfx(w);
  char load[32], op[64], not_[16], cas[40];
  snprintf(load, sizeof load, "mov%c %%{m}, %%{d}", c);
  snprintf(op, sizeof op, "mov%c %%{a}, %%{d}\n%s%c %%{b}, %%{d}", c, alu[r->arith], c);
  snprintf(not_, sizeof not_, "not%c %%{d}", c);
  snprintf(cas, sizeof cas, "lock cmpxchg%c %%{a}, %%{m}", c);
  /* i386, 1 byte, fetch_op: the new value in %ah beside the old one in %al, so no
     third byte register (on i386 that is %bl or %cl, %ebx callee-saved: a push and a
     pop); Clang 16 does the same.  Not on x86-64: %ah cannot meet a REX prefix, which
     a register from r8-r15 or %sil/%dil in the value or the address would need.  */
  bool hi = ia32_ && w == 1 && r->op != AL_OP_FETCH;
  if (hi)
    {
      snprintf(op, sizeof op, "movb %%{a}, %%h{d}\n%sb %%{b}, %%h{d}", alu[r->arith]);
      snprintf(not_, sizeof not_, "notb %%h{d}");
      snprintf(cas, sizeof cas, "lock cmpxchgb %%h{a}, %%{m}");
    }
  al_casloop k = {
    .load = load, .cas = cas, .retry = "jne 1b", .trail = NULL,
    .add = op, .sub = op, .and_ = op, .or_ = op, .xor_ = op, .not_ = not_,
    .mem_c = "m", .reg_c = w == 1 ? "q" : "r", .old_c = "a",
    .val_c = src(w), .cc = NULL, .reg_width = w,
    .new_in_old = hi,
  };
  al_cas_rmw(r, s, &k);
  s->recipe = "cas-loop";
}

static int rmw_bit(const al_request *r)
{
  if (r->use != AL_USE_BIT_TEST || r->op != AL_FETCH_OP || !r->val_const || r->width < 2)
    return -1;
  switch (r->arith)
    {
    case AL_OR:
    case AL_XOR:
      return al_single_bit((unsigned long long) r->val, r->width);
    case AL_AND:
      return al_single_bit(~(unsigned long long) r->val, r->width);
    case AL_ADD:
    case AL_SUB:
    case AL_NAND:
      return -1;
    }
  return -1;
}

static void rmw(const al_target *t, const al_request *r, al_seq *s)
{
  bool ia32_ = ia32(t);
  int bit = rmw_bit(r);
  if (bit >= 0)
    {
      bit_test(r, s, bit);
      return;
    }
  s->use = al_value_use(r);
  if (r->use == AL_USE_ZERO_TEST && r->op == AL_OP_FETCH && lock_alu[r->arith])
    {
      s->use = AL_USE_ZERO_TEST;
      lock_alu_op(r, s, true);
      return;
    }
  if (r->use == AL_USE_NONE && lock_alu[r->arith])
    {
      lock_alu_op(r, s, false);
      return;
    }
  if (r->arith == AL_ADD || r->arith == AL_SUB)
    xadd(r, s);
  else
    cmpxchg_loop(r, s, ia32_);
}

/* ---- 16 bytes (cmpxchg16b; vmovdqa with AVX) ------------------------------ */

/* The single 16-byte access is VMOVDQA [SDM-AVX]; seq_cst stores add the fence [CAM].
 * The value travels in two 64-bit registers, as GCC and the libatomic ABI hold an
 * __int128 (rdx:rax), so no xmm register is spilled to the stack to split it:
 *   load:   vmovdqa %mem, %x ; vmovq %x, %lo ; vpextrq $1, %x, %hi
 *   store:  vmovq %lo, %x ; vpinsrq $1, %hi, %x, %x ; vmovdqa %x, %mem  */
static void avx_load(al_seq *s)
{
  int lo = al_out(s, AL_R_RESULT, AL_LO, "=r", 8);
  int hi = al_out(s, AL_R_RESULT, AL_HI, "=r", 8);
  int x = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=x", 16);
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", 16);
  al_insn(s, "vmovdqa %%%d, %%%d", mem, x);
  al_insn(s, "vmovq %%%d, %%%d", x, lo);
  al_insn(s, "vpextrq $1, %%%d, %%%d", x, hi);
}

static void avx_store(const al_target *t, const al_request *r, al_seq *s)
{
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=m", 16);
  int x = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=x", 16);
  int lo = al_in(s, AL_R_VAL, AL_LO, "r", 8);
  int hi = al_in(s, AL_R_VAL, AL_HI, "r", 8);
  al_insn(s, "vmovq %%%d, %%%d", lo, x);
  al_insn(s, "vpinsrq $1, %%%d, %%%d, %%%d", hi, x, x);
  al_insn(s, "vmovdqa %%%d, %%%d", x, mem);
  if (r->order == AL_SEQ_CST)
    seq_cst_fence(t, s);
}

/* -mcx16 without -mavx: whether the CPU has AVX is known only at run time, so the
 * sequence asks libatomlower, whose constructor records it in the exported word
 * __atomlower_x86_cpu (bit 1: AVX, as libgcc-shim/config/x86_64.h; 0 until then, and
 * with ATOMLOWER_NO_AVX=1 in the environment), and takes the SSE access where
 * [SDM-AVX] makes it atomic (MOVDQA is one of the instructions it names), the
 * cmpxchg16b one otherwise.  The word is read through the GOT, which serves every
 * link mode (the linker relaxes the load where the symbol is local); linking
 * -latomlower is then required, as for any 16-byte operation (README).  Both paths
 * are lock-free and single-copy atomic against each other and the shim.
 *   load:   movq __atomlower_x86_cpu@GOTPCREL(%rip), %t ; testb $2, (%t) ; je 1f
 *           movdqa %mem, %x ; movq %x, %rax ; punpckhqdq %x, %x ; movq %x, %rdx
 *           jmp 2f
 *       1:  lock cmpxchg16b %mem           (rdx:rax = rcx:rbx = 0 on entry: a compare-
 *                                            exchange of 0 with 0 returns the value and
 *                                            never changes memory, but it is a write
 *                                            access and faults on read-only memory,
 *                                            README limits) [SDM Vol. 2 CMPXCHG16B]
 *       2:
 *   store:  [the same test] ; je 3f
 *           movq %rbx, %x ; movq %rcx, %y ; punpcklqdq %y, %x ; movdqa %x, %mem
 *           [seq_cst: lock orq $0,(%rsp)] ; jmp 2f
 *       3:  movq (%ptr), %rax ; movq 8(%ptr), %rdx      (a guess, below)
 *       1:  lock cmpxchg16b %mem ; jne 1b   (rcx:rbx = val)
 *       2:                                                                       */
static void cpu_avx_test(const al_target *tg, al_seq *s, int t, const char *no_avx)
{
  /* x32's GOT entries are 4 bytes (x86-64 psABI, ILP32 "x32" chapter): movl, into the
     4-byte scratch (x32_scratch below), zero-extending the address.  */
  if (x32(tg))
    al_insn(s, "movl __atomlower_x86_cpu@GOTPCREL(%%%%rip), %%%d", t);
  else
    al_insn(s, "movq __atomlower_x86_cpu@GOTPCREL(%%%%rip), %%%d", t);
  al_insn(s, "testb $2, (%%%d)", t);
  al_insn(s, "je %s", no_avx);
}

/* Load: with SSE, the run-time test and the movdqa path first (above); without SSE
 * registers (-mno-sse, -mgeneral-regs-only) the compare-exchange of 0 with 0 alone.  */
static void cx16_load(const al_target *tg, al_seq *s, bool sse)
{
  al_out(s, AL_R_RESULT, AL_WHOLE, "=A", 16);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", 16);
  int t = sse ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", ptr_width(tg)) : -1;
  int x = sse ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&x", 16) : -1;
  al_in_imm(s, "0", 16, 0);
  al_in_imm(s, "b", 8, 0);
  al_in_imm(s, "c", 8, 0);
  if (sse)
    {
      cpu_avx_test(tg, s, t, "1f");
      al_insn(s, "movdqa %%%d, %%%d", mem, x);
      al_insn(s, "movq %%%d, %%%%rax", x);
      al_insn(s, "punpckhqdq %%%d, %%%d", x, x);
      al_insn(s, "movq %%%d, %%%%rdx", x);
      al_insn(s, "jmp 2f");
      al_label(s, "1:");
    }
  al_insn(s, "lock cmpxchg16b %%%d", mem);
  if (sse)
    al_label(s, "2:");
}

/* The pair loops of cmpxchg16b and cmpxchg8b (pair.c), SFX the width suffix ('q', 'l'):
 * rdx:rax (edx:eax) the observed pair, rcx:rbx (ecx:ebx) the one stored, a two-operand
 * ALU per half after copying the observed pair [SDM Vol. 2 CMPXCHG8B/CMPXCHG16B; GCC].  */
static al_pair x86_pair(char sfx)
{
  bool q = sfx == 'q';
  return (al_pair){
    .lo = { [AL_ADD] = "add", [AL_SUB] = "sub", [AL_AND] = "and", [AL_OR] = "or",
            [AL_XOR] = "xor", [AL_NAND] = "and" },
    .hi = { [AL_ADD] = "adc", [AL_SUB] = "sbb", [AL_AND] = "and", [AL_OR] = "or",
            [AL_XOR] = "xor", [AL_NAND] = "and" },
    .ops = q ? "q {v}, {n}" : "l {v}, {n}", .not_ = q ? "notq {n}" : "notl {n}",
    .copy = q ? "movq {o}, {n}" : "movl {o}, {n}", .retry = "jne 1b",
  };
}

/* cmpxchg16b's: the guess is two plain loads (a torn guess only fails the first
   compare).  */
static al_pair cx16_pair(void)
{
  al_pair k = x86_pair('q');
  k.seed = "movq ({p}), {o}\nmovq 8({p}), {O}";
  k.cas = "lock cmpxchg16b ({p})";
  return k;
}

/* Store and exchange: retry until the compare succeeds, starting from a guess read
 * with two plain loads (as cx16_rmw: a torn guess only fails the first compare);
 * rdx:rax holds the observed value after each failure.  A guess of 0 instead would
 * cost a second locked instruction whenever the object is not 0.
 *        movq (%ptr), %rax ; movq 8(%ptr), %rdx
 *   1:   lock cmpxchg16b %mem ; jne 1b          (rcx:rbx = val)  */
static void cx16_exchange(const al_target *tg, const al_request *r, al_seq *s, bool sse_store)
{
  al_out(s, r->op == AL_EXCHANGE ? AL_R_RESULT : AL_R_SCRATCH, AL_WHOLE, "=&A", 16);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", 16);
  int t = sse_store ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&r", ptr_width(tg)) : -1;
  int x = sse_store ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&x", 16) : -1;
  int y = sse_store ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&x", 16) : -1;
  int ptr = al_in(s, AL_R_PTR, AL_WHOLE, "r", ptr_width(tg));
  al_in(s, AL_R_VAL, AL_LO, "b", 8);
  al_in(s, AL_R_VAL, AL_HI, "c", 8);
  if (sse_store)
    {
      /* The store's run-time test and movdqa path (above).  */
      cpu_avx_test(tg, s, t, "3f");
      al_insn(s, "movq %%%%rbx, %%%d", x);
      al_insn(s, "movq %%%%rcx, %%%d", y);
      al_insn(s, "punpcklqdq %%%d, %%%d", y, x);
      al_insn(s, "movdqa %%%d, %%%d", x, mem);
      if (r->order == AL_SEQ_CST)
        seq_cst_fence(tg, s);
      al_insn(s, "jmp 2f");
      al_label(s, "3:");
    }
  al_pair k = cx16_pair();
  k.copy = NULL;
  k.cas = "lock cmpxchg16b {m}";
  al_pair_regs g = { .o = { "%%rax", "%%rdx" } };
  al_pair_op(g.m, "", mem);
  al_pair_op(g.p, "", ptr);
  al_pair_cas_loop(r, s, &k, &g);
  if (sse_store)
    al_label(s, "2:");
}

/*   lock cmpxchg16b %mem       (rdx:rax = expected, rcx:rbx = desired; ZF)
 *   [__atomic form:] je 1f ; mov %rax,(%exp) ; mov %rdx,8(%exp) ; 1:
 *   [__atomic form, expected in a register:] rdx:rax is the OBSERVED output.  */
static void cx16_cas(const al_target *t, const al_request *r, al_seq *s)
{
  bool val_form = r->cas_form == AL_CAS_SYNC_VAL;
  bool atomic_form = al_expmem(r);
  bool observed = r->cas_form == AL_CAS_ATOMIC && r->exp != AL_EXP_MEM_ASM;
  /* The observed value (expected in a register) in its halves, rax and rdx: GCC's
     register allocator then moves each half straight into place, where an "A" pair of an
     __int128 arriving in rsi:rdx went round a third register (four moves, two here).  */
  int old = -1, olo = -1, ohi = -1;
  if (observed)
    {
      olo = al_out(s, AL_R_OBSERVED, AL_LO, "=a", 8);
      ohi = al_out(s, AL_R_OBSERVED, AL_HI, "=d", 8);
    }
  else
    old = al_out(s, val_form ? AL_R_RESULT : AL_R_SCRATCH, AL_WHOLE, "=A", 16);
  if (!val_form)
    al_out(s, AL_R_RESULT, AL_WHOLE, "=@ccz", 0);
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+m", 16);
  if (atomic_form)
    al_out(s, AL_R_EXPMEM, AL_WHOLE, "+m", 16);
  if (observed)
    {
      al_in_tied(s, AL_R_EXPECTED, AL_LO, olo, 8);
      al_in_tied(s, AL_R_EXPECTED, AL_HI, ohi, 8);
    }
  else
    al_in_tied(s, AL_R_EXPECTED, AL_WHOLE, old, 16);
  al_in(s, AL_R_DESIRED, AL_LO, "b", 8);
  al_in(s, AL_R_DESIRED, AL_HI, "c", 8);
  int eptr = atomic_form ? al_in(s, AL_R_EXPPTR, AL_WHOLE, "r", ptr_width(t)) : -1;
  al_insn(s, "lock cmpxchg16b %%%d", mem);
  if (atomic_form)
    {
      al_insn(s, "je 1f");
      al_insn(s, "movq %%%%rax, (%%%d)", eptr);
      al_insn(s, "movq %%%%rdx, 8(%%%d)", eptr);
      al_label(s, "1:");
    }
}

/* fetch_op / op_fetch on 16 bytes (pair.c's CAS pair loop, cx16_pair):
 *        mov  (%ptr), %rax ; mov 8(%ptr), %rdx   (a guess: the CAS checks it)
 *   1:   mov  %rax, %rbx ; mov %rdx, %rcx
 *        <op> %vlo, %rbx ; <op'> %vhi, %rcx       (add/adc, sub/sbb, and, or, xor;
 *                                                  nand: and, and, not, not)
 *        lock cmpxchg16b (%ptr) ; jne 1b  */
static void cx16_rmw(const al_target *t, const al_request *r, al_seq *s)
{
  bool new_value = r->op == AL_OP_FETCH;
  al_out(s, new_value ? AL_R_SCRATCH : AL_R_RESULT, AL_WHOLE, "=&A", 16);
  int nlo = al_out(s, new_value ? AL_R_RESULT : AL_R_SCRATCH, AL_LO, "=&b", 8);
  int nhi = al_out(s, new_value ? AL_R_RESULT : AL_R_SCRATCH, AL_HI, "=&c", 8);
  al_out(s, AL_R_MEM, AL_WHOLE, "+m", 16);
  int ptr = al_in(s, AL_R_PTR, AL_WHOLE, "r", ptr_width(t));
  int vlo = al_in(s, AL_R_VAL, AL_LO, "r", 8);
  int vhi = al_in(s, AL_R_VAL, AL_HI, "r", 8);
  al_pair_regs g = { .o = { "%%rax", "%%rdx" } };
  al_pair_halves(g.n, nlo, nhi);
  al_pair_halves(g.v, vlo, vhi);
  al_pair_op(g.p, "", ptr);
  al_pair k = cx16_pair();
  al_pair_cas_loop(r, s, &k, &g);
}

static void lower16(const al_target *t, const al_request *r, al_seq *s)
{
  bool cx16 = t->features & AL_F_CX16, avx = t->features & AL_F_AVX;
  bool sse = !(t->features & AL_F_NOSSE);
  bool ls = r->op == AL_LOAD || r->op == AL_STORE;
  if (!al_aligned(r))
    {
      al_shim(r, s, "16-byte object not proven 16-byte aligned");
      return;
    }
  if (!cx16 && !(avx && ls))
    {
      al_shim(r, s, "16 bytes need cmpxchg16b (-mcx16)");
      return;
    }
  /* One instruction for loads, stores with AVX and compare-exchange; a
     compare-exchange loop for the rest.  */
  bool single = r->op == AL_CAS || (avx && ls) || (!sse && r->op == AL_LOAD);
  al_begin(t, r, s, single ? "native" : ls && sse ? "cpu-dispatch" : "cas-loop");
  s->use = al_value_use(r);
  switch (r->op)
    {
    case AL_LOAD:
      if (avx)
        avx_load(s);
      else
        cx16_load(t, s, sse);
      break;
    case AL_STORE:
      if (avx)
        avx_store(t, r, s);
      else
        cx16_exchange(t, r, s, sse);
      break;
    case AL_EXCHANGE:
      cx16_exchange(t, r, s, false);
      break;
    case AL_CAS:
      cx16_cas(t, r, s);
      break;
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      cx16_rmw(t, r, s);
      break;
    case AL_TEST_AND_SET:
    case AL_CLEAR:
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      al_shim(r, s, "no 16-byte form of this operation");
      return;
    }
  al_order_clobber(s, r->order);
}

/* [CAM] only the seq_cst thread fence is an instruction; every other
   fence orders the compiler alone.  */
static void x86_fence(const al_target *t, const al_request *r, al_seq *s)
{
  if (r->op == AL_THREAD_FENCE && r->order == AL_SEQ_CST)
    seq_cst_fence(t, s);
}

/* ---- dispatch ------------------------------------------------------------ */

/* 16 bytes: lower16 (cmpxchg16b loops, AVX loads and stores) begins its own sequence.  */
static void x86_plan(const al_target *t, const al_request *r, al_plan *p)
{
  (void) t;
  if (r->width == 16)
    {
      al_plan_emit(p, AL_K_HOOK, NULL, lower16);
      return;
    }
  switch (r->op)
    {
    case AL_LOAD:
    case AL_STORE:
    case AL_CLEAR:
      break;   /* the descriptor's load and store (lower.c) */
    case AL_EXCHANGE:
      al_plan_emit(p, AL_K_NATIVE, NULL, exchange);
      break;
    case AL_TEST_AND_SET:
      al_plan_emit(p, AL_K_NATIVE, NULL, test_and_set);
      break;
    case AL_CAS:
      al_plan_emit(p, AL_K_NATIVE, NULL, cas);
      break;
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      al_plan_emit(p, AL_K_NATIVE, NULL, rmw);
      break;
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      break;
    }
}

static int x86_is_lock_free(const al_target *t, int width, int align)
{
  switch (width)
    {
    case 1: case 2: case 4: case 8:
      return align >= width;
    case 16:
      if (align < 16)
        return 0;
      /* Without -mcx16 the plugin calls the shim, which uses cmpxchg16b when
         the processor has it: only the run time knows.  */
      return (t->features & AL_F_CX16) ? 1 : -1;
    default:
      return 0;
    }
}

/* GCC 12 calls libatomic for every 16-byte __atomic operation on x86-64,
   even with -mcx16 (GCC bug 80878); the __sync forms it inlines with
   cmpxchg16b under -mcx16 [baseline: gcc12-clang14-codegen.md].  Without
   -mcx16 GCC 9 to 14 call __sync_*_16 for them, but compile a 16-byte
   __sync_lock_release to nothing (no store; measured with Debian's gcc-9 to
   gcc-14 -O2 -S): the plugin's runtime call replaces it.  */
static bool x86_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  return r->width == 16 && !(r->sync && (t->features & AL_F_CX16));
}

static bool x86_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  if (!lookup(ctx, "__x86_64__") || lookup(ctx, "__ILP32__"))
    return false;
  if (lookup(ctx, "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16"))
    t->features |= AL_F_CX16;
  if (lookup(ctx, "__AVX__"))
    t->features |= AL_F_AVX;
  if (!lookup(ctx, "__SSE2__"))
    t->features |= AL_F_NOSSE;
  return true;
}

static const char *const x86_features[] = { "cx16", "avx", "nosse", NULL };
static const unsigned x86_feature_bits[] = { AL_F_CX16, AL_F_AVX, AL_F_NOSSE };

/* The schemes (file header), each group's default first.  */
static const al_scheme x86_schemes[] = {
  { "store-xchg", AL_S_X86_STORE_XCHG, "seq_cst store", 0,
    "xchg [Cambridge x86 table; GCC 12]" },
  { "store-mfence", AL_S_X86_STORE_MFENCE, "seq_cst store", 0,
    "mov ; mfence [Cambridge x86 table, its alternative]" },
  { "store-lockor", AL_S_X86_STORE_LOCKOR, "seq_cst store", 0,
    "mov ; lock orq $0,(%rsp) [SDM 3A 9.2.2: a locked insn is a full barrier]" },
  { "fence-lockor", AL_S_X86_FENCE_LOCKOR, "seq_cst fence", 0,
    "lock orq $0,(%rsp) [GCC 12 -mtune=generic]" },
  { "fence-mfence", AL_S_X86_FENCE_MFENCE, "seq_cst fence", 0,
    "mfence [Cambridge x86 table]" },
  { NULL, 0, NULL, 0, NULL },
};

static const char *x86_cflags(const al_target *t)
{
  return (t->features & AL_F_NOSSE) ? "-mno-sse" : NULL;
}

/* Memory barriers (al_arch_desc.barriers): the fences, and the locked or of the stack that
   is the seq_cst fence.  */
static const char *const x86_barriers[] = { "mfence", "lfence", "sfence", "lock orq $0,(%%rsp)", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): the fences; locked instructions; xchg (a store with an implicit lock).  */
static const char x86_ordered[] = "[[:space:]](mfence|lfence|sfence|lock|xchg)";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row x86_merges[] = {
  AL_MERGE_SAME("mfence", "Intel SDM vol. 3, 9.2.2: a locked instruction or MFENCE orders all loads and stores before it with all after it"),
  AL_MERGE_SAME("lock orq $0,(%%rsp)", "Intel SDM vol. 3, 9.2.2: a locked instruction or MFENCE orders all loads and stores before it with all after it"),
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_x86_64 = {
  .name = "x86_64",
  .file = "x86.c",
  .comment = "#",
  .big_endian = false,
  .int128 = true,
  .herd = "X86_64",
  .barriers = x86_barriers,
  .ordered = x86_ordered,
  .feature_names = x86_features,
  .feature_bits = x86_feature_bits,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = x86_detect,
  .plan = x86_plan,
  .narrow_uses = 1u << AL_USE_ZERO_TEST | 1u << AL_USE_BIT_TEST,
  .load = load,
  .store = store,
  .fence = x86_fence,
  .is_lock_free = x86_is_lock_free,
  .gcc_calls_out = x86_gcc_calls_out,
  .schemes = x86_schemes,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .cflags = x86_cflags,
  .merges = x86_merges,
};

/* ==== x32 (x86_64-linux-gnux32) ==============================================
 *
 * The x86-64 instruction set with 4-byte pointers and longs (the x86-64 psABI's ILP32
 * "x32" chapter; GCC -mx32).  The memory model and the instructions are x86-64's, so
 * every row above applies unchanged [CAM, SDM, GCC, LINUX]: GCC 12 -mx32 emits the same
 * mov, xchg, lock xadd, lock cmpxchg and lock orq $0,(%rsp) as -m64 for 1, 2, 4 and 8
 * bytes, calls libatomic for every 16-byte __atomic operation (with or without -mcx16,
 * as -m64: GCC bug 80878) and inlines the 16-byte __sync forms with cmpxchg16b under
 * -mcx16 [checked with x86_64-linux-gnux32-gcc-12 -O2 -S].  What differs is the width
 * of an address held in a register:
 *   - the object's and *expected's address operands of the 16-byte loops (cx16_exchange,
 *     cx16_cas, cx16_rmw) are 4-byte registers: "movq (%edi), %rax" (the assembler adds
 *     the address-size prefix; the effective address is zero-extended, as GCC's own x32
 *     code addresses memory);
 *   - a GOT entry is 4 bytes, so the run-time AVX test (cpu_avx_test) loads the address
 *     of __atomlower_x86_cpu with movl into a 4-byte scratch, never movq (which would
 *     read the next GOT entry into the upper half).
 * The lock-free set is x86-64's: 1, 2, 4, 8, and 16 with -mcx16 (the runtime's
 * config/x86_64.h, which x32 compiles too: __x86_64__ is defined).  */

static bool x32_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  if (!lookup(ctx, "__x86_64__") || !lookup(ctx, "__ILP32__"))
    return false;
  if (lookup(ctx, "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16"))
    t->features |= AL_F_CX16;
  if (lookup(ctx, "__AVX__"))
    t->features |= AL_F_AVX;
  if (!lookup(ctx, "__SSE2__"))
    t->features |= AL_F_NOSSE;
  return true;
}

const al_arch_desc al_arch_x32 = {
  .name = "x32",
  .file = "x86.c",
  .comment = "#",
  .big_endian = false,
  .int128 = true,
  .herd = NULL,       /* its 1-8 byte cells are x86-64's, which herd7 checks (x86_64) */
  .barriers = x86_barriers,
  .ordered = x86_ordered,
  .feature_names = x86_features,
  .feature_bits = x86_feature_bits,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = x32_detect,
  .plan = x86_plan,
  .narrow_uses = 1u << AL_USE_ZERO_TEST | 1u << AL_USE_BIT_TEST,
  .load = load,
  .store = store,
  .fence = x86_fence,
  .is_lock_free = x86_is_lock_free,
  .gcc_calls_out = x86_gcc_calls_out,
  .schemes = x86_schemes,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .cflags = x86_cflags,
  .merges = x86_merges,
};

/* ==== i386 (IA-32, i686) ====================================================
 *
 * The same x86-TSO mapping [CAM, SDM, GCC as above] with 32-bit operand rules:
 * 1, 2 and 4 bytes are x86-64's rows unchanged (mov, xchg, lock cmpxchg, lock xadd,
 * lock add/sub/and/or/xor, lock bts/btr/btc, the cmpxchg loop); the seq_cst fence is
 * lock orl $0,(%esp) [GCC 12 -m32's own fence; LINUX smp_mb() on X86_32:
 * "lock; addl $0,-4(%esp)"].  8 bytes have no single general-register access:
 *  [SDM-8]  SDM Vol. 3A §9.1.1 "Guaranteed Atomic Operations": since the Pentium,
 *           reading or writing a quadword aligned on a 64-bit boundary is atomic;
 *           GCC 12 -m32 relies on it for its 8-byte atomic load and store (its
 *           sync.md atomic_loaddi_fpu / atomic_storedi_fpu patterns): one 8-byte
 *           SSE MOVQ with SSE2, else one x87 FILD/FISTP m64int pair (a 64-bit
 *           integer is exact in the x87's 64-bit significand, and FILD/FISTP are
 *           not subject to the precision control).
 *  [SDM-CX8] SDM Vol. 2A CMPXCHG8B: compares EDX:EAX with m64, on equality stores
 *           ECX:EBX, else loads m64 into EDX:EAX; ZF says which; with LOCK it is an
 *           atomic read-modify-write (CPUID.01H:EDX.CX8, every i586 and later:
 *           __GCC_HAVE_SYNC_COMPARE_AND_SWAP_8).  GCC 12 -m32 does every 8-byte
 *           exchange and fetch_op as a loop on it, seeded by two plain movl loads
 *           (a torn seed only fails the first compare); here the seed is the
 *           8-byte load (SSE2) or 0 (x87), below.
 *
 *   load  8   SSE2:  movq %mem, %x ; movd %x, %eax ; psrlq $32, %x ; movd %x, %edx
 *             x87:   fildq %mem ; subl $8, %esp ; fistpq (%esp) ; popl %eax ; popl %edx
 *   store 8   SSE2:  movd %lo, %x ; movd %hi, %y ; punpckldq %y, %x ; movq %x, %mem
 *             x87:   pushl %hi ; pushl %lo ; fildq (%esp) ; addl $8, %esp ; fistpq %mem
 *             seq_cst adds the fence: lock orl $0,(%esp)  [GCC 12 -m32; CAM's
 *             MOV;MFENCE row with the locked no-op GCC prefers, SDM §9.2.2]
 *   exchange 8       seed ; 1: lock cmpxchg8b %mem ; jne 1b      (seed: ia32_seed)
 *   compare_exchange 8   lock cmpxchg8b %mem   (edx:eax expected/observed, ecx:ebx desired;
 *                        the __atomic form stores edx:eax to *expected on failure,
 *                        two movl through ebx, as GCC 12 -m32 does through a register)
 *   fetch_op/op_fetch 8  seed ; 1: ecx:ebx = edx:eax OP val ; lock cmpxchg8b ; jne 1b
 *   16 bytes: no CMPXCHG16B in 32-bit mode: the runtime (AL_SHIM), never lock-free.
 *
 * The x87 sequences move %esp inside the asm (the value crosses between the x87
 * and the general registers through the stack, as GCC's own code does in its
 * frame): memory operands are used only while %esp has its value at the asm's
 * entry, and nothing is stored below %esp, so a signal handler cannot clobber
 * the slot; a profiler unwinding at exactly those instructions sees a CFA 8
 * bytes off (no CFI can be emitted from an asm).  They clobber "st(7)": one x87
 * register free for the FILD (GCC's "extra stack space" rule for x87 asm).
 * The cmpxchg8b sequences reach the object (and *expected) through memory
 * operands alone, never a pointer register: edx:eax and ecx:ebx leave two
 * registers when -O0 keeps the frame pointer, and GCC 12 cannot give a pointer
 * operand and a memory operand of the same object one register there ("impossible
 * constraints"), nor two registers to the "=m" and "m" halves of a "+m" operand;
 * so each object is an "=m" output with an "X" input (ia32_mem_operand), the loops
 * are seeded from the memory operand (ia32_seed), and the compare-exchange reaches
 * *expected as ia32_cas8 says.
 * ebx is an ordinary asm operand: GCC >= 5 allocates the PIC register (Debian's
 * i686 default is PIE) like any pseudo.
 */

/* Local feature bits (atomlower.h: feature bits are per architecture).  */
enum {
  I386_F_SSE2  = 1u << 0,   /* SSE2: the 8-byte load and store through an xmm register */
  I386_F_NOCX8 = 1u << 1,   /* no cmpxchg8b (-march=i386/i486): 8 bytes go to the runtime */
};

/*   SSE2:  movq %mem, %x ; movd %x, %eax ; psrlq $32, %x ; movd %x, %edx  [SDM-8; GCC]
 *   x87:   fildq %mem ; subl $8, %esp ; fistpq (%esp) ; popl %eax ; popl %edx  */
static void ia32_load8(const al_target *t, al_seq *s)
{
  al_out(s, AL_R_RESULT, AL_WHOLE, "=A", 8);
  if (t->features & I386_F_SSE2)
    {
      int x = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=x", 8);
      int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", 8);
      al_insn(s, "movq %%%d, %%%d", mem, x);
      al_insn(s, "movd %%%d, %%%%eax", x);
      al_insn(s, "psrlq $32, %%%d", x);
      al_insn(s, "movd %%%d, %%%%edx", x);
      return;
    }
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "m", 8);
  al_insn(s, "fildq %%%d", mem);
  al_insn(s, "subl $8, %%%%esp");
  al_insn(s, "fistpq (%%%%esp)");
  al_insn(s, "popl %%%%eax");
  al_insn(s, "popl %%%%edx");
  al_clobber(s, "st(7)");
}

/*   SSE2:  movd %lo, %x ; movd %hi, %y ; punpckldq %y, %x ; movq %x, %mem   [SDM-8; GCC]
 *   x87:   pushl %hi ; pushl %lo ; fildq (%esp) ; addl $8, %esp ; fistpq %mem
 *   seq_cst: + lock orl $0,(%esp)  (mfence with fence-mfence)  [GCC 12 -m32]  */
static void ia32_store8(const al_target *t, const al_request *r, al_seq *s)
{
  bool sse = t->features & I386_F_SSE2;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "=m", 8);
  int x = sse ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&x", 8) : -1;
  int y = sse ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&x", 8) : -1;
  /* The x87 path pushes them: registers or immediates, never an %esp-relative
     memory operand that the first push would move.  */
  int lo = al_in(s, AL_R_VAL, AL_LO, sse ? "rm" : "ri", 4);
  int hi = al_in(s, AL_R_VAL, AL_HI, sse ? "rm" : "ri", 4);
  if (sse)
    {
      al_insn(s, "movd %%%d, %%%d", lo, x);
      al_insn(s, "movd %%%d, %%%d", hi, y);
      al_insn(s, "punpckldq %%%d, %%%d", y, x);
      al_insn(s, "movq %%%d, %%%d", x, mem);
    }
  else
    {
      al_insn(s, "pushl %%%d", hi);
      al_insn(s, "pushl %%%d", lo);
      al_insn(s, "fildq (%%%%esp)");
      al_insn(s, "addl $8, %%%%esp");
      al_insn(s, "fistpq %%%d", mem);
      al_clobber(s, "st(7)");
    }
  if (r->order == AL_SEQ_CST)
    seq_cst_fence(t, s);
}

/* The object (or *expected) of a cmpxchg8b sequence as GCC must see it: an output
 * "=m" (the operand the template names) and an input "X" of the same object, so that
 * GCC knows the asm reads it too.  The usual "+m" (which the plugin passes as "=m"
 * plus "m") needs two address registers at -O0, one per operand; "X" takes the
 * object as it is, with no register of its own.  */
static int ia32_mem_operand(al_seq *s, al_role role)
{
  int n = al_out(s, role, AL_WHOLE, "=m", 8);
  return n;
}

static void ia32_mem_input(al_seq *s, al_role role)
{
  al_in(s, role, AL_WHOLE, "X", 8);
}

/* The seed of the compare-exchange loops, read from the object's own memory operand
 * (no pointer register: below):
 *   SSE2:  movq %mem, %x ; movd %x, %eax ; psrlq $32, %x ; movd %x, %edx   (the load)
 *   x87:   xorl %eax, %eax ; xorl %edx, %edx     (a guess of 0: when the object is not
 *          0 the first lock cmpxchg8b fails and loads it, one more locked instruction
 *          than GCC's two plain movl loads through a pointer register)
 * Any seed is correct: the compare-exchange checks it [SDM-CX8].  */
static void ia32_seed(al_seq *s, int mem, int x)
{
  if (x >= 0)
    {
      al_insn(s, "movq %%%d, %%%d", mem, x);
      al_insn(s, "movd %%%d, %%%%eax", x);
      al_insn(s, "psrlq $32, %%%d", x);
      al_insn(s, "movd %%%d, %%%%edx", x);
    }
  else
    {
      al_insn(s, "xorl %%%%eax, %%%%eax");
      al_insn(s, "xorl %%%%edx, %%%%edx");
    }
}

/* cmpxchg8b's (x86_pair): the seed is written before (ia32_seed); op_fetch's result is
   copied into edx:eax after the loop.  */
static al_pair cx8_pair(const al_request *r)
{
  al_pair k = x86_pair('l');
  k.cas = "lock cmpxchg8b {m}";
  k.result = r->op == AL_OP_FETCH ? "movl {o}, {r}" : NULL;
  return k;
}

static al_pair_regs cx8_regs(int mem)
{
  al_pair_regs g = { .o = { "%%eax", "%%edx" }, .n = { "%%ebx", "%%ecx" },
                     .r = { "%%eax", "%%edx" } };
  al_pair_op(g.m, "", mem);
  return g;
}

/*   [seed] ; 1: lock cmpxchg8b %mem ; jne 1b        (ecx:ebx = val; result edx:eax)  */
static void ia32_exchange8(const al_target *t, const al_request *r, al_seq *s)
{
  bool sse = t->features & I386_F_SSE2;
  al_out(s, AL_R_RESULT, AL_WHOLE, "=&A", 8);
  int mem = ia32_mem_operand(s, AL_R_MEM);
  int x = sse ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&x", 8) : -1;
  ia32_mem_input(s, AL_R_MEM);
  al_in(s, AL_R_VAL, AL_LO, "b", 4);
  al_in(s, AL_R_VAL, AL_HI, "c", 4);
  ia32_seed(s, mem, x);
  al_pair k = cx8_pair(r);
  k.copy = NULL;
  al_pair_regs g = cx8_regs(mem);
  al_pair_cas_loop(r, s, &k, &g);
}

/*   lock cmpxchg8b %mem      (edx:eax = expected in, observed out; ZF)   [SDM-CX8]
 *   [__atomic form:] je 1f ; movl %e, %ebx ; movl %eax, (%ebx) ; movl %edx, 4(%ebx) ; 1:
 *   [__atomic form, expected in a register:] edx:eax is the OBSERVED output.
 * The __atomic form's write-back needs *expected's address in a register: after the
 * compare-exchange ebx is free, so the pointer comes as a register, memory or
 * immediate operand (%e, "g") and is moved there: a pointer register beside the
 * two memory operands would be one too many at -O0.  The object and *expected are
 * each an "=m" output and an "X" input (ia32_mem_operand).  */
static void ia32_cas8(const al_request *r, al_seq *s)
{
  bool val_form = r->cas_form == AL_CAS_SYNC_VAL;
  bool atomic_form = al_expmem(r);
  bool observed = r->cas_form == AL_CAS_ATOMIC && r->exp != AL_EXP_MEM_ASM;
  int old = al_out(s, val_form ? AL_R_RESULT : observed ? AL_R_OBSERVED : AL_R_SCRATCH,
                   AL_WHOLE, "=A", 8);
  if (!val_form)
    al_out(s, AL_R_RESULT, AL_WHOLE, "=@ccz", 0);
  int bx = atomic_form ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=b", 4) : -1;
  int mem = ia32_mem_operand(s, AL_R_MEM);
  if (atomic_form)
    ia32_mem_operand(s, AL_R_EXPMEM);
  ia32_mem_input(s, AL_R_MEM);
  if (atomic_form)
    ia32_mem_input(s, AL_R_EXPMEM);
  al_in_tied(s, AL_R_EXPECTED, AL_WHOLE, old, 8);
  if (atomic_form)
    al_in_tied(s, AL_R_DESIRED, AL_LO, bx, 4);
  else
    al_in(s, AL_R_DESIRED, AL_LO, "b", 4);
  al_in(s, AL_R_DESIRED, AL_HI, "c", 4);
  int eptr = atomic_form ? al_in(s, AL_R_EXPPTR, AL_WHOLE, "g", 4) : -1;
  al_insn(s, "lock cmpxchg8b %%%d", mem);
  if (atomic_form)
    {
      al_insn(s, "je 1f");
      al_insn(s, "movl %%%d, %%%%ebx", eptr);
      al_insn(s, "movl %%%%eax, (%%%%ebx)");
      al_insn(s, "movl %%%%edx, 4(%%%%ebx)");
      al_label(s, "1:");
    }
}

/* fetch_op / op_fetch on 8 bytes (pair.c's CAS pair loop, cx8_pair)  [SDM-CX8; GCC]
 *        [seed]
 *   1:   movl %eax, %ebx ; movl %edx, %ecx
 *        <op> %vlo, %ebx ; <op'> %vhi, %ecx      (add/adc, sub/sbb, and, or, xor;
 *                                                  nand: and, and, not, not)
 *        lock cmpxchg8b %mem ; jne 1b
 *   [op_fetch:] movl %ebx, %eax ; movl %ecx, %edx   (the result is edx:eax)  */
static void ia32_rmw8(const al_target *t, const al_request *r, al_seq *s)
{
  bool sse = t->features & I386_F_SSE2;
  al_out(s, AL_R_RESULT, AL_WHOLE, "=&A", 8);
  al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&b", 4);
  al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&c", 4);
  int mem = ia32_mem_operand(s, AL_R_MEM);
  int x = sse ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&x", 8) : -1;
  ia32_mem_input(s, AL_R_MEM);
  /* Register, memory or immediate: at -O0 the loop may have no register left for
     the value.  */
  int vlo = al_in(s, AL_R_VAL, AL_LO, "g", 4);
  int vhi = al_in(s, AL_R_VAL, AL_HI, "g", 4);
  ia32_seed(s, mem, x);
  al_pair k = cx8_pair(r);
  al_pair_regs g = cx8_regs(mem);
  al_pair_halves(g.v, vlo, vhi);
  al_pair_cas_loop(r, s, &k, &g);
}

static void ia32_lower8(const al_target *t, const al_request *r, al_seq *s)
{
  if (t->features & I386_F_NOCX8)
    {
      al_shim(r, s, "8 bytes need cmpxchg8b (i586 and later)");
      return;
    }
  if (!al_aligned(r))
    {
      al_shim(r, s, "8-byte object not proven 8-byte aligned (movq/fildq are atomic "
              "only on an aligned quadword)");
      return;
    }
  bool single = r->op == AL_LOAD || r->op == AL_STORE || r->op == AL_CAS;
  al_begin(t, r, s, single ? "native" : "cas-loop");
  s->use = al_value_use(r);
  switch (r->op)
    {
    case AL_LOAD:
      ia32_load8(t, s);
      break;
    case AL_STORE:
      ia32_store8(t, r, s);
      break;
    case AL_EXCHANGE:
      ia32_exchange8(t, r, s);
      break;
    case AL_CAS:
      ia32_cas8(r, s);
      break;
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      ia32_rmw8(t, r, s);
      break;
    case AL_TEST_AND_SET:
    case AL_CLEAR:
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      al_shim(r, s, "no 8-byte form of this operation");
      return;
    }
  al_order_clobber(s, r->order);
}

static void i386_plan(const al_target *t, const al_request *r, al_plan *p)
{
  if (r->width == 16)
    al_plan_shim(p, "16 bytes: no cmpxchg16b in 32-bit mode");
  else if (r->width == 8)
    al_plan_emit(p, AL_K_HOOK, NULL, ia32_lower8);
  else
    x86_plan(t, r, p);   /* 1, 2, 4 bytes: x86-64's rows */
}

static int i386_is_lock_free(const al_target *t, int width, int align)
{
  switch (width)
    {
    case 1: case 2: case 4:
      return align >= width;
    case 8:
      if (align < 8)
        return 0;
      return (t->features & I386_F_NOCX8) ? -1 : 1;
    default:
      return 0;
    }
}

/* GCC 12 -m32 inlines 1 to 8 bytes (8 with cmpxchg8b, i586 and later) and calls
   libatomic for 16 [checked with i686-linux-gnu-gcc-12 -O2 -S].  */
static bool i386_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  return r->width == 16 || (r->width == 8 && (t->features & I386_F_NOCX8));
}

static bool i386_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  if (!lookup(ctx, "__i386__") || lookup(ctx, "__x86_64__"))
    return false;
  if (lookup(ctx, "__SSE2__"))
    t->features |= I386_F_SSE2;
  if (!lookup(ctx, "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_8"))
    t->features |= I386_F_NOCX8;
  return true;
}

/* The cells of +sse2 use xmm registers ("x" operands): -msse2 to assemble them.  */
static const char *i386_cflags(const al_target *t)
{
  return (t->features & I386_F_SSE2) ? "-msse2" : NULL;
}

static const char *const i386_features[] = { "sse2", "nocx8", NULL };
static const unsigned i386_feature_bits[] = { I386_F_SSE2, I386_F_NOCX8 };

/* Memory barriers (al_arch_desc.barriers): as x86-64, the stack pointer esp.  */
static const char *const i386_barriers[] = { "mfence", "lfence", "sfence", "lock orl $0,(%%esp)", NULL };

static const al_merge_row i386_merges[] = {
  AL_MERGE_SAME("mfence", "Intel SDM vol. 3, 9.2.2: a locked instruction or MFENCE orders all loads and stores before it with all after it"),
  AL_MERGE_SAME("lock orl $0,(%%esp)", "Intel SDM vol. 3, 9.2.2: a locked instruction or MFENCE orders all loads and stores before it with all after it"),
  { NULL, NULL, NULL }
};
const al_arch_desc al_arch_i386 = {
  .name = "i686",
  .file = "x86.c",
  .comment = "#",
  .big_endian = false,
  .int128 = false,
  .herd = NULL,
  .barriers = i386_barriers,
  .ordered = x86_ordered,
  .feature_names = i386_features,
  .feature_bits = i386_feature_bits,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = i386_detect,
  .plan = i386_plan,
  .narrow_uses = 1u << AL_USE_ZERO_TEST | 1u << AL_USE_BIT_TEST,
  .load = load,
  .store = store,
  .fence = x86_fence,
  .is_lock_free = i386_is_lock_free,
  .gcc_calls_out = i386_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .cflags = i386_cflags,
  .merges = i386_merges,
};
