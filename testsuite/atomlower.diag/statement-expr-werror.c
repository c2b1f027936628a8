/* Whatever the pass removes leaves nothing GCC alone would warn about: the statement-expression
   macros of liburcu (uatomic_sub_return) and Concurrency Kit, whose value is discarded, once
   gave "'_old' is used uninitialized" with -Wall -Werror (the pass dropped the builtin's
   result but left the copy that reads it).  Every site, discarded or used, is lowered inline
   (its "atomlower:" line): the silence is over the pass's code, not over GCC's own calls.  */
/* { dg-do compile } */
/* { dg-additional-options "-Wall -Wextra -Werror" } */
/* { dg-final { scan-function-assembler discarded "atomlower: sub_fetch 4 relaxed" } } */
/* { dg-final { scan-function-assembler discarded "atomlower: add_fetch \[48\] seq_cst" } } */
/* { dg-final { scan-function-assembler discarded "atomlower: load 1 acquire" } } */
/* { dg-final { scan-function-assembler discarded "atomlower: load 4 seq_cst" } } */
/* { dg-final { scan-function-assembler used "atomlower: sub_fetch 4 relaxed" } } */
/* { dg-final { scan-function-assembler used "atomlower: load \[48\] acquire" } } */

#define uatomic_sub_return(p, v) \
  __extension__ ({ int _old = __atomic_sub_fetch ((p), (v), __ATOMIC_RELAXED); _old; })
#define uatomic_add_return(p, v) \
  __extension__ ({ __typeof__ (*(p)) _r = __atomic_add_fetch ((p), (v), __ATOMIC_SEQ_CST); _r; })
#define uatomic_load(p) \
  __extension__ ({ __typeof__ (*(p)) _v = __atomic_load_n ((p), __ATOMIC_ACQUIRE); _v; })

int cnt;
long big;
unsigned char byte;

void
discarded (void)
{
  (void) uatomic_sub_return (&cnt, 1);
  uatomic_add_return (&big, 2);
  uatomic_load (&byte);
  ({ int _x = __atomic_load_n (&cnt, __ATOMIC_SEQ_CST); _x; });
}

int
used (void)
{
  return uatomic_sub_return (&cnt, 1) + (int) uatomic_load (&big);
}
