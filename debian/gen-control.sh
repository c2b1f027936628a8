#!/bin/sh
# debian/gen-control.sh — write debian/control from targets/registry and targets/releases
# (the one list of targets), for this Debian release: the system GCC's plugin package, the
# other GCC's (build profile no<gcc-N>: nogcc11 on Debian 12), one cross plugin package per
# cross triplet that GCC is built for (build profile nocross), the runtime and the tools.
#
#   debian/gen-control.sh > debian/control       (debian/rules checks that it is current)
#
# Package names (debian/README.Debian says why): gcc-N-plugin-atomlower for GCC N's plugin,
# gcc-N-plugin-atomlower-<triplet> for its cross compiler's (the triplet as Debian spells it
# in package names: x86-64-linux-gnux32), after gcc-N-plugin-dev and gcc-N-plugin-dev-<triplet>.
# The cross packages are built on amd64 only (their triplets are the registry's other rows).
set -eu
cd "$(dirname "$0")/.."
t() { scripts/targets "$@"; }
gccs=$(t gccs)
sys=$(echo "$gccs" | awk '{print $1}')
other=$(echo "$gccs" | awk '{print $2}')
host=x86_64-linux-gnu
pkgname() { echo "$1" | tr _ -; }
# The Debian architectures whose native GCC N is built for (the registry's gccN field).
arches() { for x in $(t triplets "$1"); do t deb-arch "$x"; done | sort -u | tr '\n' ' ' | sed 's/ $//'; }
cross() { t triplets "$1" | grep -vx "$host" || true; }
bd_cross() { # GCC triplet profile
  p=$(pkgname "$2")
  if [ "$1" = "$sys" ]; then cc="gcc-$p"; else cc="gcc-$1-$p"; fi
  echo " $cc [amd64] <$3>,"
  echo " gcc-$1-plugin-dev-$p [amd64] <$3>,"
  echo " libc6-dev-$(t deb-arch "$2")-cross [amd64] <$3>,"
}

cat <<HDR
Source: atomlower
Section: devel
Priority: optional
Maintainer: atomlower maintainers <maintainers@users.noreply.a-seed-690b4902.example>
Build-Depends:
 debhelper-compat (= 13),
 gcc, g++, gcc-$sys-plugin-dev,
HDR
[ -z "$other" ] || echo " gcc-$other <!nogcc$other>, g++-$other <!nogcc$other>, gcc-$other-plugin-dev <!nogcc$other>,"
# Debian 12's ARC plugin headers lack three .def files, read from GCC's source (Makefile,
# PLUGIN_FIX_12_arc-linux-gnu).
[ "$sys" != 12 ] || echo " gcc-12-source [amd64] <!nocross>,"
# Debian 11's gcc-10 plugin headers for x86 include a header they do not ship
# (common/config/i386/i386-cpuinfo.h; Makefile, PLUGIN_FIX_10_x86_64-linux-gnu): read from
# GCC's source.
[ "$sys" != 10 ] || echo " gcc-10-source [amd64],"
for x in $(cross "$sys"); do bd_cross "$sys" "$x" '!nocross'; done
[ -z "$other" ] || for x in $(cross "$other"); do bd_cross "$other" "$x" "!nocross !nogcc$other"; done
cat <<HDR
Standards-Version: 4.6.2
Rules-Requires-Root: no

Package: gcc-$sys-plugin-atomlower
Architecture: $(arches "$sys")
Depends: \${shlibs:Depends}, \${misc:Depends}, \${atomlower:GCC}
Recommends: libatomlower-dev
Description: GCC $sys plugin lowering C11/GCC atomics to inline sequences
 atomlower is a GCC plugin that lowers C11 and GCC atomics (__atomic_*,
 __sync_*, <stdatomic.h>, _Atomic compound assignment, #pragma omp atomic)
 into per-target inline instruction sequences at compile time, where GCC
 would call libatomic or libgcc, and tags every sequence in the assembly.
 .
 This package holds the plugin for gcc-$sys (gcc-$sys -fplugin=atomlower).
 A plugin loads into the GCC it was built for only: it depends on that
 version of gcc-$sys.
HDR
if [ -n "$other" ]; then cat <<HDR

Package: gcc-$other-plugin-atomlower
Architecture: $(arches "$other")
Build-Profiles: <!nogcc$other>
Depends: \${shlibs:Depends}, \${misc:Depends}, \${atomlower:GCC}
Recommends: libatomlower-dev
Description: GCC $other plugin lowering C11/GCC atomics to inline sequences
 atomlower is a GCC plugin that lowers C11 and GCC atomics into per-target
 inline instruction sequences at compile time, where GCC would call
 libatomic or libgcc, and tags every sequence in the assembly.
 .
 This package holds the plugin for gcc-$other (gcc-$other -fplugin=atomlower).
 It depends on the version of gcc-$other it was built for.
HDR
fi
stanza_cross() { # GCC triplet profile
  p=$(pkgname "$2")
  cat <<HDR

Package: gcc-$1-plugin-atomlower-$p
Architecture: amd64
Build-Profiles: <$3>
Depends: \${shlibs:Depends}, \${misc:Depends}, \${atomlower:GCC}
Description: atomlower GCC plugin for $2-gcc-$1
 atomlower is a GCC plugin that lowers C11 and GCC atomics into per-target
 inline instruction sequences at compile time, where GCC would call
 libatomic or libgcc, and tags every sequence in the assembly.
 .
 This package holds the plugin for the cross compiler
 $2-gcc-$1
 ($2-gcc-$1 -fplugin=atomlower).
HDR
  # The system GCC's cross packages carry the triplet's runtime too (the other GCC's plugin
  # uses the same one).
  if [ "$1" = "$sys" ]; then cat <<HDR
 It also holds the runtime library built for that target, libatomlower
 (-latomlower), in /usr/$2/lib.
HDR
  fi
  cat <<HDR
 It depends on the version of gcc-$1-$p it was built for.
HDR
}
for x in $(cross "$sys"); do stanza_cross "$sys" "$x" '!nocross'; done
[ -z "$other" ] || for x in $(cross "$other"); do stanza_cross "$other" "$x" "!nocross !nogcc$other"; done
cat <<HDR

Package: libatomlower1
Section: libs
Architecture: $(arches "$sys")
Multi-Arch: same
Pre-Depends: \${misc:Pre-Depends}
Depends: \${shlibs:Depends}, \${misc:Depends}
Description: libatomic-compatible runtime of the atomlower GCC plugin
 libatomlower provides the libatomic ABI (__atomic_load_16, the
 __atomic_fetch_add_N family, the generic __atomic_* calls, __sync_* for old
 Arm) with the same lock-free set as the atomlower plugin's inline sequences,
 for the atomic operations a program built with the plugin still calls. Its
 names are versioned in their own node (ATOMLOWER_0.1), so that a program
 linked to it never binds to libatomic.
 .
 This package holds the shared library.

Package: libatomlower-dev
Section: libdevel
Architecture: $(arches "$sys")
Multi-Arch: same
Depends: libatomlower1 (= \${binary:Version}), \${misc:Depends}
Recommends: gcc-$sys-plugin-atomlower
Description: libatomic-compatible runtime of atomlower (development files)
 libatomlower provides the libatomic ABI with the same lock-free set as the
 atomlower plugin's inline sequences, for the atomic operations a program
 built with the plugin still calls.
 .
 This package holds the static library, the link-time symlink and the
 pkg-config file atomlower.pc (Cflags: -fplugin=atomlower, Libs: -latomlower).

Package: atomlower-tools
Architecture: any
Multi-Arch: foreign
Depends: \${shlibs:Depends}, \${misc:Depends}
Description: mapping tables, litmus tests and cell dumps of the atomlower plugin
 atomlower is a GCC plugin that lowers C11 and GCC atomics into per-target
 inline instruction sequences. This package holds its two host tools, built
 from the same mapping tables as the plugin:
  - atomlower: herd7 litmus tests, explanations of a cell with its
    sources, and Markdown mapping tables of a target;
  - lower-cells: every cell (operation, width, order) of a target's table,
    as text or as C with inline asm, and the tables' self-checks.
HDR
