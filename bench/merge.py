#!/usr/bin/env python3
"""merge.py — make bench's merge part: barriers and instructions on real code, per target.

Every translation unit of a corpus is compiled four ways at -O2 into an object:
  gcc         GCC 12 alone
  off         GCC 12 with the plugin, -fplugin-arg-atomlower-merge=off (each site's own
              sequence)
  on          GCC 12 with the plugin as it comes (adjacent sites' barriers merged)
  clang       Clang 16 (--target=TRIPLET, as Debian's GCC is configured: bench.py CLANG_FLAGS)
and counted: the plugin's sites (its report: inline, shim, gcc decisions), the merges (the
report's merge lines), the memory barriers in the object (the instructions
`lower-cells --target NAME --barriers` names, counted in objdump's listing), and its static
instructions (objdump; padding and literal words left out).  Totals are over the units every
way compiled (Clang's, where it has no build: over the units it compiled, said so).

Corpora:
  libstdc++   the tests of libstdc++'s 29_atomics (the gcc-12-source package's tarball; with
              the testsuite's util/ headers), -std=gnu++20
  ck, liburcu, libatomic-ops
              Debian's source packages (scripts/rebuild-cross --fetch-only fetches them into
              the directory given), each configured for the target as rebuild-cross does and
              built by make with this file as the compiler (--wrap): the build's own object is
              GCC alone's; every C unit it compiles with -c is compiled again the other three
              ways into a stash (dependency-file options left out).

  merge.py --corpus libstdc++ --triplet T --work DIR            one corpus and target
  merge.py --wrap STASH T gcc|g++ ARGS...                        (as a package's CC/CXX)
Prints one JSON object per line: corpus, triplet, units, and per way the totals.
"""
import argparse
import concurrent.futures
import glob
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLANG = "clang-16"
# Clang as GCC 12 is configured by Debian for each triplet (its own defaults differ: no atomics
# at all for arm-linux-gnueabi, ARMv4T for gnueabihf); bench.py's codesize part uses it too.
CLANG_FLAGS = {
    "arm-linux-gnueabi": ["-march=armv5te", "-marm", "-mfloat-abi=soft"],
    "arm-linux-gnueabihf": ["-march=armv7-a", "-mthumb", "-mfpu=vfpv3-d16", "-mfloat-abi=hard"],
    "powerpc64le-linux-gnu": ["-mcpu=pwr8"],
    "riscv64-linux-gnu": ["-march=rv64gc", "-mabi=lp64d"],
}
WAYS = ("gcc", "off", "on", "clang")
# Not instructions: padding and literal words (bench.py's SKIP_INSN keeps returns out too; here
# every executed instruction counts).
NOT_INSN = re.compile(r"^(\.word|\.long|\.short|\.byte|\.[248]byte|\(bad\)|nop\b|c\.nop\b|xchg\s+%ax,%ax|data16|cs nop|int3)")
DEP_OPTS = ("-MD", "-MMD", "-MP")
DEP_OPTS_ARG = ("-MF", "-MT", "-MQ")


def host_triplet():
    return subprocess.run(["gcc", "-dumpmachine"], capture_output=True, text=True).stdout.strip()


def tool(triplet, name):
    return name if triplet == host_triplet() else "%s-%s" % (triplet, name)


def target_name(triplet):
    """A target name of TRIPLET's architecture (its first cell table in targets/registry)."""
    r = subprocess.run([os.path.join(ROOT, "scripts", "targets"), "tables", triplet],
                       capture_output=True, text=True)
    return r.stdout.split()[0] if r.returncode == 0 and r.stdout.split() else None


def barrier_names(target):
    r = subprocess.run([os.path.join(ROOT, "build", "host", "lower-cells"), "--target", target, "--barriers"],
                       capture_output=True, text=True)
    return [l.strip() for l in r.stdout.splitlines() if l.strip()]


def norm(text):
    """An instruction as compared with a barrier's name: blanks after the mnemonic and after
    commas gone, 0x0 as 0, s390's %r0 in a bcr as 0."""
    parts = text.split(None, 1)
    if len(parts) < 2:
        return parts[0] if parts else ""
    ops = re.sub(r"\s+", "", parts[1].split("#")[0] if parts[0] != "membar" else parts[1])
    ops = re.sub(r"\$0x0\b", "$0", ops)
    if parts[0] == "bcr":
        ops = re.sub(r"%r(\d+)", r"\1", ops)
    return parts[0] + " " + ops


def is_barrier(text, names):
    mnem = text.split(None, 1)[0] if text.split() else ""
    for n in names:
        if " " not in n:
            if mnem == n:
                return True
        elif norm(text) == norm(n):
            return True
    return False


def count_object(objdump, path, names):
    """(instructions, barriers) of an object's code."""
    p = subprocess.run([objdump, "-d", "--no-show-raw-insn", path], capture_output=True, text=True)
    insns = barriers = 0
    for line in p.stdout.splitlines():
        m = re.match(r"^\s+[0-9a-f]+:\s+(\S.*)$", line)
        if not m:
            continue
        text = m.group(1).strip()
        if NOT_INSN.match(text):
            continue
        insns += 1
        if is_barrier(text, names):
            barriers += 1
    return insns, barriers


def report_counts(path):
    sites = {"inline": 0, "shim": 0, "gcc": 0}
    merges = 0
    seen = set()
    if os.path.exists(path):
        for line in open(path):
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if "merge" in rec:
                merges += 1
            elif "decision" in rec:
                key = (rec.get("file"), rec.get("line"), rec.get("column"), rec.get("builtin"), rec.get("stage"))
                if key not in seen:
                    seen.add(key)
                    sites[rec["decision"]] = sites.get(rec["decision"], 0) + 1
    return sites, merges


def way_argv(way, triplet, lang, args):
    """The command that compiles ARGS (a compile's own arguments, -o included) the way WAY."""
    if way == "clang":
        cl = shutil.which(CLANG)
        if not cl:
            return None
        drv = cl + ("++" if lang == "c++" else "")
        drv = drv if os.path.exists(drv) else shutil.which("clang++-16") if lang == "c++" else cl
        return [drv, "--target=" + triplet] + CLANG_FLAGS.get(triplet, []) + \
            ["-Qunused-arguments", "-Wno-unknown-warning-option", "-w"] + args
    cc = tool(triplet, "g++" if lang == "c++" else "gcc")
    argv = [cc] + args
    if way in ("off", "on"):
        plugin = os.path.join(ROOT, "build", triplet, "atomlower.so")
        argv += ["-fplugin=" + plugin] + (["-fplugin-arg-atomlower-merge=off"] if way == "off" else [])
    return argv


def compile_ways(triplet, lang, args, base, ways=WAYS):
    """Compile one unit (ARGS without -o) each way into BASE.WAY.o; {way: object or None}."""
    out = {}
    for way in ways:
        obj = "%s.%s.o" % (base, way)
        rep = "%s.%s.jsonl" % (base, way)
        for f in (obj, rep):
            if os.path.exists(f):
                os.remove(f)
        argv = way_argv(way, triplet, lang, args + ["-o", obj])
        if argv is None:
            out[way] = None
            continue
        if way in ("off", "on"):
            argv.append("-fplugin-arg-atomlower-report=" + rep)
        r = subprocess.run(argv, capture_output=True, text=True)
        out[way] = obj if r.returncode == 0 and os.path.exists(obj) else None
    return out


def strip_output(argv):
    """ARGS without -o FILE and the dependency-file options; (args, the -o file)."""
    out, o, i = [], None, 0
    while i < len(argv):
        a = argv[i]
        if a == "-o" and i + 1 < len(argv):
            o = argv[i + 1]
            i += 2
            continue
        if a in DEP_OPTS_ARG and i + 1 < len(argv):
            i += 2
            continue
        if a in DEP_OPTS or a.startswith("-Wp,-M") or a.startswith("-MF") or a.startswith("-MT"):
            i += 1
            continue
        out.append(a)
        i += 1
    return out, o


def wrap(stash, triplet, which, args):
    """A package's compiler: GCC alone's compile as asked, then, for a compile of one C or C++
    unit (-c, or compiled and linked by one command: then the unit alone, GCC's way too), the
    other ways into STASH."""
    real = [tool(triplet, which)] + args
    r = subprocess.run(real)
    srcs = [a for a in args if re.search(r"\.(c|cc|cpp|cxx)$", a) and not a.startswith("-")]
    objs = [a for a in args if re.search(r"\.(o|a|so|lo)$", a) and not a.startswith("-")]
    if r.returncode != 0 or len(srcs) != 1 or "conftest" in srcs[0] or any(
            a in ("-E", "-S", "-M", "-MM") for a in args):
        return r.returncode
    compile_only = "-c" in args
    if not compile_only and objs:
        return 0
    rest, o = strip_output(args)
    if not compile_only:
        # A program compiled and linked by one command (Concurrency Kit's regressions): its
        # unit compiled alone, link options left to the real command.
        rest = [a for a in rest if not a.startswith(("-l", "-Wl,", "-L"))] + ["-c"]
    key = hashlib.sha1((os.getcwd() + "\0" + (o or srcs[0])).encode()).hexdigest()[:16]
    base = os.path.join(stash, key)
    lang = "c++" if which == "g++" or not srcs[0].endswith(".c") else "c"
    compile_ways(triplet, lang, rest, base, ways=("off", "on", "clang"))
    if compile_only:
        gcc_obj = o if o and os.path.isabs(o) else os.path.join(os.getcwd(), o or re.sub(r"\.\w+$", ".o", os.path.basename(srcs[0])))
        if os.path.exists(gcc_obj):
            shutil.copyfile(gcc_obj, base + ".gcc.o")
    else:
        compile_ways(triplet, lang, rest, base, ways=("gcc",))
    with open(base + ".unit", "w") as f:
        f.write(os.path.relpath(os.path.join(os.getcwd(), srcs[0])) + "\n")
    return 0


def totals(triplet, bases, names):
    """Sum each way over BASES (stash prefixes): the units every GCC way compiled; Clang's over
    those of them it compiled too, and GCC's again over the same units for its comparison."""
    od = tool(triplet, "objdump")
    t = {w: {"insns": 0, "barriers": 0} for w in WAYS}
    t["gcc_clang_units"] = {"insns": 0, "barriers": 0}
    units = clang_units = merges = 0
    sites = {"inline": 0, "shim": 0, "gcc": 0}
    for b in bases:
        objs = {w: b + "." + w + ".o" for w in WAYS}
        if not all(os.path.exists(objs[w]) for w in ("gcc", "off", "on")):
            continue
        units += 1
        counts = {w: count_object(od, objs[w], names) for w in WAYS if os.path.exists(objs[w])}
        for w in ("gcc", "off", "on"):
            t[w]["insns"] += counts[w][0]
            t[w]["barriers"] += counts[w][1]
        if "clang" in counts:
            clang_units += 1
            t["clang"]["insns"] += counts["clang"][0]
            t["clang"]["barriers"] += counts["clang"][1]
            t["gcc_clang_units"]["insns"] += counts["gcc"][0]
            t["gcc_clang_units"]["barriers"] += counts["gcc"][1]
        s, _ = report_counts(b + ".off.jsonl")
        for k, v in s.items():
            sites[k] = sites.get(k, 0) + v
        merges += report_counts(b + ".on.jsonl")[1]
    return {"units": units, "clang_units": clang_units, "sites": sites, "merges": merges, "ways": t}


# ---- the corpora ---------------------------------------------------------------------------------

def libstdcxx_tree(work):
    """libstdc++'s testsuite directory with 29_atomics and util/ (the peer suite's extraction, else
    from /usr/src/gcc-12's tarball)."""
    for d in (os.path.join(ROOT, "build", "peer-src-libstdc++", "libstdc++-v3", "testsuite"),
              os.path.join(work, "libstdc++-v3", "testsuite")):
        if os.path.isdir(os.path.join(d, "29_atomics")) and os.path.isdir(os.path.join(d, "util")):
            return d
    tars = sorted(glob.glob("/usr/src/gcc-12/gcc-*.tar.*"))
    if not tars:
        return None
    os.makedirs(work, exist_ok=True)
    subprocess.run(["tar", "-xf", tars[0], "-C", work, "--strip-components=1", "--wildcards",
                    "*/libstdc++-v3/testsuite/29_atomics/*", "*/libstdc++-v3/testsuite/util/*"],
                   capture_output=True)
    d = os.path.join(work, "libstdc++-v3", "testsuite")
    return d if os.path.isdir(os.path.join(d, "29_atomics")) else None


def corpus_libstdcxx(triplet, work, jobs):
    tree = libstdcxx_tree(os.path.join(work, "src"))
    if not tree:
        return None, "no gcc-12-source tarball (/usr/src/gcc-12)"
    stash = os.path.join(work, "stash", "libstdc++", triplet)
    shutil.rmtree(stash, ignore_errors=True)
    os.makedirs(stash)
    files = sorted(glob.glob(os.path.join(tree, "29_atomics", "**", "*.cc"), recursive=True))
    util = os.path.join(tree, "util")

    def one(i_f):
        i, f = i_f
        base = os.path.join(stash, "%03d" % i)
        compile_ways(triplet, "c++", ["-O2", "-std=gnu++20", "-I", util, "-c", f], base)
        return base
    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
        bases = list(ex.map(one, enumerate(files)))
    return bases, "%d tests of 29_atomics" % len(files)


def ck_platform(triplet):
    for pre, p in (("aarch64-", "aarch64"), ("arm-", "arm"), ("powerpc64", "ppc64"), ("powerpc-", "ppc"),
                   ("s390x-", "s390x"), ("sparc64-", "sparc64"), ("i686-", "i686"), ("x86_64-", "x86_64")):
        if triplet.startswith(pre):
            return p
    return "unknown"


def corpus_package(pkg, triplet, work, src, jobs):
    """PKG's tree from SRC/PKG/tree, configured and built for TRIPLET through the wrapper."""
    tree0 = os.path.join(src, pkg, "tree")
    if not os.path.isdir(tree0):
        return None, "no source tree %s (scripts/rebuild-cross --fetch-only --dir DIR %s)" % (tree0, pkg)
    stash = os.path.join(work, "stash", pkg, triplet)
    tree = os.path.join(work, "tree", pkg, triplet)
    for d in (stash, tree):
        shutil.rmtree(d, ignore_errors=True)
    os.makedirs(stash)
    shutil.copytree(tree0, tree, symlinks=True)
    bindir = os.path.join(work, "bin", triplet)
    os.makedirs(bindir, exist_ok=True)
    for which in ("gcc", "g++"):
        w = os.path.join(bindir, "cc" if which == "gcc" else "cxx")
        with open(w, "w") as f:
            f.write('#!/bin/sh\nexec python3 %s --wrap %s %s %s "$@"\n' % (os.path.abspath(__file__), stash, triplet, which))
        os.chmod(w, 0o755)
    env = dict(os.environ, CC=os.path.join(bindir, "cc"), CXX=os.path.join(bindir, "cxx"),
               CFLAGS="-O2", CXXFLAGS="-O2", AR=tool(triplet, "ar"), RANLIB=tool(triplet, "ranlib"))
    build = host_triplet()
    if os.path.exists(os.path.join(tree, "configure.ac")):
        steps = [["autoreconf", "-fi"], ["./configure", "--build=" + build, "--host=" + triplet]]
    else:
        # Concurrency Kit's configure runs the program it compiles to name the compiler: the
        # build machine's GCC answers for it (the platform is given), make gets the wrapper.
        steps = [["env", "CC=gcc", "CFLAGS=", "./configure", "--platform=" + ck_platform(triplet), "--cores=2"]]
    if pkg == "liburcu" and triplet.startswith(("riscv64-", "m68k-")):
        steps[-1].append("--disable-compiler-tls")
    log = open(os.path.join(work, "%s.%s.log" % (pkg, triplet)), "w")
    make = ["make", "-k", "-j%d" % jobs] + ([] if steps[0][0] == "autoreconf" else
                                             ["CC=" + env["CC"], "CXX=" + env["CXX"], "LD=" + env["CC"]])
    for s in steps + [make]:
        r = subprocess.run(s, cwd=tree, env=env, stdout=log, stderr=subprocess.STDOUT)
        if r.returncode != 0 and s[0] != "make":
            return None, "%s failed (log %s)" % (" ".join(s), log.name)
    # The tests' programs too (automake's check_PROGRAMS, Concurrency Kit's regressions): built,
    # not run.
    if os.path.exists(os.path.join(tree, "configure.ac")):
        subprocess.run(["make", "-k", "-j%d" % jobs, "check", "TESTS="], cwd=tree, env=env, stdout=log, stderr=subprocess.STDOUT)
    elif os.path.isdir(os.path.join(tree, "regressions")):
        subprocess.run(make + ["-C", "regressions", "all"], cwd=tree, env=env, stdout=log, stderr=subprocess.STDOUT)
    bases = sorted(p[:-len(".unit")] for p in glob.glob(os.path.join(stash, "*.unit")))
    shutil.rmtree(tree, ignore_errors=True)
    return bases, "%s's library and test programs" % pkg


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--wrap":
        stash, triplet, which = sys.argv[2:5]
        return wrap(stash, triplet, which, sys.argv[5:])
    ap = argparse.ArgumentParser(prog="merge.py")
    ap.add_argument("--corpus", required=True)
    ap.add_argument("--triplet", required=True)
    ap.add_argument("--work", default=os.path.join(ROOT, "build", "bench", "merge"))
    ap.add_argument("--src", default="/var/cache/atomlower/bench-src/src")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    a = ap.parse_args()
    target = target_name(a.triplet)
    if not target:
        print(json.dumps({"corpus": a.corpus, "triplet": a.triplet, "error": "no target name"}))
        return 1
    if a.corpus == "libstdc++":
        bases, what = corpus_libstdcxx(a.triplet, a.work, a.jobs)
    else:
        bases, what = corpus_package(a.corpus, a.triplet, a.work, a.src, a.jobs)
    if bases is None:
        print(json.dumps({"corpus": a.corpus, "triplet": a.triplet, "error": what}))
        return 1
    res = totals(a.triplet, bases, barrier_names(target))
    res.update({"corpus": a.corpus, "triplet": a.triplet, "target": target, "what": what})
    print(json.dumps(res))
    return 0


if __name__ == "__main__":
    sys.exit(main())
