/* A lock-free (Treiber) stack whose head is a 16-byte {pointer, tag} pair, updated with
   16-byte compare-exchange: inline on x86-64 with -mcx16 (lock cmpxchg16b) and on AArch64
   (LDXP/STXP loops, CASP with LSE, the run-time choice of both by default), through the runtime
   where the plugin does not inline 16 bytes (RISC-V).  Four threads pop one or two nodes and
   push them back in another order, so a node often returns to the top while another thread
   holds a stale view of it: without the tag (or with a compare of only one half) that ABA
   corrupts the list.  No node is ever held by two threads at once, and at the end every node
   is on the stack exactly once.  The threads, spread over the processors, start each of SLICES
   slices of their first N rounds together, then go on (stress.h, go_on) until the
   compare-exchanges have failed on another thread's update MIN_RETRIES times or SECONDS have
   passed; fewer is UNSUPPORTED (the threads hardly overlapped).  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-require-effective-target int128 } */
/* 16-byte programs that the board can run (qemu-ppc64le hangs in lqarx loops).  */
/* { dg-require-effective-target sync_int_128_runtime } */
/* { dg-require-effective-target cx16 { target x86_64-*-* } } */
/* { dg-additional-options "-mcx16" { target x86_64-*-* } } */
/* { dg-timeout-factor 2 } */

#include "stress.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define THREADS 4
#define NODES 8
#define N (ATOMLOWER_LONG ? 5000000 : 100000)
#define SLICES 16
#define MIN_RETRIES 1000
#define SECONDS 20

struct node { struct node *next; int id; int held; };
typedef unsigned __int128 u128;

static struct node nodes[NODES];
static u128 head;		/* low half: node pointer, high half: tag */
static unsigned arrived;
static unsigned long long retries, rounds;
/* Compare-exchanges of this thread that failed on another thread's update.  */
static __thread unsigned long long failed;

#define PTR(h) ((struct node *) (unsigned long) (h))
#define TAG(h) ((unsigned long) ((h) >> 64))
#define MAKE(p, tag) ((u128) (unsigned long) (p) | ((u128) (tag) << 64))

static void
push (struct node *n)
{
  __atomic_store_n (&n->held, 0, __ATOMIC_RELAXED);
  u128 old = __atomic_load_n (&head, __ATOMIC_RELAXED);
  for (;;)
    {
      u128 expected = old;
      __atomic_store_n (&n->next, PTR (old), __ATOMIC_RELAXED);
      if (__atomic_compare_exchange_n (&head, &old, MAKE (n, TAG (old) + 1), 1,
				       __ATOMIC_RELEASE, __ATOMIC_RELAXED))
	break;
      failed += old != expected;	/* not a spurious failure of the weak form */
    }
}

/* Now and then linger between reading next and the compare-exchange, to widen the ABA window.  */
static __thread unsigned linger;

static struct node *
pop (void)
{
  u128 old = __atomic_load_n (&head, __ATOMIC_ACQUIRE);
  for (;;)
    {
      struct node *n = PTR (old);
      if (!n)
	return 0;
      /* n may be popped and pushed again meanwhile: its next is then stale, and the tag
	 makes the compare-exchange fail.  Nodes are never freed, so the read is safe.  */
      struct node *next = __atomic_load_n (&n->next, __ATOMIC_RELAXED);
      if ((++linger & 15) == 0)
	for (volatile int k = 0; k < 50; k++)
	  ;
      if (__atomic_compare_exchange_n (&head, &old, MAKE (next, TAG (old) + 1), 0,
				       __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
	{
	  /* Popped by two threads at once: the list was corrupted.  */
	  if (__atomic_exchange_n (&n->held, 1, __ATOMIC_RELAXED))
	    abort ();
	  return n;
	}
      failed++;
    }
}

static void *
worker (void *arg)
{
  unsigned long long published = 0, i;
  unsigned k = 0;
  spread_over_cpus ((int) (long) arg);
  for (i = 0; i < N || (i & 255) != 0 || go_on (&retries, 1, MIN_RETRIES); i++)
    {
      if (i < N && i % (N / SLICES) == 0)
	meet (&arrived, THREADS, ++k);
      if ((i & 255) == 0)
	{
	  __atomic_add_fetch (&retries, failed - published, __ATOMIC_RELAXED);
	  published = failed;
	}
      struct node *a = pop ();
      struct node *b = (i & 1) ? pop () : 0;
      if (a)
	push (a);
      if (b)
	push (b);
    }
  __atomic_add_fetch (&retries, failed - published, __ATOMIC_RELAXED);
  __atomic_add_fetch (&rounds, i, __ATOMIC_RELAXED);
  return 0;
}

int
main (void)
{
  pthread_t th[THREADS];
  int seen[NODES] = { 0 };
  need_two_cpus ();
  set_deadline (SECONDS);
  for (int i = 0; i < NODES; i++)
    {
      nodes[i].id = i;
      push (&nodes[i]);
    }
  for (int t = 0; t < THREADS; t++)
    if (pthread_create (&th[t], 0, worker, (void *) (long) t) != 0)
      abort ();
  for (int t = 0; t < THREADS; t++)
    pthread_join (th[t], 0);
  int count = 0;
  for (struct node *n = PTR (head); n; n = n->next)
    {
      if (n < nodes || n >= nodes + NODES || seen[n->id]++ || ++count > NODES)
	abort ();
    }
  if (count != NODES)
    abort ();
  /* Every push and pop bumped the tag once.  */
  if (TAG (head) == 0)
    abort ();
  need_overlap ("a compare-exchange of the head failed", retries, 3 * rounds, MIN_RETRIES);
  return 0;
}
