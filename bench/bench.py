#!/usr/bin/env python3
"""bench.py — the `make bench` driver (bench/run.sh calls it).

  ./bench/run.sh [--quick] [--only native,codesize,emulated,ctime]

Five parts, each a set of ratios or counts measured in one run:
  native    x86-64 throughput: every contender builds bench/ops.c (or its own
            ao.c / ck.c / bare.c); bench/harness.c calibrates a fixed iteration
            count per contender (~SAMPLE ms), then interleaves the contenders
            for REPS repetitions; a ratio is taken per repetition against GCC
            and the median and the min-max of those ratios are reported.
  codesize  per target (every build/<triplet>/atomlower.so), op, width and
            order: instructions of the lowered sequence (the plugin's report),
            of the function built with the plugin, of GCC 12's function plus
            the library routine it calls, and of Clang 16's (objdump); the
            cells where atomlower is longer than the shorter peer that
            inlines come first.  Then the new instructions (RISC-V
            Zacas/Zabha, AArch64 LSE128/RCpc3, NEW_CELLS): the plugin told by
            arch= against GCC 12, Clang 16 and, from the Debian 13 chroot
            (ATOMLOWER_TRIXIE), GCC 14 and Clang 19.
  emulated  armv5 / aarch64 / riscv64 under qemu-user: atomlower/GCC for the
            cases where GCC calls a library routine and the plugin inlines.
  ctime     compile-time overhead of the plugin (CPU time of cc1, user+sys).
  merge     barriers and instructions on real code (bench/merge.py): libstdc++'s
            29_atomics, Concurrency Kit, liburcu and libatomic_ops compiled per
            target by GCC 12 alone, the plugin with merge=off, the plugin (merged
            barriers) and Clang 16; and on x86-64, the time of a loop of two
            adjacent seq_cst fences, GCC 12 against the plugin.

Writes build/bench/results.md, results.json, codesize.md and *.png; prints
the summary table.  Numbers are never asserted: nothing here fails on a
ratio.
"""
import argparse
import fnmatch
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BENCH = os.path.join(ROOT, "bench")
OUT = os.path.join(ROOT, "build", "bench")
T0 = time.time()


def log(msg):
    print("[%5.1fs] %s" % (time.time() - T0, msg), flush=True)


def run(cmd, check=True, **kw):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)
    if check and p.returncode != 0:
        raise RuntimeError("command failed (%d): %s\n%s" % (p.returncode, " ".join(cmd), p.stderr[-3000:]))
    return p


def first_line(cmd):
    try:
        return run(cmd, check=False).stdout.splitlines()[0].strip()
    except Exception:
        return "?"


def have(prog):
    return shutil.which(prog) is not None


def host_triplet():
    return run(["gcc", "-dumpmachine"]).stdout.strip()


HOST = host_triplet()


def cc_for(triplet):
    return "gcc" if triplet == HOST else triplet + "-gcc"


def objdump_for(triplet):
    return "objdump" if triplet == HOST else triplet + "-objdump"


def plugin_for(triplet):
    p = os.path.join(ROOT, "build", triplet, "atomlower.so")
    return p if os.path.exists(p) else None


def med_range(xs):
    xs = [x for x in xs if x is not None]
    if not xs:
        return None
    return {"median": statistics.median(xs), "min": min(xs), "max": max(xs)}


def fmt_ratio(r, digits=2):
    if r is None:
        return "—"
    return "%.*fx (%.*f–%.*f)" % (digits, r["median"], digits, r["min"], digits, r["max"])


def read_report(path):
    out = []
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line:
                    try:
                        out.append(json.loads(line))
                    except ValueError:
                        pass
    return out


# ---------------------------------------------------------------------------
# native x86-64 throughput
# ---------------------------------------------------------------------------

VARIANTS = {  # name: (flags, ops.c defines)
    "base": ([], ["-DWITH16=0"]),
    "cx16": (["-mcx16"], ["-DWITH16=1", "-DWITH1248=0"]),
    "avx": (["-mcx16", "-mavx"], ["-DWITH16=1", "-DWITH1248=0"]),
}
VARIANT_LABEL = {"base": "", "cx16": " -mcx16", "avx": " -mcx16 -mavx"}
CONTENDERS = ["gcc", "atomlower", "clang", "libatomic_ops", "ck", "bare"]
# Clang 16 and its flags per triplet, as GCC 12 is configured by Debian (bench/merge.py).
sys.path.insert(0, BENCH)
from merge import CLANG, CLANG_FLAGS  # noqa: E402


def build_native(cfg, notes):
    obj = os.path.join(OUT, "obj")
    os.makedirs(obj, exist_ok=True)
    plugin = plugin_for(HOST)
    if not plugin:
        raise RuntimeError("no build/%s/atomlower.so: run make first" % HOST)
    objs = []
    inc = ["-I" + BENCH]
    base = ["-O2", "-Wall", "-Wno-unused-function"]
    have_ao = os.path.exists("/usr/include/atomic_ops.h")
    have_ck = os.path.exists("/usr/include/ck_pr.h")
    have_clang = have(CLANG)
    if not have_ao:
        notes.append("libatomic_ops not installed (libatomic-ops-dev): its column is empty.")
    if not have_ck:
        notes.append("Concurrency Kit not installed (libck-dev): its column is empty.")
    if not have_clang:
        notes.append("%s not installed: its column is empty." % CLANG)
    reports = {}
    for v, (flags, defs) in VARIANTS.items():
        def td(tab, contender):
            return ["-DTABLE=%s_%s" % (tab, v), "-DCONTENDER=\"%s\"" % contender, "-DVARIANT=\"%s\"" % v]
        src = os.path.join(BENCH, "ops.c")
        rep = os.path.join(obj, "al_%s.report.json" % v)
        if os.path.exists(rep):
            os.remove(rep)
        jobs = [
            (["gcc"] + base + flags + defs + td("al", "atomlower") + inc +
             ["-fplugin=" + plugin, "-fplugin-arg-atomlower-report=" + rep, "-c", src], "al_%s.o" % v),
            (["gcc"] + base + flags + defs + td("gcc", "gcc") + inc + ["-c", src], "gcc_%s.o" % v),
            (["gcc"] + base + flags + ["-DTABLE=bare_%s" % v, "-DVARIANT=\"%s\"" % v] + inc +
             ["-c", os.path.join(BENCH, "bare.c")], "bare_%s.o" % v),
        ]
        if have_clang:
            jobs.append(([CLANG] + base + ["-fno-unroll-loops"] + flags + defs + td("clang", "clang") + inc +
                         ["-c", src], "clang_%s.o" % v))
        if have_ao:
            jobs.append((["gcc"] + base + flags + ["-DTABLE=ao_%s" % v, "-DVARIANT=\"%s\"" % v] + inc +
                         ["-c", os.path.join(BENCH, "ao.c")], "ao_%s.o" % v))
        if have_ck:
            jobs.append((["gcc"] + base + flags + ["-DTABLE=ck_%s" % v, "-DVARIANT=\"%s\"" % v] + inc +
                         ["-c", os.path.join(BENCH, "ck.c")], "ck_%s.o" % v))
        procs = [(subprocess.Popen(cmd + ["-o", os.path.join(obj, o)], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True), cmd, o) for cmd, o in jobs]
        for p, cmd, o in procs:
            _, err = p.communicate()
            if p.returncode != 0:
                if o.startswith("al_"):
                    raise RuntimeError("the plugin failed on bench/ops.c (%s):\n%s" % (v, err[-3000:]))
                notes.append("could not build %s: %s" % (o, err.strip().splitlines()[-1] if err.strip() else "?"))
                continue
            objs.append(os.path.join(obj, o))
        reports[v] = read_report(rep)
    h = os.path.join(obj, "harness.o")
    run(["gcc", "-O2", "-Wall", "-c", os.path.join(BENCH, "harness.c"), "-o", h] + inc)
    exe = os.path.join(OUT, "harness-" + HOST)
    # The plugin's -mcx16 16-byte loads and stores read libatomlower's CPU word
    # (__atomlower_x86_cpu); only the object defining it is linked, so that GCC's own
    # contender still calls libatomic for everything else.
    cpu = os.path.join(ROOT, "build", HOST, "shim", "arch.o")
    run(["gcc", "-o", exe, h] + objs + ([cpu] if os.path.exists(cpu) else []) + ["-latomic", "-lpthread"])
    # Sites the plugin did not inline are a finding, not a failure.
    for v, rs in reports.items():
        for r in rs:
            if r.get("decision") != "inline":
                notes.append("native %s: %s in %s: %s (%s)" % (v, r.get("builtin"), r.get("function"),
                                                               r.get("decision"), r.get("reason")))
    return exe


def native_cases(cfg):
    orders_rmw = ["seq_cst"] if cfg.quick else ["relaxed", "acquire", "release", "seq_cst"]
    orders_load = ["seq_cst"] if cfg.quick else ["relaxed", "acquire", "seq_cst"]
    orders_store = ["seq_cst"] if cfg.quick else ["relaxed", "release", "seq_cst"]
    cases = []
    for w in (4, 8):
        for op in ("fetch_add", "fetch_add_unused", "cas", "exchange"):
            for o in orders_rmw:
                cases.append(("base", "%s.%d.%s" % (op, w, o)))
        for o in orders_load:
            cases.append(("base", "load.%d.%s" % (w, o)))
        for o in orders_store:
            cases.append(("base", "store.%d.%s" % (w, o)))
    cases.append(("base", "fence.0.seq_cst"))
    o16 = ["seq_cst"] if cfg.quick else ["relaxed", "seq_cst"]
    for v in ("cx16", "avx"):
        cases.append((v, "cas.16.seq_cst"))
        cases.append((v, "exchange.16.seq_cst"))
        for o in o16:
            cases.append((v, "load.16.%s" % o))
        for o in o16:
            cases.append((v, "store.16.%s" % o))
    return cases


def run_harness(prefix, variant, case, threads, cfg, contenders):
    cmd = prefix + ["run", variant, case, str(threads), str(cfg.sample_ms), str(cfg.reps)] + contenders
    p = run(cmd, check=False)
    if p.returncode != 0:
        return None, p.stderr.strip()
    tput = {c: [None] * cfg.reps for c in contenders}
    iters, unclean = {}, 0
    for line in p.stdout.splitlines():
        f = line.split()
        if f[0] == "n":
            iters[f[1]] = int(f[2])
        elif f[0] == "rep":
            tput[f[2]][int(f[1])] = float(f[3])
        elif f[0] == "unclean":
            unclean = int(f[1])
    return {"tput": tput, "n": iters, "unclean": unclean}, None


def ratios(tput, num, den):
    if num not in tput or den not in tput:
        return None
    return med_range([a / b for a, b in zip(tput[num], tput[den]) if a and b])


def part_native(cfg, res, notes):
    log("native: building the contenders (GCC 12 + atomlower, GCC 12, Clang 14, libatomic_ops, CK, bare)")
    exe = build_native(cfg, notes)
    avail = {}
    for line in run([exe, "list"]).stdout.splitlines():
        v, name, c = line.split()
        avail.setdefault((v, name), set()).add(c)
    cases = native_cases(cfg)
    todo = [(t, v, c) for t in (1, 2) for v, c in cases]
    out = []
    for i, (threads, v, case) in enumerate(todo):
        cont = [c for c in CONTENDERS if c in avail.get((v, case), ())]
        t = time.time()
        r, err = run_harness([exe], v, case, threads, cfg, cont)
        label = "%s%s" % (case, VARIANT_LABEL[v])
        if r is None:
            log("[%3d/%d] %dT %-34s FAILED: %s" % (i + 1, len(todo), threads, label, err))
            notes.append("native %s %dT failed: %s" % (label, threads, err))
            continue
        entry = {"variant": v, "case": case, "threads": threads, "label": label,
                 "tput": r["tput"], "n": r["n"], "unclean": r["unclean"],
                 "vs_gcc": {c: ratios(r["tput"], c, "gcc") for c in cont if c != "gcc"},
                 "al_vs_bare": ratios(r["tput"], "atomlower", "bare"),
                 "gcc_mops": statistics.median([x for x in r["tput"]["gcc"] if x]) / 1e6}
        out.append(entry)
        shown = "  ".join("%s %.2fx" % (c, entry["vs_gcc"][c]["median"]) for c in cont
                          if c != "gcc" and entry["vs_gcc"][c])
        log("[%3d/%d] %dT %-34s gcc %8.1f Mop/s  %s  (%.1fs%s)" % (
            i + 1, len(todo), threads, label, entry["gcc_mops"], shown, time.time() - t,
            ", %d unclean" % r["unclean"] if r["unclean"] else ""))
    res["native"] = out


# ---------------------------------------------------------------------------
# code size
# ---------------------------------------------------------------------------

CS_ORDERS_RMW = ["relaxed", "acquire", "release", "acq_rel", "seq_cst"]
CS_ORDERS_LOAD = ["relaxed", "acquire", "seq_cst"]
CS_ORDERS_STORE = ["relaxed", "release", "seq_cst"]
ORDER_MACRO = {"relaxed": "__ATOMIC_RELAXED", "acquire": "__ATOMIC_ACQUIRE", "release": "__ATOMIC_RELEASE",
               "acq_rel": "__ATOMIC_ACQ_REL", "seq_cst": "__ATOMIC_SEQ_CST"}
FAIL_ORDER = {"relaxed": "relaxed", "acquire": "acquire", "release": "relaxed", "acq_rel": "acquire",
              "seq_cst": "seq_cst"}
# cas: *expected through a pointer (written back on failure); cas_value: expected by value, the
# success alone (a local expected, as std::atomic's compare_exchange_strong after inlining).
CS_RMW = ["exchange", "cas", "cas_value", "fetch_add", "fetch_add_unused", "fetch_sub", "fetch_and",
          "fetch_or", "fetch_xor", "fetch_nand", "add_fetch"]
CS_WIDTHS = [1, 2, 4, 8, 16]


def codesize_source():
    """One function per (op, width, order): each the builtin alone."""
    L = ["/* generated by bench/bench.py: one function per atomic operation */",
         "#include <stdint.h>",
         "typedef uint8_t t1; typedef uint16_t t2; typedef uint32_t t4; typedef uint64_t t8;",
         "#ifdef __SIZEOF_INT128__",
         "typedef unsigned __int128 t16 __attribute__((aligned(16)));",
         "#endif"]
    rows = []
    for w in CS_WIDTHS:
        if w == 16:
            L.append("#ifdef __SIZEOF_INT128__")
        T = "t%d" % w
        for o in CS_ORDERS_LOAD:
            n = "load_%d_%s" % (w, o)
            L.append("%s %s(%s *p) { return __atomic_load_n(p, %s); }" % (T, n, T, ORDER_MACRO[o]))
            rows.append(("load", w, o, n))
        for o in CS_ORDERS_STORE:
            n = "store_%d_%s" % (w, o)
            L.append("void %s(%s *p, %s v) { __atomic_store_n(p, v, %s); }" % (n, T, T, ORDER_MACRO[o]))
            rows.append(("store", w, o, n))
        for op in CS_RMW:
            for o in CS_ORDERS_RMW:
                n = "%s_%d_%s" % (op, w, o)
                m = ORDER_MACRO[o]
                if op == "exchange":
                    body = "%s %s(%s *p, %s v) { return __atomic_exchange_n(p, v, %s); }" % (T, n, T, T, m)
                elif op == "cas":
                    body = ("_Bool %s(%s *p, %s *e, %s d) { return __atomic_compare_exchange_n(p, e, d, 0, %s, %s); }"
                            % (n, T, T, T, m, ORDER_MACRO[FAIL_ORDER[o]]))
                elif op == "cas_value":
                    body = ("_Bool %s(%s *p, %s e, %s d) { return __atomic_compare_exchange_n(p, &e, d, 0, %s, %s); }"
                            % (n, T, T, T, m, ORDER_MACRO[FAIL_ORDER[o]]))
                elif op == "fetch_add_unused":
                    body = "void %s(%s *p, %s v) { __atomic_fetch_add(p, v, %s); }" % (n, T, T, m)
                else:
                    body = "%s %s(%s *p, %s v) { return __atomic_%s(p, v, %s); }" % (T, n, T, T, op, m)
                L.append(body)
                rows.append((op, w, o, n))
        if w == 16:
            L.append("#endif")
    for o in CS_ORDERS_RMW:
        n = "test_and_set_1_%s" % o
        L.append("_Bool %s(void *p) { return __atomic_test_and_set(p, %s); }" % (n, ORDER_MACRO[o]))
        rows.append(("test_and_set", 1, o, n))
    for o in CS_ORDERS_STORE:
        n = "clear_1_%s" % o
        L.append("void %s(_Bool *p) { __atomic_clear(p, %s); }" % (n, ORDER_MACRO[o]))
        rows.append(("clear", 1, o, n))
    for o in ["acquire", "release", "acq_rel", "seq_cst"]:
        n = "fence_0_%s" % o
        L.append("void %s(void) { __atomic_thread_fence(%s); }" % (n, ORDER_MACRO[o]))
        rows.append(("fence", 0, o, n))
    return "\n".join(L) + "\n", rows


# Not counted: returns, padding, endbr64, literal-pool data, ppc64 TOC setup.
SKIP_INSN = re.compile(r"^(ret[qlw]?\b|unop\b|return\b|rts\b|bv,?n?\s+r0\(rp\)|br\s+%r14\b|j_s(\.d)?\s+\[blink\]|jrc\s+ra\b|endbr64|nop|xchg\s+%ax,%ax|data16|cs nop|int3|bx\s+lr\b|blr\b|"
                       r"\.word|\.long|\.short|\.byte|\.inst|c\.nop|addis\s+r2,r12,|addi\s+r2,r2,|"
                       r"pop(\.w)?\s+\{.*pc\}|ldr(\.w)?\s+pc,\s*\[sp\]|ldm(ia)?(\.w)?\s+sp!,\s*\{.*pc\}|jr\s+ra\b|udf|ud2|\(bad\))")
# A call to a library routine, whatever the relocation that names it (a PLT branch, MIPS's
# CALL16/JALR pair, SH's and m68k's literal or absolute address, PA-RISC's PCREL17F, ELFv1's
# descriptor): the symbol decides. __aarch64_have_lse_atomics (a flag the dispatch loads) is data.
LIB_CALL = re.compile(r"^(__atomic_\w+|__sync_\w+|__aarch64_(cas|swp|ld)\w+|__kernel_\w+)$")
RELOC = re.compile(r"^R_\w+\s+(\S+)")


# An instruction word the installed objdump cannot decode (binutils 2.40 prints LSE128/RCpc3 as
# ".inst 0x... ; undefined", Zacas/Zabha as ".4byte 0x..."): counted where words_are_insns.
RAW_WORD = re.compile(r"^(\.inst|\.insn|\.[248]byte)\b")


def objdump_functions(objdump, path, archive=False, words_are_insns=False):
    """{function: {"insns": n, "calls": [symbols]}} from objdump -dr.

    words_are_insns: count a raw word (RAW_WORD) as an instruction; for code with no
    literal data in it (the new-instruction cells and the routines they call)."""
    p = run([objdump, "-dr", "--no-show-raw-insn", path], check=False)
    funcs, cur = {}, None
    for line in p.stdout.splitlines():
        m = re.match(r"^[0-9a-f]+ <([^>]+)>:$", line)
        if m and not re.match(r"^(\.L|\$|L0)", m.group(1)):  # riscv local labels, mapping symbols
            # ppc64 ELFv1: the code of f is the symbol .f (f names its descriptor in .opd)
            name = m.group(1)[1:] if m.group(1).startswith(".") else m.group(1)
            cur = funcs.setdefault(name, {"insns": 0, "calls": [], "text": []})
            continue
        if m:
            continue
        if cur is None:
            continue
        m = re.match(r"^\s+[0-9a-f]+:\s+(.*)$", line)
        if not m:
            continue
        text = m.group(1).strip()
        if text.startswith("R_"):
            c = RELOC.match(text)
            sym = re.sub(r"[-+]0x[0-9a-f]+$", "", c.group(1)) if c else ""
            sym = sym[1:] if sym.startswith(".") else sym   # ELFv1 code symbol
            if LIB_CALL.match(sym) and sym not in cur["calls"]:
                cur["calls"].append(sym)
            continue
        if SKIP_INSN.match(text) and not (words_are_insns and RAW_WORD.match(text)):
            continue
        cur["insns"] += 1
        # branch targets as labels, so two objects' functions compare instruction by instruction
        cur["text"].append(" ".join(re.sub(r"\b[0-9a-f]+ <[^>]*>", "<L>", text).split()))
    return funcs


_lib_cache = {}


def library_routines(triplet):
    """Instruction counts of the routines GCC calls: libatomic.a, libgcc.a."""
    if triplet in _lib_cache:
        return _lib_cache[triplet]
    cc, od = cc_for(triplet), objdump_for(triplet)
    routines, ifuncs = {}, set()
    libs = [run([cc, "-print-file-name=libatomic.a"], check=False).stdout.strip(),
            run([cc, "-print-libgcc-file-name"], check=False).stdout.strip()]
    shim = os.path.join(ROOT, "build", triplet, "libatomlower.a")
    for lib in libs + [shim]:
        if not lib or not os.path.exists(lib):
            continue
        tag = "shim" if lib == shim else "lib"
        for name, f in objdump_functions(od, lib, archive=True).items():
            routines.setdefault((tag, name), f)
        nm = triplet + "-nm" if triplet != HOST else "nm"
        for line in run([nm, lib], check=False).stdout.splitlines():
            f = line.split()
            if len(f) == 3 and f[1] == "i":
                ifuncs.add(f[2])
    _lib_cache[triplet] = (routines, ifuncs)
    return routines, ifuncs


def callee_insns(triplet, sym, tag="lib"):
    routines, ifuncs = library_routines(triplet)
    name = sym
    if sym in ifuncs and sym.startswith("__atomic_"):
        # An IFUNC: count the variant this machine selects (x86-64 libatomic:
        # _i1 = AVX+CX16, the one chosen on every AVX machine).
        cand = "libat_" + sym[len("__atomic_"):] + "_i1"
        if (tag, cand) in routines:
            name = cand
    f = routines.get((tag, name))
    if f is None:
        return None, name
    return f["insns"], name


def codesize_configs():
    cfgs = []
    for so in sorted(glob.glob(os.path.join(ROOT, "build", "*", "atomlower.so"))):
        t = os.path.basename(os.path.dirname(so))
        if t == "host":
            continue
        if t == HOST:
            cfgs += [(HOST, "x86_64", []), (HOST, "x86_64 -mcx16", ["-mcx16"]),
                     (HOST, "x86_64 -mcx16 -mavx", ["-mcx16", "-mavx"])] if HOST.startswith("x86_64") else [(t, t, [])]
        else:
            cfgs.append((t, {"arm-linux-gnueabi": "armv5te (arm-linux-gnueabi)",
                             "arm-linux-gnueabihf": "armv7 Thumb-2 (arm-linux-gnueabihf)"}.get(t, t), []))
    return cfgs


def part_codesize(cfg, res, notes):
    src, rows = codesize_source()
    d = os.path.join(OUT, "codesize")
    os.makedirs(d, exist_ok=True)
    cpath = os.path.join(d, "atomics.c")
    with open(cpath, "w") as f:
        f.write(src)
    out = []
    for triplet, label, flags in codesize_configs():
        cc = cc_for(triplet)
        if not have(cc) or not have(objdump_for(triplet)):
            notes.append("codesize %s: %s or its objdump not installed, skipped" % (label, cc))
            continue
        tag = re.sub(r"[^A-Za-z0-9]+", "_", label)
        common = [cc, "-O2", "-ffunction-sections", "-fno-asynchronous-unwind-tables", "-w"] + flags + ["-c", cpath]
        rep = os.path.join(d, tag + ".report.json")
        if os.path.exists(rep):
            os.remove(rep)
        g = run(common + ["-o", os.path.join(d, tag + ".gcc.o")], check=False)
        a = run(common + ["-fplugin=" + plugin_for(triplet), "-fplugin-arg-atomlower-report=" + rep,
                          "-o", os.path.join(d, tag + ".al.o")], check=False)
        if g.returncode != 0 or a.returncode != 0:
            err = (a.stderr if a.returncode else g.stderr).strip().splitlines()
            notes.append("codesize %s: compile failed: %s" % (label, err[-1] if err else "?"))
            log("codesize %-40s FAILED" % label)
            continue
        gf = objdump_functions(objdump_for(triplet), os.path.join(d, tag + ".gcc.o"))
        af = objdump_functions(objdump_for(triplet), os.path.join(d, tag + ".al.o"))
        cf = {}
        if have(CLANG):
            cl = run([CLANG, "--target=" + triplet] + CLANG_FLAGS.get(triplet, []) + common[1:]
                     + ["-o", os.path.join(d, tag + ".clang.o")], check=False)
            if cl.returncode == 0:
                cf = objdump_functions(objdump_for(triplet), os.path.join(d, tag + ".clang.o"))
            else:
                err = cl.stderr.strip().splitlines()
                notes.append("codesize %s: %s failed: %s" % (label, CLANG, err[-1] if err else "?"))
        sites = {}
        for r in read_report(rep):
            sites.setdefault(r.get("function"), []).append(r)
        cells = []
        for op, w, o, fn in rows:
            if fn not in gf:
                continue  # no __int128 on this target
            gfun, afun = gf[fn], af.get(fn, {"insns": None, "calls": [], "text": None})
            gcall = [s for s in gfun["calls"]]
            gcallee = None
            if gcall:
                gcallee, _ = callee_insns(triplet, gcall[0])
            srep = sites.get(fn, [])
            decision = srep[0].get("decision") if srep else "none"
            seq = sum(r.get("insns", 0) for r in srep) if srep and all(r.get("decision") == "inline" for r in srep) else None
            acallee = None
            if afun["calls"]:
                acallee, _ = callee_insns(triplet, afun["calls"][0], "shim")
                if acallee is None:
                    acallee, _ = callee_insns(triplet, afun["calls"][0])
            cfun = cf.get(fn)
            ccallee = None
            if cfun and cfun["calls"]:
                ccallee, _ = callee_insns(triplet, cfun["calls"][0])
            cells.append({"op": op, "width": w, "order": o, "function": fn, "decision": decision,
                          "clang_fn": cfun["insns"] if cfun else None,
                          "clang_calls": cfun["calls"] if cfun else [], "clang_callee": ccallee,
                          "recipe": srep[0].get("recipe") if srep else None,
                          "reason": srep[0].get("reason") if srep else None,
                          "seq": seq, "al_fn": afun["insns"], "al_calls": afun["calls"], "al_callee": acallee,
                          "gcc_fn": gfun["insns"], "gcc_calls": gcall, "gcc_callee": gcallee,
                          "as_gcc": afun["text"] == gfun["text"]})
        out.append({"triplet": triplet, "label": label, "flags": flags, "cells": cells,
                    "target": (read_report(rep) or [{}])[0].get("target")})
        dec = {}
        for c in cells:
            dec[c["decision"]] = dec.get(c["decision"], 0) + 1
        log("codesize %-40s %d sites, decisions %s" % (label, len(cells), dec))
    res["codesize"] = out
    part_codesize_new(cfg, res, notes, cpath, d)


# ---------------------------------------------------------------------------
# code size of the new instructions (RISC-V Zacas/Zabha, AArch64 LSE128/RCpc3)
# ---------------------------------------------------------------------------
# GCC 11-14 know none of these: the plugin is told by arch=.  The peers are GCC 12 alone and the
# compilers that know the extensions: Clang 16 (host) and, from a Debian 13 chroot, GCC 14 and
# Clang 19.  A column whose compiler refuses every -march it is offered shows "–" and the refusal;
# a "fallback" column compiles for the base architecture instead (GCC 14 has no Zacas).

TRIXIE = os.environ.get("ATOMLOWER_TRIXIE", "/var/cache/atomlower/dist/trixie/root")
CHROOT_DIR = "/tmp/atomlower-bench-newcells"   # inside TRIXIE
RV_EXP = ["-menable-experimental-extensions"]


def _nc_rows():
    rv, a64 = [], []
    for o in CS_ORDERS_RMW:
        for w in (1, 2, 4, 8, 16):
            rv.append("cas_%d_%s" % (w, o))
    for w in (1, 2):
        for op in [x for x in CS_RMW if x not in ("cas", "cas_value")]:
            for o in CS_ORDERS_RMW:
                rv.append("%s_%d_%s" % (op, w, o))
    for op in ("exchange", "fetch_or", "fetch_and"):
        for o in CS_ORDERS_RMW:
            a64.append("%s_16_%s" % (op, o))
    a64 += ["load_16_%s" % o for o in CS_ORDERS_LOAD] + ["store_16_%s" % o for o in CS_ORDERS_STORE]
    return rv, a64


NC_RV_ROWS, NC_A64_ROWS = _nc_rows()
NEW_CELLS = [
    {"label": "riscv64 Zacas+Zabha", "triplet": "riscv64-linux-gnu", "arch": "rv64+zacas+zabha",
     "rows": NC_RV_ROWS, "common": ["-mabi=lp64d"],
     "cols": [
         {"key": "atomlower", "name": "atomlower (GCC 12 + arch=rv64+zacas+zabha)", "where": "host",
          "cc": "riscv64-linux-gnu-gcc", "tries": [["-march=rv64gc"]], "plugin": True},
         {"key": "gcc12", "name": "GCC 12", "where": "host", "cc": "riscv64-linux-gnu-gcc",
          "tries": [["-march=rv64gc"]]},
         {"key": "clang16", "name": "Clang 16", "where": "host", "cc": "clang-16", "target": True,
          "tries": [["-march=rv64gc_zacas_zabha"] + RV_EXP, ["-march=rv64gc_zacas1p0_zabha1p0"] + RV_EXP]},
         {"key": "gcc14", "name": "GCC 14", "where": "trixie", "cc": "riscv64-linux-gnu-gcc-14",
          "tries": [["-march=rv64gc_zacas_zabha"]], "fallback": ["-march=rv64gc"]},
         {"key": "clang19", "name": "Clang 19", "where": "trixie", "cc": "clang-19", "target": True,
          "tries": [["-march=rv64gc_zacas_zabha"] + RV_EXP, ["-march=rv64gc_zacas1p0_zabha1p0"] + RV_EXP]},
     ]},
    {"label": "aarch64 LSE128+RCpc3", "triplet": "aarch64-linux-gnu", "arch": "aarch64+lse+rcpc+lse2+lse128+rcpc3",
     "rows": NC_A64_ROWS, "common": [],
     "cols": [
         {"key": "atomlower", "name": "atomlower (GCC 12 + arch=aarch64+lse+rcpc+lse2+lse128+rcpc3)",
          "where": "host", "cc": "aarch64-linux-gnu-gcc", "tries": [["-march=armv8.4-a"]], "plugin": True},
         {"key": "gcc12", "name": "GCC 12", "where": "host", "cc": "aarch64-linux-gnu-gcc",
          "tries": [["-march=armv8.4-a"]]},
         {"key": "clang16", "name": "Clang 16", "where": "host", "cc": "clang-16", "target": True,
          "tries": [["-march=armv9.4-a+lse128+rcpc3"]]},
         {"key": "gcc14", "name": "GCC 14", "where": "trixie", "cc": "aarch64-linux-gnu-gcc-14",
          "tries": [["-march=armv9.4-a+lse128+rcpc3"]], "fallback": ["-march=armv8.4-a"]},
         {"key": "clang19", "name": "Clang 19", "where": "trixie", "cc": "clang-19", "target": True,
          "tries": [["-march=armv9.4-a+lse128+rcpc3"]]},
     ]},
]


def trixie_ok():
    """Why the chroot cannot be used, or None."""
    if not os.path.isdir(os.path.join(TRIXIE, "usr", "bin")):
        return "no Debian 13 chroot at %s" % TRIXIE
    if os.geteuid() != 0:
        return "the Debian 13 chroot needs root (chroot)"
    return None


def nc_run(where, cmd):
    return run((["chroot", TRIXIE] if where == "trixie" else []) + cmd, check=False)


def nc_have(where, cc):
    if where == "trixie":
        return os.path.exists(os.path.join(TRIXIE, "usr", "bin", cc))
    return have(cc)


def nc_version(where, cc):
    p = nc_run(where, [cc, "--version"])
    return p.stdout.splitlines()[0].strip() if p.returncode == 0 and p.stdout else "?"


_nc_lib_cache = {}


def nc_routines(where, triplet, gcc):
    """({(tag, name): function}, ifuncs) of libatomic.a and libgcc.a of the GCC a column links with
    (GCC 12 here, GCC 14 in the chroot) and of libatomlower.a; raw words counted."""
    k = (where, triplet)
    if k in _nc_lib_cache:
        return _nc_lib_cache[k]
    root = TRIXIE if where == "trixie" else ""
    libs = [nc_run(where, [gcc, "-print-file-name=libatomic.a"]).stdout.strip(),
            nc_run(where, [gcc, "-print-libgcc-file-name"]).stdout.strip()]
    libs = [(root + l, "lib") for l in libs if l.startswith("/")]
    if where == "host":
        libs.append((os.path.join(ROOT, "build", triplet, "libatomlower.a"), "shim"))
    routines, ifuncs = {}, set()
    for lib, tag in libs:
        if not os.path.exists(lib):
            continue
        for name, f in objdump_functions(objdump_for(triplet), lib, archive=True, words_are_insns=True).items():
            routines.setdefault((tag, name), f)
        for line in run([triplet + "-nm", lib], check=False).stdout.splitlines():
            f = line.split()
            if len(f) == 3 and f[1] == "i":
                ifuncs.add(f[2])
    _nc_lib_cache[k] = (routines, ifuncs)
    return routines, ifuncs


def nc_callee(lib, sym, tags):
    """Instructions of the routine sym reaches, as callee_insns: an IFUNC counts its _i1 variant
    (aarch64 libatomic: LSE2 in GCC 12's, LSE128 where it has one in GCC 14's, else LSE2)."""
    routines, ifuncs = lib
    for tag in tags:
        name = sym
        if sym in ifuncs and sym.startswith("__atomic_"):
            cand = "libat_" + sym[len("__atomic_"):] + "_i1"
            if (tag, cand) in routines:
                name = cand
        if (tag, name) in routines:
            return routines[(tag, name)]["insns"], name
    return None, sym


def part_codesize_new(cfg, res, notes, cpath, d):
    why_not = trixie_ok()
    if why_not:
        notes.append("codesize new instructions: %s: the GCC 14 and Clang 19 columns are skipped" % why_not)
    else:
        cdir = TRIXIE + CHROOT_DIR
        os.makedirs(cdir, exist_ok=True)
        shutil.copy(cpath, os.path.join(cdir, "atomics.c"))
    out = []
    for t in NEW_CELLS:
        triplet = t["triplet"]
        plugin = plugin_for(triplet)
        if not have(objdump_for(triplet)) or not have(triplet + "-gcc"):
            notes.append("codesize %s: %s-gcc or its objdump not installed, skipped" % (t["label"], triplet))
            continue
        cols = []
        for c in t["cols"]:
            col = {"key": c["key"], "name": c["name"], "where": c["where"], "cc": c["cc"], "flags": None,
                   "refused": None, "skipped": None, "fallback": False, "version": None, "cells": {}}
            cols.append(col)
            if c["where"] == "trixie" and why_not:
                col["skipped"] = why_not
                continue
            if not nc_have(c["where"], c["cc"]):
                col["skipped"] = "%s not installed%s" % (c["cc"], " in the chroot" if c["where"] == "trixie" else "")
                continue
            if c.get("plugin") and not plugin:
                col["skipped"] = "build/%s/atomlower.so not built" % triplet
                continue
            col["version"] = nc_version(c["where"], c["cc"])
            tag = "%s.%s" % (re.sub(r"[^A-Za-z0-9]+", "_", t["label"]), c["key"])
            if c["where"] == "trixie":
                src, obj, hobj = CHROOT_DIR + "/atomics.c", CHROOT_DIR + "/" + tag + ".o", TRIXIE + CHROOT_DIR + "/" + tag + ".o"
            else:
                src, obj = cpath, os.path.join(d, tag + ".o")
                hobj = obj
            base = [c["cc"]] + (["--target=" + triplet] if c.get("target") else []) + \
                ["-O2", "-ffunction-sections", "-fno-asynchronous-unwind-tables", "-w"] + t["common"]
            extra = (["-fplugin=" + plugin, "-fplugin-arg-atomlower-arch=" + t["arch"]] if c.get("plugin") else [])
            tries = [(f, False) for f in c["tries"]] + ([(c["fallback"], True)] if c.get("fallback") else [])
            errs = []
            for flags, fb in tries:
                if os.path.exists(hobj):
                    os.remove(hobj)
                p = nc_run(c["where"], base + flags + extra + ["-c", src, "-o", obj])
                if p.returncode == 0 and os.path.exists(hobj):
                    col["flags"], col["fallback"] = flags, fb
                    if hobj != os.path.join(d, tag + ".o"):   # kept beside the others
                        shutil.copy(hobj, os.path.join(d, tag + ".o"))
                        hobj = os.path.join(d, tag + ".o")
                    break
                e = [l for l in p.stderr.splitlines() if "error" in l]
                errs.append(" ".join(flags) + ": " + (e[0] if e else (p.stderr.strip().splitlines() or ["?"])[-1]))
            if errs:
                col["refused"] = "; ".join(errs)
            if col["flags"] is None:
                continue
            funcs = objdump_functions(objdump_for(triplet), hobj, words_are_insns=True)
            # the libraries of the GCC installed beside the compiler (Clang links with them too)
            lib = nc_routines(c["where"], triplet, triplet + ("-gcc-14" if c["where"] == "trixie" else "-gcc"))
            for fn in t["rows"]:
                f = funcs.get(fn)
                if f is None:
                    continue
                cell = {"fn": f["insns"], "calls": f["calls"], "callee": None, "callee_name": None}
                if f["calls"]:
                    cell["callee"], cell["callee_name"] = nc_callee(
                        lib, f["calls"][0], ["shim", "lib"] if c.get("plugin") else ["lib"])
                col["cells"][fn] = cell
        out.append({"label": t["label"], "triplet": triplet, "arch": t["arch"], "rows": t["rows"], "cols": cols})
        log("codesize %-40s %s" % (t["label"], ", ".join(
            "%s %s" % (c["key"], "skipped" if c["skipped"] else "refused" if c["flags"] is None else
                       ("fallback " if c["fallback"] else "") + " ".join(c["flags"])) for c in cols)))
    res["codesize_new"] = out
    if not why_not:
        shutil.rmtree(TRIXIE + CHROOT_DIR, ignore_errors=True)


NC_INTRO = ("Instructions per function (objdump; a word the installed objdump cannot decode counts as one)"
            " `+k*` = the function calls a library routine whose own instructions are k (libatomic.a/libgcc.a of"
            " the GCC beside the compiler: GCC 12 for GCC 12 and Clang 16, GCC 14 for GCC 14 and Clang 19; the"
            " plugin's calls count libatomlower.a; an IFUNC counts its `_i1` variant, on aarch64 the LSE128 or"
            " LSE2 one). Σ adds the routines. `–`: not compiled (the column says why).")


def nc_total(cell):
    return cell["fn"] + ((cell["callee"] or 0) if cell["calls"] else 0)


def nc_fmt(cell):
    if cell is None:
        return "–"
    s = "%d" % cell["fn"]
    if cell["calls"]:
        s += "+%s*" % ("?" if cell["callee"] is None else cell["callee"])
    return s


def nc_col_note(c):
    if c["skipped"]:
        return "%s: – (%s)" % (c["name"], c["skipped"])
    if c["flags"] is None:
        return "%s (%s): – refused: %s" % (c["name"], c["version"], c["refused"])
    s = "%s (%s): `%s`" % (c["name"], c["version"], " ".join(c["flags"]))
    if c["fallback"]:
        s += " — its own code for the base architecture; refused %s" % c["refused"]
    elif c["refused"]:
        s += " (first refused %s)" % c["refused"]
    return s


def nc_groups(t):
    """[(group, [functions])]: op and width, over the orders, in the order first met."""
    g = {}
    for fn in t["rows"]:
        m = re.match(r"^(.*?_\d+)_(relaxed|acquire|release|acq_rel|seq_cst)$", fn)
        g.setdefault(m.group(1), []).append(fn)
    return list(g.items())


def md_codesize_new(res, full=True):
    """The new-instruction cells: full=True every function (codesize.md), else per op and width
    the seq_cst function and the sum over its orders (results.md, docs/bench.md)."""
    L = []
    for t in res.get("codesize_new", []):
        cols = t["cols"]
        L += ["### %s" % t["label"], "", "Columns:"] + ["- " + nc_col_note(c) for c in cols] + [""]
        L.append("| %s | %s |" % ("function" if full else "op, width: seq_cst; Σ orders",
                                   " | ".join(c["key"] for c in cols)))
        L.append("|---|" + "---:|" * len(cols))
        if full:
            for fn in t["rows"]:
                L.append("| `%s` | %s |" % (fn, " | ".join(nc_fmt(c["cells"].get(fn)) if c["flags"] else "–"
                                                          for c in cols)))
        else:
            for g, fns in nc_groups(t):
                row = []
                for c in cols:
                    cs = [c["cells"].get(f) for f in fns]
                    sc = c["cells"].get(g + "_seq_cst")
                    if not c["flags"] or any(x is None for x in cs):
                        row.append("–")
                    else:
                        row.append("%s; %d" % (nc_fmt(sc), sum(nc_total(x) for x in cs)))
                L.append("| %s (%d) | %s |" % (g, len(fns), " | ".join(row)))
        tot = []
        for c in cols:
            cs = [c["cells"].get(f) for f in t["rows"]]
            tot.append("**%d**" % sum(nc_total(x) for x in cs) if c["flags"] and all(cs) else "–")
        L.append("| Σ incl. callees (%d functions) | %s |" % (len(t["rows"]), " | ".join(tot)))
        L.append("")
    return L


# ---------------------------------------------------------------------------
# emulated targets
# ---------------------------------------------------------------------------

EMULATED = [  # label, triplet, qemu arch, qemu cpu, WITH16
    ("armv5te", "arm-linux-gnueabi", "arm", "arm926", 0),
    ("aarch64", "aarch64-linux-gnu", "aarch64", "max", 1),
    ("riscv64", "riscv64-linux-gnu", "riscv64", None, 1),
]
CASE_FN = re.compile(r"^(fetch_add_unused|fetch_add|cas|exchange|load|store|fence)_(\d+)_(relaxed|acquire|release|seq_cst)$")


def part_emulated(cfg, res, notes):
    out, skipped = [], []
    for label, triplet, arch, cpu, w16 in EMULATED:
        qemu = "qemu-%s-static" % arch
        cc = cc_for(triplet)
        plugin = plugin_for(triplet)
        if not plugin or not have(cc) or not have(qemu):
            skipped.append({"target": label, "case": "*", "why": "no plugin, %s or %s" % (cc, qemu)})
            continue
        d = os.path.join(OUT, triplet)
        os.makedirs(d, exist_ok=True)
        rep = os.path.join(d, "al_base.report.json")
        if os.path.exists(rep):
            os.remove(rep)
        common = [cc, "-O2", "-w", "-I" + BENCH, "-DWITH16=%d" % w16, "-DVARIANT=\"base\""]
        src = os.path.join(BENCH, "ops.c")
        try:
            run(common + ["-DTABLE=gcc_base", "-DCONTENDER=\"gcc\"", "-c", src, "-o", os.path.join(d, "gcc_base.o")])
            al = run(common + ["-DTABLE=al_base", "-DCONTENDER=\"atomlower\"", "-fplugin=" + plugin,
                               "-fplugin-arg-atomlower-report=" + rep, "-c", src, "-o", os.path.join(d, "al_base.o")],
                     check=False)
            if al.returncode != 0:
                err = al.stderr.strip().splitlines()
                skipped.append({"target": label, "case": "*", "why": "plugin failed: %s" % (err[-1] if err else "?")})
                continue
            run([cc, "-O2", "-w", "-I" + BENCH, "-c", os.path.join(BENCH, "harness.c"), "-o", os.path.join(d, "harness.o")])
            exe = os.path.join(d, "harness")
            run([cc, "-o", exe, os.path.join(d, "harness.o"), os.path.join(d, "al_base.o"),
                 os.path.join(d, "gcc_base.o"), "-latomic", "-lpthread"])
        except RuntimeError as e:
            skipped.append({"target": label, "case": "*", "why": "build failed: %s" % str(e).splitlines()[0]})
            continue
        gf = objdump_functions(objdump_for(triplet), os.path.join(d, "gcc_base.o"))
        sites = {}
        for r in read_report(rep):
            sites.setdefault(r.get("function"), []).append(r)
        prefix = [qemu] + (["-cpu", cpu] if cpu else []) + ["-L", "/usr/" + triplet, exe]
        orders = ["seq_cst"] if cfg.quick else ["relaxed", "seq_cst"]
        todo = []
        for fn, f in sorted(gf.items()):
            m = CASE_FN.match(fn)
            if not m or m.group(3) not in orders:
                continue
            calls = sorted(set(s for s in f["calls"] if re.match(r"^(__atomic_|__sync_|__aarch64_)", s)))
            if not calls:
                continue
            case = "%s.%s.%s" % m.groups()
            s = sites.get(fn, [])
            bad = [r for r in s if r.get("decision") != "inline"]
            if not s or bad:
                r = (bad or [{}])[0]
                skipped.append({"target": label, "case": case, "calls": calls,
                                "why": "plugin: %s (%s)" % (r.get("decision", "no site"), r.get("reason", ""))})
                continue
            todo.append((case, calls, s))
        n_skip = sum(1 for s in skipped if s["target"] == label)
        log("emulated %s: %d cases where GCC calls out and the plugin inlines, %d skipped" % (label, len(todo), n_skip))
        for i, (case, calls, s) in enumerate(todo):
            t = time.time()
            r, err = run_harness(prefix, "base", case, 1, cfg, ["gcc", "atomlower"])
            if r is None:
                skipped.append({"target": label, "case": case, "calls": calls, "why": "run failed: %s" % err})
                log("  [%2d/%d] %s %-26s FAILED %s" % (i + 1, len(todo), label, case, err))
                continue
            e = {"target": label, "triplet": triplet, "cpu": cpu or "default", "case": case, "calls": calls,
                 "recipe": s[-1].get("recipe"), "ratio": ratios(r["tput"], "atomlower", "gcc"),
                 "gcc_mops": statistics.median([x for x in r["tput"]["gcc"] if x]) / 1e6}
            out.append(e)
            log("  [%2d/%d] %s %-26s atomlower/gcc %.2fx  (gcc calls %s)  (%.1fs)" % (
                i + 1, len(todo), label, case, e["ratio"]["median"], ",".join(calls), time.time() - t))
    res["emulated"] = out
    res["emulated_skipped"] = skipped


# ---------------------------------------------------------------------------
# compile time
# ---------------------------------------------------------------------------

def gen_plain(path, n_groups, n_atomics=8):
    """An ordinary C file: n_groups x 3 functions of loops, switches, structs
    and arithmetic, with n_atomics atomic sites in all."""
    L = ["/* generated by bench/bench.py: ordinary C, few atomics */",
         "#include <stddef.h>", "#include <string.h>",
         "struct rec { int a; long b; double c; char name[16]; struct rec *next; };"]
    for i in range(n_groups):
        L.append("""
static int helper%(i)d(const int *v, int n)
{
  int s = %(i)d;
  for (int k = 0; k < n; k++)
    {
      if (v[k] & 1)
        s += v[k] * %(m)d;
      else
        s ^= v[k] >> (k & 7);
    }
  return s;
}

double walk%(i)d(struct rec *x, int n)
{
  double acc = x->c;
  for (int k = 0; k < n && x; k++, x = x->next)
    switch ((k + %(i)d) %% 5)
      {
      case 0: acc += x->a * (double) k; break;
      case 1: acc -= x->b / (k + 1); break;
      case 2: acc *= 1.0001; break;
      case 3: acc += strlen(x->name); break;
      default: acc += x->name[k & 15] + helper%(i)d(&x->a, 1);
      }
  return acc;
}

size_t pack%(i)d(char *dst, const struct rec *r, size_t cap)
{
  size_t used = 0;
  while (r && used + sizeof r->name < cap)
    {
      memcpy(dst + used, r->name, sizeof r->name);
      used += sizeof r->name;
      dst[used++] = (char) (r->a ^ %(m)d);
      r = r->next;
    }
  return used;
}""" % {"i": i, "m": (i * 7 + 3) % 97})
    L.append("long counter_%d;" % 0)
    for k in range(n_atomics):
        L.append("long bump%d(long v) { return __atomic_add_fetch(&counter_0, v + %d, __ATOMIC_SEQ_CST); }" % (k, k))
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n")


ATOMIC_TEMPLATES = [
    "s += __atomic_fetch_add(p, 1, __ATOMIC_SEQ_CST);",
    "s += __atomic_load_n(q, __ATOMIC_ACQUIRE);",
    "__atomic_store_n(r, (short) s, __ATOMIC_RELEASE);",
    "s += __atomic_exchange_n(c, (char) s, __ATOMIC_SEQ_CST);",
    "{ int e = (int) s; s += __atomic_compare_exchange_n(q, &e, e + 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); }",
    "__atomic_fetch_or(p, 4, __ATOMIC_RELAXED);",
    "s += __atomic_sub_fetch(q, 3, __ATOMIC_ACQ_REL) == 0;",
    "s += __atomic_fetch_and(r, 0x7f, __ATOMIC_SEQ_CST);",
    "__atomic_thread_fence(__ATOMIC_SEQ_CST);",
    "s += __atomic_fetch_xor(p, s, __ATOMIC_RELAXED);",
]


def gen_atomics(path, n_sites):
    L = ["/* generated by bench/bench.py: %d atomic sites */" % n_sites]
    n_fn = (n_sites + 9) // 10
    k = 0
    for i in range(n_fn):
        body = []
        for j in range(10):
            if k < n_sites:
                body.append("  " + ATOMIC_TEMPLATES[(i + j) % len(ATOMIC_TEMPLATES)])
                k += 1
        L.append("long f%d(long *p, int *q, short *r, char *c)\n{\n  long s = %d;\n%s\n  return s;\n}"
                 % (i, i, "\n".join(body)))
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n")


def gen_one_function(path, n_sites, wrappers):
    """One function with n_sites atomic sites, the mix of issue-sized generated code: relaxed
    fetch_add, seq_cst add_fetch tested against zero, acq_rel compare-exchange, acquire load;
    with wrappers, each through a static inline function taking the order as a parameter
    (std::atomic's shape: the late pass lowers them after inlining)."""
    L = ["/* generated by bench/bench.py: one function, %d atomic sites%s */"
         % (n_sites, ", through inline wrappers" if wrappers else ""),
         "int v[64]; int sink;"]
    if wrappers:
        L += ["static inline int w_fetch_add(int *p, int v, int o) { return __atomic_fetch_add(p, v, o); }",
              "static inline int w_add_fetch(int *p, int v, int o) { return __atomic_add_fetch(p, v, o); }",
              "static inline int w_cas(int *p, int *e, int d, int s, int f)"
              " { return __atomic_compare_exchange_n(p, e, d, 0, s, f); }",
              "static inline int w_load(int *p, int o) { return __atomic_load_n(p, o); }"]
        forms = ["  sink += w_fetch_add(&v[%(j)d], %(i)d, __ATOMIC_RELAXED);",
                 "  if (w_add_fetch(&v[%(j)d], 1, __ATOMIC_SEQ_CST) == 0) sink++;",
                 "  { int x = e; sink += w_cas(&v[%(j)d], &x, %(i)d, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); }",
                 "  sink += w_load(&v[%(j)d], __ATOMIC_ACQUIRE);"]
    else:
        forms = ["  sink += __atomic_fetch_add(&v[%(j)d], %(i)d, __ATOMIC_RELAXED);",
                 "  if (__atomic_add_fetch(&v[%(j)d], 1, __ATOMIC_SEQ_CST) == 0) sink++;",
                 "  { int x = e; sink += __atomic_compare_exchange_n(&v[%(j)d], &x, %(i)d, 0,"
                 " __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); }",
                 "  sink += __atomic_load_n(&v[%(j)d], __ATOMIC_ACQUIRE);"]
    L.append("void big(int e)\n{")
    for i in range(n_sites):
        L.append(forms[i % 4] % {"i": i, "j": i % 64})
    L.append("}")
    with open(path, "w") as f:
        f.write("\n".join(L) + "\n")


def cpu_time(cmd):
    t = time.time()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, ru = os.wait4(p.pid, 0)
    err = p.stderr.read().decode(errors="replace")
    p.stderr.close()
    if status != 0:
        raise RuntimeError("compile failed: %s\n%s" % (" ".join(cmd), err[-2000:]))
    return ru.ru_utime + ru.ru_stime, time.time() - t


def part_ctime(cfg, res, notes):
    d = os.path.join(OUT, "ctime")
    os.makedirs(d, exist_ok=True)
    plugin = plugin_for(HOST)
    plain, atom = os.path.join(d, "plain.c"), os.path.join(d, "atomics.c")
    groups = 40 if cfg.quick else 150
    nsites = 1000 if cfg.quick else 10000
    gen_plain(plain, groups)
    gen_atomics(atom, nsites)
    out = []
    reps = cfg.ctime_reps
    # The fixed cost: loading the plugin into cc1 for an empty unit.
    empty = os.path.join(d, "empty.c")
    with open(empty, "w") as f:
        f.write("int empty;\n")
    eg, ep = [], []
    for r in range(reps * 2):
        eg.append(cpu_time(["gcc", "-O2", "-c", empty, "-o", os.devnull])[0])
        ep.append(cpu_time(["gcc", "-O2", "-c", empty, "-o", os.devnull, "-fplugin=" + plugin])[0])
    res["ctime_fixed_ms"] = (statistics.median(ep) - statistics.median(eg)) * 1000
    res["ctime_empty_ms"] = statistics.median(eg) * 1000
    log("ctime: empty unit %.1f ms without the plugin, %+.1f ms with it (loading the plugin)" % (
        res["ctime_empty_ms"], res["ctime_fixed_ms"]))
    cases = [("a", plain, "ordinary C, %d functions, 8 atomic sites" % (groups * 3 + 8)),
             ("b", atom, "%d atomic sites in %d functions" % (nsites, (nsites + 9) // 10))]
    # One function with many sites: the pass's cost per site must not grow with the
    # function (no per-site walk of the whole function), written directly and through
    # inline wrappers (the late pass).
    for n in ((1000,) if cfg.quick else (1000, 4000, 16000)):
        for wrappers in (False, True):
            key = "c%d%s" % (n, "w" if wrappers else "")
            path = os.path.join(d, "one-function-%s.c" % key)
            gen_one_function(path, n, wrappers)
            cases.append((key, path, "one function, %d sites%s" % (n, ", inline wrappers" if wrappers else "")))
    for key, path, desc in cases:
        lines = sum(1 for _ in open(path))
        base = ["gcc", "-O2", "-c", path, "-o", os.devnull]
        withp = base + ["-fplugin=" + plugin]
        # The report of the plugin's decisions on this file (not timed).
        rep = os.path.join(d, "%s.report.json" % key)
        if os.path.exists(rep):
            os.remove(rep)
        run(withp + ["-fplugin-arg-atomlower-report=" + rep])
        dec = {}
        for r in read_report(rep):
            dec[r.get("decision")] = dec.get(r.get("decision"), 0) + 1
        cpu_time(base)  # warm the page cache
        tg, tp = [], []
        for r in range(reps):
            pair = [(tg, base), (tp, withp)]
            if r % 2:
                pair.reverse()
            for lst, cmd in pair:
                lst.append(cpu_time(cmd)[0])
        rr = med_range([p / g for p, g in zip(tp, tg)])
        e = {"key": key, "desc": desc, "lines": lines, "gcc_s": statistics.median(tg),
             "plugin_s": statistics.median(tp), "ratio": rr, "decisions": dec,
             "best_ratio": min(tp) / min(tg), "gcc_all": tg, "plugin_all": tp}
        out.append(e)
        log("ctime (%s) %-44s gcc %.2fs  plugin %.2fs  overhead %+.1f%% (%+.1f..%+.1f)" % (
            key, desc, e["gcc_s"], e["plugin_s"], (rr["median"] - 1) * 100, (rr["min"] - 1) * 100,
            (rr["max"] - 1) * 100))
    res["ctime"] = out


# ---------------------------------------------------------------------------
# merged barriers on real code (bench/merge.py)
# ---------------------------------------------------------------------------

# Targets whose merge rows real code reaches (ARMv7's dmb ish, RISC-V's fences, POWER's sync and
# lwsync, s390x's bcr), AArch64 (ordered accesses without barriers: its fences alone) and the host.
MERGE_TRIPLETS = ["arm-linux-gnueabihf", "riscv64-linux-gnu", "powerpc64le-linux-gnu", "s390x-linux-gnu",
                  "aarch64-linux-gnu", HOST]
MERGE_CORPORA = ["libstdc++", "ck", "liburcu", "libatomic-ops"]
MERGE_PKGS = ["ck", "liburcu", "libatomic-ops"]
MERGE_LOOP = r"""
#include <stdio.h>
#include <stdlib.h>
int flag, data;
int main(int argc, char **argv)
{
  long n = argc > 1 ? atol(argv[1]) : 1000000;
  for (long i = 0; i < n; i++)
    {
      /* A seq_cst store and load around seq_cst fences, as portable code writes Dekker's
         protocol (each thread's fence between its store and its load): two fences meet.  */
      __atomic_store_n(&flag, 1, __ATOMIC_RELAXED);
      __atomic_thread_fence(__ATOMIC_SEQ_CST);
      __atomic_thread_fence(__ATOMIC_SEQ_CST);
      data += __atomic_load_n(&flag, __ATOMIC_RELAXED);
    }
  printf("%d\n", data);
  return 0;
}
"""


def merge_timing(cfg, d):
    """x86-64 natively: a loop of two adjacent seq_cst fences (lock orq each, one when merged),
    GCC 12 alone against the plugin, interleaved; the median of paired time ratios."""
    src = os.path.join(d, "fence-loop.c")
    with open(src, "w") as f:
        f.write(MERGE_LOOP)
    exe = {"gcc": os.path.join(d, "fence-loop.gcc"), "atomlower": os.path.join(d, "fence-loop.atomlower")}
    run(["gcc", "-O2", src, "-o", exe["gcc"]])
    run(["gcc", "-O2", "-fplugin=" + plugin_for(HOST), src, "-o", exe["atomlower"]])
    n = "2000000" if cfg.quick else "20000000"
    tg, ta = [], []
    for r in range(cfg.reps * 2):
        pair = [(tg, exe["gcc"]), (ta, exe["atomlower"])]
        if r % 2:
            pair.reverse()
        for lst, e in pair:
            t0 = time.perf_counter()
            run([e, n])
            lst.append(time.perf_counter() - t0)
    fences = {k: sum(1 for l in run(["objdump", "-d", e]).stdout.splitlines() if "lock orq" in l or "mfence" in l)
              for k, e in exe.items()}
    return {"iterations": int(n), "gcc_s": statistics.median(tg), "atomlower_s": statistics.median(ta),
            "speedup": med_range([g / a for g, a in zip(tg, ta)]), "fences": fences}


def part_merge(cfg, res, notes):
    d = os.path.join(OUT, "merge")
    os.makedirs(d, exist_ok=True)
    triplets = [t for t in (cfg.merge_triplets.split(",") if cfg.merge_triplets else
                            ["arm-linux-gnueabihf", "riscv64-linux-gnu"] if cfg.quick else MERGE_TRIPLETS)
                if plugin_for(t) and have(cc_for(t))]
    corpora = (cfg.merge_corpora.split(",") if cfg.merge_corpora else
               ["libstdc++"] if cfg.quick else MERGE_CORPORA)
    src = os.path.join(d, "pkgs")
    if any(c in MERGE_PKGS for c in corpora):
        p = run([os.path.join(ROOT, "scripts", "rebuild-cross"), "--fetch-only", "--dir", src] +
                [c for c in corpora if c in MERGE_PKGS], check=False)
        if p.returncode != 0:
            notes.append("merge: fetching the source packages failed: %s" % (p.stderr.strip().splitlines() or ["?"])[-1])
    rows = []
    for c in corpora:
        for t in triplets:
            t0 = time.time()
            p = run([sys.executable, os.path.join(BENCH, "merge.py"), "--corpus", c, "--triplet", t,
                     "--work", d, "--src", os.path.join(src, "src"), "--jobs", str(cfg.merge_jobs)], check=False)
            try:
                row = json.loads(p.stdout.strip().splitlines()[-1])
            except (ValueError, IndexError):
                row = {"corpus": c, "triplet": t, "error": (p.stderr.strip().splitlines() or ["no output"])[-1]}
            row["seconds"] = time.time() - t0
            rows.append(row)
            if "error" in row:
                notes.append("merge: %s on %s: %s" % (c, t, row["error"]))
                log("merge: %s on %s: %s" % (c, t, row["error"]))
            else:
                w = row["ways"]
                log("merge: %-13s %-22s %4d units, %4d sites, %4d merged; barriers gcc %d off %d on %d clang %d (%.0f s)" % (
                    c, t, row["units"], row["sites"]["inline"], row["merges"], w["gcc"]["barriers"],
                    w["off"]["barriers"], w["on"]["barriers"], w["clang"]["barriers"], row["seconds"]))
    res["merge"] = rows
    if HOST.startswith("x86_64") and plugin_for(HOST):
        res["merge_timing"] = merge_timing(cfg, d)
        mt = res["merge_timing"]
        log("merge: x86-64 fence loop: atomlower %.2fx GCC 12's speed (fences %s)" % (mt["speedup"]["median"], mt["fences"]))


def md_merge(res):
    rows = [r for r in res.get("merge", []) if "error" not in r]
    L = ["| corpus | target | units | sites (inline) | merged | barriers GCC 12 | atomlower merge=off | atomlower | Clang 16 (its units) | instructions GCC 12 | atomlower merge=off | atomlower | Clang 16 / GCC 12 (its units) |",
         "|---|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|"]
    for r in rows:
        w = r["ways"]
        cl = "%d (%d)" % (w["clang"]["barriers"], r["clang_units"]) if r["clang_units"] else "—"
        ci = ("%d / %d (%d)" % (w["clang"]["insns"], w["gcc_clang_units"]["insns"], r["clang_units"])
              if r["clang_units"] else "—")
        L.append("| %s | %s | %d | %d | %d | %d | %d | %d | %s | %d | %d | %d | %s |" % (
            r["corpus"], r["target"] + " (" + r["triplet"] + ")", r["units"], r["sites"]["inline"], r["merges"],
            w["gcc"]["barriers"], w["off"]["barriers"], w["on"]["barriers"], cl,
            w["gcc"]["insns"], w["off"]["insns"], w["on"]["insns"], ci))
    mt = res.get("merge_timing")
    if mt:
        L += ["", "x86-64, natively: a loop of %d iterations of a relaxed store, two adjacent seq_cst fences and a"
              " relaxed load (fences in the program: GCC 12 %d, atomlower %d): atomlower runs at %s GCC 12's"
              " speed (median of paired ratios, (min–max))." % (
                  mt["iterations"], mt["fences"]["gcc"], mt["fences"]["atomlower"], fmt_ratio(mt["speedup"]))]
    return L


# ---------------------------------------------------------------------------
# report
# ---------------------------------------------------------------------------

def machine_info():
    cpu = "?"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    flags = ""
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("flags"):
                fl = line.split(":", 1)[1].split()
                flags = " ".join(f for f in ("cx16", "avx", "avx2", "avx512f") if f in fl)
                break
    except OSError:
        pass
    def pkg(p):
        return run(["dpkg-query", "-W", "-f=${Version}", p], check=False).stdout.strip() or "not installed"
    return {
        "cpu": cpu, "cpu_flags": flags, "ncpu": os.cpu_count(),
        "kernel": run(["uname", "-sr"], check=False).stdout.strip(),
        "gcc": first_line(["gcc", "--version"]),
        "clang": first_line([CLANG, "--version"]) if have(CLANG) else "not installed",
        "libatomic_ops": pkg("libatomic-ops-dev"), "ck": pkg("libck-dev"),
        "qemu": first_line(["qemu-aarch64-static", "--version"]) if have("qemu-aarch64-static") else "not installed",
        "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
    }


def find_native(res, variant, case, threads):
    for e in res.get("native", []):
        if e["variant"] == variant and e["case"] == case and e["threads"] == threads:
            return e
    return None


def first_few(items, k=6):
    items = list(items)
    return ", ".join(items[:k]) + (" and %d more" % (len(items) - k) if len(items) > k else "") if items else "none"


def unclean_note(res, th):
    if th != 2:
        return ""
    es = [e for e in res.get("native", []) if e["threads"] == 2]
    total = sum(len(e["tput"]) * len(e["tput"].get("gcc", [])) for e in es)
    bad = sum(e.get("unclean", 0) for e in es)
    if not total or bad < 0.2 * total:
        return ""
    return " (⚠ busy machine: most two-thread samples unclean)"


def targets(res):
    """(measure, result text, target text, met: True/False/None)."""
    rows = []
    def al(e):
        return e["vs_gcc"].get("atomlower") if e else None
    for th, goal in ((1, 10.0), (2, 20.0)):
        es = [e for e in res.get("native", []) if e["variant"] == "avx" and e["case"].startswith("load.16.")
              and e["threads"] == th]
        for e in es:
            r = al(e)
            rows.append(("16-byte load (%s), -mcx16 -mavx, %s: atomlower/GCC (bare vmovdqa: %s)%s" % (
                e["case"].split(".")[2], "1 thread" if th == 1 else "2 threads reading",
                "%.1fx" % e["vs_gcc"]["bare"]["median"] if e["vs_gcc"].get("bare") else "?", unclean_note(res, th)),
                fmt_ratio(r), "≥ %gx" % goal, r is not None and r["median"] >= goal))
    for v in ("cx16", "avx"):
        for th in (1, 2):
            e = find_native(res, v, "cas.16.seq_cst", th)
            if e:
                r = al(e)
                rows.append(("16-byte compare_exchange, %s, %d thread%s: atomlower/GCC%s" % (
                    VARIANT_LABEL[v].strip(), th, "s" if th > 1 else "", unclean_note(res, th)), fmt_ratio(r), "≥ 1.1x",
                    r is not None and r["median"] >= 1.1))
    for th in (1, 2):
        small = [e for e in res.get("native", []) if e["variant"] == "base" and e["threads"] == th]
        if not small:
            continue
        tl = "1 thread" if th == 1 else "2 threads"
        uc = unclean_note(res, th)
        below = sorted((e for e in small if al(e) and al(e)["median"] < 0.97), key=lambda e: al(e)["median"])
        worst = min(small, key=lambda e: al(e)["median"] if al(e) else 9)
        rows.append(("1–8 byte cases, %s (%d): atomlower/GCC; worst %s%s" % (tl, len(small), worst["label"], uc),
                     fmt_ratio(al(worst)), "all ≥ 0.97x; below: %s" % first_few(
                         "%s %.2fx" % (e["label"], al(e)["median"]) for e in below),
                     not below))
        wb = [e for e in small if e["al_vs_bare"]]
        if wb:
            below = sorted((e for e in wb if e["al_vs_bare"]["median"] < 0.95), key=lambda e: e["al_vs_bare"]["median"])
            worst = min(wb, key=lambda e: e["al_vs_bare"]["median"])
            rows.append(("1–8 byte cases, %s: atomlower/bare instruction; worst %s%s" % (tl, worst["label"], uc),
                         fmt_ratio(worst["al_vs_bare"]), "all ≥ 0.95x; below: %s" % first_few(
                             "%s %.2fx" % (e["label"], e["al_vs_bare"]["median"]) for e in below),
                         not below))
    for e in res.get("ctime", []):
        goal = 2.0 if e["key"] == "a" else 10.0   # c*: one function with many sites, ≤ 1.10x
        r = e["ratio"]
        rows.append(("compile time (%s) %s: plugin overhead" % (e["key"], e["desc"]),
                     "%+.1f%% (%+.1f … %+.1f); fastest/fastest %+.1f%%" % (
                         (r["median"] - 1) * 100, (r["min"] - 1) * 100, (r["max"] - 1) * 100,
                         (e.get("best_ratio", r["median"]) - 1) * 100),
                     "< %g%%" % goal, (r["median"] - 1) * 100 < goal))
    return rows


def md_targets(res):
    L = ["| measure | result: median (min–max) | target | met |", "|---|---|---|---|"]
    for m, r, t, ok in targets(res):
        L.append("| %s | %s | %s | %s |" % (m, r, t, "yes" if ok else "**no**"))
    return L


def md_native(res, threads, cfg):
    es = [e for e in res.get("native", []) if e["threads"] == threads]
    if not es:
        return []
    cols = [c for c in CONTENDERS[1:] if any(e["vs_gcc"].get(c) for e in es)]
    L = ["| case | GCC Mop/s | " + " | ".join("%s/GCC" % c for c in cols) + " | atomlower/bare |",
         "|---|---:|" + "---|" * len(cols) + "---|"]
    for e in es:
        L.append("| %s | %.1f | %s | %s |" % (e["label"], e["gcc_mops"],
                                              " | ".join(fmt_ratio(e["vs_gcc"].get(c)) for c in cols),
                                              fmt_ratio(e["al_vs_bare"])))
    return L


def cs_cell(c):
    if c["decision"] == "inline":
        s = "%d" % c["seq"]
    elif c["decision"] == "shim":
        s = "call"
    else:
        s = "="
    a = "%s" % c["al_fn"]
    if c["al_calls"] and c["al_callee"] is not None:
        a += "+%d" % c["al_callee"]
    g = "%d" % c["gcc_fn"]
    if c["gcc_calls"]:
        g += "+%s*" % ("?" if c["gcc_callee"] is None else c["gcc_callee"])
    if c.get("clang_fn") is None:
        k = "–"
    else:
        k = "%d" % c["clang_fn"]
        if c["clang_calls"]:
            k += "+%s*" % ("?" if c["clang_callee"] is None else c["clang_callee"])
    return "%s (%s) / %s / %s" % (s, a, g, k)


def best_peer(c):
    """The shorter whole function of the peers that inline the operation (no call), or None."""
    peers = []
    if not c["gcc_calls"] and c["gcc_fn"] is not None:
        peers.append(("GCC 12", c["gcc_fn"]))
    if c.get("clang_fn") is not None and not c.get("clang_calls"):
        peers.append(("Clang 16", c["clang_fn"]))
    return min(peers, key=lambda p: p[1]) if peers else None


def longer_than_peer(c):
    """atomlower's function (inline, no call) longer than the shorter inlining peer's."""
    b = best_peer(c)
    return (b is not None and c["decision"] == "inline" and not c["al_calls"]
            and c["al_fn"] is not None and c["al_fn"] > b[1])


def total(c, side):
    if side == "al":
        return c["al_fn"] + (c["al_callee"] or 0 if c["al_calls"] else 0)
    return c["gcc_fn"] + ((c["gcc_callee"] or 0) if c["gcc_calls"] else 0)


REASONS = os.path.join(ROOT, "bench", "codesize-reasons")


def load_reasons():
    """[(target glob, function glob, reason)] from bench/codesize-reasons."""
    out = []
    if os.path.exists(REASONS):
        for line in open(REASONS):
            line = line.strip()
            if line and not line.startswith("#"):
                t, f, why = line.split(None, 2)
                out.append((t, f, why))
    return out


def longer_why(t, c, reasons):
    """Why a longer cell is longer: ("as GCC 12", None), ("reason", text) or ("open", None)."""
    for tg, fg, why in reasons:
        if fnmatch.fnmatchcase(t["label"], tg) and fnmatch.fnmatchcase(c["function"], fg):
            return "reason", why
    if c.get("as_gcc"):
        return "as GCC 12", None
    return "open", None


def codesize_summary(res):
    reasons = load_reasons()
    L = ["| target | sites | plugin decisions | GCC calls out | …of those inlined by atomlower | "
         "atomlower longer than the shorter inlining peer (GCC 12, Clang 16): open, as GCC 12, stated reason | "
         "Σ insns atomlower / GCC (incl. callees) |",
         "|---|---:|---|---:|---:|---:|---|"]
    for t in res.get("codesize", []):
        cells = t["cells"]
        dec = {}
        for c in cells:
            dec[c["decision"]] = dec.get(c["decision"], 0) + 1
        callout = [c for c in cells if c["gcc_calls"]]
        inl = [c for c in callout if c["decision"] == "inline"]
        longer = [c for c in cells if longer_than_peer(c)]
        why = {}
        for c in longer:
            k = longer_why(t, c, reasons)[0]
            why[k] = why.get(k, 0) + 1
        sa, sg = sum(total(c, "al") for c in cells), sum(total(c, "gcc") for c in cells)
        L.append("| %s | %d | %s | %d | %d | %d (%s) | %d / %d |" % (
            t["label"], len(cells), ", ".join("%s %d" % kv for kv in sorted(dec.items())), len(callout), len(inl),
            len(longer), ", ".join("%s %d" % (k, why.get(k, 0)) for k in ("open", "as GCC 12", "reason")), sa, sg))
    return L


def md_codesize(res):
    L = ["# Code size: atomlower against GCC 12, per target, op, width and order", "",
         "Generated by `make bench` (bench/bench.py) from one C file with one function per operation",
         "(build/bench/codesize/atomics.c), compiled `-O2 -ffunction-sections` by each target's GCC 12 with and",
         "without the plugin, and by Clang 16 (`--target=<triplet>`, with the CPU flags of Debian's GCC for",
         "that triplet: %s)." % "; ".join("%s `%s`" % (t, " ".join(f)) for t, f in sorted(CLANG_FLAGS.items())),
         "",
         "Cell = `S (A) / G / C`:",
         "- **S** — instructions of the lowered sequence, from the plugin's report (`insns`); `call` = the plugin",
         "  calls the libatomlower shim; `=` = the plugin leaves the builtin to GCC.",
         "- **A** — instructions of the whole function built with the plugin (objdump; includes argument moves",
         "  and, for 16 bytes, the save/restore of rbx); `+k` = instructions of the shim routine it calls.",
         "- **G** — the same count for GCC 12 alone; `+k*` = GCC calls a library routine (libatomic.a or",
         "  libgcc.a: `__atomic_*`, `__sync_*`, `__aarch64_*`) whose own instructions are k (static count of",
         "  that routine alone; routines it calls in turn, such as libatomic's locks or the ARM kernel helpers,",
         "  are not added; an x86-64 IFUNC counts the `_i1` variant, which AVX+CX16 machines select).",
         "- **C** — the same count for Clang 16 (`+k*` its library routine, counted in GCC's libraries where",
         "  the same name is there; `–` = not compiled).",
         "", "Counting: every instruction of the function except the return, padding/nops, `endbr64`,",
         "literal-pool data and ppc64 TOC setup.", "",
         "Under each target, first the cells where the plugin's inline function is longer than the shorter",
         "of the peers' functions that inline the operation (a peer's library call is never counted as",
         "shorter), then the whole table.", ""]
    stated = load_reasons()
    for t in res.get("codesize", []):
        L += ["## %s" % t["label"], "",
              "Plugin target: `%s`; flags: `%s`" % (t.get("target"), " ".join(["-O2"] + t["flags"])), ""]
        longer = sorted((c for c in t["cells"] if longer_than_peer(c)),
                        key=lambda c: (best_peer(c)[1] - c["al_fn"], c["function"]))
        if longer:
            whys = [longer_why(t, c, stated) for c in longer]
            rank = {"open": 0, "as GCC 12": 1, "reason": 2}
            order = sorted(range(len(longer)), key=lambda i: rank[whys[i][0]])
            n = {k: sum(1 for w in whys if w[0] == k) for k in rank}
            L += ["Longer than the shorter inlining peer (%d cell%s: %d open, %d the same instructions as GCC 12 "
                  "alone, %d with a stated reason):" % (len(longer), "" if len(longer) == 1 else "s",
                                                        n["open"], n["as GCC 12"], n["reason"]), "",
                  "| function | atomlower | peer | +insns | why |", "|---|---:|---|---:|---|"]
            for i in order:
                c, b = longer[i], best_peer(longer[i])
                k, text = whys[i]
                L.append("| `%s` | %d | %s %d | %d | %s |" % (c["function"], c["al_fn"], b[0], b[1], c["al_fn"] - b[1],
                                                            text if k == "reason" else k))
            L.append("")
        else:
            L += ["No cell is longer than the shorter inlining peer.", ""]
        widths = sorted(set(c["width"] for c in t["cells"] if c["width"]))
        L.append("| op | order | " + " | ".join("%d B" % w for w in widths) + " |")
        L.append("|---|---|" + "---|" * len(widths))
        keys = []
        for c in t["cells"]:
            k = (c["op"], c["order"])
            if k not in keys:
                keys.append(k)
        idx = {(c["op"], c["order"], c["width"]): c for c in t["cells"]}
        for op, o in keys:
            row = []
            for w in widths:
                c = idx.get((op, o, w)) or (idx.get((op, o, 1)) if op == "test_and_set" and w == 1 else None)
                if op in ("fence",):
                    c = idx.get((op, o, 0)) if w == widths[0] else None
                if op in ("test_and_set", "clear") and w != 1:
                    c = None
                row.append(cs_cell(c) if c else "")
            L.append("| %s | %s | %s |" % (op, o, " | ".join(row)))
        callees = sorted(set(s for c in t["cells"] for s in c["gcc_calls"]))
        if callees:
            L += ["", "GCC's callees here: " + ", ".join("`%s`" % s for s in callees)]
        notinl = [c for c in t["cells"] if c["decision"] != "inline"]
        if notinl:
            reasons = {}
            for c in notinl:
                reasons.setdefault("%s: %s" % (c["decision"], c["reason"]), []).append(c["function"])
            L += ["", "Not inlined by the plugin:"]
            for r, fns in sorted(reasons.items()):
                L.append("- %s — %d site%s (e.g. `%s`)" % (r, len(fns), "" if len(fns) == 1 else "s", fns[0]))
        L.append("")
    return L


def gnuplot_bars(path, title, labels, series, ylabel, logscale=True, hline=1.0):
    """series: [(name, [ratio dict or None per label])]; bars with min-max error bars."""
    if not have("gnuplot") or not labels:
        return False
    dat = path[:-4] + ".dat"
    with open(dat, "w") as f:
        for i, lab in enumerate(labels):
            row = [lab.replace(" ", "_")]
            for _, vals in series:
                v = vals[i]
                row += ["%.4f %.4f %.4f" % (v["median"], v["min"], v["max"]) if v else "NaN NaN NaN"]
            f.write(" ".join(row) + "\n")
    width = max(900, (16 + 9 * len(series)) * len(labels) + 200)
    plots = []
    for k, (name, _) in enumerate(series):
        c = 2 + 3 * k
        plots.append("'%s' using %d:%d:%d%s title '%s' noenhanced" % (dat, c, c + 1, c + 2, ":xtic(1)" if k == 0 else "", name))
    script = """
set terminal pngcairo size %d,700 font "sans,10"
set bmargin 12
set output '%s'
set title "%s" noenhanced
set style data histogram
set style histogram errorbars gap 1 lw 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set xtics rotate by -60 scale 0 font ",8" noenhanced
set key top left
set grid ytics
set ylabel "%s"
%s
set yrange [%s:*]
set arrow from graph 0, first %g to graph 1, first %g nohead dt 2 lw 1.5 lc rgb "black" front
plot %s
""" % (width, path, title, ylabel, "set logscale y" if logscale else "", "0.01" if logscale else "0",
       hline, hline, ", ".join(plots))
    p = subprocess.run(["gnuplot"], input=script, text=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p.returncode == 0 and os.path.exists(path)


def charts(res):
    made = []
    for th in (1, 2):
        es = [e for e in res.get("native", []) if e["threads"] == th]
        if not es:
            continue
        cols = [c for c in CONTENDERS[1:] if any(e["vs_gcc"].get(c) for e in es)]
        p = os.path.join(OUT, "native-%dt.png" % th)
        if gnuplot_bars(p, "x86-64 native, %s: throughput / GCC 12 (median, min-max bars)"
                        % ("1 thread" if th == 1 else "2 threads on one cache line"),
                        [e["label"] for e in es], [(c, [e["vs_gcc"].get(c) for e in es]) for c in cols],
                        "ratio to GCC 12 (log scale; > 1 = faster)"):
            made.append(p)
    em = res.get("emulated", [])
    if em:
        p = os.path.join(OUT, "emulated.png")
        if gnuplot_bars(p, "EMULATED (qemu-user): atomlower / GCC 12 where GCC calls a library routine",
                        ["%s:%s" % (e["target"], e["case"]) for e in em], [("atomlower", [e["ratio"] for e in em])],
                        "ratio to GCC 12 (log scale)"):
            made.append(p)
    ct = res.get("ctime", [])
    if ct:
        p = os.path.join(OUT, "compile-time.png")
        if gnuplot_bars(p, "compile time with the plugin / without (CPU time of gcc -O2 -c)",
                        ["(%s)_%s" % (e["key"], e["desc"].split(",")[0].replace(" ", "_")) for e in ct],
                        [("gcc+atomlower", [e["ratio"] for e in ct])], "ratio", logscale=False):
            made.append(p)
    return made


def write_results(res, cfg, notes, pngs):
    m = res["machine"]
    L = ["# atomlower benchmarks%s" % (" (QUICK run: short samples, seq_cst only — not for citing)" if cfg.quick else ""),
         "",
         "Generated by `make bench%s` on %s. Every figure is a ratio measured in this one run, with the" % (
             "-quick" if cfg.quick else "", m["date"]),
         "contenders interleaved (A B C …, rotated each repetition): **median of %d repetitions, (min–max)**." % cfg.reps,
         "Throughput ratios are ops/s relative to GCC 12 (> 1 = faster than GCC). Numbers are measured, never asserted.",
         "",
         "- CPU: %s (%d CPUs; %s), %s" % (m["cpu"], m["ncpu"], m["cpu_flags"], m["kernel"]),
         "- %s; %s; libatomic_ops %s; Concurrency Kit %s; %s" % (m["gcc"], m["clang"], m["libatomic_ops"], m["ck"], m["qemu"]),
         "- Machine load while running: load average %s at the start, %s at the end (2 CPUs)" % (
             res.get("load_start", "?"), res.get("load_end", "?")),
         "- Samples: a fixed iteration count per case and contender, calibrated to ~%d ms; thread 0 pinned to CPU 0,"
         " thread 1 to CPU 1; both threads run the same function on the same object." % cfg.sample_ms,
         "",
         "## Summary and targets", ""]
    L += md_targets(res)
    L += ["", "(The table above is the one meant for the README.)", ""]
    for th in (1, 2):
        t = md_native(res, th, cfg)
        if t:
            L += ["## x86-64 native, %d thread%s%s" % (th, "s" if th > 1 else "",
                                                       " on one cache line" if th > 1 else ""), ""]
            L += ["Contenders: atomlower = GCC 12 + the plugin; GCC = GCC 12 alone (libatomic for 16 bytes);"
                  " clang = Clang 14 (`-O2 -fno-unroll-loops`, so that no compiler unrolls the loop);"
                  " libatomic_ops and ck where they have the operation; bare = the instruction alone in a"
                  " hand-written loop (the physical limit). All build the same loop (bench/ops.c); the"
                  " variant flags (`-mcx16`, `-mcx16 -mavx`) apply to every contender.", ""]
            if th == 2 and unclean_note(res, 2):
                es = [e for e in res["native"] if e["threads"] == 2]
                L += ["**Warning:** %d of the samples in this table were *unclean* (a thread lost its CPU for more than"
                      " 20%% of the sample even after retries: other processes kept both CPUs busy), so these two-thread"
                      " ratios mostly measure the scheduler, not the cache line. Re-run on an idle machine." %
                      sum(e.get("unclean", 0) for e in es), ""]
            L += t + [""]
    em, sk = res.get("emulated"), res.get("emulated_skipped", [])
    if em is not None:
        L += ["## EMULATED targets (qemu-user on x86-64) — atomlower/GCC where GCC calls out", "",
              "**Emulated**: these measure qemu's translation of each sequence, not real hardware. They"
              " show whether inlining beats the call GCC makes (kuser helpers via libgcc `__sync_*`,"
              " `__aarch64_*` outline-atomics helpers, libatomic), not by how much on silicon.", ""]
        if em:
            L += ["| target (qemu -cpu) | case | GCC calls | atomlower recipe | GCC Mop/s | atomlower/GCC |",
                  "|---|---|---|---|---:|---|"]
            for e in em:
                L.append("| %s (%s) | %s | %s | %s | %.1f | %s |" % (e["target"], e["cpu"], e["case"],
                         ", ".join("`%s`" % c for c in e["calls"]), e["recipe"], e["gcc_mops"], fmt_ratio(e["ratio"])))
        else:
            L.append("No emulated case ran: no target's plugin lowers any of the cases where GCC calls out yet.")
        if sk:
            by = {}
            for s in sk:
                by.setdefault((s["target"], s["why"]), []).append(s["case"])
            L += ["", "Skipped:"]
            for (t, why), cs in sorted(by.items()):
                L.append("- %s: %s — %s" % (t, why, ", ".join(cs) if cs != ["*"] else "all cases"))
        L.append("")
    if res.get("codesize"):
        L += ["## Code size (instructions), per target", "",
              "Full matrix per target, op, width and order: [codesize.md](codesize.md). Summary:", ""]
        L += codesize_summary(res)
        L += ["", "\"atomlower longer than the shorter inlining peer\" counts sites where the plugin inlines and"
              " its function has more instructions than the shorter of GCC 12's and Clang 16's functions that"
              " inline the operation (codesize.md lists them first, per target).", ""]
    if res.get("codesize_new"):
        L += ["## New instructions: code size (Zacas/Zabha, LSE128/RCpc3)", "", NC_INTRO, ""]
        L += md_codesize_new(res, full=False)
    if res.get("merge"):
        L += ["## Merged barriers on real code", "",
              "Every unit compiled at -O2 four ways (bench/merge.py): GCC 12 alone, the plugin with"
              " `merge=off`, the plugin as it comes (adjacent sites' barriers merged), Clang 16. Sites: the"
              " plugin's report (distinct source locations); merged: its merge lines; barriers: the"
              " instructions `lower-cells --barriers` names, counted in the objects; instructions: objdump's,"
              " padding and literal words left out. Clang's totals are over the units it compiled, GCC 12's"
              " beside them over the same units.", ""]
        L += md_merge(res) + [""]
    if res.get("ctime"):
        L += ["## Compile time", "",
              "CPU time (user+sys) of `gcc -O2 -c FILE -o /dev/null` with and without `-fplugin`, interleaved,"
              " %d repetitions; files generated into build/bench/ctime/." % cfg.ctime_reps, "",
              "| file | lines | GCC (s) | GCC + plugin (s) | overhead: median of paired ratios (min … max) | fastest / fastest | plugin decisions |",
              "|---|---:|---:|---:|---|---:|---|"]
        for e in res["ctime"]:
            r = e["ratio"]
            L.append("| (%s) %s | %d | %.2f | %.2f | %+.1f%% (%+.1f … %+.1f) | %+.1f%% | %s |" % (
                e["key"], e["desc"], e["lines"], e["gcc_s"], e["plugin_s"], (r["median"] - 1) * 100,
                (r["min"] - 1) * 100, (r["max"] - 1) * 100, (e["best_ratio"] - 1) * 100, ", ".join("%s %d" % kv for kv in sorted(e["decisions"].items()))))
        if "ctime_fixed_ms" in res:
            L += ["", "Fixed cost of loading the plugin (an empty unit): %+.1f ms on %.1f ms." % (
                res["ctime_fixed_ms"], res["ctime_empty_ms"])]
        L.append("")
    if pngs:
        L += ["## Charts", ""] + ["![%s](%s)" % (os.path.basename(p), os.path.basename(p)) for p in pngs] + [""]
    if notes:
        L += ["## Notes from this run", ""] + ["- " + n for n in notes] + [""]
    L += ["Run time: %.0f s." % res.get("runtime_s", time.time() - T0), ""]
    with open(os.path.join(OUT, "results.md"), "w") as f:
        f.write("\n".join(L))
    if res.get("codesize"):
        with open(os.path.join(OUT, "codesize.md"), "w") as f:
            f.write("\n".join(md_codesize(res)
                               + (["## New instructions (Zacas/Zabha, LSE128/RCpc3)", "", NC_INTRO, ""]
                                  + md_codesize_new(res) if res.get("codesize_new") else [])))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="short samples, seq_cst only, small compile-time files")
    ap.add_argument("--only", default="native,codesize,emulated,ctime,merge")
    ap.add_argument("--merge-triplets", default=None, help="the merge part's triplets (comma-separated)")
    ap.add_argument("--merge-corpora", default=None, help="the merge part's corpora: libstdc++,ck,liburcu,libatomic-ops")
    ap.add_argument("--sample-ms", type=int, default=None)
    ap.add_argument("--reps", type=int, default=None)
    ap.add_argument("--report-only", action="store_true",
                    help="rewrite results.md, codesize.md and the charts from build/bench/results.json")
    ap.add_argument("--merge-jobs", type=int, default=os.cpu_count() or 2)
    cfg = ap.parse_args()
    cfg.sample_ms = cfg.sample_ms or (12 if cfg.quick else 50)
    cfg.reps = max(5, cfg.reps or 5)
    cfg.ctime_reps = 5
    parts = cfg.only.split(",")
    os.makedirs(OUT, exist_ok=True)
    if cfg.report_only:
        with open(os.path.join(OUT, "results.json")) as f:
            res = json.load(f)
        cfg.quick, cfg.sample_ms, cfg.reps = res.get("quick", False), res.get("sample_ms", 50), res.get("reps", 5)
        pngs = charts(res)
        write_results(res, cfg, res.get("notes", []), pngs)
        print("\n".join(md_targets(res)))
        return
    res, notes = {"machine": machine_info(), "quick": cfg.quick, "sample_ms": cfg.sample_ms, "reps": cfg.reps,
                  "load_start": "%.1f" % os.getloadavg()[0]}, []
    log("bench%s: %s; %s; samples ~%d ms, %d repetitions" % (" --quick" if cfg.quick else "", res["machine"]["cpu"],
                                                            res["machine"]["gcc"], cfg.sample_ms, cfg.reps))
    for name, fn in (("native", part_native), ("codesize", part_codesize), ("emulated", part_emulated),
                     ("ctime", part_ctime), ("merge", part_merge)):
        if name not in parts:
            continue
        try:
            fn(cfg, res, notes)
        except Exception as e:  # one broken part must not lose the others
            notes.append("part %s failed: %s" % (name, str(e).splitlines()[0] if str(e) else repr(e)))
            log("part %s FAILED: %s" % (name, e))
    res["notes"], res["runtime_s"], res["load_end"] = notes, time.time() - T0, "%.1f" % os.getloadavg()[0]
    pngs = charts(res)
    with open(os.path.join(OUT, "results.json"), "w") as f:
        json.dump(res, f, indent=1)
    write_results(res, cfg, notes, pngs)
    print()
    print("\n".join(md_targets(res)))
    print()
    print("build/bench/results.md written (%.0f s)%s" % (time.time() - T0, "; charts: " + ", ".join(
        os.path.relpath(p, ROOT) for p in pngs) if pngs else ""))


if __name__ == "__main__":
    main()
