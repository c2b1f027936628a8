/* bench.h — what every contender object exports to the timing harness.
 *
 * A contender object (ops.c built by one compiler, or ao.c, ck.c, bare.c)
 * defines one table of entries, terminated by a null case.  An entry is one
 * operation in a loop: fn(p, n) performs the operation n times on *p and
 * returns a value derived from the results, so no compiler can drop them.
 *
 * Case names: "<op>.<width>.<order>", op one of
 *   fetch_add      result used (summed)         fetch_add_unused  result discarded
 *   cas            strong compare_exchange, expected tracked (succeeds alone)
 *   exchange       result used                  load / store      store value = i
 *   fence          __atomic_thread_fence (width 0)
 * Variant (the compile flags): "base", "cx16" (-mcx16), "avx" (-mcx16 -mavx).
 */
#ifndef BENCH_H
#define BENCH_H
#include <stdint.h>

typedef uint64_t (*bench_fn)(void *p, uint64_t n);

struct bench_entry {
  const char *contender;   /* "atomlower", "gcc", "clang", "libatomic_ops", "ck", "bare" */
  const char *variant;     /* "base", "cx16", "avx" */
  const char *name;        /* "fetch_add.4.seq_cst" */
  bench_fn fn;
};

#endif
