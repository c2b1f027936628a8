/* -fplugin-arg-atomlower-warn=align on objects whose type says they may be less aligned than
   their size: a pointer to an aligned(1) typedef (as packet parsers declare their fields) is
   no proof of the alignment an inline access needs, so the site goes to the runtime, with
   the warning, at every width and -O level.  The same type through a pointer GCC proves
   aligned (the address of an aligned array element) stays inline, silently; so do a plain
   int *, a void * cast to int * (the builtin contract: Concurrency Kit's idiom), and bytes
   of a buffer reached as an int * (the pointer's type is int: naturally aligned).  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=align" } */

typedef unsigned short u16_a1 __attribute__ ((aligned (1)));
typedef unsigned int u32_a1 __attribute__ ((aligned (1)));
typedef unsigned long long u64_a1 __attribute__ ((aligned (1)));

unsigned long long
f (u16_a1 *h, u32_a1 *w, u64_a1 *d)
{
  unsigned long long x = __atomic_fetch_add (h, 1, __ATOMIC_RELAXED);	/* { dg-warning "2-byte atomic fetch_add of '\[^'\]*' calls '__atomic_fetch_add_2' in the runtime: not proven aligned to its size \\(proven alignment 1\\)" } */
  x += __atomic_exchange_n (w, 2, __ATOMIC_SEQ_CST);			/* { dg-warning "4-byte atomic exchange of '\[^'\]*' calls '__atomic_exchange_4' in the runtime: not proven aligned to its size \\(proven alignment 1\\)" } */
  __atomic_store_n (d, x, __ATOMIC_RELEASE);				/* { dg-warning "8-byte atomic store of '\[^'\]*' calls '__atomic_store_8' in the runtime: not proven aligned to its size \\(proven alignment 1\\)" } */
  u32_a1 e = 0;
  __atomic_compare_exchange_n (w, &e, 3, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);	/* { dg-warning "4-byte atomic compare_exchange of '\[^'\]*' calls '__atomic_compare_exchange_4' in the runtime: not proven aligned to its size \\(proven alignment 1\\)" } */
  return x + e;
}

static unsigned int table[4];

unsigned int
g (int *plain, void *opaque, char *bytes)
{
  return __atomic_load_n (plain, __ATOMIC_ACQUIRE)			/* { dg-bogus "runtime" } */
         + __atomic_load_n ((int *) opaque, __ATOMIC_ACQUIRE)		/* { dg-bogus "runtime" } */
         + __atomic_load_n ((int *) (bytes + 4), __ATOMIC_ACQUIRE)	/* { dg-bogus "runtime" } */
         + __atomic_fetch_add ((u32_a1 *) &table[1], 1, __ATOMIC_SEQ_CST);	/* { dg-bogus "runtime" } */
}
