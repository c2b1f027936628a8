/* #pragma omp atomic is seen by the plugin (its pass runs after ompexp, docs/design.md §2),
   in the main function and in the outlined body of a parallel region: each form is annotated,
   a double update as the load and compare-exchange loop ompexp builds (GCC 12 builds it as
   .ATOMIC_COMPARE_EXCHANGE with the construct's order, relaxed here, both orders in the tag;
   GCC 11 as __sync_val_compare_and_swap, a full barrier whatever the construct says).
   No __atomic or __sync call is left.  */
/* { dg-do compile { target lp64 } } */
/* { dg-additional-options "-fopenmp" } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 relaxed" 2 } } */
/* { dg-final { scan-assembler-times "atomlower: load 8 relaxed" 2 } } */
/* { dg-final { scan-assembler-times "atomlower: store 8 relaxed" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 4 seq_cst" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: compare_exchange 8 relaxed/relaxed" 1 { target { ! gcc_before_12 } } } } */
/* { dg-final { scan-assembler-times "atomlower: val_compare_and_swap 8 seq_cst" 1 { target gcc_before_12 } } } */
/* { dg-final { scan-assembler-not "(call|jmp)\[ \t\]+__(atomic|sync)_" } } */

int i;
long long ll;
double d;

long long
f (int n)
{
  long long w;
#pragma omp atomic
  i += n;
#pragma omp atomic read
  w = ll;
#pragma omp atomic write
  ll = w + 1;
  int v;
#pragma omp atomic capture seq_cst
  v = i++;
#pragma omp atomic
  d += 0.5;
#pragma omp parallel num_threads (2)
  {
#pragma omp atomic
    i += 1;
  }
  return w + v;
}
