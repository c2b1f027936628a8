#!/usr/bin/env bash
# Install every Debian package atomlower needs to build and test on this Debian release
# (/etc/os-release; targets/releases lists bookworm, trixie and bullseye), for every target in
# targets/registry and every GCC of the release (scripts/targets packages: the system gcc's
# gcc-N-plugin-dev and gcc-N-source, its cross compilers and their plugin headers, and each
# other GCC's gcc-M, g++-M, gcc-M-plugin-dev, gcc-M-source and gcc-M-<triplet> ... for the
# triplets with a gccM field).  Idempotent: a machine that already has them all is left alone
# after one dpkg-query (no apt-get update, no root needed then).
#
#   ./scripts/deps.sh            install what is missing
#   ./scripts/deps.sh --list     print the package list and exit
#   ./scripts/deps.sh --triplets "T ..."   the packages of those triplets alone (make deps
#                                CHECK_TRIPLETS=...: a narrowed make check needs no more)
#
# Installed with --no-install-recommends, so every package a step needs is named here, even
# when it is only a Recommends of another (libc6-dev for gcc, libc6-dev-<arch>-cross for
# gcc-<triplet>): a fresh `debootstrap --variant=minbase` system has nothing else (make
# check-fresh proves it on bookworm, make check-dist on trixie and bullseye).
set -euo pipefail
cd "$(dirname "$0")/.."

# A release targets/releases does not know has no package list: say so, install nothing.
scripts/targets release > /dev/null || exit 1
if [ "${1:-}" = "--triplets" ]; then
  export ATOMLOWER_TRIPLETS="$2"
  shift 2
fi

# The release's compilers and cross compilers, their plugin headers and sources come from
# targets/registry and targets/releases (scripts/targets packages); the rest is the same on
# every release but clang (make bench's, scripts/targets clang).
PKGS="libc6-dev make python3 xz-utils
      dejagnu
      qemu-user-static
      build-essential debhelper dpkg-dev fakeroot lintian
      automake libtool
      $(scripts/targets clang)
      libatomic-ops-dev libck-dev
      gnuplot-nox
      $(scripts/targets packages)"

# qemu 10 for the boards of instructions qemu 7.2 does not run (RISC-V Zacas and Zabha:
# testsuite/boards/riscv64-linux-gnu-zacas.exp): where the release's own qemu-user-static is
# older, Debian's backport of qemu-user 10 (whose programs are static since Debian 13) is
# unpacked into $ATOMLOWER_QEMU10 (default /var/cache/atomlower/qemu10), never installed: the
# other boards keep the release's emulator.
# Its apt lists are its own too (the system's sources and state are left alone).  A release
# without such a backport (bullseye's is archived) goes on without it: those boards then build
# their programs and do not run them (atomlower,noexec).
qemu10() {
  ( set -e; qemu10_fetch ) || echo "deps: no qemu 10 from $(scripts/targets release)-backports: the qemu 10 boards will not run their programs"
}
qemu10_fetch() {
  local qemu10=${ATOMLOWER_QEMU10:-/var/cache/atomlower/qemu10}
  local major=$(qemu-riscv64-static --version 2>/dev/null | sed -n 's/.*version \([0-9]*\)\..*/\1/p')
  if [ "${major:-0}" -lt 10 ] && [ ! -x "$qemu10/usr/bin/qemu-riscv64" ]; then
    backports="$(scripts/targets release)-backports"
    echo "deps: qemu-user from $backports into $qemu10"
    $SUDO mkdir -p "$qemu10/apt/lists/partial" "$qemu10/apt/archives/partial" "$qemu10/apt/cache"
    mirror=$(. scripts/chroot-lib.sh; host_mirror)
    echo "deb ${mirror:-http://deb.debian.org/debian} $backports main" | $SUDO tee "$qemu10/apt/sources.list" > /dev/null
    apt_private="-o Dir::Etc::sourcelist=$qemu10/apt/sources.list -o Dir::Etc::sourceparts=/nonexistent
      -o Dir::State::Lists=$qemu10/apt/lists -o Dir::Cache=$qemu10/apt/cache
      -o Dir::Cache::archives=$qemu10/apt/archives -o Debug::NoLocking=1 -o APT::Sandbox::User=root"
    # shellcheck disable=SC2086
    $SUDO apt-get $apt_private update -q
    # shellcheck disable=SC2086
    (cd "$qemu10/apt/archives" && $SUDO apt-get $apt_private download "qemu-user/$backports")
    $SUDO dpkg -x "$qemu10"/apt/archives/qemu-user_*.deb "$qemu10"
    $SUDO rm -f "$qemu10"/apt/archives/*.deb
    "$qemu10/usr/bin/qemu-riscv64" --version | head -n 1
  fi
}

if [ "${1:-}" = "--list" ]; then
  printf '%s\n' $PKGS
  exit 0
fi

# dpkg-query prints one status line per known package; anything not "install ok installed" is missing.
missing=""
for p in $PKGS; do
  status=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing="$missing $p"
done

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
if [ -z "$missing" ]; then
  echo "deps: all $(printf '%s\n' $PKGS | wc -l) packages installed"
  qemu10
  exit 0
fi

echo "deps: installing:$missing"
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
# shellcheck disable=SC2086  # word splitting of the package list is intended
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
qemu10
