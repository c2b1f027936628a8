/* pair.c — double-word pair loops, shared by the targets whose widest atomic is a
 * pair of registers: a compare-and-swap of the pair (x86-64 cmpxchg16b, i386
 * cmpxchg8b, AArch64 CASP) or a reservation of the pair (POWER lqarx/stqcx.,
 * AArch64 ldxp/stxp).  Each half of a fetch_op is one ALU instruction, the low one
 * starting a carry chain for add and sub (add/adc, sub/sbb); the target supplies
 * the mnemonics per half and their operand syntax (al_pair in internal.h), and the
 * loop shapes live only here, beside llsc.c's and casloop.c's single-register loops.
 *
 * Pair registers are often fixed by the instruction (cmpxchg16b's rdx:rax and
 * rcx:rbx, POWER's even/odd r10:r11), so the target allocates the operands and
 * names every half as text (al_pair_regs): an operand ("%3", "%H3") or a register
 * ("%rax", "11").
 */
#include "internal.h"

#include <stdio.h>
#include <string.h>

static const al_slots none = { -1, -1, -1, -1, -1, -1, -1 };

void al_pair_op(char buf[16], const char *modifier, int n)
{
  snprintf(buf, 16, "%%%s%d", modifier, n);
}

void al_pair_halves(char d[2][16], int lo, int hi)
{
  al_pair_op(d[0], "", lo);
  if (hi >= 0)
    al_pair_op(d[1], "", hi);
  else
    al_pair_op(d[1], "H", lo);
}

/* The texts a fragment's letters (LETTERS) stand for: lower case the half being
   written (the low one in a fragment naming both), upper case the high half.  */
static const char letters[] = "oOnNvVeErRmpsx";
struct view { const char *t[sizeof letters - 1]; };

static struct view view_of(const al_pair_regs *g, int h)
{
  return (struct view){ { g->o[h], g->o[1], g->n[h], g->n[1], g->v[h], g->v[1],
                          g->e[h], g->e[1], g->r[h], g->r[1], g->m, g->p, g->s, g->x } };
}

static const char *letter(const struct view *w, char c)
{
  const char *l = c ? strchr(letters, c) : NULL;
  return l ? w->t[l - letters] : NULL;
}

/* Append FRAG (lines as al_frag's) with its letters replaced by W's texts.  */
static void pair_frag(al_seq *s, const char *frag, const struct view *w)
{
  if (!frag)
    return;
  char buf[512];
  size_t n = 0;
  for (const char *p = frag; *p && n + 1 < sizeof buf; p++)
    {
      const char *t = *p == '{' && p[1] && p[2] == '}' ? letter(w, p[1]) : NULL;
      if (t)
        {
          n += (size_t) snprintf(buf + n, sizeof buf - n, "%s", t);
          p += 2;
        }
      else
        buf[n++] = *p;
      if (n >= sizeof buf)
        n = sizeof buf - 1;
    }
  buf[n] = 0;
  al_frag(s, buf, none);
}

/* A fragment naming both halves.  */
static void both(al_seq *s, const char *frag, const al_pair_regs *g)
{
  struct view w = view_of(g, 0);
  pair_frag(s, frag, &w);
}

void al_pair_frag(al_seq *s, const char *frag, const al_pair_regs *g)
{
  both(s, frag, g);
}

/* A one-half fragment, written for the low half and then the high one.  */
static void per_half(al_seq *s, const char *frag, const al_pair_regs *g)
{
  for (int h = 0; h < 2; h++)
    {
      struct view w = view_of(g, h);
      pair_frag(s, frag, &w);
    }
}

/* The regs with the value a loop stores in {n}{N}: the new value of a fetch_op, the
   value operand of a store or exchange ({v}{V}; a compare-exchange's desired value),
   the observed value itself for a load (AArch64 without LSE2: the store makes the
   pair single-copy atomic).  */
static al_pair_regs stored(const al_request *r, const al_pair_regs *g)
{
  al_pair_regs x = *g;
  for (int h = 0; h < 2; h++)
    if (r->op == AL_LOAD)
      memcpy(x.n[h], g->o[h], sizeof x.n[h]);
    else if (r->op != AL_FETCH_OP && r->op != AL_OP_FETCH)
      memcpy(x.n[h], g->v[h], sizeof x.n[h]);
  return x;
}

/*   <lo>  n, o, v                  (add: add ; sub: sub ; and, or, xor ; nand: and)
 *   <hi>  N, O, V                  (add: adc ; sub: sbb ; and, or, xor ; nand: and)
 *   [not n ; not N]                (nand)
 */
void al_pair_alu(const al_request *r, al_seq *s, const al_pair *k, const al_pair_regs *g)
{
  const char *ops = r->arith == AL_SUB && k->sub_ops ? k->sub_ops : k->ops;
  char lo[96], hi[96];
  snprintf(lo, sizeof lo, "%s%s", k->lo[r->arith], ops);
  snprintf(hi, sizeof hi, "%s%s", k->hi[r->arith], ops);
  struct view w = view_of(g, 0);
  pair_frag(s, lo, &w);
  w = view_of(g, 1);
  pair_frag(s, hi, &w);
  if (r->arith == AL_NAND)
    per_half(s, k->not_, g);
  if (k->carry && (r->arith == AL_ADD || r->arith == AL_SUB))
    al_clobber(s, k->carry);
}

/* The result after the loop: {r} = {o}, where {o} is the value the operation returns
   (op_fetch: the new value {n}).  */
static void result(const al_request *r, al_seq *s, const al_pair *k, const al_pair_regs *g)
{
  if (!k->result)
    return;
  al_pair_regs x = *g;
  if (r->op == AL_OP_FETCH)
    for (int h = 0; h < 2; h++)
      memcpy(x.o[h], g->n[h], sizeof x.o[h]);
  per_half(s, k->result, &x);
}

/* The compare-and-swap pair loop (x86-64 cmpxchg16b, i386 cmpxchg8b, AArch64 CASP):
 *
 *       seed  o:O, [m]             (a guess: the compare-and-swap checks it)
 *   1:  [copy n, o ; copy N, O]    (before two-operand ALUs, or CASP's compare pair)
 *       [<lo> n, o, v ; <hi> N, O, V ; nand: not n ; not N]     (fetch_op, op_fetch)
 *       cas   o:O, n:N, [m]        (n:N = v:V for a store or exchange;
 *       retry 1b                    failure: o:O = the pair seen)
 *       [result: r = o, R = O]     (op_fetch: n, N)
 */
void al_pair_cas_loop(const al_request *r, al_seq *s, const al_pair *k,
                      const al_pair_regs *g)
{
  al_pair_regs x = stored(r, g);
  both(s, k->seed, g);
  al_label(s, "1:");
  per_half(s, k->copy, g);
  if (r->op == AL_FETCH_OP || r->op == AL_OP_FETCH)
    al_pair_alu(r, s, k, g);
  both(s, k->cas, &x);
  both(s, k->retry, &x);
  result(r, s, k, g);
}

/* The reservation pair loop (POWER lqarx/stqcx., AArch64 ldxp/stxp):
 *
 *       [pre]                      (a store, exchange or compare-exchange: POWER
 *       lead                        moves the value into the fixed pair first)
 *   1:  ll    o:O, [m]
 *       [bne  o:O, e:E, 2f]        (compare-exchange)
 *       [<lo> n, o, v ; <hi> N, O, V ; nand: not n ; not N]     (fetch_op, op_fetch)
 *       sc    s, n:N, [m]          (n:N = v:V for a store, exchange or
 *       retry s, 1b                 compare-exchange; o:O for a load)
 *   [2:]                           (compare-exchange: or the fail path, which
 *       trail                       defines 2: itself)
 *       [result: r = o, R = O]     (op_fetch: n, N)
 *       [write_back]               (compare-exchange, __atomic form: *expected = o:O
 *                                   when it failed)
 */
void al_pair_llsc_loop(const al_request *r, al_seq *s, const al_pair *k,
                       const al_pair_regs *g)
{
  bool cas = r->op == AL_CAS;
  al_pair_regs x = stored(r, g);
  both(s, k->pre, g);
  both(s, k->lead, g);
  al_label(s, "1:");
  both(s, k->ll, g);
  if (cas)
    both(s, k->bne, g);
  if (r->op == AL_FETCH_OP || r->op == AL_OP_FETCH)
    al_pair_alu(r, s, k, g);
  both(s, k->sc, &x);
  both(s, k->retry, &x);
  if (cas && k->fail)
    both(s, k->fail, g);
  else if (cas)
    al_label(s, "2:");
  both(s, k->trail, g);
  result(r, s, k, g);
  if (cas && al_expmem(r))
    both(s, k->write_back, g);
}
