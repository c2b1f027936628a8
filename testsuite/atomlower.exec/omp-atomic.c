/* #pragma omp atomic: update, read, write and capture forms (and seq_cst, relaxed, acquire,
   release clauses) on int, long long, unsigned char and double, outside and inside a parallel
   region; ompexp turns them into __atomic builtins (and compare-exchange loops for double) that
   the plugin then lowers.  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-additional-options "-fopenmp" } */

extern void abort (void);

static int i;
static long long ll;
static unsigned char uc;
static double d;

int
main (void)
{
  int v;
  long long w;
  double dv;

  i = 5;
#pragma omp atomic update
  i += 7;
#pragma omp atomic
  i -= 2;
#pragma omp atomic seq_cst
  i |= 0x100;
#pragma omp atomic relaxed
  i ^= 1;
#pragma omp atomic update
  i *= 2;
  if (i != ((((5 + 7 - 2) | 0x100) ^ 1) * 2))
    abort ();

#pragma omp atomic write
  ll = 0x123456789abcdefll;
#pragma omp atomic read
  w = ll;
  if (w != 0x123456789abcdefll)
    abort ();
#pragma omp atomic write release
  ll = -1;
#pragma omp atomic read acquire
  w = ll;
  if (w != -1)
    abort ();

  /* Capture: the old value, the new value.  */
  i = 10;
#pragma omp atomic capture
  v = i++;
  if (v != 10 || i != 11)
    abort ();
#pragma omp atomic capture
  v = ++i;
  if (v != 12 || i != 12)
    abort ();
#pragma omp atomic capture
  { v = i; i -= 5; }
  if (v != 12 || i != 7)
    abort ();
#pragma omp atomic capture seq_cst
  { i &= 3; v = i; }
  if (v != 3 || i != 3)
    abort ();

  uc = 250;
#pragma omp atomic
  uc += 10;
  if (uc != 4)
    abort ();

  d = 1.5;
#pragma omp atomic
  d += 2.25;
#pragma omp atomic capture
  dv = d *= 2;
  if (d != 7.5 || dv != 7.5)
    abort ();

  /* In a parallel region: no update lost.  */
  i = 0;
  ll = 0;
  d = 0;
#pragma omp parallel for num_threads (4)
  for (int k = 0; k < 10000; k++)
    {
#pragma omp atomic
      i += 1;
#pragma omp atomic
      ll += k;
#pragma omp atomic
      d += 0.5;
    }
  if (i != 10000 || ll != 10000LL * 9999 / 2 || d != 5000.0)
    abort ();
  return 0;
}
