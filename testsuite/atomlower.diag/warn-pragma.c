/* `#pragma atomlower diagnostic ignored|warning|error "NAME"` classifies the plugin's warning
   NAME from there on, in GCC's own classification history: `#pragma GCC diagnostic push` and
   `pop` scope it like GCC's own pragmas, and so do `#pragma atomlower diagnostic push` and
   `pop`.  Without the plugin's option the pragmas are accepted and enable nothing.  A wrong
   pragma is a -Wpragmas warning, as GCC's own are.  (`#pragma GCC diagnostic` itself cannot
   name them: GCC 12 looks the name up in its compiled-in option table.)  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=mixed,implicit-seq-cst,align -Wno-address-of-packed-member" } */
/* { dg-prune-output "some warnings being treated as errors" } */

int counter;
_Atomic int ai;
struct __attribute__ ((packed)) { char c; int w; } p;

void
atomics (void)
{
  __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);	/* { dg-message "note: 'counter' is accessed atomically here" } */
}

#pragma GCC diagnostic push
#pragma atomlower diagnostic ignored "mixed"
#pragma atomlower diagnostic ignored "implicit-seq-cst"
#pragma atomlower diagnostic ignored "align"
int
quiet (void)
{
  counter = 1;					/* { dg-bogus "plain" } */
  __atomic_store_n (&p.w, 1, __ATOMIC_RELAXED);	/* { dg-bogus "runtime" } */
  return ai;					/* { dg-bogus "seq_cst" } */
}
#pragma GCC diagnostic pop

int
loud_again (void)
{
  counter = 2;					/* { dg-warning "plain store to 'counter'" } */
  __atomic_store_n (&p.w, 2, __ATOMIC_RELAXED);	/* { dg-warning "4-byte atomic store of 'p.w'" } */
  return ai;					/* { dg-warning "implicit 'seq_cst' load" } */
}

#pragma atomlower diagnostic push
#pragma atomlower diagnostic error "mixed"
#pragma atomlower diagnostic error "implicit-seq-cst"
#pragma atomlower diagnostic error "align"
int
errors (void)
{
  counter = 3;					/* { dg-error "plain store to 'counter', which is also accessed atomically; use '__atomic_store_n \\(&counter, VALUE, __ATOMIC_RELAXED\\)' if it can race \\\[-fplugin-arg-atomlower-warn=mixed\\\]" } */
  __atomic_store_n (&p.w, 3, __ATOMIC_RELAXED);	/* { dg-error "4-byte atomic store of 'p.w' calls '__atomic_store_4' in the runtime: not proven aligned to its size \\(proven alignment 1\\) \\\[-fplugin-arg-atomlower-warn=align\\\]" } */
  return ai;					/* { dg-error "implicit 'seq_cst' load of '_Atomic' object 'ai'; use 'atomic_load_explicit' with the order it needs \\\[-fplugin-arg-atomlower-warn=implicit-seq-cst\\\]" } */
}
#pragma atomlower diagnostic pop

int
warnings_again (void)
{
  counter = 4;					/* { dg-warning "plain store to 'counter'" } */
  return ai;					/* { dg-warning "implicit 'seq_cst' load" } */
}

#pragma atomlower diagnostic ignored "racy"		/* { dg-warning "unknown warning 'racy' after '#pragma atomlower diagnostic'; valid names are: mixed, align, implicit-seq-cst" } */
#pragma atomlower diagnostic silence "mixed"		/* { dg-warning "expected 'ignored', 'warning', 'error', 'push' or 'pop' after '#pragma atomlower diagnostic'" } */
#pragma atomlower diagnostic ignored			/* { dg-warning "missing warning name after '#pragma atomlower diagnostic ignored'" } */
#pragma atomlower diagnostic ignored "mixed" extra	/* { dg-warning "junk at end of '#pragma atomlower diagnostic'" } */
