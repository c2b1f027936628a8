/* atomlower — a research tool over lower/'s mapping tables: herd7 litmus tests built from
 * the cells (litmus), one cell explained with its source and alternatives (explain), and
 * the mapping table of a target as Markdown (table).  --help is the manual.
 */
#define _POSIX_C_SOURCE 200809L
#include "litmus.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* A target spec: al_target.name's size (the canonical name with its features and
   schemes).  */
#define AL_SPEC_LEN ((int) sizeof ((al_target *) 0)->name)

static const char manual[] =
"NAME\n"
"    atomlower - litmus tests, explanations and tables from atomlower's mapping tables\n"
"\n"
"SYNOPSIS\n"
"    atomlower litmus --target SPEC --out DIR [--quick] [--all-orders] [--fenced] [--gcc \"CC FLAGS\"]\n"
"                     [--what-if CHANGE]\n"
"    atomlower explain --target SPEC --op OP --width W --order O[/F] [--results FILE]\n"
"                      [--compiled FILE]\n"
"    atomlower table --target SPEC\n"
"    atomlower targets\n"
"    atomlower translations\n"
"    atomlower --help\n"
"\n"
"DESCRIPTION\n"
"    SPEC is a target name exactly as lower-cells --target and the plugin's arch= take it:\n"
"    a base name (x86_64, aarch64, armv7, power8, rv64, ...) and '+' tokens (features\n"
"    such as +lse, and mapping schemes where lower/ defines them).  Every sequence\n"
"    printed or tested is the one lower/'s al_lower() renders for the plugin.\n"
"\n"
"    litmus\n"
"        Writes herd7 litmus tests for the shapes MP, SB, LB, IRIW, 2+2W, R, S, WRC and\n"
"        ISA2 at the order combinations C11 tells apart (per thread: relaxed,\n"
"        release/acquire, seq_cst, relaxed accesses around an acq_rel or seq_cst fence;\n"
"        per access, in the two-thread shapes: each load relaxed, acquire or seq_cst and\n"
"        each store relaxed, release or seq_cst, independently; --quick: MP and SB)\n"
"        and their RMW variants (one access an exchange, fetch_add or compare_exchange\n"
"        at each of the five orders; exchange reads also at 8 bytes):\n"
"            DIR/C/NAME.litmus        the test in herd7's C syntax (the same for every\n"
"                                     target; its verdict under rc11.cat is the expected one)\n"
"            DIR/SPEC/NAME.litmus     the test in the target's herd7 syntax (AArch64, ARM,\n"
"                                     PPC, RISCV, X86_64), each access being the cell\n"
"            DIR/SPEC/skipped.txt     tests herd7 cannot express for SPEC, with the reason\n"
"        --gcc \"CC FLAGS\" adds the mixed tests: MP, SB and LB (4 bytes, RMW variants\n"
"        included) with one thread GCC's own code for the same accesses (NAME+gcc0,\n"
"        NAME+gcc1: thread 0 or 1 GCC's), each access the body of a one-line function\n"
"        `CC FLAGS -O2 -S` compiles (e.g. --gcc \"aarch64-linux-gnu-gcc -mno-outline-atomics\"),\n"
"        its registers renamed, its arguments in the init; not on x86_64.\n"
"        --quick writes a small subset (MP and SB, MP's RMW variants).\n"
"        --all-orders adds the per-access orders of the three- and four-thread shapes\n"
"        (IRIW, WRC, ISA2: 243 to 729 combinations each).\n"
"        --fenced adds, in the two-thread shapes, threads of release/acquire or seq_cst\n"
"        accesses around an acq_rel or seq_cst fence (56 level pairs a shape): a fence's\n"
"        barrier beside an access's own, what the plugin's merging merges.\n"
"        --what-if CHANGE writes POWER's exchange cells (exchange, test_and_set) with a\n"
"        hypothetical ending instead of lower/'s, as evidence for a fix (lower/ is not\n"
"        changed): ppc-xchg-cmp ends `cmpw rD,rD; bne L; L: isync` (a branch on the\n"
"        loaded value before the isync), ppc-xchg-lwsync ends `lwsync`.\n"
"        scripts/litmus-check.sh (make litmus-check) runs herd7 on them.\n"
"\n"
"    explain\n"
"        Prints the cell for OP (load, store, exchange, compare_exchange, fetch_add,\n"
"        fetch_sub, fetch_and, fetch_or, fetch_xor, fetch_nand, add_fetch, ...,\n"
"        test_and_set, clear, thread_fence, signal_fence) at W bytes and order O\n"
"        (relaxed, consume, acquire, release, acq_rel, seq_cst; F: a compare-exchange's\n"
"        failure order): the sequence, the source rows lower/<arch>.c cites for the\n"
"        operation, the same cell under every other target spec of the architecture\n"
"        with its instruction and barrier counts, and the herd7 verdicts of the litmus\n"
"        tests that contain the cell, read from a results file of make litmus-check\n"
"        (default build/litmus/results.tsv), and the compiled tests that contain it\n"
"        (make litmus-check-compiled: code built with the plugin, checked under herd7;\n"
"        default build/litmus-compiled/explain.tsv).\n"
"\n"
"    table\n"
"        Prints SPEC's mapping table as Markdown: a row per operation and order at each\n"
"        width, with the instructions (docs/mappings/SPEC.md are this output).\n"
"\n"
"    targets\n"
"        The target names and features lower/ accepts.\n"
"\n"
"    translations\n"
"        The instructions rewritten for herd7's parsers, as a Markdown table.\n"
"\n"
"EXIT STATUS\n"
"    0 success; 1 an error (unknown target, unwritable directory); 2 a usage error.\n"
"\n"
"SEE ALSO\n"
"    docs/litmus.md, docs/mappings/, lower-cells(1) --golden, herd7(1)\n";

static int usage(void)
{
  fputs("usage: atomlower litmus|explain|table|targets|translations ... (atomlower --help)\n",
        stderr);
  return 2;
}

static bool parse_target(const char *spec, al_target *t)
{
  if (!spec || !al_target_parse(spec, t))
    {
      fprintf(stderr, "atomlower: unknown target '%s'; valid: %s\n", spec ? spec : "",
              al_target_names());
      return false;
    }
  return true;
}

static int mkdirs(const char *path)
{
  char buf[1024];
  snprintf(buf, sizeof buf, "%s", path);
  for (char *p = buf + 1; *p; p++)
    if (*p == '/')
      {
        *p = 0;
        if (mkdir(buf, 0777) && errno != EEXIST)
          return -1;
        *p = '/';
      }
  if (mkdir(buf, 0777) && errno != EEXIST)
    return -1;
  return 0;
}

/* ---- litmus -------------------------------------------------------------------- */

struct litmus_ctx { const al_target *t; const char *out; char dir[1024]; FILE *skipped, *cells; int n, skip, err; };

static void litmus_one(const lt_test *t, void *vctx)
{
  struct litmus_ctx *c = vctx;
  char path[1200];
  snprintf(path, sizeof path, "%s/C/%s.litmus", c->out, t->name);
  FILE *f = fopen(path, "w");
  if (!f)
    {
      perror(path);
      c->err++;
      return;
    }
  lt_write_c(f, t);
  fclose(f);
  snprintf(path, sizeof path, "%s/%s.litmus", c->dir, t->name);
  f = fopen(path, "w");
  if (!f)
    {
      perror(path);
      c->err++;
      return;
    }
  char why[256] = "";
  bool ok = lt_write_arch(f, t, c->t, why, sizeof why);
  fclose(f);
  if (!ok)
    {
      remove(path);
      fprintf(c->skipped, "%s\t%s\n", t->name, why);
      c->skip++;
    }
  else
    {
      char keys[2048];
      lt_cell_keys(t, keys, sizeof keys);
      fprintf(c->cells, "%s\t%s\n", t->name, keys);
      c->n++;
    }
}

static int cmd_litmus(int argc, char **argv)
{
  const char *spec = NULL, *out = NULL;
  bool quick = false;
  for (int i = 0; i < argc; i++)
    if (!strcmp(argv[i], "--target") && i + 1 < argc)
      spec = argv[++i];
    else if (!strcmp(argv[i], "--out") && i + 1 < argc)
      out = argv[++i];
    else if (!strcmp(argv[i], "--quick"))
      quick = true;
    else if (!strcmp(argv[i], "--all-orders"))
      lt_all_orders = true;
    else if (!strcmp(argv[i], "--fenced"))
      lt_fenced = true;
    else if (!strcmp(argv[i], "--gcc") && i + 1 < argc)
      lt_gcc_cmd = argv[++i];
    else if (!strcmp(argv[i], "--what-if") && i + 1 < argc)
      {
        const char *w = argv[++i];
        if (!strcmp(w, "ppc-xchg-cmp"))
          lt_what_if = 1;
        else if (!strcmp(w, "ppc-xchg-lwsync"))
          lt_what_if = 2;
        else
          {
            fprintf(stderr, "atomlower: --what-if ppc-xchg-cmp|ppc-xchg-lwsync\n");
            return 2;
          }
      }
    else
      return usage();
  al_target t;
  if (!out)
    return usage();
  if (!parse_target(spec, &t))
    return 1;
  struct litmus_ctx c = { &t, out, "", NULL, NULL, 0, 0, 0 };
  /* The directory is named after the spec as given (scheme tokens included).  */
  snprintf(c.dir, sizeof c.dir, "%s/%s", out, spec);
  char cdir[1100];
  snprintf(cdir, sizeof cdir, "%s/C", out);
  if (mkdirs(cdir) || mkdirs(c.dir))
    {
      perror(out);
      return 1;
    }
  char sk[1200];
  snprintf(sk, sizeof sk, "%s/skipped.txt", c.dir);
  c.skipped = fopen(sk, "w");
  if (!c.skipped)
    {
      perror(sk);
      return 1;
    }
  snprintf(sk, sizeof sk, "%s/cells.tsv", c.dir);
  c.cells = fopen(sk, "w");
  if (!c.cells)
    {
      perror(sk);
      return 1;
    }
  snprintf(sk, sizeof sk, "%s/skipped.txt", c.dir);
  const char *why;
  if (!lt_herd_arch(&t, &why))
    fprintf(c.skipped, "*\t%s\n", why);
  else
    lt_walk(litmus_one, &c, quick);
  fclose(c.skipped);
  fclose(c.cells);
  printf("atomlower litmus: %s: %d tests, %d skipped (%s)\n", spec, c.n, c.skip, sk);
  return c.err ? 1 : 0;
}

/* ---- requests from names --------------------------------------------------------- */

static const char *const order_names[] = { "relaxed", "consume", "acquire", "release",
                                           "acq_rel", "seq_cst" };

static bool parse_order(const char *s, al_order *o)
{
  for (int i = 0; i < AL_N_ORDERS; i++)
    if (!strcmp(s, order_names[i]))
      {
        *o = (al_order) i;
        return true;
      }
  return false;
}

static const char *const arith_names[] = { "add", "sub", "and", "or", "xor", "nand" };

static bool parse_op(const char *s, al_request *r)
{
  static const struct { const char *n; al_op op; } simple[] = {
    { "load", AL_LOAD }, { "store", AL_STORE }, { "exchange", AL_EXCHANGE },
    { "compare_exchange", AL_CAS }, { "test_and_set", AL_TEST_AND_SET }, { "clear", AL_CLEAR },
    { "thread_fence", AL_THREAD_FENCE }, { "signal_fence", AL_SIGNAL_FENCE },
  };
  for (size_t i = 0; i < sizeof simple / sizeof simple[0]; i++)
    if (!strcmp(s, simple[i].n))
      {
        r->op = simple[i].op;
        return true;
      }
  for (int a = 0; a < AL_N_ARITH; a++)
    {
      char n[32];
      snprintf(n, sizeof n, "fetch_%s", arith_names[a]);
      if (!strcmp(s, n))
        {
          r->op = AL_FETCH_OP;
          r->arith = (al_arith) a;
          return true;
        }
      snprintf(n, sizeof n, "%s_fetch", arith_names[a]);
      if (!strcmp(s, n))
        {
          r->op = AL_OP_FETCH;
          r->arith = (al_arith) a;
          return true;
        }
    }
  return false;
}

static void fill_request(al_request *r)
{
  if (r->op == AL_THREAD_FENCE || r->op == AL_SIGNAL_FENCE)
    r->width = 0;
  if (r->op == AL_TEST_AND_SET || r->op == AL_CLEAR)
    r->width = 1;
  r->align = r->width;
  r->use = r->op == AL_STORE || r->op == AL_CLEAR || r->op == AL_THREAD_FENCE
           || r->op == AL_SIGNAL_FENCE ? AL_USE_NONE : AL_USE_VALUE;
  if (r->op == AL_CAS)
    r->cas_form = AL_CAS_ATOMIC;
}

/* Instructions and barriers of a sequence's text (labels and the annotation aside).  */
/* The instructions of S, and how many of them are barriers of T's architecture.  */
static void count(const al_target *t, const al_seq *s, int *insns, int *barriers)
{
  *insns = s->n_insns;
  *barriers = al_seq_barriers(t, s);
}

static void print_text(FILE *f, const al_seq *s, const char *indent)
{
  const char *p = s->text;
  while (*p)
    {
      const char *e = strchr(p, '\n');
      size_t l = e ? (size_t) (e - p) : strlen(p);
      const char *q = p;
      while (q < p + l && (*q == '\t' || *q == ' '))
        q++;
      fprintf(f, "%s%.*s\n", indent, (int) (l - (q - p)), q);
      p += l + (e ? 1 : 0);
    }
}

/* ---- explain ---------------------------------------------------------------------- */

/* The header comments of lower/<arch>.c, embedded at build time (citations.c).  */
extern const char *const al_citations[];   /* pairs: file name, text; NULL-terminated */

/* Words an operation's source rows use.  */
static const char *op_words(const al_request *r)
{
  switch (r->op)
    {
    case AL_LOAD: return "load";
    case AL_STORE: case AL_CLEAR: return "store";
    case AL_THREAD_FENCE: case AL_SIGNAL_FENCE: return "fence";
    case AL_EXCHANGE: case AL_CAS: case AL_FETCH_OP: case AL_OP_FETCH: case AL_TEST_AND_SET:
    case AL_IS_LOCK_FREE: return "RMW";
    }
  return "RMW";
}

static void print_citation(const al_target *t, const al_request *r)
{
  const char *file = al_arch_file(t->arch);
  const char *text = NULL;
  for (int i = 0; al_citations[i]; i += 2)
    if (!strcmp(al_citations[i], file))
      text = al_citations[i + 1];
  printf("source (lower/%s, the rows it cites):\n", file);
  if (!text)
    {
      puts("  (no header comment found)");
      return;
    }
  /* Every line naming the operation's kind and the order, and the headings of the
     sources ([TAG] lines) that contain them.  */
  const char *word = op_words(r);
  const char *order = r->op == AL_SIGNAL_FENCE ? "" : al_order_name(r->order);
  const char *p = text;
  char tag[512] = "";
  bool printed_tag = false;
  int shown = 0;
  /* An exchange's own rows first ("exchange acquire"), where a table has them.  */
  bool xchg = r->op == AL_EXCHANGE || r->op == AL_TEST_AND_SET;
  if (xchg && strstr(text, "exchange acquire"))
    word = "exchange";
  while (*p)
    {
      const char *e = strchr(p, '\n');
      size_t l = e ? (size_t) (e - p) : strlen(p);
      char line[512];
      snprintf(line, sizeof line, "%.*s", (int) l, p);
      p += l + (e ? 1 : 0);
      const char *q = line;
      while (*q == ' ' || *q == '*' || *q == '/')
        q++;
      if (*q == '[')
        {
          snprintf(tag, sizeof tag, "%s", q);
          printed_tag = false;
        }
      bool match = false;
      /* "load acquire", "RMW/CAS acquire", "store release/seq_cst", "fence acq_rel".  */
      const char *w = strstr(q, word);
      if (!w && r->op == AL_CAS)
        w = strstr(q, "CAS");
      if (!w && xchg && strcmp(word, "exchange"))
        w = strstr(q, "RMW");
      if (w && *order && strstr(w, order))
        match = true;
      if (match)
        {
          if (!printed_tag && tag[0] && strcmp(tag, q))
            printf("  %s\n", tag);
          printed_tag = true;
          printf("      %s\n", q);
          shown++;
        }
    }
  if (shown)
    return;
  /* No row of its own: the source paragraphs that speak of the operation's kind.  */
  printf("  no row names \"%s %s\"; the cited sources that speak of %s:\n", word, order, word);
  p = text;
  char para[4096] = "";
  bool in_tag = false;
  for (;;)
    {
      const char *e = strchr(p, '\n');
      size_t l = e ? (size_t) (e - p) : strlen(p);
      char line[512];
      snprintf(line, sizeof line, "%.*s", (int) l, p);
      const char *q = line;
      while (*q == ' ' || *q == '*' || *q == '/')
        q++;
      bool end = !*p || *q == '[' || !*q;
      if (end && in_tag)
        {
          if (strstr(para, word) || (r->op == AL_CAS && strstr(para, "CAS")))
            fputs(para, stdout);
          para[0] = 0;
          in_tag = false;
        }
      if (!*p)
        break;
      if (*q == '[')
        in_tag = true;
      if (in_tag)
        {
          size_t pl = strlen(para);
          snprintf(para + pl, sizeof para - pl, "  %s\n", q);
        }
      p += l + (e ? 1 : 0);
    }
}

/* Specs of the same architecture to compare with: lower-cells' tables, and the spec's
   own tokens on the other bases of its architecture.  */
static const char *const specs[] = {
  "x86_64", "x86_64+cx16", "x86_64+cx16+avx", "x86_64+avx", "x86_64+cx16+nosse",
  "aarch64", "aarch64+lse", "aarch64+rcpc", "aarch64+lse2", "aarch64+lse+rcpc+lse2",
  "aarch64+outline", "armv5", "armv6", "armv6k", "armv7", "armv7+thumb", "armv8", "armv8+thumb",
  "power8", "power7", "power6", "rv64",
};

/* Specs to compare with: lower-cells' tables, every base name al_target_names() lists,
   each with one of its '+' tokens (features and, where lower/ has them, schemes), and the
   spec's own tokens added one at a time.  */
static void candidate_specs(const al_target *t, char out[][AL_SPEC_LEN], int *n, int max)
{
  for (size_t i = 0; i < sizeof specs / sizeof specs[0] && *n < max; i++)
    snprintf(out[(*n)++], AL_SPEC_LEN, "%s", specs[i]);
  const char *names = al_target_names();
  char buf[2048];
  snprintf(buf, sizeof buf, "%s", names);
  /* "x86_64 (features: +cx16 +avx +nosse), aarch64 (...), armv5, ..." */
  char *p = buf;
  while (*p && *n < max)
    {
      while (*p == ' ' || *p == ',')
        p++;
      char base[AL_SPEC_LEN];
      int k = 0;
      while (*p && *p != ' ' && *p != ',' && k < 63)
        base[k++] = *p++;
      base[k] = 0;
      if (!k)
        break;
      snprintf(out[(*n)++], AL_SPEC_LEN, "%s", base);
      while (*p == ' ')
        p++;
      if (*p == '(')
        {
          char *end = strchr(p, ')');
          if (!end)
            break;
          *end = 0;
          for (char *tok = strchr(p, '+'); tok && *n < max; tok = strchr(tok + 1, '+'))
            {
              int j = 0;
              while (tok[j] && tok[j] != ' ' && j < 40)
                j++;
              /* The base spec plus this token, then the target's own spec plus it; a
                 spec too long to be a target's name is no candidate.  */
              const char *heads[2] = { base, t->name };
              for (int h = 0; h < 2 && *n < max; h++)
                if (strlen(heads[h]) + (size_t) j < (size_t) AL_SPEC_LEN)
                  {
                    memcpy(out[*n], heads[h], strlen(heads[h]));
                    memcpy(out[*n] + strlen(heads[h]), tok, (size_t) j);
                    out[*n][strlen(heads[h]) + (size_t) j] = 0;
                    (*n)++;
                  }
            }
          p = end + 1;
        }
    }
}

/* COMPILED: RESULTS is scripts/litmus-compiled's explain.tsv (the same columns; the test
   named CONFIG:COMPILER-OPT:TEST, no verdicts of its own, its status over outcome sets).  */
static void explain_verdicts(const char *results, const char *spec, const char *annotation_key,
                             bool compiled)
{
  FILE *f = fopen(results, "r");
  printf("%s (%s):\n", compiled ? "compiled tests, herd7 outcome sets against C11's" : "herd7 verdicts",
         results);
  if (!f)
    {
      printf("  none: %s (run make %s)\n", strerror(errno),
             compiled ? "litmus-check-compiled" : "litmus-check");
      return;
    }
  /* results.tsv: target, test, C verdict, arch verdict, status, cells (';'-separated).  */
  char line[2048];
  int n = 0, bad = 0, known = 0;
  while (fgets(line, sizeof line, f))
    {
      char *fields[6] = { 0 };
      int k = 0;
      char *save = NULL;
      for (char *tok = strtok_r(line, "\t\n", &save); tok && k < 6;
           tok = strtok_r(NULL, "\t\n", &save))
        fields[k++] = tok;
      if (k < 6 || strcmp(fields[0], spec))
        continue;
      /* Cells are listed as "op width order" entries.  */
      char key[160];
      snprintf(key, sizeof key, ";%s;", annotation_key);
      char cells[1200];
      snprintf(cells, sizeof cells, ";%s;", fields[5]);
      if (!strstr(cells, key))
        continue;
      n++;
      bool wrong = !strcmp(fields[4], "FAIL") || !strcmp(fields[4], "XFAIL");
      bad += wrong;
      known += !strcmp(fields[4], "XFAIL");
      if (compiled && (n <= 40 || wrong))
        printf("  %-7s %s\n", fields[4], fields[1]);
      else if (n <= 40 || wrong)
        printf("  %-4s %-48s C11 %-9s %s %s\n", fields[4], fields[1], fields[2], spec, fields[3]);
    }
  fclose(f);
  if (!n)
    printf("  no test of %s contains this cell\n", spec);
  else if (compiled)
    printf("  %d compiled tests contain this cell; %d with an outcome C11 forbids\n", n, bad);
  else
    printf("  %d tests contain this cell; %d where %s allows what C11 forbids (%d of them known:"
           " XFAIL, testsuite/atomlower.litmus/known-failures.txt)\n", n, bad, spec, known);
}

static int cmd_explain(int argc, char **argv)
{
  const char *spec = NULL, *op = NULL, *results = "build/litmus/results.tsv";
  const char *compiled = "build/litmus-compiled/explain.tsv";
  int width = 4;
  char orders[64] = "seq_cst";
  for (int i = 0; i < argc; i++)
    if (!strcmp(argv[i], "--target") && i + 1 < argc)
      spec = argv[++i];
    else if (!strcmp(argv[i], "--op") && i + 1 < argc)
      op = argv[++i];
    else if (!strcmp(argv[i], "--width") && i + 1 < argc)
      width = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--order") && i + 1 < argc)
      snprintf(orders, sizeof orders, "%s", argv[++i]);
    else if (!strcmp(argv[i], "--results") && i + 1 < argc)
      results = argv[++i];
    else if (!strcmp(argv[i], "--compiled") && i + 1 < argc)
      compiled = argv[++i];
    else
      return usage();
  al_target t;
  if (!parse_target(spec, &t))
    return 1;
  al_request r;
  memset(&r, 0, sizeof r);
  if (!op || !parse_op(op, &r))
    {
      fprintf(stderr, "atomlower: unknown --op '%s' (atomlower --help)\n", op ? op : "");
      return 2;
    }
  char *slash = strchr(orders, '/');
  if (slash)
    *slash = 0;
  if (!parse_order(orders, &r.order) || (slash && !parse_order(slash + 1, &r.fail_order)))
    {
      fprintf(stderr, "atomlower: unknown --order '%s'\n", orders);
      return 2;
    }
  if (r.op == AL_CAS && !slash)
    r.fail_order = r.order == AL_RELEASE ? AL_RELAXED : r.order == AL_ACQ_REL ? AL_ACQUIRE
                   : r.order;
  r.width = width;
  fill_request(&r);
  al_diag d = al_normalize_orders(&r);
  if (d != AL_DIAG_NONE)
    printf("note: the orders are invalid for the operation; GCC treats them as %s%s%s\n",
           al_order_name(r.order), r.op == AL_CAS ? "/" : "",
           r.op == AL_CAS ? al_order_name(r.fail_order) : "");
  al_seq s;
  al_lower(&t, &r, &s);
  printf("%s on %s", s.decision == AL_INLINE ? s.annotation + strlen("atomlower: ") - 0 : al_op_name(&r),
         spec);
  (void) 0;
  putchar('\n');
  char key[128];
  if (r.op == AL_CAS)
    snprintf(key, sizeof key, "%s %d %s/%s", al_op_name(&r), r.width, al_order_name(r.order),
             al_order_name(r.fail_order));
  else if (r.op == AL_THREAD_FENCE || r.op == AL_SIGNAL_FENCE)
    snprintf(key, sizeof key, "%s %s", al_op_name(&r), al_order_name(r.order));
  else
    snprintf(key, sizeof key, "%s %d %s", al_op_name(&r), r.width, al_order_name(r.order));
  switch (s.decision)
    {
    case AL_SHIM:
      printf("decision: shim %s (%s)\n", s.shim_name, s.reason);
      break;
    case AL_GCC:
      printf("decision: left to GCC (%s)\n", s.reason);
      break;
    case AL_INLINE:
      {
        int ni, nb;
        count(&t, &s, &ni, &nb);
        printf("decision: inline, recipe %s, %d instructions, %d barriers\n", s.recipe, ni, nb);
        print_text(stdout, &s, "    ");
      }
      break;
    }
  print_citation(&t, &r);
  printf("alternatives (the same request under other target specs of %s):\n",
         al_arch_name(t.arch));
  char seen[64][AL_SPEC_LEN];
  int n_seen = 0;
  snprintf(seen[n_seen++], sizeof seen[0], "%s", t.name);
  char cands[128][AL_SPEC_LEN];
  int n_cands = 0;
  candidate_specs(&t, cands, &n_cands, 128);
  for (int i = 0; i < n_cands; i++)
    {
      al_target o;
      if (!al_target_parse(cands[i], &o) || o.arch != t.arch)
        continue;
      bool dup = false;
      for (int k = 0; k < n_seen; k++)
        dup |= !strcmp(seen[k], o.name);
      if (dup || n_seen >= 64)
        continue;
      snprintf(seen[n_seen++], sizeof seen[0], "%s", o.name);
      al_seq os;
      al_lower(&o, &r, &os);
      if (os.decision != AL_INLINE)
        {
          printf("  %-22s %s\n", o.name, os.decision == AL_SHIM ? "shim" : "gcc");
          continue;
        }
      int ni, nb;
      count(&o, &os, &ni, &nb);
      bool same = !strcmp(os.text, s.text);
      printf("  %-22s %2d insns, %d barriers%s\n", o.name, ni, nb, same ? " (the same)" : ":");
      if (!same)
        print_text(stdout, &os, "      ");
    }
  explain_verdicts(results, spec, key, false);
  explain_verdicts(compiled, spec, key, true);
  return 0;
}

/* ---- table ------------------------------------------------------------------------ */

static void table_row(const al_target *t, al_request *r)
{
  al_seq s;
  fill_request(r);
  al_normalize_orders(r);
  al_lower(t, r, &s);
  char ord[40];
  if (r->op == AL_CAS)
    snprintf(ord, sizeof ord, "%s/%s", al_order_name(r->order), al_order_name(r->fail_order));
  else
    snprintf(ord, sizeof ord, "%s", al_order_name(r->order));
  printf("| %s | %s | ", al_op_name(r), ord);
  if (r->width)
    printf("%d | ", r->width);
  else
    fputs("- | ", stdout);
  if (s.decision != AL_INLINE)
    {
      printf("%s: %s | - |\n", s.decision == AL_SHIM ? "call" : "GCC",
             s.decision == AL_SHIM ? s.shim_name : s.reason);
      return;
    }
  const char *p = s.text;
  const char *e = strchr(p, '\n');
  p = e ? e + 1 : p + strlen(p);
  bool first = true;
  while (*p)
    {
      e = strchr(p, '\n');
      size_t l = e ? (size_t) (e - p) : strlen(p);
      const char *q = p;
      while (q < p + l && (*q == '\t' || *q == ' '))
        q++;
      printf("%s`", first ? "" : "<br>");
      for (const char *c = q; c < p + l; c++)
        if (*c == '|')
          fputs("\\|", stdout);
        else
          putchar(*c);
      putchar('`');
      first = false;
      p += l + (e ? 1 : 0);
    }
  int ni, nb;
  count(t, &s, &ni, &nb);
  printf(" | %d/%d |\n", ni, nb);
}

static int cmd_table(int argc, char **argv)
{
  const char *spec = NULL;
  for (int i = 0; i < argc; i++)
    if (!strcmp(argv[i], "--target") && i + 1 < argc)
      spec = argv[++i];
    else
      return usage();
  al_target t;
  if (!parse_target(spec, &t))
    return 1;
  printf("# atomlower mapping table: %s\n\n"
         "Generated by `build/host/atomlower table --target %s` from lower/ (never edit by\n"
         "hand: `make mappings` rewrites it, atomlower.litmus checks it is current).  One row\n"
         "per operation, order and width, for an object aligned to its width, the result used\n"
         "as a value; `%%N` are the asm operands (lower-cells --golden binds them).  Sources:\n"
         "the rows lower/%s cites; `atomlower explain` prints them per cell.\n\n"
         "| operation | order | width | sequence | insns/barriers |\n|---|---|---|---|---|\n",
         spec, spec, al_arch_file(t.arch));
  static const al_order ord[] = { AL_RELAXED, AL_ACQUIRE, AL_RELEASE, AL_ACQ_REL, AL_SEQ_CST };
  static const int widths[] = { 1, 2, 4, 8, 16 };
  static const al_op ops[] = { AL_LOAD, AL_STORE, AL_EXCHANGE, AL_CAS, AL_FETCH_OP, AL_OP_FETCH,
                               AL_TEST_AND_SET, AL_CLEAR, AL_THREAD_FENCE, AL_SIGNAL_FENCE };
  for (size_t oi = 0; oi < sizeof ops / sizeof ops[0]; oi++)
    for (size_t k = 0; k < sizeof ord / sizeof ord[0]; k++)
      {
        al_op op = ops[oi];
        al_order o = ord[k];
        if ((op == AL_LOAD && (o == AL_RELEASE || o == AL_ACQ_REL))
            || ((op == AL_STORE || op == AL_CLEAR) && (o == AL_ACQUIRE || o == AL_ACQ_REL)))
          continue;
        if (op == AL_THREAD_FENCE || op == AL_SIGNAL_FENCE || op == AL_TEST_AND_SET
            || op == AL_CLEAR)
          {
            al_request r;
            memset(&r, 0, sizeof r);
            r.op = op;
            r.order = o;
            table_row(&t, &r);
            continue;
          }
        int n_arith = op == AL_FETCH_OP || op == AL_OP_FETCH ? AL_N_ARITH : 1;
        for (int a = 0; a < n_arith; a++)
          for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++)
            {
              al_request r;
              memset(&r, 0, sizeof r);
              r.op = op;
              r.arith = (al_arith) a;
              r.order = o;
              r.width = widths[w];
              if (op == AL_CAS)
                r.fail_order = o == AL_RELEASE ? AL_RELAXED : o == AL_ACQ_REL ? AL_ACQUIRE : o;
              table_row(&t, &r);
            }
      }
  return 0;
}

int main(int argc, char **argv)
{
  if (argc < 2)
    return usage();
  const char *cmd = argv[1];
  /* atomlower --help, and atomlower COMMAND ... --help too.  */
  for (int i = 1; i < argc; i++)
    if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h") || (i == 1 && !strcmp(cmd, "help")))
      {
        fputs(manual, stdout);
        return 0;
      }
  if (!strcmp(cmd, "litmus"))
    return cmd_litmus(argc - 2, argv + 2);
  if (!strcmp(cmd, "explain"))
    return cmd_explain(argc - 2, argv + 2);
  if (!strcmp(cmd, "table"))
    return cmd_table(argc - 2, argv + 2);
  if (!strcmp(cmd, "targets"))
    {
      puts(al_target_names());
      return 0;
    }
  if (!strcmp(cmd, "translations"))
    {
      lt_print_translations(stdout);
      return 0;
    }
  return usage();
}
