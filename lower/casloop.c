/* casloop.c — compare-and-swap loop builders, shared by every target whose
 * read-modify-write primitive is a compare-and-swap instruction that reloads the
 * observed value into its compare register on failure (z/Architecture CS, CSG,
 * CDSG; x86 CMPXCHG has the same contract).  Targets supply instruction
 * fragments (al_casloop in internal.h); the loop shapes live only here, beside
 * llsc.c's reservation loops.  Because the failing compare-and-swap leaves the
 * current value in the compare register, no loop reloads memory: the one load
 * before the loop is a guess the first compare-and-swap checks.
 */
#include "internal.h"

#include <stdio.h>

static const al_slots none = { -1, -1, -1, -1, -1, -1, -1 };

static const char *cl_rw(const al_casloop *k, char *buf)
{
  snprintf(buf, 16, "+%s", k->mem_c);
  return buf;
}

static const char *cl_early(const al_casloop *k, char *buf)
{
  snprintf(buf, 16, "=&%s", k->reg_c);
  return buf;
}

/* The compare register's constraint, early-clobbered ("=&a" on x86).  */
static const char *cl_old(const al_casloop *k, char *buf)
{
  snprintf(buf, 16, "=&%s", k->old_c ? k->old_c : k->reg_c);
  return buf;
}

static void cl_finish(const al_request *r, al_seq *s, const al_casloop *k)
{
  al_loop_clobbers(r, s, k->cc);
}

static const char *cl_alu(const al_casloop *k, al_arith a)
{
  return al_alu_frag(a, k->add, k->sub, k->and_, k->or_, k->xor_);
}

/* The object's (or its word's) memory operand; none with mem_clobber (the sequence
   clobbers "memory" and names the object only through {p}).  */
static int cl_mem(al_seq *s, const al_casloop *k, al_role role, const char *c, int width)
{
  if (k->mem_clobber)
    {
      al_clobber(s, "memory");
      return -1;
    }
  return al_out(s, role, AL_WHOLE, c, width);
}

/* The address of {m} in a register, when the templates want it (ptr_in_reg).  */
static int cl_ptr(al_seq *s, const al_casloop *k, al_role role)
{
  return k->ptr_in_reg ? al_in(s, role, AL_WHOLE, k->reg_c, 0) : -1;
}

/* The write-back's *expected (al_expmem: the asm writes it), as {x}: its memory operand
   ("+m" unless xmem_c), an output, so added with the outputs; none with mem_clobber.  */
static int cl_expmem(const al_request *r, al_seq *s, const al_casloop *k)
{
  char b[16];
  if (!al_expmem(r) || k->mem_clobber)
    return -1;
  snprintf(b, sizeof b, "+%s", k->xmem_c ? k->xmem_c : "m");
  return al_out(s, AL_R_EXPMEM, AL_WHOLE, b, r->width);
}

/* Its address in a register (xptr_c), the last input, which {x} names rather than
   the memory operand.  XM: cl_expmem's.  */
static int cl_expx(const al_request *r, al_seq *s, const al_casloop *k, int xm)
{
  if (!al_expmem(r) || !k->xptr_c)
    return xm;
  return al_in(s, AL_R_EXPPTR, AL_WHOLE, k->xptr_c, k->xptr_width);
}

/* The scratch register {b} of the cas and retry fragments, when the target's
   compare-and-swap overwrites its new-value register (al_casloop.cas_scratch, SPARC
   CAS): an output, so it is added before the first input.  -1: none.  */
static int cl_scratch(al_seq *s, const al_casloop *k)
{
  char b[16];
  return k->cas_scratch ? al_out(s, AL_R_SCRATCH, AL_WHOLE, cl_early(k, b), k->reg_width)
                        : -1;
}

/* The compare-and-swap and its retry: {d} the compare register, {a} the new value,
   {b} the scratch (cas_scratch), {m} the memory operand, {p} its address (ptr_in_reg).  */
static void cl_cas(al_seq *s, const al_casloop *k, int old, int nw, int tmp, int m, int p)
{
  al_slots sl = { old, nw, tmp, m, p, -1, -1 };
  al_frag(s, k->cas, sl);
  al_frag(s, k->retry, sl);
}

/* The loop's tail: compare-and-swap, retry, trail.  */
static void cl_swap(al_seq *s, const al_casloop *k, int old, int nw, int tmp, int m, int p)
{
  cl_cas(s, k, old, nw, tmp, m, p);
  al_frag(s, k->trail, none);
}

/*       load  old, [m]
 *   1:  op    new, old, val          (nand: and ; not)
 *       cas   old, new, [m]          (failure: old = the value seen)
 *       retry 1b
 *       trail
 */
void al_cas_rmw(const al_request *r, al_seq *s, const al_casloop *k)
{
  char b1[16], b2[16];
  int w = k->reg_width;
  bool newv = r->op == AL_OP_FETCH;
  s->use = al_value_use(r);
  char b3[16];
  int old = al_out(s, newv ? AL_R_SCRATCH : AL_R_RESULT, AL_WHOLE, cl_old(k, b3), w);
  int nw = k->new_in_old && !newv ? old
           : al_out(s, newv ? AL_R_RESULT : AL_R_SCRATCH, AL_WHOLE, cl_early(k, b1), w);
  int tmp = cl_scratch(s, k);
  int m = cl_mem(s, k, AL_R_MEM, cl_rw(k, b2), r->width);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, k->val_c ? k->val_c : k->reg_c, w);
  int p = cl_ptr(s, k, AL_R_PTR);
  al_frag(s, k->load, (al_slots){ old, -1, -1, m, p, -1, -1 });
  al_label(s, "1:");
  al_frag(s, cl_alu(k, r->arith), (al_slots){ nw, old, val, -1, -1, -1, -1 });
  if (r->arith == AL_NAND)
    al_frag(s, k->not_, (al_slots){ nw, nw, -1, -1, -1, -1, -1 });
  cl_swap(s, k, old, nw, tmp, m, p);
  cl_finish(r, s, k);
}

/*       load  old, [m]
 *   1:  cas   old, val, [m]
 *       retry 1b
 *       trail
 */
void al_cas_xchg(const al_request *r, al_seq *s, const al_casloop *k)
{
  char b1[16], b2[16];
  int w = k->reg_width;
  s->use = al_value_use(r);
  int old = al_out(s, r->op == AL_EXCHANGE ? AL_R_RESULT : AL_R_SCRATCH, AL_WHOLE,
                   cl_early(k, b1), w);
  int tmp = cl_scratch(s, k);
  int m = cl_mem(s, k, AL_R_MEM, cl_rw(k, b2), r->width);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, k->reg_c, w);
  int p = cl_ptr(s, k, AL_R_PTR);
  al_frag(s, k->load, (al_slots){ old, -1, -1, m, p, -1, -1 });
  al_label(s, "1:");
  cl_swap(s, k, old, val, tmp, m, p);
  cl_finish(r, s, k);
}

/* ---- masked sub-word loops -------------------------------------------------- */

/* The object itself, as one more in-out memory operand beside the word (llsc.c,
   object_operand: GCC's alias oracle would otherwise keep a declared 1- or 2-byte
   object in a register across the asm).  The templates never name it.  */
static void cl_object(const al_request *r, al_seq *s, const al_casloop *k)
{
  if (k->object_mem && !k->mem_clobber)
    al_out(s, AL_R_MEM, AL_WHOLE, "+m", r->width);
}

/* The merge fragments of llsc.c's shared masked merge (al_merge_field, al_merge_cas).  */
static al_merge cl_merge(const al_casloop *k)
{
  return (al_merge){ k->and_, k->or_, k->xor_, k->bne };
}

static int cl_shift(al_seq *s, const al_casloop *k)
{
  return al_in(s, AL_R_SHIFT, AL_WHOLE, k->shift_c ? k->shift_c : k->reg_c, 4);
}

/*       load  w, [word]
 *   1:  op    n, w, vsh            (nand: and ; not)
 *       [add, sub, and, nand: xor n,n,w ; and n,n,mask ; xor n,n,w]
 *       cas   w, n, [word]         (failure: w = the word seen)
 *       retry 1b
 *       trail
 *       srl   n, (w | n), shift    (the old or new value in the low bits)
 * test_and_set: vsh = 1 << shift (sll of an immediate 1, before the load), op = or.
 * k->logic_in_place: or and xor pass no mask; and (with k->orn) turns the mask's
 * register into vsh | ~mask before the load and loops on "and n, w, that" alone.
 */
void al_cas_masked_rmw(const al_request *r, al_seq *s, const al_casloop *k)
{
  char b1[16], b2[16];
  bool tas = r->op == AL_TEST_AND_SET;
  bool newv = r->op == AL_OP_FETCH;
  al_arith a = tas ? AL_OR : r->arith;
  s->use = al_value_use(r);
  if (tas)
    s->use = AL_USE_VALUE;
  int w = al_out(s, AL_R_SCRATCH, AL_WHOLE, cl_early(k, b1), 4);
  int nw = al_out(s, AL_R_RESULT, AL_WHOLE, b1, 4);
  int one = tas ? al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4) : -1;
  int tmp = cl_scratch(s, k);
  int m = cl_mem(s, k, AL_R_WMEM, cl_rw(k, b2), 4);
  cl_object(r, s, k);
  bool inplace = !tas && k->logic_in_place
                 && (a == AL_OR || a == AL_XOR || (a == AL_AND && k->orn));
  /* and in place: the mask arrives in a scratch register of its own (tied), which
     becomes vsh | ~mask.  */
  char b3[16];
  snprintf(b3, sizeof b3, "=%s", k->reg_c);
  int ones = inplace && a == AL_AND ? al_out(s, AL_R_SCRATCH, AL_WHOLE, b3, 4) : -1;
  int shift = cl_shift(s, k);
  int mask = tas || (inplace && a != AL_AND) ? -1
             : ones >= 0 ? al_in_tied(s, AL_R_MASK, AL_WHOLE, ones, 4)
                         : al_in(s, AL_R_MASK, AL_WHOLE, k->reg_c, 4);
  int vsh = tas ? one : al_in_shifted(s, k->reg_c, AL_R_VAL);
  int p = cl_ptr(s, k, AL_R_WPTR);
  if (tas)
    al_frag(s, k->one_shl, (al_slots){ one, -1, shift, -1, -1, -1, -1 });
  if (ones >= 0)
    al_frag(s, k->orn, (al_slots){ ones, vsh, ones, -1, -1, -1, -1 });
  al_frag(s, k->load, (al_slots){ w, -1, -1, m, p, -1, -1 });
  al_label(s, "1:");
  al_frag(s, cl_alu(k, a), (al_slots){ nw, w, ones >= 0 ? ones : vsh, -1, -1, -1, -1 });
  if (a == AL_NAND)
    al_frag(s, k->not_, (al_slots){ nw, nw, -1, -1, -1, -1, -1 });
  if (a != AL_OR && a != AL_XOR && !inplace)
    al_merge_field(s, cl_merge(k), nw, nw, w, w, mask);
  cl_swap(s, k, w, nw, tmp, m, p);
  al_frag(s, k->srl, (al_slots){ nw, newv ? nw : w, shift, -1, -1, -1, -1 });
  cl_finish(r, s, k);
}

/*       load  w, [word]
 *   1:  xor   n, w, vsh ; and n, n, mask ; xor n, n, w
 *       cas   w, n, [word]
 *       retry 1b
 *       trail
 *       srl   n, w, shift          (exchange: the old value)
 */
void al_cas_masked_xchg(const al_request *r, al_seq *s, const al_casloop *k)
{
  char b1[16], b2[16];
  s->use = al_value_use(r);
  int w = al_out(s, AL_R_SCRATCH, AL_WHOLE, cl_early(k, b1), 4);
  int nw = al_out(s, r->op == AL_STORE ? AL_R_SCRATCH : AL_R_RESULT, AL_WHOLE, b1, 4);
  int tmp = cl_scratch(s, k);
  int m = cl_mem(s, k, AL_R_WMEM, cl_rw(k, b2), 4);
  cl_object(r, s, k);
  int shift = cl_shift(s, k);
  int mask = al_in(s, AL_R_MASK, AL_WHOLE, k->reg_c, 4);
  int vsh = al_in_shifted(s, k->reg_c, AL_R_VAL);
  int p = cl_ptr(s, k, AL_R_WPTR);
  al_frag(s, k->load, (al_slots){ w, -1, -1, m, p, -1, -1 });
  al_label(s, "1:");
  al_merge_field(s, cl_merge(k), nw, w, vsh, w, mask);
  cl_swap(s, k, w, nw, tmp, m, p);
  if (r->op != AL_STORE)
    al_frag(s, k->srl, (al_slots){ nw, w, shift, -1, -1, -1, -1 });
  cl_finish(r, s, k);
}

/*       load  w, [word]
 *   1:  and   t, w, mask
 *       bne   t, esh, 2f            (the object differs: fail with t)
 *       xor   n, w, t ; or n, n, dsh
 *       cas   w, n, [word]          (failure: w = the word seen; the other bytes
 *       retry 1b                     may have changed: compare again)
 *   2:  trail
 *       [__atomic form: cmp t, esh]   (equal: it succeeded)
 *       srl   t, t, shift           (the observed value; keeps the flags)
 *   [__atomic form:]  jeq 3f ; store t -> *expected ; 3:
 * Strong: success is (observed == expected), derived by the plugin.
 */
void al_cas_masked_cas(const al_request *r, al_seq *s, const al_casloop *k)
{
  char b1[16], b2[16];
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  int t = al_out(s, AL_R_RESULT, AL_WHOLE, cl_early(k, b1), 4);
  int w = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4);
  int nw = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4);
  int tmp = cl_scratch(s, k);
  int m = cl_mem(s, k, AL_R_WMEM, cl_rw(k, b2), 4);
  cl_object(r, s, k);
  bool wb = al_expmem(r);
  int xm = cl_expmem(r, s, k);
  int shift = cl_shift(s, k);
  int mask = al_in(s, AL_R_MASK, AL_WHOLE, k->reg_c, 4);
  int esh = al_in_shifted(s, k->reg_c, AL_R_EXPECTED);
  int dsh = al_in_shifted(s, k->reg_c, AL_R_DESIRED);
  int p = cl_ptr(s, k, AL_R_WPTR);
  int x = cl_expx(r, s, k, xm);
  al_frag(s, k->load, (al_slots){ w, -1, -1, m, p, -1, -1 });
  al_label(s, "1:");
  al_merge_cas(s, cl_merge(k), t, nw, w, mask, esh, dsh, -1);
  cl_cas(s, k, w, nw, tmp, m, p);
  al_label(s, "2:");
  al_frag(s, k->trail, none);
  /* The write-back compares the field before the shift (t == esh exactly when the
     compare-and-swap succeeded, whichever way the loop was left), so the unshifted
     expected value needs no register of its own: srl keeps the flags.  */
  if (wb)
    al_frag(s, k->cmp, (al_slots){ -1, t, esh, -1, -1, -1, -1 });
  al_frag(s, k->srl, (al_slots){ t, t, shift, -1, -1, -1, -1 });
  if (wb)
    {
      al_frag(s, k->jeq, none);
      al_frag(s, k->store_x, (al_slots){ -1, t, -1, -1, -1, -1, x });
      al_label(s, "3:");
    }
  cl_finish(r, s, k);
}

/* ---- the compare-exchange of the object: one instruction --------------------------- */

/*   cx    old, [m]      (old = the value seen; cas, when no cx: old = expected in)
 *   [flag ok]           (the bool and __atomic forms, where the instruction says it)
 *   trail
 *   [write_back]        (the __atomic form, when the asm writes *expected: a branch
 *                        past it on success ; store old -> *expected ; its label)
 * Strong; success is (observed == expected), compared by the plugin, or the flag ok.
 * The observed value is early-clobbered unless the expected value is tied to it: the
 * flag and the write-back still read the inputs after the instruction wrote it.  */
void al_cas_native(const al_request *r, al_seq *s, const al_casloop *k)
{
  char b1[16], b2[16];
  int w = r->width;
  al_cx_tie tie = k->cx ? k->cx_tie : AL_CX_EXPECTED;
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  snprintf(b1, sizeof b1, "=%s%s", tie == AL_CX_EXPECTED ? "" : "&", k->reg_c);
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, b1, w);
  int ok = -1;
  if (k->cx_flag && r->cas_form != AL_CAS_SYNC_VAL)
    {
      s->cas_flag = k->cx_flag_kind;
      ok = al_out(s, AL_R_FLAG, AL_WHOLE, b1, k->cx_flag_width);
    }
  int m = cl_mem(s, k, AL_R_MEM, cl_rw(k, b2), w);
  int xm = cl_expmem(r, s, k);
  int exp = tie == AL_CX_EXPECTED ? al_in_tied(s, AL_R_EXPECTED, AL_WHOLE, old, w)
                                  : al_in(s, AL_R_EXPECTED, AL_WHOLE, k->reg_c, w);
  int des = tie == AL_CX_DESIRED ? al_in_tied(s, AL_R_DESIRED, AL_WHOLE, old, w)
                                 : al_in(s, AL_R_DESIRED, AL_WHOLE, k->reg_c, w);
  int p = cl_ptr(s, k, AL_R_PTR);
  al_slots sl = { old, des, exp, m, p, ok, cl_expx(r, s, k, xm) };
  al_frag(s, k->cx ? k->cx : k->cas, sl);
  if (ok >= 0)
    al_frag(s, k->cx_flag, sl);
  al_frag(s, k->trail, none);
  if (al_expmem(r))
    al_frag(s, k->cx_write_back, sl);
  if (k->cc)
    al_clobber(s, k->cc);
}

void al_cas_expand(const al_request *r, al_seq *s, const al_casloop *k, bool masked)
{
  switch (r->op)
    {
    case AL_STORE:
    case AL_EXCHANGE:
      if (masked)
        al_cas_masked_xchg(r, s, k);
      else
        al_cas_xchg(r, s, k);
      return;
    case AL_TEST_AND_SET:
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      if (masked)
        al_cas_masked_rmw(r, s, k);
      else if (r->op != AL_TEST_AND_SET)
        al_cas_rmw(r, s, k);
      else
        break;
      return;
    case AL_CAS:
      if (masked)
        al_cas_masked_cas(r, s, k);
      else
        al_cas_native(r, s, k);
      return;
    case AL_LOAD:
    case AL_CLEAR:
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      break;
    }
  al_leave_to_gcc(s, "internal: no compare-and-swap loop for this operation");
}
