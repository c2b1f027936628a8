/* dispatch.c — run-time dispatch between two recipes of one request, in one asm:
 * a feature the target can test only at run time (AArch64's LSE under
 * -moutline-atomics: libgcc's __aarch64_have_lse_atomics) picks body A, else body B.
 * The target writes both bodies as ordinary sequences (al_seq) and supplies the test
 * as data (al_dispatch in internal.h); this merges their operand lists and draws the
 * branches.
 */
#include "internal.h"

#include <stdio.h>
#include <string.h>

/* Rewrite the operand numbers of TEXT (after its first line, the annotation) through
   MAP.  */
static void renumber(char *out, size_t n, const char *text, const int *map)
{
  size_t o = 0;
  const char *p = strchr(text, '\n');
  p = p ? p : text + strlen(text);
  while (*p && o + 8 < n)
    {
      if (*p == '%' && p[1] == '%')
        {
          out[o++] = *p++;
          out[o++] = *p++;
          continue;
        }
      if (*p == '%')
        {
          const char *q = p + 1;
          while ((*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z'))
            q++;
          if (*q >= '0' && *q <= '9')
            {
              int num = 0;
              const char *d = q;
              while (*d >= '0' && *d <= '9')
                num = num * 10 + (*d++ - '0');
              while (p < q && o + 8 < n)
                out[o++] = *p++;
              o += snprintf(out + o, n - o, "%d", map[num]);
              p = d;
              continue;
            }
        }
      out[o++] = *p++;
    }
  out[o] = 0;
}

/* The outputs the two bodies share: one result, one object, one *expected, and one
   compare-exchange success flag where both bodies give it alike (the same al_cas_flag).  */
static bool shared_out(al_role role)
{ return role == AL_R_RESULT || role == AL_R_MEM || role == AL_R_EXPMEM || role == AL_R_FLAG; }

static bool is_tied(const al_operand *o) { return o->constraint[0] >= '0' && o->constraint[0] <= '9'; }

/* Input O of a body, added to S (tied to output TIED_TO, unless it is -1) with what the
   plugin binds it to: its role, part, width and constraint, and for a masked loop's
   values whether they are shifted to the field (and filled around it) or the mask
   inverted.  */
static int copy_in(al_seq *s, const al_operand *o, int tied_to)
{
  int k = tied_to >= 0 ? al_in_tied(s, o->role, o->part, tied_to, o->width)
          : o->role == AL_R_IMM ? al_in_imm(s, o->constraint, o->width, o->imm)
          : al_in(s, o->role, o->part, o->constraint, o->width);
  al_operand *n = &s->in[k - s->n_out];
  n->shifted = o->shifted;
  n->fill = o->fill;
  n->invert = o->invert;
  return k;
}

/* Does input P stand for the same value as O (one operand may serve both bodies)?  */
static bool same_in(const al_operand *p, const al_operand *o)
{
  return p->role == o->role && p->part == o->part && p->width == o->width
         && !strcmp(p->constraint, o->constraint) && p->shifted == o->shifted
         && p->fill == o->fill && p->invert == o->invert
         && (o->role != AL_R_IMM || p->imm == o->imm);
}

/* One body's text, renumbered through MAP, as lines of S.  */
static void body(al_seq *s, const al_seq *b, const int *map)
{
  char text[AL_MAX_TEXT];
  renumber(text, sizeof text, b->text, map);
  al_label(s, "%s", text + (text[0] == '\n' ? 2 : 0));
}

/*       test  flag                (branch to 8f when the feature is absent)
 *       [enter]                   (directives body A needs: .arch_extension lse)
 *       <body A>
 *       jump  9f
 *   8:  <body B>
 *   9:
 * One operand list for both: B's outputs, then A's that are not shared (the result,
 * the object, *expected and the success flag are one operand each), then the test's
 * scratch; B's
 * inputs, then A's that B does not have already (same role, part, width and
 * constraint).  Clobbers: A's, B's, the test's, the order's.  */
void al_runtime_dispatch(const al_target *t, const al_request *r, al_seq *s,
                         const al_dispatch *d,
                         const al_seq *a, const al_seq *b)
{
  int map_b[2 * AL_MAX_OPERANDS], map_a[2 * AL_MAX_OPERANDS];
  if (a->cas_flag != b->cas_flag || a->cas_flag_bit != b->cas_flag_bit)
    {
      /* One flag output must mean one thing on both paths.  */
      al_leave_to_gcc(s, "internal: the dispatched bodies' success flags differ");
      return;
    }
  al_begin(t, r, s, d->recipe);
  s->use = b->use == a->use ? b->use : AL_USE_VALUE;
  s->cas_by_compare = b->cas_by_compare;
  s->cas_flag = b->cas_flag;
  s->cas_flag_bit = b->cas_flag_bit;
  for (int i = 0; i < b->n_out; i++)
    map_b[i] = al_out(s, b->out[i].role, b->out[i].part, b->out[i].constraint,
                      b->out[i].width);
  for (int i = 0; i < a->n_out; i++)
    {
      const al_operand *o = &a->out[i];
      map_a[i] = -1;
      if (shared_out(o->role))
        for (int j = 0; j < b->n_out; j++)
          if (b->out[j].role == o->role && b->out[j].part == o->part)
            map_a[i] = map_b[j];
      if (map_a[i] < 0)
        map_a[i] = al_out(s, o->role, o->part, o->constraint, o->width);
    }
  int flag = al_out(s, AL_R_SCRATCH, AL_WHOLE, d->flag_c, d->flag_width);
  for (int i = 0; i < b->n_in; i++)
    {
      const al_operand *o = &b->in[i];
      int k = b->n_out + i;
      map_b[k] = copy_in(s, o, is_tied(o) ? map_b[o->constraint[0] - '0'] : -1);
    }
  for (int i = 0; i < a->n_in; i++)
    {
      const al_operand *o = &a->in[i];
      int k = a->n_out + i;
      map_a[k] = -1;
      if (is_tied(o))
        {
          map_a[k] = copy_in(s, o, map_a[o->constraint[0] - '0']);
          continue;
        }
      for (int j = 0; j < b->n_in; j++)
        if (!is_tied(&b->in[j]) && same_in(&b->in[j], o))
          map_a[k] = map_b[b->n_out + j];
      if (map_a[k] < 0)
        map_a[k] = copy_in(s, o, -1);
    }
  al_frag(s, d->test, (al_slots){ flag, -1, -1, -1, -1, -1, -1 });
  al_frag(s, d->enter, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  body(s, a, map_a);
  al_frag(s, d->jump, (al_slots){ -1, -1, -1, -1, -1, -1, -1 });
  al_label(s, "8:");
  body(s, b, map_b);
  al_label(s, "9:");
  s->n_insns += a->n_insns + b->n_insns;
  for (int i = 0; i < a->n_clobbers; i++)
    al_clobber(s, a->clobbers[i]);
  for (int i = 0; i < b->n_clobbers; i++)
    al_clobber(s, b->clobbers[i]);
  if (d->cc)
    al_clobber(s, d->cc);
  al_order_clobber(s, r->order);
  if (!al_seq_ok(a) || !al_seq_ok(b))
    s->reason = a->reason != s->reason ? a->reason : b->reason;
}

/* The run-time choice of features the build does not promise (RISC-V's and AArch64's
   ext-dispatch schemes): body A is R as T with ADD features and scheme STATIC_BIT for
   DISPATCH_BIT (so it does not choose again), body B the same without ADD; D's test picks
   one (al_runtime_dispatch).  A body that is not inline sends the site to GCC: a choice
   between two forms is never half one.  */
void al_dispatch_features(const al_target *t, const al_request *r, al_seq *s,
                          unsigned add, unsigned dispatch_bit, unsigned static_bit,
                          const al_dispatch *d)
{
  static al_seq a, b;   /* large: not on the stack */
  al_target ta = *t, tb = *t;
  tb.schemes = (tb.schemes & ~dispatch_bit) | static_bit;
  ta.schemes = tb.schemes;
  ta.features |= add;
  al_expand(&ta, r, &a);
  al_expand(&tb, r, &b);
  if (a.decision != AL_INLINE || b.decision != AL_INLINE)
    {
      al_leave_to_gcc(s, "internal: a dispatched body is not inline");
      return;
    }
  al_runtime_dispatch(t, r, s, d, &a, &b);
}
