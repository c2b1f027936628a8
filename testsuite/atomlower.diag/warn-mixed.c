/* -fplugin-arg-atomlower-warn=mixed: a plain load or store of an object that the translation
   unit also accesses through an atomic builtin is warned about at the plain access, with a note
   at the first atomic access (in source order) to the same memory.  Objects of static storage
   (globals, statics, their members and elements) are matched across the functions of the unit,
   what one pointer points to within one function; a member overlaps its struct, a union member
   the members it shares bytes with, an element with a variable index the whole array.  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=mixed" } */

int counter;
static long total;
struct stats { int hits; long bytes; int slots[4]; } st;
union word { long long w; short h[4]; } uw;
int flags[8];

void
reset (void)
{
  counter = 0;		/* { dg-warning "plain store to 'counter', which is also accessed atomically; use '__atomic_store_n \\(&counter, VALUE, __ATOMIC_RELAXED\\)' if it can race \\\[-fplugin-arg-atomlower-warn=mixed\\\]" } */
  total = 0;		/* { dg-warning "plain store to 'total', which is also accessed atomically" } */
  st.hits = 0;		/* { dg-warning "plain store to 'st.hits', which is also accessed atomically; use '__atomic_store_n \\(&st.hits, VALUE, __ATOMIC_RELAXED\\)' if it can race" } */
  st.bytes = 0;		/* { dg-bogus "plain" "a member no builtin touches" } */
  flags[3] = 1;		/* { dg-bogus "plain" "another element, both indices constant" } */
}

void
count (long n)
{
  __atomic_fetch_add (&counter, 1, __ATOMIC_RELAXED);		/* { dg-message "note: 'counter' is accessed atomically here" } */
  __atomic_add_fetch (&total, n, __ATOMIC_SEQ_CST);		/* { dg-message "note: 'total' is accessed atomically here" } */
  __sync_fetch_and_add (&st.hits, 1);				/* { dg-message "note: 'st.hits' is accessed atomically here" } */
  __atomic_fetch_or (&st.slots[n & 3], 1, __ATOMIC_RELAXED);	/* { dg-message "note: 'st.slots\\\[...\\\]' is accessed atomically here" } */
  __atomic_store_n (&uw.w, n, __ATOMIC_RELEASE);		/* { dg-message "note: 'uw.w' is accessed atomically here" } */
  __atomic_exchange_n (&flags[2], 1, __ATOMIC_ACQ_REL);
}

int
read_counter (void)
{
  return counter;	/* { dg-warning "plain load of 'counter', which is also accessed atomically; use '__atomic_load_n \\(&counter, __ATOMIC_RELAXED\\)' if it can race \\\[-fplugin-arg-atomlower-warn=mixed\\\]" } */
}

int
read_slot (void)
{
  return st.slots[1];	/* { dg-warning "plain load of 'st.slots\\\[1\\\]', which is also accessed atomically" } */
}

int
read_half (void)
{
  return uw.h[2];	/* { dg-warning "plain load of 'uw.h\\\[2\\\]', which is also accessed atomically" } */
}

void
bump (void)
{
  counter++;		/* { dg-warning "plain load and store of 'counter', which is also accessed atomically; use atomic builtins if it can race \\\[-fplugin-arg-atomlower-warn=mixed\\\]" } */
}

struct stats
snapshot (void)
{
  return st;		/* { dg-warning "plain load of 'st', which is also accessed atomically; use atomic builtins if it can race" } */
}

/* Through one pointer, within one function.  */
struct node { int refs; struct node *next; };

int
take (struct node *n)
{
  if (n->refs == 0)	/* { dg-warning "plain load of 'n->refs', which is also accessed atomically; use '__atomic_load_n \\(&n->refs, __ATOMIC_RELAXED\\)' if it can race" } */
    return 0;
  __atomic_fetch_add (&n->refs, 1, __ATOMIC_RELAXED);	/* { dg-message "note: 'n->refs' is accessed atomically here" } */
  return 1;
}

void
spin_lock (int *l)
{
  while (__atomic_exchange_n (l, 1, __ATOMIC_ACQUIRE))	/* { dg-message "note: '\\*l' is accessed atomically here" } */
    while (*l)		/* { dg-warning "plain load of '\\*l', which is also accessed atomically; use '__atomic_load_n \\(l, __ATOMIC_RELAXED\\)' if it can race" } */
      ;
}

/* Another function: what its parameter points to is not known to be the same.  */
void
spin_unlock (int *l)
{
  *l = 0;		/* { dg-bogus "plain" } */
}

/* A pointer given another value in between names two objects.  */
void
take_next (struct node *n)
{
  n->refs = 1;		/* { dg-bogus "plain" } */
  n = n->next;
  __atomic_fetch_add (&n->refs, 1, __ATOMIC_RELAXED);
}
