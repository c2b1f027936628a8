#!/bin/sh
# debian/lintian-overrides.sh PACKAGE [TRIPLET] — the lintian overrides of one package, each
# with its reason (debian/rules writes debian/PACKAGE.lintian-overrides from it for every
# package it builds: the cross packages' names come from targets/registry).
set -eu
p=$1 t=${2:-}
cat <<EOF2
# atomlower's own packages, not uploaded to Debian: there is no ITP bug for the first
# changelog entry to close.
$p: initial-upload-closes-no-bugs
EOF2
[ -n "$t" ] || exit 0
lib=usr/$t/lib/libatomlower.so.1.0.0
cat <<EOF2
# /usr/$t is the GNU cross layout: the cross compiler's linker looks in /usr/$t/lib, where
# Debian's own libc6-dev-*-cross packages put the target's libraries too.
$p: non-standard-dir-in-usr [usr/$t/]
EOF2
# The runtime there is target code for $t-gcc; the package's architecture is the cross
# compiler's (the plugin's), not the target's (lintian counts i686 code as amd64's own).
case $t in
  i686-*) ;;
  *) cat <<EOF2
# The runtime in /usr/$t/lib is target code for $t-gcc (the GNU cross layout, as in Debian's
# own libc6-*-cross packages); the package's architecture is the cross compiler's (the
# plugin's), not the target's.
$p: binary-from-other-architecture [$lib]
EOF2
  ;;
esac
case $t in
  alpha-*) cat <<EOF2
# Alpha's C library is libc.so.6.1 (Debian's libc6.1-alpha-cross, which the cross compiler's
# libc6-dev-alpha-cross brings): a target library, not a dependency of this host package.
$p: missing-dependency-on-libc needed by $lib
EOF2
  ;;
  powerpc64-*) cat <<EOF2
# 64-bit big-endian POWER (ELFv1): GCC 12 writes no .note.GNU-stack there, so no library it
# links has a PT_GNU_STACK header (Debian's own libc6-ppc64-cross libc.so.6 has none either).
$p: shared-library-lacks-stack-section [$lib]
EOF2
  ;;
  hppa-*|mips*) cat <<EOF2
# HPPA and MIPS: the target's toolchain marks every shared library's stack executable (a
# one-line library linked by $t-gcc gets GNU_STACK RWE too, as Debian's own cross libc.so.6
# for MIPS has); a property of the target's ABI, not of this code.
$p: executable-stack-in-shared-library [$lib]
EOF2
  ;;
esac
