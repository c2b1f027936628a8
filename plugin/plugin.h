/* plugin.h — what plugin/atomlower.cc (options, target, report),
 * plugin/pass.cc (the GIMPLE pass) and plugin/warn.cc (the warnings) share.
 */
#ifndef ATOMLOWER_PLUGIN_H
#define ATOMLOWER_PLUGIN_H

extern "C" {
#include "atomlower.h"
}

enum al_mode { AL_MODE_ALL, AL_MODE_GAPS, AL_MODE_OFF };

struct al_config {
  al_mode mode;
  bool have_target;          /* false: unknown architecture, leave everything to GCC */
  const char *no_target;     /* why there is none (the report's reason) */
  bool target_from_option;
  al_target target;
  const char *schemes;       /* scheme=LIST, applied to the target once it is known */
  const char *base_name;     /* the plugin's name in -fplugin-arg-NAME-KEY */
  const char *stand_aside;   /* non-NULL: leave every site to GCC, for this reason */
  FILE *report;              /* JSON Lines, or NULL */
  bool merge;                /* adjacent sites' barriers merged (-O1 and up; merge=off: not) */
};
extern al_config al_cfg;

/* One report line for a site.  */
struct al_site_report {
  location_t loc;
  const char *builtin;       /* the builtin's name as called */
  const al_request *req;     /* NULL for sites never described (stand aside) */
  const al_seq *seq;         /* NULL for decisions taken before lowering */
  const char *decision;      /* "inline", "shim", "gcc", "folded" */
  const char *reason;
  bool late;                 /* decided by the late instance (after inlining) */
};
void al_report_site(const al_site_report &r);
/* One report line for two adjacent sites whose barriers became one (lower/merge.c).  */
void al_report_merge(location_t earlier, location_t later, const al_barrier_merge &m,
                     int barriers_before);

void al_detect_target(void);
opt_pass *al_make_pass(gcc::context *ctxt, bool late);

/* plugin/warn.cc: the diagnostics of -fplugin-arg-atomlower-warn=LIST (docs/diagnostics.md).  */
enum al_warning { AL_W_MIXED, AL_W_ALIGN, AL_W_IMPLICIT_SEQ_CST, AL_N_WARNINGS };
const char *al_warn_option(const char *list);  /* NULL, or the first name it does not know */
const char *al_warn_names(void);           /* the valid names, for messages */
void al_warn_register(const char *base_name);
/* align: CALL goes to the runtime routine CALLEE; R and REASON are the lowering's request and
   reason, or NULL for a size-generic builtin (PTR is then found from CALL).  */
void al_warn_runtime_call(const gcall *call, tree ptr, const al_request *r, const char *callee,
                          const char *reason);
/* Where pointer P points, following the copies, conversions and constant offsets that
   give it its one value: *REF (the operand of an address, plus OFF bytes), or BASE + OFF
   (BASE a pointer whose value the function does not show: a parameter, a call's result,
   a load).  In SSA form; before it (warn.cc's own pass) local pointer variables too.  */
struct al_pointee {
  tree ref, base;
  HOST_WIDE_INT off;
};
al_pointee al_resolve(tree p);

#endif /* ATOMLOWER_PLUGIN_H */
