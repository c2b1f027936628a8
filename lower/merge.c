/* merge.c — the barriers of two adjacent sites made one.
 *
 * Every site's sequence is rendered on its own, so two atomics that follow each other
 * carry back-to-back barriers: ARMv7's two seq_cst fetch_adds end and begin with `dmb ish`,
 * RISC-V's seq_cst store ends with `fence rw,rw` where the next seq_cst load begins with
 * one, POWER's release store begins with `lwsync` right after a seq_cst fence's `sync`.
 * The plugin asks here about each pair of sites with nothing between them that accesses
 * memory (plugin/pass.cc, merge_adjacent), and drops one of the two barriers:
 *
 *   - the last line of the earlier site's text and the first instruction line of the later
 *     one's are both barriers of the architecture (al_arch_desc.barriers) with no operand;
 *   - a row of the architecture's table (al_arch_desc.merges) names the two: the same
 *     line twice (B; B is B: with no access between them, the second orders exactly the
 *     pairs of accesses the first orders), or a weaker and a stronger one, each row citing
 *     the manual's definition that makes the stronger order every pair the weaker orders.
 *     Only whole single-line barriers are rows: ARMv6's CP15 `mcr` names a register, the
 *     kernel helper's barrier is a call, and hppa's is an ldcw on a stack word.
 *
 * The earlier site's barrier goes when the two are the same (a chain of sites then keeps
 * the last one's, so a fence between two sites merges with both); otherwise the weaker one
 * goes.  Every path through a sequence leaves by its end and enters at its start (no
 * sequence branches out of itself), so the barrier that stays sits between the earlier
 * site's last access and the later site's first on every path.
 *
 * Across blocks (al_merge_into_later): a block that begins with a site (nothing before it
 * that touches memory) whose every incoming edge leaves a block ending with a site (nothing
 * after it but inert statements and the branch) loses its site's first barrier when each of
 * those sites' last one is the same or stronger by a row.  Every path into the later site
 * passes one of those barriers with no access between, so each pair of accesses the dropped
 * barrier ordered (those before the block against the later site's and after) is ordered by
 * the one on its path; the earlier sites' barriers all stay (a block's last site never loses
 * its last barrier within the block either).
 *
 * Each rule is checked on the code the plugin emits by scripts/litmus-compiled (docs/
 * litmus.md, "Merged barriers"): every litmus test whose thread has two sites in a row,
 * compiled with merging on, under the architecture's herd7 model.
 */
#include "internal.h"

#include <stdio.h>
#include <string.h>

/* LINE (up to its end or '\n') with the leading and trailing blanks gone, into OUT.  */
static void trimmed(const char *line, char *out, size_t n)
{
  line += strspn(line, " \t");
  size_t l = strcspn(line, "\n");
  while (l > 0 && (line[l - 1] == ' ' || line[l - 1] == '\t'))
    l--;
  snprintf(out, n, "%.*s", (int) l, line);
}

/* The offset of TEXT's last non-blank line, -1 when it has none.  */
static int last_line(const char *text)
{
  int last = -1;
  for (const char *p = text; *p;)
    {
      size_t l = strcspn(p, "\n");
      if (strspn(p, " \t") < l)
        last = (int) (p - text);
      p += l + (p[l] == '\n');
    }
  return last;
}

/* The offset of TEXT's first line after its annotation (its first line), -1: none.  */
static int first_line(const char *text)
{
  const char *nl = strchr(text, '\n');
  if (!nl)
    return -1;
  const char *p = nl + 1;
  while (*p && strspn(p, " \t") == strcspn(p, "\n"))
    p += strcspn(p, "\n") + (p[strcspn(p, "\n")] == '\n');
  return *p ? (int) (p - text) : -1;
}

bool al_merge_barriers(const al_target *t, const char *earlier, const char *later, al_barrier_merge *m)
{
  memset(m, 0, sizeof *m);
  const al_arch_desc *d = al_arch_desc_of(t->arch);
  int a = last_line(earlier), b = first_line(later);
  if (!d || a < 0 || b < 0 || a == 0)
    return false;
  char la[sizeof m->kept], lb[sizeof m->kept];
  trimmed(earlier + a, la, sizeof la);
  trimmed(later + b, lb, sizeof lb);
  /* Only whole lines a row names: each is a barrier without operands (lower-cells
     --selftest checks every row), so a line with an operand or a partial barrier never
     matches.  */
  for (const al_merge_row *r = d->merges; r && r->weaker; r++)
    {
      if (!strcmp(r->weaker, la) && !strcmp(r->stronger, lb))
        m->drop = 1;
      else if (!strcmp(r->weaker, lb) && !strcmp(r->stronger, la))
        m->drop = 2;
      else
        continue;
      m->why = r->why;
      break;
    }
  if (!m->drop)
    return false;
  snprintf(m->dropped, sizeof m->dropped, "%s", m->drop == 1 ? la : lb);
  snprintf(m->kept, sizeof m->kept, "%s", m->drop == 1 ? lb : la);
  m->offset = m->drop == 1 ? a : b;
  return true;
}

bool al_merge_into_later(const al_target *t, const char *earlier, const char *later, al_barrier_merge *m)
{
  if (!al_merge_barriers(t, earlier, later, m))
    return false;
  if (m->drop == 2)
    return true;
  /* The same barrier twice: the later one goes instead.  */
  if (strcmp(m->dropped, m->kept))
    return false;
  m->drop = 2;
  m->offset = first_line(later);
  return m->offset > 0;
}

bool al_merge_text(const al_barrier_merge *m, int which, const char *text, char *out, size_t n)
{
  int at = which == 1 ? last_line(text) : first_line(text);
  if (which != m->drop || at <= 0 || at != m->offset)
    return false;
  const char *nl = strchr(text, '\n');
  size_t ann = nl ? (size_t) (nl - text) : strlen(text);
  const char *rest = text + at + strcspn(text + at, "\n");
  if (*rest == '\n' && which == 2)
    rest++;
  /* The annotation, marked; the lines up to the barrier; those after it.  */
  size_t before = (size_t) at - ann;
  if ((which == 1 || !*rest) && before > 0)
    before--;   /* the '\n' before the barrier: the text does not end in a blank line */
  int w = m->across
          ? snprintf(out, n, "%.*s; merged across blocks: its first %s dropped for the %s ending the"
                     " previous site on every edge into its block (%d)%.*s%s",
                     (int) ann, text, m->dropped, m->kept, m->across, (int) before, text + ann, rest)
          : snprintf(out, n, "%.*s; merged with the %s site: its %s %s dropped for the %s site's %s%.*s%s",
                     (int) ann, text, which == 1 ? "next" : "previous", which == 1 ? "last" : "first",
                     m->dropped, which == 1 ? "next" : "previous", m->kept, (int) before, text + ann,
                     rest);
  return w > 0 && (size_t) w < n;
}
