/* llsc.c — the reservation-loop builders shared by every LL/SC target
 * (AArch64 v8.0, AArch32, POWER, RISC-V, MIPS, Alpha).  Targets supply instruction
 * fragments (al_llsc in internal.h); the loop shapes live only here, in the
 * way of LLVM's AtomicExpandPass: one masked sub-word loop, one
 * compare-exchange loop, one read-modify-write loop for every target.
 */
#include "internal.h"

#include <stdio.h>
#include <string.h>

void al_frag(al_seq *s, const char *frag, al_slots slots)
{
  if (!frag)
    return;
  char line[160];
  const char *p = frag;
  while (*p)
    {
      size_t n = 0;
      for (; *p && *p != '\n'; p++)
        {
          if (*p == '{' && p[1] && p[2] == '}')
            {
              int v = -1;
              switch (p[1])
                {
                case 'd': v = slots.d; break;
                case 'a': v = slots.a; break;
                case 'b': v = slots.b; break;
                case 'm': v = slots.m; break;
                case 'p': v = slots.p; break;
                case 's': v = slots.s; break;
                case 'x': v = slots.x; break;
                default: break;
                }
              if (v >= 0 && n + 4 < sizeof line)
                {
                  n += snprintf(line + n, sizeof line - n, "%d", v);
                  p += 2;
                  continue;
                }
            }
          if (n + 1 < sizeof line)
            line[n++] = *p;
        }
      line[n] = 0;
      if (*p == '\n')
        p++;
      if (!n)
        continue;
      /* Labels and assembler directives (".subsection 2") count as no instruction.  */
      if (line[n - 1] == ':' || line[0] == '.')
        al_label(s, "%s", line);
      else
        al_insn(s, "%s", line);
    }
}

/* Constraint text for the reservation operand ("+Q").  */
static const char *rw(const al_llsc *k, char *buf)
{
  snprintf(buf, 16, "+%s", k->mem_c);
  return buf;
}

static const char *early(const al_llsc *k, char *buf)
{
  snprintf(buf, 16, "=&%s", k->reg_c);
  return buf;
}

/* A condition-code output says the asm writes the flags: "cc" beside it is an
   error to GCC ("clobber conflict with output operand").  */
static void finish(const al_request *r, al_seq *s, const al_llsc *k)
{
  /* A flag output of the condition codes (ok_cc) says what they hold; a flag read
     from them (ok_read) leaves them clobbered.  */
  al_loop_clobbers(r, s, s->cas_flag == AL_CASF_SET && k->ok_cc ? NULL : k->cc);
}

static const char *alu(const al_llsc *k, al_arith a)
{
  return al_alu_frag(a, k->add, k->sub, k->and_, k->or_, k->xor_);
}

/* d = a op b; nand as the target's one instruction, else and ; not.  */
static void alu_op(al_seq *s, const al_llsc *k, al_arith a, int d, int x, int y)
{
  if (a == AL_NAND && k->nand)
    {
      al_frag(s, k->nand, (al_slots){ d, x, y, -1, -1, -1, -1 });
      return;
    }
  al_frag(s, alu(k, a), (al_slots){ d, x, y, -1, -1, -1, -1 });
  if (a == AL_NAND)
    al_frag(s, k->not_, (al_slots){ d, d, -1, -1, -1, -1, -1 });
}

/* Reservation operand and, when the templates want it, its address.  */
struct resv { int m, p; };

static struct resv add_resv_in(al_seq *s, const al_llsc *k, al_role ptr_role)
{
  struct resv v = { -1, -1 };
  if (k->ptr_in_reg)
    v.p = al_in(s, ptr_role, AL_WHOLE, k->reg_c, 0);
  return v;
}

/* The store-conditional of VAL.  A target whose store-conditional writes its status
 * over the value register (k->sc_copy set: Alpha's stx_c) names only {s} in k->sc: a
 * value that must survive the loop (an input, or the result) is first copied into the
 * status register with k->sc_copy; a DEAD scratch value is stored in place, the status
 * landing in it, and no status register is needed.  Returns the status register for
 * the retry.  */
static int store_cond(al_seq *s, const al_llsc *k, int val, bool dead, int m, int p, int st)
{
  if (!k->sc_copy)
    {
      al_frag(s, k->sc, (al_slots){ -1, val, -1, m, p, st, -1 });
      return st;
    }
  if (!dead)
    {
      al_frag(s, k->sc_copy, (al_slots){ st, val, -1, -1, -1, -1, -1 });
      val = st;
    }
  al_frag(s, k->sc, (al_slots){ -1, val, -1, m, p, val, -1 });
  return val;
}

/* Does the loop need a status register, when the value it stores is DEAD after it?  */
static bool need_status(const al_llsc *k, bool dead)
{
  return k->status && !(k->sc_copy && dead);
}

/*   lead
 *   1:  ll    old, [m]
 *       op    new, old, val          (nand: and ; not, or the one nand)
 *       sc    st, new, [m]
 *       retry st, 1b
 *   trail
 */
void al_llsc_rmw(const al_request *r, al_seq *s, const al_llsc *k)
{
  char b1[16], b2[16];
  int w = k->reg_width;
  bool newv = r->op == AL_OP_FETCH;
  s->use = al_value_use(r);
  int old = al_out(s, newv ? AL_R_SCRATCH : AL_R_RESULT, AL_WHOLE, early(k, b1), w);
  int nw = al_out(s, newv ? AL_R_RESULT : AL_R_SCRATCH, AL_WHOLE, b1, w);
  int st = need_status(k, !newv) ? al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4) : -1;
  struct resv v = { al_out(s, AL_R_MEM, AL_WHOLE, rw(k, b2), r->width), -1 };
  v.p = add_resv_in(s, k, AL_R_PTR).p;
  int val = al_in(s, AL_R_VAL, AL_WHOLE, k->reg_c, w);
  al_frag(s, k->lead, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "1:");
  al_frag(s, k->ll, (al_slots){ old, -1, -1, v.m, v.p, -1, -1 });
  alu_op(s, k, r->arith, nw, old, val);
  st = store_cond(s, k, nw, !newv, v.m, v.p, st);
  al_frag(s, k->retry, (al_slots){ -1, -1, -1, -1, -1, st, -1 });
  al_frag(s, k->trail, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  finish(r, s, k);
}

/*   lead
 *   1:  ll    old, [m]
 *       sc    st, val, [m]
 *       retry st, 1b
 *   trail
 */
void al_llsc_xchg(const al_request *r, al_seq *s, const al_llsc *k)
{
  char b1[16], b2[16];
  int w = k->reg_width;
  s->use = al_value_use(r);
  /* test_and_set's result is the old byte, which the byte-wide load-reserved
     zero-extends on every target: bound at width 1, the plugin takes it as the bool
     itself (GCC returns it unconverted too) rather than comparing it with zero.  */
  int old = al_out(s, r->op == AL_EXCHANGE || r->op == AL_TEST_AND_SET ? AL_R_RESULT
                                                                         : AL_R_SCRATCH,
                   AL_WHOLE, early(k, b1), r->op == AL_TEST_AND_SET ? 1 : w);
  int st = k->status ? al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4) : -1;
  struct resv v = { al_out(s, AL_R_MEM, AL_WHOLE, rw(k, b2), r->width), -1 };
  v.p = add_resv_in(s, k, AL_R_PTR).p;
  int val = r->op == AL_TEST_AND_SET ? al_in_imm(s, k->reg_c, w, 1)
                                     : al_in(s, AL_R_VAL, AL_WHOLE, k->reg_c, w);
  al_frag(s, k->lead, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "1:");
  al_frag(s, k->ll, (al_slots){ old, -1, -1, v.m, v.p, -1, -1 });
  st = store_cond(s, k, val, false, v.m, v.p, st);
  al_frag(s, k->retry, (al_slots){ -1, -1, -1, -1, -1, st, -1 });
  /* The trail may name the loaded value as {d} (POWER's acquire: a branch on it
     before the isync).  */
  al_frag(s, k->trail, (al_slots){ old, -1, -1, -1, -1, -1, -1 });
  finish(r, s, k);
}

/* Constraint text for the expected-value memory operand ("+m" unless the
   target names another, e.g. POWER's "Z" for an indexed store).  */
static const char *xmem(const al_llsc *k, char *buf)
{
  snprintf(buf, 16, "+%s", k->xmem_c ? k->xmem_c : "m");
  return buf;
}

/* The write-back of a failed __atomic_compare_exchange: *expected = old.
   The compare fragments get the status scratch as {s} (RISC-V compares
   32-bit values with subw into it), and so does store_x, with the scratch
   registers it asks for (store_x_scratch) as {d} and {b}.  */
struct xscratch { int d, b; };

static struct xscratch add_xscratch(al_seq *s, const al_llsc *k, int expmem)
{
  char b1[16];
  struct xscratch x = { -1, -1 };
  if (expmem < 0)
    return x;
  if (k->store_x_scratch >= 1)
    x.d = al_out(s, AL_R_SCRATCH, AL_WHOLE, early(k, b1), 8);
  if (k->store_x_scratch >= 2)
    x.b = al_out(s, AL_R_SCRATCH, AL_WHOLE, early(k, b1), 8);
  return x;
}

/* A compare-exchange's exit at 2:, where both paths meet:
 *       [skip  4f]             (k->fail: the success path jumps over the failure's lines)
 *   2:  [fail ; 4:]
 *       trail
 * k->fail holds what only a failed compare-exchange runs (LoongArch: a store-conditional
 * that ran is itself a barrier, a failure path that skipped it needs one).  */
static void cas_exit(al_seq *s, const al_llsc *k)
{
  if (k->fail)
    al_frag(s, k->skip, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "2:");
  if (k->fail)
    {
      al_frag(s, k->fail, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
      al_label(s, "4:");
    }
  al_frag(s, k->trail, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
}

/* The success read from the condition codes into READ, last: after the trail and the
   write-back, which leave them alone (POWER's isync, sync, srw and store).  */
static void read_ok(al_seq *s, const al_llsc *k, int read)
{
  if (read >= 0)
    al_frag(s, k->ok_read, (al_slots){ read, -1, -1, -1, -1, -1, -1 });
}

static void write_back(al_seq *s, const al_llsc *k, int old, int exp, int expmem, int st,
                       struct xscratch xs)
{
  if (expmem < 0)
    return;
  al_frag(s, k->beq, (al_slots){ -1, old, exp, -1, -1, st, -1 });
  al_frag(s, k->store_x, (al_slots){ xs.d, old, xs.b, -1, -1, st, expmem });
  al_label(s, "3:");
}

/* A compare-exchange's status register: a scratch, or, where the target says it is
   zero at 2: exactly when the store happened (k->ok_width), the success flag itself;
   or, where the condition codes say it (k->ok_cc), a flag output beside it; or, where
   they hold it but no flag output can carry it (k->ok_read), a register *READ the
   sequence's last lines set from them (read_ok).  Each spares the plugin's compare of
   the observed and expected values after the sequence (RISC-V: sext.w ; sub ; seqz
   become one seqz; AArch64: cmp ; cset, one cset, or none when the caller branches on
   the result; POWER: xor ; cntlzw ; srwi, mfocrf ; rlwinm).  */
static int status_out(al_seq *s, const al_llsc *k, const char *early_c, int *read)
{
  *read = -1;
  if (k->ok_read)
    {
      /* Written by the sequence's last line, after every input is read.  */
      s->cas_flag = AL_CASF_SET;
      s->cas_flag_bit = k->ok_read_bit;
      *read = al_out(s, AL_R_FLAG, AL_WHOLE, "=r", 4);
    }
  else if (k->ok_cc)
    {
      s->cas_flag = AL_CASF_SET;
      al_out(s, AL_R_FLAG, AL_WHOLE, k->ok_cc, 0);
    }
  if (!k->status)
    return -1;
  if (!k->ok_width)
    return al_out(s, AL_R_SCRATCH, AL_WHOLE, early_c, 4);
  s->cas_flag = AL_CASF_ZERO;
  return al_out(s, AL_R_FLAG, AL_WHOLE, early_c, k->ok_width);
}

/*   lead
 *   1:  ll    old, [m]
 *       bne   old, exp, 2f
 *       sc    st, des, [m]
 *       retry st, 1b
 *   2:  trail
 *   [__atomic form:]  beq old, exp, 3f ; store old -> *expected ; 3:
 * Strong at every strength: success is (old == exp), derived by the plugin, or
 * a flag where the target says one holds it at 2: (k->ok_width, ok_cc; status_out).  */
void al_llsc_cas(const al_request *r, al_seq *s, const al_llsc *k)
{
  char b1[16], b2[16], b3[16];
  int w = k->reg_width;
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, early(k, b1), w);
  int rd;
  int st = status_out(s, k, b1, &rd);
  struct resv v = { al_out(s, AL_R_MEM, AL_WHOLE, rw(k, b2), r->width), -1 };
  int expmem = al_expmem(r) ? al_out(s, AL_R_EXPMEM, AL_WHOLE, xmem(k, b3), r->width) : -1;
  struct xscratch xs = add_xscratch(s, k, expmem);
  v.p = add_resv_in(s, k, AL_R_PTR).p;
  int exp = al_in(s, AL_R_EXPECTED, AL_WHOLE, k->reg_c, w);
  int des = al_in(s, AL_R_DESIRED, AL_WHOLE, k->reg_c, w);
  al_frag(s, k->lead, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "1:");
  al_frag(s, k->ll, (al_slots){ old, -1, -1, v.m, v.p, -1, -1 });
  al_frag(s, k->bne, (al_slots){ -1, old, exp, -1, -1, st, -1 });
  st = store_cond(s, k, des, false, v.m, v.p, st);
  al_frag(s, k->retry, (al_slots){ -1, -1, -1, -1, -1, st, -1 });
  cas_exit(s, k);
  write_back(s, k, old, exp, expmem, st, xs);
  read_ok(s, k, rd);
  finish(r, s, k);
}

/* ---- field forms of the masked loops (k->ins: Alpha's insbl/extbl/mskbl) ----------
 *
 * The doubleword holding the object is addressed by q = qaddr (p); the field's
 * position comes from p itself, so the plugin computes no shift or mask.  Registers
 * are 8 bytes wide; values of the object's width enter zero-extended (the plugin
 * converts through the object's unsigned type) and results leave with garbage above
 * the field only where the plugin truncates them (fetch_op's old value is ext's,
 * zero-extended).  The merged doubleword is dead after the loop: the store-conditional
 * writes its status there (store_cond).  The object is an in-out memory operand
 * (object_operand's reason); its neighbours in the doubleword are rewritten with the
 * values the load-locked saw, atomically.  */

struct field { int q, p, obj; };

static struct field field_outputs(const al_request *r, al_seq *s, const al_llsc *k)
{
  char b1[16];
  struct field f = { -1, -1, -1 };
  f.q = al_out(s, AL_R_SCRATCH, AL_WHOLE, early(k, b1), 8);
  f.obj = al_out(s, AL_R_MEM, AL_WHOLE, "+m", r->width);
  return f;
}

static void field_qaddr(al_seq *s, const al_llsc *k, struct field f)
{
  al_frag(s, k->qaddr, (al_slots){ f.q, f.p, -1, -1, -1, -1, -1 });
}

/*   bic   q, p, 7                    (qaddr)
 *   lead
 *   1:  ll    w, [q]
 *       ext   old, w, p
 *       op    n, old, val            (nand: and ; not, or the one nand)
 *       ins   x, n, p
 *       msk   w, w, p
 *       or    w, w, x
 *       sc    w, [q]  ; retry w, 1b
 *   trail
 */
static void field_rmw(const al_request *r, al_seq *s, const al_llsc *k)
{
  char b1[16];
  bool newv = r->op == AL_OP_FETCH;
  s->use = al_value_use(r);
  int old = al_out(s, newv ? AL_R_SCRATCH : AL_R_RESULT, AL_WHOLE, early(k, b1), 8);
  int nw = al_out(s, newv ? AL_R_RESULT : AL_R_SCRATCH, AL_WHOLE, b1, 8);
  int x = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 8);
  int w = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 8);
  struct field f = field_outputs(r, s, k);
  f.p = al_in(s, AL_R_PTR, AL_WHOLE, k->reg_c, 0);
  int val = al_in(s, AL_R_VAL, AL_WHOLE, k->reg_c, 8);
  field_qaddr(s, k, f);
  al_frag(s, k->lead, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "1:");
  al_frag(s, k->ll, (al_slots){ w, -1, -1, -1, f.q, -1, -1 });
  al_frag(s, k->ext, (al_slots){ old, w, f.p, -1, -1, -1, -1 });
  alu_op(s, k, r->arith, nw, old, val);
  al_frag(s, k->ins, (al_slots){ x, nw, f.p, -1, -1, -1, -1 });
  al_frag(s, k->msk, (al_slots){ w, w, f.p, -1, -1, -1, -1 });
  al_frag(s, k->or_, (al_slots){ w, w, x, -1, -1, -1, -1 });
  int st = store_cond(s, k, w, true, -1, f.q, -1);
  al_frag(s, k->retry, (al_slots){ -1, -1, -1, -1, -1, st, -1 });
  al_frag(s, k->trail, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  finish(r, s, k);
}

/*   bic   q, p, 7 ; ins vsh, val, p
 *   lead
 *   1:  ll    w, [q]
 *       [ext  old, w, p]             (not for a store)
 *       msk   w, w, p
 *       or    w, w, vsh
 *       sc    w, [q]  ; retry w, 1b
 *   trail
 */
static void field_xchg(const al_request *r, al_seq *s, const al_llsc *k)
{
  char b1[16];
  bool st_only = r->op == AL_STORE;
  s->use = r->use == AL_USE_NONE || st_only ? AL_USE_NONE : AL_USE_VALUE;
  int old = st_only ? -1 : al_out(s, AL_R_RESULT, AL_WHOLE, early(k, b1), 8);
  int vsh = al_out(s, AL_R_SCRATCH, AL_WHOLE, early(k, b1), 8);
  int w = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 8);
  struct field f = field_outputs(r, s, k);
  f.p = al_in(s, AL_R_PTR, AL_WHOLE, k->reg_c, 0);
  int val = r->op == AL_TEST_AND_SET ? al_in_imm(s, k->reg_c, 8, 1)
                                     : al_in(s, AL_R_VAL, AL_WHOLE, k->reg_c, 8);
  field_qaddr(s, k, f);
  al_frag(s, k->ins, (al_slots){ vsh, val, f.p, -1, -1, -1, -1 });
  al_frag(s, k->lead, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "1:");
  al_frag(s, k->ll, (al_slots){ w, -1, -1, -1, f.q, -1, -1 });
  if (!st_only)
    al_frag(s, k->ext, (al_slots){ old, w, f.p, -1, -1, -1, -1 });
  al_frag(s, k->msk, (al_slots){ w, w, f.p, -1, -1, -1, -1 });
  al_frag(s, k->or_, (al_slots){ w, w, vsh, -1, -1, -1, -1 });
  int st = store_cond(s, k, w, true, -1, f.q, -1);
  al_frag(s, k->retry, (al_slots){ -1, -1, -1, -1, -1, st, -1 });
  al_frag(s, k->trail, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  finish(r, s, k);
}

/*   bic   q, p, 7 ; ins dsh, des, p
 *   lead
 *   1:  ll    w, [q]
 *       ext   old, w, p
 *       bne   old, exp, 2f
 *       msk   w, w, p
 *       or    w, w, dsh
 *       sc    w, [q]  ; retry w, 1b
 *   2:  trail
 *   [__atomic form:]  beq old, exp, 3f ; store old -> *expected ; 3:
 */
static void field_cas(const al_request *r, al_seq *s, const al_llsc *k)
{
  char b1[16], b3[16];
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  int old = al_out(s, AL_R_RESULT, AL_WHOLE, early(k, b1), 8);
  int dsh = al_out(s, AL_R_SCRATCH, AL_WHOLE, early(k, b1), 8);
  int w = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 8);
  int st = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 8);
  struct field f = field_outputs(r, s, k);
  int expmem = al_expmem(r) ? al_out(s, AL_R_EXPMEM, AL_WHOLE, xmem(k, b3), r->width) : -1;
  struct xscratch xs = add_xscratch(s, k, expmem);
  f.p = al_in(s, AL_R_PTR, AL_WHOLE, k->reg_c, 0);
  int exp = al_in(s, AL_R_EXPECTED, AL_WHOLE, k->reg_c, 8);
  int des = al_in(s, AL_R_DESIRED, AL_WHOLE, k->reg_c, 8);
  field_qaddr(s, k, f);
  al_frag(s, k->ins, (al_slots){ dsh, des, f.p, -1, -1, -1, -1 });
  al_frag(s, k->lead, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "1:");
  al_frag(s, k->ll, (al_slots){ w, -1, -1, -1, f.q, -1, -1 });
  al_frag(s, k->ext, (al_slots){ old, w, f.p, -1, -1, -1, -1 });
  al_frag(s, k->bne, (al_slots){ -1, old, exp, -1, -1, st, -1 });
  al_frag(s, k->msk, (al_slots){ w, w, f.p, -1, -1, -1, -1 });
  al_frag(s, k->or_, (al_slots){ w, w, dsh, -1, -1, -1, -1 });
  int sst = store_cond(s, k, w, true, -1, f.q, -1);
  al_frag(s, k->retry, (al_slots){ -1, -1, -1, -1, -1, sst, -1 });
  cas_exit(s, k);
  write_back(s, k, old, exp, expmem, st, xs);
  finish(r, s, k);
}

/* ---- masked sub-word loops -------------------------------------------------- */

/* Operands common to the masked loops: the word reservation, shift and mask.  */
struct masked { int m, p, shift, mask; };

static struct masked masked_inputs(al_seq *s, const al_llsc *k, bool shift, bool mask)
{
  struct masked v = { -1, -1, -1, -1 };
  if (k->ptr_in_reg)
    v.p = al_in(s, AL_R_WPTR, AL_WHOLE, k->reg_c, 0);
  if (shift)
    v.shift = al_in(s, AL_R_SHIFT, AL_WHOLE, k->reg_c, 4);
  if (mask)
    v.mask = al_in(s, AL_R_MASK, AL_WHOLE, k->reg_c, 4);
  return v;
}

/* The object itself, as one more in-out memory operand beside the word: GCC's
 * alias oracle decides that a 4-byte access cannot touch a declared 1- or
 * 2-byte object (the access is larger than the object), so with the word
 * operand alone it would keep the object's value in a register across the
 * asm.  The templates never name this operand.  */
static void object_operand(const al_request *r, al_seq *s, const al_llsc *k)
{
  if (k->object_mem)
    al_out(s, AL_R_MEM, AL_WHOLE, "+m", r->width);
}


/* ---- the masked merge, shared with casloop.c's sub-word loops ---------------- */

/* n = ((a ^ b) & mask) ^ w: the field's bits from a ^ b ^ w, the word's other bits from
 * w.  After an operation (a = n, b = w) the field takes n: new = (((w op vsh) ^ w) &
 * mask) ^ w; for an exchange (a = w, b = vsh, zero around the field) it takes vsh.
 * or and xor need none: they leave the other bytes alone already.  */
void al_merge_field(al_seq *s, al_merge f, int n, int a, int b, int w, int mask)
{
  al_frag(s, f.xor_, (al_slots){ n, a, b, -1, -1, -1, -1 });
  al_frag(s, f.and_, (al_slots){ n, n, mask, -1, -1, -1, -1 });
  al_frag(s, f.xor_, (al_slots){ n, n, w, -1, -1, -1, -1 });
}

/* A compare-exchange's test and merge of the field, inside the loop:
 *   and t, w, mask ; bne t, esh, 2f ; xor n, w, t ; or n, n, dsh
 * t is the observed field (shifted in place), n the word to store: w with its field
 * cleared (w ^ t) and the shifted desired value put in.  {s} of bne: ST (LL/SC's
 * status scratch, -1: none).  */
void al_merge_cas(al_seq *s, al_merge f, int t, int n, int w, int mask, int esh,
                  int dsh, int st)
{
  al_frag(s, f.and_, (al_slots){ t, w, mask, -1, -1, -1, -1 });
  al_frag(s, f.bne, (al_slots){ -1, t, esh, -1, -1, st, -1 });
  al_frag(s, f.xor_, (al_slots){ n, w, t, -1, -1, -1, -1 });
  al_frag(s, f.or_, (al_slots){ n, n, dsh, -1, -1, -1, -1 });
}

/* A word-wide input the plugin shifts to the field's place first (casloop.c's masked
   loops take theirs the same way).  */
int al_in_shifted(al_seq *s, const char *reg_c, al_role role)
{
  int n = al_in(s, role, AL_WHOLE, reg_c, 4);
  if (n - s->n_out >= 0 && n - s->n_out < s->n_in)
    s->in[n - s->n_out].shifted = true;
  return n;
}

static al_merge merge_of(const al_llsc *k)
{
  return (al_merge){ k->and_, k->or_, k->xor_, k->bne };
}

/*   lead
 *   1:  ll    w, [word]
 *       op    n, w, vsh            (nand: and ; not, or the one nand; and: vsh has
 *                                   every bit around the field set, v << shift | ~mask,
 *                                   computed by the plugin before the loop)
 *       [add, sub, nand: xor n,n,w ; and n,n,mask ; xor n,n,w]
 *       sc    st, n, [word]
 *       retry st, 1b
 *   trail
 *       srl   n, (w | n), shift    (the old or new value in the low bits; none, and no
 *                                  shift operand, when the result is unused)
 */
void al_llsc_masked_rmw(const al_request *r, al_seq *s, const al_llsc *k)
{
  if (k->ins)
    {
      field_rmw(r, s, k);
      return;
    }
  char b1[16], b2[16];
  bool newv = r->op == AL_OP_FETCH;
  s->use = al_value_use(r);
  int w = al_out(s, AL_R_SCRATCH, AL_WHOLE, early(k, b1), 4);
  int nw = al_out(s, AL_R_RESULT, AL_WHOLE, b1, 4);
  int st = need_status(k, !newv) ? al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4) : -1;
  int m = al_out(s, AL_R_WMEM, AL_WHOLE, rw(k, b2), 4);
  object_operand(r, s, k);
  bool used = r->use != AL_USE_NONE;
  /* or and xor leave the bits around the field alone (the value is zero there), and
     so does and with a value of ones there: no merge, so no mask operand for GCC to
     compute  */
  bool merge = r->arith != AL_OR && r->arith != AL_XOR && r->arith != AL_AND;
  struct masked v = masked_inputs(s, k, used, merge);
  int vsh = al_in_shifted(s, k->reg_c, AL_R_VAL);
  if (r->arith == AL_AND)
    s->in[vsh - s->n_out].fill = true;
  al_frag(s, k->lead, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "1:");
  al_frag(s, k->ll, (al_slots){ w, -1, -1, m, v.p, -1, -1 });
  alu_op(s, k, r->arith, nw, w, vsh);
  if (merge)
    al_merge_field(s, merge_of(k), nw, nw, w, w, v.mask);
  int sst = store_cond(s, k, nw, !newv, m, v.p, st);
  al_frag(s, k->retry, (al_slots){ -1, -1, -1, -1, -1, sst, -1 });
  al_frag(s, k->trail, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  if (used)
    al_frag(s, k->srl, (al_slots){ nw, newv ? nw : w, v.shift, -1, -1, -1, -1 });
  finish(r, s, k);
}

/*   lead
 *   1:  ll    w, [word]
 *       and   n, w, ~mask ; or n, n, vsh      (~mask: the plugin inverts the mask, or
 *                                              k->andc with the mask itself;
 *                                              k->xchg_merge_xor: xor n, w, vsh ;
 *                                              and n, n, mask ; xor n, n, w)
 *       sc    st, n, [word]
 *       retry st, 1b
 *   trail
 *       srl   n, w, shift
 */
void al_llsc_masked_xchg(const al_request *r, al_seq *s, const al_llsc *k)
{
  if (k->ins)
    {
      field_xchg(r, s, k);
      return;
    }
  char b1[16], b2[16];
  s->use = al_value_use(r);
  int w = al_out(s, AL_R_SCRATCH, AL_WHOLE, early(k, b1), 4);
  int nw = al_out(s, r->op == AL_STORE ? AL_R_SCRATCH : AL_R_RESULT, AL_WHOLE, b1, 4);
  int st = need_status(k, true) ? al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4) : -1;
  int m = al_out(s, AL_R_WMEM, AL_WHOLE, rw(k, b2), 4);
  object_operand(r, s, k);
  struct masked v = masked_inputs(s, k, true, true);
  if (!k->xchg_merge_xor && !k->andc)
    s->in[v.mask - s->n_out].invert = true;
  int vsh = al_in_shifted(s, k->reg_c, AL_R_VAL);
  al_frag(s, k->lead, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "1:");
  al_frag(s, k->ll, (al_slots){ w, -1, -1, m, v.p, -1, -1 });
  if (k->xchg_merge_xor)
    al_merge_field(s, merge_of(k), nw, w, vsh, w, v.mask);
  else
    {
      al_frag(s, k->andc ? k->andc : k->and_, (al_slots){ nw, w, v.mask, -1, -1, -1, -1 });
      al_frag(s, k->or_, (al_slots){ nw, nw, vsh, -1, -1, -1, -1 });
    }
  int sst = store_cond(s, k, nw, true, m, v.p, st);
  al_frag(s, k->retry, (al_slots){ -1, -1, -1, -1, -1, sst, -1 });
  al_frag(s, k->trail, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  if (r->op != AL_STORE)
    al_frag(s, k->srl, (al_slots){ nw, w, v.shift, -1, -1, -1, -1 });
  finish(r, s, k);
}

/*   lead
 *   1:  ll    w, [word]
 *       and   t, w, mask
 *       bne   t, esh, 2f
 *       xor   n, w, t ; or n, n, dsh
 *       sc    st, n, [word]
 *       retry st, 1b
 *   2:  trail
 *       srl   t, t, shift          (the observed value)
 *   [__atomic form:]  beq t, exp, 3f ; store t -> *expected ; 3:
 */
void al_llsc_masked_cas(const al_request *r, al_seq *s, const al_llsc *k)
{
  if (k->ins)
    {
      field_cas(r, s, k);
      return;
    }
  char b1[16], b2[16], b3[16];
  s->use = AL_USE_VALUE;
  s->cas_by_compare = true;
  int t = al_out(s, AL_R_RESULT, AL_WHOLE, early(k, b1), 4);
  int w = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4);
  int nw = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4);
  int rd;
  int st = status_out(s, k, b1, &rd);
  int m = al_out(s, AL_R_WMEM, AL_WHOLE, rw(k, b2), 4);
  object_operand(r, s, k);
  int expmem = al_expmem(r) ? al_out(s, AL_R_EXPMEM, AL_WHOLE, xmem(k, b3), r->width) : -1;
  struct xscratch xs = add_xscratch(s, k, expmem);
  struct masked v = masked_inputs(s, k, true, true);
  int esh = al_in_shifted(s, k->reg_c, AL_R_EXPECTED);
  int dsh = al_in_shifted(s, k->reg_c, AL_R_DESIRED);
  /* The write-back compares the observed field with the unshifted expected value,
     unless a flag says it all (k->ok_width, ok_cc, ok_in_cc: beq tests it alone).  */
  bool flag_says = k->ok_width || k->ok_cc || k->ok_in_cc;
  int exp = expmem >= 0 && !flag_says ? al_in(s, AL_R_EXPECTED, AL_WHOLE, k->reg_c, 4) : -1;
  al_frag(s, k->lead, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "1:");
  al_frag(s, k->ll, (al_slots){ w, -1, -1, m, v.p, -1, -1 });
  al_merge_cas(s, merge_of(k), t, nw, w, v.mask, esh, dsh, st);
  int sst = store_cond(s, k, nw, true, m, v.p, st);
  al_frag(s, k->retry, (al_slots){ -1, -1, -1, -1, -1, sst, -1 });
  cas_exit(s, k);
  al_frag(s, k->srl, (al_slots){ t, t, v.shift, -1, -1, -1, -1 });
  write_back(s, k, t, exp, expmem, st, xs);
  read_ok(s, k, rd);
  finish(r, s, k);
}

/* test_and_set of a byte in its word, where the plugin passes no value to shift: the
 * bit is made before the loop (k->one_shl).
 *   one_shl t, shift               (t = 1 << shift)
 *   lead
 *   1:  ll    w, [word]
 *       [bic  n, w, mask]          (k->bic: the byte becomes 1; else 1 is ORed in)
 *       or    n, n|w, t
 *       sc    st, n, [word]
 *       retry st, 1b
 *   trail
 *       srl   w, w, shift          (the old byte in the low bits)
 */
void al_llsc_masked_tas(const al_request *r, al_seq *s, const al_llsc *k)
{
  char b1[16], b2[16];
  s->use = AL_USE_VALUE;
  int w = al_out(s, AL_R_RESULT, AL_WHOLE, early(k, b1), 4);
  int t = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4);
  int nw = al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4);
  int st = need_status(k, true) ? al_out(s, AL_R_SCRATCH, AL_WHOLE, b1, 4) : -1;
  int m = al_out(s, AL_R_WMEM, AL_WHOLE, rw(k, b2), 4);
  object_operand(r, s, k);
  int p = k->ptr_in_reg ? al_in(s, AL_R_WPTR, AL_WHOLE, k->reg_c, 0) : -1;
  int shift = al_in(s, AL_R_SHIFT, AL_WHOLE, k->reg_c, 4);
  int mask = k->bic ? al_in(s, AL_R_MASK, AL_WHOLE, k->reg_c, 4) : -1;
  al_frag(s, k->one_shl, (al_slots){ t, -1, shift, -1, -1, -1, -1 });
  al_frag(s, k->lead, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "1:");
  al_frag(s, k->ll, (al_slots){ w, -1, -1, m, p, -1, -1 });
  al_frag(s, k->bic, (al_slots){ nw, w, mask, -1, -1, -1, -1 });
  al_frag(s, k->or_, (al_slots){ nw, k->bic ? nw : w, t, -1, -1, -1, -1 });
  int sst = store_cond(s, k, nw, true, m, p, st);
  al_frag(s, k->retry, (al_slots){ -1, -1, -1, -1, -1, sst, -1 });
  al_frag(s, k->trail, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_frag(s, k->srl, (al_slots){ w, w, shift, -1, -1, -1, -1 });
  finish(r, s, k);
}

/* The expansion of one reservation-loop operation: a target that answers "LL/SC,
 * directly or on the aligned word" fills K for the access width (the object's, or 4
 * when MASKED) and this picks the loop, as LLVM's AtomicExpandPass does:
 *
 *   exchange                    al_llsc_xchg        masked: al_llsc_masked_xchg
 *   test_and_set                al_llsc_xchg        masked: al_llsc_masked_tas
 *   compare-exchange            al_llsc_cas         masked: al_llsc_masked_cas
 *   fetch_OP, OP_fetch          al_llsc_rmw         masked: al_llsc_masked_rmw
 *
 * The caller has begun the sequence (al_begin); the recipe becomes "llsc" or "masked".
 * A masked test_and_set has no VAL operand to shift: al_llsc_masked_tas makes the bit
 * with k->one_shl (POWER's, AArch32's); without it, al_llsc_masked_xchg.  */
void al_llsc_expand(const al_request *r, al_seq *s, const al_llsc *k, bool masked)
{
  s->recipe = masked ? "masked" : "llsc";
  switch (r->op)
    {
    case AL_EXCHANGE:
    case AL_TEST_AND_SET:
      if (masked && r->op == AL_TEST_AND_SET && k->one_shl)
        al_llsc_masked_tas(r, s, k);
      else if (masked)
        al_llsc_masked_xchg(r, s, k);
      else
        al_llsc_xchg(r, s, k);
      return;
    case AL_CAS:
      if (masked)
        al_llsc_masked_cas(r, s, k);
      else
        al_llsc_cas(r, s, k);
      return;
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      if (masked)
        al_llsc_masked_rmw(r, s, k);
      else
        al_llsc_rmw(r, s, k);
      return;
    case AL_LOAD:
    case AL_STORE:
    case AL_CLEAR:
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      break;
    }
  al_leave_to_gcc(s, "internal: no reservation loop for this operation");
}
