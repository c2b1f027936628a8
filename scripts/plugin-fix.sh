#!/usr/bin/env bash
# plugin-fix.sh — headers a gcc-N-plugin-dev package lacks although its own headers include
# them, read from Debian's gcc-N-source (which make deps installs for the test suite).
#
#   scripts/plugin-fix.sh SRCDIR OUTDIR PATH:NAME...
#
# SRCDIR is /usr/src/gcc-N; each PATH (relative to GCC's source tree, gcc/config/arc/arc-cpus.def)
# is written to OUTDIR/NAME (the name its includer spells: arc-cpus.def, or
# common/config/i386/i386-cpuinfo.h), an include directory the plugin's compile puts after the
# package's own (-idirafter).  A file is taken from the source tarball, or else from the Debian
# patch of SRCDIR/patches/ that creates it (gcc-10 10.2.1's i386.h includes
# common/config/i386/i386-cpuinfo.h, which only its pr95842.diff adds to 10.2.0's tarball).
set -euo pipefail
src=${1:?plugin-fix: SRCDIR?} out=${2:?plugin-fix: OUTDIR?}
shift 2
tarball=$(ls "$src"/gcc-*.tar.xz 2>/dev/null | tail -n 1 || true)
[ -n "$tarball" ] || { echo "plugin-fix: no GCC source in $src (install gcc-$(basename "$src" | sed 's/^gcc-//')-source: make deps)" >&2; exit 1; }
mkdir -p "$out"
for spec in "$@"; do
  path=${spec%%:*} name=${spec#*:}
  mkdir -p "$(dirname "$out/$name")"
  if tar -xJOf "$tarball" --wildcards "*/$path" > "$out/$name.tmp" 2>/dev/null && [ -s "$out/$name.tmp" ]; then
    mv "$out/$name.tmp" "$out/$name"
    continue
  fi
  # A unified diff's new file: "--- /dev/null", "+++ b/src/PATH", "@@ -0,0 +1,N @@", N lines "+...".
  found=
  for d in "$src"/patches/*.diff; do
    if awk -v want="b/src/$path" '
         prev == "--- /dev/null" && $1 == "+++" && $2 == want { take = 1; next }
         take == 1 && /^@@ -0,0 \+1(,[0-9]+)? @@/ {
           n = 1; if (match($0, /\+1,[0-9]+/)) n = substr($0, RSTART + 3, RLENGTH - 3) + 0
           take = 2; next }
         take == 2 && n > 0 { print substr($0, 2); n--; if (n == 0) { done = 1; exit } }
         { prev = $0 }
         END { exit done ? 0 : 1 }' "$d" > "$out/$name.tmp"; then
      mv "$out/$name.tmp" "$out/$name"
      found=$d
      break
    fi
  done
  rm -f "$out/$name.tmp"
  [ -n "$found" ] || { echo "plugin-fix: $path is in neither $tarball nor a patch of $src/patches" >&2; exit 1; }
done
