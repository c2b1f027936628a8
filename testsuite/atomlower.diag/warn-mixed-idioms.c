/* The idioms of Concurrency Kit (ck_pr.h) and liburcu (uatomic, CMM_LOAD_SHARED /
   CMM_STORE_SHARED), written here in their shape: shared loads and stores through volatile
   lvalues next to compiler barriers, read-modify-writes through builtins, in inline functions
   that take the object's address or in statement-expression macros, structures set up through
   a pointer in their own init function or by a static initialiser.  None of it is a plain
   access mixed with atomic ones: -fplugin-arg-atomlower-warn=mixed says nothing, at -O0 (every
   function out of line) and at -O2 (inlined; the analysis sees the functions as written).
   The control at the end, a counter the liburcu way updated and read without uatomic_read,
   does warn: the silence above is the analysis's, not a plugin that says nothing.  */
/* { dg-do compile } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-warn=mixed -Wall" } */

#define ACCESS_ONCE(x) (*(volatile __typeof__ (x) *) &(x))
#define compiler_barrier() __asm__ __volatile__ ("" : : : "memory")

/* ck_pr-style: one inline function per operation and type.  */
static inline int
pr_load_int (const int *target)
{
  int r;
  compiler_barrier ();
  r = ACCESS_ONCE (*(const int *) target);
  compiler_barrier ();
  return r;
}

static inline void
pr_store_int (int *target, int v)
{
  compiler_barrier ();
  ACCESS_ONCE (*target) = v;
  compiler_barrier ();
}

static inline int
pr_faa_int (int *target, int d)
{
  return __sync_fetch_and_add (target, d);
}

static inline _Bool
pr_cas_int (int *target, int old, int new_)
{
  return __sync_bool_compare_and_swap (target, old, new_);
}

static inline void *
pr_fas_ptr (void **target, void *v)
{
  return __atomic_exchange_n (target, v, __ATOMIC_ACQ_REL);
}

struct spinlock { unsigned int value; };
#define SPINLOCK_INITIALIZER { 0 }

static inline void
spinlock_init (struct spinlock *l)
{
  l->value = 0;
  compiler_barrier ();
}

static inline void
spinlock_lock (struct spinlock *l)
{
  while (__atomic_exchange_n (&l->value, 1, __ATOMIC_ACQUIRE))
    while (ACCESS_ONCE (l->value))
      ;
}

static inline void
spinlock_unlock (struct spinlock *l)
{
  __atomic_store_n (&l->value, 0, __ATOMIC_RELEASE);
}

/* A reference count made in its own function, then shared.  */
struct obj { int refcnt; struct obj *next; };

static inline void
obj_init (struct obj *o)
{
  o->refcnt = 1;
  o->next = 0;
}

static inline void
obj_get (struct obj *o)
{
  __atomic_fetch_add (&o->refcnt, 1, __ATOMIC_RELAXED);
}

static inline int
obj_put (struct obj *o)
{
  return __atomic_sub_fetch (&o->refcnt, 1, __ATOMIC_ACQ_REL) == 0;
}

/* liburcu-style macros.  */
#define LOAD_SHARED(p) __extension__ ({ compiler_barrier (); ACCESS_ONCE (p); })
#define STORE_SHARED(x, v) \
  __extension__ ({ __typeof__ (x) _v = (ACCESS_ONCE (x) = (v)); compiler_barrier (); _v; })
#define uatomic_read(addr) LOAD_SHARED (*(addr))
#define uatomic_set(addr, v) ((void) STORE_SHARED (*(addr), (v)))
#define uatomic_add_return(addr, v) __atomic_add_fetch ((addr), (v), __ATOMIC_SEQ_CST)
#define uatomic_cmpxchg(addr, old, new_) __sync_val_compare_and_swap ((addr), (old), (new_))
#define uatomic_xchg(addr, v) __atomic_exchange_n ((addr), (v), __ATOMIC_SEQ_CST)
#define cast_volatile(p) ((__typeof__ (*(p)) volatile *) (p))
#define uatomic_load(addr, mo) __atomic_load_n (cast_volatile (addr), (mo))
#define uatomic_store(addr, v, mo) __atomic_store_n (cast_volatile (addr), (v), (mo))

struct qnode { struct qnode *next; };
struct qhead { struct qnode node; };
struct qtail { struct qnode *p; };

static inline void
queue_init (struct qhead *head, struct qtail *tail)
{
  head->node.next = 0;
  tail->p = &head->node;
}

static inline void
enqueue (struct qtail *tail, struct qnode *n)
{
  struct qnode *old;
  n->next = 0;
  old = uatomic_xchg (&tail->p, n);
  STORE_SHARED (old->next, n);
}

static struct spinlock lock = SPINLOCK_INITIALIZER;
static struct spinlock other_lock;
static int hits;
static int gp_ctr;
static void *slot;
static struct qhead qh;
static struct qtail qt;
static struct obj root;

int
use (struct obj *o, struct qnode *n, void *p)
{
  int r;
  spinlock_init (&other_lock);
  spinlock_lock (&lock);
  pr_store_int (&hits, pr_load_int (&hits) + 1);
  spinlock_unlock (&lock);
  r = pr_faa_int (&hits, 1) + pr_cas_int (&hits, 2, 3);
  (void) pr_fas_ptr (&slot, p);
  obj_init (o);
  obj_get (o);
  obj_get (&root);
  r += obj_put (o);
  uatomic_set (&gp_ctr, 1);
  r += uatomic_read (&gp_ctr);
  r += uatomic_add_return (&gp_ctr, 2);
  r += uatomic_cmpxchg (&gp_ctr, 3, 4);
  uatomic_store (&gp_ctr, 5, __ATOMIC_RELEASE);
  r += uatomic_load (&gp_ctr, __ATOMIC_ACQUIRE);
  r += LOAD_SHARED (gp_ctr);
  queue_init (&qh, &qt);
  enqueue (&qt, n);
  return r;
}

/* The control: updated with uatomic_add_return, read plainly (no uatomic_read).  */
static int forgot;

int
control (void)
{
  (void) uatomic_add_return (&forgot, 1);
  return forgot;				/* { dg-warning "plain load of 'forgot', which is also accessed atomically" } */
}
