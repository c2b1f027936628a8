#!/usr/bin/env bash
# install.sh DESTDIR PREFIX CC BUILD VERSION [SUFFIX [LIBDIR]] — `make install`.
#
# The plugin goes into each compiler's own plugin directory, so that
# `-fplugin=atomlower` works by name; the runtime into LIBDIR (default PREFIX/lib; cross
# triplets: PREFIX/<triplet>/lib, the GNU cross layout): libatomlower.a, the shared library
# libatomlower.so.1.0.0 with its symlinks libatomlower.so.1 (the soname) and libatomlower.so, as
# the build has them (libgcc-shim/shim.mk), with a pkg-config file
# atomlower.pc (Cflags: -fplugin=atomlower, Libs: -latomlower).  SUFFIX is the cross
# compilers' version suffix (-11 for `make install GCC=11`: <triplet>-gcc-11).
set -euo pipefail
destdir=$1 prefix=$2 cc=$3 build=$4 version=$5 sfx=${6:-} hostlibdir=${7:-$2/lib}
root=$(dirname "$build")
host=$(basename "$build")

install_one() {
  local triplet=$1 compiler=$2 libdir=$3
  local plugindir
  plugindir=$("$compiler" -print-file-name=plugin)
  install -d "$destdir$plugindir" "$destdir$libdir" "$destdir$libdir/pkgconfig"
  install -m 0755 "$root/$triplet/atomlower.so" "$destdir$plugindir/atomlower.so"
  install -m 0644 "$root/$triplet/libatomlower.a" "$destdir$libdir/libatomlower.a"
  local sofile
  sofile=$(readlink "$root/$triplet/libatomlower.so")
  install -m 0644 "$root/$triplet/$sofile" "$destdir$libdir/$sofile"
  # The symlinks (libatomlower.so.1, libatomlower.so), as they are in the build.
  find "$root/$triplet" -maxdepth 1 -type l -name 'libatomlower.so*' -exec cp -P {} "$destdir$libdir/" \;
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
  echo "installed $triplet: $plugindir/atomlower.so, $libdir/libatomlower.a, $libdir/$sofile and its symlinks"
}

install_one "$host" "$cc" "$hostlibdir"
for dir in "$root"/*/; do
  triplet=$(basename "$dir")
  [ "$triplet" = "$host" ] && continue
  [ -f "$dir/atomlower.so" ] && [ -f "$dir/libatomlower.a" ] || continue
  command -v "$triplet-gcc$sfx" >/dev/null || continue
  install_one "$triplet" "$triplet-gcc$sfx" "$prefix/$triplet/lib"
done

# The research tool (litmus tests, explain, mapping tables; atomlower --help) and the table
# walker (lower-cells, every cell of a target's table).
for tool in atomlower lower-cells; do
  if [ -x "$root/host/$tool" ]; then
    install -d "$destdir$prefix/bin"
    install -m 0755 "$root/host/$tool" "$destdir$prefix/bin/$tool"
    echo "installed $prefix/bin/$tool"
  fi
done
