/* atomtiny: a reference count and a lock-free stack, the atomics a small C library has.  */
#include <stdatomic.h>
#include <stddef.h>
#include "atomtiny.h"

void
tiny_ref (struct tiny_obj *o)
{
  atomic_fetch_add_explicit (&o->refs, 1, memory_order_relaxed);
}

int
tiny_unref (struct tiny_obj *o)
{
  return atomic_fetch_sub_explicit (&o->refs, 1, memory_order_acq_rel) == 1;
}

void
tiny_push (struct tiny_stack *s, struct tiny_node *n)
{
  struct tiny_node *top = atomic_load_explicit (&s->top, memory_order_relaxed);
  do
    n->next = top;
  while (!atomic_compare_exchange_weak_explicit (&s->top, &top, n, memory_order_release,
                                                 memory_order_relaxed));
}

struct tiny_node *
tiny_take_all (struct tiny_stack *s)
{
  return atomic_exchange_explicit (&s->top, NULL, memory_order_acquire);
}

unsigned long
tiny_sync_add (unsigned long *p, unsigned long v)
{
  return __sync_add_and_fetch (p, v);
}
