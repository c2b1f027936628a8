/* atomlower.lto: inline wrappers whose memory order is a parameter (the C shape of every
   std::atomic member), called with constant orders.  */
extern void abort (void);
extern int add_one (void);

int counter;
int flag;

static inline int load (int *p, int order) { return __atomic_load_n (p, order); }
static inline void store (int *p, int v, int order) { __atomic_store_n (p, v, order); }
static inline int fetch_add (int *p, int v, int order) { return __atomic_fetch_add (p, v, order); }

int
main (void)
{
  if (fetch_add (&counter, 2, __ATOMIC_RELAXED) != 0)
    abort ();
  store (&flag, 1, __ATOMIC_RELEASE);
  if (add_one () != 3)
    abort ();
  if (load (&counter, __ATOMIC_ACQUIRE) != 3 || load (&flag, __ATOMIC_ACQUIRE) != 1)
    abort ();
  return 0;
}
