#!/bin/sh
# tools/fuzz/mutant.sh TRIPLET OUTDIR FILE SED-EXPRESSION
#
# Builds a deliberately broken plugin, to show that the fuzzer can fail: copies plugin/ and
# lower/ to OUTDIR/src, applies one sed expression to FILE there (it must change exactly one
# line), and builds OUTDIR/src/build/TRIPLET/atomlower.so with the commands `make -n` shows
# for the real one.  The tree itself is not touched.  Then, for example:
#
#   tools/fuzz/mutant.sh x86_64-linux-gnu /tmp/mutant lower/x86.c \
#       's/if (sub \&\& !neg_const)$/if (0 \&\& sub \&\& !neg_const)/'
#   tools/fuzz/fuzz.py --board x86_64-linux-gnu --plugin /tmp/mutant/src/build/x86_64-linux-gnu/atomlower.so \
#       --libdir build/x86_64-linux-gnu --seeds 1-8 --opts O2 --reduce
set -eu
[ $# -eq 4 ] || { sed -n '2,3p' "$0" >&2; exit 2; }
triplet=$1 out=$2 file=$3 expr=$4
root=$(cd "$(dirname "$0")/../.." && pwd)
rm -rf "$out/src"
mkdir -p "$out/src"
cp -r "$root/plugin" "$root/lower" "$out/src/"
sed -e "$expr" "$root/$file" > "$out/src/$file"
changed=$(diff "$root/$file" "$out/src/$file" | grep -c '^<' || true)
if [ "$changed" -ne 1 ]; then
    echo "mutant.sh: the expression changes $changed lines of $file (one wanted)" >&2
    exit 1
fi
echo "mutant.sh: $file:"
diff "$root/$file" "$out/src/$file" || true
# The real build's commands, run in the copy (their paths are relative to the tree's root).
(cd "$root" && make -s -n -B "build/$triplet/atomlower.so") > "$out/build.sh"
(cd "$out/src" && sh -e "$out/build.sh") >"$out/build.log" 2>&1 || {
    echo "mutant.sh: the mutant does not build (see $out/build.log)" >&2
    exit 1
}
echo "mutant.sh: built $out/src/build/$triplet/atomlower.so"
