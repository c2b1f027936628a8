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

[ "$(id -u)" -eq 0 ] || { echo "check-fresh: needs root (debootstrap, chroot)" >&2; exit 1; }
command -v debootstrap >/dev/null || \
  env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap

# The first Debian archive URI of this machine's sources (deb822 or one-line format); without
# one, debootstrap's own default.
mirror=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '/^URIs:/ && $2 !~ /security/ {print $2; exit}')
[ -n "$mirror" ] || mirror=$(awk '$1 == "deb" && $3 == "bookworm" {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)

mounted=()
cleanup() {
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" 2>/dev/null || true; done
}
trap cleanup EXIT
bind() { mkdir -p "$2"; mount --bind "$1" "$2"; mounted+=("$2"); }

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

mount -t proc proc "$root/proc"; mounted+=("$root/proc")
bind /dev "$root/dev"
bind /dev/pts "$root/dev/pts"
bind /sys "$root/sys"
# The repository, read-only, to clone from inside.
bind "$repo" "$root/src/atomlower"
mount -o remount,bind,ro "$root/src/atomlower"

in_root() { chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 bash -c "$1"; }

step "README prerequisites: apt-get install make git"
in_root 'apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends make git ca-certificates' \
  > "$dir/prereqs.log" 2>&1 || { tail -20 "$dir/prereqs.log"; exit 1; }
in_root 'git config --global --add safe.directory "*" && git clone -q /src/atomlower /root/atomlower' \
  > "$dir/clone.log" 2>&1 || { cat "$dir/clone.log"; exit 1; }

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
