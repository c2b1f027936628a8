#!/usr/bin/env bash
# Install every Debian package atomlower needs to build and test, for every target in
# targets/registry, GCC 11's too for the triplets with a gcc11 field (scripts/targets packages:
# gcc-11, g++-11, gcc-11-plugin-dev, gcc-11-source, gcc-11-<triplet>, g++-11-<triplet>,
# gcc-11-plugin-dev-<triplet>).  Idempotent: a machine that already has them all is left alone
# after one dpkg-query (no apt-get update, no root needed then).
#
#   ./scripts/deps.sh            install what is missing
#   ./scripts/deps.sh --list     print the package list and exit
#
# Installed with --no-install-recommends, so every package a step needs is named here, even
# when it is only a Recommends of another (libc6-dev for gcc, libc6-dev-<arch>-cross for
# gcc-<triplet>): a fresh `debootstrap --variant=minbase bookworm` has nothing else
# (make check-fresh proves it).
set -euo pipefail
cd "$(dirname "$0")/.."

PKGS="gcc g++ libc6-dev make python3 xz-utils
      gcc-12-plugin-dev
      dejagnu
      gcc-12-source
      qemu-user-static
      clang-16
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
