#!/usr/bin/env bash
# sumsum.sh — add up DejaGnu .sum files into one closing line.
#
#   testsuite/sumsum.sh [--check] [PATH...]     PATH: a .sum file or a directory searched for
#                                               *.sum (default: build/testsuite)
# Prints one line per .sum with its counts, then, last, exactly
#   N passed, N failed
# where passed = expected passes and failed = unexpected failures + unexpected successes
# + unresolved testcases + untested testcases + unknown successes (KPASS) + "ERROR:" lines
# (harness errors, e.g. a Tcl error in a .exp) + 1 for every .sum that has no summary
# (runtest died before the end) + 1 for every directory given that holds no .sum at all (a
# board that did not run).  Unsupported tests and expected failures count as neither.
# With --check the exit status is 1 when failed > 0 or nothing ran (no .sum, or 0 tests).
# Used by testsuite/check.mk (make check) and .ci/run.
set -euo pipefail

check=0
if [ "${1:-}" = "--check" ]; then
  check=1
  shift
fi
[ $# -gt 0 ] || set -- build/testsuite

sums=()
total_pass=0
total_fail=0
for p in "$@"; do
  if [ -d "$p" ]; then
    n=${#sums[@]}
    while IFS= read -r f; do sums+=("$f"); done < <(find "$p" -name '*.sum' -type f | sort)
    if [ ${#sums[@]} -eq "$n" ]; then
      echo "$p: no .sum file (the board did not run)"
      total_fail=$((total_fail + 1))
    fi
  elif [ -f "$p" ]; then
    sums+=("$p")
  else
    echo "$p: missing (the board did not run)"
    total_fail=$((total_fail + 1))
  fi
done

for f in ${sums[@]+"${sums[@]}"}; do
  # shellcheck disable=SC2016  # awk program, not shell
  read -r pass fail xfail unsup untested complete < <(awk '
    /^# of expected passes/       { pass += $NF }
    /^# of unexpected failures/   { fail += $NF }
    /^# of unexpected successes/  { fail += $NF }
    /^# of unresolved testcases/  { fail += $NF }
    /^# of unknown successes/     { fail += $NF }
    /^# of expected failures/     { xfail += $NF }
    /^# of known failures/        { xfail += $NF }
    /^# of unsupported tests/     { unsup += $NF }
    /^# of untested testcases/    { untested += $NF; fail += $NF }
    /^ERROR: /                    { fail += 1 }
    /=== .* Summary ===/          { complete = 1 }
    END { printf "%d %d %d %d %d %d\n", pass, fail, xfail, unsup, untested, complete }' "$f")
  note=""
  if [ "$complete" -eq 0 ]; then
    fail=$((fail + 1))
    note=" (no summary: runtest did not finish)"
  fi
  echo "$f: $pass pass, $fail fail, $xfail xfail, $unsup unsupported, $untested untested$note"
  total_pass=$((total_pass + pass))
  total_fail=$((total_fail + fail))
done

[ ${#sums[@]} -gt 0 ] || echo "sumsum: no .sum file under $*"
echo "$total_pass passed, $total_fail failed"

if [ "$check" -eq 1 ]; then
  [ "$total_fail" -eq 0 ] && [ $((total_pass + total_fail)) -gt 0 ] || exit 1
fi
exit 0
