/* litmus.c — herd7 litmus tests built from lower/'s cells.
 *
 * A shape (MP, SB, ...) is a few threads of accesses to x, y, z; a test is a shape with
 * a memory order on each access, some accesses replaced by read-modify-writes
 * (exchange, fetch_add, compare_exchange) or separated by fences.  lt_write_c writes
 * it in herd7's C syntax (its verdict under rc11.cat is the expectation), and
 * lt_write_arch in a target's syntax, each access being the very al_seq al_lower()
 * renders for that target, with its operands bound to registers and locations.
 * The few instructions herd7 cannot parse are rewritten to what its model treats
 * the same (lt_print_translations; docs/litmus.md).
 */
#define _DEFAULT_SOURCE   /* popen, mkstemps, strsep */
#include "litmus.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static const char *const var_names[] = { "x", "y", "z" };

/* --what-if: a hypothetical change to POWER's exchange cells, for evidence only (the
   tests then show what herd7 says of it; lower/ is unchanged).  */
int lt_what_if;
bool lt_all_orders;

/* ---- shapes ------------------------------------------------------------------- *
 * Threads separated by '|', accesses by spaces: W<var><value> a store, R<var><value>
 * a read the outcome expects to see that value; after ';' final values.  */
static const struct { const char *name, *text; } shapes[] = {
  { "MP", "Wx1 Wy1 | Ry1 Rx0" },
  { "SB", "Wx1 Ry0 | Wy1 Rx0" },
  { "LB", "Rx1 Wy1 | Ry1 Wx1" },
  { "IRIW", "Wx1 | Wy1 | Rx1 Ry0 | Ry1 Rx0" },
  { "2+2W", "Wx1 Wy2 | Wy1 Wx2 ; x1 y1" },
  { "R", "Wx1 Wy1 | Wy2 Rx0 ; y2" },
  { "S", "Wx2 Wy1 | Ry1 Wx1 ; x2" },
  { "WRC", "Wx1 | Rx1 Wy1 | Ry1 Rx0" },
  { "ISA2", "Wx1 Wy1 | Ry1 Wz1 | Rz1 Rx0" },
};

static void parse_shape(const char *name, const char *text, lt_test *t)
{
  memset(t, 0, sizeof *t);
  t->gcc_thread = -1;
  snprintf(t->shape, sizeof t->shape, "%s", name);
  t->width = 4;
  t->n_threads = 1;
  bool final = false;
  for (const char *p = text; *p; p++)
    {
      if (*p == ' ')
        continue;
      if (*p == '|')
        {
          t->n_threads++;
          continue;
        }
      if (*p == ';')
        {
          final = true;
          continue;
        }
      if (final)
        {
          t->final_var[t->n_final] = p[0] - 'x';
          t->final_val[t->n_final++] = p[1] - '0';
          p++;
          continue;
        }
      int th = t->n_threads - 1;
      lt_ev *e = &t->ev[th][t->n_evs[th]++];
      e->kind = p[0] == 'W' ? LT_ST : LT_LD;
      e->read = p[0] == 'R';
      e->var = p[1] - 'x';
      if (e->read)
        e->expect = p[2] - '0';
      else
        e->val = p[2] - '0';
      e->order = AL_RELAXED;
      if (e->var + 1 > t->n_vars)
        t->n_vars = e->var + 1;
      p += 2;
    }
}

/* Order levels of one thread: every access relaxed, release/acquire, seq_cst; or
   relaxed accesses around a fence (acq_rel, seq_cst).  */
enum level { LV_RLX, LV_RA, LV_SC, LV_FRA, LV_FSC, N_LEVELS };

static al_order level_order(enum level l, bool store)
{
  switch (l)
    {
    case LV_RA: return store ? AL_RELEASE : AL_ACQUIRE;
    case LV_SC: return AL_SEQ_CST;
    case LV_RLX: case LV_FRA: case LV_FSC: case N_LEVELS: return AL_RELAXED;
    }
  return AL_RELAXED;
}

static const char *short_order(al_order o)
{
  switch (o)
    {
    case AL_RELAXED: return "rlx";
    case AL_CONSUME: return "con";
    case AL_ACQUIRE: return "acq";
    case AL_RELEASE: return "rel";
    case AL_ACQ_REL: return "ar";
    case AL_SEQ_CST: return "sc";
    }
  return "?";
}

static bool is_store_kind(const lt_ev *e) { return e->kind == LT_ST; }

/* A fence of ORDER between the two accesses of thread TH.  */
static void insert_fence(lt_test *t, int th, al_order order)
{
  if (t->n_evs[th] != 2)
    return;
  t->ev[th][2] = t->ev[th][1];
  t->ev[th][1] = (lt_ev) { LT_FENCE, 0, 0, 0, order, false };
  t->n_evs[th] = 3;
}

static void apply_level(lt_test *t, int th, enum level l)
{
  for (int i = 0; i < t->n_evs[th]; i++)
    if (t->ev[th][i].kind == LT_LD || t->ev[th][i].kind == LT_ST)
      t->ev[th][i].order = level_order(l, is_store_kind(&t->ev[th][i]));
  if (l == LV_FRA || l == LV_FSC)
    insert_fence(t, th, l == LV_FSC ? AL_SEQ_CST : AL_ACQ_REL);
}

/* --fenced: ordered accesses around a fence (release/acquire or seq_cst accesses, an acq_rel or
   seq_cst fence between them), after the levels: a fence's barrier beside an access's own
   (POWER's sync before a release store's lwsync, RISC-V's fence rw,rw beside a seq_cst
   load's), the code the barrier merge (the plugin's default) works on.  */
bool lt_fenced;
/* FENCE2: a second fence after the first (two adjacent fences of different strength, relaxed
   accesses around them: AArch64's dmb ishld beside dmb ish, the one row no single barrier
   beside an access reaches); 0: none.  */
static const struct { al_order fence, fence2; enum level access; } fenced_levels[] = {
  { AL_ACQ_REL, 0, LV_RA }, { AL_ACQ_REL, 0, LV_SC }, { AL_SEQ_CST, 0, LV_RA },
  { AL_SEQ_CST, 0, LV_SC }, { AL_ACQUIRE, AL_SEQ_CST, LV_RLX },
  { AL_SEQ_CST, AL_ACQUIRE, LV_RLX },
};
#define N_FENCED ((int) (sizeof fenced_levels / sizeof fenced_levels[0]))

/* Level L of thread TH: a level, or N_LEVELS + K for fenced_levels[K].  */
static void apply_any_level(lt_test *t, int th, int l)
{
  if (l < N_LEVELS)
    {
      apply_level(t, th, (enum level) l);
      return;
    }
  apply_level(t, th, fenced_levels[l - N_LEVELS].access);
  insert_fence(t, th, fenced_levels[l - N_LEVELS].fence);
  if (fenced_levels[l - N_LEVELS].fence2 && t->n_evs[th] == 3)
    {
      t->ev[th][3] = t->ev[th][2];
      t->ev[th][2] = (lt_ev) { LT_FENCE, 0, 0, 0, fenced_levels[l - N_LEVELS].fence2, false };
      t->n_evs[th] = 4;
    }
}

static void name_test(lt_test *t)
{
  char *p = t->name, *end = t->name + sizeof t->name;
  char shape[sizeof t->shape];
  memcpy(shape, t->shape, sizeof shape);
  p += snprintf(p, end - p, "%s", shape);
  for (int th = 0; th < t->n_threads; th++)
    {
      p += snprintf(p, end - p, "+");
      for (int i = 0; i < t->n_evs[th]; i++)
        {
          const lt_ev *e = &t->ev[th][i];
          const char *k = e->kind == LT_LD ? "R" : e->kind == LT_ST ? "W"
                          : e->kind == LT_FENCE ? "F" : e->kind == LT_XCHG ? "X"
                          : e->kind == LT_FADD ? "A" : "C";
          p += snprintf(p, end - p, "%s%s%s", i ? "." : "", k, short_order(e->order));
        }
    }
  if (t->width != 4)
    snprintf(p, end - p, "+w%d", t->width);
}

/* Is VAR written by one access of the shape only?  (fetch_add then writes what a
   store would.)  */
static bool written_once(const lt_test *t, int var)
{
  int n = 0;
  for (int th = 0; th < t->n_threads; th++)
    for (int i = 0; i < t->n_evs[th]; i++)
      n += t->ev[th][i].var == var && t->ev[th][i].kind != LT_LD
           && t->ev[th][i].kind != LT_FENCE;
  return n == 1;
}

static const al_order rmw_orders[] = { AL_RELAXED, AL_ACQUIRE, AL_RELEASE, AL_ACQ_REL,
                                       AL_SEQ_CST };

/* A test, and with lt_gcc_cmd its mixed twins (MP, SB and LB, 4 bytes): thread 0, then
   thread 1, GCC's own code for the same accesses ("+gcc0", "+gcc1").  */
static void emit(lt_test *t, lt_fn fn, void *ctx)
{
  fn(t, ctx);
  if (!lt_gcc_cmd || t->n_threads != 2 || t->width != 4
      || (strcmp(t->shape, "MP") && strcmp(t->shape, "SB") && strcmp(t->shape, "LB")))
    return;
  for (int g = 0; g < 2; g++)
    {
      lt_test m = *t;
      m.gcc_thread = g;
      size_t l = strlen(m.name);
      snprintf(m.name + l, sizeof m.name - l, "+gcc%d", g);
      fn(&m, ctx);
    }
}

void lt_walk(lt_fn fn, void *ctx, bool quick)
{
  for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; s++)
    {
      lt_test base;
      parse_shape(shapes[s].name, shapes[s].text, &base);
      bool core = !strcmp(base.shape, "MP") || !strcmp(base.shape, "SB");
      if (quick && !core)
        continue;
      int n = base.n_threads;
      /* Levels per thread: every combination for two threads; for more, every thread
         at one level, and each thread alone relaxed against the others at ra or sc.  */
      if (n == 2)
        {
          for (int a = 0; a < N_LEVELS; a++)
            for (int b = 0; b < N_LEVELS; b++)
              {
                lt_test t = base;
                apply_level(&t, 0, (enum level) a);
                apply_level(&t, 1, (enum level) b);
                name_test(&t);
                emit(&t, fn, ctx);
              }
        }
      else
        {
          for (int a = 0; a < N_LEVELS; a++)
            {
              lt_test t = base;
              for (int th = 0; th < n; th++)
                apply_level(&t, th, t.n_evs[th] == 2 ? (enum level) a
                                    : a >= LV_FRA ? (a == LV_FSC ? LV_SC : LV_RA)
                                                  : (enum level) a);
              name_test(&t);
              emit(&t, fn, ctx);
            }
          for (int strong = LV_RA; strong <= LV_SC; strong++)
            for (int weak = 0; weak < n; weak++)
              {
                lt_test t = base;
                for (int th = 0; th < n; th++)
                  apply_level(&t, th, th == weak ? LV_RLX : (enum level) strong);
                name_test(&t);
                emit(&t, fn, ctx);
              }
        }
      /* Per-access orders (two-thread shapes): every access at each order C11 gives it
         (a load relaxed, acquire or seq_cst; a store relaxed, release or seq_cst),
         independently, so that a strong access beside a weak one in the same thread
         (MP's release flag store after a relaxed data store, its acquire flag load
         before a relaxed data load) is checked, not only uniform threads.  The
         combinations where each thread is at a level are the levels' above.  Without
         mixed twins (GCC's code is checked at the levels).  lt_all_orders: the same
         for the shapes of three and four threads (IRIW, WRC, ISA2: 243 to 729
         combinations each; make litmus-check LITMUS_ALL_ORDERS=1).  */
      if ((n == 2 || lt_all_orders) && (!quick || core))
        {
          /* Every access a digit in base 3: relaxed, acquire/release, seq_cst.  */
          lt_ev *acc[LT_MAX_THREADS * LT_MAX_EVS];
          int n_acc = 0;
          lt_test t = base;
          for (int th = 0; th < n; th++)
            for (int i = 0; i < t.n_evs[th]; i++)
              acc[n_acc++] = &t.ev[th][i];
          int combos = 1;
          for (int i = 0; i < n_acc; i++)
            combos *= 3;
          for (int combo = 0; combo < combos; combo++)
            {
              int c = combo;
              for (int i = 0; i < n_acc; i++, c /= 3)
                acc[i]->order = c % 3 == 0 ? AL_RELAXED : c % 3 == 2 ? AL_SEQ_CST
                                : is_store_kind(acc[i]) ? AL_RELEASE : AL_ACQUIRE;
              /* A combination where every thread is at a level is the levels' above.  */
              bool all_levels = true;
              for (int th = 0; th < n && all_levels; th++)
                for (int l = 0; l <= LV_SC; l++)
                  {
                    bool at = true;
                    for (int i = 0; i < t.n_evs[th]; i++)
                      at = at && t.ev[th][i].order
                                   == level_order((enum level) l, is_store_kind(&t.ev[th][i]));
                    if (at)
                      break;
                    if (l == LV_SC)
                      all_levels = false;
                  }
              if (all_levels)
                continue;
              name_test(&t);
              fn(&t, ctx);
            }
        }
      /* --fenced: every pair of levels where a thread has ordered accesses around a fence
         (the pairs of plain levels are above).  */
      if (lt_fenced && n == 2 && (!quick || core))
        for (int a = 0; a < N_LEVELS + N_FENCED; a++)
          for (int b = 0; b < N_LEVELS + N_FENCED; b++)
            {
              if (a < N_LEVELS && b < N_LEVELS)
                continue;
              lt_test t = base;
              apply_any_level(&t, 0, a);
              apply_any_level(&t, 1, b);
              name_test(&t);
              fn(&t, ctx);
            }
      /* RMW variants: one access of a two-thread shape becomes an exchange, a fetch_add
         or (a read) a compare-exchange, at every order; the others at ra (MP, LB, S) or
         sc (SB, R, 2+2W).  */
      if (n != 2)
        continue;
      bool sc_base = !strcmp(base.shape, "SB") || !strcmp(base.shape, "R")
                     || !strcmp(base.shape, "2+2W");
      for (int th = 0; th < 2; th++)
        for (int i = 0; i < base.n_evs[th]; i++)
          for (int k = LT_XCHG; k <= LT_CAS; k++)
            {
              const lt_ev *e = &base.ev[th][i];
              if (k == LT_CAS && !e->read)
                continue;
              if (k == LT_FADD && !e->read && !written_once(&base, e->var))
                continue;
              if (quick && strcmp(base.shape, "MP"))
                continue;
              for (size_t o = 0; o < sizeof rmw_orders / sizeof rmw_orders[0]; o++)
                for (int w = 4; w <= 8; w += 4)
                  {
                    /* 8 bytes: the exchange family only (the POWER finding's rows).  */
                    if (w == 8 && (k != LT_XCHG || !e->read))
                      continue;
                    lt_test t = base;
                    t.width = w;
                    apply_level(&t, 0, sc_base ? LV_SC : LV_RA);
                    apply_level(&t, 1, sc_base ? LV_SC : LV_RA);
                    lt_ev *r = &t.ev[th][i];
                    r->kind = (lt_kind) k;
                    r->order = rmw_orders[o];
                    if (e->read)
                      r->val = k == LT_FADD ? 0 : 3;
                    /* The outcome's reads keep their values: a compare-exchange
                       expecting 1 succeeds exactly when it reads 1.  */
                    r->read = e->read;
                    name_test(&t);
                    emit(&t, fn, ctx);
                  }
            }
    }
}

/* ---- C ------------------------------------------------------------------------ */

static const char *c_order(al_order o)
{
  switch (o)
    {
    case AL_RELAXED: return "memory_order_relaxed";
    case AL_CONSUME: return "memory_order_consume";
    case AL_ACQUIRE: return "memory_order_acquire";
    case AL_RELEASE: return "memory_order_release";
    case AL_ACQ_REL: return "memory_order_acq_rel";
    case AL_SEQ_CST: return "memory_order_seq_cst";
    }
  return "memory_order_seq_cst";
}

/* A compare-exchange's failure order: the strongest its success order allows.  */
static al_order cas_fail(al_order o)
{
  return o == AL_RELEASE ? AL_RELAXED : o == AL_ACQ_REL ? AL_ACQUIRE : o;
}

static bool thread_uses(const lt_test *t, int th, int var)
{
  for (int i = 0; i < t->n_evs[th]; i++)
    if (t->ev[th][i].kind != LT_FENCE && t->ev[th][i].var == var)
      return true;
  return false;
}

static bool thread_has_cas(const lt_test *t, int th)
{
  for (int i = 0; i < t->n_evs[th]; i++)
    if (t->ev[th][i].kind == LT_CAS)
      return true;
  return false;
}

void lt_write_c(FILE *f, const lt_test *t)
{
  /* The C model does not depend on the width (herd7's C has no atomic_long): an 8-byte
     test's C text is its 4-byte twin's.  */
  const char *ty = "atomic_int";
  fprintf(f, "C %s\n\"atomlower litmus: %s, C11 model\"\n{ ", t->name, t->shape);
  for (int v = 0; v < t->n_vars; v++)
    fprintf(f, "[%s]=0; ", var_names[v]);
  for (int th = 0; th < t->n_threads; th++)
    if (thread_has_cas(t, th))
      fprintf(f, "[e%d]=1; ", th);
  fputs("}\n\n", f);
  for (int th = 0; th < t->n_threads; th++)
    {
      fprintf(f, "P%d (", th);
      bool first = true;
      for (int v = 0; v < t->n_vars; v++)
        if (thread_uses(t, th, v))
          {
            fprintf(f, "%s%s* %s", first ? "" : ", ", ty, var_names[v]);
            first = false;
          }
      if (thread_has_cas(t, th))
        fprintf(f, ", int* e%d", th);
      fputs(") {\n", f);
      for (int i = 0; i < t->n_evs[th]; i++)
        {
          const lt_ev *e = &t->ev[th][i];
          const char *x = var_names[e->var], *mo = c_order(e->order);
          switch (e->kind)
            {
            case LT_LD:
              fprintf(f, "  int r%d = atomic_load_explicit(%s, %s);\n", i, x, mo);
              break;
            case LT_ST:
              fprintf(f, "  atomic_store_explicit(%s, %d, %s);\n", x, e->val, mo);
              break;
            case LT_FENCE:
              fprintf(f, "  atomic_thread_fence(%s);\n", mo);
              break;
            case LT_XCHG:
              fprintf(f, "  int r%d = atomic_exchange_explicit(%s, %d, %s);\n", i, x, e->val, mo);
              break;
            case LT_FADD:
              fprintf(f, "  int r%d = atomic_fetch_add_explicit(%s, %d, %s);\n", i, x, e->val,
                      mo);
              break;
            case LT_CAS:
              fprintf(f, "  int r%d = atomic_compare_exchange_strong_explicit(%s, e%d, %d, %s, %s);\n",
                      i, x, th, e->val, mo, c_order(cas_fail(e->order)));
              break;
            }
        }
      fputs("}\n\n", f);
    }
  fputs("exists (", f);
  const char *sep = "";
  for (int th = 0; th < t->n_threads; th++)
    for (int i = 0; i < t->n_evs[th]; i++)
      if (t->ev[th][i].read)
        {
          const lt_ev *e = &t->ev[th][i];
          /* A compare-exchange's result is its success: it expects 1.  */
          int v = e->kind == LT_CAS ? e->expect == 1 : e->expect;
          fprintf(f, "%s%d:r%d=%d", sep, th, i, v);
          sep = " /\\ ";
        }
  for (int k = 0; k < t->n_final; k++)
    {
      fprintf(f, "%s[%s]=%d", sep, var_names[t->final_var[k]], t->final_val[k]);
      sep = " /\\ ";
    }
  fputs(")\n", f);
}

/* ---- architecture ------------------------------------------------------------------ */

typedef enum style { ST_X86, ST_A64, ST_A64_FROM_ARM, ST_ARM, ST_PPC, ST_RV, ST_MIPS } style;

const char *lt_herd_arch(const al_target *tg, const char **why)
{
  *why = NULL;
  const char *herd = al_arch_herd(tg->arch);
  if (!herd)
    {
      static char buf[96];
      snprintf(buf, sizeof buf, "herd7 has no model this tool translates %s's code into",
               al_arch_name(tg->arch));
      *why = buf;
      return NULL;
    }
  if (!strcmp(herd, "AArch64"))
    {
      if (tg->features & AL_F_OUTLINE)
        {
          *why = "+outline is a run-time choice between the aarch64 and aarch64+lse cells, "
                 "each checked under its own name";
          return NULL;
        }
      if (tg->schemes & AL_S_A64_RMW_DISPATCH)
        {
          *why = "rmw-dispatch is a run-time choice between the rmw-llsc and rmw-lse cells, "
                 "each checked under its own name";
          return NULL;
        }
    }
  if (!strcmp(herd, "ARM"))
    {
      if (tg->arm_arch <= 5)
        {
          *why = "armv5 calls the kernel's __kuser helpers, which herd7 cannot model";
          return NULL;
        }
      /* Armv8-A AArch32 cells are written in AArch64 syntax: herd7's ARM syntax has
         neither LDA/STL nor DMB ISHLD, and Armv8 AArch32 and AArch64 share one memory
         model (aarch64.cat).  */
      if (tg->arm_arch >= 8)
        return "AArch64";
    }
  return herd;
}

void lt_print_translations(FILE *f)
{
  fputs("| target | atomlower's instruction | written for herd7 as | why it is the same to the model |\n"
        "|---|---|---|---|\n"
        "| x86_64 | `lock orq $0,(%rsp)` (seq_cst fence) | `mfence` | herd7 rejects a lock prefix on `or`; x86-TSO orders every locked instruction and MFENCE alike (SDM Vol. 3A 9.2.2), a full fence |\n"
        "| x86_64 | `lock xadd{l,q} R, M` | `xchg{l,q} R, M` | herd7 has no XADD; both are locked RMWs, the same events and fences in x86-TSO; the old value lands in R as XADD's does; only the value written differs (the addend instead of old+addend), and the tests' fetch_add writes only where the object starts at 0 and has one writer (same value) or adds 0 as a read, whose written value no outcome names |\n"
        "| x86_64 | `lock cmpxchg{l,q} R, M` | `lock cmpxchg{l,q} M, R` | herd7's operand order (syntax only) |\n"
        "| armv6 | `mov r12, #0; mcr p15, 0, r12, c7, c10, 5` (CP15 DMB) | `mov r12,#0; dmb` | the CP15 data memory barrier is ARMv7's DMB SY by definition (ARMv6 B2.6; ARMv7 keeps the CP15 form as a deprecated alias of DMB); herd7 parses no MCR |\n"
        "| armv8, armv8+thumb | AArch32 `lda`, `stl`, `ldaex`, `stlex`, `ldrex`, `strex`, `ldr`, `str`, `dmb ishld`, `bne`, `beq`, `r<n>` | AArch64 `ldar`, `stlr`, `ldaxr`, `stlxr`, `ldxr`, `stxr`, `ldr`, `str`, `dmb ishld`, `b.ne`, `b.eq`, `w<n>` (the whole test in AArch64 syntax) | herd7's ARM syntax has no `dmb ishld` and its arm.cat no acquire/release; Armv8 AArch32 has the AArch64 memory model (Arm ARM E2), so each AArch32 instruction is its AArch64 counterpart of the same width and semantics |\n"
        "| power* | `bne- L`, `beq- L` (static prediction hint) | `bne L`, `beq L` | the hint is no part of the model |\n"
        "| power* | `mfocrf rT,128`, `mfcr rT` (a compare-exchange's success, cr0 read at its end) | `li rT,0` | herd7's PPC syntax has no CR move; neither is a memory event, and no test observes rT (the plugin extracts the success bit from it after the sequence) |\n"
        "| power* | `bne- $+4` | `bne L` with `L:` on the next instruction | herd7 takes labels only |\n"
        "| power* | X-form `lwzx rT,0,rB`, `lwarx rT,0,rB` | `lwzx rT,r0,rB` | herd7 reads RA as a register; r0 is never allocated and is 0, which RA=0 means |\n"
        "| rv64 | `bnez rs, L`, `beqz rs, L` | `bne rs,x0,L`, `beq rs,x0,L` | the assembler's own expansion of the pseudo-instruction |\n"
        "| rv64 (GCC's code) | `sext.w rd,rs` | `addiw rd,rs,0` | the assembler's own expansion |\n"
        "| mips32r2, mips64r2 | `beqz rs, L`, `bnez rs, L` | `beq rs,$0,L`, `bne rs,$0,L` | the assembler's own expansion; herd7's MIPS syntax has only the latter |\n"
        "| power* (GCC's code, `-mregnames`) | `%r9`, `cmpw %cr0,a,b`, `bne %cr0,L` | `r9`, `cmpw a,b`, `bne L` | CR0 is the implied field of herd7's syntax |\n"
        "| aarch64 (GCC's code) | `bne L`, `beq L` | `b.ne L`, `b.eq L` | the assembler's alias |\n"
        "| armv* (GCC's code) | `bxeq lr` (a return from inside a loop) | `beq` to the end of the thread's code for that access | the function's return is the end of the access |\n"
        "| armv8 (GCC's code) | `mov rD, rS` | `mov xD, xS` in the AArch64 form | GCC copies the pointer argument; addresses are X registers, and a 64-bit copy of a 32-bit value is that value |\n", f);
}

/* One thread under construction.  */
#define MAX_LINES 160
struct thr {
  char line[MAX_LINES][200];
  int n;
  int next_reg;
  int loc_reg[3 + 1];     /* x, y, z, e: the register holding its address (-1 none) */
  int labels;
};

struct render {
  style st;
  const al_target *tg;
  int th;
  struct thr *t;
  char *init;             /* appended "th:reg=value; " */
  size_t init_n;
  char cond_reg[LT_MAX_EVS][16];
};

static void addf(char *buf, size_t n, const char *fmt, ...)
{
  size_t l = strlen(buf);
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf + l, n > l ? n - l : 0, fmt, ap);
  va_end(ap);
}

static const char *const x86_64n[] = { "rax", "rbx", "rcx", "rdx", "rsi", "rdi", "r8", "r9", "r10",
                                       "r11", "r12", "r13", "r14", "r15" };
static const char *const x86_32n[] = { "eax", "ebx", "ecx", "edx", "esi", "edi", "r8d", "r9d",
                                       "r10d", "r11d", "r12d", "r13d", "r14d", "r15d" };

static int first_reg(style st)
{
  switch (st)
    {
    case ST_X86: return 6;
    case ST_A64: case ST_A64_FROM_ARM: return 5;
    case ST_ARM: return 1;
    case ST_PPC: return 3;
    case ST_RV: return 5;
    case ST_MIPS: return 8;         /* $t0: $2-$7 are the ABI's values and arguments */
    }
  return 1;
}

static int max_reg(style st)
{
  switch (st)
    {
    case ST_X86: return 13;
    case ST_A64: case ST_A64_FROM_ARM: return 28;
    case ST_ARM: return 11;
    case ST_PPC: return 31;
    case ST_RV: return 31;
    case ST_MIPS: return 25;        /* $t9; $26-$31 are the kernel's, gp, sp, fp, ra */
    }
  return 0;
}

/* The register's name in the program (W: width, MOD: asm modifier).  */
static void reg_name(style st, int r, int w, char mod, char *out, size_t n)
{
  switch (st)
    {
    case ST_X86:
      snprintf(out, n, "%%%s", (mod == 'q' || (mod != 'k' && w == 8)) ? x86_64n[r] : x86_32n[r]);
      return;
    case ST_A64:
      snprintf(out, n, "%c%d", mod == 'w' ? 'w' : mod == 'x' ? 'x' : w == 8 ? 'x' : 'w', r);
      return;
    case ST_A64_FROM_ARM:
      snprintf(out, n, "w%d", r);
      return;
    case ST_ARM:
      snprintf(out, n, "r%d", r);
      return;
    case ST_PPC:
      snprintf(out, n, "r%d", r);
      return;
    case ST_RV:
      snprintf(out, n, "x%d", r);
      return;
    case ST_MIPS:
      snprintf(out, n, "$%d", r);
      return;
    }
}

/* The register's name in herd7's init and outcome.  */
static void cond_name(style st, int r, char *out, size_t n)
{
  switch (st)
    {
    case ST_X86: snprintf(out, n, "%s", x86_64n[r]); return;
    case ST_A64: case ST_A64_FROM_ARM: snprintf(out, n, "X%d", r); return;
    case ST_ARM: snprintf(out, n, "R%d", r); return;
    case ST_PPC: snprintf(out, n, "r%d", r); return;
    case ST_RV: snprintf(out, n, "x%d", r); return;
    case ST_MIPS: snprintf(out, n, "$%d", r); return;
    }
}

static int fresh(struct render *R)
{
  if (R->t->next_reg > max_reg(R->st))
    return -1;
  return R->t->next_reg++;
}

/* The register holding location LOC's address (x, y, z, or 3: this thread's e).  */
static int loc_reg(struct render *R, int loc)
{
  if (R->t->loc_reg[loc] >= 0)
    return R->t->loc_reg[loc];
  int r = fresh(R);
  if (r < 0)
    return -1;
  R->t->loc_reg[loc] = r;
  char c[16];
  cond_name(R->st, r, c, sizeof c);
  if (loc == 3)
    addf(R->init, R->init_n, "%d:%s=e%d; ", R->th, c, R->th);
  else
    addf(R->init, R->init_n, "%d:%s=%s; ", R->th, c, var_names[loc]);
  return r;
}

/* A bound operand: a register, a location or an immediate.  */
struct bound { int reg; int loc; long long imm; bool is_imm, is_mem; const char *constraint; int w; };

static int x86_fixed(const char *c)
{
  for (; *c; c++)
    switch (*c)
      {
      case 'a': return 0;
      case 'b': return 1;
      case 'c': return 2;
      case 'd': return 3;
      case 'S': return 4;
      case 'D': return 5;
      default: break;
      }
  return -1;
}

static void add_line(struct thr *t, const char *s)
{
  if (t->n < MAX_LINES)
    snprintf(t->line[t->n++], sizeof t->line[0], "%s", s);
}

static const struct { const char *from, *to; } arm_to_a64[] = {
  { "lda", "ldar" }, { "stl", "stlr" }, { "ldaex", "ldaxr" }, { "stlex", "stlxr" },
  { "ldrex", "ldxr" }, { "strex", "stxr" }, { "bne", "b.ne" }, { "beq", "b.eq" },
};

/* Rewrite one rendered line into what herd7 parses (lt_print_translations).  */
static void translate(struct render *R, char *l, size_t n)
{
  char tmp[160];
  switch (R->st)
    {
    case ST_X86:
      if (!strncmp(l, "lock or", 7) && strstr(l, "%rsp"))
        snprintf(l, n, "mfence");
      else if (!strncmp(l, "lock xadd", 9))
        {
          snprintf(tmp, sizeof tmp, "xchg%s", l + 9);
          snprintf(l, n, "%s", tmp);
        }
      else if (!strncmp(l, "lock cmpxchg", 12))
        {
          /* lock cmpxchgl R, M -> lock cmpxchgl M,R */
          char op[16], a[32], b[32];
          if (sscanf(l, "lock %15s %31[^,], %31s", op, a, b) == 3)
            snprintf(l, n, "lock %s %s,%s", op, b, a);
        }
      break;
    case ST_ARM:
      if (!strncmp(l, "mcr p15", 7))
        snprintf(l, n, "dmb");
      break;
    case ST_A64_FROM_ARM:
      for (size_t i = 0; i < sizeof arm_to_a64 / sizeof arm_to_a64[0]; i++)
        {
          size_t k = strlen(arm_to_a64[i].from);
          if (!strncmp(l, arm_to_a64[i].from, k) && (l[k] == ' ' || l[k] == 0))
            {
              snprintf(tmp, sizeof tmp, "%s%s", arm_to_a64[i].to, l + k);
              snprintf(l, n, "%s", tmp);
              break;
            }
        }
      break;
    case ST_PPC:
      {
        char *m = strstr(l, "- ");
        if ((!strncmp(l, "bne-", 4) || !strncmp(l, "beq-", 4)) && m)
          memmove(m, m + 1, strlen(m + 1) + 1);
        /* A compare-exchange's success read from cr0: no memory event, and no test
           observes the register.  */
        char rt[16];
        if ((sscanf(l, "mfocrf %15[^,],128", rt) == 1 || sscanf(l, "mfcr %15s", rt) == 1)
            && rt[0] == 'r')
          snprintf(l, n, "li %s,0", rt);
      }
      break;
    case ST_RV:
    case ST_MIPS:
      /* The assembler's beqz/bnez R,L are beq/bne R,zero,L (RISC-V's x0, MIPS's $0); herd7
         has only the latter.  */
      if (!strncmp(l, "bnez ", 5) || !strncmp(l, "beqz ", 5))
        {
          char a[32], b[32];
          if (sscanf(l + 5, "%31[^,], %31s", a, b) == 2)
            {
              snprintf(tmp, sizeof tmp, "%s %s,%s,%s", l[1] == 'n' ? "bne" : "beq", a,
                       R->st == ST_RV ? "x0" : "$0", b);
              snprintf(l, n, "%s", tmp);
            }
        }
      break;
    case ST_A64:
      /* GCC writes the conditional branches as bne/beq (gas accepts both).  */
      if ((!strncmp(l, "bne ", 4) || !strncmp(l, "beq ", 4)))
        {
          snprintf(tmp, sizeof tmp, "b.%c%c %s", l[1], l[2], l + 4);
          snprintf(l, n, "%s", tmp);
        }
      break;
    }
}

/* Labels: "N:" and GCC's ".Lxx:" lines get thread-unique names; "Nb"/"Nf", ".Lxx" and
   PPC's "$+4" refer to them.  */
static bool resolve_labels(struct render *R, int first_line, const char *what, char *why,
                           size_t wn)
{
  /* Labels: "N:" lines get thread-unique names; "Nb"/"Nf" and PPC's "$+4" refer to them.  */
  struct thr *t = R->t;
  int names[MAX_LINES];
  for (int i = first_line; i < t->n; i++)
    {
      names[i] = -1;
      size_t l = strlen(t->line[i]);
      if (l >= 2 && t->line[i][l - 1] == ':'
          && (isdigit((unsigned char) t->line[i][0]) || !strncmp(t->line[i], ".L", 2)))
        names[i] = t->labels++;
    }
  for (int i = first_line; i < t->n; i++)
    {
      if (names[i] >= 0)
        continue;
      char *l = t->line[i];
      char *dollar = strstr(l, "$+4");
      if (dollar)
        {
          /* $+4: the instruction after the branch (4 bytes on), so a label right after
             this line.  */
          int lab = t->labels++;
          snprintf(dollar, sizeof t->line[0] - (dollar - l), "L%d%02d", R->th, lab);
          if (t->n < MAX_LINES)
            {
              memmove(&t->line[i + 2], &t->line[i + 1], (t->n - i - 1) * sizeof t->line[0]);
              memmove(&names[i + 2], &names[i + 1], (t->n - i - 1) * sizeof names[0]);
              t->n++;
              snprintf(t->line[i + 1], sizeof t->line[0], "L%d%02d:", R->th, lab);
              names[i + 1] = -2;
            }
          continue;
        }
      size_t len = strlen(l);
      char *dotl = strstr(l, ".L");
      if (dotl)
        {
          /* GCC's local label: ".L7" refers to the line ".L7:".  */
          int found = -1;
          size_t k = strcspn(dotl, " ,;");
          for (int j = first_line; j < t->n && found < 0; j++)
            if (names[j] >= 0 && !strncmp(t->line[j], dotl, k) && t->line[j][k] == ':')
              found = names[j];
          if (found < 0)
            {
              snprintf(why, wn, "%s: label %.*s", what, (int) k, dotl);
              return false;
            }
          char rest[200];
          snprintf(rest, sizeof rest, "%s", dotl + k);
          snprintf(dotl, sizeof t->line[0] - (dotl - l), "L%d%02d%s", R->th, found, rest);
          continue;
        }
      if (len >= 2 && (l[len - 1] == 'b' || l[len - 1] == 'f') && isdigit((unsigned char) l[len - 2])
          && (len == 2 || !isalnum((unsigned char) l[len - 3])))
        {
          char num = l[len - 2];
          bool back = l[len - 1] == 'b';
          int found = -1;
          if (back)
            {
              for (int j = i - 1; j >= first_line && found < 0; j--)
                if (names[j] >= 0 && t->line[j][0] == num)
                  found = names[j];
            }
          else
            for (int j = i + 1; j < t->n && found < 0; j++)
              if (names[j] >= 0 && t->line[j][0] == num)
                found = names[j];
          if (found < 0)
            {
              snprintf(why, wn, "%s: label %c%c", what, num, l[len - 1]);
              return false;
            }
          snprintf(l + len - 2, sizeof t->line[0] - (len - 2), "L%d%02d", R->th, found);
        }
    }
  for (int i = first_line; i < t->n; i++)
    if (names[i] >= 0)
      snprintf(t->line[i], sizeof t->line[0], "L%d%02d:", R->th, names[i]);
  return true;
}

/* Render one cell into the thread; COND: where the outcome's value lands.  */
static bool render_cell(struct render *R, const al_seq *s, const al_request *rq, const lt_ev *e,
                        int ev_index, char *why, size_t wn)
{
  struct bound b[AL_MAX_OPERANDS * 2];
  int nops = s->n_out + s->n_in;
  int result_op = -1, observed_op = -1;
  for (int i = 0; i < nops; i++)
    {
      const al_operand *o = i < s->n_out ? &s->out[i] : &s->in[i - s->n_out];
      struct bound *x = &b[i];
      memset(x, 0, sizeof *x);
      x->constraint = o->constraint;
      x->w = o->width;
      x->reg = -1;
      x->loc = -1;
      long long value = 0;
      bool has_value = false;
      switch (o->role)
        {
        case AL_R_MEM:
          x->is_mem = true;
          x->loc = e->var;
          continue;
        case AL_R_EXPMEM:
          x->is_mem = true;
          x->loc = 3;
          continue;
        case AL_R_PTR:
          x->reg = loc_reg(R, e->var);
          break;
        case AL_R_EXPPTR:
          x->reg = loc_reg(R, 3);
          break;
        case AL_R_IMM:
          x->is_imm = true;
          x->imm = o->imm;
          continue;
        case AL_R_VAL:
        case AL_R_DESIRED:
          value = rq->val_const ? rq->val : e->val;
          has_value = true;
          break;
        case AL_R_EXPECTED:
          value = 1;
          has_value = true;
          break;
        case AL_R_RESULT:
          result_op = i;
          break;
        case AL_R_OBSERVED:
          observed_op = i;
          break;
        case AL_R_FLAG:
        case AL_R_SCRATCH:
          break;
        case AL_R_WMEM: case AL_R_WPTR: case AL_R_SHIFT: case AL_R_MASK:
          snprintf(why, wn, "%s: masked sub-word loop", s->annotation);
          return false;
        }
      if (x->reg < 0)
        {
          if (isdigit((unsigned char) o->constraint[0]))
            x->reg = b[o->constraint[0] - '0'].reg;
          else if (R->st == ST_X86 && x86_fixed(o->constraint) >= 0)
            x->reg = x86_fixed(o->constraint);
          else
            x->reg = fresh(R);
        }
      if (x->reg < 0)
        {
          snprintf(why, wn, "%s: out of registers", s->annotation);
          return false;
        }
      if (has_value)
        {
          char c[16];
          cond_name(R->st, x->reg, c, sizeof c);
          addf(R->init, R->init_n, "%d:%s=%lld; ", R->th, c, value);
        }
    }
  /* The outcome's register: the observed value of a compare-exchange, else the result.  */
  int out = observed_op >= 0 ? observed_op : result_op;
  if (e->read && out >= 0)
    cond_name(R->st, b[out].reg, R->cond_reg[ev_index], sizeof R->cond_reg[0]);
  else if (e->read)
    {
      snprintf(why, wn, "%s: no result operand", s->annotation);
      return false;
    }

  /* Lines: skip the annotation, substitute operands, translate.  */
  int first_line = R->t->n;
  const char *p = s->text;
  const char *nl = strchr(p, '\n');
  p = nl ? nl + 1 : p + strlen(p);
  while (*p)
    {
      const char *end = strchr(p, '\n');
      size_t len = end ? (size_t) (end - p) : strlen(p);
      char src[200], dst[200] = "";
      dst[0] = 0;
      snprintf(src, sizeof src, "%.*s", (int) len, p);
      p += len + (end ? 1 : 0);
      char *q = src;
      while (*q == '\t' || *q == ' ')
        q++;
      if (!*q)
        continue;
      /* An instruction written as its encoding (an extension the assembler does not know:
         lower/riscv.c, Encodings) is written for herd7 as the mnemonic its comment names
         where herd7 7.57 parses it (Zalasr's l{b,h,w,d}.aq and s{b,h,w,d}.rl); the others
         (amocas, the Zabha AMOs, LSE128) skip the test, the mnemonic named.  */
      if (!strncmp(q, ".insn", 5) || !strncmp(q, ".inst", 5))
        {
          static const char *const herd_parses[] = {
            "lb.aq ", "lh.aq ", "lw.aq ", "ld.aq ", "sb.rl ", "sh.rl ", "sw.rl ", "sd.rl ", NULL };
          char *m = strstr(q, "//");
          m = m ? m + 2 : strchr(q, '#') ? strchr(q, '#') + 1 : q;
          m += strspn(m, " \t");
          bool parses = false;
          for (int i = 0; herd_parses[i]; i++)
            parses |= !strncmp(m, herd_parses[i], strlen(herd_parses[i]));
          if (!parses)
            {
              snprintf(why, wn, "%s: herd7 parses no %.*s", s->annotation,
                       (int) strcspn(m, " \t"), m);
              return false;
            }
          q = m;
        }
      for (char *c = q; *c; c++)
        {
          if (*c != '%')
            {
              addf(dst, sizeof dst, "%c", *c);
              continue;
            }
          if (c[1] == '%')
            {
              addf(dst, sizeof dst, "%%");
              c++;
              continue;
            }
          char mod = 0;
          c++;
          if (isalpha((unsigned char) *c))
            mod = *c++;
          if (!isdigit((unsigned char) *c))
            {
              snprintf(why, wn, "%s: operand syntax '%s'", s->annotation, src);
              return false;
            }
          int k = (int) strtol(c, &c, 10);
          c--;
          if (k >= nops)
            {
              snprintf(why, wn, "%s: operand %d", s->annotation, k);
              return false;
            }
          struct bound *x = &b[k];
          if (x->is_imm)
            addf(dst, sizeof dst, "%s%lld", R->st == ST_X86 ? "$" : R->st == ST_PPC
                                                              || R->st == ST_RV
                                                              || R->st == ST_MIPS ? "" : "#",
                 x->imm);
          else if (x->is_mem)
            {
              if (R->st == ST_X86)
                {
                  if (x->loc == 3)
                    addf(dst, sizeof dst, "(e%d)", R->th);
                  else
                    addf(dst, sizeof dst, "(%s)", var_names[x->loc]);
                  continue;
                }
              int r = loc_reg(R, x->loc);
              if (r < 0)
                {
                  snprintf(why, wn, "%s: out of registers", s->annotation);
                  return false;
                }
              switch (R->st)
                {
                case ST_A64: case ST_A64_FROM_ARM: addf(dst, sizeof dst, "[x%d]", r); break;
                case ST_ARM: addf(dst, sizeof dst, "[r%d]", r); break;
                case ST_PPC:
                  if (mod == 'y')
                    addf(dst, sizeof dst, "r0,r%d", r);
                  else if (mod != 'U' && mod != 'X')
                    addf(dst, sizeof dst, "0(r%d)", r);
                  break;
                case ST_RV:
                  addf(dst, sizeof dst, strchr(x->constraint, 'A') ? "(x%d)" : "0(x%d)", r);
                  break;
                case ST_MIPS: addf(dst, sizeof dst, "0($%d)", r); break;
                case ST_X86: break;
                }
            }
          else
            {
              char nm[16];
              reg_name(R->st, x->reg, x->w, mod, nm, sizeof nm);
              addf(dst, sizeof dst, "%s", nm);
            }
        }
      /* PPC X-forms with RA = 0 ("lwarx r5,0,r6"): herd7 reads RA as a register.  */
      if (R->st == ST_PPC)
        {
          char *z = strstr(dst, ",0,");
          if (z)
            {
              char t2[200];
              snprintf(t2, sizeof t2, "%.*s,r0,%s", (int) (z - dst), dst, z + 3);
              snprintf(dst, sizeof dst, "%s", t2);
            }
        }
      /* Commas without blanks (herd7 takes both; the tests read alike).  */
      char compact[200];
      size_t j = 0;
      for (size_t i = 0; dst[i] && j + 1 < sizeof compact; i++)
        if (!(dst[i] == ' ' && i > 0 && dst[i - 1] == ','))
          compact[j++] = dst[i];
      compact[j] = 0;
      translate(R, compact, sizeof compact);
      add_line(R->t, compact);
    }

  if (!resolve_labels(R, first_line, s->annotation, why, wn))
    return false;
  struct thr *t = R->t;
  /* What-if: an exchange's trailing isync after a value-dependent branch (1), or a
     trailing lwsync instead (2).  */
  if (R->st == ST_PPC && lt_what_if && (rq->op == AL_EXCHANGE || rq->op == AL_TEST_AND_SET)
      && result_op >= 0 && t->n > first_line && !strcmp(t->line[t->n - 1], "isync"))
    {
      if (lt_what_if == 2)
        snprintf(t->line[t->n - 1], sizeof t->line[0], "lwsync");
      else if (t->n + 3 <= MAX_LINES)
        {
          int lab = t->labels++;
          t->n--;
          snprintf(t->line[t->n++], sizeof t->line[0], "cmpw r%d,r%d", b[result_op].reg,
                   b[result_op].reg);
          snprintf(t->line[t->n++], sizeof t->line[0], "bne L%d%02d", R->th, lab);
          snprintf(t->line[t->n++], sizeof t->line[0], "L%d%02d:", R->th, lab);
          snprintf(t->line[t->n++], sizeof t->line[0], "isync");
        }
    }
  return true;
}


/* ---- GCC 12's own code (mixed tests) ------------------------------------------------ *
 * With lt_gcc_cmd set (atomlower litmus --gcc "CC FLAGS"), a thread of a mixed test is the
 * body of a one-line function compiled by that compiler with -O2 -S, its registers renamed
 * to the thread's, its arguments (pointer, value, desired) given in the init.  */
const char *lt_gcc_cmd;

struct gcc_cell { char key[64]; int n; char line[48][96]; char why[160]; };
static struct gcc_cell gcc_cache[96];
static int n_gcc_cache;

static const char *gcc_order(al_order o)
{
  switch (o)
    {
    case AL_RELAXED: return "__ATOMIC_RELAXED";
    case AL_CONSUME: return "__ATOMIC_CONSUME";
    case AL_ACQUIRE: return "__ATOMIC_ACQUIRE";
    case AL_RELEASE: return "__ATOMIC_RELEASE";
    case AL_ACQ_REL: return "__ATOMIC_ACQ_REL";
    case AL_SEQ_CST: return "__ATOMIC_SEQ_CST";
    }
  return "__ATOMIC_SEQ_CST";
}

static bool is_return(const char *l)
{
  return !strcmp(l, "ret") || !strcmp(l, "blr") || !strcmp(l, "bx lr") || !strcmp(l, "jr ra");
}

static void gcc_add(struct gcc_cell *c, const char *text)
{
  /* "1: lr.w.aq ..." (RISC-V's asm templates): the label on its own line.  */
  const char *colon = strchr(text, ':');
  if (colon && colon[1] == ' ' && isdigit((unsigned char) text[0]))
    {
      if (c->n < 48)
        snprintf(c->line[c->n++], sizeof c->line[0], "%.*s", (int) (colon - text + 1), text);
      text = colon + 2;
      while (*text == ' ')
        text++;
    }
  if (*text && c->n < 48)
    snprintf(c->line[c->n++], sizeof c->line[0], "%s", text);
}

static struct gcc_cell *gcc_cell_for(const lt_ev *e)
{
  char src[512], key[64];
  const char *o = gcc_order(e->order);
  switch (e->kind)
    {
    case LT_LD: snprintf(src, sizeof src, "int f (int *p) { return __atomic_load_n (p, %s); }", o); break;
    case LT_ST: snprintf(src, sizeof src, "void f (int *p, int v) { __atomic_store_n (p, v, %s); }", o); break;
    case LT_FENCE: snprintf(src, sizeof src, "void f (void) { __atomic_thread_fence (%s); }", o); break;
    case LT_XCHG: snprintf(src, sizeof src, "int f (int *p, int v) { return __atomic_exchange_n (p, v, %s); }", o); break;
    case LT_FADD: snprintf(src, sizeof src, "int f (int *p, int v) { return __atomic_fetch_add (p, v, %s); }", o); break;
    case LT_CAS:
      snprintf(src, sizeof src, "int f (int *p, int e, int d) { __atomic_compare_exchange_n (p, &e, d, 0, %s, %s); return e; }",
               o, gcc_order(cas_fail(e->order)));
      break;
    }
  snprintf(key, sizeof key, "%d %d", (int) e->kind, (int) e->order);
  for (int i = 0; i < n_gcc_cache; i++)
    if (!strcmp(gcc_cache[i].key, key))
      return &gcc_cache[i];
  if (n_gcc_cache == (int) (sizeof gcc_cache / sizeof gcc_cache[0]))
    return NULL;
  struct gcc_cell *c = &gcc_cache[n_gcc_cache++];
  memset(c, 0, sizeof *c);
  snprintf(c->key, sizeof c->key, "%s", key);
  char path[] = "/tmp/atomlower-gcc-XXXXXX.c";
  int fd = mkstemps(path, 2);
  FILE *f = fd >= 0 ? fdopen(fd, "w") : NULL;
  if (!f)
    {
      snprintf(c->why, sizeof c->why, "cannot write a temporary file");
      return c;
    }
  fprintf(f, "%s\n", src);
  fclose(f);
  char cmd[1024];
  snprintf(cmd, sizeof cmd, "%s -O2 -S -o - %s 2>&1", lt_gcc_cmd, path);
  FILE *p = popen(cmd, "r");
  bool in = false, done = false, cond_ret = false;
  char buf[512];
  while (p && fgets(buf, sizeof buf, p))
    {
      buf[strcspn(buf, "\n")] = 0;
      if (!strcmp(buf, "f:"))
        {
          in = true;
          continue;
        }
      if (!in || done)
        continue;
      /* Comments (Arm's '@', '#'), directives; whitespace to single blanks.  */
      char *q = buf;
      while (*q == ' ' || *q == '\t')
        q++;
      char *cm = strchr(q, '@');
      if (cm)
        *cm = 0;
      /* The function's end without a plain return (Arm: the loop returns by "bxeq lr").  */
      if ((!strncmp(q, ".fnend", 6) || !strncmp(q, ".size", 5)) && cond_ret)
        {
          gcc_add(c, ".Lret:");
          done = true;
          continue;
        }
      if (*q == '#' || (*q == '.' && strncmp(q, ".L", 2)) || !strncmp(q, ".LF", 3)
          || !strncmp(q, ".LV", 3))
        continue;
      char line[512];
      size_t j = 0;
      for (char *c2 = q; *c2 && j + 1 < sizeof line; c2++)
        {
          char ch = *c2 == '\t' ? ' ' : *c2;
          if (ch == ' ' && (j == 0 || line[j - 1] == ' ' || line[j - 1] == ','))
            continue;
          if (ch == ',' && j && line[j - 1] == ' ')
            j--;
          line[j++] = ch;
        }
      while (j && line[j - 1] == ' ')
        j--;
      line[j] = 0;
      if (!j)
        continue;
      /* Several instructions of one asm template (RISC-V: "fence iorw,ow; amoswap...").  */
      char *save = line, *piece;
      while ((piece = strsep(&save, ";")))
        {
          while (*piece == ' ')
            piece++;
          size_t pl = strlen(piece);
          while (pl && piece[pl - 1] == ' ')
            piece[--pl] = 0;
          if (!*piece)
            continue;
          if (is_return(piece))
            {
              if (cond_ret)
                gcc_add(c, ".Lret:");
              done = true;
              break;
            }
          /* Arm's conditional return from inside a loop ("bxeq lr"): a branch to the end.  */
          if (!strncmp(piece, "bx", 2) && strlen(piece) == 7 && !strcmp(piece + 4, " lr"))
            {
              char br[32];
              snprintf(br, sizeof br, "b%.2s .Lret", piece + 2);
              gcc_add(c, br);
              cond_ret = true;
              continue;
            }
          gcc_add(c, piece);
        }
    }
  if (p)
    pclose(p);
  remove(path);
  if (!in || !done)
    snprintf(c->why, sizeof c->why, "no function body from '%s -O2 -S'", lt_gcc_cmd);
  return c;
}

/* GCC's register number for a token, or -1.  RISC-V ABI names are given x numbers.  */
static int gcc_reg(style st, const char *tok, bool *is_x)
{
  *is_x = false;
  int n;
  char extra;
  switch (st)
    {
    case ST_A64:
      if ((tok[0] == 'w' || tok[0] == 'x') && sscanf(tok + 1, "%d%c", &n, &extra) == 1)
        {
          *is_x = tok[0] == 'x';
          return n;
        }
      return -1;
    case ST_ARM:
    case ST_A64_FROM_ARM:
      if (!strcmp(tok, "ip"))
        return 12;
      if (tok[0] == 'r' && sscanf(tok + 1, "%d%c", &n, &extra) == 1)
        return n;
      return -1;
    case ST_PPC:
      if (!strncmp(tok, "%r", 2) && sscanf(tok + 2, "%d%c", &n, &extra) == 1)
        return n;
      return -1;
    case ST_RV:
      {
        static const char *const abi[32] = { "zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2",
          "s0", "s1", "a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "s2", "s3", "s4", "s5",
          "s6", "s7", "s8", "s9", "s10", "s11", "t3", "t4", "t5", "t6" };
        for (int i = 1; i < 32; i++)
          if (!strcmp(tok, abi[i]))
            return i;
        return -1;
      }
    case ST_X86:
    case ST_MIPS:
      return -1;
    }
  return -1;
}

static bool render_gcc(struct render *R, const lt_ev *e, int ev_index, char *why, size_t wn)
{
  struct gcc_cell *c = gcc_cell_for(e);
  if (!c || c->why[0])
    {
      snprintf(why, wn, "GCC: %s", c ? c->why : "too many cells");
      return false;
    }
  int map[32];
  for (int i = 0; i < 32; i++)
    map[i] = -1;
  int arg0 = R->st == ST_PPC ? 3 : R->st == ST_RV ? 10 : 0;
  int first_line = R->t->n;
  for (int i = 0; i < c->n; i++)
    {
      const char *l = c->line[i];
      char out[200] = "";
      bool bracket = false, sext = false;
      /* PPC: the CR field operand ("%cr0,") is implied.  */
      for (const char *q = l; *q;)
        {
          if (!strncmp(q, "%cr0,", 5))
            {
              q += 5;
              continue;
            }
          if (isalpha((unsigned char) *q) || *q == '%' || *q == '_' || *q == '.' || *q == '$')
            {
              const char *st = q;
              q++;
              while (isalnum((unsigned char) *q) || *q == '_' || *q == '.' || *q == '-')
                q++;
              char tok[64];
              snprintf(tok, sizeof tok, "%.*s", (int) (q - st), st);
              bool is_x;
              int g = st == l ? -1 : gcc_reg(R->st, tok, &is_x);
              if (R->st == ST_RV && !strcmp(tok, "zero"))
                {
                  addf(out, sizeof out, "x0");
                  continue;
                }
              if (g < 0 || g >= 32)
                {
                  /* RISC-V sext.w is addiw rd,rs,0 (herd7 has no sext.w).  */
                  if (st == l && R->st == ST_RV && !strcmp(tok, "sext.w"))
                    {
                      addf(out, sizeof out, "addiw");
                      sext = true;
                    }
                  else
                    addf(out, sizeof out, "%s", tok);
                  continue;
                }
              if (map[g] < 0)
                {
                  map[g] = fresh(R);
                  if (map[g] < 0)
                    {
                      snprintf(why, wn, "GCC: out of registers");
                      return false;
                    }
                  int argn = g - arg0;
                  if (argn >= 0 && argn <= 2)
                    {
                      char cn[16];
                      cond_name(R->st, map[g], cn, sizeof cn);
                      if (argn == 0 && e->kind != LT_FENCE)
                        addf(R->init, R->init_n, "%d:%s=%s; ", R->th, cn, var_names[e->var]);
                      else if (argn == 1)
                        addf(R->init, R->init_n, "%d:%s=%d; ", R->th, cn,
                             e->kind == LT_CAS ? 1 : e->val);
                      else if (argn == 2 && e->kind == LT_CAS)
                        addf(R->init, R->init_n, "%d:%s=%d; ", R->th, cn, e->val);
                    }
                }
              switch (R->st)
                {
                case ST_A64: addf(out, sizeof out, "%c%d", is_x ? 'x' : 'w', map[g]); break;
                case ST_A64_FROM_ARM:
                  /* Addresses are X registers; a register move may carry one (GCC copies the
                     pointer argument), and a 64-bit move of a 32-bit value is the same value.  */
                  addf(out, sizeof out, "%c%d", bracket || !strncmp(l, "mov ", 4) ? 'x' : 'w',
                       map[g]);
                  break;
                case ST_ARM: case ST_PPC: addf(out, sizeof out, "r%d", map[g]); break;
                case ST_RV: addf(out, sizeof out, "x%d", map[g]); break;
                case ST_X86: case ST_MIPS: break;
                }
              continue;
            }
          if (*q == '[')
            bracket = true;
          if (*q == ']')
            bracket = false;
          addf(out, sizeof out, "%c", *q);
          q++;
        }
      if (sext)
        addf(out, sizeof out, ",0");
      /* PPC X-forms with RA = 0, as in render_cell.  */
      char *z = R->st == ST_PPC ? strstr(out, ",0,") : NULL;
      if (z)
        {
          char t2[200];
          snprintf(t2, sizeof t2, "%.*s,r0,%s", (int) (z - out), out, z + 3);
          snprintf(out, sizeof out, "%s", t2);
        }
      translate(R, out, sizeof out);
      add_line(R->t, out);
    }
  if (!resolve_labels(R, first_line, "GCC", why, wn))
    return false;
  if (e->read)
    {
      if (map[arg0] < 0)
        {
          snprintf(why, wn, "GCC: no result register");
          return false;
        }
      cond_name(R->st, map[arg0], R->cond_reg[ev_index], sizeof R->cond_reg[0]);
    }
  return true;
}

static void request_for(const lt_ev *e, int width, al_request *r)
{
  memset(r, 0, sizeof *r);
  r->order = e->order;
  r->width = width;
  r->align = width;
  switch (e->kind)
    {
    case LT_LD: r->op = AL_LOAD; r->use = AL_USE_VALUE; break;
    case LT_ST: r->op = AL_STORE; r->use = AL_USE_NONE; break;
    case LT_FENCE: r->op = AL_THREAD_FENCE; r->width = 0; r->align = 0; r->use = AL_USE_NONE; break;
    case LT_XCHG: r->op = AL_EXCHANGE; r->use = AL_USE_VALUE; break;
    case LT_FADD: r->op = AL_FETCH_OP; r->arith = AL_ADD; r->use = AL_USE_VALUE; break;
    case LT_CAS:
      r->op = AL_CAS;
      r->cas_form = AL_CAS_ATOMIC;
      r->exp = AL_EXP_REG;
      r->fail_order = cas_fail(e->order);
      r->use = AL_USE_VALUE;
      break;
    }
  al_normalize_orders(r);
}

bool lt_write_arch(FILE *f, const lt_test *t, const al_target *tg, char *why, size_t wn)
{
  int gcc_thread = t->gcc_thread;
  const char *nowhy;
  const char *arch = lt_herd_arch(tg, &nowhy);
  if (!arch)
    {
      snprintf(why, wn, "%s", nowhy);
      return false;
    }
  const char *herd = al_arch_herd(tg->arch);
  style st = !strcmp(herd, "X86_64") ? ST_X86 : !strcmp(herd, "AArch64") ? ST_A64
             : !strcmp(herd, "ARM") ? (tg->arm_arch >= 8 ? ST_A64_FROM_ARM : ST_ARM)
             : !strcmp(herd, "PPC") ? ST_PPC : !strcmp(herd, "MIPS") ? ST_MIPS : ST_RV;
  if (st == ST_RV && strcmp(herd, "RISCV"))
    {
      snprintf(why, wn, "this tool cannot yet write %s code in herd7's %s syntax",
               al_arch_name(tg->arch), herd);
      return false;
    }
  if (t->width == 8 && (st == ST_ARM || st == ST_A64_FROM_ARM))
    {
      snprintf(why, wn, "8-byte cells are register pairs on 32-bit Arm");
      return false;
    }
  if (t->width == 8 && st == ST_MIPS)
    {
      snprintf(why, wn, "herd7's MIPS syntax has no sd/lld/scd (8-byte cells)");
      return false;
    }
  if (gcc_thread >= 0 && st == ST_MIPS)
    {
      /* GCC's own MIPS code comes from its .set noreorder output, branch delay slots
         filled; the compiled tests (scripts/litmus-compiled) translate those.  */
      snprintf(why, wn, "no mixed tests on MIPS (GCC's delay-slot code: the compiled tests mix it)");
      return false;
    }
  if (t->width == 8 && st == ST_PPC)
    {
      snprintf(why, wn, "herd7's PPC syntax has no ldarx/stdcx./cmpd (8-byte cells)");
      return false;
    }
  static struct thr threads[LT_MAX_THREADS];
  char init[1024] = "";
  char conds[LT_MAX_THREADS][LT_MAX_EVS][16];
  memset(conds, 0, sizeof conds);
  for (int th = 0; th < t->n_threads; th++)
    {
      struct thr *T = &threads[th];
      memset(T, 0, sizeof *T);
      T->next_reg = first_reg(st);
      for (int k = 0; k < 4; k++)
        T->loc_reg[k] = -1;
      struct render R = { st, tg, th, T, init, sizeof init, { { 0 } } };
      for (int i = 0; i < t->n_evs[th]; i++)
        {
          const lt_ev *e = &t->ev[th][i];
          if (th == gcc_thread)
            {
              if (st == ST_X86)
                {
                  snprintf(why, wn, "no mixed tests on x86_64");
                  return false;
                }
              if (!render_gcc(&R, e, i, why, wn))
                return false;
              continue;
            }
          al_request rq;
          al_seq s;
          request_for(e, t->width, &rq);
          al_lower(tg, &rq, &s);
          if (s.decision != AL_INLINE)
            {
              snprintf(why, wn, "%s %d %s: not inline (%s)", al_op_name(&rq), rq.width,
                       al_order_name(rq.order), s.reason ? s.reason : "");
              return false;
            }
          if (!render_cell(&R, &s, &rq, e, i, why, wn))
            return false;
        }
      memcpy(conds[th], R.cond_reg, sizeof conds[th]);
      if (T->n == 0)
        add_line(T, st == ST_X86 ? "" : "");
    }
  if (gcc_thread >= 0)
    fprintf(f, "%s %s\n\"atomlower litmus: %s, cells of %s, thread %d GCC's (%s)\"\n{ ", arch,
            t->name, t->shape, tg->name, gcc_thread, lt_gcc_cmd);
  else
    fprintf(f, "%s %s\n\"atomlower litmus: %s, cells of %s\"\n{ ", arch, t->name, t->shape, tg->name);
  for (int v = 0; v < t->n_vars; v++)
    fprintf(f, "%s=0; ", var_names[v]);
  for (int th = 0; th < t->n_threads; th++)
    if (thread_has_cas(t, th))
      fprintf(f, "e%d=1; ", th);
  fprintf(f, "%s}\n", init);
  int rows = 0;
  for (int th = 0; th < t->n_threads; th++)
    if (threads[th].n > rows)
      rows = threads[th].n;
  for (int th = 0; th < t->n_threads; th++)
    fprintf(f, " P%-26d%s", th, th + 1 < t->n_threads ? "|" : ";\n");
  for (int r = 0; r < rows; r++)
    for (int th = 0; th < t->n_threads; th++)
      fprintf(f, " %-27s%s", r < threads[th].n ? threads[th].line[r] : "",
              th + 1 < t->n_threads ? "|" : ";\n");
  fputs("exists (", f);
  const char *sep = "";
  for (int th = 0; th < t->n_threads; th++)
    for (int i = 0; i < t->n_evs[th]; i++)
      if (t->ev[th][i].read)
        {
          fprintf(f, "%s%d:%s=%d", sep, th, conds[th][i], t->ev[th][i].expect);
          sep = " /\\ ";
        }
  for (int k = 0; k < t->n_final; k++)
    {
      fprintf(f, "%s%s=%d", sep, var_names[t->final_var[k]], t->final_val[k]);
      sep = " /\\ ";
    }
  fputs(")\n", f);
  return true;
}

/* The cells of atomlower's threads of a test (not a mixed test's GCC thread), ';'-separated, named as lower-cells names a cell
   ("exchange 4 acquire", "compare_exchange 4 acq_rel/acquire", "thread_fence seq_cst").  */
void lt_cell_keys(const lt_test *t, char *buf, size_t n)
{
  buf[0] = 0;
  for (int th = 0; th < t->n_threads; th++)
    for (int i = 0; i < t->n_evs[th] && th != t->gcc_thread; i++)
      {
        al_request r;
        request_for(&t->ev[th][i], t->width, &r);
        char key[128];
        if (r.op == AL_CAS)
          snprintf(key, sizeof key, "%s %d %s/%s", al_op_name(&r), r.width,
                   al_order_name(r.order), al_order_name(r.fail_order));
        else if (r.op == AL_THREAD_FENCE)
          snprintf(key, sizeof key, "%s %s", al_op_name(&r), al_order_name(r.order));
        else
          snprintf(key, sizeof key, "%s %d %s", al_op_name(&r), r.width, al_order_name(r.order));
        char with[130];
        snprintf(with, sizeof with, ";%s;", key);
        char have[2100];
        snprintf(have, sizeof have, ";%s;", buf);
        if (strstr(have, with))
          continue;
        addf(buf, n, "%s%s", buf[0] ? ";" : "", key);
      }
}
