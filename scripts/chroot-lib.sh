# chroot-lib.sh — what scripts/check-fresh.sh and scripts/check-dist.sh share: sourced, never run.
# Both run the README's commands in a debootstrap'd chroot at $root of the repository at $repo.
#
#   chroot_prereqs NAME     root or exit; installs debootstrap when missing
#   host_mirror             the first Debian archive URI of this machine's sources (deb822 or
#                           one-line format, not the security archive), or nothing
#   chroot_mount            /proc, /dev, /dev/pts and /sys into $root, and $repo read-only at
#                           /src/atomlower; undone on exit
#   in_root CMD             CMD by bash in $root, with a clean environment
#   install_readme_prereqs  apt-get install make git (ca-certificates) in $root
#   clone_into_root         a fresh clone of $repo's HEAD at /root/atomlower in $root
#   dist_chroot DIST        $dir and $root of DIST's minimal chroot, kept outside the source
#                           tree (ATOMLOWER_DIST_DIR, default /var/cache/atomlower/dist/DIST)
#                           and made once: debootstrap --variant=minbase, the release's own
#                           sources, the README's prerequisites (the stamp $dir/ready says all
#                           three finished; anything less is made again from nothing); needs
#                           step (a caller's progress line)

chroot_prereqs() {
  [ "$(id -u)" -eq 0 ] || { echo "$1: needs root (debootstrap, chroot)" >&2; exit 1; }
  command -v debootstrap >/dev/null || \
    env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends debootstrap
}

host_mirror() {
  local m
  m=$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '/^URIs:/ && $2 !~ /security/ {print $2; exit}')
  [ -n "$m" ] || m=$(awk '$1 == "deb" && $2 !~ /security/ {print $2; exit}' /etc/apt/sources.list 2>/dev/null || true)
  echo "$m"
}

mounted=()
chroot_cleanup() {
  for ((i = ${#mounted[@]} - 1; i >= 0; i--)); do umount -l "${mounted[i]}" 2>/dev/null || true; done
}
trap chroot_cleanup EXIT
chroot_bind() { mkdir -p "$2"; mount --bind "$1" "$2"; mounted+=("$2"); }

chroot_mount() {
  mount -t proc proc "$root/proc"; mounted+=("$root/proc")
  chroot_bind /dev "$root/dev"
  chroot_bind /dev/pts "$root/dev/pts"
  chroot_bind /sys "$root/sys"
  chroot_bind "$repo" "$root/src/atomlower"
  mount -o remount,bind,ro "$root/src/atomlower"
}

in_root() { chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 bash -c "$1"; }

clone_into_root() {
  in_root 'rm -rf /root/atomlower && git config --global --add safe.directory "*" && git clone -q /src/atomlower /root/atomlower'
}

# The README's prerequisites, and nothing else: make and git (with the certificates git needs).
install_readme_prereqs() {
  in_root 'apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends make git ca-certificates'
}

dist_chroot() {
  local d=$1 mirror start
  dir=$(realpath -m "${ATOMLOWER_DIST_DIR:-/var/cache/atomlower/dist}/$d")
  root=$dir/root
  mirror=$(host_mirror)
  mkdir -p "$dir"
  if [ ! -f "$dir/ready" ]; then
    step "debootstrap --variant=minbase $d $root ${mirror:+($mirror)}"
    for m in proc dev/pts dev sys src/atomlower; do umount -l "$root/$m" 2>/dev/null || true; done
    rm -rf "$root"
    start=$(date +%s)
    debootstrap --variant=minbase "$d" "$root" ${mirror:+"$mirror"} > "$dir/debootstrap.log" 2>&1 \
      || { tail -20 "$dir/debootstrap.log"; exit 1; }
    # The release's own suites, from the same mirror (a new install has them).
    echo "deb ${mirror:-http://deb.debian.org/debian} $d main" > "$root/etc/apt/sources.list"
    cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
    install_readme_prereqs > "$dir/prereqs.log" 2>&1 || { tail -20 "$dir/prereqs.log"; exit 1; }
    touch "$dir/ready"
    step "chroot made in $(( $(date +%s) - start )) s"
  fi
  cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
}
