#!/bin/sh
# debian/gcc-dep.sh PACKAGE — the dependency of a plugin package on the compiler package it
# was built against (gcc-12, gcc-12-aarch64-linux-gnu): that version or a later rebuild of the
# same Debian revision (a security or stable update: 12.2.0-14 -> 12.2.0-14+deb12u1, a cross
# rebuild 12.2.0-14cross1 -> cross2), never the next revision, whose plugin headers may differ:
#   gcc-12 (>= 12.2.0-14+deb12u1), gcc-12 (<< 12.2.0-15)
set -eu
v=$(dpkg-query -W -f '${Version}' "$1")
upstream=${v%-*}
rev=${v##*-}
n=$(echo "$rev" | sed 's/^\([0-9]*\).*/\1/')
[ -n "$n" ] || { echo "gcc-dep.sh: $1 $v: no numeric Debian revision" >&2; exit 1; }
echo "$1 (>= $v), $1 (<< $upstream-$((n + 1)))"
