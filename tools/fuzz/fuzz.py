#!/usr/bin/env python3
"""fuzz.py — differential fuzzing of the atomlower plugin against GCC alone.

Each program gen.py writes for a seed is built twice per option set, with the plugin
(-fplugin=atomlower.so, linked -latomlower -latomic) and with GCC alone (-latomic), and both
are run on the board (natively, or under its qemu).  A (program, option set) fails when:
  - the plugin's compile crashes (ICE, signal) or fails where GCC alone's succeeds;
  - the plugin's compile says a warning or error GCC alone does not say;
  - the two programs' output (the checksums) or exit status differ, or the plugin's times out
    (unless GCC alone's -O0 build gives the plugin's output: GCC alone's optimised build is
    then the wrong one, a miscompile of GCC's, said in a NOTE line and a PASS).
A program GCC alone cannot build or run cleanly is a defect of the generator, also a FAIL,
except where GCC alone's compile itself breaks (an internal compiler error, "insn does not
satisfy its constraints": a bug of GCC's, nothing to compare against): UNSUPPORTED, with the
compiler's message.
With --reduce, each failure is reduced by deleting lines (reduce.py) to a small program that
fails the same way; the reproducer and the commands go to the work directory.

    fuzz.py --board x86_64-linux-gnu --seeds 1-20                  # one board of testsuite/boards
    fuzz.py --board aarch64-linux-gnu-max --seeds 7 --opts O2,O2-flto --reduce
    fuzz.py --preset check --board riscv64-linux-gnu               # what make check runs there
    fuzz.py --triplet x86_64-linux-gnu --cflags=-mcx16 --seeds 1-10
    fuzz.py --board x86_64-linux-gnu --plugin /tmp/broken/atomlower.so --seeds 1-4

Option sets: O0 O1 O2 O3 Os O2-flto O2-g O2-merge-off (each with -Wall; O2-merge-off: -O2, the
plugin's build with -fplugin-arg-atomlower-merge=off).  Seeds: "1-20", "3,5,8".
Every (program, option set) prints one line PASS: or FAIL: (DejaGnu's words, which
atomlower.fuzz/fuzz.exp turns into results); the last line counts them.
"""

import argparse
import concurrent.futures
import os
import re
import shlex
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import gen  # noqa: E402

OPTION_SETS = {
    "O0": ["-O0"],
    "O1": ["-O1"],
    "O2": ["-O2"],
    "O3": ["-O3"],
    "Os": ["-Os"],
    "O2-flto": ["-O2", "-flto"],
    "O2-g": ["-O2", "-g"],
    "O2-merge-off": ["-O2"],
}
# What an option set adds to the plugin's build alone (GCC alone builds the set without it):
# O2-merge-off keeps every site's barriers (-fplugin-arg-atomlower-merge=off; the plugin merges
# adjacent sites' barriers by default when optimizing, README "Merging barriers"), compared with
# GCC alone's -O2 build like any other.
PLUGIN_OPTION_ARGS = {"O2-merge-off": ["-fplugin-arg-atomlower-merge=off"]}
ALL_OPTS = list(OPTION_SETS)
# Every compile, both builds.  -Wno-sync-nand: GCC's note that __sync_fetch_and_nand changed
# in GCC 4.4 is not a finding.
COMMON_FLAGS = ["-Wall", "-Wno-sync-nand"]
# gnu++2a: C++20 as GCC 9 names it too (GCC 10 and later take both names).
CXX_FLAGS = ["-std=gnu++2a"]
COMPILE_TIMEOUT = 300

# What make check (atomlower.fuzz) and make fuzz-quick run: a fixed set of seeds and option
# sets per board, a few programs each (the budget: the whole make check stays within minutes).
# The host board does more; each cross board gets one C and one C++ program at -O0 and at -O2
# (the plugin's -O2 code, its adjacent barriers merged), and one more option set that differs
# from board to board, so the boards together cover every option set.
CHECK_HOST = {"seeds": [2, 3, 4, 5], "opts": ALL_OPTS}
CHECK_CROSS_SEEDS = [2, 3]
CHECK_CROSS_EXTRA = ["O2-merge-off", "O1", "O3", "Os", "O2-flto", "O2-g"]


def check_preset(board, host_triplet, triplet):
    if triplet == host_triplet and board == triplet:
        return CHECK_HOST["seeds"], CHECK_HOST["opts"]
    # The extra option sets in turn along the boards of targets/registry.
    boards = [b for b in registry_boards() if b != host_triplet]
    k = boards.index(board) if board in boards else sum(board.encode())
    return CHECK_CROSS_SEEDS, ["O0", "O2", CHECK_CROSS_EXTRA[k % len(CHECK_CROSS_EXTRA)]]


def registry_boards():
    """Every board of targets/registry, in its order."""
    out = []
    with open(os.path.join(ROOT, "targets", "registry")) as f:
        for line in f:
            fields = line.split()
            if len(fields) >= 4 and not fields[0].startswith("#"):
                out += fields[3].split(",")
    return out


def parse_seeds(text):
    out = []
    for part in text.replace(" ", ",").split(","):
        if not part:
            continue
        if "-" in part:
            a, b = part.split("-", 1)
            out += list(range(int(a), int(b) + 1))
        else:
            out.append(int(part))
    return out


def read_board(name):
    """The atomlower,* fields of testsuite/boards/NAME.exp."""
    path = os.path.join(ROOT, "testsuite", "boards", name + ".exp")
    info = {}
    with open(path) as f:
        for line in f:
            m = re.match(r"\s*set_board_info\s+atomlower,(\w+)\s+(?:\{(.*)\}|(\S*))\s*$", line)
            if m:
                info[m.group(1)] = (m.group(2) if m.group(2) is not None else m.group(3)).strip()
    if "triplet" not in info:
        raise SystemExit("fuzz: %s has no atomlower,triplet" % path)
    return info


def host_triplet():
    return subprocess.run(["gcc", "-dumpmachine"], capture_output=True, text=True).stdout.strip()


class Board:
    def __init__(self, name, triplet, exec_, cflags, no16, cc, cxx, plugin, libdir,
                 plugin_args=""):
        self.name, self.triplet = name, triplet
        self.plugin_args = shlex.split(plugin_args) if plugin_args else []
        self.exec = shlex.split(exec_) if exec_ else []
        self.cflags = shlex.split(cflags) if cflags else []
        self.no16 = no16
        self.cc, self.cxx, self.plugin, self.libdir = cc, cxx, plugin, libdir


def run(cmd, timeout, cwd=None):
    """(status, output): 124 on a timeout; 128+N on death by signal N."""
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout,
                           cwd=cwd, env=dict(os.environ, LC_ALL="C"))
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode("utf-8", "replace") if e.stdout else ""
        return 124, out + "\n[timed out after %d s]" % timeout
    status = p.returncode if p.returncode >= 0 else 128 - p.returncode
    return status, p.stdout.decode("utf-8", "replace")


class Build:
    def __init__(self, cmd, status, out, exe):
        self.cmd, self.status, self.out, self.exe = cmd, status, out, exe


def compiler(board, src):
    return board.cxx if src.endswith(".cc") else board.cc


# Flags for one GCC version, both builds.  GCC 11 takes a memory order that is not a constant
# for seq_cst before it compares a compare-exchange's failure order with its success order, so
# a hidden failure order beside a weaker success order (valid: the program's orders are) gets
# "failure memory model cannot be stronger than success memory model"; GCC 12 no longer says
# it (GCC 9 and 10 say it as GCC 11 does).  Generated programs give no invalid order, so the
# warning is off for GCC 9 to 11 alone.
_version_flags = {}


def version_flags(cc):
    if cc not in _version_flags:
        r = subprocess.run([cc, "-dumpversion"], capture_output=True, text=True)
        major = r.stdout.strip().split(".")[0]
        _version_flags[cc] = ["-Wno-invalid-memory-model"] if int(major) < 12 else []
    return _version_flags[cc]


def build(board, src, opts, plugin, exe, extra=()):
    cmd = [compiler(board, src)]
    if plugin:
        cmd.append("-fplugin=" + board.plugin)
        cmd += board.plugin_args + PLUGIN_OPTION_ARGS.get(opts, [])
    cmd += COMMON_FLAGS + version_flags(cmd[0]) + (CXX_FLAGS if src.endswith(".cc") else [])
    cmd += board.cflags + list(extra)
    cmd += OPTION_SETS[opts]
    if board.no16:
        cmd.append("-DFZ_NO16")
    cmd += [src, "-o", exe]
    if plugin:
        cmd += ["-L" + board.libdir, "-Wl,-rpath," + board.libdir, "-latomlower"]
    cmd.append("-latomic")
    if os.path.exists(exe):
        os.unlink(exe)
    status, out = run(cmd, COMPILE_TIMEOUT, cwd=os.path.dirname(exe))
    return Build(cmd, status, out, exe)


def execute(board, exe, timeout):
    return run(board.exec + [exe], timeout)


# Diagnostics: "file:line:col: warning: text [-Wflag]" (and errors).  Their context lines
# ("In function", "inlined from") differ between the builds and are not compared.
DIAG_RE = re.compile(r"^[^\s:][^:]*:\d+(?::\d+)?: (warning|error|fatal error|sorry, unimplemented): .*$", re.M)


def diagnostics(text):
    return set(m.group(0) for m in DIAG_RE.finditer(text))


def is_ice(b):
    return (b.status >= 128 or "internal compiler error" in b.out or "Segmentation fault" in b.out
            or "killed by signal" in b.out or re.search(r"terminated with signal \d+", b.out) is not None
            or compiler_bug(b.out) is not None)


# GCC's own consistency checks failing: the compiler, not the program, is at fault.  GCC 12
# for AArch32 Armv8-A stops on some 64-bit compares with "insn does not satisfy its
# constraints" (during RTL pass: cprop_hardreg) with or without the plugin.
COMPILER_BUG = re.compile(r"error: (insn does not satisfy its constraints|unrecognizable insn)"
                          r"|internal compiler error: .*")


def compiler_bug(text):
    m = COMPILER_BUG.search(text)
    return m.group(0) if m else None


# Warnings GCC alone may give on a program the reducer has cut down, which say nothing
# about its behaviour.
HARMLESS_WARNING = re.compile(r"\[-Wunused(-[a-z-]+=?)?\]$")


def harmful_warnings(text):
    return [d for d in diagnostics(text) if not HARMLESS_WARNING.search(d)]


class Verdict:
    def __init__(self, ok, kind="", detail="", signature="", unsupported=False):
        self.ok, self.kind, self.detail, self.signature = ok, kind, detail, signature
        self.unsupported = unsupported


def first_difference(a, b):
    la, lb = a.splitlines(), b.splitlines()
    for i in range(max(len(la), len(lb))):
        x = la[i] if i < len(la) else "<none>"
        y = lb[i] if i < len(lb) else "<none>"
        if x != y:
            return "GCC alone '%s', plugin '%s'" % (x, y)
    return ""


def compare(board, src, opts, work, run_timeout):
    """Build SRC with and without the plugin at OPTS and compare.  Returns a Verdict; its
    signature names the failure so that the reducer can keep it."""
    stem = os.path.join(work, os.path.splitext(os.path.basename(src))[0] + "-" + opts)
    g = build(board, src, opts, False, stem + "-gcc")
    bug = compiler_bug(g.out) if g.status != 0 else None
    if bug:
        return Verdict(False, "GCC alone", "a bug of GCC's own stops its compile, nothing to compare: "
                       + bug, "gcc-bug", unsupported=True)
    if g.status != 0:
        why = [l for l in g.out.splitlines() if "error" in l or "undefined reference" in l]
        return Verdict(False, "generator", "GCC alone cannot build it: %s" % (
            why[0] if why else "status %d" % g.status), "gcc-build")
    if diagnostics(g.out):
        # Generated programs are -Wall clean with GCC alone.
        return Verdict(False, "generator", "GCC alone warns: " + sorted(diagnostics(g.out))[0], "gcc-warning")
    p = build(board, src, opts, True, stem + "-plugin")
    v = compare_builds_static(g, p)
    if v:
        return v
    gs, gout = execute(board, g.exe, run_timeout)
    if gs != 0:
        return Verdict(False, "generator", "GCC alone's program exits with status %d" % gs, "gcc-run")
    ps, pout = execute(board, p.exe, run_timeout)
    if ps == 124:
        return Verdict(False, "timeout", "the plugin's program ran over %d s" % run_timeout, "timeout")
    if ps != gs:
        return Verdict(False, "exit status", "GCC alone %d, plugin %d" % (gs, ps), "status:%d" % ps)
    if pout != gout:
        # GCC alone's build may be the wrong one (GCC 13 and 14 on RISC-V store a narrowed
        # sub-word exchange's value unmasked at -O2): GCC alone's -O0 build is the second
        # reference.  Where it agrees with the plugin's output, GCC's optimised build
        # disagrees with GCC's own -O0 one: a miscompile of GCC's, and the plugin's output is
        # right (PASS, with a NOTE naming the difference); otherwise a FAIL.
        if opts != "O0":
            r = build(board, src, "O0", False, stem + "-gcc-O0")
            if r.status == 0:
                rs, rout = execute(board, r.exe, run_timeout)
                if rs == 0 and rout == pout:
                    return Verdict(True, "GCC alone miscompiles",
                                   "%s; GCC alone's -O0 build gives the plugin's" % first_difference(gout, pout))
        return Verdict(False, "checksum", first_difference(gout, pout), "output")
    return Verdict(True)


def compare_builds_static(g, p):
    """The compile-time verdict on the plugin's build P beside GCC alone's G (which built):
    a Verdict for a crash, an error or a warning only the plugin gives, else None."""
    if is_ice(p):
        m = re.search(r"internal compiler error: ([^\n]*)", p.out)
        sig = "ice:" + (re.sub(r"\d+", "N", m.group(1)) if m else "status %d" % p.status)
        return Verdict(False, "ICE", sig[4:], sig)
    if p.status != 0:
        errs = sorted(d for d in diagnostics(p.out) if ": error:" in d or "fatal error" in d or "sorry" in d)
        first = errs[0] if errs else "status %d" % p.status
        return Verdict(False, "plugin-only error", first, "error:" + diag_key(first))
    new = sorted(diagnostics(p.out) - diagnostics(g.out))
    if new:
        return Verdict(False, "plugin-only warning", new[0], "warning:" + diag_key(new[0]))
    return None


def diag_key(d):
    """What a diagnostic says, without where or about which name: the warning option, or
    the message with quoted names and numbers removed."""
    m = re.search(r"\[(-W[^\]]+)\]$", d)
    if m:
        return m.group(1)
    msg = d.split(": ", 1)[1] if ": " in d else d
    return re.sub(r"'[^']*'|\d+", "_", msg)


def label(seed, lang, opts):
    return "fuzz: %s seed %d %s" % ("C++" if lang == "c++" else "C", seed,
                                    " ".join(OPTION_SETS[opts] + PLUGIN_OPTION_ARGS.get(opts, [])))


def generate_program(seed, work, lang=None, size=24):
    text, _ = gen.generate(seed, lang, size)
    lang = lang or gen.default_lang(seed)
    src = os.path.join(work, "s%d.%s" % (seed, "cc" if lang == "c++" else "c"))
    with open(src, "w") as f:
        f.write(text)
    return src, lang


def board_from_args(a, name):
    host = host_triplet()
    info = read_board(name) if name and not getattr(a, "name", None) else {}
    name = getattr(a, "name", None) or name
    triplet = a.triplet or info.get("triplet") or host
    exec_ = a.exec if a.exec is not None else info.get("exec", "")
    cflags = " ".join(x for x in [info.get("cflags", ""), a.cflags or ""] if x)
    no16 = a.no16 or "no_exec_16" in info
    if triplet == host:
        cc, cxx = "gcc", "g++"
    else:
        cc, cxx = triplet + "-gcc", triplet + "-g++"
    cc = a.cc or cc
    cxx = a.cxx or cxx
    build_dir = os.path.join(ROOT, "build", triplet)
    plugin = os.path.abspath(a.plugin) if a.plugin else os.path.join(build_dir, "atomlower.so")
    libdir = os.path.abspath(a.libdir) if a.libdir else os.path.dirname(plugin) \
        if a.plugin and os.path.exists(os.path.join(os.path.dirname(plugin), "libatomlower.so")) else build_dir
    plugin_args = " ".join(x for x in [info.get("plugin_args", ""), getattr(a, "plugin_args", None) or ""] if x)
    return Board(name or triplet, triplet, exec_, cflags, no16, cc, cxx, plugin, libdir,
                 plugin_args), host


def fuzz_board(a, board, host):
    if a.preset == "check":
        seeds, opts = check_preset(board.name, host, board.triplet)
    else:
        seeds, opts = parse_seeds(a.seeds), a.opts.split(",")
    for o in opts:
        if o not in OPTION_SETS:
            raise SystemExit("fuzz: unknown option set '%s' (%s)" % (o, " ".join(ALL_OPTS)))
    work = os.path.abspath(os.path.join(a.workdir, board.name))
    os.makedirs(work, exist_ok=True)
    for f in (board.plugin, os.path.join(board.libdir, "libatomlower.so")):
        if not os.path.exists(f):
            print("FAIL: fuzz: %s missing (make all)" % f, flush=True)
            return 0, 1, []
    print("fuzz: board %s (%s, %s%s%s): seeds %s, option sets %s" % (
        board.name, board.triplet, board.cc, " under " + " ".join(board.exec) if board.exec else " native",
        (", " + " ".join(board.cflags)) if board.cflags else "", ",".join(map(str, seeds)), " ".join(opts)),
        flush=True)
    jobs = []
    for s in seeds:
        src, lang = generate_program(s, work, a.lang, a.size)
        for o in opts:
            jobs.append((s, lang, src, o))
    passed, failed, unsupported, failures = 0, 0, 0, []
    t0 = time.time()

    def one(job):
        s, lang, src, o = job
        return job, compare(board, src, o, work, a.timeout)

    with concurrent.futures.ThreadPoolExecutor(max_workers=a.jobs) as ex:
        for (s, lang, src, o), v in ex.map(one, jobs):
            if v.ok:
                passed += 1
                if v.detail:
                    print("NOTE: %s: %s: %s (%s)" % (label(s, lang, o), v.kind, v.detail, src), flush=True)
                print("PASS: %s" % label(s, lang, o), flush=True)
            elif v.unsupported:
                unsupported += 1
                print("UNSUPPORTED: %s: %s: %s (%s)" % (label(s, lang, o), v.kind, v.detail, src), flush=True)
            else:
                failed += 1
                failures.append((s, lang, src, o, v))
                print("FAIL: %s: %s: %s (%s)" % (label(s, lang, o), v.kind, v.detail, src), flush=True)
    dt = time.time() - t0
    print("fuzz: board %s: %d programs x %d option sets: %d passed, %d failed%s, %.0f s" % (
        board.name, len(seeds), len(opts), passed, failed,
        ", %d unsupported (GCC alone breaks)" % unsupported if unsupported else "", dt), flush=True)
    if a.reduce:
        import reduce as reducer
        for s, lang, src, o, v in failures:
            if v.kind in ("generator",):
                continue
            out = reducer.reduce_failure(board, src, o, v, work, a.timeout)
            print("fuzz: reduced %s %s: %s" % (os.path.basename(src), o, out), flush=True)
    return passed, failed, failures


def main():
    ap = argparse.ArgumentParser(description="Differential fuzzing: the plugin against GCC alone.",
                                 formatter_class=argparse.RawDescriptionHelpFormatter, epilog=__doc__)
    ap.add_argument("--board", action="append", default=[],
                    help="a board of testsuite/boards (repeatable, or comma-separated)")
    ap.add_argument("--triplet", help="instead of a board: the triplet's compilers, run natively or with --exec")
    ap.add_argument("--name", help="the board's name, its settings all given here (atomlower.fuzz/fuzz.exp)")
    ap.add_argument("--exec", help="emulator command (default: the board's)")
    ap.add_argument("--cflags", help="more options for every compile (after the board's)")
    ap.add_argument("--no16", action="store_true", help="no 16-byte operations (-DFZ_NO16)")
    ap.add_argument("--cc")
    ap.add_argument("--cxx")
    ap.add_argument("--plugin", help="atomlower.so (default build/<triplet>/atomlower.so)")
    ap.add_argument("--plugin-args", help="-fplugin-arg-atomlower-... options after -fplugin (the board's first)")
    ap.add_argument("--libdir", help="where libatomlower is (default: build/<triplet>)")
    ap.add_argument("--seeds", default="1-8")
    ap.add_argument("--opts", default=",".join(ALL_OPTS))
    ap.add_argument("--preset", choices=["check"], help="the seeds and option sets make check runs on the board")
    ap.add_argument("--lang", choices=["c", "c++"], help="all programs in one language (default: by seed)")
    ap.add_argument("--size", type=int, default=24, help="statements per function (about)")
    ap.add_argument("--workdir", default=os.path.join(ROOT, "build", "fuzz"))
    ap.add_argument("--timeout", type=int, default=60, help="seconds a program may run")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--reduce", action="store_true", help="reduce every failure to a small reproducer")
    a = ap.parse_args()
    names = [n for b in a.board for n in b.split(",") if n] or [None]
    if names == [None] and not a.triplet:
        names = [host_triplet()]
    total_p = total_f = 0
    for name in names:
        board, host = board_from_args(a, name)
        p, f, _ = fuzz_board(a, board, host)
        total_p += p
        total_f += f
    print("fuzz: %d passed, %d failed" % (total_p, total_f))
    return 1 if total_f else 0


if __name__ == "__main__":
    sys.exit(main())
