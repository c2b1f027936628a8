/* warn.cc — diagnostics no compiler gives for atomics, each off until named in
 * -fplugin-arg-atomlower-warn=LIST (docs/diagnostics.md says exactly what each detects):
 *
 *   mixed             a plain load or store of an object the unit also accesses through an
 *                     __atomic_* / __sync_* builtin (or an _Atomic operator):
 *                       counter = 0;                      warning: plain store to 'counter', ...
 *                       __atomic_fetch_add (&counter, ..) note: 'counter' is accessed atomically here
 *   align             a site the plugin sends to the runtime instead of inlining: misaligned,
 *                     or larger than the target does lock-free inline; the reason and the size
 *   implicit-seq-cst  an _Atomic operator (x++, x = v, a read of x) or a <stdatomic.h> call
 *                     without _explicit: seq_cst the program never wrote
 *
 * How they are controlled.  GCC 12 has no way for a plugin to add a -W option: the option
 * table is compiled in, and `#pragma GCC diagnostic` and -Werror=NAME look names up in it
 * (c-pragma.cc: find_opt, else "unknown option").  GCC's diagnostic machinery itself,
 * though, works on option indices: the plugin appends three indices past GCC's own
 * (global_dc->n_opts, classify_diagnostic[]) and answers for them in the context's
 * option_enabled / option_name / get_option_url hooks.  So each warning is a real warning
 * as far as diagnostic.cc is concerned: -Werror makes it an error, -w silences it, it is
 * tagged [-fplugin-arg-atomlower-warn=NAME], and `#pragma atomlower diagnostic
 * ignored|warning|error "NAME"` (registered here) records a classification change at its
 * location in GCC's own history, which `#pragma GCC diagnostic push` / `pop` scope like
 * any other.  What stays out of reach is naming these warnings in `#pragma GCC diagnostic`
 * or in -Werror=/-Wno-error= themselves.
 *
 * The analysis of mixed and implicit-seq-cst is a pass of its own, just before the
 * early lowering pass (it sees every builtin as the front end left it); mixed collects
 * both sides per unit and speaks once every function has been through that point
 * (PLUGIN_EARLY_GIMPLE_PASSES_END).  align is said by the lowering pass (pass.cc) at the
 * site it decides to send to the runtime.
 */
#include "compat.h"
#include "plugin.h"

namespace {

const char *const warning_names[AL_N_WARNINGS] = { "mixed", "align", "implicit-seq-cst" };
unsigned enabled;            /* 1 << al_warning */
const char *plugin_name = "atomlower";

/* ---- option indices of our own (see the header; compat.h, al_diag_add_options) ---- */

int first_index;             /* the first of ours; 0 until installed */

int ours(int index)
{
  return first_index && index >= first_index && index < first_index + AL_N_WARNINGS
             ? index - first_index : -1;
}

bool is_ours(int index) { return ours(index) >= 0; }

char *warning_option_name(int index, bool werror)
{
  return xasprintf("-fplugin-arg-%s-warn=%s%s", plugin_name, warning_names[ours(index)],
                   werror ? ", -Werror" : "");
}

void install_indices(void)
{
  first_index = al_diag_add_options(AL_N_WARNINGS, is_ours, warning_option_name);
}

bool on(al_warning w) { return (enabled >> w) & 1; }
int opt(al_warning w) { return first_index + w; }

int warning_by_name(const char *name)
{
  for (int i = 0; i < AL_N_WARNINGS; i++)
    if (!strcmp(name, warning_names[i]))
      return i;
  return -1;
}

/* #pragma atomlower diagnostic ignored|warning|error "NAME", push, pop: GCC's own
   classification history, at the pragma's location (as handle_pragma_diagnostic does).  */
void handle_pragma(cpp_reader *)
{
  tree x;
  location_t loc;
  if (pragma_lex(&x, &loc) != CPP_NAME)
    {
      warning_at(loc, OPT_Wpragmas, "expected %<ignored%>, %<warning%>, %<error%>, %<push%> "
                 "or %<pop%> after %<#pragma %s diagnostic%>", plugin_name);
      return;
    }
  const char *what = IDENTIFIER_POINTER(x);
  diagnostic_t kind;
  if (!strcmp(what, "push") || !strcmp(what, "pop"))
    {
      if (what[1] == 'u')
        diagnostic_push_diagnostics(global_dc, input_location);
      else
        diagnostic_pop_diagnostics(global_dc, input_location);
      kind = DK_UNSPECIFIED;
    }
  else if (!strcmp(what, "ignored") || !strcmp(what, "warning") || !strcmp(what, "error"))
    {
      kind = what[0] == 'i' ? DK_IGNORED : what[0] == 'w' ? DK_WARNING : DK_ERROR;
      location_t name_loc;
      if (pragma_lex(&x, &name_loc) != CPP_STRING)
        {
          warning_at(name_loc, OPT_Wpragmas, "missing warning name after %<#pragma %s "
                     "diagnostic %s%>", plugin_name, what);
          return;
        }
      int w = warning_by_name(TREE_STRING_POINTER(x));
      if (w < 0)
        {
          warning_at(name_loc, OPT_Wpragmas, "unknown warning %qs after %<#pragma %s "
                     "diagnostic%>; valid names are: %s, %s, %s", TREE_STRING_POINTER(x),
                     plugin_name, warning_names[0], warning_names[1], warning_names[2]);
          return;
        }
      diagnostic_classify_diagnostic(global_dc, opt((al_warning) w), kind, input_location);
    }
  else
    {
      warning_at(loc, OPT_Wpragmas, "expected %<ignored%>, %<warning%>, %<error%>, %<push%> "
                 "or %<pop%> after %<#pragma %s diagnostic%>", plugin_name);
      return;
    }
  if (pragma_lex(&x, &loc) != CPP_EOF)
    warning_at(loc, OPT_Wpragmas, "junk at end of %<#pragma %s diagnostic%>", plugin_name);
}

void register_pragmas(void *, void *)
{
  if (c_register_pragma)
    c_register_pragma(plugin_name, "diagnostic", handle_pragma);
}

/* Where to say something about LOC: a site a system header's macro makes (<stdatomic.h>,
   <tgmath.h>) is said where the program expands the macro, not in the header, where GCC
   would not show it (as warn_orders in pass.cc does for -Winvalid-memory-model).  */
location_t where(location_t loc)
{
  return expansion_point_location_if_in_system_header(loc);
}

void find_local_defs(function *fn, hash_map<tree, gimple *> *defs);

/* ---- the atomic builtins, as far as these warnings need them ------------------ */

struct atomic_builtin {
  built_in_function code;   /* a sized family's _N code (the _1.._16 codes follow it) */
  bool sized, sync, cas;
  char access;              /* 'l' load, 's' store, 'm' read-modify-write, 0 none */
  const char *with_order;   /* the <stdatomic.h> spelling that takes an order */
};

/* builtins.def's rows; those that are no access (fences) are skipped.  */
const atomic_builtin atomic_builtins[] = {
#define BUILTIN(code, sized, lower, op, ar, form, sync, p, v, e, d, w, o, f, fixed, access, \
                c11) \
  { code, sized, sync, op == AL_CAS, access, c11 },
#include "builtins.def"
#undef BUILTIN
};

/* One atomic access as a call makes it.  */
struct atomic_call {
  const atomic_builtin *b;  /* NULL for .ATOMIC_COMPARE_EXCHANGE */
  tree ptr;                 /* the object's address */
  int width;                /* bytes, 0 when not known */
  bool seq_cst;             /* every order argument is the constant seq_cst */
};

bool describe_call(const gcall *call, atomic_call *a)
{
  a->b = NULL;
  a->seq_cst = false;
  unsigned n = gimple_call_num_args(call);
  if (gimple_call_internal_p(call, IFN_ATOMIC_COMPARE_EXCHANGE))
    {
      a->ptr = gimple_call_arg(call, 0);
      tree flags = gimple_call_arg(call, 3);
      a->width = tree_fits_uhwi_p(flags) ? (int) (tree_to_uhwi(flags) & 255) : 0;
      return true;
    }
  if (!gimple_call_builtin_p(call, BUILT_IN_NORMAL))
    return false;
  built_in_function code = DECL_FUNCTION_CODE(gimple_call_fndecl(call));
  for (const atomic_builtin &b : atomic_builtins)
    {
      if (!b.access || (b.sized ? !(code > b.code && code <= b.code + 5) : code != b.code))
        continue;
      bool size_first = !b.sized && b.code != BUILT_IN_ATOMIC_TEST_AND_SET
                        && b.code != BUILT_IN_ATOMIC_CLEAR;
      if (n < (size_first ? 3u : 1u))
        return false;
      a->b = &b;
      a->ptr = gimple_call_arg(call, size_first ? 1 : 0);
      if (b.sized)
        a->width = 1 << (code - b.code - 1);
      else if (!size_first)
        a->width = 1;
      else
        {
          tree size = gimple_call_arg(call, 0);
          a->width = tree_fits_uhwi_p(size) && tree_to_uhwi(size) < 4096
                         ? (int) tree_to_uhwi(size) : 0;
        }
      if (!b.sync)
        {
          a->seq_cst = true;
          for (unsigned i = n - (b.cas ? 2 : 1); i < n; i++)
            {
              tree o = gimple_call_arg(call, i);
              if (TREE_CODE(o) != INTEGER_CST || !tree_fits_uhwi_p(o)
                  || tree_to_uhwi(o) != MEMMODEL_SEQ_CST)
                a->seq_cst = false;
            }
        }
      return POINTER_TYPE_P(TREE_TYPE(a->ptr));
    }
  return false;
}

/* ---- naming an object as the source does ---------------------------------------- */

/* The definitions of each local pointer variable of the function being analysed (the
   mixed and implicit-seq-cst pass, before SSA): how many, and the statement when there is
   exactly one.  NULL elsewhere (the lowering passes): then only SSA names are followed.  */
hash_map<tree, gimple *> *local_defs;

/* The statement that gives pointer P its one value, if there is one.  */
gimple *single_def(tree p)
{
  if (TREE_CODE(p) == SSA_NAME)
    {
      gimple *g = SSA_NAME_DEF_STMT(p);
      return g && !gimple_nop_p(g) ? g : NULL;
    }
  if (local_defs && (VAR_P(p) || TREE_CODE(p) == PARM_DECL))
    if (gimple **g = local_defs->get(p))
      return *g;
  return NULL;
}

/* al_resolve (plugin.h).  */
using pointee = al_pointee;

pointee resolve(tree p)
{
  pointee r = { NULL_TREE, p, 0 };
  for (int depth = 0; depth < 8; depth++)
    {
      if (TREE_CODE(p) == ADDR_EXPR)
        {
          r.ref = TREE_OPERAND(p, 0);
          r.base = NULL_TREE;
          return r;
        }
      gimple *g = single_def(p);
      if (!g || !is_gimple_assign(g))
        break;
      tree_code code = gimple_assign_rhs_code(g);
      tree rhs = gimple_assign_rhs1(g);
      if (code == POINTER_PLUS_EXPR && tree_fits_shwi_p(gimple_assign_rhs2(g)))
        r.off += tree_to_shwi(gimple_assign_rhs2(g));
      else if (!(gimple_assign_single_p(g) || CONVERT_EXPR_CODE_P(code)))
        break;
      if (TREE_CODE(rhs) != ADDR_EXPR && TREE_CODE(rhs) != SSA_NAME
          && !((VAR_P(rhs) || TREE_CODE(rhs) == PARM_DECL) && !is_global_var(rhs)
               && !TREE_ADDRESSABLE(rhs)))
        break;
      p = r.base = rhs;
    }
  return r;
}

const char *decl_text(tree d)
{
  if (!d || !DECL_P(d) || !DECL_NAME(d))
    return NULL;
  if (DECL_ARTIFICIAL(d) && !DECL_IGNORED_P(d) && TREE_CODE(d) != FIELD_DECL)
    return NULL;
  return lang_hooks.decl_printable_name(d, 0);
}

bool append_ref(pretty_printer *pp, tree t, int depth);

/* A pointer as the source names it: a named variable, or &REF.  */
bool append_ptr(pretty_printer *pp, tree p, int depth)
{
  if (depth > 8)
    return false;
  if (TREE_CODE(p) == SSA_NAME && SSA_NAME_VAR(p) && decl_text(SSA_NAME_VAR(p)))
    {
      pp_string(pp, decl_text(SSA_NAME_VAR(p)));
      return true;
    }
  if (DECL_P(p) && decl_text(p))
    {
      pp_string(pp, decl_text(p));
      return true;
    }
  pointee r = resolve(p);
  if (r.ref && r.off == 0)
    {
      pp_character(pp, '&');
      return append_ref(pp, r.ref, depth + 1);
    }
  if (r.base && r.base != p && r.off == 0)
    return append_ptr(pp, r.base, depth + 1);
  return false;
}

bool append_ref(pretty_printer *pp, tree t, int depth)
{
  if (depth > 8)
    return false;
  switch (TREE_CODE(t))
    {
    case VAR_DECL:
    case PARM_DECL:
    case RESULT_DECL:
      if (!decl_text(t))
        return false;
      pp_string(pp, decl_text(t));
      return true;
    case COMPONENT_REF:
      {
        tree obj = TREE_OPERAND(t, 0), field = TREE_OPERAND(t, 1);
        if (TREE_CODE(obj) == MEM_REF && integer_zerop(TREE_OPERAND(obj, 1)))
          {
            if (!append_ptr(pp, TREE_OPERAND(obj, 0), depth + 1))
              return false;
            if (!decl_text(field))
              return true;       /* an anonymous member: its members are the pointer's */
            pp_string(pp, "->");
          }
        else
          {
            if (!append_ref(pp, obj, depth + 1))
              return false;
            if (!decl_text(field))
              return true;
            pp_character(pp, '.');
          }
        pp_string(pp, decl_text(field));
        return true;
      }
    case ARRAY_REF:
      {
        if (!append_ref(pp, TREE_OPERAND(t, 0), depth + 1))
          return false;
        tree i = TREE_OPERAND(t, 1);
        pp_character(pp, '[');
        if (TREE_CODE(i) == INTEGER_CST)
          pp_wide_int(pp, wi::to_wide(i), TYPE_SIGN(TREE_TYPE(i)));
        else if (!append_ptr(pp, i, depth + 1))
          pp_string(pp, "...");
        pp_character(pp, ']');
        return true;
      }
    case MEM_REF:
      {
        tree p = TREE_OPERAND(t, 0);
        if (!integer_zerop(TREE_OPERAND(t, 1)))
          return false;
        if (TREE_CODE(p) == ADDR_EXPR)
          return append_ref(pp, TREE_OPERAND(p, 0), depth + 1);
        pointee r = resolve(p);
        if (r.ref && r.off == 0)
          return append_ref(pp, r.ref, depth + 1);
        pp_character(pp, '*');
        return append_ptr(pp, p, depth + 1);
      }
    case REALPART_EXPR:
    case IMAGPART_EXPR:
    case VIEW_CONVERT_EXPR:
      return append_ref(pp, TREE_OPERAND(t, 0), depth + 1);
    default:
      return false;
    }
}

/* REF, or the element OFF bytes into it when REF is an array (`AI + 4`, an address the
   front end folds to a byte offset), as the source names it ("s.count", "p->next",
   "a[3]"), or NULL; xstrdup'd.  */
char *ref_text(tree ref, HOST_WIDE_INT off = 0)
{
  pretty_printer pp;
  if (TREE_CODE(ref) == MEM_REF && TREE_CODE(TREE_OPERAND(ref, 0)) == ADDR_EXPR
      && tree_fits_shwi_p(TREE_OPERAND(ref, 1)))
    {
      off += tree_to_shwi(TREE_OPERAND(ref, 1));
      ref = TREE_OPERAND(TREE_OPERAND(ref, 0), 0);
    }
  if (off != 0)
    {
      tree type = TREE_TYPE(ref);
      if (TREE_CODE(type) != ARRAY_TYPE || !tree_fits_shwi_p(TYPE_SIZE_UNIT(TREE_TYPE(type))))
        return NULL;
      HOST_WIDE_INT elt = tree_to_shwi(TYPE_SIZE_UNIT(TREE_TYPE(type)));
      if (elt <= 0 || off % elt != 0 || !append_ref(&pp, ref, 0))
        return NULL;
      pp_character(&pp, '[');
      pp_wide_integer(&pp, off / elt);
      pp_character(&pp, ']');
    }
  else if (!append_ref(&pp, ref, 0))
    return NULL;
  return xstrdup(pp_formatted_text(&pp));
}

/* The object pointer P points to, likewise.  */
char *pointee_text(tree p)
{
  pointee r = resolve(p);
  if (r.ref)
    return ref_text(r.ref, r.off);
  pretty_printer pp;
  pp_character(&pp, '*');
  if (r.off != 0 || !append_ptr(&pp, p, 0))
    return NULL;
  return xstrdup(pp_formatted_text(&pp));
}

/* ---- implicit-seq-cst ------------------------------------------------------------- */

/* <stdatomic.h>'s macros that take no order and pass __ATOMIC_SEQ_CST (C11 7.17).  */
const char *const implicit_macros[] = {
  "atomic_load", "atomic_store", "atomic_exchange", "atomic_compare_exchange_strong",
  "atomic_compare_exchange_weak", "atomic_fetch_add", "atomic_fetch_sub", "atomic_fetch_or",
  "atomic_fetch_xor", "atomic_fetch_and", "atomic_flag_test_and_set", "atomic_flag_clear",
};

bool implicit_macro_name(const char *name, size_t len)
{
  for (const char *m : implicit_macros)
    if (strlen(m) == len && !strncmp(m, name, len))
      return true;
  return false;
}

/* The macro of <stdatomic.h> without an order that LOC comes from, however deep in other
   expansions, with where it was expanded (*WHERE); NULL when there is none.  Needs the
   virtual locations of -ftrack-macro-expansion (GCC's default, 2).  */
const char *stdatomic_macro(location_t loc, location_t *where)
{
  loc = get_pure_location(loc);
  for (int depth = 0; depth < 64 && linemap_location_from_macro_expansion_p(line_table, loc);
       depth++)
    {
      const line_map *map = linemap_lookup(line_table, loc);
      if (!map || !linemap_macro_expansion_map_p(map))
        break;
      const line_map_macro *mm = linemap_check_macro(map);
      const char *name = linemap_map_get_macro_name(mm);
      location_t at = al_macro_expansion_point(mm);
      if (name && implicit_macro_name(name, strlen(name)) && cpp_user_macro_p(mm->macro))
        {
          expanded_location def = expand_location(mm->macro->value.macro->line);
          if (def.file && !strcmp(lbasename(def.file), "stdatomic.h"))
            {
              *where = at;
              return name;
            }
        }
      loc = get_pure_location(at);
    }
  return NULL;
}

/* What the source spells at LOC's spelling location: 'b' an identifier starting __atomic or
   __sync (a builtin the program calls by name), 'e' an atomic_*_explicit or other
   <stdatomic.h> name that takes an order, 'i' one of implicit_macros (only when macro
   expansions are not tracked), 'o' anything else (an operator, or the _Atomic object a
   read names), 0 when the source cannot be read.  */
char spelled_at(location_t loc, const char **ident, size_t *len)
{
  location_t sp = linemap_resolve_location(line_table, get_pure_location(loc),
                                           LRK_SPELLING_LOCATION, NULL);
  expanded_location xl = expand_location(sp);
  if (!xl.file || xl.line <= 0 || xl.column <= 0)
    return 0;
  char_span line = al_source_line(xl.file, xl.line);
  if (!line || (size_t) xl.column > line.length())
    return 0;
  const char *s = line.get_buffer() + xl.column - 1;
  size_t n = 0, max = line.length() - (xl.column - 1);
  while (n < max && (ISIDNUM(s[n])))
    n++;
  *ident = s;
  *len = n;
  if (n == 0 || ISDIGIT(s[0]))
    return 'o';
  if ((n > 8 && !strncmp(s, "__atomic", 8)) || (n > 6 && !strncmp(s, "__sync", 6)))
    return 'b';
  if (implicit_macro_name(s, n))
    return 'i';
  if (n > 7 && !strncmp(s, "atomic_", 7))
    return 'e';
  return 'o';
}

struct implicit_site {
  location_t loc;
  int rank;                 /* the read-modify-write of a compound assignment's loop wins */
  char macro[48];           /* the <stdatomic.h> name, or "" for an operator */
  const char *access;
  const char *with_order;
  char *what;
};

/* An _Atomic operator or a <stdatomic.h> call without an order, or nothing.  */
bool implicit_seq_cst(const gcall *call, const atomic_call &a, implicit_site *site)
{
  if (!a.b || a.b->sync || !a.seq_cst)
    return false;
  location_t loc = gimple_location(call);
  if (loc == UNKNOWN_LOCATION)
    return false;
  memset(site, 0, sizeof *site);
  site->rank = a.b->access == 'm' ? 2 : a.b->access == 's' ? 1 : 0;
  site->access = a.b->access == 'l' ? "load" : a.b->access == 's' ? "store"
                                                                     : "read-modify-write";
  if (const char *m = stdatomic_macro(loc, &site->loc))
    {
      snprintf(site->macro, sizeof site->macro, "%s", m);
      return true;
    }
  cpp_reader *pfile = al_parse_in();
  if (!pfile || cpp_get_options(pfile)->preprocessed)
    return false;            /* columns are the expanded text's: nothing to read */
  const char *ident;
  size_t len;
  switch (spelled_at(loc, &ident, &len))
    {
    case 'i':
      /* -ftrack-macro-expansion=0: the expansion point names the macro.  */
      snprintf(site->macro, sizeof site->macro, "%.*s", (int) len, ident);
      site->loc = loc;
      return true;
    case 'o':
      break;
    default:
      return false;
    }
  /* An operator applies to an _Atomic lvalue: the object's type says so.  */
  tree type = TREE_TYPE(TREE_TYPE(a.ptr));
  pointee r = resolve(a.ptr);
  if (r.ref && r.off == 0)
    type = TREE_TYPE(r.ref);
  if (!TYPE_ATOMIC(type))
    return false;
  site->loc = where(loc);
  site->what = pointee_text(a.ptr);
  /* A compound assignment the front end makes a compare-exchange loop is a
     read-modify-write however the loop starts (its first load).  */
  site->with_order = a.b->cas ? "atomic_compare_exchange_weak_explicit" : a.b->with_order;
  return true;
}

void report_implicit(const implicit_site &s)
{
  if (s.macro[0])
    {
      char *with = xasprintf("%s_explicit", s.macro);
      warning_at(s.loc, opt(AL_W_IMPLICIT_SEQ_CST),
                 "%qs without a memory order is %<seq_cst%>; use %qs with the order it needs",
                 s.macro, with);
      free(with);
    }
  else if (s.what)
    warning_at(s.loc, opt(AL_W_IMPLICIT_SEQ_CST),
               "implicit %<seq_cst%> %s of %<_Atomic%> object %qs; use %qs with the order it "
               "needs", s.access, s.what, s.with_order);
  else
    warning_at(s.loc, opt(AL_W_IMPLICIT_SEQ_CST),
               "implicit %<seq_cst%> %s of an %<_Atomic%> object; use %qs with the order it "
               "needs", s.access, s.with_order);
}

/* ---- mixed: places ------------------------------------------------------------------ */

/* A range of memory, named so that two functions can compare it: a variable (by DECL_UID,
   unique for the whole compilation) or, within one function, what a pointer points to
   (the pointer variable's DECL_UID or an SSA name's version), with a bit range from there.
   SIZE < 0: the range is not known (a variable index): it overlaps the whole.  */
enum place_kind { PLACE_DECL, PLACE_PTR_DECL, PLACE_PTR_SSA };

struct place {
  place_kind kind;
  unsigned uid;
  unsigned scope;           /* 0: the whole unit (static storage); else the function's DECL_UID */
  HOST_WIDE_INT off, size;
  bool exact;               /* false: OFF, SIZE cover every element a variable index may reach */
};

bool overlap(const place &a, const place &b)
{
  if (a.kind != b.kind || a.uid != b.uid || a.scope != b.scope)
    return false;
  if (a.size < 0 || b.size < 0)
    return true;
  return a.off < b.off + b.size && b.off < a.off + a.size;
}

bool place_of_ref(tree ref, place *pl, int depth);

/* The place pointer P points to, from BYTES bytes past it, SIZE bits long.  */
bool place_of_ptr(tree p, HOST_WIDE_INT bytes, HOST_WIDE_INT size, place *pl, int depth)
{
  if (depth > 8)
    return false;
  pointee r = resolve(p);
  HOST_WIDE_INT off = (r.off + bytes) * BITS_PER_UNIT;
  if (r.ref)
    {
      if (!place_of_ref(r.ref, pl, depth + 1))
        return false;
      /* SIZE bits at OFF past the object's start; where a variable index leaves the start
         open, the whole range it may reach.  */
      if (pl->size >= 0 && pl->exact)
        {
          pl->off += off;
          pl->size = size;
        }
      return true;
    }
  tree b = r.base;
  pl->scope = DECL_UID(current_function_decl);
  if (TREE_CODE(b) == SSA_NAME)
    {
      pl->kind = PLACE_PTR_SSA;
      pl->uid = SSA_NAME_VERSION(b);
    }
  else if ((VAR_P(b) || TREE_CODE(b) == PARM_DECL) && !is_global_var(b)
           && !TREE_ADDRESSABLE(b) && local_defs)
    {
      /* A pointer variable assigned more than once names no one object.  */
      if (!local_defs->get(b) && TREE_CODE(b) != PARM_DECL)
        return false;
      gimple **g = local_defs->get(b);
      if (g && !*g)
        return false;
      pl->kind = PLACE_PTR_DECL;
      pl->uid = DECL_UID(b);
    }
  else
    return false;
  pl->off = off;
  pl->size = size;
  pl->exact = true;
  return true;
}

bool place_of_ref(tree ref, place *pl, int depth)
{
  poly_int64 pos, psize, pmax;
  bool reverse;
  tree base = get_ref_base_and_extent(ref, &pos, &psize, &pmax, &reverse);
  HOST_WIDE_INT off, max;
  if (!pos.is_constant(&off) || !pmax.is_constant(&max) || max < 0 || off < 0)
    off = 0, max = -1;
  bool exact = known_eq(psize, pmax);
  if (VAR_P(base) || TREE_CODE(base) == PARM_DECL || TREE_CODE(base) == RESULT_DECL)
    {
      pl->kind = PLACE_DECL;
      pl->uid = DECL_UID(base);
      pl->scope = is_global_var(base) ? 0 : DECL_UID(current_function_decl);
      pl->off = off;
      pl->size = max;
      pl->exact = exact;
      return true;
    }
  if (TREE_CODE(base) == MEM_REF)
    {
      poly_int64 mo;
      HOST_WIDE_INT bytes;
      if (!mem_ref_offset(base).to_shwi(&mo) || !mo.is_constant(&bytes))
        bytes = 0, max = -1;
      if (!place_of_ptr(TREE_OPERAND(base, 0), bytes, max, pl, depth + 1))
        return false;
      if (max >= 0 && pl->size >= 0)
        pl->off += off;
      else
        pl->size = -1;
      pl->exact = pl->exact && exact;
      return true;
    }
  return false;
}

/* ---- mixed: the accesses of a unit ---------------------------------------------- */

enum { ACC_LOAD = 1, ACC_STORE = 2 };

struct access {
  place pl;
  location_t loc;
  char *what;               /* the object as the source names it (xstrdup'd), or NULL */
  unsigned char how;        /* ACC_*; 0 for an atomic access */
  bool scalar;              /* a plain access of 1, 2, 4, 8 or 16 bytes of a scalar */
  tree fn;                  /* the function, for GCC's "In function" line */
  unsigned seq;             /* order of discovery, the last sort key */
};

vec<access> unit_atomics;   /* atomic accesses to static-storage places */
vec<access> unit_plain;     /* plain accesses to static-storage variables whose address is taken */

struct mixed_warning {
  access plain;
  location_t note_loc;      /* UNKNOWN_LOCATION: a statement without one (OpenMP's) */
  tree note_fn;
  char *note_what;
};
vec<mixed_warning> pending;
unsigned seq_counter;

location_t sort_loc(location_t loc)
{
  return linemap_resolve_location(line_table, loc, LRK_MACRO_EXPANSION_POINT, NULL);
}

int cmp_access(const access &a, const access &b)
{
  location_t la = sort_loc(a.loc), lb = sort_loc(b.loc);
  if (la != lb)
    return la < lb ? -1 : 1;
  if (a.loc != b.loc)
    return a.loc < b.loc ? -1 : 1;
  return a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0;
}

int cmp_access_q(const void *a, const void *b)
{
  return cmp_access(*(const access *) a, *(const access *) b);
}

int cmp_pending_q(const void *a, const void *b)
{
  return cmp_access(((const mixed_warning *) a)->plain, ((const mixed_warning *) b)->plain);
}

/* Whether plain access REF could ever be mixed with an atomic one: a volatile access is
   the documented way to say it is not a data race (CK_PR_ACCESS, CMM_ACCESS_ONCE).  */
bool volatile_ref(tree ref)
{
  for (tree t = ref; t; t = handled_component_p(t) ? TREE_OPERAND(t, 0) : NULL_TREE)
    {
      if (TREE_THIS_VOLATILE(t) || (TREE_TYPE(t) && TYPE_VOLATILE(TREE_TYPE(t))))
        return true;
      if (TREE_CODE(t) == MEM_REF || TREE_CODE(t) == TARGET_MEM_REF)
        return TREE_THIS_VOLATILE(t);
    }
  return false;
}

bool memory_ref_p(tree t)
{
  if (!t || is_gimple_reg(t) || is_gimple_min_invariant(t))
    return false;
  return VAR_P(t) || TREE_CODE(t) == PARM_DECL || TREE_CODE(t) == RESULT_DECL
         || handled_component_p(t) || TREE_CODE(t) == MEM_REF
         || TREE_CODE(t) == TARGET_MEM_REF;
}

/* The accesses of the function being analysed.  */
struct fn_accesses {
  vec<access> atomics = vNULL, plain = vNULL;
  void release()
  {
    atomics.release();
    plain.release();
  }
};

void free_access(access &a)
{
  free(a.what);
  a.what = NULL;
}

void note_plain(fn_accesses &acc, gimple *stmt, tree ref, unsigned how)
{
  if (!memory_ref_p(ref) || volatile_ref(ref))
    return;
  place pl;
  if (!place_of_ref(ref, &pl, 0))
    return;
  tree base = get_base_address(ref);
  if (pl.kind == PLACE_DECL && DECL_P(base))
    {
      /* Only an object whose address is taken can be reached by an atomic builtin.  */
      if (!TREE_ADDRESSABLE(base))
        return;
      /* `T x = init;` of an automatic variable: its initialiser, before anything can
         see x (the gimplifier gives the stores the declaration's location).  */
      if (how == ACC_STORE && !is_global_var(base)
          && get_pure_location(gimple_location(stmt))
                 == get_pure_location(DECL_SOURCE_LOCATION(base)))
        return;
    }
  access a;
  a.pl = pl;
  a.loc = where(gimple_location(stmt));
  a.what = ref_text(ref);
  a.how = how;
  tree type = TREE_TYPE(ref);
  a.scalar = (INTEGRAL_TYPE_P(type) || POINTER_TYPE_P(type))
             && tree_fits_uhwi_p(TYPE_SIZE_UNIT(type))
             && pow2p_hwi(tree_to_uhwi(TYPE_SIZE_UNIT(type)))
             && tree_to_uhwi(TYPE_SIZE_UNIT(type)) <= 16;
  a.fn = current_function_decl;
  a.seq = seq_counter++;
  (pl.scope ? acc.plain : unit_plain).safe_push(a);
}

void note_atomic(fn_accesses &acc, const gcall *call, const atomic_call &c)
{
  place pl;
  HOST_WIDE_INT size = c.width > 0 ? (HOST_WIDE_INT) c.width * BITS_PER_UNIT : -1;
  if (!place_of_ptr(c.ptr, 0, size, &pl, 0))
    return;
  access a;
  a.pl = pl;
  a.loc = where(gimple_location(call));
  a.what = pointee_text(c.ptr);
  a.how = 0;
  a.scalar = false;
  a.fn = current_function_decl;
  a.seq = seq_counter++;
  (pl.scope ? acc.atomics : unit_atomics).safe_push(a);
}

/* Pair each plain access of PLAIN with the first atomic access of ATOMICS it overlaps
   (they are sorted; one with a location first: ompexp makes statements without one); the
   pairs join `pending', the rest are freed.  */
void pair_up(vec<access> &plain, vec<access> &atomics)
{
  atomics.qsort(cmp_access_q);
  for (access &p : plain)
    {
      const access *hit = NULL;
      for (const access &a : atomics)
        if (overlap(p.pl, a.pl) && (!hit || hit->loc == UNKNOWN_LOCATION))
          {
            hit = &a;
            if (a.loc != UNKNOWN_LOCATION)
              break;
          }
      if (!hit)
        {
          free_access(p);
          continue;
        }
      mixed_warning w = { p, hit->loc, hit->fn, hit->what ? xstrdup(hit->what) : NULL };
      pending.safe_push(w);
    }
  plain.truncate(0);
}

/* Merge the load and the store of one statement-level expression (`v++`: a load and a
   store at one location) into one warning.  */
void warn_pending(void)
{
  pending.qsort(cmp_pending_q);
  tree saved_fn = current_function_decl;
  for (unsigned i = 0; i < pending.length(); i++)
    {
      mixed_warning &w = pending[i];
      unsigned how = w.plain.how;
      bool scalar = w.plain.scalar;
      while (i + 1 < pending.length() && pending[i + 1].plain.loc == w.plain.loc
             && ((!pending[i + 1].plain.what && !w.plain.what)
                 || (pending[i + 1].plain.what && w.plain.what
                     && !strcmp(pending[i + 1].plain.what, w.plain.what))))
        {
          how |= pending[i + 1].plain.how;
          free_access(pending[i + 1].plain);
          free(pending[i + 1].note_what);
          pending.ordered_remove(i + 1);
        }
      current_function_decl = w.plain.fn;
      const char *what = w.plain.what;
      const char *amp = what && what[0] == '*' ? what + 1 : NULL;
      char *addr = what ? (amp ? xstrdup(amp) : xasprintf("&%s", what)) : NULL;
      auto_diagnostic_group d;
      bool warned;
      if (!what)
        warned = warning_at(w.plain.loc, opt(AL_W_MIXED),
                            "plain %s an object that is also accessed atomically; use "
                            "atomic builtins if it can race",
                            how == ACC_LOAD ? "load of" : how == ACC_STORE ? "store to"
                                                                           : "load and store of");
      else if (how == ACC_LOAD && scalar)
        warned = warning_at(w.plain.loc, opt(AL_W_MIXED),
                            "plain load of %qs, which is also accessed atomically; use "
                            "%<__atomic_load_n (%s, __ATOMIC_RELAXED)%> if it can race",
                            what, addr);
      else if (how == ACC_STORE && scalar)
        warned = warning_at(w.plain.loc, opt(AL_W_MIXED),
                            "plain store to %qs, which is also accessed atomically; use "
                            "%<__atomic_store_n (%s, VALUE, __ATOMIC_RELAXED)%> if it can race",
                            what, addr);
      else
        warned = warning_at(w.plain.loc, opt(AL_W_MIXED),
                            "plain %s %qs, which is also accessed atomically; use atomic "
                            "builtins if it can race",
                            how == ACC_LOAD ? "load of" : how == ACC_STORE ? "store to"
                                                                           : "load and store of",
                            what);
      if (warned && w.note_loc == UNKNOWN_LOCATION)
        inform(DECL_SOURCE_LOCATION(w.note_fn), "%qs is accessed atomically in %qD",
               w.note_what ? w.note_what : what ? what : "the object", w.note_fn);
      else if (warned && w.note_what)
        inform(w.note_loc, "%qs is accessed atomically here", w.note_what);
      else if (warned)
        inform(w.note_loc, "the object is accessed atomically here");
      free(addr);
      free_access(w.plain);
      free(w.note_what);
    }
  current_function_decl = saved_fn;
  pending.release();
}

void emit_mixed(void *, void *)
{
  if (unit_plain.is_empty() && pending.is_empty())
    {
      for (access &a : unit_atomics)
        free_access(a);
      unit_atomics.release();
      return;
    }
  pair_up(unit_plain, unit_atomics);
  unit_plain.release();
  for (access &a : unit_atomics)
    free_access(a);
  unit_atomics.release();
  warn_pending();
}

/* ---- the pass ---------------------------------------------------------------------- */

/* Count the definitions of each local pointer variable: local_defs maps it to its one
   defining statement, or to NULL when it has several (or one the pass cannot read).  */
void find_local_defs(function *fn, hash_map<tree, gimple *> *defs)
{
  basic_block bb;
  FOR_EACH_BB_FN(bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi))
      {
        gimple *g = gsi_stmt(gsi);
        if (is_gimple_debug(g) || gimple_clobber_p(g))
          continue;
        auto def = [&](tree lhs) {
          if (!lhs || !(VAR_P(lhs) || TREE_CODE(lhs) == PARM_DECL) || is_global_var(lhs)
              || !POINTER_TYPE_P(TREE_TYPE(lhs)))
            return;
          bool existed;
          gimple *&slot = defs->get_or_insert(lhs, &existed);
          /* A parameter has its incoming value as well.  */
          slot = existed || TREE_CODE(lhs) == PARM_DECL ? NULL : g;
        };
        if (is_gimple_assign(g))
          def(gimple_assign_lhs(g));
        else if (is_gimple_call(g))
          def(gimple_call_lhs(g));
        else if (gasm *a = dyn_cast<gasm *>(g))
          for (unsigned i = 0; i < gimple_asm_noutputs(a); i++)
            {
              /* A value the pass cannot follow.  */
              tree o = TREE_VALUE(gimple_asm_output_op(a, i));
              def(o);
              if (gimple **s = defs->get(o))
                *s = NULL;
            }
      }
}

/* Two locations compared as source positions (file, line, column): GCC 14 gives a compound
   assignment's first load and its compare-exchange loop two locations of one position,
   differing only in their range, and they are one site.  */
int cmp_position(location_t a, location_t b)
{
  if (a == b)
    return 0;
  expanded_location x = expand_location(a), y = expand_location(b);
  if (x.file != y.file)
    {
      int c = strcmp(x.file ? x.file : "", y.file ? y.file : "");
      if (c)
        return c;
    }
  if (x.line != y.line)
    return x.line < y.line ? -1 : 1;
  if (x.column != y.column)
    return x.column < y.column ? -1 : 1;
  return 0;
}

int cmp_implicit_q(const void *a, const void *b)
{
  const implicit_site *x = (const implicit_site *) a, *y = (const implicit_site *) b;
  if (int c = cmp_position(sort_loc(x->loc), sort_loc(y->loc)))
    return c;
  if (int c = cmp_position(x->loc, y->loc))
    return c;
  return y->rank - x->rank;
}

void analyse(function *fn)
{
  hash_map<tree, gimple *> defs;
  find_local_defs(fn, &defs);
  local_defs = &defs;
  fn_accesses acc;
  auto_vec<implicit_site> implicit;
  basic_block bb;
  FOR_EACH_BB_FN(bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi))
      {
        gimple *g = gsi_stmt(gsi);
        if (is_gimple_debug(g) || gimple_clobber_p(g) || gimple_code(g) == GIMPLE_ASM)
          continue;
        if (gcall *call = dyn_cast<gcall *>(g))
          {
            atomic_call a;
            if (describe_call(call, &a))
              {
                if (on(AL_W_MIXED))
                  note_atomic(acc, call, a);
                implicit_site s;
                if (on(AL_W_IMPLICIT_SEQ_CST) && implicit_seq_cst(call, a, &s))
                  implicit.safe_push(s);
                continue;
              }
            if (!on(AL_W_MIXED))
              continue;
            note_plain(acc, g, gimple_call_lhs(call), ACC_STORE);
            for (unsigned i = 0; i < gimple_call_num_args(call); i++)
              note_plain(acc, g, gimple_call_arg(call, i), ACC_LOAD);
          }
        else if (!on(AL_W_MIXED))
          continue;
        else if (is_gimple_assign(g))
          {
            note_plain(acc, g, gimple_assign_lhs(g), ACC_STORE);
            if (gimple_assign_single_p(g))
              note_plain(acc, g, gimple_assign_rhs1(g), ACC_LOAD);
          }
        else if (greturn *r = dyn_cast<greturn *>(g))
          note_plain(acc, g, gimple_return_retval(r), ACC_LOAD);
      }
  /* Places of one function (automatic variables, what a pointer points to) pair up now,
     while the pointer's identity means something; static storage at the end of the unit.  */
  pair_up(acc.plain, acc.atomics);
  for (access &a : acc.atomics)
    free_access(a);
  acc.release();
  local_defs = NULL;

  implicit.qsort(cmp_implicit_q);
  location_t last = UNKNOWN_LOCATION;
  for (implicit_site &s : implicit)
    {
      if (last == UNKNOWN_LOCATION || cmp_position(s.loc, last))
        report_implicit(s);
      last = s.loc;
      free(s.what);
    }
}

const pass_data warn_pass_data = {
  GIMPLE_PASS,
  "atomlower_warn", /* its dump: -fdump-tree-all, *.atomlower_warn */
  OPTGROUP_NONE,
  TV_NONE,
  PROP_cfg,
  0, 0, 0, 0,
};

class warn_pass : public gimple_opt_pass {
public:
  warn_pass(gcc::context *ctxt) : gimple_opt_pass(warn_pass_data, ctxt) {}
  bool gate(function *) final override
  {
    return (on(AL_W_MIXED) || on(AL_W_IMPLICIT_SEQ_CST)) && !seen_error();
  }
  unsigned int execute(function *fn) final override
  {
    analyse(fn);
    return 0;
  }
};

}  // namespace

al_pointee al_resolve(tree p)
{
  return resolve(p);
}

/* ---- the interface (plugin.h) ---------------------------------------------------- */

const char *al_warn_names(void)
{
  return "mixed, align, implicit-seq-cst, all (each also no-NAME)";
}

const char *al_warn_option(const char *list)
{
  static char bad[64];
  char *copy = xstrdup(list);
  bad[0] = 0;
  for (char *save = NULL, *name = strtok_r(copy, ",", &save); name;
       name = strtok_r(NULL, ",", &save))
    {
      bool negated = !strncmp(name, "no-", 3);
      const char *base = negated ? name + 3 : name;
      unsigned bits;
      if (!strcmp(base, "all"))
        bits = (1u << AL_N_WARNINGS) - 1;
      else if (warning_by_name(base) >= 0)
        bits = 1u << warning_by_name(base);
      else
        {
          if (!bad[0])
            snprintf(bad, sizeof bad, "%s", name);
          continue;
        }
      enabled = negated ? enabled & ~bits : enabled | bits;
    }
  free(copy);
  return bad[0] ? bad : NULL;
}

void al_warn_register(const char *base_name)
{
  plugin_name = base_name;
  /* Always: a unit that uses #pragma atomlower diagnostic compiles whatever the options.  */
  install_indices();
  register_callback(base_name, PLUGIN_PRAGMAS, register_pragmas, NULL);
  if (!on(AL_W_MIXED) && !on(AL_W_IMPLICIT_SEQ_CST))
    return;
  /* Just before "ssa" (the early lowering pass comes right after it): every builtin as
     the front end left it.  */
  struct register_pass_info pass;
  pass.pass = new warn_pass(g);
  pass.reference_pass_name = "ssa";
  pass.ref_pass_instance_number = 1;
  pass.pos_op = PASS_POS_INSERT_BEFORE;
  register_callback(base_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &pass);
  /* Every function has been through the pass once the first early GIMPLE pass list ends
     (the one holding "ssa"); no function body has been freed or inlined yet.  */
  if (on(AL_W_MIXED))
    register_callback(base_name, PLUGIN_EARLY_GIMPLE_PASSES_END, emit_mixed, NULL);
}

void al_warn_runtime_call(const gcall *call, tree ptr, const al_request *r,
                          const char *callee, const char *reason)
{
  if (!on(AL_W_ALIGN) || !first_index)
    return;
  int width = r ? r->width : 0;
  const char *op = r ? al_op_name(r) : "access";
  atomic_call a;
  if (!r && describe_call(call, &a) && a.b)
    {
      width = a.width;
      ptr = a.ptr;
      op = a.b->access == 'l' ? "load" : a.b->access == 's' ? "store" : "read-modify-write";
    }
  /* The lowering passes run in SSA form, where a pointer's definition is its name's.  */
  char *what = ptr ? pointee_text(ptr) : NULL;
  char *why;
  if (r && r->align < r->width
      && (r->width == 1 || r->width == 2 || r->width == 4 || r->width == 8 || r->width == 16))
    why = xasprintf("not proven aligned to its size (proven alignment %d)", r->align);
  else if (!r)
    why = xasprintf("no atomic instruction sequence has %d bytes", width);
  else
    why = xstrdup(reason);
  location_t loc = where(gimple_location(call));
  /* A call GCC made without a location (ompexp's loads of an 8-byte object on hppa): the
     function's, as the report says (atomlower.cc).  */
  if (loc == UNKNOWN_LOCATION && current_function_decl)
    loc = DECL_SOURCE_LOCATION(current_function_decl);
  if (what)
    warning_at(loc, opt(AL_W_ALIGN), "%d-byte atomic %s of %qs calls %qs in the runtime: %s",
               width, op, what, callee, why);
  else
    warning_at(loc, opt(AL_W_ALIGN), "%d-byte atomic %s calls %qs in the runtime: %s", width,
               op, callee, why);
  free(why);
  free(what);
}
