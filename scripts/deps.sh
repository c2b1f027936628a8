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
      $(scripts/targets clang)
      libatomic-ops-dev libck-dev
      gnuplot-nox
      $(scripts/targets packages)"

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

if [ -z "$missing" ]; then
  echo "deps: all $(printf '%s\n' $PKGS | wc -l) packages installed"
  exit 0
fi

echo "deps: installing:$missing"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get update -q
# shellcheck disable=SC2086  # word splitting of the package list is intended
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends $missing
