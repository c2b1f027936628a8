/* Four threads push and count; the totals must come out exact.  */
#include <pthread.h>
#include <stdio.h>
#include "atomtiny.h"

#define N 20000
static struct tiny_stack stack;
static struct tiny_obj obj = { 1 };
static unsigned long sum;
static struct tiny_node nodes[4][N];

static void *
worker (void *arg)
{
  struct tiny_node *mine = arg;
  for (int i = 0; i < N; i++)
    {
      tiny_ref (&obj);
      mine[i].v = 1;
      tiny_push (&stack, &mine[i]);
      tiny_sync_add (&sum, 2);
      tiny_unref (&obj);
    }
  return NULL;
}

int
main (void)
{
  pthread_t t[4];
  for (int i = 0; i < 4; i++)
    pthread_create (&t[i], NULL, worker, nodes[i]);
  for (int i = 0; i < 4; i++)
    pthread_join (t[i], NULL);
  long n = 0;
  for (struct tiny_node *p = tiny_take_all (&stack); p; p = p->next)
    n += p->v;
  int ok1 = n == 4L * N, ok2 = sum == 8UL * N, ok3 = tiny_unref (&obj);
  printf ("%s: stack\n%s: sync_add\n%s: refcount\n", ok1 ? "PASS" : "FAIL", ok2 ? "PASS" : "FAIL",
          ok3 ? "PASS" : "FAIL");
  printf ("# PASS: %d\n# FAIL: %d\n", ok1 + ok2 + ok3, 3 - ok1 - ok2 - ok3);
  return ok1 && ok2 && ok3 ? 0 : 1;
}
