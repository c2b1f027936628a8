/* spinlock.c — a test-and-set spinlock guarding a plain (non-atomic) counter.
 * atomic_flag_test_and_set_explicit(acquire) / atomic_flag_clear_explicit
 * (release) become `xchgb` and a plain `movb $0` (x86-64, Cambridge mapping:
 * a release store is a plain store under TSO).  If mutual exclusion failed,
 * increments of the plain counter would be lost.  */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

#define THREADS 4
#define ROUNDS 200000

static atomic_flag lock = ATOMIC_FLAG_INIT;
static long counter;   /* protected by lock; deliberately not atomic */

static void *worker(void *arg)
{
  (void) arg;
  for (int i = 0; i < ROUNDS; i++)
    {
      while (atomic_flag_test_and_set_explicit(&lock, memory_order_acquire))
        ;
      counter++;
      atomic_flag_clear_explicit(&lock, memory_order_release);
    }
  return NULL;
}

int main(void)
{
  pthread_t t[THREADS];
  for (int i = 0; i < THREADS; i++)
    pthread_create(&t[i], NULL, worker, NULL);
  for (int i = 0; i < THREADS; i++)
    pthread_join(t[i], NULL);
  printf("%ld (expected %ld)\n", counter, (long) THREADS * ROUNDS);
  return counter == (long) THREADS * ROUNDS ? 0 : 1;
}
