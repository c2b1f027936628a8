/* Atomics on array elements and struct members addressed directly (&buf[1], &s.arr[2], &buf[i]):
   every op on one element changes that element only.  The operations sit in void functions
   with unused results, the shape in which GCC expands the address as an invariant &buf[1]
   inside the plugin's memory operand.  */
/* { dg-do run } */

extern void abort (void);

static unsigned char buf[4];
static unsigned short hw[4];
static struct { int pad; unsigned int arr[3]; long long ll[2]; } s;

static void
ops_const (void)
{
  __atomic_fetch_add (&buf[1], 1, __ATOMIC_RELAXED);
  __atomic_test_and_set (&buf[2], __ATOMIC_SEQ_CST);
  __atomic_fetch_or (&hw[1], 0x100, __ATOMIC_SEQ_CST);
  __atomic_exchange_n (&hw[2], 0x7777, __ATOMIC_ACQ_REL);
  __atomic_fetch_sub (&s.arr[1], 2, __ATOMIC_SEQ_CST);
  __atomic_store_n (&s.arr[2], 9, __ATOMIC_RELEASE);
  __atomic_fetch_xor (&s.ll[1], 0xff, __ATOMIC_RELAXED);
  __atomic_fetch_nand (&s.ll[0], 0, __ATOMIC_SEQ_CST);
}

static void
ops_var (int i)
{
  __atomic_fetch_add (&buf[i], 1, __ATOMIC_RELAXED);
  __atomic_fetch_and (&hw[i], 0xff, __ATOMIC_SEQ_CST);
  __atomic_add_fetch (&s.arr[i], 3, __ATOMIC_SEQ_CST);
}

int
main (void)
{
  ops_const ();
  if (buf[0] != 0 || buf[1] != 1 || buf[2] != __GCC_ATOMIC_TEST_AND_SET_TRUEVAL || buf[3] != 0)
    abort ();
  if (hw[0] != 0 || hw[1] != 0x100 || hw[2] != 0x7777 || hw[3] != 0)
    abort ();
  if (s.pad != 0 || s.arr[0] != 0 || s.arr[1] != (unsigned) -2 || s.arr[2] != 9
      || s.ll[0] != -1 || s.ll[1] != 0xff)
    abort ();
  hw[1] = 0x1234;
  ops_var (1);
  if (buf[0] != 0 || buf[1] != 2 || buf[2] != __GCC_ATOMIC_TEST_AND_SET_TRUEVAL)
    abort ();
  if (hw[0] != 0 || hw[1] != 0x34 || hw[2] != 0x7777)
    abort ();
  if (s.arr[0] != 0 || s.arr[1] != 1 || s.arr[2] != 9)
    abort ();
  return 0;
}
