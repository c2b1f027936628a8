/* Invalid constant orders are warned about, still compile, and behave as seq_cst (as GCC treats
   them): the values are right, and the annotation of each site says seq_cst.  */
/* { dg-do run } */
/* { dg-final { scan-assembler-times "atomlower: load 4 seq_cst" 2 { target atomlower_plugin } } } */
/* { dg-final { scan-assembler-times "atomlower: store 4 seq_cst" 2 { target atomlower_plugin } } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 4 seq_cst/seq_cst" 2 { target atomlower_plugin } } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 4 seq_cst/acquire" 1 { target atomlower_plugin } } } */
/* { dg-final { scan-assembler-times "atomlower: clear 1 seq_cst" 1 { target atomlower_plugin } } } */

extern void abort (void);

int v;
unsigned char flag;

int
main (void)
{
  int e = 7;
  __atomic_store_n (&v, 7, __ATOMIC_ACQUIRE);			/* { dg-warning "invalid memory model" } */
  if (__atomic_load_n (&v, __ATOMIC_RELEASE) != 7)		/* { dg-warning "invalid memory model" } */
    abort ();
  if (!__atomic_compare_exchange_n (&v, &e, 8, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELEASE)	/* { dg-warning "invalid failure memory model" } */
      || v != 8 || e != 7)
    abort ();
  if (__atomic_compare_exchange_n (&v, &e, 9, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQ_REL)	/* { dg-warning "invalid failure memory model" } */
      || v != 8 || e != 8)
    abort ();
  if (!__atomic_compare_exchange_n (&v, &e, 10, 0, __ATOMIC_RELAXED, __ATOMIC_ACQUIRE)	/* { dg-warning "cannot be stronger" } */
      || v != 10 || e != 8)
    abort ();
  __atomic_store_n (&v, 11, __ATOMIC_ACQ_REL);			/* { dg-warning "invalid memory model" } */
  if (__atomic_load_n (&v, __ATOMIC_ACQ_REL) != 11)		/* { dg-warning "invalid memory model" } */
    abort ();
  flag = 1;
  __atomic_clear (&flag, __ATOMIC_ACQUIRE);			/* { dg-warning "invalid memory model" } */
  if (flag)
    abort ();
  return 0;
}
