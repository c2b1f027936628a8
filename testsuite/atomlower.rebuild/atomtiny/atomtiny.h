#ifndef ATOMTINY_H
#define ATOMTINY_H
#include <stdatomic.h>
struct tiny_obj { atomic_int refs; };
struct tiny_node { struct tiny_node *next; int v; };
struct tiny_stack { _Atomic (struct tiny_node *) top; };
void tiny_ref (struct tiny_obj *o);
int tiny_unref (struct tiny_obj *o);
void tiny_push (struct tiny_stack *s, struct tiny_node *n);
struct tiny_node *tiny_take_all (struct tiny_stack *s);
unsigned long tiny_sync_add (unsigned long *p, unsigned long v);
#endif
