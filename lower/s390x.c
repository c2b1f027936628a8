/* s390x.c — the z/Architecture (64-bit s390x) mapping.  Big-endian.
 *
 * Sources cited per row below:
 *  [POP]  z/Architecture Principles of Operation (SA22-7832), chapter 5 "Program
 *         Execution", "Storage-Operand Consistency" and "Serialization": a CPU's
 *         loads are not seen out of order with its other loads, nor its stores with
 *         its other stores, and a store is not passed by an earlier load; only a
 *         later load may be performed before an earlier store is seen by other CPUs
 *         (a TSO-like model).  A serializing operation completes every earlier
 *         access of the CPU before any later one; COMPARE AND SWAP (CS, CSY, CSG),
 *         COMPARE DOUBLE AND SWAP (CDSG) serialize before and after their access,
 *         and so does BRANCH ON CONDITION with R1 = 15 and R2 = 0 ("bcr 15,0");
 *         with the fast-BCR-serialization facility (z196) "bcr 14,0" serializes
 *         without the checkpoint synchronization.  LOAD PAIR FROM QUADWORD (LPQ)
 *         and STORE PAIR TO QUADWORD (STPQ) are 16-byte block-concurrent accesses
 *         of a quadword-aligned operand; CDSG needs a quadword-aligned operand
 *         (specification exception otherwise), CS a word, CSG a doubleword.
 *         Interlocked-access facility 1 (z196): LOAD AND ADD / AND / OR / EXCLUSIVE
 *         OR (LAA, LAAG, LAN, LANG, LAO, LAOG, LAX, LAXG) update the second operand
 *         interlocked and return its old value; they perform specific-operand
 *         serialization only (earlier accesses complete first), not a full one.
 *  [GCC]  GCC 12's s390 back end (gcc/config/s390/s390.md: mem_thread_fence,
 *         atomic_load/store<mode>, atomic_compare_and_swap<mode>, atomic_fetch_<op>
 *         with the z196 LA* patterns), measured with s390x-linux-gnu-gcc-12 -O2
 *         (Debian's default -march=z196): loads and stores of every order are plain
 *         l/lg/st/stg, a seq_cst store is followed by "bcr 14,0" (z196; "bcr 15,0"
 *         before), the seq_cst fence is "bcr 14,0" and every other fence nothing,
 *         compare-exchange is CS/CSG with no fence, fetch_add/and/or/xor of 4 and 8
 *         bytes are LAA/LAN/LAO/LAX(G) with no fence, the other RMWs CS loops,
 *         1- and 2-byte RMWs CS loops on the aligned word; every 16-byte __atomic
 *         and __sync operation is a call into libatomic.
 *  [LINUX] Linux arch/s390/include/asm/barrier.h: mb() is "bcr 14,0" with z196
 *         features, else "bcr 15,0"; smp_load_acquire / smp_store_release are a
 *         plain access and a compiler barrier.  arch/s390/include/asm/atomic_ops.h:
 *         the fully ordered LA* operations are "laa ... ; bcr 14,0" (the _barrier
 *         variants), cmpxchg is a bare CS/CSG/CDSG.
 *  [CLANG] Clang 16's SystemZ back end, measured with --target=s390x-linux-gnu -O2: 1- and
 *         2-byte RMWs and compare-exchange are CS loops on the aligned word that rotate the
 *         field with RLL by the address times 8 and insert with RISBG (the 1/2-byte rows
 *         below, with +z196).
 *
 * Orders: relaxed, acquire and release need no instruction at all [POP, GCC,
 * LINUX]; seq_cst stores and the seq_cst fence serialize with bcr; compare-and-swap
 * is itself serializing, so every CS/CSG/CDSG loop needs no fence at any order.
 * The seq_cst LA* row is stronger than GCC 12's: it adds the serialization Linux
 * adds, because LA* serializes only before its access [POP] and a later load could
 * otherwise be satisfied before its store is seen (the store-buffering shape of
 * two seq_cst RMWs each followed by a seq_cst load of the other's object).
 *
 * Features ("+NAME"):
 *   z196  the z196 facilities GCC's -march=z196 (Debian's default, __ARCH__ >= 9)
 *         assumes: interlocked-access 1 (LA*), fast-BCR-serialization (bcr 14,0),
 *         distinct-operands (ARK, SRLK, ...).  Without it the code is z900's:
 *         CS loops for every RMW, "bcr 15,0", two-operand ALU forms.
 *
 * Registers: a 16-byte value is one operand in an even/odd general register pair
 * (constraint "d" on a TImode value: GCC's s390 back end allocates TImode only to
 * even/odd pairs); %N<n> names the pair's odd register (the low doubleword: the
 * object's bytes 8..15, big-endian), %<n> the even one (bytes 0..7).
 */
#include "internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define S390_F_Z196 (1u << 0)

static bool z196(const al_target *t) { return t->features & S390_F_Z196; }

/* [POP serialization; GCC mem_thread_fence; LINUX barrier.h]  */
static const char *serialize(const al_target *t)
{
  return z196(t) ? "bcr 14,0" : "bcr 15,0";
}

/* ---- compare-and-swap loop fragments for casloop.c --------------------------- */

/* rw: register width (4 for 1, 2 and 4 bytes; 8; 16).  */
static void fill(al_casloop *k, const al_target *t, const al_request *r, int rw)
{
  bool dist = z196(t);
  static const char *const st[] = { [1] = "stc %{a}, %{x}", [2] = "sth %{a}, %{x}",
                                    [4] = "st %{a}, %{x}", [8] = "stg %{a}, %{x}" };
  k->store_x = r->width <= 8 ? st[r->width] : NULL;
  k->xmem_c = "R";
  k->mem_c = "Q";
  k->reg_c = "d";
  k->shift_c = "a";            /* a base register: never r0 */
  k->cc = "cc";
  k->reg_width = rw;
  k->object_mem = true;
  k->retry = "jl 1b";          /* CC 1: the compare failed [POP CS] */
  k->trail = NULL;             /* CS/CSG/CDSG serialize [POP] */
  k->one_shl = "lhi %{d}, 1\nsll %{d}, 0(%{b})";
  /* SRL, SRLK and LR leave the condition code alone [POP].  */
  k->srl = dist ? "srlk %{d}, %{a}, 0(%{b})" : "lr %{d}, %{a}\nsrl %{d}, 0(%{b})";
  switch (rw)
    {
    case 4:
      k->load = "l %{d}, %{m}";
      k->cas = "cs %{d}, %{a}, %{m}";
      k->add = dist ? "ark %{d}, %{a}, %{b}" : "lr %{d}, %{a}\nar %{d}, %{b}";
      k->sub = dist ? "srk %{d}, %{a}, %{b}" : "lr %{d}, %{a}\nsr %{d}, %{b}";
      k->and_ = dist ? "nrk %{d}, %{a}, %{b}" : "lr %{d}, %{a}\nnr %{d}, %{b}";
      k->or_ = dist ? "ork %{d}, %{a}, %{b}" : "lr %{d}, %{a}\nor %{d}, %{b}";
      k->xor_ = dist ? "xrk %{d}, %{a}, %{b}" : "lr %{d}, %{a}\nxr %{d}, %{b}";
      k->not_ = "lcr %{d}, %{a}\nahi %{d}, -1";          /* ~x = -x - 1 */
      k->bne = "cr %{a}, %{b}\njne 2f";
      k->cmp = "cr %{a}, %{b}";
      k->jeq = "je 3f";
      break;
    case 8:
      k->load = "lg %{d}, %{m}";
      k->cas = "csg %{d}, %{a}, %{m}";
      k->add = dist ? "agrk %{d}, %{a}, %{b}" : "lgr %{d}, %{a}\nagr %{d}, %{b}";
      k->sub = dist ? "sgrk %{d}, %{a}, %{b}" : "lgr %{d}, %{a}\nsgr %{d}, %{b}";
      k->and_ = dist ? "ngrk %{d}, %{a}, %{b}" : "lgr %{d}, %{a}\nngr %{d}, %{b}";
      k->or_ = dist ? "ogrk %{d}, %{a}, %{b}" : "lgr %{d}, %{a}\nogr %{d}, %{b}";
      k->xor_ = dist ? "xgrk %{d}, %{a}, %{b}" : "lgr %{d}, %{a}\nxgr %{d}, %{b}";
      k->not_ = "lcgr %{d}, %{a}\naghi %{d}, -1";
      break;
    case 16:
      /* Even register: bytes 0..7 (high), odd (%N): bytes 8..15 (low).  The carry
         or borrow of the low doubleword goes into the high one (ALCGR, SLBGR).  */
      k->load = "lpq %{d}, %{m}";
      k->cas = "cdsg %{d}, %{a}, %{m}";
      k->add = "lgr %N{d}, %N{a}\nalgr %N{d}, %N{b}\nlgr %{d}, %{a}\nalcgr %{d}, %{b}";
      k->sub = "lgr %N{d}, %N{a}\nslgr %N{d}, %N{b}\nlgr %{d}, %{a}\nslbgr %{d}, %{b}";
      k->and_ = "lgr %N{d}, %N{a}\nngr %N{d}, %N{b}\nlgr %{d}, %{a}\nngr %{d}, %{b}";
      k->or_ = "lgr %N{d}, %N{a}\nogr %N{d}, %N{b}\nlgr %{d}, %{a}\nogr %{d}, %{b}";
      k->xor_ = "lgr %N{d}, %N{a}\nxgr %N{d}, %N{b}\nlgr %{d}, %{a}\nxgr %{d}, %{b}";
      k->not_ = "lcgr %N{d}, %N{a}\naghi %N{d}, -1\nlcgr %{d}, %{a}\naghi %{d}, -1";
      break;
    default:
      break;
    }
}

/* ---- loads, stores ---------------------------------------------------------- */

/*   llgc/llgh/l/lg res, mem                    any order [POP, GCC, LINUX]
 *   lpq res, mem       (16, quadword-aligned)  any order [POP LPQ]  */
static void load(const al_target *t, const al_request *r, al_seq *s)
{
  static const char *const mn[] = { [1] = "llgc", [2] = "llgh", [4] = "l", [8] = "lg",
                                    [16] = "lpq" };
  (void) t;
  int w = r->width;
  int res = al_out(s, AL_R_RESULT, AL_WHOLE, "=d", w == 1 || w == 2 ? 8 : w);
  int mem = al_in(s, AL_R_MEM, AL_WHOLE, "R", w);
  al_insn(s, "%s %%%d, %%%d", mn[w], res, mem);
}

/*   stc/sth/st/stg val, mem  [; bcr 14,0 (seq_cst)]      [POP, GCC, LINUX]
 *   mvi mem, 0               [; bcr 14,0 (seq_cst)]      (clear)  [POP MVI, GCC]
 *   stpq val, mem            [; bcr 14,0 (seq_cst)]      [POP STPQ]
 *   (bcr 15,0 without z196)  */
static void store(const al_target *t, const al_request *r, al_seq *s, bool zero)
{
  static const char *const mn[] = { [1] = "stc", [2] = "sth", [4] = "st", [8] = "stg",
                                    [16] = "stpq" };
  int w = r->width;
  int rw = w == 1 || w == 2 ? 4 : w;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, zero && w == 1 ? "=Q" : "=R", w);
  if (zero && w == 1)
    {
      /* clear: MOVE (IMMEDIATE), a 1-byte store of the immediate [POP MVI; GCC's
         atomic_store of a zero byte].  */
      al_insn(s, "mvi %%%d, 0", mem);
    }
  else
    {
      int val = zero ? al_in_imm(s, "d", rw, 0) : al_in(s, AL_R_VAL, AL_WHOLE, "d", rw);
      al_insn(s, "%s %%%d, %%%d", mn[w], val, mem);
    }
  if (r->order == AL_SEQ_CST)
    al_insn(s, "%s", serialize(t));
}

/* ---- compare-exchange (one CS, CSG or CDSG) ---------------------------------- */

/*   cs/csg/cdsg old, des, mem      (old = expected in, observed out) [POP, GCC, LINUX]
 *   [__atomic form:] je 1f ; st/stg old, *expected  (cdsg: stmg old,old+1) ; 1:
 * casloop.c's al_cas_native with fill's cas.  Strong; success is (observed ==
 * expected), compared by the plugin.  */
static void fill_cx(al_casloop *k, const al_target *t, const al_request *r)
{
  fill(k, t, r, r->width);
  /* A success that is a value (returned, stored): the condition code copied by IPM
     (AL_CASF_IPM: CC 0 exactly when CS stored) [POP IPM, CS], as Clang 16 reads it, so
     no copy of the expected value is kept for a compare after the CS (lr ; xr ; lpr ;
     ahi ; risbg against ipm ; slfi ; risbg).  A success only branched on keeps the
     compare (cr ; jne against ipm ; tmlh ; jne).  */
  if (al_cas_success_value(r))
    {
      k->cx_flag = "ipm %{s}";
      k->cx_flag_kind = AL_CASF_IPM;
      k->cx_flag_width = 4;
    }
  switch (r->width)
    {
    case 4:
      k->cx_write_back = "je 1f\nst %{d}, %{x}\n1:";
      break;
    case 8:
      k->cx_write_back = "je 1f\nstg %{d}, %{x}\n1:";
      break;
    default:
      /* STMG takes a base address (no index): *expected's address in a register,
         beside its memory operand [POP STMG].  */
      k->cx_write_back = "je 1f\nstmg %{d}, %N{d}, 0(%{x})\n1:";
      k->xmem_c = "m";
      k->xptr_c = "a";
      k->xptr_width = 8;
      break;
    }
}

/* ---- 1- and 2-byte objects: rotate loops on the aligned word (z196) --------------
 *
 * The field is brought to a fixed place by ROTATE LEFT SINGLE LOGICAL, whose count
 * is bits 58-63 of its second-operand address [POP RLL] (a 32-bit rotate: 32 more is
 * the same rotate), so the count is the object's address times 8 in a base register:
 * for the byte or halfword at offset o of its big-endian word, "rll d, w, 0(sh)"
 * (sh = 8p) puts it in the word's top bits and "rll d, w, B(sh)" (B = 8 * width) in
 * its low bits; "rll d, w, 0(nsh)" (nsh = -8p) puts it back.  A halfword's rotate
 * (0 or 16) is its own inverse, so 2 bytes need no nsh.  RISBG inserts a field
 * [POP RISBG, z10].  The loop is CS on the aligned word, as GCC 12's masked loops
 * [GCC] and Clang 16's [CLANG], which rotates the same way: CS serializes, so no
 * order needs a fence; the other bytes of the word are stored back with the values
 * the CS compared.  */

struct s390_rot { int sh, nsh, wa; };

/* Outputs sh, [nsh], wa (wa tied to the object's address, an input added by
   rot_setup) and the object itself as "+m" (llsc.c, object_operand).  Added before
   the value registers: GCC's allocator then gives r0 (no base register) to one of
   those rather than a call-saved register to a base.  */
static struct s390_rot rot_outputs(const al_request *r, al_seq *s, bool nsh)
{
  struct s390_rot o;
  o.sh = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&a", 8);
  o.nsh = r->width == 2 || !nsh ? o.sh : al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&a", 8);
  o.wa = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=a", 8);
  al_out(s, AL_R_MEM, AL_WHOLE, "+m", r->width);
  return o;
}

/*   sllk sh, p, 3 ; [lcr nsh, sh] ; nill wa(=p), 0xfffc  */
static void rot_setup(const al_request *r, al_seq *s, struct s390_rot o)
{
  al_in_tied(s, AL_R_PTR, AL_WHOLE, o.wa, 8);
  al_insn(s, "sllk %%%d, %%%d, 3", o.sh, o.wa);
  if (o.nsh != o.sh)
    al_insn(s, "lcr %%%d, %%%d", o.nsh, o.sh);
  al_insn(s, "nill %%%d, 65532", o.wa);
}

/* The back rotate: -8p (1 byte), or 8p itself (2 bytes).  */
static void rot_back(const al_request *r, al_seq *s, struct s390_rot o, int d, int a)
{
  al_insn(s, "rll %%%d, %%%d, 0(%%%d)", d, a, r->width == 2 ? o.sh : o.nsh);
}

/* fetch_op / op_fetch of 1 and 2 bytes.  The value is moved to the top B bits
 * (and, nand: ones below them); add, sub and nand work on the field rotated to the
 * top of the word, so a carry or borrow out of it is lost and the other bytes are
 * never touched:
 *       sllk sh, p, 3 ; [lcr nsh, sh] ; nill p, 0xfffc
 *       sll  v, 32-B                  [nand: oilf/oill v, 2^(32-B)-1]
 *       l    w, 0(p)
 *   1:  rll  n, w, 0(sh)
 *       ar/sr/nr n, v                  [nand: xilf n, top B bits]
 *       rll  n, n, 0(nsh)
 *       cs   w, n, 0(p)
 *       jl   1b
 *       rll  n, w|n, B(sh)             (the old or new value in the low bits)
 * and, or, xor leave the other bytes alone with the value rotated into the field's
 * place once (ones around it for and), so the loop has no rotate and no nsh:
 *       sllk sh, p, 3 ; [lcr n, sh] ; nill p, 0xfffc
 *       sll  v, 32-B                  [and: oilf/oill v, 2^(32-B)-1]
 *       rll  v, v, 0(n)                (2 bytes: 0(sh))
 *       l    w, 0(p)
 *   1:  nrk/ork/xrk n, w, v
 *       cs   w, n, 0(p)
 *       jl   1b
 *       rll  n, w|n, B(sh)  */
static void rot_rmw(const al_target *t, const al_request *r, al_seq *s)
{
  static const char *const alu[AL_N_ARITH] = {
    [AL_ADD] = "ar", [AL_SUB] = "sr", [AL_AND] = "nrk", [AL_NAND] = "nr", [AL_OR] = "ork",
    [AL_XOR] = "xrk" };
  (void) t;
  int w = r->width, B = 8 * w;
  bool newv = r->op == AL_OP_FETCH, use = r->use != AL_USE_NONE;
  al_arith a = r->arith;
  bool inplace = a == AL_AND || a == AL_OR || a == AL_XOR;
  s->use = use ? AL_USE_VALUE : AL_USE_NONE;
  /* The base registers first: GCC's allocator then leaves r0 (no base register) to
     a value register.  */
  struct s390_rot o = rot_outputs(r, s, !inplace);
  int ow = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&d", 4);
  /* In place, n holds -8p before the loop (a base register).  */
  int nw = al_out(s, AL_R_RESULT, AL_WHOLE, inplace && w == 1 ? "=&a" : "=&d", 4);
  int v = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=d", 4);
  if (inplace && w == 1)
    o.nsh = nw;
  rot_setup(r, s, o);
  al_in_tied(s, AL_R_VAL, AL_WHOLE, v, 4);
  al_insn(s, "sll %%%d, %d", v, 32 - B);
  if (a == AL_AND || a == AL_NAND)
    al_insn(s, w == 1 ? "oilf %%%d, 16777215" : "oill %%%d, 65535", v);
  if (inplace)
    rot_back(r, s, o, v, v);
  al_insn(s, "l %%%d, 0(%%%d)", ow, o.wa);
  al_label(s, "1:");
  if (inplace)
    al_insn(s, "%s %%%d, %%%d, %%%d", alu[a], nw, ow, v);
  else
    {
      al_insn(s, "rll %%%d, %%%d, 0(%%%d)", nw, ow, o.sh);
      al_insn(s, "%s %%%d, %%%d", alu[a], nw, v);
      if (a == AL_NAND)
        al_insn(s, "xilf %%%d, %s", nw, w == 1 ? "4278190080" : "4294901760");
      rot_back(r, s, o, nw, nw);
    }
  al_insn(s, "cs %%%d, %%%d, 0(%%%d)", ow, nw, o.wa);
  al_insn(s, "jl 1b");
  if (use)
    al_insn(s, "rll %%%d, %%%d, %d(%%%d)", nw, newv ? nw : ow, B, o.sh);
  al_loop_clobbers(r, s, "cc");
}

/* exchange of 1 and 2 bytes:
 *       sllk sh, p, 3 ; [lcr nsh, sh] ; nill p, 0xfffc
 *       l    w, 0(p)
 *   1:  rll  n, w, 0(sh)
 *       risbg n, v, 32, 31+B, 32-B     (v's low B bits into the top ones)
 *       rll  n, n, 0(nsh)
 *       cs   w, n, 0(p)
 *       jl   1b
 *       rll  n, w, B(sh)               (the old value in the low bits)  */
static void rot_xchg(const al_target *t, const al_request *r, al_seq *s)
{
  (void) t;
  int w = r->width, B = 8 * w;
  bool use = r->use != AL_USE_NONE;
  s->use = use ? AL_USE_VALUE : AL_USE_NONE;
  struct s390_rot o = rot_outputs(r, s, true);
  int ow = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&d", 4);
  int nw = al_out(s, AL_R_RESULT, AL_WHOLE, "=&d", 4);
  rot_setup(r, s, o);
  int v = al_in(s, AL_R_VAL, AL_WHOLE, "d", 4);
  al_insn(s, "l %%%d, 0(%%%d)", ow, o.wa);
  al_label(s, "1:");
  al_insn(s, "rll %%%d, %%%d, 0(%%%d)", nw, ow, o.sh);
  al_insn(s, "risbg %%%d, %%%d, 32, %d, %d", nw, v, 31 + B, 32 - B);
  rot_back(r, s, o, nw, nw);
  al_insn(s, "cs %%%d, %%%d, 0(%%%d)", ow, nw, o.wa);
  al_insn(s, "jl 1b");
  if (use)
    al_insn(s, "rll %%%d, %%%d, %d(%%%d)", nw, ow, B, o.sh);
  al_loop_clobbers(r, s, "cc");
}

/* compare-exchange of 1 and 2 bytes (strong; success is observed == expected):
 *       sllk sh, p, 3 ; [lcr nsh, sh] ; nill p, 0xfffc
 *       l    w, 0(p)
 *   1:  rll  t, w, B(sh)               (the field in the low bits)
 *       risbg d, t, 32, 63-B, 0         (the word's other bytes around desired)
 *       llcr/llhr t, t                  (the observed value)
 *       cr   t, e
 *       jne  2f
 *       rll  n, d, -B(nsh)              (2 bytes: B(sh))
 *       cs   w, n, 0(p)
 *       jl   1b
 *   2:  [__atomic form: je 3f ; stc/sth t, *expected ; 3:]
 *                                       (CC 0 exactly when the CS stored, 1 or 2 from
 *                                       the cr that left)
 *       ipm  f                          (the flag, AL_CASF_IPM: the plugin's slfi ;
 *                                       risbg, where observed ^ expected == 0 took
 *                                       xr ; lpr ; ahi ; risbg)  */
static void rot_cas(const al_target *tg, const al_request *r, al_seq *s)
{
  (void) tg;
  int w = r->width, B = 8 * w;
  bool wb = al_expmem(r);
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  struct s390_rot o = rot_outputs(r, s, true);
  int t = al_out(s, AL_R_RESULT, AL_WHOLE, "=&d", 4);
  int ow = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&d", 4);
  int nw = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&d", 4);
  int d = al_out(s, AL_R_SCRATCH, AL_WHOLE, "=d", 4);
  /* The flag: the condition code, 0 exactly when the CS stored [POP IPM], so the
     plugin needs no copy of the expected value after the sequence.  Written last,
     after every input is read: GCC may give it the return register (tied to the
     expected value, it made GCC move that into r2 first).  */
  s->cas_flag = AL_CASF_IPM;
  int f = al_out(s, AL_R_FLAG, AL_WHOLE, "=d", 4);
  int x = wb ? al_out(s, AL_R_EXPMEM, AL_WHOLE, "+R", w) : -1;
  rot_setup(r, s, o);
  al_in_tied(s, AL_R_DESIRED, AL_WHOLE, d, 4);
  int e = al_in(s, AL_R_EXPECTED, AL_WHOLE, "d", 4);
  al_insn(s, "l %%%d, 0(%%%d)", ow, o.wa);
  al_label(s, "1:");
  al_insn(s, "rll %%%d, %%%d, %d(%%%d)", t, ow, B, o.sh);
  al_insn(s, "risbg %%%d, %%%d, 32, %d, 0", d, t, 63 - B);
  al_insn(s, "%s %%%d, %%%d", w == 1 ? "llcr" : "llhr", t, t);
  al_insn(s, "cr %%%d, %%%d", t, e);
  al_insn(s, "jne 2f");
  if (w == 2)
    al_insn(s, "rll %%%d, %%%d, %d(%%%d)", nw, d, B, o.sh);
  else
    al_insn(s, "rll %%%d, %%%d, -%d(%%%d)", nw, d, B, o.nsh);
  al_insn(s, "cs %%%d, %%%d, 0(%%%d)", ow, nw, o.wa);
  al_insn(s, "jl 1b");
  al_label(s, "2:");
  if (wb)
    {
      al_insn(s, "je 3f");
      al_insn(s, "%s %%%d, %%%d", w == 1 ? "stc" : "sth", t, x);
      al_label(s, "3:");
    }
  al_insn(s, "ipm %%%d", f);
  al_loop_clobbers(r, s, "cc");
}

/* ---- interlocked-access facility 1 (z196) ------------------------------------ */

static const char *const la_mn4[AL_N_ARITH] = {
  [AL_ADD] = "laa", [AL_SUB] = "laa", [AL_AND] = "lan", [AL_OR] = "lao", [AL_XOR] = "lax" };
static const char *const la_mn8[AL_N_ARITH] = {
  [AL_ADD] = "laag", [AL_SUB] = "laag", [AL_AND] = "lang", [AL_OR] = "laog", [AL_XOR] = "laxg" };

/* fetch_op / op_fetch for add, sub, and, or, xor of 4 and 8 bytes:
 *   [lcr/lcgr t, val]                  (sub: add the negation; a constant is negated here)
 *   la{a,n,o,x}[g] old, val|t, mem     [POP interlocked-access 1; GCC atomic_fetch_<op>]
 *   [bcr 14,0]                         (seq_cst: [LINUX atomic_ops.h _barrier], file header)
 *   [<op> res, old, val|t]             (op_fetch: the new value)  */
static void la_rmw(const al_target *tg, const al_request *r, al_seq *s)
{
  static const char *const alu4[AL_N_ARITH] = {
    [AL_ADD] = "ark", [AL_SUB] = "ark", [AL_AND] = "nrk", [AL_OR] = "ork", [AL_XOR] = "xrk" };
  static const char *const alu8[AL_N_ARITH] = {
    [AL_ADD] = "agrk", [AL_SUB] = "agrk", [AL_AND] = "ngrk", [AL_OR] = "ogrk",
    [AL_XOR] = "xgrk" };
  int w = r->width;
  bool newv = r->op == AL_OP_FETCH && r->use != AL_USE_NONE;
  bool sub = r->arith == AL_SUB, neg_const = sub && r->val_const;
  s->use = r->use == AL_USE_NONE ? AL_USE_NONE : AL_USE_VALUE;
  /* LA* fetches its operands before it writes the old value [POP interlocked-access 1],
     so the old value may share a register with the value or the address (as in GCC's
     pattern); op_fetch reads the value again after it, so there it is early-clobbered.  */
  int old = al_out(s, newv ? AL_R_SCRATCH : r->use == AL_USE_NONE ? AL_R_SCRATCH : AL_R_RESULT,
                   AL_WHOLE, newv ? "=&d" : "=d", w);
  int res = newv ? al_out(s, AL_R_RESULT, AL_WHOLE, "=d", w) : -1;
  int t = sub && !neg_const ? al_out(s, AL_R_SCRATCH, AL_WHOLE, "=&d", w) : -1;
  int mem = al_out(s, AL_R_MEM, AL_WHOLE, "+S", w);
  int val = neg_const ? al_in_imm(s, "d", w, -r->val) : al_in(s, AL_R_VAL, AL_WHOLE, "d", w);
  int src = t >= 0 ? t : val;
  if (t >= 0)
    al_insn(s, "%s %%%d, %%%d", w == 4 ? "lcr" : "lcgr", t, val);
  al_insn(s, "%s %%%d, %%%d, %%%d", (w == 4 ? la_mn4 : la_mn8)[r->arith], old, src, mem);
  if (r->order == AL_SEQ_CST)
    al_insn(s, "%s", serialize(tg));
  if (newv)
    al_insn(s, "%s %%%d, %%%d, %%%d", (w == 4 ? alu4 : alu8)[r->arith], res, old, src);
  al_clobber(s, "cc");
}

/* [POP serialization; GCC mem_thread_fence; LINUX barrier.h]: only the seq_cst
   thread fence is an instruction.  */
static void s390_fence(const al_target *t, const al_request *r, al_seq *s)
{
  if (r->op == AL_THREAD_FENCE && r->order == AL_SEQ_CST)
    al_insn(s, "%s", serialize(t));
}

/* ---- dispatch ------------------------------------------------------------ */

static void s390_plan(const al_target *t, const al_request *r, al_plan *p)
{
  int w = r->width;
  bool sub_word = w < 4;
  bool rmw = r->op == AL_FETCH_OP || r->op == AL_OP_FETCH;
  if (w == 16 && (r->op == AL_TEST_AND_SET || r->op == AL_CLEAR))
    al_plan_shim(p, "no 16-byte form of this operation");
  else if (al_is_access(r))
    return;   /* the descriptor's load and store (lower.c) */
  else if (sub_word && z196(t) && r->op != AL_TEST_AND_SET)
    {
      /* 1- and 2-byte exchange, compare-exchange and fetch_op: the rotate loops on the
         aligned word (z196)  */
      al_plan_emit(p, AL_K_NATIVE, "masked",
                   r->op == AL_EXCHANGE ? rot_xchg : r->op == AL_CAS ? rot_cas : rot_rmw);
    }
  else if (r->op == AL_CAS && !sub_word)
    {
      p->kind = AL_K_CAS_LOOP;
      p->recipe = "native";
      fill_cx(&p->cas, t, r);
    }
  else if (rmw && !sub_word && z196(t) && w <= 8 && la_mn4[r->arith])
    al_plan_emit(p, AL_K_NATIVE, NULL, la_rmw);
  else
    {
      /* CS loops (casloop.c, al_cas_expand), on the aligned word for 1 and 2 bytes and
         for test_and_set (the masked OR of its word)  */
      bool masked = sub_word || r->op == AL_TEST_AND_SET;
      p->kind = masked ? AL_K_MASKED_CAS : AL_K_CAS_LOOP;
      fill(&p->cas, t, r, masked ? 4 : w);
    }
}

/* Lock-free and inlined at 1, 2, 4, 8 and 16 bytes when aligned to the size (16:
   LPQ, STPQ, CDSG need a quadword [POP]); libgcc-shim/config/s390x.h answers the
   same at run time (CDSG for a 16-aligned object).  GCC 12 folds
   __atomic_always_lock_free (16, 0) to 1 too.  */
static int s390_is_lock_free(const al_target *t, int width, int align)
{
  (void) t;
  switch (width)
    {
    case 1: case 2: case 4: case 8: case 16:
      return align >= width;
    default:
      return 0;
    }
}

/* GCC 12 calls libatomic for every 16-byte operation, __sync included, and inlines
   every narrower one [GCC, measured], but for a 16-byte __sync_lock_release, which it
   compiles to a load (lmg) and no store: wrong code, which the plugin's runtime call
   replaces (scan.exp's mode=gaps check lists it).  */
static bool s390_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  (void) gcc;
  (void) t;
  return r->width == 16;
}

static bool s390_detect(al_macro_lookup lookup, void *ctx, al_target *t)
{
  if (!lookup(ctx, "__s390x__"))
    return false;
  const char *arch = lookup(ctx, "__ARCH__");
  if (arch && atoi(arch) >= 9)
    t->features |= S390_F_Z196;
  return true;
}

/* The unit suite assembles each table for its own CPU: z900 (the first z/Architecture
   CPU) without +z196, so that no later instruction slips into the base table.  */
static const char *s390_cflags(const al_target *t)
{
  return z196(t) ? "-march=z196" : "-march=z900";
}

static const char *const s390_features[] = { "z196", NULL };
static const unsigned s390_feature_bits[] = { S390_F_Z196 };

/* Memory barriers (al_arch_desc.barriers): the serializing no-op branches, bcr 14,0 (fast
   serialization, z196) and bcr 15,0.  */
static const char *const s390x_barriers[] = { "bcr 14,0", "bcr 15,0", NULL };
/* What orders a load, store or fence (al_arch_desc.ordered): bcr 14,0 and bcr 15,0.  */
static const char s390x_ordered[] = "[[:space:]]bcr[[:space:]]+1[45],0";

/* Barriers that merge when two adjacent sites meet (merge.c): the same one twice, and
   the weaker beside the stronger, each with its source.  */
static const al_merge_row s390x_merges[] = {
  AL_MERGE_SAME("bcr 15,0", "z/Architecture Principles of Operation, serialization (BCR 15,0; BCR 14,0 fast-BCR-serialization)"),
  AL_MERGE_SAME("bcr 14,0", "z/Architecture Principles of Operation, serialization (BCR 15,0; BCR 14,0 fast-BCR-serialization)"),
  { NULL, NULL, NULL }
};

const al_arch_desc al_arch_s390x = {
  .name = "s390x",
  .file = "s390x.c",
  .comment = "#",
  .big_endian = true,
  .int128 = true,
  .herd = NULL,
  .barriers = s390x_barriers,
  .ordered = s390x_ordered,
  .feature_names = s390_features,
  .feature_bits = s390_feature_bits,
  .variants = NULL,
  .parse_variant = NULL,
  .detect = s390_detect,
  .plan = s390_plan,
  .load = load,
  .store = store,
  .fence = s390_fence,
  .is_lock_free = s390_is_lock_free,
  .gcc_calls_out = s390_gcc_calls_out,
  .schemes = NULL,
  .scheme_default = NULL,
  .scheme_applies = NULL,
  .cflags = s390_cflags,
  .merges = s390x_merges,
};
