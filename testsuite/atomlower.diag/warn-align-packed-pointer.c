/* -fplugin-arg-atomlower-warn=align on a packed struct's member reached through a pointer: the
   address is computed from the pointer (its alignment unknown) and the member's alignment in
   its packed struct is 1, so the site is not proven aligned and goes to the runtime, with the
   warning; the member's type's alignment (int: 4) is no proof.  A pointer that holds the
   member's address from another statement of the function is followed to it.  Every member of
   a packed struct is such a member, the first too (the struct may be at any byte); a member
   of a struct that is not packed and a plain int * stay inline, silently.  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=align -Wno-address-of-packed-member" } */

struct __attribute__ ((packed)) rec { int first; char tag; int count; long long total; };
struct plain { char tag; int count; };

int
f (struct rec *p, int v)
{
  int x = __atomic_fetch_add (&p->count, 1, __ATOMIC_RELAXED);	/* { dg-warning "4-byte atomic fetch_add of '\[^'\]*count' calls '__atomic_fetch_add_4' in the runtime: not proven aligned to its size \\(proven alignment 1\\)" } */
  __atomic_store_n (&p->total, v, __ATOMIC_RELEASE);		/* { dg-warning "8-byte atomic store of '\[^'\]*total' calls '__atomic_store_8' in the runtime: not proven aligned to its size \\(proven alignment 1\\)" } */
  int *q = &p->count;
  x += __atomic_load_n (q, __ATOMIC_ACQUIRE);			/* { dg-warning "4-byte atomic load of '\[^'\]*' calls '__atomic_load_4' in the runtime: not proven aligned to its size \\(proven alignment 1\\)" } */
  return x;
}

int
g (struct rec *p, struct plain *s, int *plain)
{
  return __atomic_load_n (plain, __ATOMIC_ACQUIRE)		/* { dg-bogus "runtime" } */
         + __atomic_exchange_n (&s->count, 1, __ATOMIC_SEQ_CST)	/* { dg-bogus "runtime" } */
         + __atomic_exchange_n (&p->first, 1, __ATOMIC_SEQ_CST);	/* { dg-warning "4-byte atomic exchange of '\[^'\]*first' calls '__atomic_exchange_4' in the runtime: not proven aligned to its size \\(proven alignment 1\\)" } */
}

/* A member of a struct that is not packed is where the struct's layout puts it: two ints at
   offset 8 of an 8-aligned struct (a pointer first) are one 8-aligned long long, which
   libstdc++'s shared_ptr reads its two counts as (_Sp_counted_base::_M_release), and GCC
   inlines.  On a 32-bit target the pointer is 4 bytes, so the pair is only 4-aligned (or
   the target has no 8-byte atomics at all: m68k, PA-RISC).  */
struct counts { void *vptr; int use; int weak; };

long long
both (struct counts *c)
{
  long long *pair = (long long *) &c->use;
  return __atomic_load_n (pair, __ATOMIC_ACQUIRE);	/* { dg-bogus "runtime" "" { target lp64 } } */
  /* { dg-warning "8-byte atomic load of '\[^'\]*' calls '__atomic_load_8' in the runtime: " "" { target { ! lp64 } } .-1 } */
}
