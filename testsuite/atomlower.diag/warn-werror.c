/* -Werror turns each of the plugin's warnings into an error (as for any warning: the plugin's
   have option indices of their own in GCC's diagnostic machinery), tagged with the option
   that enables it and -Werror; -Wno-error keeps them warnings (warn-pragma.c).  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=all -Werror -Wno-address-of-packed-member" } */
/* { dg-prune-output "warnings being treated as errors" } */

int counter;
struct __attribute__ ((packed)) { char c; int w; } p;
_Atomic int ai;

int
f (void)
{
  counter = 1;						/* { dg-error "plain store to 'counter', which is also accessed atomically; use '__atomic_store_n \\(&counter, VALUE, __ATOMIC_RELAXED\\)' if it can race \\\[-fplugin-arg-atomlower-warn=mixed, -Werror\\\]" } */
  __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);	/* { dg-message "note: 'counter' is accessed atomically here" } */
  __atomic_store_n (&p.w, 1, __ATOMIC_RELAXED);	/* { dg-error "4-byte atomic store of 'p.w' calls '__atomic_store_4' in the runtime: not proven aligned to its size \\(proven alignment 1\\) \\\[-fplugin-arg-atomlower-warn=align, -Werror\\\]" } */
  return ai;						/* { dg-error "implicit 'seq_cst' load of '_Atomic' object 'ai'; use 'atomic_load_explicit' with the order it needs \\\[-fplugin-arg-atomlower-warn=implicit-seq-cst, -Werror\\\]" } */
}
