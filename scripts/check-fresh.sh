#!/usr/bin/env bash
# check-fresh.sh — the README's quick start on a new machine (make check-fresh).
#
# Builds a minimal Debian 12 in a chroot (debootstrap --variant=minbase bookworm), gives it only
# what the README's Quick start names (make and git, from Debian), clones this repository's HEAD
# into it and runs the README's two commands there, exactly as written:
#     make deps demo
#     make deps check
# A machine that already has the packages hides a missing install step; the chroot has none of
# them.  Needs root (debootstrap, chroot, mounts) and about 40 minutes, most of it make check.
#
#   scripts/check-fresh.sh [DIR]      DIR: where the chroot goes (default /var/tmp/atomlower-fresh,
#                                     outside the tree, so that searches of the tree skip it)
#
# The chroot's package sources are this machine's Debian sources (so it reaches the same
# mirror); the log of each step is in DIR/*.log and the suite's results in
# DIR/root/root/atomlower/build/testsuite.  Exit status: that of the first command that failed.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
dir=$(realpath -m "${1:-/var/tmp/atomlower-fresh}")
root=$dir/root

. scripts/chroot-lib.sh
chroot_prereqs check-fresh
mirror=$(host_mirror)

step() { echo "check-fresh: $*"; }
step "debootstrap --variant=minbase bookworm $root ${mirror:+($mirror)}"
for m in "$root"/*; do umount -l "$m" 2>/dev/null || true; done
rm -rf "$dir"
mkdir -p "$dir"
debootstrap --variant=minbase bookworm "$root" ${mirror:+"$mirror"} > "$dir/debootstrap.log" 2>&1 \
  || { tail -20 "$dir/debootstrap.log"; exit 1; }
# The same Debian suites this machine uses (bookworm, -updates, -security), as a new install has.
if ls /etc/apt/sources.list.d/*.sources >/dev/null 2>&1; then
  grep -l 'debian' /etc/apt/sources.list.d/*.sources | while read -r f; do cp "$f" "$root/etc/apt/sources.list.d/"; done
  : > "$root/etc/apt/sources.list"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true

# The system's file systems, and the repository read-only to clone HEAD from.
chroot_mount

step "README prerequisites: apt-get install make git"
install_readme_prereqs \
  > "$dir/prereqs.log" 2>&1 || { tail -20 "$dir/prereqs.log"; exit 1; }
clone_into_root > "$dir/clone.log" 2>&1 || { cat "$dir/clone.log"; exit 1; }

status=0
for cmd in "make deps demo" "make deps check"; do
  log="$dir/$(echo "$cmd" | tr ' ' '-').log"
  step "$cmd (log: $log)"
  start=$(date +%s)
  # CHECK_DISTS=: the other releases' chroots are this machine's make check's (check-dist), not
  # nested inside this one.
  if in_root "cd /root/atomlower && CHECK_DISTS= $cmd" > "$log" 2>&1; then
    step "$cmd: exit 0 after $(( $(date +%s) - start )) s"
  else
    s=$?
    step "$cmd: exit $s after $(( $(date +%s) - start )) s"; tail -30 "$log"
    [ "$status" -ne 0 ] || status=$s
  fi
done
sums=$root/root/atomlower/build/testsuite
if [ -d "$sums" ]; then
  boards=$(in_root 'cd /root/atomlower && make -s --no-print-directory print-boards CHECK_DISTS=')
  ran=0; for b in $boards; do [ -f "$sums/$b/atomlower.sum" ] && ran=$((ran + 1)); done
  step "boards: $ran of $(echo $boards | wc -w) ran"
  "$repo/testsuite/sumsum.sh" "$sums" | tail -n 1
fi
exit "$status"
