#!/usr/bin/env python3
"""gen.py — write one seeded, reproducible, single-threaded C or C++ program for the
differential fuzzer (tools/fuzz/fuzz.py).

    gen.py SEED [--lang c|c++] [--size N] [-o FILE]
    gen.py --coverage SEED...          how many (form, type, order) cells the seeds use

The same SEED always gives the same program (the generator has its own PRNG, independent
of Python's `random`); SEED's language is C when SEED is even and C++ when it is odd,
unless --lang says otherwise.  The program is the same on every target: what a target
cannot do is behind preprocessor guards (16-byte operations need __int128 and are left
out with -DFZ_NO16, __sync at 16 bytes needs __GCC_HAVE_SYNC_COMPARE_AND_SWAP_16).

What a program exercises: every __atomic_* and __sync_* builtin (the generic, the _n and
the sized __atomic_OP_N forms), every <stdatomic.h> call and _Atomic operator in C, every
std::atomic / std::atomic_ref / std::atomic_flag member and free function in C++, at every
width (1, 2, 4, 8, 16 bytes and generic sizes 3..24), signedness and valid memory order;
orders written as constants, passed through inline wrappers, or hidden from the optimisers;
results used, discarded, tested against zero, against one bit or the sign, kept in a local,
inside statement-expression macros; objects global, local, escaping, struct members, array
elements, behind (T *) casts of void *; statements inside loops and branches.  Every value
is folded into a checksum that the program prints (after each function, and at the end).

No undefined behaviour: arithmetic that could overflow is unsigned (or done by the atomic
builtins, which wrap); only valid memory orders (no release loads, no acquire stores, a
compare-exchange failure order that is neither release nor acq_rel and no stronger than the
success order); every object naturally aligned (16-byte ones on 16); a weak compare-exchange
is retried while it fails spuriously; pointers stay inside their array.  Each statement is
one line, so that the line-deletion reducer (fuzz.py --reduce) can remove it alone.
"""

import argparse
import sys

GENERATOR_VERSION = 1

M64 = (1 << 64) - 1


class Rng:
    """splitmix64: stable across Python versions, so a seed names one program forever."""

    def __init__(self, seed):
        self.state = (seed * 0x9E3779B97F4A7C15 + 0x632BE59BD9B4E019) & M64

    def u64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & M64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def below(self, n):
        return self.u64() % n

    def chance(self, percent):
        return self.below(100) < percent

    def pick(self, seq):
        return seq[self.below(len(seq))]

    def weighted(self, pairs):
        total = sum(w for _, w in pairs)
        x = self.below(total)
        for item, w in pairs:
            if x < w:
                return item
            x -= w
        raise AssertionError


# --- types -----------------------------------------------------------------------------------

class Ty:
    """A value type.  kind: int, bool, float, ptr, struct.  width: bytes (long: 4, the bits
    every target has; exact is False for it, so no sized builtin names it)."""

    def __init__(self, key, c, cxx, kind, width, signed=False, exact=True, utype=None,
                 stype=None, init=None, align=None):
        self.key, self.c, self.cxx, self.kind = key, c, cxx, kind
        self.width, self.signed, self.exact = width, signed, exact
        self.utype, self.stype = utype, stype
        self.init = init          # struct: element type and count
        self.align = align        # struct: explicit alignment

    @property
    def bits(self):
        return 8 * self.width

    def name(self, lang):
        return self.cxx if lang == "c++" else self.c

    @property
    def w16(self):
        return self.width == 16

    @property
    def overflow_unsafe(self):
        """Plain C arithmetic on it (an _Atomic compound assignment) may overflow: a signed
        type at least as wide as int (narrower ones are promoted to int first)."""
        return self.kind == "int" and self.signed and self.width >= 4


INT_TYPES = [
    Ty("u8", "unsigned char", "unsigned char", "int", 1, False, utype="unsigned char", stype="signed char"),
    Ty("s8", "signed char", "signed char", "int", 1, True, utype="unsigned char", stype="signed char"),
    Ty("ch", "char", "char", "int", 1, True, utype="unsigned char", stype="signed char"),
    Ty("u16", "unsigned short", "unsigned short", "int", 2, False, utype="unsigned short", stype="short"),
    Ty("s16", "short", "short", "int", 2, True, utype="unsigned short", stype="short"),
    Ty("u32", "unsigned int", "unsigned int", "int", 4, False, utype="unsigned int", stype="int"),
    Ty("s32", "int", "int", "int", 4, True, utype="unsigned int", stype="int"),
    Ty("ul", "unsigned long", "unsigned long", "int", 4, False, exact=False, utype="unsigned long", stype="long"),
    Ty("sl", "long", "long", "int", 4, True, exact=False, utype="unsigned long", stype="long"),
    Ty("u64", "unsigned long long", "unsigned long long", "int", 8, False, utype="unsigned long long", stype="long long"),
    Ty("s64", "long long", "long long", "int", 8, True, utype="unsigned long long", stype="long long"),
    Ty("u128", "unsigned __int128", "unsigned __int128", "int", 16, False, utype="unsigned __int128", stype="__int128"),
    Ty("s128", "__int128", "__int128", "int", 16, True, utype="unsigned __int128", stype="__int128"),
]
BOOL = Ty("b", "_Bool", "bool", "bool", 1)
FLOATS = [Ty("f", "float", "float", "float", 4), Ty("d", "double", "double", "float", 8)]
PTR = Ty("p", "int *", "int *", "ptr", 0)
# Generic sizes: element type, count, explicit alignment (a power-of-two size is a sized
# builtin and must be aligned to it).  No padding, so the bytes are the value.
STRUCTS = [
    Ty("g3", "struct fz_gen3", "fz_gen3", "struct", 3, init=("unsigned char", 3, 8)),
    Ty("g6", "struct fz_gen6", "fz_gen6", "struct", 6, init=("unsigned short", 3, 16)),
    Ty("g12", "struct fz_gen12", "fz_gen12", "struct", 12, init=("unsigned int", 3, 32)),
    Ty("g24", "struct fz_gen24", "fz_gen24", "struct", 24, init=("unsigned long long", 3, 64)),
    Ty("g4", "struct fz_gen4", "fz_gen4", "struct", 4, init=("unsigned short", 2, 16), align=4),
    Ty("g8", "struct fz_gen8", "fz_gen8", "struct", 8, init=("unsigned int", 2, 32), align=8),
    Ty("g16", "struct fz_gen16", "fz_gen16", "struct", 16, init=("unsigned long long", 2, 64), align=16),
]

ORDERS = ["relaxed", "consume", "acquire", "release", "acq_rel", "seq_cst"]
LOAD_ORDERS = [0, 1, 2, 5]
STORE_ORDERS = [0, 3, 5]
RMW_ORDERS = [0, 1, 2, 3, 4, 5]
# Failure orders for each success order: never release or acq_rel, never stronger.
FAIL_ORDERS = {0: [0], 1: [0, 1], 2: [0, 1, 2], 3: [0], 4: [0, 1, 2], 5: [0, 1, 2, 5]}
FETCH_OPS = ["add", "sub", "and", "or", "xor", "nand"]
C11_FETCH_OPS = ["add", "sub", "and", "or", "xor"]

# Lines of the guards that keep a statement to the targets that can do it.
G16 = "FZ_W16"
GSMALL = "FZ_GSMALL"


def type_guard(ty):
    """The guard of every line that names an object of type TY."""
    if ty.width == 16:
        return (G16,)
    if ty.kind == "struct" and ty.key in ("g3", "g6", "g12"):
        return (GSMALL,)
    return ()
GSYNC16 = "FZ_SYNC16"
GSYNC8 = "FZ_SYNC8"


class Obj:
    """An atomic object as the program reaches it.
    iface: plain (GCC builtins on a T), atomic (C _Atomic T), std (std::atomic<T>),
           ref (std::atomic_ref<T> over a plain T, C++), flag (atomic_flag / std::atomic_flag)
    ptr:   pointer expression; lv: lvalue expression ({i} is the loop variable, when indexed)
    fold:  statements folding its final value into the checksum (at the end of its scope)"""

    def __init__(self, name, ty, iface, ptr, lv, where, guard=(), index_len=0, volatile=False):
        self.name, self.ty, self.iface = name, ty, iface
        self.ptr, self.lv, self.where = ptr, lv, where
        self.guard = tuple(guard)
        self.index_len = index_len      # > 0: an element indexed by the loop variable
        self.volatile = volatile
        self.budget = 14                # pointers: element moves left (they start mid-array)


class Ctx:
    def __init__(self, func, loop_var=None, bound=0, mult=1, depth=0):
        self.func, self.loop_var, self.bound, self.mult, self.depth = func, loop_var, bound, mult, depth


class Gen:
    def __init__(self, seed, lang, size):
        self.seed, self.lang, self.size = seed, lang, size
        self.r = Rng(seed)
        self.cxx = lang == "c++"
        self.globals = []        # (guard, line)
        self.global_objs = []
        self.wrappers = {}       # name -> (guard, lines)
        self.funcs = []          # (name, guard-free lines)
        self.cover = {}
        self.nid = 0
        self.struct_types = []   # (guard, lines) of the member structs
        self.used_generic = set()

    # --- small helpers ----------------------------------------------------------------------

    def fresh(self, prefix):
        self.nid += 1
        return "fz_%s%d" % (prefix, self.nid)

    def tn(self, ty):
        return ty.name(self.lang)

    def note(self, *key):
        self.cover[key] = self.cover.get(key, 0) + 1

    def boolty(self):
        return "bool" if self.cxx else "_Bool"

    def lit(self, ty, v):
        """A constant of type TY with the bits V (an unsigned value of its width)."""
        t = self.tn(ty)
        if ty.kind == "bool":
            return ("true" if v & 1 else "false") if self.cxx else str(v & 1)
        v &= (1 << ty.bits) - 1
        if ty.w16:
            hi, lo = v >> 64, v & M64
            if hi == 0:
                return "(%s) 0x%xull" % (t, lo)
            return "(%s) (((unsigned __int128) 0x%xull << 64) | 0x%xull)" % (t, hi, lo)
        if v < 10:
            return "(%s) %d" % (t, v)
        return "(%s) 0x%xull" % (t, v)

    def value_bits(self, ty):
        bits = ty.bits
        mask = (1 << bits) - 1
        kind = self.r.below(10)
        if kind == 0:
            return 0
        if kind == 1:
            return 1
        if kind == 2:
            return 2 + self.r.below(8)
        if kind == 3:
            return mask
        if kind == 4:
            return 1 << (bits - 1)
        if kind == 5:
            return 1 << self.r.below(bits)
        if kind == 6:
            return mask ^ (1 << self.r.below(bits))
        v = self.r.u64()
        if bits > 64:
            v = (v << 64) | self.r.u64()
        return v & mask

    def const(self, ty):
        return self.lit(ty, self.value_bits(ty))

    def operand(self, ty):
        """An operand of type TY: a constant, or a value the compiler cannot know."""
        t = self.tn(ty)
        if ty.kind == "bool":
            x = self.r.below(10)
            if x < 7:
                return self.lit(ty, self.r.below(2))
            return "(%s) (fz_sum & 1)" % t if not self.cxx else "((fz_sum & 1) != 0)"
        x = self.r.below(20)
        if x < 13:
            return self.const(ty)
        if x < 17:
            return "(%s) %s" % (t, "fz_sum" if not ty.w16 else "fz_wide (fz_sum)")
        k = self.r.below(8)
        return "(%s) fz_val%s (%d)" % (t, "128" if ty.w16 else "", k)

    def order(self, o, style):
        """Order O (0..5) written for STYLE: 'b' a builtin (int), 'c11' <stdatomic.h>,
        'std' C++'s std::memory_order.  A constant, or hidden from the optimisers."""
        x = self.r.below(10)
        if style == "std":
            name = "std::memory_order_" + ORDERS[o]
            return "fz_hide_mo (%s)" % name if x < 2 else name
        if style == "c11":
            name = "memory_order_" + ORDERS[o]
            if x < 2:
                return "fz_hide (%s)" % name
            return name
        name = "__ATOMIC_" + ORDERS[o].upper()
        if x < 2:
            return "fz_hide (%s)" % name
        if x < 3:
            return str(o)
        return name

    def mix_expr(self, ty, e):
        """A statement folding the value E of type TY into the checksum."""
        if ty.kind == "int" and ty.w16:
            return "fz_mix128 ((unsigned __int128) (%s));" % e
        if ty.kind == "float":
            return "fz_mixd (%s);" % e
        if ty.kind == "ptr":
            return "fz_mixp (%s);" % e
        if ty.kind == "struct":
            raise AssertionError("struct values are folded through a local")
        return "fz_mix ((fz_u64) (%s));" % e

    def bitmask(self, ty, k):
        if ty.w16:
            return "((unsigned __int128) 1 << %d)" % k
        return "0x%xull" % (1 << k)

    def use(self, ty, e, call=True, cmp_ok=True, bit=None):
        """A statement using the result E (of type TY) in one of the ways code does: folded,
        discarded, tested against zero, one bit or the sign, kept in a local, or inside a
        statement-expression macro.  BIT: the single bit the operation changed, which a
        test of that bit may narrow to a flag."""
        k1, k2 = self.r.below(1 << 16), self.r.below(1 << 16)
        t = self.tn(ty)
        if ty.kind == "struct":
            raise AssertionError
        modes = [("mix", 30), ("discard", 12), ("se", 8)]
        if ty.kind in ("int", "bool"):
            modes += [("zero", 14), ("local", 8)]
            if ty.kind == "int":
                modes += [("bit", 14 if bit is None else 30), ("sign", 5), ("eq", 6)]
        mode = self.r.weighted(modes)
        self.note("use", mode)
        if mode == "mix":
            return self.mix_expr(ty, e)
        if mode == "discard":
            # (A discarded _Bool result is converted, and GCC says the value is unused.)
            return ("%s;" if call and ty.kind != "bool" and self.r.chance(50) else "(void) %s;") % e
        if mode == "se":
            if self.r.chance(30):
                return "%sFZ_SE (%s, %s);" % ("(void) " if self.r.chance(50) else "", t, e)
            return self.mix_expr(ty, "FZ_SE (%s, %s)" % (t, e))
        if mode == "zero":
            f = self.r.below(3)
            if f == 0:
                return "if ((%s) == 0) fz_mix (%d); else fz_mix (%d);" % (e, k1, k2)
            if f == 1:
                return "fz_mix ((%s) != 0);" % e
            return "if (!(%s)) fz_mix (%d);" % (e, k1)
        if mode == "bit":
            k = bit if bit is not None and self.r.chance(80) else self.r.below(ty.bits)
            m = self.bitmask(ty, k)
            if self.r.chance(50):
                return "if (((%s) & %s) != 0) fz_mix (%d); else fz_mix (%d);" % (e, m, k1, k2)
            return "fz_mix (((%s) & %s) != 0);" % (e, m)
        if mode == "sign":
            return "fz_mix ((%s) (%s) < 0);" % (ty.stype, e)
        if mode == "eq":
            return "fz_mix ((%s) == %s);" % (e, self.const(ty))
        # local: kept, used twice
        m = self.bitmask(ty, self.r.below(ty.bits)) if ty.kind == "int" else "1"
        return "{ %s fz_u = %s; %s fz_mix ((fz_u & %s) != 0); }" % (t, e, self.mix_expr(ty, "fz_u"), m)

    def use_bool(self, e):
        k1, k2 = self.r.below(1 << 16), self.r.below(1 << 16)
        f = self.r.below(4)
        if f == 0:
            return "fz_mix (%s);" % e
        if f == 1:
            return "if (%s) fz_mix (%d); else fz_mix (%d);" % (e, k1, k2)
        if f == 2:
            return "%s;" % e
        return "if (!%s) fz_mix (%d);" % (e, k1)

    # --- objects ----------------------------------------------------------------------------

    def pick_type(self, iface):
        """A value type for a new object reached through IFACE."""
        pool = [(t, 10) for t in INT_TYPES]
        if iface in ("plain", "atomic", "std", "ref"):
            pool.append((BOOL, 4))
        if iface in ("atomic", "std"):
            pool += [(t, 3) for t in FLOATS]
        if iface in ("plain", "atomic", "std"):
            pool.append((PTR, 4))
            pool += [(t, 3) for t in STRUCTS]
        if iface == "ref":
            pool += [(t, 2) for t in STRUCTS]
        ty = self.r.weighted(pool)
        if ty.kind == "struct":
            self.used_generic.add(ty.key)
        return ty

    def decl_type(self, ty, iface):
        t = self.tn(ty)
        if iface == "atomic":
            return "_Atomic %s" % t if ty.kind != "ptr" else "int *_Atomic"
        if iface == "std":
            return "std::atomic<%s>" % t
        return t

    def init_value(self, ty):
        if ty.kind == "ptr":
            return "&fz_parr[%d]" % (24 + self.r.below(17))
        if ty.kind == "float":
            return self.r.pick(["1.5", "-2.25", "0.125", "3.0", "100.0"]) + ("f" if ty.key == "f" else "")
        if ty.kind == "struct":
            return "{ %s }" % self.struct_elems(ty)
        return self.const(ty)

    def struct_elems(self, ty, dynamic=False):
        et, n, bits = ty.init
        out = []
        for _ in range(n):
            if dynamic and self.r.chance(40):
                out.append("(%s) fz_val (%d)" % (et, self.r.below(8)))
            else:
                out.append("(%s) 0x%x" % (et, self.r.u64() & ((1 << bits) - 1)))
        return "{ %s }" % ", ".join(out)

    def ptr_type(self, ty, iface):
        """The pointer type to an object of TY reached through IFACE."""
        d = self.decl_type(ty, iface)
        if ty.kind == "ptr" and iface == "atomic":
            return "int *_Atomic *"
        if ty.kind == "ptr" and iface == "plain":
            return "int **"
        return d + " *"

    def new_global(self):
        iface = self.pick_iface()
        if iface == "flag":
            o, decl = self.new_flag(None)
            self.globals.append(((), "static " + decl))
            return [o]
        ty = self.pick_type(iface)
        guard = type_guard(ty)
        shape = self.r.weighted([("var", 10), ("array", 4), ("member", 5), ("void", 3)])
        if iface == "ref" and shape == "void":
            shape = "var"
        name = self.fresh("g")
        d = self.decl_type(ty, iface)
        vol = ""
        if iface == "plain" and ty.kind == "int" and self.r.chance(8):
            vol = "volatile "
        align = self.align_attr(ty, iface)
        objs = []
        if shape == "var":
            self.globals.append((guard, "static %s%s %s%s = %s;" % (vol, d, name, align, self.init_value(ty))))
            objs.append(Obj(name, ty, iface, "&" + name, name, None, guard, volatile=bool(vol)))
        elif shape == "array":
            n = self.r.pick([2, 4, 8])
            inits = ", ".join(self.init_value(ty) for _ in range(n))
            self.globals.append((guard, "static %s%s %s[%d]%s = { %s };" % (vol, d, name, n, align, inits)))
            for i in range(n):
                lv = "%s[%d]" % (name, i)
                objs.append(Obj(lv, ty, iface, "&" + lv, lv, None, guard, volatile=bool(vol)))
            lv = name + "[{i}]"
            objs.append(Obj(lv, ty, iface, "&" + lv, lv, None, guard, index_len=n, volatile=bool(vol)))
            objs[0].fold_all = (name, n)
        elif shape == "member":
            objs += self.new_struct_global(name, ty, iface, guard)
        else:  # (T *) cast of a void * that points to the storage
            store = name + "s"
            self.globals.append((guard, "static %s %s%s = %s;" % (d, store, align, self.init_value(ty))))
            self.globals.append((guard, "static void *%s = &%s;" % (name, store)))
            cast = self.ptr_type(ty, iface)
            p = "static_cast<%s> (%s)" % (cast, name) if self.cxx else "((%s) %s)" % (cast, name)
            objs.append(Obj(store, ty, iface, p, "(*%s)" % p, None, guard))
        return objs

    def align_attr(self, ty, iface):
        if ty.kind == "struct" and iface in ("plain", "ref") and ty.align:
            return " __attribute__ ((aligned (%d)))" % ty.align
        return ""

    def new_struct_global(self, name, ty, iface, guard):
        """A struct whose members include the object, often last (a sub-word member at the end
        of the struct: its masked word reaches past the object)."""
        tag = "fz_S%d" % self.nid
        members = []
        nother = self.r.below(3)
        for i in range(nother):
            ot = self.r.pick(INT_TYPES[:7])
            members.append(("m%d" % i, ot, "plain" if not self.cxx or self.r.chance(50) else "std"))
        pos = self.r.below(nother + 1) if self.r.chance(40) else nother
        members.insert(pos, ("x", ty, iface))
        if self.r.chance(30):
            members.append(("t", INT_TYPES[self.r.below(2)], "plain"))
        lines = []
        for mname, mt, mi in members:
            lines.append("  %s %s%s;" % (self.decl_type(mt, mi), mname, self.align_attr(mt, mi)))
        head = ("struct %s {" % tag)
        self.struct_types.append((guard, [head] + lines + ["};"]))
        inits = []
        for mname, mt, mi in members:
            inits.append(self.init_value(mt))
        self.globals.append((guard, "static struct %s %s = { %s };" % (tag, name, ", ".join(inits))))
        objs = []
        for mname, mt, mi in members:
            lv = "%s.%s" % (name, mname)
            if mname == "x":
                objs.append(Obj(lv, mt, mi, "&" + lv, lv, None, guard))
            else:
                o = Obj(lv, mt, mi, "&" + lv, lv, None, guard)
                o.bystander = True
                objs.append(o)
        return objs

    def pick_iface(self):
        if self.cxx:
            return self.r.weighted([("plain", 8), ("std", 12), ("ref", 4), ("flag", 2)])
        return self.r.weighted([("plain", 12), ("atomic", 9), ("flag", 2)])

    def new_flag(self, func):
        name = self.fresh("fl")
        if self.cxx:
            decl = "std::atomic_flag %s = ATOMIC_FLAG_INIT;" % name
        else:
            decl = "atomic_flag %s = ATOMIC_FLAG_INIT;" % name
        return Obj(name, BOOL, "flag", "&" + name, name, func), decl

    def new_local(self, func):
        """A local object; returns (obj, declaration lines)."""
        iface = self.pick_iface()
        if iface == "flag":
            o, decl = self.new_flag(func)
            return [o], [decl]
        ty = self.pick_type(iface)
        guard = type_guard(ty)
        name = self.fresh("l")
        d = self.decl_type(ty, iface)
        align = self.align_attr(ty, iface)
        init = self.init_value(ty)
        lines = []
        if iface == "std" or (self.cxx and ty.kind == "struct"):
            lines.append("%s %s%s %s;" % (d, name, align, init if ty.kind == "struct" else "{ %s }" % init))
        else:
            lines.append("%s %s%s = %s;" % (d, name, align, init))
        o = Obj(name, ty, iface, "&" + name, name, func, guard)
        x = self.r.below(10)
        if x < 3:
            lines.append("fz_escape (&%s);" % name)
        elif x < 5 and iface != "ref":
            v = self.fresh("v")
            lines.append("void *%s = &%s;" % (v, name))
            cast = self.ptr_type(ty, iface)
            p = "static_cast<%s> (%s)" % (cast, v) if self.cxx else "((%s) %s)" % (cast, v)
            o = Obj(name, ty, iface, p, "(*%s)" % p, func, guard)
        return [o], [(guard, l) for l in lines]

    # --- operations -------------------------------------------------------------------------

    def forms(self, o):
        """The operation forms that apply to object O."""
        f = self.forms_of(o)
        if o.iface != "flag" and "lock_free" not in f:
            f = f + ["lock_free"]
        return f

    def forms_of(self, o):
        ty, i = o.ty, o.iface
        k = ty.kind
        if i == "flag":
            return ["flag"]
        if k == "struct":
            return {"plain": ["g_load", "g_store", "g_xchg", "g_cas"],
                    "atomic": ["c11_load", "c11_store", "c11_xchg", "c11_cas"],
                    "std": ["std_load", "std_store", "std_xchg", "std_cas"],
                    "ref": ["std_load", "std_store", "std_xchg", "std_cas"]}[i]
        if k == "float":
            if i == "atomic":
                return ["c11_load", "c11_store", "c11_xchg", "c11_cas", "read", "assign", "opassign"]
            return ["std_load", "std_store", "std_xchg", "std_cas", "std_fetch", "std_opassign", "std_free"]
        if k == "ptr":
            if i == "plain":
                return ["load_n", "store_n", "xchg_n", "cas_n", "ptr_fetch"]
            if i == "atomic":
                return ["c11_load", "c11_store", "c11_xchg", "c11_cas", "read", "assign", "ptr_step"]
            return ["std_load", "std_store", "std_xchg", "std_cas", "std_fetch", "ptr_step", "std_free"]
        if k == "bool":
            f = {"plain": ["load_n", "load", "store_n", "store", "xchg_n", "xchg", "cas_n", "cas", "tas", "clear"],
                 "atomic": ["c11_load", "c11_store", "c11_xchg", "c11_cas", "read", "assign", "tas", "clear"],
                 "std": ["std_load", "std_store", "std_xchg", "std_cas", "std_read", "std_assign", "std_free"],
                 "ref": ["std_load", "std_store", "std_xchg", "std_cas"]}[i]
            return f
        # integers
        if i == "plain":
            f = ["load_n", "load", "store_n", "store", "xchg_n", "xchg", "cas_n", "cas", "fetch_op",
                 "op_fetch", "sync_fetch", "sync_opf", "sync_bcas", "sync_vcas", "sync_ltas",
                 "sync_lrel", "wrap", "se_macro", "cas_loop", "lock_free"]
            if ty.exact:
                f.append("sized")
            # (__atomic_test_and_set and __atomic_clear only on bool objects: the result is
            # defined only while the byte holds 0 or the "set" value.)
            return f
        if i == "atomic":
            f = ["c11_load", "c11_store", "c11_xchg", "c11_cas", "c11_fetch", "read", "assign",
                 "opassign", "incdec", "init", "kill_dep", "wrap_c11", "fetch_op", "load_n", "lock_free"]
            return f
        f = ["std_load", "std_store", "std_xchg", "std_cas", "std_read", "std_assign", "wrap_std", "lock_free"]
        if i == "std":
            f.append("std_free")
        if not ty.w16:
            f += ["std_fetch", "std_opassign", "incdec"]
        return f

    def gen_op(self, o, ctx):
        """One statement on O: (guard, line)."""
        forms = self.forms(o)
        # Prefer the forms this program has used least on this type.
        cands = [self.r.pick(forms) for _ in range(3)]
        form = min(cands, key=lambda f: self.cover.get(("form", o.iface, f, o.ty.key), 0))
        self.note("form", o.iface, form, o.ty.key)
        p = o.ptr
        lv = o.lv
        if o.index_len:
            p = p.replace("{i}", ctx.loop_var)
            lv = lv.replace("{i}", ctx.loop_var)
        guard = list(o.guard)
        line = getattr(self, "op_" + form)(o, p, lv, ctx, guard)
        return tuple(guard), line

    # ... GCC builtins on a plain object

    def op_load_n(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(LOAD_ORDERS, "load_n", o.ty.key)
        return self.use(o.ty, "__atomic_load_n (%s, %s)" % (p, self.order(ord_, "b")), call=False)

    def op_load(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(LOAD_ORDERS, "load", o.ty.key)
        t = self.tn(o.ty)
        return "{ %s fz_r; __atomic_load (%s, &fz_r, %s); %s }" % (
            t, p, self.order(ord_, "b"), self.use(o.ty, "fz_r", call=False))

    def op_store_n(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(STORE_ORDERS, "store_n", o.ty.key)
        return "__atomic_store_n (%s, %s, %s);" % (p, self.operand_for(o, ctx), self.order(ord_, "b"))

    def op_store(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(STORE_ORDERS, "store", o.ty.key)
        return "{ %s fz_v = %s; __atomic_store (%s, &fz_v, %s); }" % (
            self.tn(o.ty), self.operand(o.ty), p, self.order(ord_, "b"))

    def op_xchg_n(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(RMW_ORDERS, "xchg_n", o.ty.key)
        e = "__atomic_exchange_n (%s, %s, %s)" % (p, self.operand_for(o, ctx), self.order(ord_, "b"))
        return self.use(o.ty, e)

    def op_xchg(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(RMW_ORDERS, "xchg", o.ty.key)
        t = self.tn(o.ty)
        return "{ %s fz_v = %s, fz_r; __atomic_exchange (%s, &fz_v, &fz_r, %s); %s }" % (
            t, self.operand(o.ty), p, self.order(ord_, "b"), self.use(o.ty, "fz_r", call=False))

    def cas_orders(self, form, ty):
        pairs = [(s, f) for s in RMW_ORDERS for f in FAIL_ORDERS[s]]
        s, f = self.least_used(pairs, lambda p: ("order", form, ty.key) + p)
        self.note("order", form, ty.key, s, f)
        return s, f

    def least_used(self, items, key):
        """One of ITEMS, at random among those this program has used least (KEY: its cell)."""
        counts = [self.cover.get(key(i), 0) for i in items]
        low = min(counts)
        return self.r.pick([i for i, c in zip(items, counts) if c == low])

    def pick_order(self, pool, *key):
        """An order of POOL for the operation KEY, preferring the ones this program has used
        least for it (so that a few programs cover every order), and note it."""
        o = self.least_used(pool, lambda o: ("order",) + key + (o,))
        self.note("order", *(key + (o,)))
        return o

    def expected(self, o, p, ctx):
        """The expected value of a compare-exchange: the current one (it succeeds) or another."""
        if self.r.chance(55):
            if o.iface == "plain":
                return "__atomic_load_n (%s, __ATOMIC_RELAXED)" % p
            if o.iface == "atomic":
                return "atomic_load_explicit (%s, memory_order_relaxed)" % p
            return "(%s)->load (std::memory_order_relaxed)" % p if o.iface == "std" else None
        return self.operand_for(o, ctx, move=False)

    def op_cas_n(self, o, p, lv, ctx, guard):
        s, f = self.cas_orders("cas_n", o.ty)
        t = self.tn(o.ty)
        e, d = self.expected(o, p, ctx), self.operand_for(o, ctx)
        so, fo = self.order(s, "b"), self.order(f, "b")
        if self.r.chance(30):
            return ("{ %s const fz_x = %s; %s fz_e = fz_x; %s fz_ok; while (!(fz_ok = __atomic_compare_exchange_n "
                    "(%s, &fz_e, %s, 1, %s, %s)) && fz_e == fz_x) { } fz_mix (fz_ok); %s }") % (
                        t, e, t, self.boolty(), p, d, so, fo, self.mix_expr(o.ty, "fz_e"))
        weak = "0" if self.r.chance(80) else "fz_hide (0)"
        return "{ %s fz_e = %s; %s %s }" % (
            t, e, self.use_bool("__atomic_compare_exchange_n (%s, &fz_e, %s, %s, %s, %s)" % (p, d, weak, so, fo)),
            self.mix_expr(o.ty, "fz_e"))

    def op_cas(self, o, p, lv, ctx, guard):
        s, f = self.cas_orders("cas", o.ty)
        t = self.tn(o.ty)
        e, d = self.expected(o, p, ctx), self.operand(o.ty)
        so, fo = self.order(s, "b"), self.order(f, "b")
        if self.r.chance(30):
            return ("{ %s const fz_x = %s; %s fz_e = fz_x, fz_d = %s; %s fz_ok; while (!(fz_ok = __atomic_compare_exchange "
                    "(%s, &fz_e, &fz_d, 1, %s, %s)) && fz_e == fz_x) { } fz_mix (fz_ok); %s }") % (
                        t, e, t, d, self.boolty(), p, so, fo, self.mix_expr(o.ty, "fz_e"))
        return "{ %s fz_e = %s, fz_d = %s; %s %s }" % (
            t, e, d, self.use_bool("__atomic_compare_exchange (%s, &fz_e, &fz_d, 0, %s, %s)" % (p, so, fo)),
            self.mix_expr(o.ty, "fz_e"))

    def fetch_operand(self, o, op):
        """(operand, bit): a single-bit operand of or/xor (and ~bit of and) half the time,
        which a test of the same bit may narrow."""
        ty = o.ty
        if op in ("or", "xor", "and") and self.r.chance(45):
            k = self.r.below(ty.bits)
            v = 1 << k
            if op == "and":
                v = ((1 << ty.bits) - 1) ^ v
            return self.lit(ty, v), k
        return self.operand(ty), None

    def op_fetch_op(self, o, p, lv, ctx, guard):
        op = self.r.pick(FETCH_OPS if o.iface == "plain" else C11_FETCH_OPS)
        ord_ = self.pick_order(RMW_ORDERS, "fetch_" + op, o.ty.key)
        v, bit = self.fetch_operand(o, op)
        return self.use(o.ty, "__atomic_fetch_%s (%s, %s, %s)" % (op, p, v, self.order(ord_, "b")), bit=bit)

    def op_op_fetch(self, o, p, lv, ctx, guard):
        op = self.r.pick(FETCH_OPS)
        ord_ = self.pick_order(RMW_ORDERS, op + "_fetch", o.ty.key)
        v, bit = self.fetch_operand(o, op)
        return self.use(o.ty, "__atomic_%s_fetch (%s, %s, %s)" % (op, p, v, self.order(ord_, "b")), bit=bit)

    def op_sized(self, o, p, lv, ctx, guard):
        """The sized entry points GCC's builtins resolve to, called by name."""
        w = o.ty.width
        t = self.tn(o.ty)
        x = self.r.below(5)
        if x == 0:
            ord_ = self.pick_order(LOAD_ORDERS, "load_%d" % w)
            return self.use(o.ty, "(%s) __atomic_load_%d (%s, %s)" % (t, w, p, self.order(ord_, "b")), call=False)
        if x == 1:
            ord_ = self.pick_order(STORE_ORDERS, "store_%d" % w)
            return "__atomic_store_%d (%s, %s, %s);" % (w, p, self.operand(o.ty), self.order(ord_, "b"))
        if x == 2:
            s, f = self.cas_orders("cas_%d" % w, o.ty)
            return "{ %s fz_e = %s; %s %s }" % (t, self.expected(o, p, ctx), self.use_bool(
                "__atomic_compare_exchange_%d (%s, &fz_e, %s, 0, %s, %s)" % (
                    w, p, self.operand(o.ty), self.order(s, "b"), self.order(f, "b"))),
                self.mix_expr(o.ty, "fz_e"))
        if x == 3:
            name = "__atomic_exchange_%d" % w
        else:
            op = self.r.pick(FETCH_OPS)
            name = self.r.pick(["__atomic_fetch_%s_%d" % (op, w), "__atomic_%s_fetch_%d" % (op, w)])
        ord_ = self.pick_order(RMW_ORDERS, name)
        return self.use(o.ty, "(%s) %s (%s, %s, %s)" % (t, name, p, self.operand(o.ty), self.order(ord_, "b")))

    def sync_guard(self, o, guard):
        if o.ty.w16:
            guard.append(GSYNC16)
        if o.ty.width == 8:
            guard.append(GSYNC8)

    def op_sync_fetch(self, o, p, lv, ctx, guard):
        self.sync_guard(o, guard)
        op = self.r.pick(FETCH_OPS)
        self.note("sync", "fetch_and_" + op, o.ty.key)
        v, bit = self.fetch_operand(o, op)
        return self.use(o.ty, "__sync_fetch_and_%s (%s, %s)" % (op, p, v), bit=bit)

    def op_sync_opf(self, o, p, lv, ctx, guard):
        self.sync_guard(o, guard)
        op = self.r.pick(FETCH_OPS)
        self.note("sync", op + "_and_fetch", o.ty.key)
        v, bit = self.fetch_operand(o, op)
        return self.use(o.ty, "__sync_%s_and_fetch (%s, %s)" % (op, p, v), bit=bit)

    def op_sync_bcas(self, o, p, lv, ctx, guard):
        self.sync_guard(o, guard)
        self.note("sync", "bool_cas", o.ty.key)
        e = lv if self.r.chance(50) else self.operand(o.ty)
        return self.use_bool("__sync_bool_compare_and_swap (%s, %s, %s)" % (p, e, self.operand(o.ty)))

    def op_sync_vcas(self, o, p, lv, ctx, guard):
        self.sync_guard(o, guard)
        self.note("sync", "val_cas", o.ty.key)
        e = lv if self.r.chance(50) else self.operand(o.ty)
        return self.use(o.ty, "__sync_val_compare_and_swap (%s, %s, %s)" % (p, e, self.operand(o.ty)))

    def op_sync_ltas(self, o, p, lv, ctx, guard):
        self.sync_guard(o, guard)
        if o.ty.width < 4:
            guard.append("FZ_SYNC_LTAS_SUBWORD")
        if o.ty.w16:
            guard.append("FZ_SYNC16_LOCK")
        self.note("sync", "lock_test_and_set", o.ty.key)
        return self.use(o.ty, "__sync_lock_test_and_set (%s, %s)" % (p, self.operand(o.ty)))

    def op_sync_lrel(self, o, p, lv, ctx, guard):
        self.sync_guard(o, guard)
        if o.ty.w16:
            guard.append("FZ_SYNC16_LOCK")
        self.note("sync", "lock_release", o.ty.key)
        return "__sync_lock_release (%s);" % p

    def op_tas(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(RMW_ORDERS, "test_and_set", o.ty.key)
        return self.use_bool("__atomic_test_and_set (%s, %s)" % (p, self.order(ord_, "b")))

    def op_clear(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(STORE_ORDERS, "clear", o.ty.key)
        return "__atomic_clear (%s, %s);" % (p, self.order(ord_, "b"))

    def op_lock_free(self, o, p, lv, ctx, guard):
        """__atomic_is_lock_free and its relatives: GCC's constants as they are, the run-time
        answers through FZ_LOCK_FREE_ANSWER (see the prelude)."""
        n = "sizeof (%s)" % self.tn(o.ty)
        x = self.r.below(4)
        self.note("lock_free", o.iface, x, o.ty.key)
        if x == 0:
            return "fz_mix (__atomic_always_lock_free (%s, %s));" % (n, self.r.pick(["0", p]))
        if x == 1 or o.iface == "plain":
            return "FZ_LOCK_FREE (%s, %s);" % (n, self.r.pick(["0", p]))
        if o.iface == "atomic":
            return "FZ_LOCK_FREE_ANSWER (%s, %s, atomic_is_lock_free (%s));" % (n, p, p)
        cls = "std::atomic_ref" if o.iface == "ref" else "std::atomic"
        if x == 2:
            return "fz_mix (%s<%s>::is_always_lock_free);" % (cls, self.tn(o.ty))
        # (libstdc++ asks __atomic_is_lock_free about a made-up address that only says the
        # alignment, so there is no address to ask the runtime about.)
        if o.iface == "std" and self.r.chance(50):
            return "FZ_LOCK_FREE_CALL (%s, std::atomic_is_lock_free (%s));" % (n, p)
        return "FZ_LOCK_FREE_CALL (%s, %s.is_lock_free ());" % (n, self.aref(o, p, lv))

    def op_wrap(self, o, p, lv, ctx, guard):
        """Through a static inline wrapper that takes the order as a parameter: a constant
        only once the wrapper is inlined."""
        t = self.tn(o.ty)
        vq = "volatile " if o.volatile or self.r.chance(20) else ""
        kind = self.r.pick(["load", "store", "xchg", "cas", "fetch", "opf"])
        key = "%s_%s%s" % (kind, o.ty.key, "_v" if vq else "")
        name = "fz_w_" + key
        ptype = "%s%s *" % (vq, t)
        if kind == "load":
            body = "static inline %s %s (%sp, int o) { return __atomic_load_n (p, o); }" % (t, name, ptype)
            ord_ = self.pick_order(LOAD_ORDERS, "wrap_" + kind, o.ty.key)
            call = "%s (%s, %s)" % (name, p, self.order(ord_, "b"))
        elif kind == "store":
            body = "static inline void %s (%sp, %s v, int o) { __atomic_store_n (p, v, o); }" % (name, ptype, t)
            ord_ = self.pick_order(STORE_ORDERS, "wrap_" + kind, o.ty.key)
            call = "%s (%s, %s, %s)" % (name, p, self.operand(o.ty), self.order(ord_, "b"))
        elif kind == "xchg":
            body = "static inline %s %s (%sp, %s v, int o) { return __atomic_exchange_n (p, v, o); }" % (
                t, name, ptype, t)
            ord_ = self.pick_order(RMW_ORDERS, "wrap_" + kind, o.ty.key)
            call = "%s (%s, %s, %s)" % (name, p, self.operand(o.ty), self.order(ord_, "b"))
        elif kind == "cas":
            body = ("static inline %s %s (%sp, %s *e, %s d, int w, int s, int f) "
                    "{ return __atomic_compare_exchange_n (p, e, d, w, s, f); }") % (
                        self.boolty(), name, ptype, t, t)
            s, f = self.cas_orders("wrap_cas", o.ty)
            ord_ = s
            self.wrappers.setdefault(name, (tuple(o.guard), body))
            return "{ %s fz_e = %s; %s %s }" % (t, self.expected(o, p, ctx), self.use_bool(
                "%s (%s, &fz_e, %s, 0, %s, %s)" % (name, p, self.operand(o.ty), self.order(s, "b"),
                                                   self.order(f, "b"))),
                self.mix_expr(o.ty, "fz_e"))
        else:
            op = self.r.pick(FETCH_OPS)
            key += "_" + op
            name += "_" + op
            builtin = "__atomic_fetch_%s" % op if kind == "fetch" else "__atomic_%s_fetch" % op
            body = "static inline %s %s (%sp, %s v, int o) { return %s (p, v, o); }" % (t, name, ptype, t, builtin)
            ord_ = self.pick_order(RMW_ORDERS, "wrap_" + kind, o.ty.key)
            v, bit = self.fetch_operand(o, op)
            call = "%s (%s, %s, %s)" % (name, p, v, self.order(ord_, "b"))
            self.wrappers.setdefault(name, (tuple(o.guard), body))
            return self.use(o.ty, call, bit=bit)
        self.wrappers.setdefault(name, (tuple(o.guard), body))
        if kind == "store":
            return call + ";"
        return self.use(o.ty, call)

    def op_se_macro(self, o, p, lv, ctx, guard):
        """liburcu / Concurrency Kit style statement-expression macros (value kept in a local
        of the object's type), used or discarded."""
        m = self.r.pick(["FZ_ADD_RETURN", "FZ_SUB_RETURN", "FZ_XCHG_RETURN", "FZ_LOAD_ACQ", "FZ_CMPXCHG"])
        self.note("se_macro", m, o.ty.key)
        if m == "FZ_LOAD_ACQ":
            e = "%s (%s)" % (m, p)
        elif m == "FZ_CMPXCHG":
            e = "%s (%s, %s, %s)" % (m, p, self.operand(o.ty), self.operand(o.ty))
        else:
            e = "%s (%s, %s)" % (m, p, self.operand(o.ty))
        if self.r.chance(35):
            return "%s;" % e
        return self.use(o.ty, e, call=False)

    def op_cas_loop(self, o, p, lv, ctx, guard):
        """A read-modify-write written as a compare-exchange loop over a computed value."""
        t, u = self.tn(o.ty), o.ty.utype
        s, f = self.cas_orders("cas_loop", o.ty)
        mul = 1 + 2 * self.r.below(8)
        add = self.r.below(1 << 16)
        weak = self.r.pick(["1", "0"])
        return ("{ %s fz_o = __atomic_load_n (%s, %s); while (!__atomic_compare_exchange_n (%s, &fz_o, "
                "(%s) ((%s) fz_o * %du + %du), %s, %s, %s)) { } %s }") % (
                    t, p, self.order(self.r.pick(LOAD_ORDERS), "b"), p, t, u, mul, add, weak,
                    self.order(s, "b"), self.order(f, "b"), self.mix_expr(o.ty, "fz_o"))

    # ... pointers (plain int * objects and the C11 / C++ atomic ones)

    def operand_for(self, o, ctx, move=True):
        if o.ty.kind == "ptr":
            return "&fz_parr[%d]" % (24 + self.r.below(17))
        return self.operand(o.ty)

    def ptr_moves(self, o, ctx, n):
        """May O's pointer move by N elements (in CTX's loop, once per iteration)?"""
        cost = n * ctx.mult
        if o.budget < cost:
            return False
        o.budget -= cost
        return True

    def op_ptr_fetch(self, o, p, lv, ctx, guard):
        n = 1 + self.r.below(2)
        if not self.ptr_moves(o, ctx, n):
            return self.op_load_n(o, p, lv, ctx, guard)
        op = self.r.pick(["fetch_add", "fetch_sub", "add_fetch", "sub_fetch"])
        ord_ = self.pick_order(RMW_ORDERS, "ptr_" + op)
        # The GCC builtins add bytes to a pointer (they do not scale).
        return self.use(PTR, "__atomic_%s (%s, %d * sizeof (int), %s)" % (op, p, n, self.order(ord_, "b")))

    def op_ptr_step(self, o, p, lv, ctx, guard):
        n = 1 + self.r.below(2)
        if not self.ptr_moves(o, ctx, n):
            return self.use(PTR, lv if o.iface == "atomic" else "(%s)->load ()" % p, call=False)
        f = self.r.pick(["++%s", "%s++", "--%s", "%s--", "(%s += %d)", "(%s -= %d)"])
        self.note("ptr_step", f)
        e = f % ((lv, n) if "%d" in f else lv)
        return self.use(PTR, e)

    # ... C11 <stdatomic.h> and _Atomic

    def op_c11_load(self, o, p, lv, ctx, guard):
        t = o.ty
        if t.kind == "struct":
            ord_ = self.pick_order(LOAD_ORDERS, "atomic_load_explicit", t.key)
            return "{ %s fz_r = atomic_load_explicit (%s, %s); fz_mixb (&fz_r, sizeof fz_r); }" % (
                self.tn(t), p, self.order(ord_, "c11"))
        if self.r.chance(30):
            self.note("c11", "atomic_load", t.key)
            return self.use(t, "atomic_load (%s)" % p, call=False)
        ord_ = self.pick_order(LOAD_ORDERS, "atomic_load_explicit", t.key)
        return self.use(t, "atomic_load_explicit (%s, %s)" % (p, self.order(ord_, "c11")), call=False)

    def c11_value(self, o, ctx):
        t = o.ty
        if t.kind == "struct":
            return None
        if t.kind == "float":
            return self.float_operand(t)
        return self.operand_for(o, ctx)

    def float_operand(self, t):
        f = "f" if t.key == "f" else ""
        if self.r.chance(25):
            return "(%s) (fz_sum & 15)" % self.tn(t)
        return self.r.pick(["0.5", "1.25", "-3.0", "2.0", "0.0625", "7.0"]) + f

    def struct_local(self, t, name="fz_v", dynamic=True):
        return "%s %s = %s;" % (self.tn(t), name, "{ %s }" % self.struct_elems(t, dynamic))

    def op_c11_store(self, o, p, lv, ctx, guard):
        t = o.ty
        ord_ = self.pick_order(STORE_ORDERS, "atomic_store", t.key)
        if t.kind == "struct":
            return "{ %s atomic_store_explicit (%s, fz_v, %s); }" % (self.struct_local(t), p, self.order(ord_, "c11"))
        if self.r.chance(30):
            return "atomic_store (%s, %s);" % (p, self.c11_value(o, ctx))
        return "atomic_store_explicit (%s, %s, %s);" % (p, self.c11_value(o, ctx), self.order(ord_, "c11"))

    def op_c11_xchg(self, o, p, lv, ctx, guard):
        t = o.ty
        ord_ = self.pick_order(RMW_ORDERS, "atomic_exchange", t.key)
        if t.kind == "struct":
            return "{ %s %s fz_r = atomic_exchange_explicit (%s, fz_v, %s); fz_mixb (&fz_r, sizeof fz_r); }" % (
                self.struct_local(t), self.tn(t), p, self.order(ord_, "c11"))
        if self.r.chance(30):
            return self.use(t, "atomic_exchange (%s, %s)" % (p, self.c11_value(o, ctx)))
        return self.use(t, "atomic_exchange_explicit (%s, %s, %s)" % (p, self.c11_value(o, ctx), self.order(ord_, "c11")))

    def op_c11_cas(self, o, p, lv, ctx, guard):
        t = o.ty
        s, f = self.cas_orders("atomic_compare_exchange", t)
        tn = self.tn(t)
        weak = self.r.chance(35)
        fn = "atomic_compare_exchange_%s" % ("weak" if weak else "strong")
        explicit = self.r.chance(70)
        tail = ", %s, %s" % (self.order(s, "c11"), self.order(f, "c11")) if explicit else ""
        if explicit:
            fn += "_explicit"
        if t.kind == "struct":
            cur = self.r.chance(60)
            e = "atomic_load (%s)" % p if cur else "(%s) %s" % (tn, "{ %s }" % self.struct_elems(t))
            same = "memcmp (&fz_e, &fz_x, sizeof fz_e) == 0"
            return ("{ %s const fz_x = %s; %s fz_e = fz_x; %s fz_ok; %s while (!(fz_ok = %s (%s, &fz_e, fz_v%s)) && %s) { } "
                    "fz_mix (fz_ok); fz_mixb (&fz_e, sizeof fz_e); }") % (
                        tn, e, tn, self.boolty(), self.struct_local(t), fn, p, tail, same)
        if t.kind == "float":
            e = "atomic_load (%s)" % p if self.r.chance(60) else self.float_operand(t)
        else:
            e = self.expected(o, p, ctx)
        d = self.c11_value(o, ctx)
        if weak:
            return ("{ %s const fz_x = %s; %s fz_e = fz_x; %s fz_ok; while (!(fz_ok = %s (%s, &fz_e, %s%s)) "
                    "&& fz_e == fz_x) { } fz_mix (fz_ok); %s }") % (
                        tn, e, tn, self.boolty(), fn, p, d, tail, self.mix_expr(t, "fz_e"))
        return "{ %s fz_e = %s; %s %s }" % (tn, e, self.use_bool("%s (%s, &fz_e, %s%s)" % (fn, p, d, tail)),
                                           self.mix_expr(t, "fz_e"))

    def op_c11_fetch(self, o, p, lv, ctx, guard):
        op = self.r.pick(C11_FETCH_OPS)
        v, bit = self.fetch_operand(o, op)
        if self.r.chance(30):
            self.note("c11", "atomic_fetch_" + op, o.ty.key)
            return self.use(o.ty, "atomic_fetch_%s (%s, %s)" % (op, p, v), bit=bit)
        ord_ = self.pick_order(RMW_ORDERS, "atomic_fetch_%s_explicit" % op, o.ty.key)
        return self.use(o.ty, "atomic_fetch_%s_explicit (%s, %s, %s)" % (op, p, v, self.order(ord_, "c11")), bit=bit)

    def op_read(self, o, p, lv, ctx, guard):
        self.note("c11", "read", o.ty.key)
        return self.use(o.ty, lv, call=False)

    def op_assign(self, o, p, lv, ctx, guard):
        self.note("c11", "assign", o.ty.key)
        e = "(%s = %s)" % (lv, self.c11_value(o, ctx))
        if self.r.chance(40):
            return e[1:-1] + ";"
        return self.use(o.ty, e, call=False)

    def opassign_ops(self, t):
        if t.kind == "float":
            return ["+=", "-=", "*=", "/="]
        ops = ["&=", "|=", "^="]
        if not t.overflow_unsafe:
            ops += ["+=", "-=", "*=", "/=", "%="]
            if not t.signed:
                ops += ["<<=", ">>="]
        return ops

    def op_opassign(self, o, p, lv, ctx, guard):
        t = o.ty
        op = self.r.pick(self.opassign_ops(t))
        self.note("c11", "op" + op, t.key)
        if t.kind == "float":
            v = self.float_operand(t) if op != "/=" else self.r.pick(["2.0", "0.5", "-4.0"])
        elif op in ("<<=", ">>="):
            v = str(self.r.below(t.bits))
        elif op in ("/=", "%="):
            v = "%s" % self.lit(t, 1 + self.r.below(9))
        elif op == "*=" and t.width == 2:
            # unsigned short is promoted to int: keep the product below 2^31.
            v = self.lit(t, self.r.below(0x8000))
        else:
            v, _ = self.fetch_operand(o, {"&=": "and", "|=": "or", "^=": "xor"}.get(op, "add"))
        e = "(%s %s %s)" % (lv, op, v)
        if self.r.chance(40):
            return e[1:-1] + ";"
        return self.use(t, e, call=False)

    def op_incdec(self, o, p, lv, ctx, guard):
        t = o.ty
        if t.overflow_unsafe and o.iface == "atomic":
            return self.op_opassign(o, p, lv, ctx, guard)
        f = self.r.pick(["++%s", "%s++", "--%s", "%s--"])
        self.note("c11" if o.iface == "atomic" else "std", "incdec" + f, o.iface, t.key)
        e = f % (lv if o.iface == "atomic" else self.aref(o, p, lv))
        if self.r.chance(40):
            return e + ";"
        return self.use(t, e, call=False)

    def op_init(self, o, p, lv, ctx, guard):
        self.note("c11", "atomic_init", o.ty.key)
        return "atomic_init (%s, %s);" % (p, self.c11_value(o, ctx))

    def op_kill_dep(self, o, p, lv, ctx, guard):
        self.note("c11", "kill_dependency", o.ty.key)
        return self.use(o.ty, "kill_dependency (atomic_load_explicit (%s, memory_order_consume))" % p, call=False)

    def op_wrap_c11(self, o, p, lv, ctx, guard):
        t = self.tn(o.ty)
        kind = self.r.pick(["load", "fetch", "xchg"])
        if kind == "load":
            name = "fz_wa_load_%s" % o.ty.key
            body = "static inline %s %s (_Atomic %s *p, memory_order o) { return atomic_load_explicit (p, o); }" % (
                t, name, t)
            ord_ = self.pick_order(LOAD_ORDERS, "wrap_c11_" + kind, o.ty.key)
            call, bit = "%s (%s, %s)" % (name, p, self.order(ord_, "c11")), None
        elif kind == "xchg":
            name = "fz_wa_xchg_%s" % o.ty.key
            body = ("static inline %s %s (_Atomic %s *p, %s v, memory_order o) "
                    "{ return atomic_exchange_explicit (p, v, o); }") % (t, name, t, t)
            ord_ = self.pick_order(RMW_ORDERS, "wrap_c11_" + kind, o.ty.key)
            call, bit = "%s (%s, %s, %s)" % (name, p, self.operand(o.ty), self.order(ord_, "c11")), None
        else:
            op = self.r.pick(C11_FETCH_OPS)
            name = "fz_wa_fetch_%s_%s" % (op, o.ty.key)
            body = ("static inline %s %s (_Atomic %s *p, %s v, memory_order o) "
                    "{ return atomic_fetch_%s_explicit (p, v, o); }") % (t, name, t, t, op)
            ord_ = self.pick_order(RMW_ORDERS, "wrap_c11_" + kind, o.ty.key)
            v, bit = self.fetch_operand(o, op)
            call = "%s (%s, %s, %s)" % (name, p, v, self.order(ord_, "c11"))
        self.wrappers.setdefault(name, (tuple(o.guard), body))
        return self.use(o.ty, call, bit=bit)

    # ... generic (struct) objects through the generic builtins

    def op_g_load(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(LOAD_ORDERS, "generic_load", o.ty.key)
        return "{ %s fz_r; __atomic_load (%s, &fz_r, %s); fz_mixb (&fz_r, sizeof fz_r); }" % (
            self.tn(o.ty), p, self.order(ord_, "b"))

    def op_g_store(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(STORE_ORDERS, "generic_store", o.ty.key)
        return "{ %s __atomic_store (%s, &fz_v, %s); }" % (self.struct_local(o.ty), p, self.order(ord_, "b"))

    def op_g_xchg(self, o, p, lv, ctx, guard):
        ord_ = self.pick_order(RMW_ORDERS, "generic_exchange", o.ty.key)
        return "{ %s %s fz_r; __atomic_exchange (%s, &fz_v, &fz_r, %s); fz_mixb (&fz_r, sizeof fz_r); }" % (
            self.struct_local(o.ty), self.tn(o.ty), p, self.order(ord_, "b"))

    def op_g_cas(self, o, p, lv, ctx, guard):
        s, f = self.cas_orders("generic_cas", o.ty)
        t = self.tn(o.ty)
        if self.r.chance(60):
            e = "%s fz_e; __atomic_load (%s, &fz_e, __ATOMIC_RELAXED);" % (t, p)
        else:
            e = self.struct_local(o.ty, "fz_e")
        return "{ %s %s %s fz_mixb (&fz_e, sizeof fz_e); }" % (e, self.struct_local(o.ty), self.use_bool(
            "__atomic_compare_exchange (%s, &fz_e, &fz_v, %s, %s, %s)" % (
                p, self.r.pick(["0", "0", "1"]) if False else "0", self.order(s, "b"), self.order(f, "b"))))

    # ... C++: std::atomic<T>, std::atomic_ref<T>

    def aref(self, o, p, lv):
        """The atomic object O as a C++ expression with std::atomic's interface."""
        if o.iface == "ref":
            return "std::atomic_ref<%s> { %s }" % (self.tn(o.ty), lv)
        return lv

    def std_value(self, o, ctx):
        t = o.ty
        if t.kind == "float":
            return self.float_operand(t)
        return self.operand_for(o, ctx)

    def op_std_load(self, o, p, lv, ctx, guard):
        a = self.aref(o, p, lv)
        t = o.ty
        x = self.r.below(3)
        ord_ = self.pick_order(LOAD_ORDERS, "std_load", o.iface, t.key)
        e = "%s.load ()" % a if x == 0 else "%s.load (%s)" % (a, self.order(ord_, "std"))
        if t.kind == "struct":
            return "{ %s fz_r = %s; fz_mixb (&fz_r, sizeof fz_r); }" % (self.tn(t), e)
        return self.use(t, e, call=False)

    def op_std_store(self, o, p, lv, ctx, guard):
        a = self.aref(o, p, lv)
        t = o.ty
        ord_ = self.pick_order(STORE_ORDERS, "std_store", o.iface, t.key)
        if t.kind == "struct":
            return "{ %s %s.store (fz_v, %s); }" % (self.struct_local(t), a, self.order(ord_, "std"))
        return "%s.store (%s, %s);" % (a, self.std_value(o, ctx), self.order(ord_, "std"))

    def op_std_xchg(self, o, p, lv, ctx, guard):
        a = self.aref(o, p, lv)
        t = o.ty
        ord_ = self.pick_order(RMW_ORDERS, "std_exchange", o.iface, t.key)
        if t.kind == "struct":
            return "{ %s %s fz_r = %s.exchange (fz_v, %s); fz_mixb (&fz_r, sizeof fz_r); }" % (
                self.struct_local(t), self.tn(t), a, self.order(ord_, "std"))
        return self.use(t, "%s.exchange (%s, %s)" % (a, self.std_value(o, ctx), self.order(ord_, "std")))

    def op_std_cas(self, o, p, lv, ctx, guard):
        a = self.aref(o, p, lv)
        t = o.ty
        tn = self.tn(t)
        weak = self.r.chance(35)
        fn = "compare_exchange_" + ("weak" if weak else "strong")
        if self.r.chance(30):
            ord_ = self.pick_order(RMW_ORDERS, "std_" + fn + "_1", o.iface, t.key)
            tail = ", " + self.order(ord_, "std")
        else:
            s, f = self.cas_orders("std_" + fn, t)
            tail = ", %s, %s" % (self.order(s, "std"), self.order(f, "std"))
        cur = "%s.load (std::memory_order_relaxed)" % a
        if t.kind == "struct":
            e = cur if self.r.chance(60) else "%s { %s }" % (tn, self.struct_elems(t))
            return ("{ %s const fz_x = %s; %s fz_e = fz_x; bool fz_ok; %s while (!(fz_ok = %s.%s (fz_e, fz_v%s)) "
                    "&& memcmp (&fz_e, &fz_x, sizeof fz_e) == 0) { } fz_mix (fz_ok); fz_mixb (&fz_e, sizeof fz_e); }") % (
                        tn, e, tn, self.struct_local(t), a, fn, tail)
        e = cur if self.r.chance(55) else (self.float_operand(t) if t.kind == "float" else self.operand_for(o, ctx))
        d = self.std_value(o, ctx)
        if weak:
            return ("{ %s const fz_x = %s; %s fz_e = fz_x; bool fz_ok; while (!(fz_ok = %s.%s (fz_e, %s%s)) "
                    "&& fz_e == fz_x) { } fz_mix (fz_ok); %s }") % (tn, e, tn, a, fn, d, tail, self.mix_expr(t, "fz_e"))
        return "{ %s fz_e = %s; %s %s }" % (tn, e, self.use_bool("%s.%s (fz_e, %s%s)" % (a, fn, d, tail)),
                                           self.mix_expr(t, "fz_e"))

    def op_std_fetch(self, o, p, lv, ctx, guard):
        a = self.aref(o, p, lv)
        t = o.ty
        if t.kind == "ptr":
            n = 1 + self.r.below(2)
            if not self.ptr_moves(o, ctx, n):
                return self.op_std_load(o, p, lv, ctx, guard)
            op = self.r.pick(["add", "sub"])
            ord_ = self.pick_order(RMW_ORDERS, "std_ptr_fetch_" + op)
            return self.use(t, "%s.fetch_%s (%d, %s)" % (a, op, n, self.order(ord_, "std")))
        if t.kind == "float":
            op = self.r.pick(["add", "sub"])
            ord_ = self.pick_order(RMW_ORDERS, "std_float_fetch_" + op, t.key)
            return self.use(t, "%s.fetch_%s (%s, %s)" % (a, op, self.float_operand(t), self.order(ord_, "std")))
        op = self.r.pick(C11_FETCH_OPS)
        ord_ = self.pick_order(RMW_ORDERS, "std_fetch_" + op, o.iface, t.key)
        v, bit = self.fetch_operand(o, op)
        return self.use(t, "%s.fetch_%s (%s, %s)" % (a, op, v, self.order(ord_, "std")), bit=bit)

    def op_std_opassign(self, o, p, lv, ctx, guard):
        a = self.aref(o, p, lv)
        t = o.ty
        ops = ["+=", "-="] if t.kind == "float" else ["+=", "-=", "&=", "|=", "^="]
        op = self.r.pick(ops)
        self.note("std", "op" + op, o.iface, t.key)
        if t.kind == "float":
            v = self.float_operand(t)
        else:
            v, _ = self.fetch_operand(o, {"&=": "and", "|=": "or", "^=": "xor"}.get(op, "add"))
        e = "(%s %s %s)" % (a, op, v)
        if self.r.chance(40):
            return e[1:-1] + ";"
        return self.use(t, e)

    def op_std_read(self, o, p, lv, ctx, guard):
        self.note("std", "read", o.iface, o.ty.key)
        return self.use(o.ty, "(%s) %s" % (self.tn(o.ty), self.aref(o, p, lv)), call=False)

    def op_std_assign(self, o, p, lv, ctx, guard):
        self.note("std", "assign", o.iface, o.ty.key)
        e = "(%s = %s)" % (self.aref(o, p, lv), self.std_value(o, ctx))
        if self.r.chance(40):
            return e[1:-1] + ";"
        return self.use(o.ty, e)

    def op_std_free(self, o, p, lv, ctx, guard):
        """The free functions of <atomic>, on a std::atomic<T>."""
        t = o.ty
        x = self.r.below(5)
        if x == 0 or t.kind == "struct":
            ord_ = self.pick_order(LOAD_ORDERS, "std::atomic_load_explicit", t.key)
            e = "std::atomic_load_explicit (%s, %s)" % (p, self.order(ord_, "std"))
            if t.kind == "struct":
                return "{ %s fz_r = %s; fz_mixb (&fz_r, sizeof fz_r); }" % (self.tn(t), e)
            return self.use(t, e, call=False)
        if x == 1:
            ord_ = self.pick_order(STORE_ORDERS, "std::atomic_store_explicit", t.key)
            return "std::atomic_store_explicit (%s, %s, %s);" % (p, self.std_value(o, ctx), self.order(ord_, "std"))
        if x == 2:
            ord_ = self.pick_order(RMW_ORDERS, "std::atomic_exchange_explicit", t.key)
            return self.use(t, "std::atomic_exchange_explicit (%s, %s, %s)" % (
                p, self.std_value(o, ctx), self.order(ord_, "std")))
        if x == 3 or t.kind in ("float", "bool") or t.w16:
            s, f = self.cas_orders("std::atomic_compare_exchange_strong_explicit", t)
            tn = self.tn(t)
            return "{ %s fz_e = %s; %s %s }" % (
                tn, "std::atomic_load (%s)" % p, self.use_bool(
                    "std::atomic_compare_exchange_strong_explicit (%s, &fz_e, %s, %s, %s)" % (
                        p, self.std_value(o, ctx), self.order(s, "std"), self.order(f, "std"))),
                self.mix_expr(t, "fz_e"))
        if t.kind == "ptr":
            n = 1 + self.r.below(2)
            if not self.ptr_moves(o, ctx, n):
                return self.use(t, "std::atomic_load (%s)" % p, call=False)
            return self.use(t, "std::atomic_fetch_add_explicit (%s, %d, %s)" % (
                p, n, self.order(self.r.pick(RMW_ORDERS), "std")))
        op = self.r.pick(C11_FETCH_OPS)
        ord_ = self.pick_order(RMW_ORDERS, "std::atomic_fetch_%s_explicit" % op, t.key)
        v, bit = self.fetch_operand(o, op)
        return self.use(t, "std::atomic_fetch_%s_explicit (%s, %s, %s)" % (op, p, v, self.order(ord_, "std")),
                        bit=bit)

    def op_wrap_std(self, o, p, lv, ctx, guard):
        """Through the generic inline wrappers of the prelude, the order a parameter."""
        a = self.aref(o, p, lv)
        t = o.ty
        kinds = ["load", "xchg", "cas"] + (["fetch_add", "fetch_or", "fetch_and"] if not t.w16 and t.kind == "int" else [])
        kind = self.r.pick(kinds)
        if kind == "load":
            ord_ = self.pick_order(LOAD_ORDERS, "wrap_std_load", t.key)
            return self.use(t, "fz_w_load (%s, %s)" % (a, self.order(ord_, "std")))
        if kind == "xchg":
            ord_ = self.pick_order(RMW_ORDERS, "wrap_std_xchg", t.key)
            return self.use(t, "fz_w_xchg (%s, %s, %s)" % (a, self.std_value(o, ctx), self.order(ord_, "std")))
        if kind == "cas":
            s, f = self.cas_orders("wrap_std_cas", t)
            return "{ %s fz_e = %s.load (std::memory_order_relaxed); %s %s }" % (
                self.tn(t), a, self.use_bool("fz_w_cas (%s, fz_e, %s, %s, %s)" % (
                    a, self.std_value(o, ctx), self.order(s, "std"), self.order(f, "std"))),
                self.mix_expr(t, "fz_e"))
        ord_ = self.pick_order(RMW_ORDERS, "wrap_std_" + kind, t.key)
        v, bit = self.fetch_operand(o, kind[6:])
        return self.use(t, "fz_w_%s (%s, %s, %s)" % (kind, a, v, self.order(ord_, "std")), bit=bit)

    # ... flags

    def op_flag(self, o, p, lv, ctx, guard):
        if self.cxx:
            x = self.r.below(5)
            if x == 0:
                ord_ = self.pick_order(RMW_ORDERS, "flag.test_and_set")
                return self.use_bool("%s.test_and_set (%s)" % (lv, self.order(ord_, "std")))
            if x == 1:
                ord_ = self.pick_order(STORE_ORDERS, "flag.clear")
                return "%s.clear (%s);" % (lv, self.order(ord_, "std"))
            if x == 2:
                ord_ = self.pick_order(LOAD_ORDERS, "flag.test")
                return self.use_bool("%s.test (%s)" % (lv, self.order(ord_, "std")))
            if x == 3:
                self.note("flag", "std::atomic_flag_test_and_set")
                return self.use_bool("std::atomic_flag_test_and_set_explicit (%s, %s)" % (
                    p, self.order(self.r.pick(RMW_ORDERS), "std")))
            return "std::atomic_flag_clear_explicit (%s, %s);" % (p, self.order(self.r.pick(STORE_ORDERS), "std"))
        x = self.r.below(4)
        if x == 0:
            ord_ = self.pick_order(RMW_ORDERS, "atomic_flag_test_and_set_explicit")
            return self.use_bool("atomic_flag_test_and_set_explicit (%s, %s)" % (p, self.order(ord_, "c11")))
        if x == 1:
            self.note("flag", "atomic_flag_test_and_set")
            return self.use_bool("atomic_flag_test_and_set (%s)" % p)
        if x == 2:
            ord_ = self.pick_order(STORE_ORDERS, "atomic_flag_clear_explicit")
            return "atomic_flag_clear_explicit (%s, %s);" % (p, self.order(ord_, "c11"))
        return "atomic_flag_clear (%s);" % p

    def fence(self):
        o = self.r.pick(RMW_ORDERS)
        if self.cxx:
            f = self.r.pick(["std::atomic_thread_fence (%s);", "std::atomic_signal_fence (%s);"])
            style = "std"
            if self.r.chance(30):
                f, style = self.r.pick(["__atomic_thread_fence (%s);", "__atomic_signal_fence (%s);"]), "b"
        else:
            f, style = self.r.pick([("__atomic_thread_fence (%s);", "b"), ("__atomic_signal_fence (%s);", "b"),
                                    ("atomic_thread_fence (%s);", "c11"), ("atomic_signal_fence (%s);", "c11")])
        if self.r.chance(10):
            self.note("fence", "__sync_synchronize")
            return "__sync_synchronize ();"
        self.note("fence", f.split(" ")[0], o)
        return f % self.order(o, style)

    # --- functions --------------------------------------------------------------------------

    def usable(self, o, ctx):
        if getattr(o, "bystander", False) and self.r.chance(70):
            return False
        if o.index_len:
            return ctx.loop_var is not None and ctx.bound <= o.index_len
        return True

    def block(self, objs, n, ctx, out, indent):
        pad = "  " * indent
        for _ in range(n):
            x = self.r.below(100)
            if x < 7 and ctx.depth < 2:
                var = "fz_i" if ctx.depth == 0 else "fz_j"
                bound = 2 + self.r.below(3)
                cond = "%s < %d" % (var, bound) if self.r.chance(70) else "%s < (unsigned) fz_hide (%d)" % (var, bound)
                out.append((), pad + "for (unsigned %s = 0; %s; %s++)" % (var, cond, var))
                out.append((), pad + "  {")
                self.block(objs, 1 + self.r.below(4), Ctx(ctx.func, var, bound, ctx.mult * bound, ctx.depth + 1),
                           out, indent + 2)
                out.append((), pad + "  }")
                continue
            if x < 13 and ctx.depth < 2:
                out.append((), pad + "if ((fz_sum >> %d) & 1)" % self.r.below(64))
                out.append((), pad + "  {")
                self.block(objs, 1 + self.r.below(3), Ctx(ctx.func, ctx.loop_var, ctx.bound, ctx.mult, ctx.depth + 1),
                           out, indent + 2)
                out.append((), pad + "  }")
                if self.r.chance(60):
                    out.append((), pad + "else")
                    out.append((), pad + "  {")
                    self.block(objs, 1 + self.r.below(3),
                               Ctx(ctx.func, ctx.loop_var, ctx.bound, ctx.mult, ctx.depth + 1), out, indent + 2)
                    out.append((), pad + "  }")
                continue
            if x < 16:
                out.append((), pad + self.fence())
                continue
            cands = [o for o in objs if self.usable(o, ctx)]
            if not cands:
                out.append((), pad + self.fence())
                continue
            o = self.r.pick(cands)
            guard, line = self.gen_op(o, ctx)
            out.append(guard, pad + line)

    def function(self, k):
        name = "fz_f%d" % k
        body = Lines()
        locals_ = []
        for _ in range(self.r.below(4)):
            objs, decls = self.new_local(name)
            for d in decls:
                if isinstance(d, tuple):
                    body.append(d[0], "  " + d[1])
                else:
                    body.append((), "  " + d)
            locals_ += objs
        pool = locals_ + [o for o in self.global_objs if self.r.chance(35)]
        if not pool:
            pool = [self.r.pick(self.global_objs)]
        self.block(pool, self.size // 2 + self.r.below(self.size), Ctx(name), body, 1)
        for o in locals_:
            for g, l in self.fold(o):
                body.append(g, "  " + l)
        return name, body

    def fold(self, o):
        """Statements folding O's final value into the checksum."""
        t = o.ty
        g = o.guard
        if o.index_len:
            return []
        if o.iface == "flag":
            if self.cxx:
                return [(g, "fz_mix (%s.test ());" % o.lv)]
            return [(g, "fz_mix (atomic_flag_test_and_set (%s));" % o.ptr)]
        if t.kind == "struct":
            if o.iface == "plain":
                return [(g, "fz_mixb (%s, sizeof %s);" % (o.ptr, o.lv))]
            if o.iface == "atomic":
                return [(g, "{ %s fz_r = atomic_load (%s); fz_mixb (&fz_r, sizeof fz_r); }" % (self.tn(t), o.ptr))]
            if o.iface == "ref":
                return [(g, "fz_mixb (%s, sizeof %s);" % (o.ptr, o.lv))]
            return [(g, "{ %s fz_r = %s.load (); fz_mixb (&fz_r, sizeof fz_r); }" % (self.tn(t), o.lv))]
        if o.iface == "std":
            return [(g, self.mix_expr(t, "%s.load ()" % o.lv))]
        return [(g, self.mix_expr(t, o.lv))]

    # --- the program ------------------------------------------------------------------------

    def program(self):
        nglob = 4 + self.r.below(6)
        for _ in range(nglob):
            self.global_objs += self.new_global()
        nfun = 5 + self.r.below(5)
        funcs = [self.function(k) for k in range(1, nfun + 1)]
        out = Lines()
        out.extend(self.prelude())
        for g, lines in self.struct_types:
            for l in lines:
                out.append(g, l)
        for g, l in self.globals:
            out.append(g, l)
        out.append((), "")
        for name in sorted(self.wrappers):
            g, body = self.wrappers[name]
            out.append(g, "__attribute__ ((unused)) " + body)
        for name, body in funcs:
            out.append((), "")
            out.append((), "static void")
            out.append((), "%s (void)" % name)
            out.append((), "{")
            out.extend(body)
            out.append((), "}")
        out.append((), "")
        out.append((), "int")
        out.append((), "main (void)")
        out.append((), "{")
        if self.r.chance(50):
            # Constants of the front end, the same in both builds.
            out.append((), "  fz_mix (ATOMIC_BOOL_LOCK_FREE + ATOMIC_CHAR_LOCK_FREE * 3 + ATOMIC_SHORT_LOCK_FREE * 9 "
                       "+ ATOMIC_INT_LOCK_FREE * 27 + ATOMIC_LONG_LOCK_FREE * 81 + ATOMIC_LLONG_LOCK_FREE * 243 "
                       "+ ATOMIC_POINTER_LOCK_FREE * 729);")
        for k, (name, _) in enumerate(funcs, 1):
            out.append((), "  %s ();" % name)
            out.append((), "  fz_report (\"%s\");" % name)
        seen = set()
        for o in self.global_objs:
            key = getattr(o, "fold_all", None)
            for g, l in self.fold(o):
                if l not in seen:
                    seen.add(l)
                    out.append(g, "  " + l)
        out.append((), "  fz_report (\"checksum\");")
        out.append((), "  return 0;")
        out.append((), "}")
        return out.render()

    def prelude(self):
        lang = "C++" if self.cxx else "C"
        out = Lines()
        head = [
            "/* atomlower differential fuzzing program: %s, seed %d (tools/fuzz/gen.py %d%s;" % (
                lang, self.seed, self.seed, "" if self.lang == default_lang(self.seed) else " --lang " + self.lang),
            "   generator %d).  Single-threaded; every value is folded into a checksum, printed after" % GENERATOR_VERSION,
            "   each function and at the end, which must be the same with and without the plugin.  */",
        ]
        for l in head:
            out.append((), l)
        if self.cxx:
            inc = ["#include <atomic>", "#include <cstdio>", "#include <cstring>"]
        else:
            inc = ["#include <stdatomic.h>", "#include <stdio.h>", "#include <string.h>"]
        common = inc + [
            "",
            "/* 16-byte objects need __int128 (64-bit targets); -DFZ_NO16 leaves them out where they",
            "   cannot run (qemu-ppc64le 7.2 never completes an lqarx/stqcx. loop).  */",
            "#if defined (__SIZEOF_INT128__) && !defined (FZ_NO16)",
            "#define FZ_W16 1",
            "#else",
            "#define FZ_W16 0",
            "#endif",
            "/* libatomic's generic routines work on an object inside one aligned 16-byte block",
            "   with a 16-byte compare-exchange where the target has one (lqarx on POWER8): under",
            "   FZ_NO16 the generic objects of 3, 6 and 12 bytes are left out too.  */",
            "#ifndef FZ_NO16",
            "#define FZ_GSMALL 1",
            "#else",
            "#define FZ_GSMALL 0",
            "#endif",
            "/* __sync at 16 bytes only where GCC inlines it (there is no __sync_*_16 library).  */",
            "#if FZ_W16 && defined (__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16)",
            "#define FZ_SYNC16 1",
            "#else",
            "#define FZ_SYNC16 0",
            "#endif",
            "/* __sync at 8 bytes: GCC 12 alone calls __sync_*_8 on MIPS32 o32 (no doubleword",
            "   LL/SC), on 32-bit PowerPC (no doubleword reservation), on m68k (no CAS2 use) and",
            "   on SH-4 (gUSA sequences of at most 4 bytes), which no library has (libatomic has",
            "   only __atomic_*_8).  */",
            "#if (defined (__mips__) && defined (_ABIO32) && _MIPS_SIM == _ABIO32) \\",
            "    || (defined (__powerpc__) && !defined (__powerpc64__)) || defined (__m68k__) \\",
            "    || defined (__sh__)",
            "#define FZ_SYNC8 0",
            "#else",
            "#define FZ_SYNC8 1",
            "#endif",
            "/* GCC 12 alone crashes on a 16-byte __sync_lock_release, and on a 16-byte",
            "   __sync_lock_test_and_set of 0, on AArch64 with LSE (unrecognizable insn).  */",
            "#if FZ_SYNC16 && !(defined (__aarch64__) && defined (__ARM_FEATURE_ATOMICS))",
            "#define FZ_SYNC16_LOCK 1",
            "#else",
            "#define FZ_SYNC16_LOCK 0",
            "#endif",
            "/* GCC 12 alone does not link __sync_lock_test_and_set on a 1- or 2-byte object on",
            "   RISC-V (it calls __sync_lock_test_and_set_1 or _2, which no library has).  */",
            "#if defined (__riscv)",
            "#define FZ_SYNC_LTAS_SUBWORD 0",
            "#else",
            "#define FZ_SYNC_LTAS_SUBWORD 1",
            "#endif",
            "",
            "typedef unsigned long long fz_u64;",
            "static fz_u64 fz_sum = 0xcbf29ce484222325ull;",
            "static int fz_parr[64];",
            "",
            "static void",
            "fz_mix (fz_u64 v)",
            "{",
            "  fz_sum = (fz_sum ^ v) * 0x100000001b3ull;",
            "  fz_sum ^= fz_sum >> 29;",
            "}",
            "",
            "__attribute__ ((unused)) static void",
            "fz_mixb (const void *p, unsigned long n)",
            "{",
            "  const unsigned char *c = (const unsigned char *) p;",
            "  for (unsigned long i = 0; i < n; i++)",
            "    fz_mix (c[i]);",
            "}",
            "",
            "__attribute__ ((unused)) static void",
            "fz_mixd (double d)",
            "{",
            "  fz_u64 u;",
            "  memcpy (&u, &d, sizeof u);",
            "  fz_mix (u);",
            "}",
            "",
            "/* A pointer is folded as its offset into fz_parr (addresses differ between builds).  */",
            "__attribute__ ((unused)) static void",
            "fz_mixp (const void *p)",
            "{",
            "  fz_mix ((fz_u64) ((const char *) p - (const char *) fz_parr));",
            "}",
            "",
            "#ifdef __SIZEOF_INT128__",
            "__attribute__ ((unused)) static void",
            "fz_mix128 (unsigned __int128 v)",
            "{",
            "  fz_mix ((fz_u64) v);",
            "  fz_mix ((fz_u64) (v >> 64));",
            "}",
            "",
            "__attribute__ ((unused)) static unsigned __int128",
            "fz_wide (fz_u64 v)",
            "{",
            "  return ((unsigned __int128) (v * 0x9e3779b97f4a7c15ull) << 64) | v;",
            "}",
            "#endif",
            "",
            "static void",
            "fz_report (const char *where)",
            "{",
            "  printf (\"%s %016llx\\n\", where, fz_sum);",
            "}",
            "",
            "/* Values the compiler cannot see.  */",
            "static const fz_u64 fz_vals[8] = {",
            "  " + ", ".join("0x%xull" % self.r.u64() for _ in range(4)) + ",",
            "  " + ", ".join("0x%xull" % self.r.u64() for _ in range(4)),
            "};",
            "",
            "__attribute__ ((noinline, unused)) static fz_u64",
            "fz_val (int k)",
            "{",
            "  return fz_vals[k & 7];",
            "}",
            "",
            "#ifdef __SIZEOF_INT128__",
            "__attribute__ ((noinline, unused)) static unsigned __int128",
            "fz_val128 (int k)",
            "{",
            "  return ((unsigned __int128) fz_vals[(k + 3) & 7] << 64) | fz_vals[k & 7];",
            "}",
            "#endif",
            "",
            "/* An order the optimisers cannot see, even after inlining (treated as seq_cst).  */",
            "__attribute__ ((unused)) static int",
            "fz_hide (int o)",
            "{",
            "  __asm__ (\"\" : \"+r\" (o));",
            "  return o;",
            "}",
            "",
            "/* Where escaping locals' addresses go.  */",
            "static void *volatile fz_sink;",
            "",
            "__attribute__ ((noinline, unused)) static void",
            "fz_escape (void *p)",
            "{",
            "  fz_sink = p;",
            "}",
            "",
            "/* liburcu / Concurrency Kit style statement-expression macros.  */",
            "#define FZ_SE(T, X) __extension__ ({ T fz_se_ = (X); fz_se_; })",
        ]
        if self.cxx:
            common += [
                "#define FZ_ADD_RETURN(p, v) __extension__ ({ auto fz_r_ = __atomic_add_fetch ((p), (v), __ATOMIC_SEQ_CST); fz_r_; })",
                "#define FZ_SUB_RETURN(p, v) __extension__ ({ auto fz_r_ = __atomic_sub_fetch ((p), (v), __ATOMIC_RELAXED); fz_r_; })",
                "#define FZ_XCHG_RETURN(p, v) __extension__ ({ auto fz_r_ = __atomic_exchange_n ((p), (v), __ATOMIC_ACQ_REL); fz_r_; })",
                "#define FZ_LOAD_ACQ(p) __extension__ ({ auto fz_r_ = __atomic_load_n ((p), __ATOMIC_ACQUIRE); fz_r_; })",
                "#define FZ_CMPXCHG(p, o, n) __extension__ ({ auto fz_o_ = (o); __atomic_compare_exchange_n ((p), &fz_o_, (n), 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); fz_o_; })",
            ]
        else:
            common += [
                "#define FZ_ADD_RETURN(p, v) __extension__ ({ __typeof__ (*(p)) fz_r_ = __atomic_add_fetch ((p), (v), __ATOMIC_SEQ_CST); fz_r_; })",
                "#define FZ_SUB_RETURN(p, v) __extension__ ({ __typeof__ (*(p)) fz_r_ = __atomic_sub_fetch ((p), (v), __ATOMIC_RELAXED); fz_r_; })",
                "#define FZ_XCHG_RETURN(p, v) __extension__ ({ __typeof__ (*(p)) fz_r_ = __atomic_exchange_n ((p), (v), __ATOMIC_ACQ_REL); fz_r_; })",
                "#define FZ_LOAD_ACQ(p) __extension__ ({ __typeof__ (*(p)) fz_r_ = __atomic_load_n ((p), __ATOMIC_ACQUIRE); fz_r_; })",
                "#define FZ_CMPXCHG(p, o, n) __extension__ ({ __typeof__ (*(p)) fz_o_ = (o); __atomic_compare_exchange_n ((p), &fz_o_, (n), 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); fz_o_; })",
            ]
        common += [
            "",
            "/* __atomic_is_lock_free: folded into the checksum only where GCC alone folds it itself",
            "   (__atomic_always_lock_free).  Elsewhere the builds ask different runtimes, which may",
            "   answer differently by decision (README, Known limits: 16 bytes on x86-64 and AArch64, 8",
            "   on Arm before v6K answer 1 with libatomlower, 0 with libatomic alone; tested per target",
            "   by atomlower.exec/is-lock-free-per-target.c).  There the answer must equal what the",
            "   program's own runtime answers out of line for the same address, which holds in both",
            "   builds.  */",
            "extern %s fz_runtime_is_lock_free (%s, const volatile void *) __asm__ (\"__atomic_is_lock_free\");" % (
                "\"C\" bool" if self.cxx else "_Bool", "std::size_t" if self.cxx else "__SIZE_TYPE__"),
            "#define FZ_LOCK_FREE_ANSWER(n, p, answer) \\",
            "  (__atomic_always_lock_free ((n), 0) ? fz_mix (answer) \\",
            "   : fz_mix ((answer) == fz_runtime_is_lock_free ((n), (p))))",
            "#define FZ_LOCK_FREE(n, p) FZ_LOCK_FREE_ANSWER ((n), (p), __atomic_is_lock_free ((n), (p)))",
            "/* An answer without an address to ask the runtime about (std::atomic<T>::is_lock_free):",
            "   folded where GCC alone folds it, else only asked.  */",
            "#define FZ_LOCK_FREE_CALL(n, answer) \\",
            "  (__atomic_always_lock_free ((n), 0) ? fz_mix (answer) : (void) (answer))",
            "",
        ]
        if self.cxx:
            common += [
                "static std::memory_order __attribute__ ((unused))",
                "fz_hide_mo (std::memory_order o)",
                "{",
                "  int i = static_cast<int> (o);",
                "  __asm__ (\"\" : \"+r\" (i));",
                "  return static_cast<std::memory_order> (i);",
                "}",
                "",
                "/* Inline wrappers taking the order as a parameter (std::atomic or std::atomic_ref).  */",
                "template<typename A> static inline auto fz_w_load (A &&a, std::memory_order o) { return a.load (o); }",
                "template<typename A, typename V> static inline auto fz_w_xchg (A &&a, V v, std::memory_order o) { return a.exchange (v, o); }",
                "template<typename A, typename V> static inline bool fz_w_cas (A &&a, V &e, V d, std::memory_order s, std::memory_order f) { return a.compare_exchange_strong (e, d, s, f); }",
                "template<typename A, typename V> static inline auto fz_w_fetch_add (A &&a, V v, std::memory_order o) { return a.fetch_add (v, o); }",
                "template<typename A, typename V> static inline auto fz_w_fetch_or (A &&a, V v, std::memory_order o) { return a.fetch_or (v, o); }",
                "template<typename A, typename V> static inline auto fz_w_fetch_and (A &&a, V v, std::memory_order o) { return a.fetch_and (v, o); }",
                "",
            ]
        for l in common:
            out.append((), l)
        # Generic-size struct types (always declared: a few lines).
        for t in STRUCTS:
            et, n, _ = t.init
            al = " __attribute__ ((aligned (%d)))" % t.align if t.align else ""
            tag = "fz_gen" + t.key[1:]
            g = type_guard(t)
            if self.cxx:
                out.append(g, "struct%s %s { %s e[%d]; };" % (al, tag, et, n))
            else:
                out.append(g, "struct%s %s { %s e[%d]; };" % (al, tag, et, n))
        out.append((), "")
        return out


class Lines:
    """Lines with preprocessor guards: consecutive lines with the same guard share one #if."""

    def __init__(self):
        self.items = []

    def append(self, guard, line):
        self.items.append((tuple(guard), line))

    def extend(self, other):
        self.items += other.items

    def render(self):
        out = []
        cur = ()
        for guard, line in self.items:
            if guard != cur:
                if cur:
                    out.append("#endif")
                if guard:
                    out.append("#if " + " && ".join(guard))
                cur = guard
            out.append(line)
        if cur:
            out.append("#endif")
        return "\n".join(out) + "\n"


def default_lang(seed):
    return "c" if seed % 2 == 0 else "c++"


def generate(seed, lang=None, size=24):
    g = Gen(seed, lang or default_lang(seed), size)
    return g.program(), g.cover


TYPE_WIDTH = dict([(t.key, str(t.width) if t.exact else "L") for t in INT_TYPES]
                  + [("b", "b"), ("f", "fp"), ("d", "fp"), ("p", "ptr")] + [(t.key, "gen") for t in STRUCTS])
COLUMNS = ["1", "2", "4", "8", "16", "L", "b", "fp", "ptr", "gen"]


def coverage_report(total):
    """One row per operation (and interface), one column per width (L: long, b: bool, fp:
    float/double, ptr: pointer, gen: generic sizes); a cell counts the distinct memory orders
    (order pairs for a compare-exchange) used, or "+" for an operation without an order."""
    rows = {}
    for key in total:
        fam, rest = key[0], key[1:]
        if fam not in ("order", "sync", "c11", "std", "se_macro", "lock_free", "fence", "flag", "ptr_step"):
            continue
        tys = [x for x in rest if isinstance(x, str) and x in TYPE_WIDTH]
        col = TYPE_WIDTH[tys[-1]] if tys else "-"
        name = " ".join(str(x) for x in rest if isinstance(x, str) and x not in TYPE_WIDTH)
        if fam != "order":
            name = fam + " " + name
        orders = tuple(x for x in rest if isinstance(x, int))
        rows.setdefault(name, {}).setdefault(col, set()).add(orders)
    print("%-52s %s" % ("operation", " ".join("%4s" % c for c in COLUMNS + ["-"])))
    for name in sorted(rows):
        cells = []
        for c in COLUMNS + ["-"]:
            seen = rows[name].get(c)
            cells.append("%4s" % ("" if not seen else "+" if seen == {()} else len(seen)))
        print("%-52s %s" % (name[:52], " ".join(cells)))
    print("%d rows, %d cells" % (len(rows), len(total)))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("seeds", nargs="+", type=int)
    ap.add_argument("--lang", choices=["c", "c++"])
    ap.add_argument("--size", type=int, default=24, help="statements per function (about)")
    ap.add_argument("-o", "--output")
    ap.add_argument("--coverage", action="store_true",
                    help="print how many cells (form, type, order) the seeds use, by family")
    a = ap.parse_args()
    if a.coverage:
        total = {}
        for s in a.seeds:
            for lang in ([a.lang] if a.lang else ["c", "c++"]):
                _, cover = generate(s, lang, a.size)
                for k, v in cover.items():
                    total[k] = total.get(k, 0) + v
        coverage_report(total)
        return 0
    if len(a.seeds) != 1:
        ap.error("one seed (or --coverage)")
    text, _ = generate(a.seeds[0], a.lang, a.size)
    if a.output:
        with open(a.output, "w") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
