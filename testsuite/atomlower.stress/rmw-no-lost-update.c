/* Two to four threads (one per processor) hammer shared objects of 1, 2, 4 and 8 bytes with
   every read-modify-write, one operation at a time: all threads start a phase together and
   run it for a fixed time, counting their own operations, so that the same instruction runs
   on several cores at once even on a loaded machine.  No update may be lost, and each
   returned value must fit the thread's own history:
     add, sub   result unused (lock add/sub) and used (lock xadd): the totals are the sums of
                the threads' counts, modulo 2^width;
     or, and    thread t owns bit t: it sets it with fetch_or (the old value must have it
                clear) and clears it with fetch_and (the old value must have it set), so a
                lost update by another thread shows in the next return value;
     xor, nand  thread t toggles bit t + 4 with xor, and all bits of another object with nand
                (x nand ~0 == ~x), an even number of times: both return to 0;
     exchange   every value written is returned by exactly one later exchange or is left in
                the object: sum(returned) + final == sum(written).
   The threads are spread over the processors, and in each width another thread's update must
   show between two of a thread's own at least MIN_OVERLAP times: an add_fetch or fetch_sub
   result that is not one past the thread's previous one, a fetch_or that returns another
   thread's bit (else UNSUPPORTED: the threads hardly overlapped).  */
/* { dg-do run } */
/* { dg-require-effective-target pthread } */
/* { dg-require-effective-target smp } */
/* { dg-timeout-factor 2 } */

#include "stress.h"

#ifndef ATOMLOWER_LONG
#define ATOMLOWER_LONG 0
#endif
#define MAX_THREADS 4
#define PHASE_NS (ATOMLOWER_LONG ? 300000000LL : 25000000LL)	/* 32 phases */
#define MIN_OVERLAP 1000

static int threads;
static unsigned arrived;
static unsigned stop;		/* the last phase thread 0 has ended */

/* All threads meet before each phase, so that they leave together; thread 0 ends the phase
   after PHASE_NS.  */
static void
phase (unsigned *k)
{
  meet (&arrived, threads, ++*k);
}

/* Run BODY (an even number of times) until thread 0 ends phase *k; COUNT gets the number.  */
#define RUN(t, count, body)						\
  do {									\
    long long end_ = now_ns () + PHASE_NS;				\
    count = 0;								\
    while (__atomic_load_n (&stop, __ATOMIC_RELAXED) != *k)		\
      {									\
	body; body;							\
	count += 2;							\
	if ((t) == 0 && (count & 1023) == 0 && now_ns () > end_)	\
	  __atomic_store_n (&stop, *k, __ATOMIC_RELAXED);		\
      }									\
  } while (0)

#define OBJECTS(T, W)							\
  static T addu_##W, addv_##W, subu_##W, subv_##W, bits_##W, tog_##W, nand_##W, xchg_##W; \
  static unsigned long long nadd_##W[MAX_THREADS][2], nsub_##W[MAX_THREADS][2]; \
  static unsigned long long nx_##W[MAX_THREADS], xsum_##W[MAX_THREADS];	\
  static unsigned long long nor_##W[MAX_THREADS], overlap_##W;		\
  static void								\
  work_##W (int t, unsigned *k)						\
  {									\
    T own = (T) 1 << t, tog = (T) 1 << (t + 4), r, prev = 0;		\
    unsigned long long n, sum = 0, i, overlap = 0;			\
    phase (k);								\
    RUN (t, nadd_##W[t][0], __atomic_fetch_add (&addu_##W, 1, __ATOMIC_RELAXED)); \
    phase (k);								\
    prev = __atomic_load_n (&addv_##W, __ATOMIC_RELAXED);		\
    RUN (t, nadd_##W[t][1], {						\
	r = __atomic_add_fetch (&addv_##W, 1, __ATOMIC_SEQ_CST);	\
	overlap += r != (T) (prev + 1);					\
	prev = r;							\
      });								\
    phase (k);								\
    RUN (t, nsub_##W[t][0], __atomic_sub_fetch (&subu_##W, 1, __ATOMIC_ACQ_REL)); \
    phase (k);								\
    prev = (T) (__atomic_load_n (&subv_##W, __ATOMIC_RELAXED) + 1);	\
    RUN (t, nsub_##W[t][1], {						\
	r = __atomic_fetch_sub (&subv_##W, 1, __ATOMIC_RELEASE);	\
	overlap += r != (T) (prev - 1);					\
	prev = r;							\
      });								\
    phase (k);								\
    RUN (t, nor_##W[t], {						\
	r = __atomic_fetch_or (&bits_##W, own, __ATOMIC_ACQ_REL);	\
	if (r & own)							\
	  abort ();							\
	overlap += r != 0;						\
	if (!(__atomic_fetch_and (&bits_##W, (T) ~own, __ATOMIC_SEQ_CST) & own)) \
	  abort ();							\
      });								\
    phase (k);								\
    RUN (t, n, __atomic_fetch_xor (&tog_##W, tog, __ATOMIC_RELAXED));	\
    phase (k);								\
    RUN (t, n, __atomic_nand_fetch (&nand_##W, (T) -1, __ATOMIC_SEQ_CST)); \
    phase (k);								\
    i = 0;								\
    RUN (t, nx_##W[t],							\
	 sum += __atomic_exchange_n (&xchg_##W, (T) ((unsigned long long) t << 40 | ++i), \
				     __ATOMIC_ACQ_REL));		\
    xsum_##W[t] = sum;							\
    __atomic_add_fetch (&overlap_##W, overlap, __ATOMIC_RELAXED);	\
  }									\
  static void								\
  check_##W (void)							\
  {									\
    unsigned long long add = 0, sub = 0, written = 0, returned = xchg_##W; \
    for (int t = 0; t < threads; t++)					\
      {									\
	add += nadd_##W[t][0] + nadd_##W[t][1];				\
	sub += nsub_##W[t][0] + nsub_##W[t][1];				\
	returned += xsum_##W[t];					\
	for (unsigned long long i = 1; i <= nx_##W[t]; i++)		\
	  written += (T) ((unsigned long long) t << 40 | i);		\
      }									\
    if ((T) (addu_##W + addv_##W) != (T) add || (T) (subu_##W + subv_##W) != (T) -sub) \
      abort ();								\
    if (bits_##W != 0 || tog_##W != 0 || nand_##W != 0)		\
      abort ();								\
    if (returned != written)						\
      abort ();								\
  }

OBJECTS (unsigned char, 1)
OBJECTS (unsigned short, 2)
OBJECTS (unsigned int, 4)
OBJECTS (unsigned long long, 8)

/* The add_fetch, fetch_sub and fetch_or operations of all threads, whose results are
   watched.  */
static unsigned long long
ops (unsigned long long nadd[][2], unsigned long long nsub[][2], unsigned long long nor[])
{
  unsigned long long n = 0;
  for (int t = 0; t < threads; t++)
    n += nadd[t][1] + nsub[t][1] + nor[t];
  return n;
}

static void *
worker (void *arg)
{
  int t = (int) (long) arg;
  unsigned k = 0;
  spread_over_cpus (t);
  work_1 (t, &k);
  work_2 (t, &k);
  work_4 (t, &k);
  work_8 (t, &k);
  return 0;
}

int
main (void)
{
  pthread_t th[MAX_THREADS];
  long cpus = cpus_to_run (0, 0);
  need_two_cpus ();
  threads = cpus > MAX_THREADS ? MAX_THREADS : cpus;
  for (long t = 0; t < threads; t++)
    if (pthread_create (&th[t], 0, worker, (void *) t) != 0)
      abort ();
  for (int t = 0; t < threads; t++)
    pthread_join (th[t], 0);
  check_1 ();
  check_2 ();
  check_4 ();
  check_8 ();
  need_overlap ("1-byte: another thread's update between two of one's own", overlap_1,
		ops (nadd_1, nsub_1, nor_1), MIN_OVERLAP);
  need_overlap ("2-byte: another thread's update between two of one's own", overlap_2,
		ops (nadd_2, nsub_2, nor_2), MIN_OVERLAP);
  need_overlap ("4-byte: another thread's update between two of one's own", overlap_4,
		ops (nadd_4, nsub_4, nor_4), MIN_OVERLAP);
  need_overlap ("8-byte: another thread's update between two of one's own", overlap_8,
		ops (nadd_8, nsub_8, nor_8), MIN_OVERLAP);
  return 0;
}
