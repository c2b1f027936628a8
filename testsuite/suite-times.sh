#!/usr/bin/env bash
# suite-times.sh — where a test run's time went: each driver's wall time summed over the boards.
#
#   testsuite/suite-times.sh [DIR]     DIR: searched for the boards' suite-times.txt (default
#                                      build/testsuite), which lib/atomlower.exp writes, one
#                                      line "SECONDS DIR/DRIVER.exp" per driver run
# Prints one line per driver, the longest first: its seconds summed over the boards (boards run
# side by side, so the sum is board-seconds, not wall time) and on how many boards it ran; then
# the total.
set -euo pipefail
dir=${1:-build/testsuite}
# The boards' own files: DIR/<board>/ and DIR/dist-<release>/<board>/, not the runs nested in a
# board's directory (check-scans' GCC-alone runs, counted in check-scans.exp's own time).
find "$dir" -maxdepth 3 -name suite-times.txt -type f -exec cat {} + 2>/dev/null |
  awk '{ t[$2] += $1; n[$2]++; all += $1 }
       END { for (d in t) printf "%9.1f s  %3d boards  %s\n", t[d], n[d], d
             printf "%9.1f s  in all\n", all > "/dev/stderr" }' 2>&1 | sort -rn
