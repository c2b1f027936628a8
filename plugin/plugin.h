/* plugin.h — what plugin/atomlower.cc (options, target, report) and
 * plugin/pass.cc (the GIMPLE pass) share.
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
  bool target_from_option;
  al_target target;
  const char *stand_aside;   /* non-NULL: leave every site to GCC, for this reason */
  FILE *report;              /* JSON Lines, or NULL */
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

void al_detect_target(void);
opt_pass *al_make_pass(gcc::context *ctxt, bool late);

#endif /* ATOMLOWER_PLUGIN_H */
