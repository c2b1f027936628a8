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
/* value-range.h must precede ssa.h on GCC 12 (docs/design.md §2).  */
#include "value-range.h"
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
#if AL_GCC_MAJOR != 12 && AL_GCC_MAJOR != 11
#error "atomlower supports GCC 12 and GCC 11 only"
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
#if defined(AARCH64_FL_RCPC) && defined(AARCH64_FL_V8_3) && defined(AARCH64_FL_V8_4) \
    && defined(TARGET_OUTLINE_ATOMICS)
# define AL_AARCH64_RCPC() ((aarch64_isa_flags & (AARCH64_FL_RCPC | AARCH64_FL_V8_3)) != 0)
# define AL_AARCH64_LSE2() ((aarch64_isa_flags & AARCH64_FL_V8_4) != 0)
# define AL_AARCH64_OUTLINE_ATOMICS() (TARGET_OUTLINE_ATOMICS != 0)
#else
# define AL_AARCH64_RCPC() false
# define AL_AARCH64_LSE2() false
# define AL_AARCH64_OUTLINE_ATOMICS() false
#endif

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
