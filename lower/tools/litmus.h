/* litmus.h — shared declarations of the atomlower tool (lower/tools/atomlower.c,
 * lower/tools/litmus.c).  */
#ifndef ATOMLOWER_LITMUS_H
#define ATOMLOWER_LITMUS_H

#include "../atomlower.h"

#include <stdio.h>

/* One access of a litmus shape.  */
typedef enum lt_kind { LT_LD, LT_ST, LT_FENCE, LT_XCHG, LT_FADD, LT_CAS } lt_kind;

typedef struct lt_ev {
  lt_kind kind;
  int var;          /* 0 x, 1 y, 2 z */
  int val;          /* the value written (store, exchange, fetch_add's addend,
                       compare-exchange's desired value; it expects 1) */
  int expect;       /* a read: the value the outcome expects it to read */
  al_order order;
  bool read;        /* the outcome names the value it read */
} lt_ev;

#define LT_MAX_THREADS 4
#define LT_MAX_EVS 4
#define LT_MAX_FINAL 3

typedef struct lt_test {
  char name[128];
  char shape[16];
  int n_threads;
  int n_evs[LT_MAX_THREADS];
  lt_ev ev[LT_MAX_THREADS][LT_MAX_EVS];
  int n_final;
  int final_var[LT_MAX_FINAL], final_val[LT_MAX_FINAL];
  int n_vars;
  int width;        /* 4 or 8 */
  int gcc_thread;   /* -1, or the thread that is GCC's own code (mixed tests) */
} lt_test;

/* Every test of the generator, in a fixed order; fn returns nothing.  QUICK: the subset
   make check runs.  */
typedef void (*lt_fn)(const lt_test *t, void *ctx);
void lt_walk(lt_fn fn, void *ctx, bool quick);

/* The herd7 C test.  */
void lt_write_c(FILE *f, const lt_test *t);
/* The architecture test from the target's cells; false (with a reason) when a cell
   cannot be written in herd7's syntax.  */
bool lt_write_arch(FILE *f, const lt_test *t, const al_target *tg, char *why, size_t n);
/* herd7's architecture name for a target ("PPC"), or NULL when none models it.  */
const char *lt_herd_arch(const al_target *tg, const char **why);

/* The translations applied to cells (docs/litmus.md lists them).  */
void lt_print_translations(FILE *f);


/* 0, or a hypothetical POWER exchange ending for evidence: 1 `cmpw r,r; bne L; L: isync`,
   2 `lwsync` (atomlower litmus --what-if).  */
extern int lt_what_if;
/* Per-access orders in every shape, not only the two-thread ones (--all-orders).  */
extern bool lt_all_orders;
/* Ordered accesses around a fence in the two-thread shapes (--fenced).  */
extern bool lt_fenced;
/* The compiler whose code the mixed tests' other thread is ("aarch64-linux-gnu-gcc ..."),
   or NULL: no mixed tests.  */
extern const char *lt_gcc_cmd;
void lt_cell_keys(const lt_test *t, char *buf, size_t n);
#endif
