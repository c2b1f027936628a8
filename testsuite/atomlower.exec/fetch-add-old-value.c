/* __atomic_fetch_add returns the value before the addition and __atomic_add_fetch the value
   after it, at every memory order, for an int.  */
/* { dg-do run } */

extern void abort (void);

int v;
static const int orders[] = { __ATOMIC_RELAXED, __ATOMIC_CONSUME, __ATOMIC_ACQUIRE,
			      __ATOMIC_RELEASE, __ATOMIC_ACQ_REL, __ATOMIC_SEQ_CST };

int
main (void)
{
  v = 40;
  if (__atomic_fetch_add (&v, 2, __ATOMIC_SEQ_CST) != 40 || v != 42)
    abort ();
  if (__atomic_fetch_add (&v, -2, __ATOMIC_RELAXED) != 42 || v != 40)
    abort ();
  if (__atomic_add_fetch (&v, 5, __ATOMIC_ACQ_REL) != 45 || v != 45)
    abort ();
  /* A non-constant order is treated as seq_cst.  */
  for (unsigned i = 0; i < sizeof orders / sizeof orders[0]; i++)
    if (__atomic_fetch_add (&v, 1, orders[i]) != 45 + (int) i)
      abort ();
  if (v != 51)
    abort ();
  return 0;
}
