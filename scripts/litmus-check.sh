#!/bin/sh
# litmus-check.sh — run atomlower's litmus tests under herd7 (make litmus-check; docs/litmus.md).
#
#   scripts/litmus-check.sh [--quick] [--all-orders] [--no-mixed] [--what-if CHANGE] [--out DIR] [--tool PATH] [--herd7 PATH] [--libdir DIR]
#                           [--jobs N] [--known FILE] [TARGET...]
#
# For each TARGET (default: every target spec herd7 can model, below) `atomlower litmus`
# writes the tests (with the mixed ones, one thread GCC 12's code, where the target's cross
# compiler is installed: gcc_for below; --no-mixed leaves them out); herd7 runs the C tests under rc11.cat (the expectation) and each
# target's tests under its architecture's model.  A test FAILs when the C model forbids
# its outcome (Never) and the architecture allows it (Sometimes/Always); THINAIR when the
# C model forbids it only by RC11's no-thin-air axiom (acyclic sb|rf, which no mapping of
# relaxed accesses implements: herd7 -skipcheck no-thin-air then allows it); XFAIL when
# FILE (testsuite/atomlower.litmus/known-failures.txt) lists it; ERROR when herd7 gives no
# verdict.  Writes DIR/results.tsv (target, test, C verdict, arch verdict, status, cells)
# and prints one summary line per target; exits 1 on any FAIL, XPASS or ERROR.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
out=build/litmus
tool=$here/build/host/atomlower
herd7=${HERD7:-/work/shared/herd7/bin/herd7}
libdir=${HERD7_LIBDIR:-}
jobs=${LITMUS_JOBS:-1}
known=$here/testsuite/atomlower.litmus/known-failures.txt
quick=
whatif=
nomixed=
while [ $# -gt 0 ]; do
  case $1 in
    --quick) quick="$quick --quick" ;;
    --all-orders) quick="$quick --all-orders" ;;
    --no-mixed) nomixed=1 ;;
    --what-if) whatif="--what-if $2"; shift ;;
    --out) out=$2; shift ;;
    --tool) tool=$2; shift ;;
    --herd7) herd7=$2; shift ;;
    --libdir) libdir=$2; shift ;;
    --jobs) jobs=$2; shift ;;
    --known) known=$2; shift ;;
    -*) echo "litmus-check: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
  shift
done
targets=${*:-"x86_64 aarch64 aarch64+lse aarch64+rcpc armv6 armv6k armv7 armv8 power8 power7 power6 rv64 rv64+ztso rv64+zalasr mips32r2"}
if [ ! -x "$herd7" ]; then
  echo "litmus-check: herd7 not found at '$herd7' (set HERD7=)" >&2
  exit 77
fi
# herdtools7's model library (libdir/) sits beside its bin/ in an installed copy.
if [ -z "$libdir" ] && [ -d "$(dirname "$herd7")/../libdir" ]; then
  libdir=$(cd "$(dirname "$herd7")/../libdir" && pwd)
fi

# GCC 12's own code for the mixed tests (atomlower litmus --gcc): the cross compiler with the
# flags that give each target spec's instructions; none where it is not installed.
gcc_for() {
  case $1 in
    aarch64) echo "aarch64-linux-gnu-gcc -mno-outline-atomics" ;;
    aarch64+lse) echo "aarch64-linux-gnu-gcc -march=armv8.1-a -mno-outline-atomics" ;;
    aarch64+rcpc) echo "aarch64-linux-gnu-gcc -march=armv8.2-a+rcpc -mno-outline-atomics" ;;
    armv6) echo "arm-linux-gnueabi-gcc -marm -march=armv6" ;;
    armv6k) echo "arm-linux-gnueabi-gcc -marm -march=armv6k" ;;
    armv7) echo "arm-linux-gnueabi-gcc -marm -march=armv7-a" ;;
    armv8) echo "arm-linux-gnueabi-gcc -marm -march=armv8-a" ;;
    power8|power7|power6) echo "powerpc64le-linux-gnu-gcc -mregnames -mcpu=$1" ;;
    ppc64be) echo "powerpc64-linux-gnu-gcc -mregnames" ;;
    ppc64be+power7) echo "powerpc64-linux-gnu-gcc -mregnames -mcpu=power7" ;;
    ppc64be+power8) echo "powerpc64-linux-gnu-gcc -mregnames -mcpu=power8" ;;
    ppc32) echo "powerpc-linux-gnu-gcc -mregnames" ;;
    rv64) echo "riscv64-linux-gnu-gcc" ;;
  esac
}

rm -rf "$out" && mkdir -p "$out" || exit 1
start=$(date +%s)
for t in $targets; do
  # A scheme or feature spec without flags of its own mixes with GCC's code for its base.
  g=$(gcc_for "$t")
  [ -n "$g" ] || g=$(gcc_for "${t%%+*}")
  if [ -n "$g" ] && command -v "${g%% *}" >/dev/null 2>&1 && [ -z "$nomixed" ]; then
    "$tool" litmus --target "$t" --out "$out" $quick $whatif --gcc "$g" >/dev/null
  else
    "$tool" litmus --target "$t" --out "$out" $quick $whatif >/dev/null
  fi || { echo "litmus-check: atomlower litmus --target $t failed" >&2; exit 1; }
done

# herd7 over a list of files, JOBS at a time, 40 files per process: NAME VERDICT lines.  A file
# whose text, name and comments ("..." lines) aside, ran before in this run with the same
# options gets that run's verdict (memo: key, verdict): a cell the same in several targets'
# tables (power6/7/8, armv6k/7, aarch64 with and without LSE) gives one herd7 run.
run_herd() {  # run_herd OUTFILE herd7-options... < file list
  o=$1; shift
  python3 -c "$run_herd_py" "$out/herd-memo.tsv" "$jobs" "$herd_cmd" "$@" > "$o"
}
# shellcheck disable=SC2016
run_herd_py='
import concurrent.futures, hashlib, re, subprocess, sys
memo_path, jobs, herd, opts = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
memo = {}
try:
    for line in open(memo_path):
        k, v = line.split()
        memo[k] = v
except FileNotFoundError:
    pass
name, key, todo = {}, {}, {}
for f in sys.stdin.read().split():
    text = open(f).read().split("\n")
    name[f] = text[0].split()[1]
    body = [text[0].split()[0]] + [l for l in text[1:] if not l.startswith("\"")]
    key[f] = hashlib.sha1("\0".join(opts + body).encode()).hexdigest()
    if key[f] not in memo and key[f] not in todo:
        todo[key[f]] = f
def run(batch):
    r = subprocess.run([herd] + opts + batch, capture_output=True, text=True)
    got = dict(re.findall(r"^Observation (\S+) (\S+)", r.stdout, re.M))
    return [(f, got.get(name[f])) for f in batch]
todo = list(todo.values())
with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as ex:
    with open(memo_path, "a") as m:
        for done in ex.map(run, [todo[i:i + 40] for i in range(0, len(todo), 40)]):
            for f, v in done:
                if v is not None:
                    memo[key[f]] = v
                    m.write("%s %s\n" % (key[f], v))
for f in name:
    if key[f] in memo:
        print("%s\t%s" % (name[f], memo[key[f]]))
'
# A wrapper so the runs can give herd7 its libdir.
herd_cmd=$out/herd7.sh
{ echo '#!/bin/sh'; if [ -n "$libdir" ]; then echo "exec '$herd7' -set-libdir '$libdir' \"\$@\""; else echo "exec '$herd7' \"\$@\""; fi; } > "$herd_cmd"
chmod +x "$herd_cmd"

ls "$out"/C/*.litmus | run_herd "$out/c.tsv" -model rc11.cat -timeout 60
# The C tests forbidden only by no-thin-air.
awk '$2 == "Never" { print $1 }' "$out/c.tsv" | sed "s|^|$out/C/|; s|\$|.litmus|" \
  | run_herd "$out/c-nota.tsv" -model rc11.cat -skipcheck no-thin-air -timeout 60

: > "$out/results.tsv"
status=0
for t in $targets; do
  d=$out/$t
  # A Ztso table's tests run under herd7's RVTSO model (riscv-tso.cat), the others under their
  # architecture's default model.
  case $t in *+ztso*) model="-model riscv-tso.cat" ;; *) model= ;; esac
  # shellcheck disable=SC2086
  ls "$d"/*.litmus 2>/dev/null | run_herd "$d/arch.tsv" -unroll 0 -timeout 60 $model
  awk -F'\t' -v t="$t" -v known="$known" -v cf="$out/c.tsv" -v nf="$out/c-nota.tsv" \
      -v af="$d/arch.tsv" -v sf="$d/skipped.txt" -v out="$out" '
    BEGIN {
      while ((getline l < cf) > 0) { split(l, a, "\t"); c[a[1]] = a[2] }
      while ((getline l < nf) > 0) { split(l, a, "\t"); nota[a[1]] = a[2] }
      while ((getline l < af) > 0) { split(l, a, "\t"); arch[a[1]] = a[2] }
      while ((getline l < sf) > 0) skipped++
      while ((getline l < known) > 0) {
        if (l ~ /^#/ || l == "") continue
        split(l, a, /[ \t]+/); kt[++nk] = a[1]; kp[nk] = a[2]
      }
    }
    function isknown(test,   i) {
      for (i = 1; i <= nk; i++)
        if ((kt[i] == t || kt[i] == "*") && test ~ ("^" kp[i] "$")) return 1
      return 0
    }
    {
      test = $1; cells = $2
      cv = (test in c) ? c[test] : "none"; av = (test in arch) ? arch[test] : "none"
      if (cv == "none" || av == "none") st = "ERROR"
      else if (cv == "Never" && av != "Never") {
        if (nota[test] != "" && nota[test] != "Never") st = "THINAIR"
        else st = isknown(test) ? "XFAIL" : "FAIL"
      } else st = (cv == "Never" && isknown(test)) ? "XPASS" : "PASS"
      n[st]++; total++
      if (cv == "Never") forbidden++
      printf "%s\t%s\t%s\t%s\t%s\t%s\n", t, test, cv, av, st, cells >> (out "/results.tsv")
      if (st == "FAIL" || st == "ERROR" || st == "XPASS") print st ": " t " " test " (C " cv ", " t " " av ")" > "/dev/stderr"
    }
    END {
      printf "%-14s %4d tests (%d forbidden by C11): %d PASS, %d FAIL, %d XFAIL, %d XPASS, %d THINAIR, %d ERROR; %d skipped\n", \
        t, total, forbidden, n["PASS"], n["FAIL"], n["XFAIL"], n["XPASS"], n["THINAIR"], n["ERROR"], skipped
      exit (n["FAIL"] + n["ERROR"] + n["XPASS"] > 0)
    }' "$d/cells.tsv" || status=1
done
echo "litmus-check: $(($(date +%s) - start)) s, results in $out/results.tsv"
exit $status
