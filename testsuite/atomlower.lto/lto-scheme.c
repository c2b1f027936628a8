/* Compiled with -flto and a mapping scheme (lto.exp): the wrappers take the order as a
   parameter, so their sites are lowered at link time by the late pass, which must use the
   scheme the compile step recorded with the target (the link line names none).  */
extern void abort (void);

int x;

static inline void
store (int *p, int v, int order)
{
  __atomic_store_n (p, v, order);
}

static inline int
fetch_add (int *p, int v, int order)
{
  return __atomic_fetch_add (p, v, order);
}

int
main (void)
{
  store (&x, 1, __ATOMIC_SEQ_CST);
  if (fetch_add (&x, 2, __ATOMIC_SEQ_CST) != 1 || x != 3)
    abort ();
  return 0;
}
