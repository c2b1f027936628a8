#!/bin/sh
# check-deb.sh [DIR] — `make check-deb`: the Debian packages `make deb` left in DIR (default
# build/deb) unpacked into a scratch root, DIR/root, with dpkg -x (no root, nothing installed
# on this system), then used from there:
#   debian/tests/plugin-by-name   gcc with the system GCC's package's plugin (gcc-12's on
#                                 Debian 12; by its path in the root), its "# atomlower:"
#                                 tag, linked to the root's libatomlower.so.1 (-latomlower)
#                                 and run
#   the same with the release's other GCC (gcc-11, gcc-13) and its package, when both are there
#   debian/tests/tools            atomlower and lower-cells from the root
#   each cross plugin package     its compiler (when installed) with its plugin, -S: the tag;
#                                 linked with the package's runtime (-latomlower from
#                                 /usr/<triplet>/lib in the root) for a call no target
#                                 inlines (it needs libatomlower.so.1), not run
# Prints PASS/FAIL lines and "check-deb: N passed, N failed"; exit 1 on any failure, 2 when
# DIR has no packages (make deb first).
set -u
dir=${1:-build/deb}
src=$(cd "$(dirname "$0")/.." && pwd)
ls "$dir"/*.deb > /dev/null 2>&1 || { echo "check-deb: no packages in $dir (make deb first)" >&2; exit 2; }
root=$(cd "$dir" && pwd)/root
rm -rf "$root" && mkdir -p "$root"
pass=0 fail=0
ok() { echo "PASS: $*"; pass=$((pass + 1)); }
bad() { echo "FAIL: $*"; fail=$((fail + 1)); }
for deb in "$dir"/*.deb; do
  case $deb in *-dbgsym_*) continue ;; esac
  dpkg -x "$deb" "$root" || bad "dpkg -x $deb"
  echo "unpacked $(basename "$deb")"
done

run() { # label command...
  label=$1; shift
  if out=$("$@" 2>&1); then ok "$label"; else bad "$label"; fi
  echo "$out" | sed 's/^/    /'
}
sys=$(gcc -dumpversion | cut -d. -f1)
run "plugin-by-name (gcc, GCC $sys package)" env ATOMLOWER_ROOT="$root" CC=gcc sh "$src/debian/tests/plugin-by-name"
for deb in "$dir"/gcc-*-plugin-atomlower_*.deb; do
  [ -e "$deb" ] || continue
  n=$(basename "$deb" | sed 's/^gcc-\([0-9]*\)-.*/\1/')
  [ "$n" != "$sys" ] || continue
  if command -v gcc-$n > /dev/null; then
    run "plugin-by-name (gcc-$n, GCC $n package)" env ATOMLOWER_ROOT="$root" CC=gcc-$n sh "$src/debian/tests/plugin-by-name"
  else
    echo "NOTE: gcc-$n not installed: the GCC $n package's plugin not run"
  fi
done
run "tools" env ATOMLOWER_ROOT="$root" sh "$src/debian/tests/tools"

# Cross plugin packages: gcc-N-plugin-atomlower-<triplet as a package name>_*.deb.
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# fetch_add 4 seq_cst: lowered by the plugin everywhere (tagged; the comment character is the
# target assembler's: # // @ ; | !); a 32-byte load: no target inlines it, so the program
# calls the runtime's __atomic_load and needs libatomlower.so.1.
cat > "$work/x.c" <<'C'
struct big { long v[4]; };
struct big shared_big;
int c;
int main(void)
{
  struct big b;
  __atomic_fetch_add(&c, 1, __ATOMIC_SEQ_CST);
  __atomic_load(&shared_big, &b, __ATOMIC_ACQUIRE);
  return (int) b.v[0];
}
C
for deb in "$dir"/gcc-*-plugin-atomlower-*_*.deb; do
  [ -e "$deb" ] || continue
  case $deb in *-dbgsym_*) continue ;; esac
  name=$(basename "$deb" | sed 's/_.*//')
  major=$(echo "$name" | sed 's/^gcc-\([0-9]*\)-.*/\1/')
  # The triplet: the package's own plugin path names it (/usr/lib/gcc-cross/<triplet>/N/plugin).
  triplet=$(dpkg -c "$deb" | sed -n 's|.*/usr/lib/gcc-cross/\([^/]*\)/.*/plugin/atomlower.so$|\1|p')
  cc=$triplet-gcc-$major
  if ! command -v "$cc" > /dev/null; then echo "NOTE: $name: $cc not installed: not run"; continue; fi
  plugin=$root$($cc -print-file-name=plugin)/atomlower.so
  if $cc -O2 -fplugin="$plugin" -S "$work/x.c" -o "$work/$triplet.s" 2> "$work/err" \
     && grep -q 'atomlower: fetch_add 4 seq_cst' "$work/$triplet.s"; then
    ok "$name: $cc -fplugin=<root>/…/atomlower.so: tagged"
  else
    bad "$name: $cc -fplugin=<root>/…/atomlower.so: no tag"; cat "$work/err"
  fi
  lib=$root/usr/$triplet/lib
  if [ -f "$lib/libatomlower.a" ]; then
    if $cc -O2 -fplugin="$plugin" "$work/x.c" -o "$work/$triplet.out" -L"$lib" -latomlower 2> "$work/err" \
       && "$($cc -print-prog-name=readelf)" -d "$work/$triplet.out" | grep -q 'libatomlower.so.1'; then
      ok "$name: linked -latomlower from <root>/usr/$triplet/lib (libatomlower.so.1)"
    else
      bad "$name: link with -latomlower from <root>/usr/$triplet/lib"; cat "$work/err"
    fi
  fi
done
echo "check-deb: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
