#!/usr/bin/env bash
# install.sh DESTDIR PREFIX CC BUILD VERSION [SUFFIX] — `make install`.
#
# The plugin goes into each compiler's own plugin directory, so that
# `-fplugin=atomlower` works by name; the runtime into PREFIX/lib (cross
# triplets: PREFIX/<triplet>/lib, the GNU cross layout), with a pkg-config file
# atomlower.pc (Cflags: -fplugin=atomlower, Libs: -latomlower).  SUFFIX is the cross
# compilers' version suffix (-11 for `make install GCC=11`: <triplet>-gcc-11).
set -euo pipefail
destdir=$1 prefix=$2 cc=$3 build=$4 version=$5 sfx=${6:-}
root=$(dirname "$build")
host=$(basename "$build")

install_one() {
  local triplet=$1 compiler=$2 libdir=$3
  local plugindir
  plugindir=$("$compiler" -print-file-name=plugin)
  install -d "$destdir$plugindir" "$destdir$libdir" "$destdir$libdir/pkgconfig"
  install -m 0755 "$root/$triplet/atomlower.so" "$destdir$plugindir/atomlower.so"
  install -m 0644 "$root/$triplet/libatomlower.a" "$destdir$libdir/libatomlower.a"
  install -m 0755 "$root/$triplet/libatomlower.so" "$destdir$libdir/libatomlower.so"
  cat > "$destdir$libdir/pkgconfig/atomlower.pc" <<PC
prefix=$prefix
libdir=$libdir
plugindir=$plugindir
plugin=\${plugindir}/atomlower.so

Name: atomlower
Description: GCC plugin lowering C11/GCC atomics to inline sequences, and its runtime
Version: $version
Cflags: -fplugin=atomlower
Libs: -L\${libdir} -latomlower
PC
  echo "installed $triplet: $plugindir/atomlower.so, $libdir/libatomlower.{a,so}"
}

install_one "$host" "$cc" "$prefix/lib"
for dir in "$root"/*/; do
  triplet=$(basename "$dir")
  [ "$triplet" = "$host" ] && continue
  [ -f "$dir/atomlower.so" ] && [ -f "$dir/libatomlower.a" ] || continue
  command -v "$triplet-gcc$sfx" >/dev/null || continue
  install_one "$triplet" "$triplet-gcc$sfx" "$prefix/$triplet/lib"
done

# The research tool (litmus tests, explain, mapping tables; atomlower --help).
if [ -x "$root/host/atomlower" ]; then
  install -d "$destdir$prefix/bin"
  install -m 0755 "$root/host/atomlower" "$destdir$prefix/bin/atomlower"
  echo "installed $prefix/bin/atomlower"
fi
