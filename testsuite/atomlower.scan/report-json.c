/* The expected decisions are x86-64's (16 bytes to the runtime without -mcx16).  */
/* -fplugin-arg-atomlower-report=FILE appends one JSON object per builtin site (JSON Lines).
   The harness has no dg-final that reads a file, so the test reads its own report at run time
   (compile and run share the harness's working directory): every line is a well-formed flat
   JSON object, and the sites below are there with their decision (inline, shim), op,
   width and order, target and scheme; an __atomic_is_lock_free site has its line.  The file is removed afterwards,
   so the -O0 and -O2 runs each see their own compile's lines (stale lines from an interrupted
   run are tolerated).  */
/* { dg-do run { target x86_64-*-* } } */
/* { dg-additional-options "-fplugin-arg-atomlower-report=atomlower-report-json.jsonl -Wno-address-of-packed-member" } */

#include <stdio.h>
#include <string.h>

extern void abort (void);

#define REPORT "atomlower-report-json.jsonl"

int v;
struct __attribute__ ((packed)) { char c; int w; } p;

static int line_add, line_cas, line_packed, line_lockfree;

__attribute__ ((noinline)) static int
sites (int *e)
{
  line_add = __LINE__; int r = __atomic_fetch_add (&v, 1, __ATOMIC_SEQ_CST);
  line_cas = __LINE__; r += __atomic_compare_exchange_n (&v, e, 2, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);
  line_packed = __LINE__; r += __atomic_load_n (&p.w, __ATOMIC_RELAXED);
  /* 16 bytes at a null (typical) address: GCC's front end cannot fold it.  */
  line_lockfree = __LINE__; r += __atomic_is_lock_free (16, 0);
  return r;
}

/* A flat object: {"key":value,...} with string, number, true/false values.  */
static int
valid_json (const char *s)
{
  if (*s++ != '{')
    return 0;
  for (;;)
    {
      if (*s++ != '"')
	return 0;
      while (*s && *s != '"')
	s += *s == '\\' ? 2 : 1;
      if (*s++ != '"' || *s++ != ':')
	return 0;
      if (*s == '"')
	{
	  s++;
	  while (*s && *s != '"')
	    s += *s == '\\' ? 2 : 1;
	  if (*s++ != '"')
	    return 0;
	}
      else if (!strncmp (s, "true", 4) || !strncmp (s, "false", 5))
	s += *s == 't' ? 4 : 5;
      else
	{
	  const char *start = s;
	  if (*s == '-')
	    s++;
	  while (*s >= '0' && *s <= '9')
	    s++;
	  if (s == start)
	    return 0;
	}
      if (*s == '}')
	return s[1] == '\n' || s[1] == 0;
      if (*s++ != ',')
	return 0;
    }
}

/* Is there a line for this file at LINE containing each of the fragments?  */
static int
has (char lines[][512], int n, int line, const char *a, const char *b, const char *c)
{
  char file[600], at[32];
  snprintf (file, sizeof file, "\"file\":\"%s\"", __FILE__);
  snprintf (at, sizeof at, "\"line\":%d,", line);
  for (int i = 0; i < n; i++)
    if (strstr (lines[i], file) && strstr (lines[i], at) && strstr (lines[i], a)
	&& strstr (lines[i], b) && strstr (lines[i], c))
      return 1;
  return 0;
}

static char lines[256][512];

int
main (void)
{
  int e = 0;
  /* The result is used: otherwise, once sites is inlined or specialised after
     inlining, the lock-free query (a const builtin) is dead code and the late pass,
     which reports it, never sees it.  */
  volatile int sink = sites (&e);
  (void) sink;
  FILE *f = fopen (REPORT, "r");
  if (!f)
    abort ();
  int n = 0;
  while (n < 256 && fgets (lines[n], sizeof lines[n], f))
    if (!valid_json (lines[n++]))
      abort ();
  fclose (f);
  remove (REPORT);
  if (n < 4)
    abort ();
  if (!has (lines, n, line_add, "\"decision\":\"inline\"", "\"op\":\"fetch_add\"",
	    "\"width\":4,\"order\":\"seq_cst\""))
    abort ();
  /* The schemes in effect, one per group, the defaults here.  */
  if (!has (lines, n, line_add, "\"target\":\"x86_64\"",
	    "\"scheme\":\"store-xchg,fence-lockor\"", "\"op\":\"fetch_add\""))
    abort ();
  if (!has (lines, n, line_cas, "\"decision\":\"inline\"", "\"op\":\"compare_exchange\"",
	    "\"order\":\"acq_rel\",\"failure_order\":\"acquire\",\"weak\":false"))
    abort ();
  if (!has (lines, n, line_packed, "\"decision\":\"shim\"", "\"call\":\"__atomic_load_4\"",
	    "\"order\":\"relaxed\""))
    abort ();
  if (!has (lines, n, line_lockfree, "\"decision\":\"", "\"builtin\":\"__atomic_is_lock_free\"",
	    "\"function\":\"sites\""))
    abort ();
  return 0;
}
