/* compat.h — every GCC header the plugin needs, in the order GCC 12 needs
 * them, and every GCC-version difference.  Supported: GCC 12 and GCC 11; a
 * plugin is built against one of them (its plugin headers) and checked at load
 * time by plugin_default_version_check.  Nothing outside this file tests the
 * version.
 *
 * What differs under GCC 11 (README, "GCC 11"):
 *   - warning control: GCC 12's warning_suppressed_p (stmt, OPT) is GCC 11's
 *     per-statement no-warning bit (gimple_no_warning_p), which is not per option;
 *   - GCC 11 has no late -Winvalid-memory-model check (GCC 12's pass_waccess):
 *     it warns only when it expands a builtin, so nothing has warned before the
 *     plugin's late pass;
 *   - GCC 11's fab has no .ATOMIC_*_FETCH_CMP_0 (new in GCC 12); the plugin
 *     lowers those sites before fab in both, so nothing here depends on it.
 */
#ifndef ATOMLOWER_COMPAT_H
#define ATOMLOWER_COMPAT_H

#include "gcc-plugin.h"
#include "system.h"
#include "coretypes.h"
#include "backend.h"
#include "tree.h"
#include "gimple.h"
#include "tree-pass.h"
#include "context.h"
#include "gimple-iterator.h"
#include "gimple-walk.h"
#include "stringpool.h"
#include "fold-const.h"
#include "builtins.h"
#include "diagnostic-core.h"
#include "diagnostic.h"
#include "intl.h"
#include "cpplib.h"
#include "options.h"
#include "flags.h"
#include "function.h"
#include "tree-cfg.h"
#include "cfgloop.h"
#include "gimplify.h"
/* value-range.h must precede ssa.h on GCC 12 (docs/design.md §2); GCC 9 has none
   (its ranges are tree-vrp.h's, which ssa.h includes).  */
#if __has_include("value-range.h")
#include "value-range.h"
#endif
#include "ssa.h"
#include "print-tree.h"
#include "gimple-pretty-print.h"
#include "dumpfile.h"
#include "attribs.h"
#include "langhooks.h"
#include "tree-into-ssa.h"
#include "tree-ssa.h"
#include "tree-dfa.h"
#include "memmodel.h"

/* The GCC the plugin is built against: bversion.h's BUILDING_GCC_MAJOR, which
   is plugin-version.h's GCCPLUGIN_VERSION_MAJOR (that header defines static
   data, so only atomlower.cc includes it; it checks that the two agree).  */
#include "bversion.h"
#define AL_GCC_MAJOR BUILDING_GCC_MAJOR
#if AL_GCC_MAJOR < 9 || AL_GCC_MAJOR > 14
#error "atomlower supports GCC 9 to GCC 14"
#endif

/* Whether warnings of option OPT are suppressed on statement STMT (GCC 12's
   warning-control.cc; GCC 11 has one bit per statement for every option).  */
#if AL_GCC_MAJOR >= 12
# define al_warning_suppressed_p(stmt, opt) warning_suppressed_p(stmt, opt)
#else
# define al_warning_suppressed_p(stmt, opt) ((void) (opt), gimple_no_warning_p(stmt))
#endif

/* -Winvalid-memory-model for a site the plugin lowers, as the GCC it is built for words it
   when it expands the builtin itself (so that a program's warnings do not depend on the
   plugin, and GCC's own tests of them pass).  WHAT is lower/'s al_diag: 1 the order ORDER is
   invalid for the operation, 2 the failure order FAIL is release or acq_rel, 3 it is stronger
   than ORDER; orders are memory-model numbers (0 relaxed .. 5 seq_cst), *_NAME their C11
   names; FNDECL is the sized builtin, GENERIC its operation's generic name
   (__atomic_load, __atomic_store (also for __atomic_clear), __atomic_compare_exchange).
   GCC 12 names the orders and the sized builtin.  GCC 11 names neither, compares the orders
   after taking consume for acquire, and gives a failure order that is both stronger than the
   success order and release or acq_rel both warnings, the comparison first.  */
static inline void al_warn_memory_model(location_t loc, int what, int order, int fail,
                                        const char *order_name, const char *fail_name,
                                        tree fndecl, const char *generic)
{
#if AL_GCC_MAJOR >= 12
  (void) order, (void) fail, (void) generic;
  if (what == 1)
    warning_at(loc, OPT_Winvalid_memory_model, "invalid memory model %qs for %qD",
               order_name, fndecl);
  else if (what == 2)
    warning_at(loc, OPT_Winvalid_memory_model, "invalid failure memory model %qs for %qD",
               fail_name, fndecl);
  else if (what == 3)
    warning_at(loc, OPT_Winvalid_memory_model,
               "failure memory model %qs cannot be stronger than success memory model "
               "%qs for %qD", fail_name, order_name, fndecl);
#else
  (void) order_name, (void) fail_name, (void) fndecl;
  int s = order == 1 ? 2 : order, f = fail == 1 ? 2 : fail;
  if (what == 1)
    warning_at(loc, OPT_Winvalid_memory_model, "invalid memory model for %qs", generic);
  if ((what == 2 || what == 3) && f > s)
    warning_at(loc, OPT_Winvalid_memory_model,
               "failure memory model cannot be stronger than success memory model for %qs",
               generic);
  if (what == 2)
    warning_at(loc, OPT_Winvalid_memory_model, "invalid failure memory model for %qs",
               generic);
#endif
}

/* AArch64 target flags that GCC 12 announces with no predefined macro: RCpc
   (LDAPR: +rcpc, or Armv8.3 where FEAT_LRCPC is mandatory though GCC 12's
   armv8.3-a leaves the flag out), Armv8.4 (LSE2: single-copy atomic 16-byte
   LDP/STP) and -moutline-atomics.  plugin/atomlower.cc shows them to lower/ as synthetic
   macros; on other targets they are false.  */
#if defined(AARCH64_ISA_RCPC) && defined(AARCH64_ISA_V8_3A) && defined(AARCH64_ISA_V8_4A) \
    && defined(TARGET_OUTLINE_ATOMICS)
/* GCC 13 and later: the AARCH64_FL_* flags are constants of an enumeration, no longer macros,
   and the architecture versions are named V8_3A, V8_4A; aarch64.h's AARCH64_ISA_* macros test
   them (without this branch the tests below would quietly be false).  */
# define AL_AARCH64_RCPC() ((AARCH64_ISA_RCPC || AARCH64_ISA_V8_3A) != 0)
# define AL_AARCH64_LSE2() (AARCH64_ISA_V8_4A != 0)
# define AL_AARCH64_OUTLINE_ATOMICS() (TARGET_OUTLINE_ATOMICS != 0)
#elif defined(AARCH64_FL_RCPC) && defined(AARCH64_FL_V8_3) && defined(AARCH64_FL_V8_4) \
    && defined(TARGET_OUTLINE_ATOMICS)
# define AL_AARCH64_RCPC() ((aarch64_isa_flags & (AARCH64_FL_RCPC | AARCH64_FL_V8_3)) != 0)
# define AL_AARCH64_LSE2() ((aarch64_isa_flags & AARCH64_FL_V8_4) != 0)
# define AL_AARCH64_OUTLINE_ATOMICS() (TARGET_OUTLINE_ATOMICS != 0)
#else
# define AL_AARCH64_RCPC() false
# define AL_AARCH64_LSE2() false
# define AL_AARCH64_OUTLINE_ATOMICS() false
#endif

/* ---- Warnings of the plugin's own (plugin/warn.cc) -------------------------------------
   GCC's diagnostic machinery works on option indices; the plugin appends indices past
   GCC's own and answers for them in the context's option hooks.  What changed:
     GCC 9      option_enabled takes no language mask; there is no option URL hook;
     GCC 10-13  the table and the hooks are public fields of diagnostic_context
                (n_opts, classify_diagnostic[], option_enabled, option_name, get_option_url);
     GCC 14     the table is private (diagnostic_context::m_n_opts, and its
                diagnostic_option_classifier's m_n_opts and m_classify_diagnostic); the hooks
                are set by set_option_hooks, which has no getter: the ones toplev.cc installs
                are opts.h's option_enabled and opts-diagnostic.h's option_name and
                get_option_url, with &global_options, so the plugin's hooks defer to those.
   al_diag_add_options (N, OURS, NAME) appends N indices classified DK_UNSPECIFIED and
   returns the first; for an index OURS (INDEX) accepts, the hooks say enabled (the analysis
   decides whether to warn at all), NAME (INDEX, WERROR) names it (WERROR: a warning made an
   error by -Werror) and no URL; every other index is GCC's.  */
typedef bool (*al_diag_ours_fn)(int index);
typedef char *(*al_diag_name_fn)(int index, bool werror);

#if AL_GCC_MAJOR >= 14
# include "opts.h"
# include "opts-diagnostic.h"
/* Reading a private member: an explicit instantiation may name it (C++ [temp.explicit]),
   and the friend it defines hands out the member pointer.  */
template <typename Tag, typename Tag::type M> struct al_private_member
{
  friend typename Tag::type al_member(Tag) { return M; }
};
# define AL_PRIVATE_MEMBER(TAG, CLASS, TYPE, MEMBER)                              \
  struct TAG { typedef TYPE CLASS::*type; friend type al_member(TAG); };          \
  template struct al_private_member<TAG, &CLASS::MEMBER>
AL_PRIVATE_MEMBER(al_dc_n_opts, diagnostic_context, int, m_n_opts);
AL_PRIVATE_MEMBER(al_dc_classifier, diagnostic_context, diagnostic_option_classifier,
                  m_option_classifier);
AL_PRIVATE_MEMBER(al_cl_n_opts, diagnostic_option_classifier, int, m_n_opts);
AL_PRIVATE_MEMBER(al_cl_classify, diagnostic_option_classifier, diagnostic_t *,
                  m_classify_diagnostic);
typedef const diagnostic_context al_diag_context;
#else
typedef diagnostic_context al_diag_context;
#endif

static inline al_diag_ours_fn &al_diag_ours(void) { static al_diag_ours_fn f; return f; }
static inline al_diag_name_fn &al_diag_name(void) { static al_diag_name_fn f; return f; }

#if AL_GCC_MAJOR >= 14
static inline int al_gcc_option_enabled(int index, unsigned lang_mask, void *state)
{ return option_enabled(index, lang_mask, state); }
static inline char *al_gcc_option_name(al_diag_context *dc, int index, diagnostic_t orig,
                                       diagnostic_t kind)
{ return option_name(dc, index, orig, kind); }
static inline bool al_werror_requested(al_diag_context *dc)
{ return dc->warning_as_error_requested_p(); }
#else
/* GCC's hooks as they were before the plugin's (GCC 9-13).  */
struct al_gcc_hooks
{
# if AL_GCC_MAJOR >= 10
  int (*enabled)(int, unsigned, void *);
  char *(*url)(diagnostic_context *, int);
# else
  int (*enabled)(int, void *);
# endif
  char *(*name)(diagnostic_context *, int, diagnostic_t, diagnostic_t);
};
static inline al_gcc_hooks &al_gcc_hook(void) { static al_gcc_hooks h; return h; }
static inline int al_gcc_option_enabled(int index, unsigned lang_mask, void *state)
{
# if AL_GCC_MAJOR >= 10
  return al_gcc_hook().enabled(index, lang_mask, state);
# else
  return (void) lang_mask, al_gcc_hook().enabled(index, state);
# endif
}
static inline char *al_gcc_option_name(al_diag_context *dc, int index, diagnostic_t orig,
                                       diagnostic_t kind)
{ return al_gcc_hook().name ? al_gcc_hook().name(dc, index, orig, kind) : NULL; }
static inline bool al_werror_requested(al_diag_context *dc)
{ return dc->warning_as_error_requested; }
#endif

static inline int al_diag_enabled_hook(int index, unsigned lang_mask, void *state)
{ return al_diag_ours()(index) ? 1 : al_gcc_option_enabled(index, lang_mask, state); }
#if AL_GCC_MAJOR < 10
static inline int al_diag_enabled_hook_9(int index, void *state)
{ return al_diag_enabled_hook(index, 0, state); }
#endif
static inline char *al_diag_name_hook(al_diag_context *dc, int index, diagnostic_t orig,
                                      diagnostic_t kind)
{
  if (!al_diag_ours()(index))
    return al_gcc_option_name(dc, index, orig, kind);
  return al_diag_name()(index, orig == DK_WARNING && kind == DK_ERROR
                                   && al_werror_requested(dc));
}
#if AL_GCC_MAJOR >= 14
static inline char *al_diag_url_hook(al_diag_context *dc, int index, unsigned lang_mask)
{ return al_diag_ours()(index) ? NULL : get_option_url(dc, index, lang_mask); }
#elif AL_GCC_MAJOR >= 10
static inline char *al_diag_url_hook(al_diag_context *dc, int index)
{
  if (al_diag_ours()(index))
    return NULL;
  return al_gcc_hook().url ? al_gcc_hook().url(dc, index) : NULL;
}
#endif

static inline int al_diag_add_options(int n, al_diag_ours_fn ours, al_diag_name_fn name)
{
  diagnostic_context *dc = global_dc;
  al_diag_ours() = ours;
  al_diag_name() = name;
#if AL_GCC_MAJOR >= 14
  diagnostic_option_classifier &cl = dc->*al_member(al_dc_classifier());
  int &n_opts = cl.*al_member(al_cl_n_opts());
  diagnostic_t *&classify = cl.*al_member(al_cl_classify());
  int first = n_opts;
  classify = XRESIZEVEC(diagnostic_t, classify, first + n);
  for (int i = 0; i < n; i++)
    classify[first + i] = DK_UNSPECIFIED;
  n_opts = first + n;
  dc->*al_member(al_dc_n_opts()) = first + n;
  dc->set_option_hooks(al_diag_enabled_hook, &global_options, al_diag_name_hook,
                       al_diag_url_hook, dc->get_lang_mask());
#else
  int first = dc->n_opts;
  dc->classify_diagnostic = XRESIZEVEC(diagnostic_t, dc->classify_diagnostic, first + n);
  for (int i = 0; i < n; i++)
    dc->classify_diagnostic[first + i] = DK_UNSPECIFIED;
  dc->n_opts = first + n;
  al_gcc_hook().enabled = dc->option_enabled;
  al_gcc_hook().name = dc->option_name;
# if AL_GCC_MAJOR >= 10
  al_gcc_hook().url = dc->get_option_url;
  dc->option_enabled = al_diag_enabled_hook;
  dc->get_option_url = al_diag_url_hook;
# else
  dc->option_enabled = al_diag_enabled_hook_9;
# endif
  dc->option_name = al_diag_name_hook;
#endif
  return first;
}

/* Where the macro expansion MM was expanded (GCC 14 made the map's field a method).  */
static inline location_t al_macro_expansion_point(const line_map_macro *mm)
{
#if AL_GCC_MAJOR >= 14
  return mm->get_expansion_point_location();
#else
  return MACRO_MAP_EXPANSION_POINT_LOCATION(mm);
#endif
}

/* Line LINE of FILE as the diagnostics read it (GCC 14: the context's file cache).  */
static inline char_span al_source_line(const char *file, int line)
{
#if AL_GCC_MAJOR >= 14
  return global_dc->get_file_cache().get_source_line(file, line);
#else
  return location_get_source_line(file, line);
#endif
}

/* Make local DECL never a GIMPLE register, so that it stays one object in memory or a
   register pair (GCC 11 turned GCC 9/10's DECL_GIMPLE_REG_P, which only complex and
   vector locals use, into DECL_NOT_GIMPLE_REG_P; before it, an addressable local).  */
static inline void al_set_not_gimple_reg(tree decl)
{
#if AL_GCC_MAJOR >= 11
  DECL_NOT_GIMPLE_REG_P(decl) = 1;
#else
  TREE_ADDRESSABLE(decl) = 1;
#endif
}

/* Replace an asm statement's template (GCC 9 to 14 keep it in gasm's string field, in
   GC memory; no accessor sets it).  */
static inline void al_asm_set_string(gasm *stmt, const char *text)
{
  stmt->string = ggc_strdup(text);
}

/* The C-family front ends' preprocessor and pragma interface.  Weak: lto1 has
   none, and the plugin must still load there (it then does nothing: lowering
   happened before streaming; lto1 never asks for pragmas).  */
#include "c-family/c-pragma.h"
extern cpp_reader *parse_in __attribute__((weak));
extern void c_register_pragma(const char *, const char *, pragma_handler_1arg)
    __attribute__((weak));
extern enum cpp_ttype pragma_lex(tree *, location_t *) __attribute__((weak));
/* The preprocessor, or NULL where there is none (lto1: the weak symbol's
   address is then null, and reading it would fault).  */
static inline cpp_reader *al_parse_in(void) { return &parse_in ? parse_in : NULL; }

#endif /* ATOMLOWER_COMPAT_H */
