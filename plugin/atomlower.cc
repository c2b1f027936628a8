/* atomlower.cc — plugin entry: options, target selection, the report.
 *
 * Lowers GCC's atomic builtins into per-target inline sequences:
 *
 *   before:  _1 = __atomic_fetch_add_16 (&v, 1, 5);           (a libatomic call)
 *   after:   __asm__ __volatile__ ("# atomlower: fetch_add 16 seq_cst
 *                                   movq (%5), %%rax ... lock cmpxchg16b (%5)
 *                                   jne 1b" : ... : "memory");
 *
 * Options (-fplugin-arg-atomlower-KEY[=VALUE]):
 *   report=FILE   one JSON object per builtin site (JSON Lines), appended
 *   arch=NAME     the target, instead of the one the predefined macros say
 *   scheme=LIST   alternative mappings of the target (README "Schemes"): the same as
 *                 "+NAME" tokens of the target name, e.g. power8+trailing-sync
 *   mode=all|gaps|off
 *                 all: lower every site; gaps: only what GCC would leave as a
 *                 library call; off: load but change nothing
 *   warn=LIST     warnings no compiler gives, off by default (plugin/warn.cc):
 *                 mixed, align, implicit-seq-cst, all; no-NAME turns one off
 *   merge=on|off  adjacent sites' barriers merged into one when optimizing (lower/merge.c);
 *                 on by default
 *   help          list the options
 */
#include "compat.h"
#include "plugin-version.h"
#include "plugin.h"

#if GCCPLUGIN_VERSION_MAJOR != AL_GCC_MAJOR
#error "plugin-version.h and bversion.h name different GCC versions"
#endif

int plugin_is_GPL_compatible;

al_config al_cfg;

static const char *const valid_options =
    "report=FILE, arch=NAME, scheme=LIST, mode=all|gaps|off, warn=LIST, merge=on|off, help";

static struct plugin_info atomlower_info = {
  ATOMLOWER_VERSION,
  "lowers __atomic/__sync builtins to inline per-target sequences; options: "
  "report=FILE, arch=NAME, scheme=LIST, mode=all|gaps|off, warn=LIST, merge=on|off, help",
};

static void print_help(void)
{
  fprintf(stderr,
          "atomlower %s: GCC plugin lowering atomic builtins to inline sequences\n"
          "  -fplugin-arg-atomlower-report=FILE   append one JSON line per builtin site\n"
          "  -fplugin-arg-atomlower-arch=NAME     target instead of the detected one; one of:\n"
          "                                       %s\n"
          "  -fplugin-arg-atomlower-scheme=LIST   alternative mappings, comma-separated, at most\n"
          "                                       one per group (the same as +NAME in arch=):\n"
          "%s"
          "  -fplugin-arg-atomlower-mode=MODE     all (default) | gaps (only what GCC calls out)"
          " | off\n"
          "  -fplugin-arg-atomlower-warn=LIST     warnings, off by default; LIST is comma-separated:\n"
          "      mixed             plain load or store of an object also accessed atomically\n"
          "      align             an atomic sent to the runtime (misaligned, or too large to\n"
          "                        be lock-free inline), with the reason and the size\n"
          "      implicit-seq-cst  an _Atomic operator or <stdatomic.h> call without an order\n"
          "      all               the three; no-NAME turns one off\n"
          "    #pragma atomlower diagnostic ignored|warning|error \"NAME\" classifies them\n"
          "    from there on (scoped by #pragma GCC diagnostic push/pop); -Werror applies\n"
          "  -fplugin-arg-atomlower-merge=on|off  at -O1 and up, two adjacent sites' barriers\n"
          "                                       merged into one (on by default)\n"
          "  -fplugin-arg-atomlower-help          this text\n"
          "  -fdump-tree-all                      the pass's trace in FILE.*.atomlower (GCC\n"
          "                                       checks -fdump-tree-NAME before a plugin's pass\n"
          "                                       exists: -fdump-tree-atomlower is refused)\n",
          ATOMLOWER_VERSION, al_target_names(), al_scheme_help());
}

/* ---- target from the predefined macros ------------------------------------ */

static const char *macro_lookup(void *, const char *name)
{
  static char buf[64];
  /* Target flags without a predefined macro (compat.h), under names of our own.  */
  if (!strcmp(name, "__atomlower_aarch64_rcpc"))
    return AL_AARCH64_RCPC() ? "1" : NULL;
  if (!strcmp(name, "__atomlower_aarch64_lse2"))
    return AL_AARCH64_LSE2() ? "1" : NULL;
  if (!strcmp(name, "__atomlower_aarch64_outline_atomics"))
    return AL_AARCH64_OUTLINE_ATOMICS() ? "1" : NULL;
  cpp_reader *pfile = al_parse_in();
  if (!pfile)
    return NULL;
  cpp_hashnode *node = cpp_lookup(pfile, (const unsigned char *) name, strlen(name));
  if (!node || !cpp_macro_p(node))
    return NULL;
  if (node->type != NT_USER_MACRO)
    return "1";
  /* "NAME VALUE": keep VALUE.  */
  const char *def = (const char *) cpp_macro_definition(pfile, node);
  const char *sp = def ? strchr(def, ' ') : NULL;
  snprintf(buf, sizeof buf, "%s", sp ? sp + 1 : "");
  return buf;
}

static void start_unit(void *, void *)
{
  if (flag_sanitize & SANITIZE_THREAD)
    al_cfg.stand_aside = "-fsanitize=thread: ThreadSanitizer instruments the builtins";
  else if (!flag_inline_atomics)
    al_cfg.stand_aside = "-fno-inline-atomics: every atomic is a library call";
}

/* scheme=LIST on the target, once known: an error naming the valid schemes when one
   does not apply (the target is then unknown: nothing is lowered).  */
static void apply_schemes(void)
{
  char why[1024];
  if (!al_cfg.schemes || !al_cfg.have_target
      || al_target_add_schemes(&al_cfg.target, al_cfg.schemes, why, sizeof why))
    return;
  error("%<-fplugin-arg-%s-scheme=%s%> does not apply to target %qs: %s; valid schemes "
        "for it: %s", al_cfg.base_name, al_cfg.schemes, al_cfg.target.name, why,
        al_scheme_names(&al_cfg.target));
  al_cfg.have_target = false;
}

/* The front end defines the target macros when it enters the main file,
   after PLUGIN_START_UNIT, so the target is read when the pass first runs.  */
void al_detect_target(void)
{
  static bool done;
  if (done)
    return;
  done = true;
  if (al_cfg.target_from_option)
    {
      /* arch=NAME names the instructions; whether this compiler takes asm flag outputs
         is still its own (the detected target reads the same macro).  */
      if (al_parse_in())
        al_cfg.target.no_flag_outputs = !macro_lookup(NULL, "__GCC_ASM_FLAG_OUTPUTS__");
      return;
    }
  al_cfg.have_target = al_parse_in() && al_target_detect(macro_lookup, NULL, &al_cfg.target);
  /* Preprocessed input (a .i file: -save-temps' second step, distcc) has no predefined
     macros to read the target from: every site is left to GCC, and the report says why.  */
  if (!al_cfg.have_target && al_parse_in() && cpp_get_options(al_parse_in())->preprocessed)
    al_cfg.no_target = "preprocessed input has no predefined macros to read the target from "
                       "(-fplugin-arg-atomlower-arch=NAME names it)";
  apply_schemes();
}

/* A unit with no function still has its scheme= checked against its target.  */
static void finish_unit(void *, void *)
{
  al_detect_target();
}

static void finish(void *, void *)
{
  if (al_cfg.report)
    fclose(al_cfg.report);
  al_cfg.report = NULL;
}

/* ---- the report ------------------------------------------------------------ */

static void json_string(FILE *f, const char *s)
{
  fputc('"', f);
  for (; s && *s; s++)
    {
      unsigned char c = *s;
      if (c == '"' || c == '\\')
        fprintf(f, "\\%c", c);
      else if (c < 0x20)
        fprintf(f, "\\u%04x", c);
      else
        fputc(c, f);
    }
  fputc('"', f);
}

void al_report_site(const al_site_report &r)
{
  if (dump_file)
    fprintf(dump_file, ";; atomlower: %s: %s (%s)\n", r.builtin, r.decision, r.reason);
  if (!al_cfg.report)
    return;
  FILE *f = al_cfg.report;
  /* Statements that ompexp makes have no location: use the function's.  */
  location_t loc = r.loc != UNKNOWN_LOCATION || !current_function_decl
                       ? r.loc : DECL_SOURCE_LOCATION(current_function_decl);
  expanded_location xl = expand_location(loc);
  fputs("{\"file\":", f);
  json_string(f, xl.file);
  fprintf(f, ",\"line\":%d,\"column\":%d,\"function\":", xl.line, xl.column);
  /* The function as the source names it, not a clone's name (foo.constprop).  */
  json_string(f, current_function_decl
                     ? lang_hooks.decl_printable_name(DECL_ORIGIN(current_function_decl), 2)
                     : current_function_name());
  fputs(",\"builtin\":", f);
  json_string(f, r.builtin);
  fputs(",\"target\":", f);
  json_string(f, al_cfg.have_target ? al_cfg.target.name : "unknown");
  /* The scheme of each group, defaults included ("store-xchg,fence-lockor").  */
  fputs(",\"scheme\":", f);
  json_string(f, al_cfg.have_target ? al_scheme_list(&al_cfg.target) : "");
  if (r.req)
    {
      fputs(",\"op\":", f);
      json_string(f, al_op_name(r.req));
      fprintf(f, ",\"width\":%d,\"order\":\"%s\"", r.req->width, al_order_name(r.req->order));
      if (r.req->op == AL_CAS)
        fprintf(f, ",\"failure_order\":\"%s\",\"weak\":%s", al_order_name(r.req->fail_order),
                r.req->weak ? "true" : "false");
      fprintf(f, ",\"align\":%d", r.req->align);
    }
  fputs(",\"stage\":", f);
  json_string(f, r.late ? "late" : "early");
  fputs(",\"decision\":", f);
  json_string(f, r.decision);
  fputs(",\"reason\":", f);
  json_string(f, r.reason);
  if (r.seq)
    {
      fputs(",\"recipe\":", f);
      json_string(f, r.seq->recipe);
      fprintf(f, ",\"insns\":%d", r.seq->decision == AL_INLINE ? r.seq->n_insns : 0);
      if (r.seq->decision == AL_SHIM)
        {
          fputs(",\"call\":", f);
          json_string(f, r.seq->shim_name);
        }
    }
  fputs("}\n", f);
  fflush(f);
}

static void json_location(FILE *f, location_t loc)
{
  expanded_location xl = expand_location(loc);
  fputs("{\"file\":", f);
  json_string(f, xl.file);
  fprintf(f, ",\"line\":%d,\"column\":%d}", xl.line, xl.column);
}

void al_report_merge(location_t earlier, location_t later, const al_barrier_merge &m,
                     int barriers_before)
{
  if (dump_file)
    fprintf(dump_file, ";; atomlower: merged: %s dropped for %s (%s)\n", m.dropped, m.kept,
            m.why);
  if (!al_cfg.report)
    return;
  FILE *f = al_cfg.report;
  fputs("{\"merge\":{\"earlier\":", f);
  json_location(f, earlier);
  fputs(",\"later\":", f);
  json_location(f, later);
  fputs(",\"dropped_from\":", f);
  json_string(f, m.drop == 1 ? "earlier" : "later");
  fputs(",\"dropped\":", f);
  json_string(f, m.dropped);
  fputs(",\"kept\":", f);
  json_string(f, m.kept);
  if (m.across)
    fprintf(f, ",\"across_blocks\":%d", m.across);
  fprintf(f, ",\"barriers_before\":%d,\"barriers_after\":%d,\"rule\":", barriers_before,
          barriers_before - 1);
  json_string(f, m.why);
  fputs("},\"function\":", f);
  json_string(f, current_function_decl
                     ? lang_hooks.decl_printable_name(DECL_ORIGIN(current_function_decl), 2)
                     : current_function_name());
  fputs(",\"target\":", f);
  json_string(f, al_cfg.target.name);
  fputs("}\n", f);
  fflush(f);
}

/* ---- plugin_init: version check, arguments, callbacks ---------------------- */

int plugin_init(struct plugin_name_args *info, struct plugin_gcc_version *version)
{
  if (!plugin_default_version_check(version, &gcc_version))
    {
      error("atomlower: built for GCC %s, loaded into GCC %s", gcc_version.basever,
            version->basever);
      return 1;
    }

  al_cfg.mode = AL_MODE_ALL;
  al_cfg.merge = true;
  al_cfg.base_name = info->base_name;
  for (int i = 0; i < info->argc; i++)
    {
      const char *key = info->argv[i].key, *value = info->argv[i].value;
      if (!strcmp(key, "report"))
        {
          if (!value || !*value)
            {
              error("%<-fplugin-arg-%s-report%> needs a file name", info->base_name);
              continue;
            }
          al_cfg.report = fopen(value, "a");
          if (!al_cfg.report)
            error("%<-fplugin-arg-%s-report=%s%>: cannot open: %m", info->base_name, value);
        }
      else if (!strcmp(key, "arch"))
        {
          char why[1024] = "";
          if (!value || !al_target_parse_why(value, &al_cfg.target, why, sizeof why))
            error("unknown value %qs for %<-fplugin-arg-%s-arch%>; valid values are: %s%s%s",
                  value ? value : "", info->base_name, al_target_names(), why[0] ? "; " : "",
                  why);
          else
            al_cfg.have_target = al_cfg.target_from_option = true;
        }
      else if (!strcmp(key, "scheme"))
        {
          /* Each name must be some target's scheme now; whether it applies to this
             target is known with the target (apply_schemes).  */
          bool ok = value && *value, reported = false;
          for (const char *p = value; ok && !reported && *p; )
            {
              size_t l = strcspn(p, ",");
              char name[64];
              if (l == 0 || l >= sizeof name)
                ok = false;
              else
                {
                  memcpy(name, p, l);
                  name[l] = 0;
                  if (!al_scheme_known(name))
                    {
                      error("unknown value %qs for %<-fplugin-arg-%s-scheme%>; valid values "
                            "are: %s", name, info->base_name, al_scheme_all());
                      reported = true;
                    }
                }
              p += l + (p[l] == ',');
            }
          if (!ok)
            error("%<-fplugin-arg-%s-scheme%> needs a comma-separated list of schemes; "
                  "valid values are: %s", info->base_name, al_scheme_all());
          else if (!reported)
            al_cfg.schemes = value;
        }
      else if (!strcmp(key, "mode"))
        {
          if (value && !strcmp(value, "all"))
            al_cfg.mode = AL_MODE_ALL;
          else if (value && !strcmp(value, "gaps"))
            al_cfg.mode = AL_MODE_GAPS;
          else if (value && !strcmp(value, "off"))
            al_cfg.mode = AL_MODE_OFF;
          else
            error("unknown value %qs for %<-fplugin-arg-%s-mode%>; valid values are: "
                  "all, gaps, off", value ? value : "", info->base_name);
        }
      else if (!strcmp(key, "warn"))
        {
          const char *bad = value && *value ? al_warn_option(value) : "";
          if (bad)
            error("unknown value %qs for %<-fplugin-arg-%s-warn%>; valid values are: %s",
                  bad, info->base_name, al_warn_names());
        }
      else if (!strcmp(key, "merge"))
        {
          if (value && !strcmp(value, "on"))
            al_cfg.merge = true;
          else if (value && !strcmp(value, "off"))
            al_cfg.merge = false;
          else
            error("unknown value %qs for %<-fplugin-arg-%s-merge%>; valid values are: on, off",
                  value ? value : "", info->base_name);
        }
      else if (!strcmp(key, "help"))
        print_help();
      else
        error("unknown option %<-fplugin-arg-%s-%s%>; valid options are: %s",
              info->base_name, key, valid_options);
    }

  /* arch= names the target now: its schemes are checked now too.  */
  if (al_cfg.target_from_option)
    apply_schemes();

  register_callback(info->base_name, PLUGIN_INFO, NULL, &atomlower_info);
  /* The warnings read the program, they change nothing: with mode=off too.  Their pass
     goes just before "ssa", the early lowering pass right after it.  */
  al_warn_register(info->base_name);
  if (al_cfg.mode == AL_MODE_OFF)
    return 0;

  /* Target facts come from the predefined macros, complete once the front end
     has started the unit.  */
  register_callback(info->base_name, PLUGIN_START_UNIT, start_unit, NULL);
  register_callback(info->base_name, PLUGIN_FINISH, finish, NULL);
  /* scheme= is checked once the target is known, even in a unit without functions.  */
  if (al_cfg.schemes)
    register_callback(info->base_name, PLUGIN_FINISH_UNIT, finish_unit, NULL);

  /* Right after "ssa", after "ompexp": #pragma omp atomic has become builtins,
     the function is in SSA form, and no fold has yet turned a builtin into an
     internal function (GCC's first is .ATOMIC_COMPARE_EXCHANGE, in ccp1's update of
     the address-taken variables at -O1 and up; docs/design.md §2).  Not directly after "ompexp": the
     functions it outlines (the bodies of omp parallel regions) skip the rest of the
     lowering passes, and start at the SSA passes.  */
  struct register_pass_info pass;
  pass.pass = al_make_pass(g, false);
  pass.reference_pass_name = "ssa";
  pass.ref_pass_instance_number = 1;
  pass.pos_op = PASS_POS_INSERT_AFTER;
  register_callback(info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &pass);

  /* The late instance, when optimizing: just before "fab" (each instance: -O1
     and up, -Og), after inlining and constant propagation have made the memory
     orders of inlined wrappers and std::atomic members constants, and before
     fab folds atomic builtins into internal functions (bit test-and-set,
     op_fetch compared with zero) that the expander alone knows.  */
  struct register_pass_info late;
  late.pass = al_make_pass(g, true);
  late.reference_pass_name = "fab";
  late.ref_pass_instance_number = 0;
  late.pos_op = PASS_POS_INSERT_BEFORE;
  register_callback(info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &late);
  return 0;
}
