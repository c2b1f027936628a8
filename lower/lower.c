/* lower.c — target-independent parts: names, memory-order normalisation,
 * target selection, the sequence builders and the shim names.
 */
#include "internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* The architectures, in the order target names are listed: arches.inc has one
   AL_ARCH_DESC (name) line per descriptor the sources define (the Makefile's rule
   writes it, in the order of the files' names).  An al_arch is a position here.  */
#define AL_ARCH_DESC(n) extern const al_arch_desc al_arch_##n;
#include "arches.inc"
#undef AL_ARCH_DESC
static const al_arch_desc *const arch_descs[] = {
#define AL_ARCH_DESC(n) &al_arch_##n,
#include "arches.inc"
#undef AL_ARCH_DESC
};
#define N_ARCH_DESCS (sizeof arch_descs / sizeof arch_descs[0])

static const al_arch_desc *desc_of(al_arch a)
{
  return a < N_ARCH_DESCS ? arch_descs[a] : NULL;
}

const al_arch_desc *al_arch_desc_of(al_arch a)
{
  return desc_of(a);
}

const char *al_arch_name(al_arch a)
{
  const al_arch_desc *d = desc_of(a);
  return d ? d->name : "unknown";
}

const char *al_arch_file(al_arch a)
{
  const al_arch_desc *d = desc_of(a);
  return d ? d->file : "";
}

bool al_arch_big_endian(al_arch a)
{
  const al_arch_desc *d = desc_of(a);
  return d && d->big_endian;
}

bool al_arch_int128(al_arch a)
{
  const al_arch_desc *d = desc_of(a);
  return d && d->int128;
}

const char *al_arch_herd(al_arch a)
{
  const al_arch_desc *d = desc_of(a);
  return d ? d->herd : NULL;
}

const char *al_arch_ordered_forms(al_arch a)
{
  const al_arch_desc *d = desc_of(a);
  return d && d->ordered ? d->ordered : "";
}

const char *const *al_arch_barrier_names(al_arch a)
{
  const al_arch_desc *d = desc_of(a);
  return d ? d->barriers : NULL;
}

bool al_arch_is_barrier(al_arch a, const char *insn)
{
  const al_arch_desc *d = desc_of(a);
  insn += strspn(insn, " \t");
  for (const char *const *b = d && d->barriers ? d->barriers : NULL; b && *b; b++)
    {
      size_t n = strlen(*b);
      if (!strncmp(insn, *b, n) && (insn[n] == '\0' || insn[n] == ' ' || insn[n] == '\t'))
        return true;
    }
  return false;
}

int al_seq_barriers(const al_target *t, const al_seq *s)
{
  return al_text_barriers(t, s->text);
}

int al_text_barriers(const al_target *t, const char *text)
{
  int n = 0;
  for (const char *p = text; *p;)
    {
      size_t l = strcspn(p, "\n");
      char line[256];
      snprintf(line, sizeof line, "%.*s", (int) l, p);
      n += al_arch_is_barrier(t->arch, line);
      p += l + (p[l] == '\n');
    }
  return n;
}

const char *al_target_cflags(const al_target *t)
{
  const al_arch_desc *d = desc_of(t->arch);
  const char *f = d && d->cflags ? d->cflags(t) : NULL;
  return f ? f : "";
}

const char *al_order_name(al_order o)
{
  switch (o)
    {
    case AL_RELAXED: return "relaxed";
    case AL_CONSUME: return "consume";
    case AL_ACQUIRE: return "acquire";
    case AL_RELEASE: return "release";
    case AL_ACQ_REL: return "acq_rel";
    case AL_SEQ_CST: return "seq_cst";
    }
  return "?";
}

const char *al_op_name(const al_request *r)
{
  static const char *const fetch_op[AL_N_ARITH] = {
    "fetch_add", "fetch_sub", "fetch_and", "fetch_or", "fetch_xor", "fetch_nand" };
  static const char *const op_fetch[AL_N_ARITH] = {
    "add_fetch", "sub_fetch", "and_fetch", "or_fetch", "xor_fetch", "nand_fetch" };
  switch (r->op)
    {
    case AL_LOAD: return "load";
    case AL_STORE: return "store";
    case AL_EXCHANGE: return "exchange";
    case AL_CAS:
      switch (r->cas_form)
        {
        case AL_CAS_ATOMIC: return "compare_exchange";
        case AL_CAS_SYNC_VAL: return r->c11_value_cas ? "compare_exchange" : "val_compare_and_swap";
        case AL_CAS_SYNC_BOOL: return "bool_compare_and_swap";
        }
      return "compare_exchange";
    case AL_FETCH_OP: return fetch_op[r->arith];
    case AL_OP_FETCH: return op_fetch[r->arith];
    case AL_TEST_AND_SET: return "test_and_set";
    case AL_CLEAR: return "clear";
    case AL_THREAD_FENCE: return "thread_fence";
    case AL_SIGNAL_FENCE: return "signal_fence";
    case AL_IS_LOCK_FREE: return "is_lock_free";
    }
  return "?";
}

/* Memory orders: the rules of C11 7.17.7 as GCC 12 checks them
   (pass_waccess, gimple-ssa-warn-access.cc) and then applies them when it
   expands a builtin (builtins.cc): an order invalid for the operation becomes
   seq_cst; a failure order of release/acq_rel makes both seq_cst; a failure
   order stronger than the success order makes the success order seq_cst.
   consume is promoted to acquire, as every compiler does.  Exchange accepts
   every order (GCC 12's table omits acquire, but C11 allows it).  */
al_diag al_normalize_orders(al_request *r)
{
  al_diag d = AL_DIAG_NONE;
  bool bad = false;
  switch (r->op)
    {
    case AL_LOAD:
      bad = r->order == AL_RELEASE || r->order == AL_ACQ_REL;
      break;
    case AL_STORE:
    case AL_CLEAR:
      bad = r->order == AL_CONSUME || r->order == AL_ACQUIRE || r->order == AL_ACQ_REL;
      break;
    case AL_CAS:
    case AL_EXCHANGE:
    case AL_FETCH_OP:
    case AL_OP_FETCH:
    case AL_TEST_AND_SET:
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      break;
    }
  if (bad)
    {
      r->order = AL_SEQ_CST;
      return AL_DIAG_BAD_ORDER;
    }
  if (r->op == AL_CAS)
    {
      if (r->fail_order == AL_RELEASE || r->fail_order == AL_ACQ_REL)
        {
          r->order = r->fail_order = AL_SEQ_CST;
          d = AL_DIAG_BAD_FAIL;
        }
      else if (r->fail_order > r->order)
        {
          r->order = AL_SEQ_CST;
          d = AL_DIAG_FAIL_STRONGER;
        }
      if (r->fail_order == AL_CONSUME)
        r->fail_order = AL_ACQUIRE;
    }
  if (r->order == AL_CONSUME)
    r->order = AL_ACQUIRE;
  return d;
}

/* ---- targets ------------------------------------------------------------ */

/* Schemes (atomlower.h, al_scheme_bit).  */
static const al_scheme *scheme_by_name(const al_arch_desc *d, const char *name, size_t len)
{
  for (const al_scheme *s = d->schemes; s && s->name; s++)
    if (strlen(s->name) == len && !strncmp(s->name, name, len))
      return s;
  return NULL;
}

static unsigned scheme_default(const al_arch_desc *d, const al_target *t, const char *group)
{
  if (d->scheme_default)
    {
      unsigned b = d->scheme_default(t, group);
      if (b)
        return b;
    }
  for (const al_scheme *s = d->schemes; s && s->name; s++)
    if (!strcmp(s->group, group))
      return s->bit;
  return 0;
}

/* The first scheme of each group, in table order: one group per entry returned true.  */
static bool group_head(const al_arch_desc *d, const al_scheme *s)
{
  for (const al_scheme *p = d->schemes; p != s; p++)
    if (!strcmp(p->group, s->group))
      return false;
  return true;
}

/* Why scheme S does not apply to T, or NULL.  */
static const char *scheme_unfit(const al_arch_desc *d, const al_target *t, const al_scheme *s,
                                char *buf, size_t n)
{
  if (s->needs & ~t->features)
    {
      size_t len = (size_t) snprintf(buf, n, "needs the feature");
      for (size_t i = 0; d->feature_names && d->feature_names[i] && len < n; i++)
        if (s->needs & d->feature_bits[i])
          len += (size_t) snprintf(buf + len, n - len, " +%s", d->feature_names[i]);
      return buf;
    }
  return d->scheme_applies ? d->scheme_applies(t, s) : NULL;
}

static void canonical_name(al_target *t)
{
  const al_arch_desc *d = desc_of(t->arch);
  char *p = t->name;
  size_t left = sizeof t->name;
  if (!d)
    return;
  if (!t->name[0])
    snprintf(p, left, "%s", d->name);
  /* Variant names already carry the base; append features in table order, then the
     schemes that are not their group's default.  */
  char *plus = strchr(t->name, '+');
  if (plus)
    *plus = 0;
  for (size_t i = 0; d->feature_names && d->feature_names[i]; i++)
    if (t->features & d->feature_bits[i])
      {
        size_t len = strlen(t->name);
        snprintf(t->name + len, sizeof t->name - len, "+%s", d->feature_names[i]);
      }
  for (const al_scheme *s = d->schemes; s && s->name; s++)
    if ((t->schemes & s->bit) && s->bit != scheme_default(d, t, s->group))
      {
        size_t len = strlen(t->name);
        snprintf(t->name + len, sizeof t->name - len, "+%s", s->name);
      }
}

/* Fill in the default of every group that NAMED does not choose.  */
static void resolve_schemes(const al_arch_desc *d, al_target *t, unsigned named)
{
  t->schemes = named;
  for (const al_scheme *s = d->schemes; s && s->name; s++)
    if (group_head(d, s))
      {
        bool chosen = false;
        for (const al_scheme *q = d->schemes; q->name; q++)
          chosen |= !strcmp(q->group, s->group) && (named & q->bit);
        if (!chosen)
          t->schemes |= scheme_default(d, t, s->group);
      }
}

static void list_tokens(const al_arch_desc *d, char *buf, size_t n)
{
  size_t len = (size_t) snprintf(buf, n, "features:");
  for (size_t i = 0; d->feature_names && d->feature_names[i] && len < n; i++)
    len += (size_t) snprintf(buf + len, n - len, " +%s", d->feature_names[i]);
  if (len < n)
    len += (size_t) snprintf(buf + len, n - len, "%s; schemes:",
                             d->feature_names && d->feature_names[0] ? "" : " none");
  for (const al_scheme *s = d->schemes; s && s->name && len < n; s++)
    len += (size_t) snprintf(buf + len, n - len, " +%s", s->name);
  if (!d->schemes && len < n)
    snprintf(buf + len, n - len, " none");
}

bool al_target_parse_why(const char *name, al_target *out, char *why, size_t n)
{
  char base[64], scratch[256];
  if (!why)
    {
      why = scratch;
      n = sizeof scratch;
    }
  snprintf(why, n, "unknown target name '%s'", name);
  size_t blen = strcspn(name, "+");
  if (blen == 0 || blen >= sizeof base)
    return false;
  memcpy(base, name, blen);
  base[blen] = 0;
  memset(out, 0, sizeof *out);
  const al_arch_desc *d = NULL;
  al_arch arch = 0;
  for (size_t i = 0; i < N_ARCH_DESCS && !d; i++)
    {
      arch = (al_arch) i;
      if (!strcmp(arch_descs[i]->name, base))
        d = arch_descs[i];
      for (size_t v = 0; !d && arch_descs[i]->variants && arch_descs[i]->variants[v]; v++)
        if (!strcmp(arch_descs[i]->variants[v], base))
          {
            d = arch_descs[i];
            snprintf(out->name, sizeof out->name, "%s", base);
            d->parse_variant(base, out);
          }
    }
  if (!d)
    return false;
  out->arch = arch;
  unsigned named = 0;
  for (const char *f = name + blen; *f == '+'; )
    {
      const char *start = f + 1;
      size_t flen = strcspn(start, "+");
      bool found = false;
      for (size_t i = 0; d->feature_names && d->feature_names[i]; i++)
        if (strlen(d->feature_names[i]) == flen && !strncmp(d->feature_names[i], start, flen))
          {
            out->features |= d->feature_bits[i];
            found = true;
          }
      const al_scheme *sc = found ? NULL : scheme_by_name(d, start, flen);
      if (sc)
        {
          for (const al_scheme *q = d->schemes; q->name; q++)
            if ((named & q->bit) && q != sc && !strcmp(q->group, sc->group))
              {
                snprintf(why, n, "schemes '%s' and '%s' are both for the %s of %s",
                         q->name, sc->name, sc->group, d->name);
                return false;
              }
          named |= sc->bit;
          found = true;
        }
      if (!found)
        {
          char list[512], tok[64];
          list_tokens(d, list, sizeof list);
          snprintf(tok, sizeof tok, "%.*s", (int) flen, start);
          snprintf(why, n, "%s '+%s' for %s (%s)",
                   al_scheme_known(tok) ? "another architecture's scheme" : "unknown token",
                   tok, base, list);
          return false;
        }
      f = start + flen;
    }
  for (const al_scheme *s = d->schemes; s && s->name; s++)
    {
      char buf[128];
      const char *bad = (named & s->bit) ? scheme_unfit(d, out, s, buf, sizeof buf) : NULL;
      if (bad)
        {
          snprintf(why, n, "scheme '%s' %s%s", s->name,
                   (s->needs & ~out->features) ? "" : "does not apply: ", bad);
          return false;
        }
    }
  resolve_schemes(d, out, named);
  canonical_name(out);
  return true;
}

bool al_target_parse(const char *name, al_target *out)
{
  return al_target_parse_why(name, out, NULL, 0);
}

bool al_target_add_schemes(al_target *t, const char *list, char *why, size_t n)
{
  char name[256], scratch[256];
  if (!why)
    {
      why = scratch;
      n = sizeof scratch;
    }
  size_t len = (size_t) snprintf(name, sizeof name, "%s", t->name);
  for (const char *p = list; *p; )
    {
      size_t l = strcspn(p, ",");
      if (l == 0 || len + l + 2 >= sizeof name)
        {
          snprintf(why, n, "empty or overlong scheme list '%s'", list);
          return false;
        }
      name[len++] = '+';
      memcpy(name + len, p, l);
      len += l;
      name[len] = 0;
      p += l + (p[l] == ',');
    }
  al_target u;
  if (!al_target_parse_why(name, &u, why, n))
    return false;
  /* What the compiler is, not the target's name, says: kept.  */
  u.no_flag_outputs = t->no_flag_outputs;
  *t = u;
  return true;
}

bool al_scheme_known(const char *name)
{
  for (size_t i = 0; i < N_ARCH_DESCS; i++)
    if (scheme_by_name(arch_descs[i], name, strlen(name)))
      return true;
  return false;
}

const char *al_scheme_all(void)
{
  static char buf[1024];
  size_t len = 0;
  for (size_t i = 0; i < N_ARCH_DESCS && len < sizeof buf; i++)
    for (const al_scheme *s = arch_descs[i]->schemes; s && s->name && len < sizeof buf; s++)
      len += (size_t) snprintf(buf + len, sizeof buf - len, "%s%s", len ? ", " : "", s->name);
  return buf;
}

const char *al_scheme_names(const al_target *t)
{
  static char buf[512];
  const al_arch_desc *d = desc_of(t->arch);
  size_t len = 0;
  buf[0] = 0;
  for (const al_scheme *s = d ? d->schemes : NULL; s && s->name && len < sizeof buf; s++)
    {
      char why[128];
      if (scheme_unfit(d, t, s, why, sizeof why))
        continue;
      len += (size_t) snprintf(buf + len, sizeof buf - len, "%s%s%s", len ? ", " : "", s->name,
                               s->bit == scheme_default(d, t, s->group) ? " (default)" : "");
    }
  if (!buf[0])
    snprintf(buf, sizeof buf, "none");
  return buf;
}

const char *al_scheme_list(const al_target *t)
{
  static char buf[256];
  char why[128];
  const al_arch_desc *d = desc_of(t->arch);
  size_t len = 0;
  buf[0] = 0;
  for (const al_scheme *s = d ? d->schemes : NULL; s && s->name && len < sizeof buf; s++)
    if ((t->schemes & s->bit) && !scheme_unfit(d, t, s, why, sizeof why))
      len += (size_t) snprintf(buf + len, sizeof buf - len, "%s%s", len ? "," : "", s->name);
  return buf;
}

const char *al_scheme_help(void)
{
  static char buf[4096];
  if (buf[0])
    return buf;
  size_t len = 0;
  for (size_t i = 0; i < N_ARCH_DESCS && len < sizeof buf; i++)
    {
      const al_arch_desc *d = arch_descs[i];
      for (const al_scheme *s = d->schemes; s && s->name && len < sizeof buf; s++)
        {
          if (group_head(d, s))
            len += (size_t) snprintf(buf + len, sizeof buf - len, "      %s, %s:\n", d->name,
                                     s->group);
          /* A static default is its group's first entry; AArch64's follow the features
             and their sources say so.  */
          bool dflt = !d->scheme_default && group_head(d, s);
          if (len < sizeof buf)
            len += (size_t) snprintf(buf + len, sizeof buf - len, "        %-14s %s%s\n",
                                     s->name, s->source, dflt ? " (default)" : "");
        }
    }
  return buf;
}

const char *al_target_names(void)
{
  static char buf[2048];
  if (buf[0])
    return buf;
  size_t len = 0;
  for (size_t i = 0; i < N_ARCH_DESCS; i++)
    {
      const al_arch_desc *d = arch_descs[i];
      const char *const *names = d->variants;
      const char *one[] = { d->name, NULL };
      if (!names)
        names = one;
      for (size_t v = 0; names[v]; v++)
        {
          len += snprintf(buf + len, sizeof buf - len, "%s%s", len ? ", " : "", names[v]);
          if (len >= sizeof buf)
            return buf;
        }
      bool features = d->feature_names && d->feature_names[0];
      if (features)
        {
          len += snprintf(buf + len, sizeof buf - len, " (features:");
          for (size_t f = 0; d->feature_names[f] && len < sizeof buf; f++)
            len += snprintf(buf + len, sizeof buf - len, " +%s", d->feature_names[f]);
        }
      if (d->schemes && len < sizeof buf)
        {
          len += snprintf(buf + len, sizeof buf - len, "%sschemes:", features ? "; " : " (");
          for (const al_scheme *s = d->schemes; s->name && len < sizeof buf; s++)
            len += snprintf(buf + len, sizeof buf - len, " +%s", s->name);
        }
      if ((features || d->schemes) && len < sizeof buf)
        len += snprintf(buf + len, sizeof buf - len, ")");
      if (len >= sizeof buf)
        return buf;
    }
  return buf;
}

bool al_target_detect(al_macro_lookup lookup, void *ctx, al_target *out)
{
  for (size_t i = 0; i < N_ARCH_DESCS; i++)
    {
      memset(out, 0, sizeof *out);
      if (arch_descs[i]->detect(lookup, ctx, out))
        {
          out->arch = (al_arch) i;
          out->no_flag_outputs = !lookup(ctx, "__GCC_ASM_FLAG_OUTPUTS__");
          resolve_schemes(arch_descs[i], out, 0);
          canonical_name(out);
          return true;
        }
    }
  return false;
}

/* ---- decisions ---------------------------------------------------------- */

const char *al_plan_text(al_plan *p, const char *fmt, ...)
{
  if (p->n_text >= AL_PLAN_TEXTS)
    {
      p->overflow = true;
      return "";
    }
  char *buf = p->text[p->n_text++];
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, sizeof p->text[0], fmt, ap);
  va_end(ap);
  if (n < 0 || (size_t) n >= sizeof p->text[0])
    p->overflow = true;
  return buf;
}

void al_plan_shim(al_plan *p, const char *reason)
{
  p->kind = AL_K_SHIM;
  p->reason = reason;
}

void al_plan_emit(al_plan *p, al_kind kind, const char *recipe,
                  void (*emit)(const al_target *, const al_request *, al_seq *))
{
  p->kind = kind;
  p->recipe = recipe;
  p->emit = emit;
}

/* The one dispatch (internal.h, al_plan): the target says which expansion, this writes
   it.  */
static void expand(const al_arch_desc *d, const al_target *t, const al_request *r, al_seq *s)
{
  static const char *const kind_recipe[] = {
    [AL_K_LOAD] = "native", [AL_K_STORE] = "native", [AL_K_NATIVE] = "native",
    [AL_K_LLSC] = "llsc", [AL_K_MASKED_LLSC] = "masked",
    [AL_K_CAS_LOOP] = "cas-loop", [AL_K_MASKED_CAS] = "masked",
  };
  bool store = r->op == AL_STORE || r->op == AL_CLEAR;
  al_plan p;
  memset(&p, 0, sizeof p);
  if (r->op == AL_LOAD && d->load)
    {
      p.kind = AL_K_LOAD;
      p.load = d->load;
    }
  else if (store && d->store)
    {
      p.kind = AL_K_STORE;
      p.store = d->store;
    }
  d->plan(t, r, &p);
  if (p.overflow)
    {
      /* A table bug must never become wrong code.  */
      al_shim(r, s, "internal: a plan's template overflowed its buffer");
      return;
    }
  switch (p.kind)
    {
    case AL_K_SHIM:
      al_shim(r, s, p.reason);
      return;
    case AL_K_GCC:
      al_leave_to_gcc(s, p.reason);
      return;
    case AL_K_HOOK:
      p.emit(t, r, s);
      if (s->decision != AL_INLINE)
        return;
      break;
    case AL_K_LOAD:
    case AL_K_STORE:
    case AL_K_NATIVE:
    case AL_K_LLSC:
    case AL_K_MASKED_LLSC:
    case AL_K_CAS_LOOP:
    case AL_K_MASKED_CAS:
      al_begin(t, r, s, p.recipe ? p.recipe : kind_recipe[p.kind]);
      if (p.kind == AL_K_LOAD)
        {
          p.load(t, r, s);
          s->use = al_value_use(r);
        }
      else if (p.kind == AL_K_STORE)
        p.store(t, r, s, r->op == AL_CLEAR);
      else if (p.kind == AL_K_NATIVE)
        p.emit(t, r, s);
      else if (p.kind == AL_K_LLSC || p.kind == AL_K_MASKED_LLSC)
        al_llsc_expand(r, s, &p.llsc, p.kind == AL_K_MASKED_LLSC);
      else
        al_cas_expand(r, s, &p.cas, p.kind == AL_K_MASKED_CAS);
      if (store && p.kind != AL_K_NATIVE)
        s->use = AL_USE_NONE;
      break;
    default:
      al_leave_to_gcc(s, "internal: the target's plan names no expansion");
      return;
    }
  for (const char *const *c = p.clobbers; c && *c; c++)
    al_clobber(s, *c);
  al_order_clobber(s, r->order);
}

void al_expand(const al_target *t, const al_request *r, al_seq *s)
{
  memset(s, 0, sizeof *s);
  s->use = r->use;
  expand(desc_of(t->arch), t, r, s);
}

void al_lower(const al_target *t, const al_request *r, al_seq *s)
{
  memset(s, 0, sizeof *s);
  s->use = r->use;
  const al_arch_desc *d = desc_of(t->arch);
  if (!d)
    {
      al_leave_to_gcc(s, "no mapping table for this architecture");
      return;
    }
  /* A release success with an acquiring failure (valid since C++17): the failure path's
     load must acquire, and the tables' rows go by the success order (the failure order
     only chooses a fence on some targets' failure paths), so the success order becomes
     acq_rel, as GCC's own expansion does.  */
  al_request acq;
  if (r->op == AL_CAS && r->order == AL_RELEASE && al_is_acquire(r->fail_order))
    {
      acq = *r;
      acq.order = AL_ACQ_REL;
      r = &acq;
    }
  al_request in_asm;
  if (r->exp == AL_EXP_MEM_AFTER && !d->cas_store_after)
    {
      /* The target writes *expected itself, inside its sequence.  */
      in_asm = *r;
      in_asm.exp = AL_EXP_MEM_ASM;
      r = &in_asm;
    }
  if (r->op == AL_IS_LOCK_FREE)
    {
      al_leave_to_gcc(s, "is_lock_free is answered by al_is_lock_free");
      return;
    }
  if (r->op == AL_THREAD_FENCE || r->op == AL_SIGNAL_FENCE)
    {
      al_begin(t, r, s, "native");
      d->fence(t, r, s);
      al_order_clobber(s, r->order);
      return;
    }
  /* Every target: a width no builtin has, or an object not proven aligned
     to its size, goes to the runtime (docs/design.md §5: never a guess).  */
  if (r->op != AL_THREAD_FENCE && r->op != AL_SIGNAL_FENCE)
    {
      if (r->width != 1 && r->width != 2 && r->width != 4 && r->width != 8 && r->width != 16)
        {
          al_shim(r, s, "width is not 1, 2, 4, 8 or 16");
          return;
        }
      if (r->align < al_inline_align(t, r->width))
        {
          al_shim(r, s, "object not proven aligned to its size");
          return;
        }
    }
  /* fetch_and (p, 0) and fetch_or (p, ~0) store a constant: an exchange,
     as GCC itself does (optabs.cc, maybe_optimize_fetch_op).  */
  unsigned long long all = r->width >= 8 ? ~0ull : (1ull << (8 * r->width)) - 1;
  if (r->op == AL_FETCH_OP && r->val_const && r->width <= 8
      && ((r->arith == AL_AND && ((unsigned long long) r->val & all) == 0)
          || (r->arith == AL_OR && ((unsigned long long) r->val & all) == all)))
    {
      al_request x = *r;
      x.op = AL_EXCHANGE;
      x.use = al_value_use(r);
      expand(d, t, &x, s);
      if (s->decision == AL_INLINE)
        {
          /* Keep the site's own name in the annotation.  */
          char head[160], rest[AL_MAX_TEXT];
          const char *nl = strchr(s->text, '\n');
          size_t rl = nl ? strlen(nl) : 0;
          memcpy(rest, nl ? nl : "", rl + 1);
          snprintf(s->annotation, sizeof s->annotation, "atomlower: %s %d %s (as exchange)",
                   al_op_name(r), r->width, al_order_name(r->order));
          size_t hl = (size_t) snprintf(head, sizeof head, "%s %s", d->comment, s->annotation);
          if (hl + rl < sizeof s->text)
            {
              memcpy(s->text, head, hl);
              memcpy(s->text + hl, rest, rl + 1);
            }
        }
      else if (s->decision == AL_SHIM)
        al_shim_name(r, s->shim_name, sizeof s->shim_name);
    }
  else
    expand(d, t, r, s);
  if (s->decision == AL_INLINE && !al_seq_ok(s))
    {
      /* A table bug must never become wrong code: fall back to the shim.  */
      al_shim(r, s, "internal: sequence overflowed its buffers");
    }
}

int al_inline_align(const al_target *t, int width)
{
  const al_arch_desc *d = desc_of(t->arch);
  return d && d->align_needed ? d->align_needed(t, width) : width;
}

unsigned al_narrow_uses(const al_target *t)
{
  const al_arch_desc *d = desc_of(t->arch);
  return d ? d->narrow_uses : 0;
}

int al_is_lock_free(const al_target *t, int width, int align)
{
  const al_arch_desc *d = desc_of(t->arch);
  if (!d || width <= 0)
    return 0;
  return d->is_lock_free(t, width, align);
}

int al_inline_lock_free(const al_target *t, int width, int align)
{
  int answer = al_is_lock_free(t, width, align);
  if (answer != 1 || width > 16)
    return answer;
  al_request q;
  al_seq s;
  memset(&q, 0, sizeof q);
  q.op = AL_CAS;
  q.cas_form = AL_CAS_ATOMIC;
  q.width = width;
  q.order = q.fail_order = AL_SEQ_CST;
  q.use = AL_USE_VALUE;
  q.align = align;
  al_lower(t, &q, &s);
  return s.decision == AL_INLINE;
}

bool al_gcc_calls_out(const al_target *t, const al_request *r, int gcc)
{
  const al_arch_desc *d = desc_of(t->arch);
  return d && d->gcc_calls_out(t, r, gcc);
}

void al_shim_name(const al_request *r, char *buf, size_t n)
{
  switch (r->op)
    {
    case AL_TEST_AND_SET:
      snprintf(buf, n, "__atomic_test_and_set");
      return;
    case AL_CLEAR:
      /* libatomic has no __atomic_clear: a byte store is the same thing.  */
      snprintf(buf, n, "__atomic_store_1");
      return;
    case AL_THREAD_FENCE:
      snprintf(buf, n, "atomic_thread_fence");
      return;
    case AL_SIGNAL_FENCE:
      snprintf(buf, n, "atomic_signal_fence");
      return;
    case AL_IS_LOCK_FREE:
      snprintf(buf, n, "__atomic_is_lock_free");
      return;
    case AL_CAS:
      snprintf(buf, n, "__atomic_compare_exchange_%d", r->width);
      return;
    case AL_LOAD:
    case AL_STORE:
    case AL_EXCHANGE:
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      snprintf(buf, n, "__atomic_%s_%d", al_op_name(r), r->width);
      return;
    }
}

/* ---- builders ----------------------------------------------------------- */

/* Set in al_seq.reason when a builder is misused; checked by al_seq_ok.  */
static const char overflow_reason[] = "internal: builder overflow";

static void fail(al_seq *s)
{
  s->reason = overflow_reason;
}

void al_begin(const al_target *t, const al_request *r, al_seq *s, const char *recipe)
{
  const al_arch_desc *d = desc_of(t->arch);
  s->decision = AL_INLINE;
  s->recipe = recipe;
  s->reason = "inline";
  if (r->op == AL_CAS && (r->cas_form == AL_CAS_ATOMIC || r->c11_value_cas))
    snprintf(s->annotation, sizeof s->annotation, "atomlower: %s %d %s/%s", al_op_name(r),
             r->width, al_order_name(r->order), al_order_name(r->fail_order));
  else if (r->op == AL_THREAD_FENCE || r->op == AL_SIGNAL_FENCE)
    snprintf(s->annotation, sizeof s->annotation, "atomlower: %s %s", al_op_name(r),
             al_order_name(r->order));
  else
    snprintf(s->annotation, sizeof s->annotation, "atomlower: %s %d %s", al_op_name(r),
             r->width, al_order_name(r->order));
  snprintf(s->text, sizeof s->text, "%s %s", d ? d->comment : "#", s->annotation);
}

void al_shim(const al_request *r, al_seq *s, const char *reason)
{
  s->decision = AL_SHIM;
  s->reason = reason;
  s->recipe = "call";
  s->text[0] = 0;
  s->n_in = s->n_out = s->n_clobbers = s->n_insns = 0;
  al_shim_name(r, s->shim_name, sizeof s->shim_name);
}

void al_leave_to_gcc(al_seq *s, const char *reason)
{
  s->decision = AL_GCC;
  s->reason = reason;
  s->recipe = "gcc";
  s->text[0] = 0;
  s->n_in = s->n_out = s->n_clobbers = s->n_insns = 0;
}

static int add_operand(al_seq *s, bool output, al_role role, al_part part,
                       const char *constraint, int width, long long imm)
{
  int *n = output ? &s->n_out : &s->n_in;
  al_operand *o = output ? s->out : s->in;
  if (*n >= AL_MAX_OPERANDS || (output && s->n_in > 0)
      || strlen(constraint) >= sizeof o->constraint)
    {
      fail(s);
      return 0;
    }
  o += (*n)++;
  o->role = role;
  o->part = part;
  o->width = width;
  o->imm = imm;
  strcpy(o->constraint, constraint);
  return output ? s->n_out - 1 : s->n_out + s->n_in - 1;
}

int al_out(al_seq *s, al_role role, al_part part, const char *constraint, int width)
{
  return add_operand(s, true, role, part, constraint, width, 0);
}

int al_in(al_seq *s, al_role role, al_part part, const char *constraint, int width)
{
  return add_operand(s, false, role, part, constraint, width, 0);
}

int al_in_tied(al_seq *s, al_role role, al_part part, int tied_to, int width)
{
  char digit[8];
  snprintf(digit, sizeof digit, "%d", tied_to);
  return add_operand(s, false, role, part, digit, width, 0);
}

int al_in_imm(al_seq *s, const char *constraint, int width, long long value)
{
  return add_operand(s, false, AL_R_IMM, AL_WHOLE, constraint, width, value);
}

static void append_line(al_seq *s, const char *fmt, va_list ap)
{
  size_t len = strlen(s->text);
  if (len + 3 >= sizeof s->text)
    {
      fail(s);
      return;
    }
  strcpy(s->text + len, "\n\t");
  len += 2;
  int w = vsnprintf(s->text + len, sizeof s->text - len, fmt, ap);
  if (w < 0 || (size_t) w >= sizeof s->text - len)
    fail(s);
}

void al_insn(al_seq *s, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  append_line(s, fmt, ap);
  va_end(ap);
  s->n_insns++;
}

void al_label(al_seq *s, const char *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  append_line(s, fmt, ap);
  va_end(ap);
}

void al_clobber(al_seq *s, const char *clobber)
{
  for (int i = 0; i < s->n_clobbers; i++)
    if (!strcmp(s->clobbers[i], clobber))
      return;
  if (s->n_clobbers >= AL_MAX_CLOBBERS)
    {
      fail(s);
      return;
    }
  s->clobbers[s->n_clobbers++] = clobber;
}

void al_order_clobber(al_seq *s, al_order o)
{
  if (o != AL_RELAXED)
    al_clobber(s, "memory");
}

bool al_seq_ok(const al_seq *s)
{
  return s->reason != overflow_reason;
}

int al_single_bit(unsigned long long v, int width)
{
  if (width < 8)
    v &= (1ull << (width * 8)) - 1;
  if (v == 0 || (v & (v - 1)))
    return -1;
  return __builtin_ctzll(v);
}

int al_lock_free_upto(int width, int align, int max)
{
  return (width == 1 || width == 2 || width == 4 || width == 8) && width <= max
         && align >= width;
}

bool al_calls_out_from(const al_request *r, int width)
{
  if (r->op == AL_THREAD_FENCE || r->op == AL_SIGNAL_FENCE || r->op == AL_IS_LOCK_FREE)
    return false;
  return r->width >= width;
}

void al_loop_clobbers(const al_request *r, al_seq *s, const char *cc)
{
  if (cc)
    al_clobber(s, cc);
  al_order_clobber(s, r->order);
  if (r->op == AL_CAS)
    al_order_clobber(s, r->fail_order);
}

const char *al_alu_frag(al_arith a, const char *add, const char *sub, const char *and_,
                        const char *or_, const char *xor_)
{
  switch (a)
    {
    case AL_ADD: return add;
    case AL_SUB: return sub;
    case AL_AND: return and_;
    case AL_OR: return or_;
    case AL_XOR: return xor_;
    case AL_NAND: return and_;
    }
  return NULL;
}
