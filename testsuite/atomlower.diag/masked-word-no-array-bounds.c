/* Masked sub-word loops (RISC-V, Armv5/v6, POWER6 for 1- and 2-byte objects) work on the
   aligned word that contains the object, which may reach past its end (a 2-byte member at
   the end of a 6-byte struct: bytes 4..7).  That access is safe, but GCC's -Warray-bounds
   once saw it as a 4-byte access of a 6-byte object and warned where GCC alone does not:
   -Wall -Werror must build these.  */
/* { dg-do compile } */
/* { dg-additional-options "-Wall -Wextra -Werror" } */
#include <stdatomic.h>

static struct { char c; short m[2]; } s;
static struct { char c; char last; } t;
static atomic_flag flag;

int
end_of_struct (void)
{
  return __atomic_exchange_n (&s.m[1], 5, __ATOMIC_SEQ_CST)
	 + __atomic_fetch_add (&s.m[1], 1, __ATOMIC_RELAXED)
	 + __atomic_fetch_or (&t.last, 1, __ATOMIC_ACQ_REL);
}

int
cas_at_end (short e)
{
  return __atomic_compare_exchange_n (&s.m[1], &e, 7, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
}

int
static_flag (void)
{
  int r = atomic_flag_test_and_set (&flag);
  atomic_flag_clear (&flag);
  return r;
}
