/* What -fplugin-arg-atomlower-warn=mixed does not warn about: the initialiser of a variable
   (a global's, or an automatic one's in its declaration, before anything can see it), accesses
   through a volatile lvalue (the documented opt-out: `*(volatile T *) &x`), the relaxed atomic
   access the warning suggests, objects no builtin touches, an access the program wraps in
   `#pragma atomlower diagnostic ignored "mixed"`, and the user's own asm.  The same store
   after the pragma's pop does warn (the silence above is the analysis's, not a plugin that
   says nothing).  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=mixed" } */

int counter = 5;
int ready;
int other;
struct { int on; int off; } sw = { 1, 0 };

void
publish (int v)
{
  *(volatile int *) &counter = v;			/* { dg-bogus "plain" } */
  __atomic_store_n (&counter, v, __ATOMIC_RELAXED);	/* { dg-bogus "plain" } */
  __atomic_store_n (&ready, 1, __ATOMIC_RELEASE);
  __atomic_store_n (&sw.on, 0, __ATOMIC_RELAXED);
  other = v;						/* { dg-bogus "plain" } */
  sw.off = v;						/* { dg-bogus "plain" } */
}

int
peek (void)
{
  return __atomic_load_n (&counter, __ATOMIC_RELAXED)	/* { dg-bogus "plain" } */
	 + *(volatile int *) &ready			/* { dg-bogus "plain" } */
	 + other;					/* { dg-bogus "plain" } */
}

void
asm_read (void)
{
  __asm__ __volatile__ ("" : : "m" (counter));		/* { dg-bogus "plain" } */
}

void
wait_for (void (*start) (int *))
{
  int done = 0;						/* { dg-bogus "plain" "the declaration's initialiser" } */
  start (&done);
  while (!__atomic_load_n (&done, __ATOMIC_ACQUIRE))
    ;
}

void
setup (void)
{
#pragma atomlower diagnostic push
#pragma atomlower diagnostic ignored "mixed"
  ready = 0;						/* { dg-bogus "plain" } */
#pragma atomlower diagnostic pop
  ready = 2;						/* { dg-warning "plain store to 'ready', which is also accessed atomically" } */
}
