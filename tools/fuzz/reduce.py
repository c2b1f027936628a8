#!/usr/bin/env python3
"""reduce.py — line-deletion reducer for a fuzz failure (fuzz.py --reduce calls it; it also
runs alone on any program):

    reduce.py --board x86_64-linux-gnu --opts O2 build/fuzz/x86_64-linux-gnu/s2.c
    reduce.py --board arm-linux-gnueabi --opts O2 --plugin /tmp/broken/atomlower.so prog.c

Deletes chunks of lines, halving the chunk whenever no chunk of the current size can go,
down to single lines, and keeps a deletion only when the program still fails the same way
(the same kind of failure: the same ICE message, plugin-only warning option or error text,
or a different output / exit status / timeout of the plugin's program) and stays a valid
test: GCC alone builds it without a warning other than -Wunused-*, runs it with status 0,
and (for a run-time difference) prints the same at -O0 as at the failing option set, so
that no undefined behaviour came in with a deletion.  Writes NAME-OPTS.reduced.EXT and
NAME-OPTS.reduced.sh (the two builds and runs) beside the program.
"""

import argparse
import hashlib
import os
import shlex
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import fuzz  # noqa: E402

REDUCE_TIMEOUT = 10     # seconds a program may run while reducing (a timeout's reduction)


class Oracle:
    def __init__(self, board, opts, signature, work, ext, timeout):
        self.board, self.opts, self.signature = board, opts, signature
        self.work, self.ext, self.timeout = work, ext, timeout
        self.cache = {}
        self.tests = 0
        self.src = os.path.join(work, "cand" + ext)

    def __call__(self, lines):
        text = "\n".join(lines) + "\n"
        key = hashlib.sha1(text.encode()).hexdigest()
        if key not in self.cache:
            self.tests += 1
            with open(self.src, "w") as f:
                f.write(text)
            self.cache[key] = self.check()
        return self.cache[key]

    def check(self):
        b, src, opts, sig = self.board, self.src, self.opts, self.signature
        stem = os.path.join(self.work, "cand")
        g = fuzz.build(b, src, opts, False, stem + "-gcc")
        if g.status != 0 or fuzz.harmful_warnings(g.out):
            return False
        p = fuzz.build(b, src, opts, True, stem + "-plugin")
        if sig.startswith("ice:") or sig.startswith("error:"):
            if p.status == 0:
                return False
            v = fuzz.compare_builds_static(g, p)
            return v is not None and v.signature == sig
        if p.status != 0 or fuzz.is_ice(p):
            return False
        if sig.startswith("warning:"):
            new = fuzz.diagnostics(p.out) - fuzz.diagnostics(g.out)
            return any("warning:" + fuzz.diag_key(d) == sig for d in new)
        if fuzz.diagnostics(p.out) - fuzz.diagnostics(g.out):
            return False
        gs, gout = fuzz.execute(b, g.exe, self.timeout)
        if gs != 0:
            return False
        ps, pout = fuzz.execute(b, p.exe, self.timeout)
        if sig == "timeout":
            same = ps == 124
        elif sig.startswith("status:"):
            same = ps != gs and ps != 124
        else:
            same = ps == gs and pout != gout
        if not same:
            return False
        if opts != "O0":
            g0 = fuzz.build(b, src, "O0", False, stem + "-gcc0")
            if g0.status != 0 or fuzz.harmful_warnings(g0.out):
                return False
            s0, out0 = fuzz.execute(b, g0.exe, self.timeout)
            if s0 != 0 or out0 != gout:
                return False
        return True


def blocks(lines):
    """Ranges (first, last) of lines that go together: a brace block with the header lines
    before it (a function's "static void" / "name (void)", a for or if line, an else), an
    #if .. #endif, a comment over several lines.  Outermost first."""
    out = []
    stack, pstack, cstart = [], [], None
    for i, l in enumerate(lines):
        t = l.strip()
        if cstart is None and "/*" in t and "*/" not in t:
            cstart = i
            continue
        if cstart is not None:
            if "*/" in t:
                out.append((cstart, i))
                cstart = None
            continue
        if t.startswith("#if"):
            pstack.append(i)
        elif t.startswith("#endif") and pstack:
            out.append((pstack.pop(), i))
        if t.startswith("#"):
            continue
        opens, closes = t.count("{"), t.count("}")
        if opens > closes:
            start = i
            # The header: lines before it that end neither a statement nor a block.
            while start > 0:
                h = lines[start - 1].strip()
                if not h or h.endswith((";", "}", "{", "*/")) or h.startswith("#"):
                    break
                start -= 1
            stack.append(start)
        elif closes > opens and stack:
            out.append((stack.pop(), i))
    out.sort(key=lambda r: r[0] - r[1])
    return out


def try_ranges(lines, interesting, make, log):
    """Try each candidate deletion MAKE(lines, range) over the blocks; keep what stays
    interesting.  Returns (lines, changed)."""
    changed = False
    i = 0
    while True:
        rs = blocks(lines)
        if i >= len(rs):
            return lines, changed
        cand = make(lines, rs[i])
        if cand and interesting(cand):
            # The blocks before I were tried on a longer program; go on from here.
            lines = cand
            changed = True
            if log:
                log(len(lines), "block")
        else:
            i += 1


def delete_block(lines, r):
    a, b = r
    # An if block goes with its else.
    if b + 1 < len(lines) and lines[b + 1].strip() == "else":
        for c in blocks(lines):
            if c[0] == b + 1:
                b = c[1]
                break
    return lines[:a] + lines[b + 1:]


def unwrap_block(lines, r):
    """Keep the block's body, drop its header and braces (a loop or branch around a statement)."""
    a, b = r
    try:
        o = next(i for i in range(a, b + 1) if "{" in lines[i] and lines[i].count("{") > lines[i].count("}"))
    except StopIteration:
        return None
    if lines[o].strip() != "{" or lines[b].strip() != "}":
        return None
    return lines[:a] + lines[o + 1:b] + lines[b + 1:]


def ddmin_lines(lines, interesting, log=None, chunk=None):
    chunk = chunk or max(1, len(lines) // 4)
    while True:
        changed = False
        i = 0
        while i < len(lines):
            cand = lines[:i] + lines[i + chunk:]
            if cand and interesting(cand):
                lines = cand
                changed = True
                if log:
                    log(len(lines), "chunk %d" % chunk)
            else:
                i += chunk
        if not changed:
            if chunk == 1:
                return lines
            chunk = max(1, chunk // 2)


def reduce_lines(lines, interesting, log=None):
    """Blocks first (whole functions, loops, branches), then loops and branches unwrapped,
    then lines in chunks down to one; again until nothing more goes."""
    while True:
        n = len(lines)
        lines, _ = try_ranges(lines, interesting, delete_block, log)
        lines = ddmin_lines(lines, interesting, log, chunk=8)
        lines, _ = try_ranges(lines, interesting, unwrap_block, log)
        if len(lines) == n:
            return lines


def reduce_failure(board, src, opts, verdict, work, timeout=REDUCE_TIMEOUT, quiet=False):
    """Reduce SRC, which fails at OPTS as VERDICT says; returns a one-line summary."""
    t0 = time.time()
    ext = os.path.splitext(src)[1]
    name = os.path.splitext(os.path.basename(src))[0]
    rwork = os.path.join(work, "reduce-%s-%s" % (name, opts))
    os.makedirs(rwork, exist_ok=True)
    with open(src) as f:
        lines = f.read().splitlines()
    oracle = Oracle(board, opts, verdict.signature, rwork, ext, min(timeout, REDUCE_TIMEOUT))
    if not oracle(lines):
        return "not reduced: %s does not fail as '%s' under the reducer's checks" % (src, verdict.signature)
    n0 = len(lines)

    def log(n, how):
        if not quiet:
            print("  reduce: %d lines (%s, %d tests)" % (n, how, oracle.tests), file=sys.stderr, flush=True)

    lines = reduce_lines(lines, oracle, log)
    out = os.path.join(work, "%s-%s.reduced%s" % (name, opts, ext))
    with open(out, "w") as f:
        f.write("\n".join(lines) + "\n")
    write_script(board, out, opts)
    return "%d -> %d lines, %s (%s; %d tests, %.0f s)" % (n0, len(lines), out, verdict.signature,
                                                          oracle.tests, time.time() - t0)


def write_script(board, src, opts):
    """NAME.sh: the two builds and runs of the reproducer, to show the difference by hand."""
    stem = os.path.splitext(src)[0]
    lines = ["#!/bin/sh", "# %s at %s on board %s: GCC alone, then the plugin." % (
        os.path.basename(src), " ".join(fuzz.OPTION_SETS[opts]), board.name), "cd \"$(dirname \"$0\")\""]
    for plugin, tag in ((False, "gcc"), (True, "plugin")):
        exe = "%s.%s" % (os.path.basename(stem), tag)
        cmd = [fuzz.compiler(board, src)]
        if plugin:
            cmd.append("-fplugin=" + board.plugin)
            cmd += board.plugin_args
        cmd += fuzz.COMMON_FLAGS + (fuzz.CXX_FLAGS if src.endswith(".cc") else []) + board.cflags
        cmd += fuzz.OPTION_SETS[opts] + (["-DFZ_NO16"] if board.no16 else [])
        cmd += [os.path.basename(src), "-o", exe]
        if plugin:
            cmd += ["-L" + board.libdir, "-Wl,-rpath," + board.libdir, "-latomlower"]
        cmd.append("-latomic")
        lines.append(" ".join(shlex.quote(c) for c in cmd))
        lines.append("echo '--- %s'; %s ./%s; echo \"exit status $?\"" % (
            tag, " ".join(shlex.quote(c) for c in board.exec), exe))
    with open(stem + ".sh", "w") as f:
        f.write("\n".join(lines) + "\n")
    os.chmod(stem + ".sh", 0o755)


def main():
    ap = argparse.ArgumentParser(description="Reduce a program that fails fuzz.py's comparison.")
    ap.add_argument("program")
    ap.add_argument("--board")
    ap.add_argument("--triplet")
    ap.add_argument("--exec")
    ap.add_argument("--cflags")
    ap.add_argument("--no16", action="store_true")
    ap.add_argument("--cc")
    ap.add_argument("--cxx")
    ap.add_argument("--plugin")
    ap.add_argument("--libdir")
    ap.add_argument("--opts", default="O2")
    ap.add_argument("--timeout", type=int, default=REDUCE_TIMEOUT)
    a = ap.parse_args()
    board, _ = fuzz.board_from_args(a, a.board)
    src = os.path.abspath(a.program)
    work = os.path.dirname(src)
    v = fuzz.compare(board, src, a.opts, work, a.timeout)
    if v.ok:
        print("reduce: %s passes at %s: nothing to reduce" % (src, a.opts))
        return 1
    print("reduce: %s: %s: %s" % (src, v.kind, v.detail))
    print("reduce: %s" % reduce_failure(board, src, a.opts, v, work, a.timeout))
    return 0


if __name__ == "__main__":
    sys.exit(main())
