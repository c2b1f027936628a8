/* A successful compare-exchange must not write *expected: here *expected lives on a read-only
   page, so any store to it (even of the same value) faults.  A failing one must write it, so
   its expected value lives on a writable page.  1, 2, 4 and 8 bytes, strong and weak.  */
/* { dg-do run } */

#include <sys/mman.h>
#include <unistd.h>

extern void abort (void);

static unsigned long long obj[4];

#define TEST(T, S, F)							\
  do {									\
    T *ro = (T *) ro_page, *rw = (T *) rw_page, *v = (T *) obj;		\
    *v = *ro;								\
    if (!__atomic_compare_exchange_n (v, ro, (T) 7, 0, S, F) || *v != (T) 7) \
      abort ();								\
    *v = *ro;								\
    while (!__atomic_compare_exchange_n (v, ro, (T) 9, 1, S, F))	\
      ;									\
    if (*v != (T) 9)							\
      abort ();								\
    *rw = *ro;								\
    if (__atomic_compare_exchange_n (v, rw, (T) 1, 0, S, F) || *rw != (T) 9) \
      abort ();								\
  } while (0)

#define WIDTH(T)							\
  do {									\
    TEST (T, __ATOMIC_RELAXED, __ATOMIC_RELAXED);			\
    TEST (T, __ATOMIC_ACQUIRE, __ATOMIC_ACQUIRE);			\
    TEST (T, __ATOMIC_RELEASE, __ATOMIC_RELAXED);			\
    TEST (T, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE);			\
    TEST (T, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);			\
  } while (0)

int
main (void)
{
  long page = sysconf (_SC_PAGESIZE);
  unsigned char *p = mmap (0, 2 * page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED)
    return 0;
  unsigned char *ro_page = p, *rw_page = p + page;
  for (int i = 0; i < 16; i++)
    ro_page[i] = 0xa0 + i;
  if (mprotect (ro_page, page, PROT_READ) != 0)
    return 0;
  WIDTH (unsigned char);
  WIDTH (unsigned short);
  WIDTH (unsigned int);
  WIDTH (unsigned long long);
  return 0;
}
