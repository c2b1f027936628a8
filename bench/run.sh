#!/usr/bin/env bash
# bench/run.sh — `make bench` (full, ~10 min on 2 cores) and `make bench-quick`
# (--quick, under 2 min).  Writes build/bench/results.md, codesize.md,
# results.json and PNG charts; prints the summary table.
#
#   ./bench/run.sh [--quick] [--only native,codesize,emulated,ctime,merge]
#                  [--sample-ms N] [--reps N]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v python3 >/dev/null || { echo "bench: python3 is needed" >&2; exit 1; }
command -v gnuplot >/dev/null || echo "bench: gnuplot not installed (gnuplot-nox): no charts" >&2
exec python3 bench/bench.py "$@"
