/* -fplugin-arg-atomlower-warn=implicit-seq-cst: every place that pays for seq_cst without
   writing an order.  An operator on an _Atomic object (a read, an assignment, ++, a compound
   assignment, whether the front end makes it a fetch-op or a compare-exchange loop) names the
   object and the <stdatomic.h> function that takes an order; a <stdatomic.h> macro without
   _explicit names itself and its _explicit form.  An explicit order, seq_cst included, a
   builtin called by name (on an _Atomic object too), __sync_* (documented full barriers),
   fences and atomic_init get nothing.  Inside a macro of the program, the warning is where
   the macro spells the operator or the <stdatomic.h> call, as GCC's own warnings are.  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=implicit-seq-cst" } */

#include <stdatomic.h>

_Atomic int ai;
_Atomic double ad;
atomic_long al;
atomic_flag fl = ATOMIC_FLAG_INIT;
struct pair { _Atomic int a; int b; } pr;
int plain;

long
operators (_Atomic int *p)
{
  long r = ai;		/* { dg-warning "implicit 'seq_cst' load of '_Atomic' object 'ai'; use 'atomic_load_explicit' with the order it needs \\\[-fplugin-arg-atomlower-warn=implicit-seq-cst\\\]" } */
  ai = 5;		/* { dg-warning "implicit 'seq_cst' store of '_Atomic' object 'ai'; use 'atomic_store_explicit' with the order it needs" } */
  ai++;			/* { dg-warning "implicit 'seq_cst' read-modify-write of '_Atomic' object 'ai'; use 'atomic_fetch_add_explicit' with the order it needs" } */
  pr.a -= 2;		/* { dg-warning "implicit 'seq_cst' read-modify-write of '_Atomic' object 'pr.a'; use 'atomic_fetch_sub_explicit' with the order it needs" } */
  ad *= 2.0;		/* { dg-warning "implicit 'seq_cst' read-modify-write of '_Atomic' object 'ad'; use 'atomic_compare_exchange_weak_explicit' with the order it needs" } */
  r += *p;		/* { dg-warning "implicit 'seq_cst' load of '_Atomic' object '\\*p'; use 'atomic_load_explicit'" } */
  pr.b = 1;		/* { dg-bogus "seq_cst" "not an _Atomic member" } */
  return r;
}

long
macros (void)
{
  long r = 0, e = 0;
  r += atomic_load (&al);			/* { dg-warning "'atomic_load' without a memory order is 'seq_cst'; use 'atomic_load_explicit' with the order it needs \\\[-fplugin-arg-atomlower-warn=implicit-seq-cst\\\]" } */
  atomic_store (&al, 3);			/* { dg-warning "'atomic_store' without a memory order is 'seq_cst'; use 'atomic_store_explicit'" } */
  r += atomic_exchange (&al, 4);		/* { dg-warning "'atomic_exchange' without a memory order is 'seq_cst'" } */
  r += atomic_compare_exchange_strong (&al, &e, 7);	/* { dg-warning "'atomic_compare_exchange_strong' without a memory order is 'seq_cst'; use 'atomic_compare_exchange_strong_explicit'" } */
  r += atomic_compare_exchange_weak (&al, &e, 8);	/* { dg-warning "'atomic_compare_exchange_weak' without a memory order is 'seq_cst'; use 'atomic_compare_exchange_weak_explicit'" } */
  r += atomic_fetch_add (&al, 1);		/* { dg-warning "'atomic_fetch_add' without a memory order is 'seq_cst'" } */
  r += atomic_fetch_sub (&al, 1);		/* { dg-warning "'atomic_fetch_sub' without a memory order is 'seq_cst'" } */
  r += atomic_fetch_or (&al, 1);		/* { dg-warning "'atomic_fetch_or' without a memory order is 'seq_cst'" } */
  r += atomic_fetch_xor (&al, 1);		/* { dg-warning "'atomic_fetch_xor' without a memory order is 'seq_cst'" } */
  r += atomic_fetch_and (&al, 1);		/* { dg-warning "'atomic_fetch_and' without a memory order is 'seq_cst'" } */
  r += atomic_flag_test_and_set (&fl);		/* { dg-warning "'atomic_flag_test_and_set' without a memory order is 'seq_cst'; use 'atomic_flag_test_and_set_explicit'" } */
  atomic_flag_clear (&fl);			/* { dg-warning "'atomic_flag_clear' without a memory order is 'seq_cst'; use 'atomic_flag_clear_explicit'" } */
  return r;
}

long
explicit_orders (void)
{
  long r = 0;
  r += atomic_load_explicit (&al, memory_order_seq_cst);		/* { dg-bogus "seq_cst" } */
  r += atomic_fetch_add_explicit (&al, 1, memory_order_relaxed);	/* { dg-bogus "seq_cst" } */
  atomic_store_explicit (&ai, 1, memory_order_seq_cst);			/* { dg-bogus "seq_cst" } */
  r += __atomic_load_n (&ai, __ATOMIC_SEQ_CST);				/* { dg-bogus "seq_cst" } */
  r += __atomic_fetch_add (&plain, 1, __ATOMIC_SEQ_CST);		/* { dg-bogus "seq_cst" } */
  r += __sync_fetch_and_add (&plain, 1);				/* { dg-bogus "seq_cst" } */
  atomic_thread_fence (memory_order_seq_cst);				/* { dg-bogus "seq_cst" } */
  atomic_init (&ai, 0);							/* { dg-bogus "seq_cst" } */
  return r;
}

#define COUNT(x) atomic_fetch_add (&(x), 1)	/* { dg-warning "'atomic_fetch_add' without a memory order is 'seq_cst'" } */
#define INC(x) ((x)++)				/* { dg-warning "implicit 'seq_cst' read-modify-write of '_Atomic' object 'ai'" } */
#define LOAD_SC(p) __atomic_load_n ((p), __ATOMIC_SEQ_CST)

long
in_macros (void)
{
  COUNT (al);
  INC (ai);
  return LOAD_SC (&ai);					/* { dg-bogus "seq_cst" } */
}
