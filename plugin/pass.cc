/* pass.cc — the GIMPLE pass: recognise each atomic builtin call, describe it
 * to lower/ as an al_request, and materialise the answer:
 *
 *   INLINE:  _1 = __atomic_fetch_add_4 (&v, 1, 5);
 *        ->  al.1 = 1;  __asm__ __volatile__ ("# atomlower: fetch_add 4 seq_cst\n\t"
 *                                             "lock xaddl %0, %1"
 *                                             : "=r" al.0, "+m" MEM[&v] : "0" al.1 : "memory");
 *            _1 = al.0;
 *   SHIM:    the same call, to the libatomic-ABI routine in libgcc-shim/
 *   GCC:     untouched
 *
 * Two instances of the pass (plugin/atomlower.cc registers them):
 *   early  right after "ssa" (after ompexp, before any fold makes a builtin an
 *          internal function), at every -O level: every site whose memory orders
 *          are constants and whose alignment is settled where the builtin is written.
 *   late   before "fab" (after inlining and constant propagation, before GCC
 *          folds builtins into its bit-test / compare-with-zero internal functions),
 *          when optimizing: the sites the early instance deferred because their order
 *          or alignment is known only after inlining (every std::atomic member, C
 *          wrappers taking the order as a parameter, 16-byte objects reached through
 *          an inlined `this`), and GCC's .ATOMIC_COMPARE_EXCHANGE made by then.
 * Both see the function in SSA form: uses come from the immediate-use lists, a
 * pointer's value from its definition, so neither walks the whole function per site
 * (fn_state is the one object that holds what the pass knows of the function it
 * compiles).
 */
#include "compat.h"
#include "plugin.h"

namespace {

/* ---- which builtins, and where their arguments are -------------------------- */

struct builtin_desc {
  built_in_function base;   /* the _N code: _1, _2, _4, _8, _16 follow it */
  al_op op;
  al_arith arith;
  al_cas_form cas_form;
  bool sync;
  signed char ptr, val, exp, des, weak, order, fail;  /* argument numbers, -1 none */
  al_order fixed;           /* order when there is no order argument */
};

/* The lowered rows of builtins.def; SIZED says which family a code belongs to.  */
struct builtin_row {
  builtin_desc d;
  bool sized;
};

const builtin_row builtins[] = {
#define BUILTIN(code, sized, lower, op, ar, form, sync, p, v, e, d, w, o, f, fixed, access, \
                c11) \
  { { code, op, ar, form, sync, p, v, e, d, w, o, f, fixed }, (sized) },
#include "builtins.def"
#undef BUILTIN
};

/* Is the row lowered (builtins.def's LOWER)?  */
const bool builtin_lowered[] = {
#define BUILTIN(code, sized, lower, op, ar, form, sync, p, v, e, d, w, o, f, fixed, access, \
                c11) lower,
#include "builtins.def"
#undef BUILTIN
};

const builtin_desc *describe(built_in_function code, int *width)
{
  static const int widths[] = { 1, 2, 4, 8, 16 };
  for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++)
    {
      const builtin_row &b = builtins[i];
      if (!builtin_lowered[i])
        continue;
      if (b.sized && code > b.d.base && code <= b.d.base + 5)
        {
          *width = widths[code - b.d.base - 1];
          return &b.d;
        }
      if (!b.sized && code == b.d.base)
        {
          *width = (b.d.op == AL_TEST_AND_SET || b.d.op == AL_CLEAR) ? 1 : 0;
          return &b.d;
        }
    }
  return NULL;
}

/* ---- facts about the operands ------------------------------------------------ */

tree uint_type(int width)
{
  if (width == 0)
    return boolean_type_node;
  return build_nonstandard_integer_type(width * BITS_PER_UNIT, 1);
}

/* Where pointer PTR's one value is the address of a member (al_resolve: &REF through
   copies and conversions), the alignment in bits its layout proves: the alignment of the
   outermost object's type (a `struct S *` points at an S, C11 6.3.2.3p7), lowered by the
   offset of the member in it (a packed struct's type is 1-aligned, so every member of it
   may be at any byte; a member at offset 4 of an 8-aligned struct is 4-aligned), and by
   the element size of an array indexed with a variable.  0 when PTR is not known to be such
   an address, or the layout is not constant.  A member at an offset its own access cannot
   be misaligned by is no reason for the runtime (libstdc++'s _Sp_counted_base reads its two
   int counts, at offset 8 after the vptr, as one long long).  */
unsigned member_align(tree ptr)
{
  al_pointee p = al_resolve(ptr);
  if (!p.ref || p.off || !handled_component_p(p.ref))
    return 0;
  unsigned HOST_WIDE_INT off = 0;
  unsigned cap = 0;
  tree ref = p.ref;
  for (; handled_component_p(ref); ref = TREE_OPERAND(ref, 0))
    switch (TREE_CODE(ref))
      {
      case COMPONENT_REF:
        {
          tree f = TREE_OPERAND(ref, 1);
          if (!tree_fits_uhwi_p(DECL_FIELD_OFFSET(f)) || !tree_fits_uhwi_p(DECL_FIELD_BIT_OFFSET(f)))
            return 0;
          off += tree_to_uhwi(DECL_FIELD_OFFSET(f)) * BITS_PER_UNIT
                 + tree_to_uhwi(DECL_FIELD_BIT_OFFSET(f));
          break;
        }
      case ARRAY_REF:
        {
          tree size = TYPE_SIZE(TREE_TYPE(ref));
          if (!size || !tree_fits_uhwi_p(size) || !tree_to_uhwi(size))
            return 0;
          unsigned HOST_WIDE_INT step = tree_to_uhwi(size);
          tree idx = TREE_OPERAND(ref, 1), low = array_ref_low_bound(ref);
          if (tree_fits_shwi_p(idx) && tree_fits_shwi_p(low))
            off += (tree_to_shwi(idx) - tree_to_shwi(low)) * step;
          else
            {
              unsigned s = (unsigned) (step & -step);
              cap = cap ? MIN(cap, s) : s;
            }
          break;
        }
      default:
        return 0;
      }
  unsigned a = DECL_P(ref) ? DECL_ALIGN(ref) : TYPE_ALIGN(TREE_TYPE(ref));
  if (TREE_CODE(ref) == MEM_REF && tree_fits_uhwi_p(TREE_OPERAND(ref, 1)))
    off += tree_to_uhwi(TREE_OPERAND(ref, 1)) * BITS_PER_UNIT;
  if (off)
    a = MIN(a, (unsigned) (off & -off));
  return cap ? MIN(a, cap) : a;
}

/* Alignment in bytes of the object a WIDTH-byte builtin reaches through
   PTR, as lower/ needs it (al_request.align); *MEMBER set when a declaration decided it (a
   member's alignment, member_align, or a type's: facts of the layout, which inlining
   cannot improve).
   - What GCC proves about the pointer's value; for a pointer that is not the
     address of a known object, also the pointed-to type's alignment (a
     misaligned T * is undefined, C11 6.3.2.3p7).
   - Up to 8 bytes, a sized builtin's contract is natural alignment, which GCC's
     own expansion assumes (get_builtin_sync_mem: at least the mode's
     alignment): unless the object is provably misaligned (a packed member, a
     known odd offset), it is WIDTH-aligned, whatever cast hid its type
     (`(void **) p` of a `void *`: GIMPLE drops the cast).
   - Not for the address of a member that may be anywhere (a packed struct's, reached
     through a pointer: member_align), which a T * made from it does not make aligned
     (GCC's own -Waddress-of-packed-member says so where the address is taken).
   - Nor for a pointer to a WIDTH-byte type that says it may be less aligned than the
     target needs to inline it (al_inline_align): `typedef int u32 __attribute__
     ((aligned (1)))`, as packet parsers declare their fields.  The type is the access's
     own, so its alignment is the program's statement; a `void *`, or a pointer to a type of
     another size (bytes of a buffer), states nothing and keeps the contract.
   - 16 bytes only where proven (cmpxchg16b and LDXP/CASP fault on a misaligned
     object, where GCC's own library call would not): after inlining, the
     16-byte alignment of every std::atomic<T> is.  */
int proven_align(tree ptr, int width, bool *member = NULL)
{
  unsigned bits = get_pointer_alignment(ptr);
  tree type = TREE_TYPE(ptr);
  if (TREE_CODE(ptr) != ADDR_EXPR && POINTER_TYPE_P(type))
    {
      tree pointee = TREE_TYPE(type);
      bool typed = !VOID_TYPE_P(pointee) && COMPLETE_TYPE_P(pointee);
      if (typed)
        bits = MAX(bits, TYPE_ALIGN(pointee));
      /* ... but not for the address of a member that may be anywhere (packed): a T * made
         from it is no proof (GCC's -Waddress-of-packed-member says so at the cast).  */
      if (unsigned m = member_align(ptr))
        if (m < bits)
          {
            if (member)
              *member = true;
            return m / BITS_PER_UNIT;
          }
      /* ... nor for a WIDTH-byte type declared less aligned than an inline access
         needs.  */
      if (width > 0 && typed && tree_fits_uhwi_p(TYPE_SIZE_UNIT(pointee))
          && tree_to_uhwi(TYPE_SIZE_UNIT(pointee)) == (unsigned HOST_WIDE_INT) width
          && bits < (unsigned) al_inline_align(&al_cfg.target, width) * BITS_PER_UNIT)
        {
          if (member)
            *member = true;
          return bits / BITS_PER_UNIT;
        }
    }
  /* The address of a member: no more than its layout proves, whatever GCC assumes of the
     pointer it is reached through (strict-alignment targets, SH and ARC, take a pointer's
     type's alignment for its value's).  The address of a declared object: its alignment is
     exact (a packed member is where its declaration puts it).  */
  if (TREE_CODE(ptr) == ADDR_EXPR)
    if (unsigned m = member_align(ptr))
      bits = MIN(bits, m);
  if (width <= 0 || width > 8 || bits >= (unsigned) width * BITS_PER_UNIT
      || TREE_CODE(ptr) == ADDR_EXPR)
    return bits / BITS_PER_UNIT;
  unsigned known_align;
  unsigned HOST_WIDE_INT bitpos;
  bool known = get_pointer_alignment_1(ptr, &known_align, &bitpos);
  unsigned HOST_WIDE_INT w = MIN(known_align, (unsigned) width * BITS_PER_UNIT);
  if (known && w > BITS_PER_UNIT && (bitpos & (w - 1)) != 0)
    return bits / BITS_PER_UNIT;     /* provably misaligned */
  return width;
}

/* A memory-order argument: false when it is a constant outside 0..5 (target
   flags such as HLE, or junk), which GCC itself must see and diagnose.  */
bool order_arg(tree t, al_order *o)
{
  if (TREE_CODE(t) != INTEGER_CST)
    {
      *o = AL_SEQ_CST;     /* not a constant: the strongest (docs/design.md §3) */
      return true;
    }
  if (!tree_fits_uhwi_p(t) || tree_to_uhwi(t) > AL_SEQ_CST)
    return false;
  *o = (al_order) tree_to_uhwi(t);
  return true;
}

const char *c11_order_name(al_order o)
{
  static const char *const names[AL_N_ORDERS] = {
    "memory_order_relaxed", "memory_order_consume", "memory_order_acquire",
    "memory_order_release", "memory_order_acq_rel", "memory_order_seq_cst" };
  return names[o];
}

/* ---- the function being compiled ---------------------------------------------- */

/* Calls F(I, OP) for every operand OP (operand I, never null) of STMT.  */
template <typename F> void for_each_stmt_operand(gimple *stmt, F f)
{
  for (unsigned i = 0; i < gimple_num_ops(stmt); i++)
    if (tree op = gimple_op(stmt, i))
      f(i, op);
}

/* Calls F(STMT, I, OP) for every operand OP (operand I, never null) of every
   statement of FN but debug statements, which must not change what the pass
   decides (atomlower.scan builds every program with -fcompare-debug).  */
template <typename F> void for_each_operand(function *fn, F f)
{
  basic_block bb;
  FOR_EACH_BB_FN(bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi))
      {
        gimple *stmt = gsi_stmt(gsi);
        if (!is_gimple_debug(stmt))
          for_each_stmt_operand(stmt, [&](unsigned i, tree op) { f(stmt, i, op); });
      }
}

/* A failed compare-exchange's store of the observed value to *expected, to be put in
   a block of its own once the walk of the function is done (splitting the block under
   the walk's iterator would leave it in the wrong sequence).  */
struct cond_store {
  gimple *last;     /* the last statement before it: the block is split there */
  tree ok;          /* the success, a GIMPLE value: true skips the store */
  gimple *store;
};

/* What the pass knows of the function it is compiling and keeps up to date as it
   rewrites it: the pass's execute makes one for each function and hands it to every
   part that reads or changes it; nothing of it outlives that function.  Statements
   are inserted, removed and changed through it.  */
class fn_state {
public:
  /* Which instance of the pass is running.  */
  const bool late_stage;
  /* The late instance runs after this one (optimizing, and not an LTO compile,
     whose late passes run at link time): the early instance then leaves every
     site it does not lower to it, and says nothing of them.  */
  const bool late_follows;
  /* The failed compare-exchanges' stores to *expected (cond_write_back), made once the
     walk is done.  */
  auto_vec<cond_store> cond_stores;

  explicit fn_state(bool late)
    : late_stage(late), late_follows(!late && optimize && !flag_generate_lto) {}
  ~fn_state() { delete ref_counts; }
  fn_state(const fn_state &) = delete;
  fn_state &operator=(const fn_state &) = delete;

  /* Rewrites.  */
  void insert_before(gimple_stmt_iterator *gsi, gimple *stmt)
  {
    gsi_insert_before(gsi, stmt, GSI_SAME_STMT);
  }
  void remove_stmt(gimple_stmt_iterator *gsi);
  void replace_stmt(gimple_stmt_iterator *gsi, gimple_seq before, gimple *stmt,
                    gimple_seq after);
  /* CHANGE () changes the operands of STMT, which stays in place.  */
  template <typename F> void change_stmt(gimple *stmt, F change)
  {
    change();
    update_stmt(stmt);
  }

  /* The variables whose address escapes (below).  */
  hash_set<tree> &escaped_vars();
  /* How many operands of the function mention the local variable DECL (below).  */
  int count_refs(tree decl);

private:
  /* count_refs's answer for every variable, counted at its first question.  */
  hash_map<tree, int> *ref_counts = NULL;
  /* escaped_vars's answer, and whether it is computed yet.  */
  hash_set<tree> escaped;
  bool escapes_known = false;
};

/* The variables the function mentions, each with the number of statement operands that
   mention it (&V included; debug statements not), counted in one walk when the pass
   first asks, at -O0 only in practice: only a dead_result chain that ends in a local
   variable asks (the front end's temporary of an _Atomic compound assignment, which
   stays memory until GCC's update of the address-taken variables, made when optimizing
   with "ssa" itself).  The counts are not kept up to date: the rewrites before a
   question removed mentions (a count too high says "read": the site keeps its value) and
   added some only of variables an atomic call already mentioned (its object, a private
   *expected), so a count of 1 stays exact.  */
int fn_state::count_refs(tree decl)
{
  if (!ref_counts)
    {
      ref_counts = new hash_map<tree, int>;
      struct adder {
        static tree cb(tree *tp, int *walk, void *data)
        {
          if (VAR_P(*tp))
            ((hash_map<tree, int> *) data)->get_or_insert(*tp)++;
          if (TYPE_P(*tp))
            *walk = 0;
          return NULL_TREE;
        }
      };
      hash_map<tree, int> *counts = ref_counts;
      for_each_operand(cfun, [counts](gimple *, unsigned, tree op) {
        walk_tree_without_duplicates(&op, adder::cb, counts);
      });
    }
  int *n = ref_counts->get(decl);
  return n ? *n : 0;
}

/* Remove the statement at GSI (its virtual definition is unlinked first; its other
   definitions stay: the caller either defines them again or drops them with
   drop_ssa_def).  */
void fn_state::remove_stmt(gimple_stmt_iterator *gsi)
{
  unlink_stmt_vdef(gsi_stmt(*gsi));
  gsi_remove(gsi, true);
}

/* Put BEFORE, STMT and AFTER in place of the statement at GSI, which is removed.  */
void fn_state::replace_stmt(gimple_stmt_iterator *gsi, gimple_seq before, gimple *stmt,
                            gimple_seq after)
{
  gsi_insert_seq_before(gsi, before, GSI_SAME_STMT);
  gsi_insert_before(gsi, stmt, GSI_SAME_STMT);
  gsi_insert_seq_before(gsi, after, GSI_SAME_STMT);
  remove_stmt(gsi);
}

/* ---- narrow uses of the result ----------------------------------------------- */

/* An integral SSA name that one statement reads (debug statements aside).  */
bool single_use_temp(tree t)
{
  return t && INTEGRAL_TYPE_P(TREE_TYPE(t)) && TREE_CODE(t) == SSA_NAME && has_single_use(t);
}

struct narrow_use {
  al_use use;
  gimple *conv;      /* an intervening `c = (T) lhs`, removed when narrowing */
  gimple *user;      /* the comparison or the AND */
  int bit;           /* AL_USE_BIT_TEST */
  tree_code sign;    /* LT_EXPR/GE_EXPR: the bit test is a sign test, (signed) v < 0 */
};

/* The statement that reads T, when single_use_temp (T): its only non-debug use,
   wherever it is.  */
gimple *user_of(tree t)
{
  use_operand_p use;
  gimple *user;
  return single_imm_use(t, &use, &user) ? user : NULL;
}

bool zero_test_of(gimple *g, tree v)
{
  if (gcond *c = dyn_cast<gcond *>(g))
    return (gimple_cond_code(c) == EQ_EXPR || gimple_cond_code(c) == NE_EXPR)
           && gimple_cond_lhs(c) == v && integer_zerop(gimple_cond_rhs(c));
  return is_gimple_assign(g)
         && (gimple_assign_rhs_code(g) == EQ_EXPR || gimple_assign_rhs_code(g) == NE_EXPR)
         && gimple_assign_rhs1(g) == v && integer_zerop(gimple_assign_rhs2(g));
}

/* A compare-exchange's success LHS that one branch tests and nothing else reads, through
   conversions and negations (`if (cas (...))`; `while (!cas (...))`, whose bool the front
   end negates with ~ or ^ 1 before the test).  */
bool success_only_branched(tree lhs)
{
  tree v = lhs;
  for (int steps = 0; steps < 4; steps++)
    {
      if (!single_use_temp(v))
        return false;
      gimple *g = user_of(v);
      if (!g)
        return false;
      if (gimple_code(g) == GIMPLE_COND)
        return zero_test_of(g, v);
      if (!is_gimple_assign(g) || gimple_assign_rhs1(g) != v
          || !INTEGRAL_TYPE_P(TREE_TYPE(gimple_assign_lhs(g))))
        return false;
      tree_code code = gimple_assign_rhs_code(g);
      if (!CONVERT_EXPR_CODE_P(code) && code != BIT_NOT_EXPR && code != TRUTH_NOT_EXPR
          && !(code == BIT_XOR_EXPR && integer_onep(gimple_assign_rhs2(g))))
        return false;
      v = gimple_assign_lhs(g);
    }
  return false;
}

/* Match `lhs == 0` / `lhs != 0` after an op_fetch, or `lhs & BIT` after a
   fetch_or/and/xor with a single-bit constant, optionally through one
   same-precision conversion.  */
narrow_use find_narrow_use(gcall *call, const al_request &r)
{
  narrow_use n = { AL_USE_VALUE, NULL, NULL, -1, ERROR_MARK };
  tree lhs = gimple_call_lhs(call);
  /* Only the narrow uses the target has sequences for (al_narrow_uses: x86's flag
     outputs); elsewhere the value is the only use there is.  */
  unsigned can = al_narrow_uses(&al_cfg.target);
  bool zero = (can & 1u << AL_USE_ZERO_TEST) && r.op == AL_OP_FETCH && r.arith != AL_NAND;
  bool bit = (can & 1u << AL_USE_BIT_TEST) && r.op == AL_FETCH_OP && r.val_const
             && (r.arith == AL_OR || r.arith == AL_XOR || r.arith == AL_AND);
  if ((!zero && !bit) || !single_use_temp(lhs))
    return n;
  gimple *g = user_of(lhs);
  tree v = lhs;
  if (g && is_gimple_assign(g) && CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(g))
      && gimple_assign_rhs1(g) == lhs && INTEGRAL_TYPE_P(TREE_TYPE(gimple_assign_lhs(g)))
      && (TYPE_PRECISION(TREE_TYPE(gimple_assign_lhs(g))) == TYPE_PRECISION(TREE_TYPE(lhs))
          /* a zero extension keeps zero tests and tests of the object's bits */
          || (TYPE_UNSIGNED(TREE_TYPE(lhs))
              && TYPE_PRECISION(TREE_TYPE(gimple_assign_lhs(g)))
                 > TYPE_PRECISION(TREE_TYPE(lhs))))
      && single_use_temp(gimple_assign_lhs(g)))
    {
      n.conv = g;
      v = gimple_assign_lhs(g);
      g = user_of(v);
    }
  if (!g)
    return n;
  if (zero && zero_test_of(g, v))
    {
      n.use = AL_USE_ZERO_TEST;
      n.user = g;
      return n;
    }
  /* The top bit's test, which fold writes as (signed) old < 0 or >= 0.  */
  unsigned HOST_WIDE_INT c0 = (unsigned HOST_WIDE_INT) r.val;
  unsigned HOST_WIDE_INT top = HOST_WIDE_INT_1U << (r.width * 8 - 1);
  unsigned HOST_WIDE_INT want0 = (r.arith == AL_AND ? ~c0 : c0)
                                 & (r.width < 8 ? (top << 1) - 1 : ~HOST_WIDE_INT_0U);
  if (bit && n.conv && r.width <= 8 && want0 == top && !TYPE_UNSIGNED(TREE_TYPE(v))
      && TYPE_PRECISION(TREE_TYPE(v)) == (unsigned) r.width * 8)
    {
      tree_code code = ERROR_MARK;
      if (gcond *c = dyn_cast<gcond *>(g))
        {
          if (gimple_cond_lhs(c) == v && integer_zerop(gimple_cond_rhs(c)))
            code = gimple_cond_code(c);
        }
      else if (is_gimple_assign(g) && gimple_assign_rhs1(g) == v
               && gimple_assign_rhs2(g) && integer_zerop(gimple_assign_rhs2(g)))
        code = gimple_assign_rhs_code(g);
      if (code == LT_EXPR || code == GE_EXPR)
        {
          n.use = AL_USE_BIT_TEST;
          n.user = g;
          n.bit = r.width * 8 - 1;
          n.sign = code;
          return n;
        }
    }
  if (bit && is_gimple_assign(g) && gimple_assign_rhs_code(g) == BIT_AND_EXPR
      && gimple_assign_rhs1(g) == v && TREE_CODE(gimple_assign_rhs2(g)) == INTEGER_CST)
    {
      unsigned HOST_WIDE_INT mask = TREE_INT_CST_LOW(gimple_assign_rhs2(g));
      unsigned HOST_WIDE_INT c = (unsigned HOST_WIDE_INT) r.val;
      unsigned HOST_WIDE_INT want = r.arith == AL_AND ? ~c : c;
      if (r.width < 8)
        {
          want &= (HOST_WIDE_INT_1U << (r.width * 8)) - 1;
          mask &= (HOST_WIDE_INT_1U << (r.width * 8)) - 1;
        }
      if (want && !(want & (want - 1)) && mask == want && r.width <= 8)
        {
          n.use = AL_USE_BIT_TEST;
          n.user = g;
          n.bit = ctz_hwi(want);
        }
    }
  return n;
}

/* ---- building statements ------------------------------------------------------ */

struct builder {
  gimple_seq before = NULL, after = NULL;
  /* A temporary: a new SSA name.  */
  static tree tmp(tree type) { return make_ssa_name(type); }
  /* v converted to TYPE, as a gimple value; conversion to bool is a test
     against zero, never a truncation.  */
  tree convert(gimple_seq *seq, tree type, tree v)
  {
    v = unshare_expr(v);
    if (useless_type_conversion_p(type, TREE_TYPE(v)))
      return v;
    if (TREE_CODE(v) == INTEGER_CST && TREE_CODE(type) != BOOLEAN_TYPE)
      return fold_convert(type, v);
    tree t = tmp(type);
    gimple *g;
    if (TREE_CODE(type) == BOOLEAN_TYPE && TREE_CODE(TREE_TYPE(v)) != BOOLEAN_TYPE)
      g = gimple_build_assign(t, NE_EXPR, v, build_zero_cst(TREE_TYPE(v)));
    else
      g = gimple_build_assign(t, NOP_EXPR, v);
    gimple_seq_add_stmt(seq, g);
    return t;
  }
  tree before_conv(tree type, tree v) { return convert(&before, type, v); }
  tree after_conv(tree type, tree v) { return convert(&after, type, v); }
  /* A half of a W-byte value: 64 of 128 bits (x86-64's cmpxchg16b), 32 of 64
     (i386's cmpxchg8b, whose halves are the registers ecx and ebx).  */
  tree half(tree vw, int w, al_part part)
  {
    tree uw = uint_type(w), uh = uint_type(w / 2);
    tree v = before_conv(uw, vw);
    if (part == AL_HI)
      {
        tree s = tmp(uw);
        gimple_seq_add_stmt(&before, gimple_build_assign(s, RSHIFT_EXPR, v,
                                                         build_int_cst(integer_type_node,
                                                                       w * 4)));
        v = s;
      }
    return before_conv(uh, v);
  }
};

tree mem_ref(tree ptr, tree type)
{
  /* The offset's pointer type fixes the alias set: void * aliases all.
     Each use gets its own copy of the address: GIMPLE does not share
     ADDR_EXPRs between statements.  */
  tree m = build2(MEM_REF, type, unshare_expr(ptr), build_int_cst(ptr_type_node, 0));
  TREE_THIS_VOLATILE(m) = 1;
  TREE_SIDE_EFFECTS(m) = 1;
  return m;
}

tree asm_operand(const char *constraint, tree value)
{
  tree c = build_string(strlen(constraint) + 1, constraint);
  return build_tree_list(build_tree_list(NULL_TREE, c), value);
}

/* NAME (an SSA name) lost its definition and its last non-debug use: debug
   statements that read it forget its value, and the name is released.  */
void drop_ssa_def(tree name)
{
  if (!name || TREE_CODE(name) != SSA_NAME)
    return;
  imm_use_iterator it;
  gimple *u;
  FOR_EACH_IMM_USE_STMT(u, it, name)
    if (is_gimple_debug(u))
      {
        gimple_debug_bind_reset_value(u);
        update_stmt(u);
      }
  release_ssa_name(name);
}

struct site {
  gcall *call;
  tree fndecl;
  const builtin_desc *desc;
  al_request req;
  tree ptr = NULL, val = NULL, exp = NULL, des = NULL;
  /* AL_CAS_ATOMIC whose expected argument is &V, V a private local variable
     (private_expected, req.exp AL_EXP_REG): the sequence leaves *expected alone and
     the plugin loads V before it and assigns V the observed value after it.  With
     req.exp AL_EXP_MEM_AFTER the plugin stores the observed value to *expected after
     it, only when it failed, in a block of its own (cond_write_back), as GCC's own
     expansion does: GCC then predicates the store (Arm's strne) or branches around it
     with the branch that makes the bool (AArch64, Alpha).  Targets whose al_arch_desc
     has no cas_store_after keep the store in their asm (al_lower).  */
  tree exp_decl = NULL;
  narrow_use narrow;
  bool ifn_cas = false;     /* .ATOMIC_COMPARE_EXCHANGE: complex {old, success} */
  bool orders_const = true; /* every order argument is a constant */
};

tree arg(gcall *call, int i)
{
  return i >= 0 && (unsigned) i < gimple_call_num_args(call) ? gimple_call_arg(call, i) : NULL;
}

/* LAST ; if (!OK) STORE ; ...: the block holding LAST is split after it.  */
void cond_write_back(const cond_store &c)
{
  basic_block bb = gimple_bb(c.last);
  edge join = split_block(bb, c.last);
  basic_block sb = create_empty_bb(bb);
  if (current_loops)
    add_bb_to_loop(sb, bb->loop_father);
  gimple_stmt_iterator si = gsi_start_bb(sb);
  gsi_insert_after(&si, c.store, GSI_NEW_STMT);
  gcond *cond = gimple_build_cond(NE_EXPR, c.ok, build_zero_cst(TREE_TYPE(c.ok)), NULL_TREE,
                                  NULL_TREE);
  gimple_set_location(cond, gimple_location(c.store));
  gimple_stmt_iterator bi = gsi_last_bb(bb);
  gsi_insert_after(&bi, cond, GSI_NEW_STMT);
  join->flags = (join->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  join->probability = profile_probability::likely();
  edge fail = make_edge(bb, sb, EDGE_FALSE_VALUE);
  fail->probability = join->probability.invert();
  sb->count = bb->count.apply_probability(fail->probability);
  make_single_succ_edge(sb, join->dest, EDGE_FALLTHRU);
}

/* ---- the inline rewrite: the asm statement in place of the call -------------- */

/* What the parts of an inline rewrite share: the site and its sequence, the statements
   they put before and after the asm, the asm's operands and the trees that later parts
   read (the results, the flag, the expected and observed values, the masked word).  */
struct inline_rewrite {
  site &s;
  const al_seq &seq;
  builder b;
  vec<tree, va_gc> *outputs = NULL, *inputs = NULL;
  tree lhs;
  tree res_whole = NULL, res_lo = NULL, res_hi = NULL, flag = NULL;
  tree expected_value = NULL;
  int w;
  tree uw;
  /* Sub-word objects in their aligned word (masked loops): address, bit
     position and mask, computed here so the asm only loops.  */
  tree wptr = NULL, shift = NULL, mask = NULL;
  /* Who writes *expected back: the request's answer (al_request.exp), or
     AL_EXP_MEM_ASM where the target ignored it and the sequence writes *expected
     itself; with AL_EXP_REG, the private variable.  */
  al_exp_where exp_where;
  tree reg_exp;
  tree observed = NULL, obs_lo = NULL, obs_hi = NULL;

  inline_rewrite(site &s_, const al_seq &seq_);
  /* The operands.  */
  void need_word();
  tree mem_base(tree p);
  tree read_expected();
  tree input_value(const al_operand &o, tree type);
  tree output_value(const al_operand &o, tree type);
  tree operand_value(const al_operand &o);
  void add_operands();
  /* The asm statement.  */
  gasm *build_asm();
  /* The result join: the value of the call (and the observed value's).  */
  tree join(tree lo, tree hi);
  void join_halves();
  gimple *cas_success(tree eq, tree old, tree expv);
  void assign_value();
  /* The write-back of *expected.  */
  void write_back_register();
  gimple *write_back_store(tree *okp);
  /* The narrow uses.  */
  void use_flag(fn_state &st);
};

inline_rewrite::inline_rewrite(site &s_, const al_seq &seq_)
  : s(s_), seq(seq_), lhs(gimple_call_lhs(s_.call)), w(s_.req.width), uw(uint_type(w)),
    exp_where(s_.req.exp), reg_exp(s_.exp_decl)
{
  for (int i = 0; exp_where != AL_EXP_MEM_ASM && i < seq.n_out + seq.n_in; i++)
    {
      al_role role = i < seq.n_out ? seq.out[i].role : seq.in[i - seq.n_out].role;
      if (role == AL_R_EXPMEM || role == AL_R_EXPPTR)
        exp_where = AL_EXP_MEM_ASM;
    }
}

/* The masked word's address, the object's bit position in it and the mask of its
   bits (wptr, shift, mask), made for the first operand that needs them.  */
void inline_rewrite::need_word()
{
  if (wptr)
    return;
  tree uptr = pointer_sized_int_node, u32 = uint_type(4);
  tree pi = b.before_conv(uptr, s.ptr);
  tree al = b.tmp(uptr);
  gimple_seq_add_stmt(&b.before, gimple_build_assign(al, BIT_AND_EXPR, pi,
                                                     build_int_cst(uptr, -4)));
  wptr = b.before_conv(ptr_type_node, al);
  /* The word may reach past the object (a 2-byte member at the end of a 6-byte
     struct: its word is bytes 4..7).  That is safe, an aligned word never
     crosses a page, as libatomic's and GCC 13's masked loops rely on; but once
     GCC folds the address to &obj + 4 its -Warray-bounds would see a 4-byte
     access of a 6-byte object.  An empty asm hides where the word pointer
     comes from (nothing is emitted): the access is then one of unknown
     provenance, which alias analysis treats as touching anything, and no
     bounds check applies.  */
  {
    tree laundered = b.tmp(ptr_type_node);
    vec<tree, va_gc> *lo = NULL, *li = NULL;
    vec_safe_push(lo, asm_operand("=r", laundered));
    vec_safe_push(li, asm_operand("0", wptr));
    gasm *g = gimple_build_asm_vec("", li, lo, NULL, NULL);
    if (TREE_CODE(laundered) == SSA_NAME)
      SSA_NAME_DEF_STMT(laundered) = g;
    gimple_seq_add_stmt(&b.before, g);
    wptr = laundered;
  }
  tree off = b.tmp(uptr);
  gimple_seq_add_stmt(&b.before, gimple_build_assign(off, BIT_AND_EXPR, pi,
                                                     build_int_cst(uptr, 3)));
  if (BYTES_BIG_ENDIAN)
    {
      /* The field's byte from the word's low end, 4 - w - off, written
         off ^ (4 - w): the same for an object aligned to its width (off's
         bits are then within 4 - w's), and one rotate-and-mask with an xor on
         POWER (rlwinm ; xori), as GCC's own masked loops compute it.  */
      tree be = b.tmp(uptr);
      gimple_seq_add_stmt(&b.before, gimple_build_assign(be, BIT_XOR_EXPR, off,
                                                         build_int_cst(uptr, 4 - w)));
      off = be;
    }
  tree bits = b.tmp(uptr);
  gimple_seq_add_stmt(&b.before, gimple_build_assign(bits, LSHIFT_EXPR, off,
                                                     build_int_cst(integer_type_node, 3)));
  shift = b.before_conv(u32, bits);
  mask = b.tmp(u32);
  gimple_seq_add_stmt(&b.before, gimple_build_assign(
      mask, LSHIFT_EXPR, build_int_cst(u32, (HOST_WIDE_INT_1U << (8 * w)) - 1), shift));
}

/* A MEM_REF's base must be an SSA name, a variable or the address of a
   declaration: &p.x and &a[i] go through a temporary first.  At -O0 the
   address of a local variable does too: its stack slot's MEM operand is then
   based on a pseudo, where LRA would otherwise legitimize frame + offset for
   it and, on SH, take r0 as the index register beyond the displacement's
   reach, a register the sequence clobbers ("cannot find a register in class
   R0_REGS"; atomlower.exec/runtime-order.c at -O0).  */
tree inline_rewrite::mem_base(tree p)
{
  if (!p || TREE_CODE(p) != ADDR_EXPR)
    return p;
  if (is_gimple_mem_ref_addr(p)
      && (optimize || !auto_var_in_fn_p(get_base_address(TREE_OPERAND(p, 0)),
                                        current_function_decl)))
    return p;
  tree t = b.tmp(TREE_TYPE(p));
  gimple_seq_add_stmt(&b.before, gimple_build_assign(t, unshare_expr(p)));
  return t;
}

/* The expected value lives in *exp, or in the private
   variable exp points to, read into a fresh temporary (the
   variable is assigned after the sequence).  */
tree inline_rewrite::read_expected()
{
  if (!expected_value && exp_where == AL_EXP_REG)
    {
      /* V is still memory here (GCC's next update of the
         address-taken variables makes it a register): a conversion
         may not take it as an operand, so it is copied first.  */
      tree copy = b.tmp(TREE_TYPE(reg_exp));
      gimple_seq_add_stmt(&b.before, gimple_build_assign(copy, reg_exp));
      expected_value = b.tmp(uw);
      tree ev = b.before_conv(uw, copy);
      gimple_seq_add_stmt(&b.before, gimple_build_assign(expected_value, ev));
    }
  else if (!expected_value)
    {
      /* *expected is a plain object, read as GCC's own expansion
         reads it: not volatile, so the load can extend for free (RV64
         lw) and meet an earlier store to it.  */
      expected_value = b.tmp(uint_type(w));
      tree m = mem_ref(s.exp, uint_type(w));
      TREE_THIS_VOLATILE(m) = 0;
      TREE_SIDE_EFFECTS(m) = 0;
      gimple_seq_add_stmt(&b.before, gimple_build_assign(expected_value, m));
    }
  return expected_value;
}

/* An input of the asm (AL_R_VAL, AL_R_DESIRED, AL_R_EXPECTED) of type TYPE: the
   value, whole, one half of it, or shifted into its place in the masked word.  */
tree inline_rewrite::input_value(const al_operand &o, tree type)
{
  tree value;
  tree v = o.role == AL_R_VAL ? s.val : o.role == AL_R_DESIRED ? s.des : s.exp;
  if (o.role == AL_R_EXPECTED && s.req.cas_form == AL_CAS_ATOMIC)
    v = read_expected();
  if (!v)
    v = build_zero_cst(uw);   /* __sync_lock_release stores 0 */
  /* Through the object's own unsigned type first, so a wider
     register operand is zero-extended, never sign-extended.  */
  v = b.before_conv(uw, v);
  if (o.part != AL_WHOLE)
    value = b.half(v, w, o.part);
  else if (o.shifted)
    {
      need_word();
      tree z = b.before_conv(type, v), sh = b.tmp(type);
      gimple_seq_add_stmt(&b.before, gimple_build_assign(sh, LSHIFT_EXPR, z, shift));
      value = sh;
      if (o.fill)
        {
          /* v << shift | ~mask: GCC 12 makes it one orc on POWER.  */
          tree nm = b.tmp(type), f = b.tmp(type);
          gimple_seq_add_stmt(&b.before, gimple_build_assign(nm, BIT_NOT_EXPR,
                                                             b.before_conv(type, mask)));
          gimple_seq_add_stmt(&b.before, gimple_build_assign(f, BIT_IOR_EXPR, sh, nm));
          value = f;
        }
    }
  else
    {
      /* A 16-byte value that is a copy or same-mode conversion of another (the desired
         value's cast to the builtin's unsigned parameter type, a by-value expected's
         copy): the value itself, whose register pair GCC then passes as it is (the cast's
         own pseudo made it copy the pair: four moves for AArch64's caspal).  */
      bool stripped = false;
      if (w == 16)
        while (TREE_CODE(v) == SSA_NAME && is_gimple_assign(SSA_NAME_DEF_STMT(v)))
          {
            gimple *def = SSA_NAME_DEF_STMT(v);
            tree_code code = gimple_assign_rhs_code(def);
            tree from = gimple_assign_rhs1(def);
            if ((code != SSA_NAME && !CONVERT_EXPR_CODE_P(code))
                || TREE_CODE(from) != SSA_NAME || !INTEGRAL_TYPE_P(TREE_TYPE(from))
                || TYPE_MODE(TREE_TYPE(from)) != TYPE_MODE(type)
                || TYPE_PRECISION(TREE_TYPE(from)) != TYPE_PRECISION(type))
              break;
            v = from;
            stripped = true;
          }
      value = stripped ? v : b.before_conv(type, v);
    }
  return value;
}

/* A register the asm writes (AL_R_RESULT, AL_R_FLAG, AL_R_SCRATCH, AL_R_OBSERVED): a
   new temporary of type TYPE, kept where the later parts read it.  */
tree inline_rewrite::output_value(const al_operand &o, tree type)
{
  /* test_and_set's old byte, in a byte register, is the bool itself
     (the object holds 0 or 1: GCC returns the byte unconverted too),
     so no compare with zero follows the sequence.  */
  if (o.role == AL_R_RESULT && s.req.op == AL_TEST_AND_SET && o.width == 1
      && o.part == AL_WHOLE && lhs && TREE_CODE(TREE_TYPE(lhs)) == BOOLEAN_TYPE
      && TYPE_MODE(boolean_type_node) == TYPE_MODE(type))
    type = boolean_type_node;
  /* Likewise a compare-exchange's success flag in a byte register holding 0
     or 1 (AL_CASF_SET at width 1: m68k's seq ; neg.b, SH's movt): the bool
     itself, so the success test below folds away.  */
  if (o.role == AL_R_FLAG && seq.cas_flag == AL_CASF_SET && o.width == 1
      && TYPE_MODE(boolean_type_node) == TYPE_MODE(type))
    type = boolean_type_node;
  tree value = b.tmp(type);
  if (o.role == AL_R_OBSERVED)
    (o.part == AL_LO ? obs_lo : o.part == AL_HI ? obs_hi : observed) = value;
  else if (o.role == AL_R_FLAG)
    flag = value;
  else if (o.role == AL_R_RESULT)
    (o.part == AL_LO ? res_lo : o.part == AL_HI ? res_hi : res_whole) = value;
  return value;
}

/* The tree of operand O of the asm.  */
tree inline_rewrite::operand_value(const al_operand &o)
{
  tree type = uint_type(o.width), value = NULL;
  switch (o.role)
    {
    case AL_R_MEM:
      value = mem_ref(s.ptr, type);
      if (seq.mem_plain)
        {
          TREE_THIS_VOLATILE(value) = 0;
          TREE_SIDE_EFFECTS(value) = 0;
        }
      break;
    case AL_R_WMEM:
      need_word();
      value = mem_ref(wptr, type);
      break;
    case AL_R_WPTR:
      need_word();
      value = wptr;
      break;
    case AL_R_SHIFT:
      need_word();
      value = shift;
      break;
    case AL_R_MASK:
      need_word();
      value = mask;
      if (o.invert)
        {
          value = b.tmp(TREE_TYPE(mask));
          gimple_seq_add_stmt(&b.before, gimple_build_assign(value, BIT_NOT_EXPR, mask));
        }
      break;
    case AL_R_PTR:
      value = unshare_expr(s.ptr);
      break;
    case AL_R_EXPPTR:
      value = unshare_expr(s.exp);
      break;
    case AL_R_EXPMEM:
      value = mem_ref(s.exp, type);
      break;
    case AL_R_RESULT:
    case AL_R_FLAG:
    case AL_R_SCRATCH:
    case AL_R_OBSERVED:
      value = output_value(o, type);
      break;
    case AL_R_VAL:
    case AL_R_DESIRED:
    case AL_R_EXPECTED:
      value = input_value(o, type);
      break;
    case AL_R_IMM:
      value = build_int_cst(type, o.imm);
      break;
    }
  return value;
}

/* The asm's outputs and inputs, in the sequence's order.  */
void inline_rewrite::add_operands()
{
  auto_vec<std::pair<const char *, tree> > inout_inputs;
  for (int i = 0; i < seq.n_out + seq.n_in; i++)
    {
      bool is_out = i < seq.n_out;
      const al_operand &o = is_out ? seq.out[i] : seq.in[i - seq.n_out];
      tree value = operand_value(o);
      if (is_out && o.constraint[0] == '+')
        {
          /* An in-out operand (always memory: "+r" is not valid GIMPLE, docs/design.md
             §2) becomes "=X" plus a trailing input "X" of the same object, as the
             gimplifier splits a "+m" of the C front end.  Left as "+X", expand
             ties the input to the output with a matching digit, and LRA cannot
             reload a matched memory address it would have to fix up (POWER: a
             section-anchor TOC address, or a stack slot for "Z").  */
          char eq[sizeof o.constraint];
          snprintf(eq, sizeof eq, "=%s", o.constraint + 1);
          vec_safe_push(outputs, asm_operand(eq, value));
          inout_inputs.safe_push(std::make_pair((const char *) o.constraint + 1,
                                                unshare_expr(value)));
          continue;
        }
      vec_safe_push(is_out ? outputs : inputs, asm_operand(o.constraint, value));
    }
  for (const std::pair<const char *, tree> &io : inout_inputs)
    vec_safe_push(inputs, asm_operand(io.first, io.second));
}

/* The asm statement: the sequence's text, the operands, its clobbers.  */
gasm *inline_rewrite::build_asm()
{
  vec<tree, va_gc> *clobbers = NULL;
  for (int i = 0; i < seq.n_clobbers; i++)
    vec_safe_push(clobbers, build_tree_list(NULL_TREE, build_string(strlen(seq.clobbers[i]) + 1,
                                                                    seq.clobbers[i])));

  gasm *stmt = gimple_build_asm_vec(seq.text, inputs, outputs, clobbers, NULL);
  gimple_asm_set_volatile(stmt, true);
  /* asm inline: the inliner sizes a plain asm by its lines, so a multi-line loop that
     replaced one builtin call made inline functions grow past their limit where GCC alone
     inlined them (-Winline said so); as asm inline it counts as the smallest size.  */
  gimple_asm_set_inline(stmt, true);
  for (unsigned i = 0; i < gimple_asm_noutputs(stmt); i++)
    if (TREE_CODE(TREE_VALUE(gimple_asm_output_op(stmt, i))) == SSA_NAME)
      SSA_NAME_DEF_STMT(TREE_VALUE(gimple_asm_output_op(stmt, i))) = stmt;
  gimple_set_location(stmt, gimple_location(s.call));
  return stmt;
}

/* A result in two halves (res_lo, res_hi) made one (res_whole).  */
tree inline_rewrite::join(tree half_lo, tree half_hi)
{
  /* Halves of a 16-byte value (64 bits each) or of an 8-byte one (Thumb-2's
     LDREXD/STREXD pairs: 32 bits each).  */
  int hw = (int) tree_to_uhwi(TYPE_SIZE_UNIT(TREE_TYPE(half_lo)));
  tree uw2 = uint_type(2 * hw);
  tree all = b.tmp(uw2);
  if (seq.join == AL_JOIN_STORE)
    {
      /* Each half stored into its place in a local that is never a GIMPLE
         register, then read whole: expand keeps the local in a register
         pair and the stores become the halves' moves (subregs), where GCC 12
         builds the zeros of | or the carry of + on POWER.  */
      tree whole = create_tmp_var(uw2, "al_pair");
      al_set_not_gimple_reg(whole);
      for (int h = 0; h < 2; h++)
        {
          bool high = h == 1;
          int off = (high != BYTES_BIG_ENDIAN) ? hw : 0;
          /* void *: the stores alias the read of the whole whatever their type.  */
          tree m = build2(MEM_REF, TREE_TYPE(half_lo), build_fold_addr_expr(whole),
                          build_int_cst(ptr_type_node, off));
          gimple_seq_add_stmt(&b.after, gimple_build_assign(m, high ? half_hi : half_lo));
        }
      gimple_seq_add_stmt(&b.after, gimple_build_assign(all, whole));
    }
  else
    {
      tree lo = b.after_conv(uw2, half_lo), hi = b.after_conv(uw2, half_hi);
      tree sh = b.tmp(uw2);
      gimple_seq_add_stmt(&b.after, gimple_build_assign(sh, LSHIFT_EXPR, hi,
                                                        build_int_cst(integer_type_node,
                                                                      8 * hw)));
      gimple_seq_add_stmt(&b.after, gimple_build_assign(all, BIT_IOR_EXPR, lo, sh));
    }
  return all;
}

void inline_rewrite::join_halves()
{
  if (res_lo && res_hi)
    res_whole = join(res_lo, res_hi);
  if (obs_lo && obs_hi)
    observed = join(obs_lo, obs_hi);
}

/* EQ = the success of a strong compare-exchange: the flag where the sequence
   says it holds it (seq.cas_flag: zero, or set, exactly when it stored), else
   OLD == EXPV, since it succeeds exactly when it observes the expected value.  */
gimple *inline_rewrite::cas_success(tree eq, tree old, tree expv)
{
  if (seq.cas_flag == AL_CASF_IPM && flag)
    {
      /* Below 0x10000000 (bits 30-31 zero): (flag - 0x10000000) >> 31 of the 32-bit
         unsigned word, s390x's slfi ; risbg (GCC 12 makes flag < 0x10000000 four
         instructions).  */
      tree ty = unsigned_type_node, f = b.after_conv(ty, flag), d = b.tmp(ty),
           sh = b.tmp(ty);
      gimple_seq_add_stmt(&b.after, gimple_build_assign(d, MINUS_EXPR, f,
                                                        build_int_cst(ty, 0x10000000)));
      gimple_seq_add_stmt(&b.after, gimple_build_assign(sh, RSHIFT_EXPR, d,
                                                        build_int_cst(integer_type_node,
                                                                      31)));
      return gimple_build_assign(eq, NE_EXPR, sh, build_zero_cst(ty));
    }
  if (seq.cas_flag == AL_CASF_SET && seq.cas_flag_bit > 0 && flag)
    {
      /* One bit of the flag's register (seq.cas_flag_bit): (flag >> bit) & 1, which GCC
         knows is 0 or 1 (POWER: one rlwinm, as GCC's own read of cr0).  */
      tree ty = TREE_TYPE(flag), sh = b.tmp(ty), bit = b.tmp(ty);
      gimple_seq_add_stmt(&b.after, gimple_build_assign(sh, RSHIFT_EXPR, flag,
                                                        build_int_cst(integer_type_node,
                                                                      seq.cas_flag_bit)));
      gimple_seq_add_stmt(&b.after, gimple_build_assign(bit, BIT_AND_EXPR, sh,
                                                        build_one_cst(ty)));
      return gimple_build_assign(eq, NE_EXPR, bit, build_zero_cst(ty));
    }
  if (seq.cas_flag != AL_CASF_NONE && flag)
    return gimple_build_assign(eq, seq.cas_flag == AL_CASF_ZERO ? EQ_EXPR : NE_EXPR, flag,
                               build_zero_cst(TREE_TYPE(flag)));
  return gimple_build_assign(eq, EQ_EXPR, b.after_conv(uw, old), b.after_conv(uw, expv));
}

/* The call's value: a compare-exchange's success, or {old, success}, or the result.  */
void inline_rewrite::assign_value()
{
  if (lhs && res_whole && seq.cas_by_compare && s.req.cas_form != AL_CAS_SYNC_VAL)
    {
      /* A strong compare-exchange succeeded exactly when it observed the
         expected value, or, where the sequence says so, when its flag is 0.  */
      tree eq = b.tmp(boolean_type_node);
      gimple_seq_add_stmt(&b.after,
                          cas_success(eq, res_whole, expected_value ? expected_value : s.exp));
      gimple_seq_add_stmt(&b.after, gimple_build_assign(lhs, b.after_conv(TREE_TYPE(lhs), eq)));
    }
  else if (lhs && res_whole && s.ifn_cas)
    {
      /* {old, success}: a strong compare-exchange succeeds exactly when it
         observes the expected value.  */
      tree elem = TREE_TYPE(TREE_TYPE(lhs));
      tree old = b.after_conv(elem, b.after_conv(uw, res_whole));
      tree eq = b.tmp(boolean_type_node);
      gimple_seq_add_stmt(&b.after, cas_success(eq, res_whole, s.exp));
      tree ok = b.after_conv(elem, eq);
      gimple_seq_add_stmt(&b.after, gimple_build_assign(lhs, COMPLEX_EXPR, old, ok));
    }
  else if (lhs && res_whole && seq.use != AL_USE_ZERO_TEST && seq.use != AL_USE_BIT_TEST)
    {
      /* Truncate a wider register (a masked loop's word, a 4-byte register
         holding a byte) to the object's width, then to the call's type.  */
      tree r0 = TREE_CODE(TREE_TYPE(res_whole)) == BOOLEAN_TYPE ? res_whole
                                                                : b.after_conv(uw, res_whole);
      tree v = b.after_conv(TREE_TYPE(lhs), r0);
      gimple_seq_add_stmt(&b.after, gimple_build_assign(lhs, v));
    }
}

/* *expected in a register: V = observed, unconditionally, as GCC's own
   lowering of this compare-exchange does (its .ATOMIC_COMPARE_EXCHANGE
   form): on success the observed value is the expected one, and V is
   private (private_expected), so no other thread can tell the store.  */
void inline_rewrite::write_back_register()
{
  if (exp_where != AL_EXP_REG)
    return;
  tree obs = observed ? observed : res_whole;
  gcc_assert(obs);
  tree v = b.after_conv(TREE_TYPE(reg_exp), b.after_conv(uw, obs));
  gimple_seq_add_stmt(&b.after, gimple_build_assign(reg_exp, v));
}

/* *expected in memory: *expected = observed when it failed (cond_write_back).
   The store, made but not placed, or NULL; *OKP is the success it depends on.  */
gimple *inline_rewrite::write_back_store(tree *okp)
{
  if (exp_where != AL_EXP_MEM_AFTER)
    return NULL;
  tree obs = observed ? observed : res_whole;
  gcc_assert(obs && res_whole);
  tree ok;
  if (seq.cas_by_compare)
    {
      ok = b.tmp(boolean_type_node);
      gimple_seq_add_stmt(&b.after, cas_success(ok, res_whole, expected_value));
    }
  else
    ok = b.after_conv(boolean_type_node, res_whole);   /* RESULT is the success */
  tree v = b.after_conv(uw, obs);
  tree m = mem_ref(s.exp, uw);
  TREE_THIS_VOLATILE(m) = 0;
  TREE_SIDE_EFFECTS(m) = 0;
  gimple *store = gimple_build_assign(m, v);
  gimple_set_location(store, gimple_location(s.call));
  *okp = ok;
  return store;
}

/* The narrow uses read the flag instead of the value.  */
void inline_rewrite::use_flag(fn_state &st)
{
  if (!flag || (seq.use != AL_USE_ZERO_TEST && seq.use != AL_USE_BIT_TEST))
    return;
  gimple *user = s.narrow.user;
  if (s.narrow.conv)
    {
      tree conv_lhs = gimple_assign_lhs(s.narrow.conv);
      gimple_stmt_iterator cg = gsi_for_stmt(s.narrow.conv);
      st.remove_stmt(&cg);
      drop_ssa_def(conv_lhs);
    }
  st.change_stmt(user, [&] {
    if (seq.use == AL_USE_ZERO_TEST)
      {
        /* ZF set <=> the new value is zero.  */
        if (gcond *c = dyn_cast<gcond *>(user))
          {
            gimple_cond_set_code(c, gimple_cond_code(c) == EQ_EXPR ? NE_EXPR : EQ_EXPR);
            gimple_cond_set_lhs(c, flag);
            gimple_cond_set_rhs(c, boolean_false_node);
          }
        else
          {
            gimple_stmt_iterator ug = gsi_for_stmt(user);
            tree type = TREE_TYPE(gimple_assign_lhs(user));
            tree_code code = gimple_assign_rhs_code(user) == EQ_EXPR ? NE_EXPR : EQ_EXPR;
            gimple_assign_set_rhs_with_ops(&ug, code, flag, boolean_false_node);
            (void) type;
          }
      }
    else if (s.narrow.sign != ERROR_MARK)
      {
        /* (signed) old < 0 is the top bit's old value: flag, or !flag for >= 0.  */
        tree_code code = s.narrow.sign == LT_EXPR ? NE_EXPR : EQ_EXPR;
        if (gcond *c = dyn_cast<gcond *>(user))
          {
            gimple_cond_set_code(c, code);
            gimple_cond_set_lhs(c, flag);
            gimple_cond_set_rhs(c, boolean_false_node);
          }
        else
          {
            gimple_stmt_iterator ug = gsi_for_stmt(user);
            gimple_assign_set_rhs_with_ops(&ug, code, flag, boolean_false_node);
          }
      }
    else
      {
        /* (old & BIT) == flag << bit.  */
        gimple_stmt_iterator ug = gsi_for_stmt(user);
        tree type = TREE_TYPE(gimple_assign_lhs(user));
        tree f = builder::tmp(type);
        st.insert_before(&ug, gimple_build_assign(f, NOP_EXPR, flag));
        gimple_assign_set_rhs_with_ops(&ug, LSHIFT_EXPR, f,
                                       build_int_cst(integer_type_node, s.narrow.bit));
      }
    update_stmt(user);
  });
  /* The call's value is read no more (the flag replaced it).  */
  drop_ssa_def(lhs);
}

/* Replace the call with the asm statement of SEQ.  */
void materialise_inline(fn_state &st, site &s, const al_seq &seq, gimple_stmt_iterator *gsi)
{
  inline_rewrite x(s, seq);
  s.ptr = x.mem_base(s.ptr);
  s.exp = s.req.cas_form == AL_CAS_ATOMIC && x.exp_where != AL_EXP_REG ? x.mem_base(s.exp) : s.exp;
  x.add_operands();
  gasm *stmt = x.build_asm();

  /* The value of the call.  */
  x.join_halves();
  x.assign_value();

  x.write_back_register();
  tree ok = NULL;
  gimple *store = x.write_back_store(&ok);

  gimple *last = gimple_seq_empty_p(x.b.after) ? (gimple *) stmt
                                                : gimple_seq_last_stmt(x.b.after);
  st.replace_stmt(gsi, x.b.before, stmt, x.b.after);
  if (store)
    st.cond_stores.safe_push(cond_store{ last, ok, store });

  x.use_flag(st);
}

/* Replace the call with a call to the shim's libatomic-ABI routine.  */
void materialise_shim(fn_state &st, site &s, const al_seq &seq, gimple_stmt_iterator *gsi)
{
  const al_request &r = s.req;
  tree vt = uint_type(r.width ? r.width : 1);
  tree ord = build_int_cst(integer_type_node, r.order);
  tree lhs = gimple_call_lhs(s.call);
  builder b;
  auto_vec<tree> args;
  auto_vec<tree> types;
  tree ret = void_type_node;
  tree sync_tmp = NULL;

  auto add = [&](tree type, tree v) {
    types.safe_push(type);
    args.safe_push(b.before_conv(type, v));
  };
  switch (r.op)
    {
    case AL_LOAD:
      ret = vt;
      add(ptr_type_node, s.ptr);
      add(integer_type_node, ord);
      break;
    case AL_STORE:
    case AL_CLEAR:
      add(ptr_type_node, s.ptr);
      add(vt, s.val ? s.val : build_zero_cst(vt));
      add(integer_type_node, ord);
      break;
    case AL_EXCHANGE:
    case AL_FETCH_OP:
    case AL_OP_FETCH:
      ret = vt;
      add(ptr_type_node, s.ptr);
      add(vt, s.val);
      add(integer_type_node, ord);
      break;
    case AL_CAS:
      ret = boolean_type_node;
      add(ptr_type_node, s.ptr);
      if (r.cas_form == AL_CAS_ATOMIC)
        add(ptr_type_node, s.exp);
      else
        {
          /* __sync forms pass the expected value: give it an address.  */
          sync_tmp = create_tmp_var(vt, "al_exp");   /* memory: its address is passed */
          TREE_ADDRESSABLE(sync_tmp) = 1;
          gimple_seq_add_stmt(&b.before, gimple_build_assign(sync_tmp, b.before_conv(vt, s.exp)));
          types.safe_push(ptr_type_node);
          args.safe_push(build_fold_addr_expr(sync_tmp));
        }
      add(vt, s.des);
      add(integer_type_node, ord);
      add(integer_type_node, build_int_cst(integer_type_node, r.fail_order));
      break;
    case AL_TEST_AND_SET:
      ret = boolean_type_node;
      add(ptr_type_node, s.ptr);
      add(integer_type_node, ord);
      break;
    case AL_THREAD_FENCE:
    case AL_SIGNAL_FENCE:
      add(integer_type_node, ord);
      break;
    case AL_IS_LOCK_FREE:
      return;
    }

  tree fntype = build_function_type_array(ret, types.length(), types.address());
  tree decl = build_fn_decl(seq.shim_name, fntype);
  DECL_EXTERNAL(decl) = 1;
  TREE_PUBLIC(decl) = 1;
  TREE_NOTHROW(decl) = 1;
  gcall *call = gimple_build_call_vec(decl, args);
  gimple_set_location(call, gimple_location(s.call));
  if (lhs)
    {
      tree res = builder::tmp(ret == void_type_node ? vt : ret);
      if (ret != void_type_node)
        gimple_call_set_lhs(call, res);
      gimple_seq_add_stmt(&b.after, gimple_build_assign(
          lhs, b.after_conv(TREE_TYPE(lhs), r.cas_form == AL_CAS_SYNC_VAL && r.op == AL_CAS
                                                ? sync_tmp : res)));
    }
  st.replace_stmt(gsi, b.before, call, b.after);
}

void report(const fn_state &st, location_t loc, const char *name, const al_request *req,
            const al_seq *seq, const char *decision, const char *reason)
{
  al_site_report r = { loc, name, req, seq, decision, reason, st.late_stage };
  al_report_site(r);
}

/* A site left as it is: the late instance, if one follows, decides it again
   (with what inlining has told it) and reports it then.  */
void report_left(const fn_state &st, location_t loc, const char *name, const al_request *req,
                 const al_seq *seq, const char *reason)
{
  if (st.late_stage || !st.late_follows)
    report(st, loc, name, req, seq, "gcc", reason);
}

void warn_orders(const site &s, al_diag d, al_order orig, al_order orig_fail)
{
  if (!s.fndecl || !s.orders_const)
    return;   /* internal functions come from GCC itself, with valid orders */
  /* After inlining GCC's own -Winvalid-memory-model check (pass_waccess) may
     have seen the order become a constant and warned already.  */
  if (al_warning_suppressed_p(s.call, OPT_Winvalid_memory_model))
    return;
  location_t loc = expansion_point_location_if_in_system_header(gimple_location(s.call));
  /* The operation's generic name, which GCC 11's texts use (compat.h).  */
  const char *generic = s.req.op == AL_LOAD ? "__atomic_load"
                        : s.req.op == AL_CAS ? "__atomic_compare_exchange" : "__atomic_store";
  int what = 0;
  switch (d)
    {
    case AL_DIAG_NONE:
      return;
    case AL_DIAG_BAD_ORDER:
      what = 1;
      break;
    case AL_DIAG_BAD_FAIL:
      what = 2;
      break;
    case AL_DIAG_FAIL_STRONGER:
      what = 3;
      break;
    }
  al_warn_memory_model(loc, what, orig, orig_fail, c11_order_name(orig),
                       c11_order_name(orig_fail), s.fndecl, generic);
}

bool lower_site(fn_state &st, site &s, const char *name, gimple_stmt_iterator *gsi);

/* The report's reason for a site lowered late with an order that inlining did
   not make a constant: seq_cst, as GCC expands such a builtin.  */
const char *late_reason(const fn_state &st, const site &s, const char *reason)
{
  if (st.late_stage && !s.orders_const)
    return "memory order not a constant even after inlining: seq_cst, as GCC does";
  return reason;
}

/* .ATOMIC_COMPARE_EXCHANGE (p, expected, desired, size | weak << 8, s, f),
   which ompexp's compare-exchange loops already use (#pragma omp atomic on
   floating-point and other non-integer updates).  */
bool lower_ifn_cas(fn_state &st, gcall *call, gimple_stmt_iterator *gsi)
{
  tree flags = gimple_call_arg(call, 3);
  if (!tree_fits_uhwi_p(flags))
    return false;
  site s;
  memset(&s.req, 0, sizeof s.req);
  s.call = call;
  s.fndecl = NULL;
  s.desc = NULL;
  s.ifn_cas = true;
  s.req.op = AL_CAS;
  s.req.cas_form = AL_CAS_SYNC_VAL;
  s.req.c11_value_cas = true;
  s.req.width = tree_to_uhwi(flags) & 255;
  s.ptr = gimple_call_arg(call, 0);
  s.exp = gimple_call_arg(call, 1);
  s.des = gimple_call_arg(call, 2);
  if (!order_arg(gimple_call_arg(call, 4), &s.req.order)
      || !order_arg(gimple_call_arg(call, 5), &s.req.fail_order))
    return false;
  return lower_site(st, s, "ATOMIC_COMPARE_EXCHANGE (internal)", gsi);
}

/* GCC's note on the __sync nand builtins, issued once per kind as GCC does
   when it expands them (builtins.cc, -Wsync-nand); a lowered call is never
   expanded, so the plugin issues it.  */
void sync_nand_note(bool fetch_first, location_t loc)
{
  static bool warned_fetch_nand, warned_nand_fetch;
  bool &warned = fetch_first ? warned_fetch_nand : warned_nand_fetch;
  if (warned || !warn_sync_nand)
    return;
  warned = true;
  tree decl = builtin_decl_implicit(fetch_first ? BUILT_IN_SYNC_FETCH_AND_NAND_N
                                                : BUILT_IN_SYNC_NAND_AND_FETCH_N);
  inform(loc, "%qD changed semantics in GCC 4.4", decl);
}

/* A local variable whose every mention count_refs counts.  */
bool local_var_p(tree t)
{
  return VAR_P(t) && !is_global_var(t) && !TREE_THIS_VOLATILE(t) && !DECL_HAS_VALUE_EXPR_P(t);
}

/* The statement that reads the SSA name T, when it is T's one use and only copies or
   converts T into another SSA name or a local variable.  */
gimple *copy_of(tree t)
{
  use_operand_p use;
  gimple *g;
  if (TREE_CODE(t) == SSA_NAME && single_imm_use(t, &use, &g) && is_gimple_assign(g)
      && gimple_assign_rhs1(g) == t
      && (gimple_assign_rhs_code(g) == SSA_NAME || CONVERT_EXPR_CODE_P(gimple_assign_rhs_code(g)))
      && (TREE_CODE(gimple_assign_lhs(g)) == SSA_NAME || local_var_p(gimple_assign_lhs(g))))
    return g;
  return NULL;
}

/* T is never read, or only by a chain of at most DEPTH copies that are never read: an
   SSA name without uses, or a local variable nothing else mentions.  */
bool dead_result(fn_state &st, tree t, int depth)
{
  if (TREE_CODE(t) != SSA_NAME)
    return local_var_p(t) && st.count_refs(t) == 1;
  if (has_zero_uses(t))
    return true;
  gimple *g = depth > 0 ? copy_of(t) : NULL;
  return g && dead_result(st, gimple_assign_lhs(g), depth - 1);
}

/* Remove the chain of copies of T that dead_result (T, ...) accepted: every copy goes
   (leaving the last one would read a name no statement sets any more), then the names
   they defined (debug statements forget their values).  */
void remove_dead_copies(fn_state &st, tree t)
{
  auto_vec<tree> names;
  while (gimple *g = copy_of(t))
    {
      t = gimple_assign_lhs(g);
      names.safe_push(t);
      gimple_stmt_iterator gi = gsi_for_stmt(g);
      st.remove_stmt(&gi);
    }
  for (tree n : names)
    drop_ssa_def(n);
}

/* ---- compare-exchange: a private expected variable ---------------------------- */

bool cas_n_builtin_p(const gimple *g)
{
  if (!gimple_call_builtin_p(g, BUILT_IN_NORMAL))
    return false;
  switch (DECL_FUNCTION_CODE(gimple_call_fndecl(g)))
    {
    case BUILT_IN_ATOMIC_COMPARE_EXCHANGE_1:
    case BUILT_IN_ATOMIC_COMPARE_EXCHANGE_2:
    case BUILT_IN_ATOMIC_COMPARE_EXCHANGE_4:
    case BUILT_IN_ATOMIC_COMPARE_EXCHANGE_8:
    case BUILT_IN_ATOMIC_COMPARE_EXCHANGE_16:
      return true;
    default:
      return false;
    }
}

/* Add to ESCAPED the variables of FN whose address is taken anywhere other than
   as the expected argument of a sized compare-exchange builtin.  */
void note_escapes(function *fn, hash_set<tree> *escaped)
{
  struct finder {
    hash_set<tree> *escaped;
    bool is_asm;
    static tree cb(tree *tp, int *walk, void *data)
    {
      finder *f = (finder *) data;
      if (f->is_asm && (VAR_P(*tp) || TREE_CODE(*tp) == PARM_DECL))
        f->escaped->add(*tp);
      if (TREE_CODE(*tp) == ADDR_EXPR)
        {
          tree base = get_base_address(TREE_OPERAND(*tp, 0));
          if (base && (VAR_P(base) || TREE_CODE(base) == PARM_DECL))
            f->escaped->add(base);
        }
      if (TYPE_P(*tp))
        *walk = 0;
      return NULL_TREE;
    }
  };
  for_each_operand(fn, [escaped](gimple *stmt, unsigned i, tree op) {
    /* Operand 4 of a call is its argument 1 (0: lhs, 1: fn, 2: chain): the
       expected argument of a compare-exchange.  */
    if (i == 4 && TREE_CODE(op) == ADDR_EXPR && cas_n_builtin_p(stmt))
      return;
    /* Any variable an asm statement names counts as escaped: a memory operand
       keeps it addressable (GCC does not rewrite it into SSA either), and the
       asm could publish its address.  */
    finder f = { escaped, gimple_code(stmt) == GIMPLE_ASM };
    walk_tree_without_duplicates(&op, finder::cb, &f);
  });
}

/* The variables of the current function whose address is taken anywhere other
   than as the expected argument of a sized compare-exchange builtin: computed
   once per function, at its first such compare-exchange (before that site is
   rewritten; later rewrites only add accesses to private variables or calls that
   pass &V to the runtime, which does not keep it), so a function without one
   costs nothing.  */
hash_set<tree> &fn_state::escaped_vars()
{
  if (!escapes_known)
    {
      note_escapes(cfun, &escaped);
      escapes_known = true;
    }
  return escaped;
}

/* EXP (the expected argument of a sized compare-exchange) as &V where V is a
   local variable or parameter no other thread can see, of the builtin's size, that GIMPLE
   would keep in a register were its address not taken: then V, not *EXP, is
   what the sequence compares, and the plugin assigns it the observed value
   afterwards.  The conditions are those under which GCC itself rewrites such a
   call into its internal form with V in a register (gimple-fold.cc,
   optimize_atomic_compare_exchange_p), including that V's address is taken
   nowhere else (execute_update_addresses_taken); at -O0 everything stays in
   memory, as GCC keeps it.  */
tree private_expected(fn_state &st, tree exp, int width)
{
  /* Late, GCC has made such a call .ATOMIC_COMPARE_EXCHANGE.  */
  if (!optimize || st.late_stage || !exp || TREE_CODE(exp) != ADDR_EXPR)
    return NULL;
  hash_set<tree> &escaped = st.escaped_vars();
  tree v = TREE_OPERAND(exp, 0);
  /* A parameter is as private as a local (GCC's rewrite takes both): the
     small C11 wrapper `return atomic_compare_exchange_strong(p, &e, d);`.  */
  if (!(VAR_P(v) || TREE_CODE(v) == PARM_DECL)
      || !auto_var_in_fn_p(v, current_function_decl) || TREE_THIS_VOLATILE(v)
      || DECL_HAS_VALUE_EXPR_P(v) || escaped.contains(v))
    return NULL;
  tree t = TREE_TYPE(v);
  if (!(INTEGRAL_TYPE_P(t) || POINTER_TYPE_P(t)) || TREE_THIS_VOLATILE(t)
      || !tree_fits_uhwi_p(TYPE_SIZE_UNIT(t)) || tree_to_uhwi(TYPE_SIZE_UNIT(t)) != (unsigned) width
      || TYPE_PRECISION(t) != (unsigned) width * BITS_PER_UNIT)
    return NULL;
  return v;
}

/* Lower one call; true when the iterator already moved past it.  */
bool lower_call(fn_state &st, gcall *call, gimple_stmt_iterator *gsi)
{
  if (gimple_call_internal_p(call, IFN_ATOMIC_COMPARE_EXCHANGE))
    return !al_cfg.stand_aside && al_cfg.have_target && lower_ifn_cas(st, call, gsi);
  if (!gimple_call_builtin_p(call, BUILT_IN_NORMAL))
    return false;
  tree fndecl = gimple_call_fndecl(call);
  built_in_function code = DECL_FUNCTION_CODE(fndecl);
  const char *name = IDENTIFIER_POINTER(DECL_NAME(fndecl));
  location_t loc = gimple_location(call);

  if (code == BUILT_IN_ATOMIC_IS_LOCK_FREE)
    {
      tree size = gimple_call_arg(call, 0), p = gimple_call_arg(call, 1);
      tree lhs = gimple_call_lhs(call);
      if (al_cfg.stand_aside || !al_cfg.have_target || !tree_fits_uhwi_p(size)
          || al_cfg.mode == AL_MODE_GAPS)
        return false;
      int align = integer_zerop(p) ? (int) tree_to_uhwi(size) : proven_align(p, 0);
      int answer = al_inline_lock_free(&al_cfg.target, (int) tree_to_uhwi(size), align);
      if (answer != 1)
        {
          /* Like GCC, fold only the certain yes, and only where the plugin
             inlines the size: the runtime's answer is the same one by
             construction (docs/design.md §5), and a program may supply its own
             __atomic_is_lock_free.  */
          int lf = al_is_lock_free(&al_cfg.target, (int) tree_to_uhwi(size), align);
          if (st.late_stage || !st.late_follows)
            report(st, loc, name, NULL, NULL, "shim",
                   lf < 0 ? "lock-freedom known only at run time"
                   : lf == 1 ? "lock-free through the runtime, which answers at run time"
                             : "not lock-free here: the runtime says so");
          return false;
        }
      gimple *a = lhs ? gimple_build_assign(lhs, build_int_cst(TREE_TYPE(lhs), answer)) : NULL;
      if (a)
        st.insert_before(gsi, a);
      st.remove_stmt(gsi);
      report(st, loc, name, NULL, NULL, "folded", "lock-free: the plugin inlines this size");
      return true;
    }

  site s;
  s.call = call;
  s.fndecl = fndecl;
  int width = 0;
  s.desc = describe(code, &width);
  if (!s.desc)
    {
      if (fndecl_built_in_p(fndecl, BUILT_IN_ATOMIC_LOAD)
          || fndecl_built_in_p(fndecl, BUILT_IN_ATOMIC_STORE)
          || fndecl_built_in_p(fndecl, BUILT_IN_ATOMIC_EXCHANGE)
          || fndecl_built_in_p(fndecl, BUILT_IN_ATOMIC_COMPARE_EXCHANGE))
        {
          if (st.late_stage || !st.late_follows)
            {
              report(st, loc, name, NULL, NULL, "shim",
                     "generic size: the libatomic-ABI routine");
              al_warn_runtime_call(call, NULL_TREE, NULL, name, NULL);
            }
        }
      return false;
    }
  const builtin_desc &d = *s.desc;
  al_request &r = s.req;
  memset(&r, 0, sizeof r);
  r.op = d.op;
  r.arith = d.arith;
  r.cas_form = d.cas_form;
  r.sync = d.sync;
  r.width = width;
  s.ptr = arg(call, d.ptr);
  s.val = arg(call, d.val);
  s.exp = arg(call, d.exp);
  s.des = arg(call, d.des);

  if (al_cfg.stand_aside)
    {
      report_left(st, loc, name, NULL, NULL, al_cfg.stand_aside);
      return false;
    }
  if (!al_cfg.have_target)
    {
      report_left(st, loc, name, NULL, NULL,
                  al_cfg.no_target ? al_cfg.no_target : "unknown target architecture");
      return false;
    }
  r.order = d.fixed;
  r.fail_order = d.fixed;
  /* GCC diagnoses only constant orders; a variable one is seq_cst, silently.  */
  s.orders_const = (d.order < 0 || TREE_CODE(arg(call, d.order)) == INTEGER_CST)
                   && (d.fail < 0 || TREE_CODE(arg(call, d.fail)) == INTEGER_CST);
  if ((d.order >= 0 && !order_arg(arg(call, d.order), &r.order))
      || (d.fail >= 0 && !order_arg(arg(call, d.fail), &r.fail_order)))
    {
      report_left(st, loc, name, NULL, NULL,
                  "memory order outside 0..5 (target flags or invalid): GCC diagnoses it");
      return false;
    }
  if (d.weak >= 0)
    r.weak = !integer_zerop(arg(call, d.weak));
  if (r.op == AL_CAS && r.cas_form == AL_CAS_ATOMIC)
    {
      s.exp_decl = private_expected(st, s.exp, width);
      /* Otherwise the plugin stores a failure's observed value itself, in a block of
         its own, where the call may not end its block (an exception edge).  */
      r.exp = s.exp_decl ? AL_EXP_REG
              : !stmt_ends_bb_p(call) ? AL_EXP_MEM_AFTER
                                      : AL_EXP_MEM_ASM;
    }
  if (d.sync && r.arith == AL_NAND && !al_cfg.stand_aside && al_cfg.have_target)
    sync_nand_note(d.op == AL_FETCH_OP, loc);
  return lower_site(st, s, name, gsi);
}

/* The common part: operand facts, orders, the decision, the rewrite.  */
bool lower_site(fn_state &st, site &s, const char *name, gimple_stmt_iterator *gsi)
{
  gcall *call = s.call;
  location_t loc = gimple_location(call);
  al_request &r = s.req;
  if (s.val && TREE_CODE(s.val) == INTEGER_CST)
    {
      r.val_const = true;
      r.val = (long long) TREE_INT_CST_LOW(s.val);
    }
  bool member_align_decides = false;
  r.align = s.ptr ? proven_align(s.ptr, r.width, &member_align_decides) : 0;
  if (!s.ptr && (r.op == AL_THREAD_FENCE || r.op == AL_SIGNAL_FENCE))
    r.align = 0;
  /* Known only after inlining: an order that is not a constant here (a
     parameter of an inline function: every std::atomic member, C wrappers), an
     alignment not yet proven (a 16-byte std::atomic through `this`).  The late
     instance lowers the site with what inlining makes of them.  A packed member's
     alignment is not one of them (a layout that inlining does not change): such a site
     goes to the runtime now, before GCC can fold a compare-exchange into the internal
     function the plugin leaves to it (and GCC expands inline, misaligned).  */
  if (!st.late_stage && st.late_follows && !s.ifn_cas
      && (!s.orders_const
          || (r.width > 0 && r.align < r.width && TREE_CODE(s.ptr) != ADDR_EXPR
              && !member_align_decides)))
    return false;
  tree lhs = gimple_call_lhs(call);
  /* A result nothing reads, even through the copies the front end leaves
     for an _Atomic compound assignment used as a statement: unused.  */
  if (lhs && dead_result(st, lhs, 3))
    {
      remove_dead_copies(st, lhs);
      st.change_stmt(call, [call] { gimple_call_set_lhs(call, NULL_TREE); });
      drop_ssa_def(lhs);
      lhs = NULL_TREE;
    }
  r.use = lhs ? AL_USE_VALUE : AL_USE_NONE;
  s.narrow = { AL_USE_VALUE, NULL, NULL, -1, ERROR_MARK };
  if (lhs)
    {
      s.narrow = find_narrow_use(call, r);
      r.use = s.narrow.use;
    }
  r.cas_cond = r.op == AL_CAS && lhs && success_only_branched(lhs);

  al_order orig = r.order, orig_fail = r.fail_order;
  al_diag diag = al_normalize_orders(&r);

  if (al_cfg.mode == AL_MODE_GAPS && !al_gcc_calls_out(&al_cfg.target, &r, AL_GCC_MAJOR))
    {
      report_left(st, loc, name, &r, NULL, "mode=gaps: GCC inlines this itself");
      return false;
    }
  /* An order that is not a constant here is usually a parameter of an inline
     function (every std::atomic member, C wrappers): the plugin runs before
     inlining, so lowering now would fix the site at seq_cst (docs/design.md §3), a
     full fence per relaxed load on POWER or Arm.  Where GCC inlines the
     operation itself, it expands it after inlining, with the order the caller
     made constant (and as seq_cst if it stays variable); its sequences
     interoperate with the plugin's on the same object (mode=gaps relies on the
     same).  At -O0 nothing is inlined: the plugin lowers the site as before.
     In an LTO compile the site is left even where GCC would call out (AArch64's
     outline helpers): the link-time late pass lowers it with the caller's
     order when the plugin is on the link command line, and GCC's call (with
     that order) is what the program gets otherwise; lowering it here would
     fix it at seq_cst for good.  */
  if (!st.late_stage && !s.orders_const && optimize && !s.ifn_cas
      && (flag_generate_lto || !al_gcc_calls_out(&al_cfg.target, &r, AL_GCC_MAJOR)))
    {
      report_left(st, loc, name, &r, NULL,
                  flag_generate_lto
                  ? "memory order not a constant here (an LTO compile): the link-time"
                    " pass lowers it after inlining when the plugin is given at link time,"
                    " GCC otherwise"
                  : "memory order not a constant here: GCC expands it after inlining");
      return false;
    }

  al_seq seq;
  al_lower(&al_cfg.target, &r, &seq);
  if (seq.decision == AL_SHIM && s.ifn_cas)
    {
      seq.decision = AL_GCC;
      seq.reason = "internal compare-exchange: GCC expands it";
    }
  switch (seq.decision)
    {
    case AL_GCC:
      report_left(st, loc, name, &r, &seq, seq.reason);
      return false;
    case AL_SHIM:
      warn_orders(s, diag, orig, orig_fail);
      al_warn_runtime_call(call, s.ptr, &r, seq.shim_name, seq.reason);
      materialise_shim(st, s, seq, gsi);
      report(st, loc, name, &r, &seq, "shim", late_reason(st, s, seq.reason));
      return true;
    case AL_INLINE:
      warn_orders(s, diag, orig, orig_fail);
      if (dump_file)
        fprintf(dump_file, ";; %s:\n%s\n", name, seq.text);
      materialise_inline(st, s, seq, gsi);
      report(st, loc, name, &r, &seq, "inline", late_reason(st, s, seq.reason));
      return true;
    }
  return false;
}

const pass_data atomlower_early_data = {
  GIMPLE_PASS,
  "atomlower",      /* its trace: -fdump-tree-all, *.atomlower */
  OPTGROUP_NONE,
  TV_NONE,
  PROP_cfg | PROP_ssa, /* properties_required */
  0, 0, 0, 0,
};
const pass_data atomlower_late_data = {
  GIMPLE_PASS,
  "atomlower_late", /* *.atomlower_late */
  OPTGROUP_NONE,
  TV_NONE,
  PROP_cfg | PROP_ssa,
  0, 0, 0, 0,
};

/* Under -flto the early instance runs at compile time and the late one, if the
   plugin is given at link time too, in lto1, which has no preprocessor to read
   the target from: the early instance records the target's name on each
   function, in an attribute no source can spell (a space in its name), and the
   late one reads it back; a trailing " no-flag-outputs" says the compiler had no asm
   flag outputs (al_target.no_flag_outputs: lto1 has no macro to tell).  */
const char *const target_attribute = "atomlower target";

void record_target(tree fndecl)
{
  if (!al_cfg.have_target || lookup_attribute(target_attribute, DECL_ATTRIBUTES(fndecl)))
    return;
  char text[sizeof al_cfg.target.name + 32];
  snprintf(text, sizeof text, "%s%s", al_cfg.target.name,
           al_cfg.target.no_flag_outputs ? " no-flag-outputs" : "");
  tree name = build_string(strlen(text) + 1, text);
  DECL_ATTRIBUTES(fndecl) = tree_cons(get_identifier(target_attribute),
                                      build_tree_list(NULL_TREE, name), DECL_ATTRIBUTES(fndecl));
}

bool recorded_target(tree fndecl, al_target *t)
{
  tree a = lookup_attribute(target_attribute, DECL_ATTRIBUTES(fndecl));
  if (!a || !TREE_VALUE(a) || TREE_CODE(TREE_VALUE(TREE_VALUE(a))) != STRING_CST)
    return false;
  char name[sizeof t->name + 32];
  snprintf(name, sizeof name, "%s", TREE_STRING_POINTER(TREE_VALUE(TREE_VALUE(a))));
  char *flags = strchr(name, ' ');
  if (flags)
    *flags++ = 0;
  if (!al_target_parse(name, t))
    return false;
  t->no_flag_outputs = flags && !strcmp(flags, "no-flag-outputs");
  return true;
}

/* scheme= given to the link (lto1) cannot change what the function was compiled
   with: its early sites already carry the compile-time scheme, and mixing two schemes
   of one group on one object can be unsound (POWER's leading- and trailing-sync).
   The recorded scheme applies; say so once when the link's list would differ.  */
static void warn_link_schemes(void)
{
  static bool warned;
  if (warned)
    return;
  al_target t = al_cfg.target;
  char why[512], compiled[256];
  /* al_scheme_list answers in one static buffer.  */
  snprintf(compiled, sizeof compiled, "%s", al_scheme_list(&al_cfg.target));
  if (al_target_add_schemes(&t, al_cfg.schemes, why, sizeof why)
      && !strcmp(al_scheme_list(&t), compiled))
    return;
  warned = true;
  warning_at(UNKNOWN_LOCATION, 0,
             "%<-fplugin-arg-%s-scheme=%s%> at link time does not change the mapping the "
             "code was compiled with (%qs): pass it when compiling",
             al_cfg.base_name, al_cfg.schemes, compiled);
}

/* ---- merging adjacent sites' barriers (lower/merge.c) ---------------------------- */

/* One of the plugin's sequences: its annotation first, volatile, clobbering memory (a
   relaxed access clobbers none, and has no barrier to merge).  */
bool lowered_asm_p(const gasm *g)
{
  const char *text = gimple_asm_string(g);
  const char *nl = strchr(text, '\n');
  const char *tag = strstr(text, " atomlower: ");
  if (!gimple_asm_volatile_p(g) || !tag || (nl && tag > nl))
    return false;
  for (unsigned i = 0; i < gimple_asm_nclobbers(g); i++)
    if (!strcmp(TREE_STRING_POINTER(TREE_VALUE(gimple_asm_clobber_op(g, i))), "memory"))
      return true;
  return false;
}

/* A statement that may stand between two merged sites: it reads and writes no memory,
   calls nothing, cannot trap, and has no other effect (SSA arithmetic, debug binds).  */
bool inert_between(gimple *g)
{
  if (is_gimple_debug(g) || gimple_code(g) == GIMPLE_NOP || gimple_code(g) == GIMPLE_PREDICT)
    return true;
  return is_gimple_assign(g) && !gimple_vuse(g) && !gimple_vdef(g)
         && !gimple_has_side_effects(g) && !gimple_could_trap_p(g);
}

/* M drops a barrier from LOSER (which: 1, the earlier site EARLIER; 2, the later LATER):
   its text rewritten by lower/merge.c, the merge reported.  */
void apply_merge(const al_barrier_merge &m, gasm *loser, gasm *earlier, gasm *later)
{
  const char *text = gimple_asm_string(loser);
  size_t n = strlen(text) + 256;
  char *out = XNEWVEC(char, n);
  if (al_merge_text(&m, m.drop, text, out, n))
    {
      int before = al_text_barriers(&al_cfg.target, gimple_asm_string(earlier))
                   + al_text_barriers(&al_cfg.target, gimple_asm_string(later));
      al_asm_set_string(loser, out);
      al_report_merge(gimple_location(earlier), gimple_location(later), m, before);
    }
  XDELETEVEC(out);
}

/* A statement of a block's end that may follow its last site: inert, or the branch (a
   condition or switch on register values: GIMPLE's operands there are never memory).  */
bool inert_at_end(gimple *g)
{
  return inert_between(g) || gimple_code(g) == GIMPLE_COND || gimple_code(g) == GIMPLE_SWITCH
         || gimple_code(g) == GIMPLE_LABEL;
}

/* BB's first statement that is not inert (a label is not a statement here), when it is one
   of the plugin's sequences; else NULL.  */
gasm *first_site(basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi))
    {
      gimple *g = gsi_stmt(gsi);
      if (gimple_code(g) == GIMPLE_LABEL || inert_between(g))
        continue;
      gasm *a = dyn_cast<gasm *>(g);
      return a && lowered_asm_p(a) ? a : NULL;
    }
  return NULL;
}

/* BB's last statement that is not inert or its branch, when it is one of the plugin's
   sequences; else NULL.  */
gasm *last_site(basic_block bb)
{
  for (gimple_stmt_iterator gsi = gsi_last_bb(bb); !gsi_end_p(gsi); gsi_prev(&gsi))
    {
      gimple *g = gsi_stmt(gsi);
      if (inert_at_end(g))
        continue;
      gasm *a = dyn_cast<gasm *>(g);
      return a && lowered_asm_p(a) ? a : NULL;
    }
  return NULL;
}

/* Across blocks: a block that begins with one of the plugin's sequences, every incoming
   edge of which (none abnormal or from the entry) leaves a block that ends with one whose
   last barrier is the same as the block's site's first or stronger (lower/merge.c,
   al_merge_into_later), the same one on every edge (the tag names it): that first
   barrier goes.  Each path into the site passes one of
   the barriers that stay, with nothing that touches memory between; those sequences are
   volatile and clobber memory, so nothing GCC does later puts an access on the path.  */
void merge_across_blocks(function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN(bb, fun)
    {
      gasm *a = first_site(bb);
      if (!a || EDGE_COUNT(bb->preds) == 0)
        continue;
      al_barrier_merge m;
      bool ok = true;
      gasm *first_pred = NULL;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE(e, ei, bb->preds)
        {
          gasm *p = (e->flags & (EDGE_ABNORMAL | EDGE_EH))
                     || e->src == ENTRY_BLOCK_PTR_FOR_FN(fun) ? NULL : last_site(e->src);
          al_barrier_merge mp;
          if (!p || !al_merge_into_later(&al_cfg.target, gimple_asm_string(p),
                                         gimple_asm_string(a), &mp)
              || (first_pred && strcmp(mp.kept, m.kept)))
            {
              ok = false;
              break;
            }
          if (!first_pred)
            {
              first_pred = p;
              m = mp;
            }
        }
      if (!ok || !first_pred)
        continue;
      m.across = EDGE_COUNT(bb->preds);
      apply_merge(m, a, first_pred, a);
    }
}

/* Within each block, two of the plugin's sequences with only inert statements between:
   the earlier's last barrier and the later's first become one where lower/merge.c's
   table says so.  Both stay volatile asm clobbering memory, so no memory access moves
   between them later.  */
void merge_adjacent(function *fun)
{
  basic_block bb;
  FOR_EACH_BB_FN(bb, fun)
    {
      gasm *prev = NULL;
      for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi); gsi_next(&gsi))
        {
          gimple *g = gsi_stmt(gsi);
          gasm *a = dyn_cast<gasm *>(g);
          if (!a || !lowered_asm_p(a))
            {
              if (!inert_between(g))
                prev = NULL;
              continue;
            }
          al_barrier_merge m;
          if (prev && al_merge_barriers(&al_cfg.target, gimple_asm_string(prev),
                                        gimple_asm_string(a), &m))
            apply_merge(m, m.drop == 1 ? prev : a, prev, a);
          prev = a;
        }
    }
  merge_across_blocks(fun);
}

class atomlower_pass : public gimple_opt_pass {
  bool late;
public:
  atomlower_pass(gcc::context *ctxt, bool late_)
    : gimple_opt_pass(late_ ? atomlower_late_data : atomlower_early_data, ctxt), late(late_) {}
  /* The late instance goes before each instance of "fab" (-O1.. and -Og).  */
  opt_pass *clone() final override { return new atomlower_pass(m_ctxt, late); }
  bool gate(function *) final override
  {
    return al_cfg.mode != AL_MODE_OFF && !seen_error() && (!late || optimize);
  }
  unsigned int execute(function *fun) final override
  {
    al_detect_target();
    if (!late)
      {
        if (flag_generate_lto)
          record_target(fun->decl);
      }
    else if (in_lto_p && !al_cfg.target_from_option)
      {
        al_cfg.have_target = recorded_target(fun->decl, &al_cfg.target);
        if (al_cfg.have_target && al_cfg.schemes)
          warn_link_schemes();
      }
    fn_state st(late);
    bool changed = false;
    basic_block bb;
    FOR_EACH_BB_FN(bb, fun)
      for (gimple_stmt_iterator gsi = gsi_start_bb(bb); !gsi_end_p(gsi);)
        {
          gcall *call = dyn_cast<gcall *>(gsi_stmt(gsi));
          if (call && lower_call(st, call, &gsi))
            changed = true;
          else
            gsi_next(&gsi);
        }
    for (const cond_store &c : st.cond_stores)
      cond_write_back(c);
    /* After the last lowering (the late instance runs only when optimizing).  */
    if (late && al_cfg.merge && al_cfg.have_target)
      merge_adjacent(fun);
    if (!st.cond_stores.is_empty())
      {
        free_dominance_info(CDI_DOMINATORS);
        free_dominance_info(CDI_POST_DOMINATORS);
      }
    if (changed)
      {
        /* New memory operands, removed calls and the private expected variables'
           stores: the virtual SSA web is rebuilt.  */
        mark_virtual_operands_for_renaming(fun);
        return TODO_update_ssa_only_virtuals;
      }
    return 0;
  }
};

}  // namespace

opt_pass *al_make_pass(gcc::context *ctxt, bool late)
{
  return new atomlower_pass(ctxt, late);
}
