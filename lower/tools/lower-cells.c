/* lower-cells — walk every cell of a target's mapping table.
 *
 *   lower-cells --target NAME --emit-c FILE   one C function per inline cell: the
 *                                             sequence as an asm statement, bound to
 *                                             C operands, for the real assembler
 *   lower-cells --target NAME --golden        the reviewed text of every cell
 *   lower-cells --selftest                    API checks (orders, names, policy), then
 *                                             the cell contract over every base name's
 *                                             table
 *   lower-cells --selftest --target NAME      the cell contract over NAME's table alone
 *   lower-cells --selftest --api              the API checks alone
 *   lower-cells --targets                     the target names the table accepts,
 *                                             with each arch's features and schemes
 *   lower-cells --schemes                     every scheme: group, source, default
 *   lower-cells --target NAME --cflags        the compiler options that select NAME's
 *                                             instructions (for assembling its cells)
 *   lower-cells --target NAME --ordered-forms the regular expression that finds the
 *                                             instructions making a load, store or fence
 *                                             ordered (al_arch_ordered_forms): what the
 *                                             scan tests look for where none may be
 *   lower-cells --target NAME --barriers      the architecture's memory barriers
 *                                             (al_arch_barrier_names), one a line, as
 *                                             an assembler prints them ("%%" as "%"):
 *                                             what make bench's merge part counts
 *   lower-cells --target NAME --lock-free-h   the target's lock-free set and what GCC 12
 *                                             inlines per width, as C macros for the
 *                                             runtime (libgcc-shim/shim.mk): the shim's
 *                                             lock-free set comes from this table
 *
 * A target name may carry scheme tokens as it carries features ("power8+trailing-sync",
 * "x86_64+cx16+store-mfence"): every mode above takes them.
 *
 * A cell is (op, arithmetic, width, order[, failure order], compare-exchange
 * form, use of the result, constant operand), always for an object aligned
 * to its width; the misaligned policy is checked by --selftest.
 */
#include "../internal.h"

#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void (*cell_fn)(const al_target *t, const al_request *r, const al_seq *s, void *ctx);

static const int widths[] = { 1, 2, 4, 8, 16 };
static const al_order orders[] = { AL_RELAXED, AL_ACQUIRE, AL_RELEASE, AL_ACQ_REL, AL_SEQ_CST };

static bool valid_order(al_op op, al_order o)
{
  switch (op)
    {
    case AL_LOAD:
      return o == AL_RELAXED || o == AL_ACQUIRE || o == AL_SEQ_CST;
    case AL_STORE:
    case AL_CLEAR:
      return o == AL_RELAXED || o == AL_RELEASE || o == AL_SEQ_CST;
    case AL_EXCHANGE:
    case AL_CAS:
    case AL_FETCH_OP:
    case AL_OP_FETCH:
    case AL_TEST_AND_SET:
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
    case AL_IS_LOCK_FREE:
      return true;
    }
  return false;
}

static void visit(const al_target *t, al_request *r, cell_fn fn, void *ctx)
{
  al_seq s;
  r->align = r->width;
  al_lower(t, r, &s);
  fn(t, r, &s, ctx);
}

/* Every cell, in a fixed order.  */
static void walk(const al_target *t, cell_fn fn, void *ctx)
{
  for (int op = AL_LOAD; op <= AL_SIGNAL_FENCE; op++)
    for (size_t oi = 0; oi < sizeof orders / sizeof orders[0]; oi++)
      {
        al_order o = orders[oi];
        if (!valid_order((al_op) op, o))
          continue;
        al_request r;
        memset(&r, 0, sizeof r);
        r.op = (al_op) op;
        r.order = o;
        if (op == AL_THREAD_FENCE || op == AL_SIGNAL_FENCE)
          {
            r.width = 0;
            r.use = AL_USE_NONE;
            visit(t, &r, fn, ctx);
            continue;
          }
        if (op == AL_TEST_AND_SET || op == AL_CLEAR)
          {
            r.width = 1;
            r.use = op == AL_CLEAR ? AL_USE_NONE : AL_USE_VALUE;
            visit(t, &r, fn, ctx);
            continue;
          }
        for (size_t wi = 0; wi < sizeof widths / sizeof widths[0]; wi++)
          {
            r.width = widths[wi];
            switch ((al_op) op)
              {
              case AL_LOAD:
              case AL_EXCHANGE:
                r.use = AL_USE_VALUE;
                visit(t, &r, fn, ctx);
                break;
              case AL_STORE:
                r.use = AL_USE_NONE;
                visit(t, &r, fn, ctx);
                break;
              case AL_CAS:
                for (int form = AL_CAS_ATOMIC; form <= AL_CAS_SYNC_BOOL; form++)
                  for (size_t fi = 0; fi < sizeof orders / sizeof orders[0]; fi++)
                    {
                      al_order f = orders[fi];
                      if (f == AL_RELEASE || f == AL_ACQ_REL || f > o)
                        continue;
                      r.cas_form = (al_cas_form) form;
                      r.fail_order = f;
                      r.use = AL_USE_VALUE;
                      visit(t, &r, fn, ctx);
                      if (form == AL_CAS_ATOMIC)
                        {
                          /* *expected a private variable the plugin keeps in a
                             register.  */
                          r.exp = AL_EXP_REG;
                          visit(t, &r, fn, ctx);
                          r.exp = AL_EXP_MEM_ASM;
                        }
                    }
                r.cas_form = AL_CAS_ATOMIC;
                r.fail_order = AL_RELAXED;
                break;
              case AL_FETCH_OP:
              case AL_OP_FETCH:
                for (int a = AL_ADD; a <= AL_NAND; a++)
                  {
                    r.arith = (al_arith) a;
                    r.val_const = false;
                    r.val = 0;
                    for (int use = AL_USE_NONE; use <= AL_USE_VALUE; use++)
                      {
                        r.use = (al_use) use;
                        visit(t, &r, fn, ctx);
                      }
                    /* A constant operand (an immediate where the ISA has one).  */
                    r.val_const = true;
                    r.val = a == AL_AND ? ~4LL : 4;
                    r.use = AL_USE_VALUE;
                    visit(t, &r, fn, ctx);
                    if (op == AL_OP_FETCH && a != AL_NAND)
                      {
                        r.use = AL_USE_ZERO_TEST;
                        visit(t, &r, fn, ctx);
                      }
                    if (op == AL_FETCH_OP && (a == AL_OR || a == AL_AND || a == AL_XOR))
                      {
                        r.use = AL_USE_BIT_TEST;
                        visit(t, &r, fn, ctx);
                      }
                  }
                r.arith = AL_ADD;
                r.val_const = false;
                break;
              case AL_TEST_AND_SET:
              case AL_CLEAR:
              case AL_THREAD_FENCE:
              case AL_SIGNAL_FENCE:
              case AL_IS_LOCK_FREE:
                break;
              }
          }
      }
}

static const char *use_name(al_use u)
{
  switch (u)
    {
    case AL_USE_NONE: return "unused";
    case AL_USE_VALUE: return "value";
    case AL_USE_ZERO_TEST: return "zero-test";
    case AL_USE_BIT_TEST: return "bit-test";
    }
  return "?";
}

static const char *role_name(al_role r)
{
  switch (r)
    {
    case AL_R_MEM: return "mem";
    case AL_R_PTR: return "ptr";
    case AL_R_RESULT: return "result";
    case AL_R_VAL: return "val";
    case AL_R_EXPECTED: return "expected";
    case AL_R_DESIRED: return "desired";
    case AL_R_EXPMEM: return "expmem";
    case AL_R_EXPPTR: return "expptr";
    case AL_R_FLAG: return "flag";
    case AL_R_SCRATCH: return "scratch";
    case AL_R_IMM: return "imm";
    case AL_R_WMEM: return "wmem";
    case AL_R_WPTR: return "wptr";
    case AL_R_SHIFT: return "shift";
    case AL_R_MASK: return "mask";
    case AL_R_OBSERVED: return "observed";
    }
  return "?";
}

static void cell_title(FILE *f, const al_request *r)
{
  if (r->op == AL_CAS)
    fprintf(f, "%s %d %s/%s", al_op_name(r), r->width, al_order_name(r->order),
            al_order_name(r->fail_order));
  else if (r->op == AL_THREAD_FENCE || r->op == AL_SIGNAL_FENCE)
    fprintf(f, "%s %s", al_op_name(r), al_order_name(r->order));
  else
    fprintf(f, "%s %d %s", al_op_name(r), r->width, al_order_name(r->order));
  fprintf(f, " use=%s", use_name(r->use));
  if (r->exp == AL_EXP_REG)
    fputs(" expected=reg", f);
  if (r->val_const)
    fprintf(f, " const=%lld", r->val);
}

/* ---- --golden ---------------------------------------------------------------- */

static void golden_cell(const al_target *t, const al_request *r, const al_seq *s, void *ctx)
{
  FILE *f = ctx;
  fputs("## ", f);
  cell_title(f, r);
  fputc('\n', f);
  switch (s->decision)
    {
    case AL_SHIM:
      fprintf(f, "shim %s (%s)\n\n", s->shim_name, s->reason);
      return;
    case AL_GCC:
      fprintf(f, "gcc (%s)\n\n", s->reason);
      return;
    case AL_INLINE:
      break;
    }
  fprintf(f, "inline %s, %d insns, use %s\n", s->recipe, s->n_insns, use_name(s->use));
  for (int i = 0; i < s->n_out + s->n_in; i++)
    {
      const al_operand *o = i < s->n_out ? &s->out[i] : &s->in[i - s->n_out];
      fprintf(f, "  %%%d %-8s %-6s w%-2d %s", i, role_name(o->role), o->constraint, o->width,
              o->part == AL_LO ? "lo" : o->part == AL_HI ? "hi" : "");
      if (o->role == AL_R_IMM)
        fprintf(f, " =%lld", o->imm);
      if (o->fill)
        fputs(" | ~mask", f);
      if (o->invert)
        fputs(" inverted", f);
      fputc('\n', f);
    }
  fputs("  clobbers:", f);
  for (int i = 0; i < s->n_clobbers; i++)
    fprintf(f, " %s", s->clobbers[i]);
  fprintf(f, "\n  %s\n\n", s->text);
}

/* ---- --emit-c ------------------------------------------------------------------ */

struct emit { FILE *f; int n; bool int128; };

static const char *ctype(int width)
{
  switch (width)
    {
    case 0: return "_Bool";
    case 1: return "unsigned char";
    case 2: return "unsigned short";
    case 4: return "unsigned int";
    case 8: return "unsigned long long";
    case 16: return "unsigned __int128";
    }
  return "int";
}

static void c_string(FILE *f, const char *s)
{
  fputc('"', f);
  for (; *s; s++)
    switch (*s)
      {
      case '\n': fputs("\\n", f); break;
      case '\t': fputs("\\t", f); break;
      case '"': fputs("\\\"", f); break;
      case '\\': fputs("\\\\", f); break;
      default: fputc(*s, f);
      }
  fputc('"', f);
}

/* The C expression an operand is bound to.  */
static void operand_expr(FILE *f, const al_request *r, const al_operand *o, int index)
{
  const char *t = ctype(o->width);
  const char *whole = ctype(r->width);
  const char *src = NULL;
  switch (o->role)
    {
    case AL_R_MEM: fprintf(f, "(*(%s *) p)", t); return;
    case AL_R_PTR: fputs("p", f); return;
    case AL_R_EXPPTR: fputs("e", f); return;
    case AL_R_EXPMEM: fprintf(f, "(*(%s *) e)", t); return;
    case AL_R_RESULT:
    case AL_R_FLAG:
    case AL_R_OBSERVED:
    case AL_R_SCRATCH: fprintf(f, "o%d", index); return;
    case AL_R_IMM: fprintf(f, "(%s) %lldLL", t, o->imm); return;
    case AL_R_WMEM: fputs("(*(unsigned int *) WORD(p))", f); return;
    case AL_R_WPTR: fputs("WORD(p)", f); return;
    case AL_R_SHIFT: fprintf(f, "SHIFT(p, %d)", r->width); return;
    case AL_R_MASK: fprintf(f, "%sMASK(p, %d)", o->invert ? "~" : "", r->width); return;
    case AL_R_VAL: src = "v"; break;
    case AL_R_DESIRED: src = "d"; break;
    case AL_R_EXPECTED: src = "x"; break;
    }
  char value[48];
  if (o->role == AL_R_VAL && r->val_const)
    snprintf(value, sizeof value, "(%s) %lldLL", whole, r->val);
  else
    snprintf(value, sizeof value, "(%s) %s", whole, src);
  if (o->shifted && o->fill)
    fprintf(f, "((unsigned int) (%s) << SHIFT(p, %d) | ~MASK(p, %d))", value, r->width,
            r->width);
  else if (o->shifted)
    fprintf(f, "((unsigned int) (%s) << SHIFT(p, %d))", value, r->width);
  /* The high half of a two-register value: 64 of 128 bits (x86-64's
     cmpxchg16b), 32 of 64 (i386's cmpxchg8b).  */
  else if (o->part == AL_HI)
    fprintf(f, "((%s) (%s >> %d))", t, value, r->width * 4);
  else
    fprintf(f, "((%s) (%s))", t, value);
}

static void emit_cell(const al_target *t, const al_request *r, const al_seq *s, void *ctx)
{
  struct emit *e = ctx;
  if (s->decision != AL_INLINE || (r->width == 16 && !e->int128))
    return;
  FILE *f = e->f;
  int w = r->width ? r->width : 1;
  fputs("/* ", f);
  cell_title(f, r);
  fprintf(f, " */\nvoid cell_%d(void *p, void *e, %s v, %s d, %s x)\n{\n", e->n++, ctype(w),
          ctype(w), ctype(w));
  for (int i = 0; i < s->n_out; i++)
    if (s->out[i].role == AL_R_RESULT || s->out[i].role == AL_R_FLAG
        || s->out[i].role == AL_R_SCRATCH || s->out[i].role == AL_R_OBSERVED)
      fprintf(f, "  %s o%d;\n", ctype(s->out[i].width), i);
  fputs("  __asm__ __volatile__ (", f);
  c_string(f, s->text);
  fputs("\n    :", f);
  for (int i = 0; i < s->n_out; i++)
    {
      fprintf(f, "%s \"%s\" (", i ? "," : "", s->out[i].constraint);
      operand_expr(f, r, &s->out[i], i);
      fputc(')', f);
    }
  fputs("\n    :", f);
  for (int i = 0; i < s->n_in; i++)
    {
      fprintf(f, "%s \"%s\" (", i ? "," : "", s->in[i].constraint);
      operand_expr(f, r, &s->in[i], s->n_out + i);
      fputc(')', f);
    }
  fputs("\n    :", f);
  for (int i = 0; i < s->n_clobbers; i++)
    fprintf(f, "%s \"%s\"", i ? "," : "", s->clobbers[i]);
  fputs(");\n", f);
  for (int i = 0; i < s->n_out; i++)
    if (s->out[i].role == AL_R_RESULT || s->out[i].role == AL_R_FLAG
        || s->out[i].role == AL_R_SCRATCH || s->out[i].role == AL_R_OBSERVED)
      fprintf(f, "  sink%s = o%d;\n", s->out[i].width == 16 ? "16" : "", i);
  fputs("}\n\n", f);
}

/* ---- --selftest ------------------------------------------------------------------ */

static int failures;
#define CHECK(cond, ...) \
  do { if (!(cond)) { failures++; printf("FAIL: " __VA_ARGS__); putchar('\n'); } } while (0)

static void selftest_cell(const al_target *t, const al_request *r, const al_seq *s, void *ctx)
{
  int *count = ctx;
  (*count)++;
  if (s->decision == AL_INLINE)
    {
      CHECK(strstr(s->text, s->annotation) != NULL, "%s: annotation missing", s->annotation);
      CHECK(strstr(s->text, "atomlower: ") != NULL, "%s: tag missing", s->annotation);
      /* A seq_cst fence with instructions orders with one of the architecture's barriers
         (al_arch_desc.barriers), which the published tables count.  */
      CHECK(r->op != AL_THREAD_FENCE || r->order != AL_SEQ_CST || s->n_insns == 0
            || al_seq_barriers(t, s) > 0,
            "%s: no instruction al_arch_desc.barriers names", s->annotation);
      /* Relaxed sequences leave other memory alone; all others are compiler barriers.  */
      bool memory = false;
      for (int i = 0; i < s->n_clobbers; i++)
        memory |= !strcmp(s->clobbers[i], "memory");
      bool relaxed = r->order == AL_RELAXED
                     && (r->op != AL_CAS || r->fail_order == AL_RELAXED);
      /* Masked loops may clobber memory at every order: their memory operand is the
         containing word, which GCC assumes cannot alias a narrower declared object.  */
      bool masked = s->recipe && strstr(s->recipe, "masked");
      /* Every object access is visible to GCC as a memory operand, or (hppa, whose memory
         operands of globals all need %r1: casloop.c's mem_clobber) as its address in a
         register with a "memory" clobber, at every order.  */
      bool mem = false, ptr = false;
      for (int i = 0; i < s->n_out + s->n_in; i++)
        {
          const al_operand *o = i < s->n_out ? &s->out[i] : &s->in[i - s->n_out];
          mem |= o->role == AL_R_MEM || o->role == AL_R_WMEM;   /* masked: the word */
          ptr |= o->role == AL_R_PTR || o->role == AL_R_WPTR;
          if (o->role == AL_R_FLAG)
            CHECK(s->use == AL_USE_ZERO_TEST || s->use == AL_USE_BIT_TEST
                  || (r->op == AL_CAS && s->cas_flag != AL_CASF_NONE && s->cas_by_compare),
                  "%s: flag output without a narrow use or a compare-exchange's success",
                  s->annotation);
        }
      bool by_ptr = !mem && ptr && memory;
      CHECK(memory == !relaxed || (masked && memory) || by_ptr,
            "%s: memory clobber %d for order %s", s->annotation, memory,
            al_order_name(r->order));
      CHECK(mem || by_ptr || r->op == AL_THREAD_FENCE || r->op == AL_SIGNAL_FENCE,
            "%s: no memory operand", s->annotation);
      CHECK(s->use == r->use || s->use == AL_USE_VALUE || s->use == AL_USE_NONE,
            "%s: use changed to a narrower one", s->annotation);
      /* The contract of AL_EXP_REG (atomlower.h): either the target ignored the request
         and writes *expected itself, or it neither reads nor writes *expected and
         yields the observed value.  */
      if (r->op == AL_CAS && r->cas_form == AL_CAS_ATOMIC)
        {
          bool expmem = false, expptr = false, observed = false;
          for (int i = 0; i < s->n_out + s->n_in; i++)
            {
              const al_operand *o = i < s->n_out ? &s->out[i] : &s->in[i - s->n_out];
              expmem |= o->role == AL_R_EXPMEM;
              expptr |= o->role == AL_R_EXPPTR;
              observed |= o->role == AL_R_OBSERVED;
            }
          if (r->exp == AL_EXP_MEM_ASM)
            CHECK((expmem || (expptr && by_ptr)) && !observed,
                  "%s: no write-back to *expected", s->annotation);
          else
            CHECK(expmem || (!expptr && (s->cas_by_compare != observed)),
                  "%s expected=reg: *expected touched, or no single observed value",
                  s->annotation);
        }
    }
}

/* The ordered forms (al_arch_ordered_forms) against the table, both ways.  The text of
   every inline load, store and thread fence, by op, order and width, is kept by
   ordered_cell; check_ordered then asks:
   - no line of a relaxed load or store matches, unless the cell is its seq_cst cell's
     instructions (the width has only an ordered form), or, at 16 bytes, its seq_cst
     cell has the line too (x86-64's lock cmpxchg16b, the fallback of a run-time
     choice);
   - every acquire, release or seq_cst cell (fences: every one with instructions) that
     differs from its relaxed cell has a line, not in the relaxed cell, that matches;
   - every barrier (al_arch_desc.barriers) matches.
   So a test that scans compiled code with the expression can neither miss an
   instruction the table uses to order nor count one a relaxed access uses.  */
enum { K_LOAD, K_STORE, K_FENCE, N_KINDS };
struct ordered_cells { char *text[N_KINDS][AL_SEQ_CST + 1][17]; };

static void ordered_cell(const al_target *t, const al_request *r, const al_seq *s, void *ctx)
{
  (void) t;
  struct ordered_cells *c = ctx;
  int k = r->op == AL_LOAD ? K_LOAD : r->op == AL_STORE ? K_STORE
          : r->op == AL_THREAD_FENCE ? K_FENCE : -1;
  if (k < 0 || s->decision != AL_INLINE || r->width > 16)
    return;
  size_t n = strlen(s->text) + 1;
  char *copy = malloc(n);
  if (copy)
    memcpy(copy, s->text, n);
  free(c->text[k][r->order][r->width]);
  c->text[k][r->order][r->width] = copy;
}

/* The next instruction line of *P (blanks, tag and comment-only lines skipped) into
   LINE; false at the end.  */
static bool next_insn(const char **p, char *line, size_t size)
{
  while (**p)
    {
      size_t l = strcspn(*p, "\n");
      const char *b = *p + strspn(*p, " \t");
      size_t lead = (size_t) (b - *p);
      snprintf(line, size, "\t%.*s", l > lead ? (int) (l - lead) : 0, b);
      *p += l + ((*p)[l] == '\n');
      if (line[1] && !strchr("#@/;|!", line[1]) && !strstr(line, "atomlower: "))
        return true;
    }
  return false;
}

static bool has_line(const char *text, const char *line)
{
  char l[256];
  while (text && next_insn(&text, l, sizeof l))
    if (!strcmp(l, line))
      return true;
  return false;
}

/* Have A and B the same instruction lines, in the same order (tags aside)?  */
static bool same_insns(const char *a, const char *b)
{
  char la[256], lb[256];
  if (!a || !b)
    return false;
  for (;;)
    {
      bool more_a = next_insn(&a, la, sizeof la), more_b = next_insn(&b, lb, sizeof lb);
      if (more_a != more_b || (more_a && strcmp(la, lb)))
        return false;
      if (!more_a)
        return true;
    }
}

static void check_ordered(const al_target *t, struct ordered_cells *c)
{
  /* No expression: the architecture orders nothing beyond program order (m68k, SH as
     atomlower models them), so no ordered cell may differ from its relaxed one.  */
  const char *forms = al_arch_ordered_forms(t->arch);
  regex_t re;
  bool have = *forms != '\0';
  if (have && regcomp(&re, forms, REG_EXTENDED | REG_NOSUB) != 0)
    {
      CHECK(false, "%s: ordered forms not an extended regular expression: %s", t->name, forms);
      return;
    }
  static const char *const kinds[] = { "load", "store", "fence" };
  for (int k = 0; k < N_KINDS; k++)
    for (int o = AL_RELAXED; o <= AL_SEQ_CST; o++)
      for (int w = 0; w <= 16; w++)
        {
          const char *text = c->text[k][o][w], *relaxed = c->text[k][AL_RELAXED][w];
          if (!text)
            continue;
          char line[256];
          bool differs = false, found = false;
          for (const char *p = text; next_insn(&p, line, sizeof line);)
            {
              bool match = have && regexec(&re, line, 0, NULL, 0) == 0;
              if (o == AL_RELAXED)
                {
                  const char *sc = c->text[k][AL_SEQ_CST][w];
                  CHECK(!match || same_insns(text, sc) || (w == 16 && has_line(sc, line)),
                        "%s: relaxed %s %d line '%s' matches the ordered forms", t->name,
                        kinds[k], w, line + 1);
                }
              else if (!has_line(relaxed, line))
                differs = true, found |= match;
            }
          CHECK(o == AL_RELAXED || !differs || found,
                "%s: %s %d %s has no line the ordered forms match, beside its relaxed cell's",
                t->name, kinds[k], w, al_order_name((al_order) o));
        }
  for (int k = 0; k < N_KINDS; k++)
    for (int o = AL_RELAXED; o <= AL_SEQ_CST; o++)
      for (int w = 0; w <= 16; w++)
        free(c->text[k][o][w]);
  for (const char *const *b = al_arch_barrier_names(t->arch); b && *b; b++)
    {
      char line[256];
      snprintf(line, sizeof line, "\t%s", *b);
      CHECK(have && regexec(&re, line, 0, NULL, 0) == 0,
            "%s: barrier '%s' is not an ordered form", t->name, *b);
    }
  if (have)
    regfree(&re);
}

/* The library's API: target names, order rules, per-arch policy.  */
/* Merging adjacent sites' barriers (merge.c): which pairs merge, which one goes, and the
   texts after.  */
static void selftest_merge(void)
{
  al_target t;
  al_barrier_merge m;
  char out[AL_MAX_TEXT];
  static const char a7[] = "@ atomlower: fetch_add 4 seq_cst\n\tdmb ish\n\t1:\n\tldrex %0, %2\n"
                           "\tadd %1, %0, %3\n\tstrex %4, %1, %2\n\tcmp %4, #0\n\tbne 1b\n\tdmb ish";
  CHECK(al_target_parse("armv7", &t) && al_merge_barriers(&t, a7, a7, &m) && m.drop == 1
        && !strcmp(m.dropped, "dmb ish") && !strcmp(m.kept, "dmb ish"),
        "armv7: dmb ish, dmb ish: the earlier one goes (drop %d)", m.drop);
  CHECK(al_merge_text(&m, 1, a7, out, sizeof out)
        && !strcmp(out, "@ atomlower: fetch_add 4 seq_cst; merged with the next site: its last "
                        "dmb ish dropped for the next site's dmb ish\n\tdmb ish\n\t1:\n\tldrex "
                        "%0, %2\n\tadd %1, %0, %3\n\tstrex %4, %1, %2\n\tcmp %4, #0\n\tbne 1b"),
        "armv7: the earlier text without its last line: %s", out);
  CHECK(!al_merge_text(&m, 2, a7, out, sizeof out), "armv7: nothing dropped from the later");
  static const char sync_end[] = "# atomlower: fence seq_cst\n\tsync";
  static const char lw_start[] = "# atomlower: store 4 release\n\tlwsync\n\tstw %1, %0";
  CHECK(al_target_parse("power8", &t) && al_merge_barriers(&t, sync_end, lw_start, &m)
        && m.drop == 2 && !strcmp(m.dropped, "lwsync"), "power8: sync then lwsync: lwsync goes");
  CHECK(al_merge_text(&m, 2, lw_start, out, sizeof out)
        && !strcmp(out, "# atomlower: store 4 release; merged with the previous site: its first "
                        "lwsync dropped for the previous site's sync\n\tstw %1, %0"),
        "power8: the later text without its first barrier: %s", out);
  CHECK(al_merge_barriers(&t, "# atomlower: store 4 release\n\tlwsync\n\tstw %1, %0\n\tlwsync",
                          sync_end, &m) && m.drop == 1, "power8: lwsync then sync: lwsync goes");
  CHECK(al_merge_text(&m, 1, sync_end + 0, out, sizeof out) == false,
        "power8: a text that is not the one merged is refused");
  /* A fence alone: merged away whole, its annotation left.  */
  CHECK(al_merge_barriers(&t, sync_end, sync_end, &m) && al_merge_text(&m, 1, sync_end, out,
                                                                     sizeof out)
        && !strcmp(out, "# atomlower: fence seq_cst; merged with the next site: its last sync "
                        "dropped for the next site's sync"), "power8: a fence merged whole: %s", out);
  CHECK(!al_merge_barriers(&t, "# atomlower: load 4 acquire\n\tlwz %0, %1\n\tcmpw %0, %0\n"
                           "\tbne- $+4\n\tisync", sync_end, &m), "power8: isync merges with nothing");
  CHECK(al_target_parse("rv64", &t)
        && al_merge_barriers(&t, "# atomlower: store 4 seq_cst\n\tfence rw,w\n\tsw %1, %0\n"
                             "\tfence rw,rw", "# atomlower: store 4 release\n\tfence rw,w\n"
                             "\tsw %1, %0", &m) && m.drop == 2,
        "rv64: fence rw,rw then fence rw,w: rw,w goes");
  CHECK(!al_merge_barriers(&t, "# atomlower: load 4 acquire\n\tlw %0, %1\n\tfence r,rw",
                           "# atomlower: store 4 release\n\tfence rw,w\n\tsw %1, %0", &m),
        "rv64: fence r,rw and fence rw,w: neither holds the other, both stay");
  CHECK(!al_merge_barriers(&t, "# atomlower: fetch_add 4 seq_cst\n\tamoadd.w.aqrl %0, %2, %1",
                           "# atomlower: fence seq_cst\n\tfence rw,rw", &m),
        "rv64: an AMO's .aqrl is no barrier line");
  CHECK(!al_merge_barriers(&t, "# atomlower: fence seq_cst\n\tfence rw,rw",
                           "# atomlower: compare_exchange 4 seq_cst/seq_cst\n\t1:\n\tfence rw,rw",
                           &m), "rv64: a label first: no merge");
  /* ARMv6's CP15 barrier names a register and the kernel helper's barrier is a call: one
     of their lines is no whole barrier, and neither is in the table.  */
  CHECK(al_target_parse("armv6k", &t)
        && !al_merge_barriers(&t, "@ atomlower: fence seq_cst\n\tmcr p15, 0, r12, c7, c10, 5",
                              "@ atomlower: fence seq_cst\n\tmcr p15, 0, r12, c7, c10, 5", &m),
        "armv6k: mcr does not merge");
  CHECK(al_target_parse("x86_64", &t)
        && al_merge_barriers(&t, "# atomlower: fence seq_cst\n\tlock orq $0,(%%rsp)",
                             "# atomlower: fence seq_cst\n\tlock orq $0,(%%rsp)", &m),
        "x86_64: lock orq $0,(%%%%rsp) twice merges");
  CHECK(!al_merge_barriers(&t, "# atomlower: fetch_or 8 seq_cst\n\tlock orq %1, %0",
                           "# atomlower: fetch_or 8 seq_cst\n\tlock orq %1, %0", &m),
        "x86_64: an RMW with operands is no barrier to merge");
  /* Every row of every architecture: both lines are whole barriers, and each pair merges
     in both orders, the weaker going.  */
  int rows = 0;
  for (al_arch a = 0; al_arch_name(a)[0] && strcmp(al_arch_name(a), "unknown"); a++)
    {
      const al_arch_desc *d = al_arch_desc_of(a);
      memset(&t, 0, sizeof t);
      t.arch = a;
      for (const al_merge_row *r = d->merges; r && r->weaker; r++, rows++)
        {
          char x[128], y[128];
          snprintf(x, sizeof x, "%s atomlower: x\n\t%s", d->comment, r->weaker);
          snprintf(y, sizeof y, "%s atomlower: y\n\t%s", d->comment, r->stronger);
          CHECK(al_arch_is_barrier(a, r->weaker) && al_arch_is_barrier(a, r->stronger),
                "%s: merge row %s / %s: not barriers", d->name, r->weaker, r->stronger);
          const char *lines[2] = { r->weaker, r->stronger };
          for (int k = 0; k < 2; k++)
            for (const char *p = lines[k]; (p = strchr(p, '%')); p += 2)
              {
                CHECK(p[1] == '%', "%s: merge row line '%s' names an operand", d->name, lines[k]);
                if (p[1] != '%')
                  break;
              }
          CHECK(r->why && strlen(r->why) > 20, "%s: merge row %s / %s: no source", d->name,
                r->weaker, r->stronger);
          CHECK(al_merge_barriers(&t, x, y, &m) && m.drop == 1 && !strcmp(m.dropped, r->weaker),
                "%s: %s then %s: the first goes", d->name, r->weaker, r->stronger);
          CHECK(al_merge_barriers(&t, y, x, &m) && m.drop == (strcmp(r->weaker, r->stronger) ? 2 : 1)
                && !strcmp(m.dropped, r->weaker), "%s: %s then %s: %s goes", d->name,
                r->stronger, r->weaker, r->weaker);
        }
    }
  CHECK(rows >= 30, "merge rows: %d", rows);
}

static void selftest_api(void)
{
  al_target t;
  CHECK(al_target_parse("x86_64", &t) && !strcmp(t.name, "x86_64"), "parse x86_64");
  CHECK(al_target_parse("x86_64+avx+cx16", &t) && !strcmp(t.name, "x86_64+cx16+avx"),
        "canonical feature order: %s", t.name);
  CHECK(!al_target_parse("x86_64+lse", &t), "unknown feature rejected");
  CHECK(!al_target_parse("sparc", &t), "unknown arch rejected");
  CHECK(!al_target_parse("", &t), "empty name rejected");
  CHECK(strstr(al_target_names(), "x86_64") != NULL, "names list x86_64");

  /* Schemes: tokens of the target name, defaults never spelled, one per group, the
     features they need, the plugin's list form.  */
  char why[512];
  CHECK(al_target_parse("x86_64+store-xchg", &t) && !strcmp(t.name, "x86_64")
        && (t.schemes & AL_S_X86_STORE_XCHG) && (t.schemes & AL_S_X86_FENCE_LOCKOR),
        "default scheme dropped from the name: %s", t.name);
  CHECK(al_target_parse("x86_64+fence-mfence+cx16+store-mfence", &t)
        && !strcmp(t.name, "x86_64+cx16+store-mfence+fence-mfence"),
        "canonical scheme order: %s", t.name);
  CHECK(!strcmp(al_scheme_list(&t), "store-mfence,fence-mfence"), "scheme list: %s",
        al_scheme_list(&t));
  CHECK(!al_target_parse_why("x86_64+store-mfence+store-lockor", &t, why, sizeof why)
        && strstr(why, "both"), "two schemes of one group rejected: %s", why);
  CHECK(!al_target_parse_why("aarch64+acq-ldapr", &t, why, sizeof why)
        && strstr(why, "needs the feature +rcpc"),
        "a scheme needing a feature rejected, naming the valid ones: %s", why);
  CHECK(!al_target_parse_why("armv8+dmb-sy", &t, why, sizeof why) && strstr(why, "ARMv7"),
        "an ARMv7 scheme rejected on armv8: %s", why);
  CHECK(!al_target_parse_why("rv64+trailing-sync", &t, why, sizeof why)
        && strstr(why, "psabi"), "another arch's scheme rejected: %s", why);
  CHECK(al_target_parse("aarch64+lse+rcpc", &t) && (t.schemes & AL_S_A64_RMW_LSE)
        && (t.schemes & AL_S_A64_ACQ_LDAPR) && (t.schemes & AL_S_A64_PAIR_LLSC),
        "AArch64 defaults follow the features");
  CHECK(al_target_parse("aarch64+outline", &t) && (t.schemes & AL_S_A64_RMW_DISPATCH),
        "outline: dispatch by default");
  CHECK(al_target_parse("rv64", &t) && (t.schemes & AL_S_RV_PSABI), "rv64 default psabi");
  CHECK(al_target_parse("power8", &t) && al_target_add_schemes(&t, "trailing-sync", why,
                                                                sizeof why)
        && !strcmp(t.name, "power8+trailing-sync"), "add_schemes: %s", t.name);
  CHECK(!al_target_add_schemes(&t, "leading-sync,nonsense", why, sizeof why)
        && !strcmp(t.name, "power8+trailing-sync"), "add_schemes failure leaves T: %s", why);
  CHECK(al_scheme_known("gcc12") && !al_scheme_known("lse"), "al_scheme_known");
  /* The longest canonical name (every feature, every non-default scheme) round-trips: the
     plugin records it on each function for the link-time pass.  */
  al_target u;
  CHECK(al_target_parse("aarch64+pair-llsc+acq-ldar+rmw-llsc+outline+lse2+rcpc+lse", &t)
        && !strcmp(t.name, "aarch64+lse+rcpc+lse2+outline+rmw-llsc+acq-ldar+pair-llsc")
        && al_target_parse(t.name, &u) && u.schemes == t.schemes && u.features == t.features,
        "longest name round-trips: %s", t.name);
  CHECK(al_target_parse("armv5", &t) && !strcmp(al_scheme_names(&t), "none")
        && !strcmp(al_scheme_list(&t), ""), "armv5 has no schemes: %s", al_scheme_names(&t));

  /* Orders: GCC 12's rules.  */
  struct { al_op op; al_order o, f, want_o, want_f; al_diag d; } cases[] = {
    { AL_LOAD, AL_RELEASE, 0, AL_SEQ_CST, 0, AL_DIAG_BAD_ORDER },
    { AL_LOAD, AL_ACQ_REL, 0, AL_SEQ_CST, 0, AL_DIAG_BAD_ORDER },
    { AL_LOAD, AL_CONSUME, 0, AL_ACQUIRE, 0, AL_DIAG_NONE },
    { AL_STORE, AL_ACQUIRE, 0, AL_SEQ_CST, 0, AL_DIAG_BAD_ORDER },
    { AL_STORE, AL_CONSUME, 0, AL_SEQ_CST, 0, AL_DIAG_BAD_ORDER },
    { AL_STORE, AL_RELEASE, 0, AL_RELEASE, 0, AL_DIAG_NONE },
    { AL_CLEAR, AL_ACQ_REL, 0, AL_SEQ_CST, 0, AL_DIAG_BAD_ORDER },
    { AL_EXCHANGE, AL_ACQUIRE, 0, AL_ACQUIRE, 0, AL_DIAG_NONE },
    { AL_CAS, AL_RELAXED, AL_SEQ_CST, AL_SEQ_CST, AL_SEQ_CST, AL_DIAG_FAIL_STRONGER },
    { AL_CAS, AL_SEQ_CST, AL_RELEASE, AL_SEQ_CST, AL_SEQ_CST, AL_DIAG_BAD_FAIL },
    { AL_CAS, AL_ACQUIRE, AL_ACQ_REL, AL_SEQ_CST, AL_SEQ_CST, AL_DIAG_BAD_FAIL },
    { AL_CAS, AL_RELEASE, AL_ACQUIRE, AL_RELEASE, AL_ACQUIRE, AL_DIAG_NONE },
    { AL_CAS, AL_ACQ_REL, AL_CONSUME, AL_ACQ_REL, AL_ACQUIRE, AL_DIAG_NONE },
    { AL_CAS, AL_RELAXED, AL_CONSUME, AL_SEQ_CST, AL_ACQUIRE, AL_DIAG_FAIL_STRONGER },
  };
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      al_request r;
      memset(&r, 0, sizeof r);
      r.op = cases[i].op;
      r.order = cases[i].o;
      r.fail_order = cases[i].f;
      al_diag d = al_normalize_orders(&r);
      CHECK(d == cases[i].d && r.order == cases[i].want_o
            && (r.op != AL_CAS || r.fail_order == cases[i].want_f),
            "orders case %zu: diag %d order %s fail %s", i, d, al_order_name(r.order),
            al_order_name(r.fail_order));
    }

  /* x86-64 policy.  */
  al_target_parse("x86_64", &t);
  al_request r;
  memset(&r, 0, sizeof r);
  r.op = AL_FETCH_OP;
  r.width = 4;
  r.order = AL_SEQ_CST;
  r.use = AL_USE_VALUE;
  al_seq s;
  r.align = 4;
  al_lower(&t, &r, &s);
  CHECK(s.decision == AL_INLINE && strstr(s.text, "lock xaddl"), "x86 fetch_add 4 inline");
  r.align = 2;
  al_lower(&t, &r, &s);
  CHECK(s.decision == AL_SHIM && !strcmp(s.shim_name, "__atomic_fetch_add_4"),
        "misaligned goes to the shim: %s", s.shim_name);
  r.width = 16;
  r.align = 16;
  al_lower(&t, &r, &s);
  CHECK(s.decision == AL_SHIM, "16 bytes without cx16 go to the shim");
  CHECK(al_gcc_calls_out(&t, &r, 12), "GCC calls out for 16 bytes");
  al_target_parse("x86_64+cx16", &t);
  al_lower(&t, &r, &s);
  CHECK(s.decision == AL_INLINE && strstr(s.text, "cmpxchg16b"), "cx16 fetch_add 16");
  r.width = 8;
  r.align = 8;
  CHECK(!al_gcc_calls_out(&t, &r, 12), "GCC inlines 8 bytes");
  CHECK(al_is_lock_free(&t, 16, 16) == 1 && al_is_lock_free(&t, 16, 8) == 0,
        "cx16 lock-free 16");
  CHECK(al_inline_lock_free(&t, 16, 16) == 1 && al_inline_lock_free(&t, 16, 8) == 0,
        "cx16: is_lock_free (16) folded for an aligned object");
  al_target_parse("x86_64", &t);
  CHECK(al_is_lock_free(&t, 16, 16) == -1, "16 without cx16: run time");
  CHECK(al_is_lock_free(&t, 4, 4) == 1 && al_is_lock_free(&t, 4, 1) == 0
        && al_is_lock_free(&t, 3, 4) == 0, "x86 lock-free 1-8");

  /* Arm policy: the lock-free sets equal libgcc-shim/config/{aarch64,arm}.h, and
     mode=gaps follows the baseline's library calls.  */
  al_target_parse("aarch64+outline", &t);
  CHECK(al_is_lock_free(&t, 16, 16) == -1 && al_is_lock_free(&t, 16, 8) == 0
        && al_is_lock_free(&t, 8, 8) == 1, "aarch64 lock-free 1-8, 16 asked at run time");
  memset(&r, 0, sizeof r);
  r.op = AL_FETCH_OP;
  r.width = 4;
  r.align = 4;
  r.order = AL_SEQ_CST;
  r.use = AL_USE_VALUE;
  CHECK(al_gcc_calls_out(&t, &r, 12), "outline: GCC calls __aarch64_ldadd4_acq_rel");
  al_lower(&t, &r, &s);
  CHECK(s.decision == AL_INLINE && strstr(s.text, "__aarch64_have_lse_atomics")
        && strstr(s.text, "ldaddal") && strstr(s.text, "ldaxr"), "outline: run-time choice");
  r.arith = AL_NAND;
  CHECK(!al_gcc_calls_out(&t, &r, 12), "outline: GCC inlines nand");
  al_target_parse("aarch64", &t);
  CHECK(!al_gcc_calls_out(&t, &r, 12), "aarch64: GCC inlines 4 bytes");
  al_target_parse("armv5", &t);
  r.width = 8;
  r.align = 8;
  r.arith = AL_ADD;
  al_lower(&t, &r, &s);
  CHECK(s.decision == AL_SHIM && al_is_lock_free(&t, 8, 8) == 1 && al_is_lock_free(&t, 8, 4) == 0,
        "armv5: 8 bytes to the shim, lock-free there (__kuser_cmpxchg64) when aligned");
  CHECK(al_inline_lock_free(&t, 8, 8) == 0 && al_inline_lock_free(&t, 4, 4) == 1,
        "armv5: is_lock_free (8) left to the runtime, (4) folded");
  r.width = 4;
  r.align = 4;
  al_lower(&t, &r, &s);
  CHECK(s.decision == AL_INLINE && strstr(s.text, "blx r12") && al_gcc_calls_out(&t, &r, 12),
        "armv5: kuser loop where GCC calls __sync_fetch_and_add_4");
  al_target_parse("armv6", &t);
  r.width = 1;
  r.align = 1;
  al_lower(&t, &r, &s);
  CHECK(s.decision == AL_INLINE && !strstr(s.text, "ldrexb") && al_gcc_calls_out(&t, &r, 12),
        "armv6: masked byte loop");
  al_target_parse("armv7+thumb", &t);
  CHECK(al_is_lock_free(&t, 8, 8) == 1 && !al_gcc_calls_out(&t, &r, 12), "armv7: 8 lock-free");

  /* GCC 9 on Arm and AArch64 has no asm flag outputs: no compare-exchange may ask for
     one there (GCC 9: "impossible constraint in 'asm'"), and each still says how its
     success is known.  */
  static const char *const noflags[] = { "aarch64", "aarch64+lse", "armv7", "armv7+thumb",
                                         "armv8", "armv8+thumb", "armv6k" };
  for (size_t i = 0; i < sizeof noflags / sizeof noflags[0]; i++)
    {
      al_target_parse(noflags[i], &t);
      t.no_flag_outputs = true;
      int flagged = 0, cas = 0;
      for (int w = 1; w <= 8; w *= 2)
        for (int weak = 0; weak < 2; weak++)
          {
            al_request q = { 0 };
            q.op = AL_CAS;
            q.width = w;
            q.align = w;
            q.order = AL_SEQ_CST;
            q.fail_order = AL_ACQUIRE;
            q.weak = weak;
            q.use = AL_USE_VALUE;
            al_lower(&t, &q, &s);
            if (s.decision != AL_INLINE)
              continue;
            cas++;
            for (int k = 0; k < s.n_out; k++)
              if (strstr(s.out[k].constraint, "@cc"))
                flagged++;
          }
      CHECK(cas > 0 && flagged == 0, "no asm flag outputs: no compare-exchange asks for one");
    }
  selftest_merge();
}

/* The contract of every cell of one table: the walk's cells, and compare-exchange
   with *expected in a register beyond them (use none/zero-test/value, weak), as the
   plugin also requests it.  Returns the number of failed checks.  */
static int selftest_table(const char *name)
{
  int before = failures, count = 0;
  al_target t;
  char why[512];
  if (!al_target_parse_why(name, &t, why, sizeof why))
    {
      CHECK(false, "%s: %s (valid: %s)", name, why, al_target_names());
      return failures - before;
    }
  walk(&t, selftest_cell, &count);
  CHECK(count > 500, "%s: only %d cells", name, count);
  struct ordered_cells oc;
  memset(&oc, 0, sizeof oc);
  walk(&t, ordered_cell, &oc);
  check_ordered(&t, &oc);
  for (size_t wi = 0; wi < sizeof widths / sizeof widths[0]; wi++)
    for (size_t oi = 0; oi < sizeof orders / sizeof orders[0]; oi++)
      for (int use = AL_USE_NONE; use <= AL_USE_VALUE; use++)
        {
          al_request q;
          al_seq qs;
          memset(&q, 0, sizeof q);
          q.op = AL_CAS;
          q.cas_form = AL_CAS_ATOMIC;
          q.width = widths[wi];
          q.order = orders[oi];
          q.fail_order = AL_RELAXED;
          q.weak = true;
          q.use = (al_use) use;
          q.exp = AL_EXP_REG;
          q.align = q.width;
          al_lower(&t, &q, &qs);
          selftest_cell(&t, &q, &qs, &count);
        }
  printf("%s: %s: %d cells, %d failures\n", failures > before ? "FAIL" : "PASS", name, count,
         failures - before);
  return failures - before;
}

/* WHAT: NULL for everything, "" for the API checks alone, else one table's name.  */
static int selftest(const char *what)
{
  if (!what || !*what)
    selftest_api();
  /* Every base name al_target_names lists ("x86_64 (features: ...), alpha, ..."): the
     unit suite checks each table of targets/registry with --target.  */
  for (const char *p = what ? "" : al_target_names(); *p;)
    {
      size_t n = strcspn(p, " ,(");
      char name[64];
      snprintf(name, sizeof name, "%.*s", (int) n, p);
      selftest_table(name);
      p += n;
      if (*p == ' ' && p[1] == '(')
        p = strchr(p, ')') ? strchr(p, ')') + 1 : p + strlen(p);
      p += strspn(p, ", ");
    }
  if (what && *what)
    selftest_table(what);
  printf("%s: %d failures\n", failures ? "FAIL" : "PASS", failures);
  return failures ? 1 : 0;
}

/* --lock-free-h: per width, does GCC 12 alone inline every cell (no library call)?  */
struct gcc_inlines { int width; bool all, ldst; };

static void gcc_inlines_cell(const al_target *t, const al_request *r, const al_seq *s, void *ctx)
{
  struct gcc_inlines *g = ctx;
  if (r->width != g->width)
    return;
  if (al_gcc_calls_out(t, r, 12))
    {
      g->all = false;
      if (r->op == AL_LOAD || r->op == AL_STORE)
        g->ldst = false;
    }
}

static void lock_free_h(const al_target *t)
{
  printf("/* Generated by lower-cells --target %s --lock-free-h (lower/%s): the plugin's\n"
         "   answers, which the runtime is built to (libgcc-shim/src/shim_i.h).\n"
         "   AL_LOCK_FREE_N       al_is_lock_free for an aligned N-byte object: 1 yes,\n"
         "                        0 no, -1 known at run time (a CPU feature)\n"
         "   AL_GCC_INLINES_N     GCC 12 alone inlines every __atomic operation of N bytes\n"
         "   AL_GCC_INLINES_LDST_N  ... at least its loads and stores\n"
         "   AL_ALIGN_N           the alignment an N-byte object needs to be inlined and\n"
         "                        lock-free (al_inline_align: N, or less where the ABI\n"
         "                        and the instructions allow)  */\n",
         t->name, al_arch_file(t->arch));
  for (size_t wi = 0; wi < sizeof widths / sizeof widths[0]; wi++)
    {
      int w = widths[wi];
      struct gcc_inlines g = { w, true, true };
      walk(t, gcc_inlines_cell, &g);
      printf("#define AL_LOCK_FREE_%d %d\n", w, al_is_lock_free(t, w, w));
      printf("#define AL_GCC_INLINES_%d %d\n", w, g.all);
      printf("#define AL_GCC_INLINES_LDST_%d %d\n", w, g.ldst);
      printf("#define AL_ALIGN_%d %d\n", w, al_inline_align(t, w));
    }
}

int main(int argc, char **argv)
{
  const char *target = NULL, *emit = NULL;
  bool golden = false, self = false, api = false, lfh = false, cfl = false, noflags = false;
  bool ordered = false, barriers = false;
  for (int i = 1; i < argc; i++)
    {
      if (!strcmp(argv[i], "--target") && i + 1 < argc)
        target = argv[++i];
      else if (!strcmp(argv[i], "--emit-c") && i + 1 < argc)
        emit = argv[++i];
      else if (!strcmp(argv[i], "--golden"))
        golden = true;
      else if (!strcmp(argv[i], "--selftest"))
        self = true;
      else if (!strcmp(argv[i], "--api"))
        api = true;
      else if (!strcmp(argv[i], "--lock-free-h"))
        lfh = true;
      else if (!strcmp(argv[i], "--ordered-forms"))
        ordered = true;
      else if (!strcmp(argv[i], "--barriers"))
        barriers = true;
      else if (!strcmp(argv[i], "--cflags"))
        cfl = true;
      else if (!strcmp(argv[i], "--no-flag-outputs"))
        noflags = true;
      else if (!strcmp(argv[i], "--targets"))
        {
          puts(al_target_names());
          return 0;
        }
      else if (!strcmp(argv[i], "--schemes"))
        {
          fputs(al_scheme_help(), stdout);
          return 0;
        }
      else
        {
          fprintf(stderr, "usage: lower-cells --target NAME (--emit-c FILE | --golden)"
                          " | --selftest [--target NAME | --api] | --targets | --schemes"
                          " | --target NAME (--lock-free-h | --cflags | --ordered-forms | --barriers)"
                          " [--no-flag-outputs: the compiler has no asm flag outputs]\n");
          return 2;
        }
    }
  if (api && (!self || target))
    {
      fprintf(stderr, "lower-cells: --api goes with --selftest alone\n");
      return 2;
    }
  if (self)
    return selftest(api ? "" : target);
  al_target t;
  char why[512] = "";
  if (!target || !al_target_parse_why(target, &t, why, sizeof why))
    {
      fprintf(stderr, "lower-cells: %s; valid: %s\n", target ? why : "no --target",
              al_target_names());
      return 2;
    }
  t.no_flag_outputs = noflags;
  if (lfh)
    lock_free_h(&t);
  if (cfl)
    puts(al_target_cflags(&t));
  if (ordered)
    puts(al_arch_ordered_forms(t.arch));
  if (barriers)
    for (const char *const *b = al_arch_barrier_names(t.arch); b && *b; b++)
      {
        for (const char *c = *b; *c; c++)
          if (!(c[0] == '%' && c[1] == '%'))
            putchar(*c);
        putchar('\n');
      }
  if (golden)
    {
      printf("# atomlower golden sequences for %s (lower-cells --golden)\n\n", t.name);
      walk(&t, golden_cell, stdout);
    }
  if (emit)
    {
      FILE *f = fopen(emit, "w");
      if (!f)
        {
          perror(emit);
          return 1;
        }
      /* __int128 exists on the 64-bit targets (the architecture's table says).  */
      struct emit e = { f, 0, al_arch_int128(t.arch) };
      fprintf(f, "/* Generated by lower-cells --target %s: every inline cell. */\n", t.name);
      fprintf(f, "volatile unsigned long long sink;\n"
                 "#define WORD(p) ((void *) ((unsigned long) (p) & ~3UL))\n"
                 "#define MASK(p, w) ((unsigned int) ((1ULL << (8 * (w))) - 1) << SHIFT(p, w))\n");
      /* The bit position of a W-byte object at P in its aligned word: from the
         word's low end on a little-endian target, from its high end on a
         big-endian one (as the plugin computes it, BYTES_BIG_ENDIAN).  */
      if (al_arch_big_endian(t.arch))
        fprintf(f, "#define SHIFT(p, w) ((unsigned int) (4 - (w) - ((unsigned long) (p) & 3)) * 8)\n");
      else
        fprintf(f, "#define SHIFT(p, w) ((unsigned int) ((unsigned long) (p) & 3) * 8)\n");
      if (e.int128)
        fprintf(f, "volatile unsigned __int128 sink16;\n");
      walk(&t, emit_cell, &e);
      fclose(f);
      fprintf(stderr, "lower-cells: %d cells for %s\n", e.n, t.name);
    }
  return 0;
}
