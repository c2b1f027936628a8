#!/usr/bin/env bash
# deb-dist.sh — atomlower's Debian source package built and used as on a fresh install of a
# Debian release (make deb-dist DIST=trixie [DEB_PROFILES=nocross]).
#
#   scripts/deb-dist.sh DIST [--profiles P] [--dir DIR]
#
# A `debootstrap --variant=minbase DIST` tree, made once (DIR/base, default
# /var/cache/atomlower/deb-dist/DIST) and copied afresh for every run (DIR/root), then in it,
# as a user of that release would, on this repository's HEAD (git archive, no git needed):
#   debian/gen-control.sh > debian/control     the release's GCCs (targets/releases)
#   apt-get build-dep -y [-P P] ./
#   dpkg-buildpackage -us -uc -b [-P P]
#   lintian on the .changes (errors fail the run; the tags are printed)
#   apt-get install ./<the system GCC's plugin, libatomlower1, libatomlower-dev, atomlower-tools>
#   gcc -O2 -fplugin=atomlower t.c: its "# atomlower:" tag, the program run
#   debian/tests/plugin-by-name and debian/tests/tools on the installed packages
# Prints each step's time and "deb-dist DIST: N passed, N failed"; logs and the packages in
# DIR/out/.  Needs root (debootstrap, chroot, mounts) and the network to Debian's mirror.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
dist=${1:?deb-dist: which release? (targets/releases)}
shift
profiles= dir=
while [ $# -gt 0 ]; do
  case $1 in
    --profiles) profiles=$2; shift 2 ;;
    --dir) dir=$(realpath -m "$2"); shift 2 ;;
    *) echo "deb-dist: unknown argument $1" >&2; exit 2 ;;
  esac
done
grep -v '^[[:space:]]*#' targets/releases | awk -v d="$dist" '$1 == d { f = 1 } END { exit f ? 0 : 1 }' \
  || { echo "deb-dist: '$dist' is not in targets/releases" >&2; exit 2; }
dir=${dir:-/var/cache/atomlower/deb-dist/$dist}
. scripts/chroot-lib.sh
chroot_prereqs deb-dist
mirror=$(host_mirror)
step() { echo "deb-dist $dist: $*"; }
mkdir -p "$dir"
exec 9> "$dir/lock"
flock 9

if [ ! -f "$dir/base.ready" ]; then
  step "debootstrap --variant=minbase $dist $dir/base ${mirror:+($mirror)}"
  rm -rf "$dir/base"
  t0=$(date +%s)
  debootstrap --variant=minbase "$dist" "$dir/base" ${mirror:+"$mirror"} > "$dir/debootstrap.log" 2>&1 \
    || { tail -20 "$dir/debootstrap.log"; exit 1; }
  echo "deb ${mirror:-http://deb.debian.org/debian} $dist main" > "$dir/base/etc/apt/sources.list"
  touch "$dir/base.ready"
  step "debootstrap: $(( $(date +%s) - t0 )) s"
fi
root=$dir/root
for m in proc dev/pts dev sys src/atomlower; do umount -l "$root/$m" 2>/dev/null || true; done
rm -rf "$root"
cp -a "$dir/base" "$root"
cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
chroot_mount
out=$dir/out
rm -rf "$out"; mkdir -p "$out"
chroot_bind "$out" "$root/out"
mkdir -p "$root/root/atomlower"
git archive HEAD | tar -x -C "$root/root/atomlower"

pass=0 fail=0
# run LABEL CMD: CMD in the chroot, its output in DIR/out/LABEL.log, its time printed.
run() {
  local label=$1 log=$out/$1.log t0 s=0
  t0=$(date +%s)
  in_root "set -e; cd /root/atomlower; $2" > "$log" 2>&1 || s=$?
  if [ "$s" -eq 0 ]; then pass=$((pass + 1)); step "PASS: $label ($(( $(date +%s) - t0 )) s)"
  else fail=$((fail + 1)); step "FAIL: $label (exit $s, $(( $(date +%s) - t0 )) s; $log)"; tail -15 "$log"; fi
  return "$s"
}
P=${profiles:+-P$profiles}
sys=$(in_root "cd /root/atomlower && scripts/targets gccs" | awk '{print $1}')
step "system GCC $sys; profiles ${profiles:-none}"
run apt-update "apt-get update -q" || true
run gen-control "debian/gen-control.sh > debian/control && grep -q '^Package: gcc-$sys-plugin-atomlower\$' debian/control \
  && grep -q 'gcc-$sys-plugin-dev' debian/control && cp debian/control /out/control" || true
run build-dep "DEBIAN_FRONTEND=noninteractive apt-get build-dep -y -q $P ./" || true
run dpkg-buildpackage "dpkg-buildpackage -us -uc -b $P && cp ../*.deb ../*.changes ../*.buildinfo /out/" || true
run lintian "DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends lintian > /dev/null \
  && lintian --version && lintian --fail-on error --display-info /out/*.changes" || true
run install "debs=\$(ls /out/gcc-$sys-plugin-atomlower_*.deb /out/libatomlower1_*.deb /out/libatomlower-dev_*.deb /out/atomlower-tools_*.deb) \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y -q \$debs \
  && dpkg -l | grep -E 'atomlower|gcc-$sys '" || true
cat > "$root/tmp/t.c" <<'C'
#include <stdio.h>
int v;
int main(void)
{
  int o = __atomic_fetch_add(&v, 2, __ATOMIC_SEQ_CST);
  printf("%d %d\n", o, v);
  return !(o == 0 && v == 2);
}
C
run gcc-plugin "cd /tmp && gcc -O2 -fplugin=atomlower -S -o - t.c | grep 'atomlower: fetch_add 4 seq_cst' \
  && gcc -O2 -fplugin=atomlower t.c -o t && ./t" || true
run autopkgtest-plugin-by-name "sh debian/tests/plugin-by-name" || true
run autopkgtest-tools "sh debian/tests/tools" || true
step "$pass passed, $fail failed"
[ "$fail" -eq 0 ]
