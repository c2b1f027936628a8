#!/usr/bin/env bash
# check-dist.sh — the README's commands on another Debian release, from this machine
# (make check-dist DIST=trixie|bullseye).
#
# Keeps a minimal chroot of the release (debootstrap --variant=minbase DIST) outside the source
# tree, made once and reused (ATOMLOWER_DIST_DIR, default /var/cache/atomlower/dist/DIST); gives it
# only what the README's Quick start names (make, git); clones this repository's HEAD into it
# afresh and runs there, as written,
#     make deps check [MAKE-ARGUMENTS]
# (with CHECK_DISTS= there: no chroot in a chroot)
# so make deps installs that release's compilers (targets/releases: trixie's GCC 14 and 13,
# bullseye's GCC 10 and 9), cross compilers and emulator, and make check runs the boards of the
# triplets targets/registry lists for them (its gccN fields).  MAKE-ARGUMENTS narrow the run
# (CHECK_OTHER_GCC=0: the system GCC's boards only).  Needs root (debootstrap, chroot, mounts).
#
#   scripts/check-dist.sh DIST [--out DIR] [MAKE-ARGUMENTS...]
#
# Each board's .sum and .log are copied to DIR/<board>/ (default build/testsuite-dist/DIST), with
# the boards make print-boards names there in DIR/boards; prints "N passed, N failed" last.
# Exit status: that of make deps check, or 1 when a board did not run or anything failed.
# The whole script is one compound command, read before it runs: editing this file while a
# run goes on cannot change that run.
{
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
dist=${1:?check-dist: which release? (targets/releases: $(grep -v '^#' targets/releases | awk 'NF {printf "%s ", $1}'))}
shift
out=$repo/build/testsuite-dist/$dist
if [ "${1:-}" = "--out" ]; then out=$(realpath -m "$2"); shift 2; fi
grep -v '^[[:space:]]*#' targets/releases | awk -v d="$dist" '$1 == d { f = 1 } END { exit f ? 0 : 1 }' \
  || { echo "check-dist: '$dist' is not in targets/releases" >&2; exit 2; }
. scripts/chroot-lib.sh
chroot_prereqs check-dist

step() { echo "check-dist $dist: $*"; }
dist_chroot "$dist"
# The system's file systems, and the repository read-only to clone HEAD from.
chroot_mount
clone_into_root > "$dir/clone.log" 2>&1 || { cat "$dir/clone.log"; exit 1; }

args=
[ $# -eq 0 ] || args=$(printf ' %q' "$@")
log=$dir/check.log
step "make deps check$args (log: $log)"
start=$(date +%s)
status=0
in_root "cd /root/atomlower && make deps check CHECK_DISTS=$args" > "$log" 2>&1 || status=$?
step "make deps check: exit $status after $(( $(date +%s) - start )) s"
[ "$status" -eq 0 ] || grep -E '^(FAIL|ERROR|UNRESOLVED|make).*' "$log" | head -30 || true

# The results, where this machine's make check and .ci/run count them.
rm -rf "$out"
mkdir -p "$out"
boards=$(in_root "cd /root/atomlower && make -s --no-print-directory print-boards CHECK_DISTS=$args" 2>/dev/null || true)
echo "$boards" > "$out/boards"
sums=$root/root/atomlower/build/testsuite
ran=0 missing=""
for b in $boards; do
  if [ -f "$sums/$b/atomlower.sum" ]; then
    mkdir -p "$out/$b"
    cp "$sums/$b/atomlower.sum" "$sums/$b/atomlower.log" "$out/$b/"
    cp "$sums/$b/suite-times.txt" "$out/$b/" 2>/dev/null || true
    ran=$((ran + 1))
  else
    missing="$missing $b"
  fi
done
step "boards: $ran of $(echo $boards | wc -w) ran${missing:+ (did not run:$missing)}"
sum_status=0
./testsuite/sumsum.sh --check $(for b in $boards; do echo "$out/$b"; done) | sed "s|$out/||" || sum_status=$?
if [ "$status" -ne 0 ] || [ "$sum_status" -ne 0 ] || [ -n "$missing" ] || [ -z "$boards" ]; then
  exit 1
fi
exit 0
}
