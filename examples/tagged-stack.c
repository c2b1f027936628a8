/* tagged-stack.c — a lock-free (Treiber) stack whose head is a 16-byte
 * {pointer, tag} pair, updated with a 16-byte compare-exchange.  The tag
 * grows with every update, so a head that was popped and pushed back between
 * a thread's read and its compare-exchange (the ABA problem) no longer
 * matches.  GCC 12 calls libatomic's __atomic_compare_exchange_16 here even
 * with -mcx16; with the plugin it is one `lock cmpxchg16b` at the site.
 * Nodes come from a fixed pool and are never freed, so a stale next pointer
 * read from a popped node is always readable.  */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>

#define THREADS 4
#define NODES 4096
#define ROUNDS 200000

struct node { struct node *next; long value; };
typedef struct { struct node *ptr; uintptr_t tag; } __attribute__((aligned(16))) head_t;

static struct node pool[NODES];
static head_t head;

static void push(struct node *n)
{
  head_t old, new;
  __atomic_load(&head, &old, __ATOMIC_ACQUIRE);
  do
    {
      n->next = old.ptr;
      new.ptr = n;
      new.tag = old.tag + 1;
    }
  while (!__atomic_compare_exchange(&head, &old, &new, 1, __ATOMIC_RELEASE,
                                    __ATOMIC_ACQUIRE));
}

static struct node *pop(void)
{
  head_t old, new;
  __atomic_load(&head, &old, __ATOMIC_ACQUIRE);
  do
    {
      if (!old.ptr)
        return NULL;
      new.ptr = __atomic_load_n(&old.ptr->next, __ATOMIC_RELAXED);
      new.tag = old.tag + 1;
    }
  while (!__atomic_compare_exchange(&head, &old, &new, 1, __ATOMIC_ACQUIRE,
                                    __ATOMIC_ACQUIRE));
  return old.ptr;
}

static void *worker(void *arg)
{
  (void) arg;
  for (int i = 0; i < ROUNDS; i++)
    {
      struct node *n = pop();
      if (n)
        {
          __atomic_fetch_add(&n->value, 1, __ATOMIC_RELAXED);
          push(n);
        }
    }
  return NULL;
}

int main(void)
{
  for (int i = 0; i < NODES; i++)
    push(&pool[i]);
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++)
    pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < THREADS; i++)
    pthread_join(t[i], NULL);
  /* Every node must be on the stack exactly once: no loss, no duplicate.  */
  static char seen[NODES];
  long count = 0, uses = 0;
  for (struct node *n = head.ptr; n && count <= NODES; n = n->next, count++)
    {
      long i = n - pool;
      if (i < 0 || i >= NODES || seen[i]++)
        {
          printf("corrupt stack at node %ld\n", i);
          return 1;
        }
      uses += n->value;
    }
  printf("%ld nodes on the stack (expected %d), %ld pops, tag %lu\n", count, NODES, uses,
         (unsigned long) head.tag);
  return count == NODES ? 0 : 1;
}
