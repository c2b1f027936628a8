/* compat.h — every GCC header the plugin needs, in the order GCC 12 needs
 * them, and every GCC-version difference (there is one supported version,
 * GCC 12, checked at load time by plugin_default_version_check).
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
#include "gimplify.h"
/* value-range.h must precede ssa.h on GCC 12 (DESIGN.md §2).  */
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

#include "bversion.h"
#if BUILDING_GCC_MAJOR != 12
#error "atomlower supports GCC 12 only"
#endif

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
