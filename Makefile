# atomlower — top-level build.
#
# Every compiler atomlower supports is one triplet, listed once in targets/registry.  For each
# installed one:
#   build/<triplet>/atomlower.so      the GCC plugin (host code, built by the host g++
#                                     against `<triplet>-gcc -print-file-name=plugin`/include)
#   build/<triplet>/libatomlower.a    the out-of-line runtime (target code, built by <triplet>-gcc)
#   build/<triplet>/libatomlower.so
# lower/ is host code shared by every plugin, so it is built once into build/host/.
#
#   make               build for every installed compiler
#   make GCC=N ...     the same with GCC N, another GCC of this Debian release (targets/releases:
#                      11 on Debian 12), into build/gccN/ (check: boards <board>-gccN)
#   make deps          install the Debian packages needed to build and test (idempotent)
#   make check         DejaGnu suite (runtest --tool atomlower) on every board of every target
#   make check-long    every suite whole on every board, plus the long soaks
#   make check-fresh   the README's commands in a fresh debootstrap'd Debian 12 (about 40 min)
#   make check-dist DIST=trixie|bullseye   make deps check in a cached chroot of that release
#   make rebuild-debian PKGS="..."   Debian's packages built plain and with the plugin, compared
#   make rebuild-cross PKGS="..." TRIPLETS="..."   the same by cross compilers, tests under qemu-user
#   make deb-dist DIST=trixie   debian/ built, linted, installed and used on a fresh DIST chroot
#   make demo          build and run examples/, show GCC's code beside atomlower's
#   make bench         side-by-side measurements (build/bench/results.md)
#   make install       PREFIX=/usr/local DESTDIR= [LIBDIR=PREFIX/lib: the host runtime's]
#   make deb           Debian packages (debian/, dpkg-buildpackage) into build/deb/
#   make check-deb     install build/deb/'s packages into a scratch root, compile and run with them
#   make litmus-check  every generated litmus test under herd7 (HERD7=, docs/litmus.md)
#   make litmus-check-compiled  the same tests compiled (with the plugin, GCC alone, Clang,
#                      mixed), translated and checked under herd7 (docs/litmus.md)
#   make litmus-dist-compilers DIST=trixie   that release's GCCs and Clang for the matrix
#   make mappings      rewrite docs/mappings/<target>.md from lower/ (atomlower table)

VERSION      := 0.1.0

ifneq ($(filter deps,$(MAKECMDGOALS)),)
# `make deps demo`, `make deps check`: the goals after deps run in a second make, started once
# deps has installed the compilers, because everything below is computed from installed tools
# (the host triplet, which cross compilers exist) when the Makefile is read.
deps_then := $(filter-out deps,$(MAKECMDGOALS))
.PHONY: deps $(deps_then)
# CHECK_TRIPLETS given: those triplets' packages alone (the narrowed make check needs no more).
deps:
	./scripts/deps.sh $(if $(filter command line environment,$(origin CHECK_TRIPLETS)),--triplets '$(CHECK_TRIPLETS)')
	$(if $(deps_then),@$(MAKE) --no-print-directory $(deps_then))
$(deps_then): deps
	@:
else

# The system's gcc (GCC 12 on Debian 12, 14 on Debian 13, 10 on Debian 11) builds into build/;
# GCC=N, another GCC of this release (targets/releases: GCC 11 on Debian 12, 13 on Debian 13,
# 9 on Debian 11), builds with gcc-N, g++-N, <triplet>-gcc-N and their gcc-N-plugin-dev
# packages into build/gccN/, tested on the boards <board>-gccN (README, "GCC 9 to 14").
GCC ?=
SYSTEM_GCC := $(shell gcc -dumpversion 2>/dev/null | cut -d. -f1)
ifeq ($(SYSTEM_GCC),)
$(error no host compiler (gcc): run `make deps` first (README, Quick start))
endif
RELEASE_GCCS := $(shell scripts/targets gccs 2>/dev/null)
ifeq ($(GCC),$(SYSTEM_GCC))
override GCC :=
endif
ifneq ($(GCC),)
ifeq ($(filter $(GCC),$(RELEASE_GCCS)),)
$(error GCC=$(GCC): this system's GCCs are $(or $(RELEASE_GCCS),unknown (targets/releases)): leave GCC unset for its gcc ($(SYSTEM_GCC)))
endif
endif
GCC_MAJOR    := $(or $(GCC),$(SYSTEM_GCC))
gcc_sfx      := $(if $(GCC),-$(GCC))
HOST_CC      ?= gcc$(gcc_sfx)
HOST_CXX     ?= g++$(gcc_sfx)
HOST_TRIPLET := $(shell $(HOST_CC) -dumpmachine 2>/dev/null)
ifeq ($(HOST_TRIPLET),)
$(error no host compiler ($(HOST_CC)): run `make deps` first (README, Quick start))
endif
# The triplets of targets/registry this GCC is built for (GCC 12: all; another: its gccN field).
ALL_TRIPLETS   := $(shell scripts/targets triplets $(GCC_MAJOR))
CROSS_TRIPLETS := $(filter-out $(HOST_TRIPLET),$(ALL_TRIPLETS))
# What each triplet still lacks, as Debian package names (empty: everything installed).
missing_pkgs = $(shell scripts/targets missing $(1) $(GCC))
# A cross triplet is built when its compilers, plugin headers and C library headers are installed.
TRIPLETS ?= $(HOST_TRIPLET) $(foreach t,$(CROSS_TRIPLETS),$(if $(call missing_pkgs,$(t)),,$(t)))
# Expanded once: `?=` keeps it recursive, and every use would ask each triplet again.
TRIPLETS := $(TRIPLETS)
# Each triplet's C compiler: gcc, <triplet>-gcc (GCC=11: gcc-11, <triplet>-gcc-11).
triplet_cc = $(if $(filter $(1),$(HOST_TRIPLET)),$(HOST_CC),$(1)-gcc$(gcc_sfx))

B := build$(if $(GCC),/gcc$(GCC))
PREFIX  ?= /usr/local
DESTDIR ?=
# The host runtime's directory (debian/rules: /usr/lib/<multiarch>); cross runtimes go into
# PREFIX/<triplet>/lib.
LIBDIR  ?= $(PREFIX)/lib
# Extra flags for the host code (lower/, the plugin, the tools): debian/rules passes
# dpkg-buildflags' here.  SHIM_LDFLAGS (libgcc-shim/shim.mk) is the runtime's.
HOST_CPPFLAGS ?=
HOST_CFLAGS   ?=
HOST_CXXFLAGS ?=
HOST_LDFLAGS  ?=

WARN   := -Wall -Wextra -Wno-unused-parameter
CFLAGS_LOWER := -std=c11 -O2 -g -fPIC $(WARN) -Wswitch-enum -Werror=implicit-function-declaration
CXXFLAGS_PLUGIN := -std=gnu++14 -O2 -g -fPIC -fno-rtti -fno-exceptions $(WARN) -Wno-literal-suffix

LOWER_SRCS := $(wildcard lower/*.c)
LOWER_OBJS := $(patsubst lower/%.c,$(B)/host/lower/%.o,$(LOWER_SRCS))
# The architectures: every lower/*.c that defines an al_arch_desc (lower/internal.h).
# arches.inc lists them for lower.c, so a new target is its own file and nothing else
# in lower/.
ARCH_SRCS := $(shell grep -l '^const al_arch_desc al_arch_' $(LOWER_SRCS))
PLUGIN_SRCS := $(wildcard plugin/*.cc)

.PHONY: all deps check check-long check-fresh check-dist rebuild-debian rebuild-cross deb-dist demo bench bench-quick install clean unit lower-cells \
        litmus-check litmus-check-compiled litmus-dist-compilers mappings
all: $(foreach t,$(TRIPLETS),$(B)/$(t)/atomlower.so $(B)/$(t)/libatomlower.a $(B)/$(t)/libatomlower.so) \
     $(B)/host/lower-cells $(B)/host/atomlower

# `make` builds for every GCC of this release that is installed (README, "GCC 9 to 14"): the
# system gcc's here, each other's (targets/releases) by a GCC=N make of its own into build/gccN/,
# when its host compiler and plugin headers are there.  make install installs each.
OTHER_GCCS := $(if $(GCC),,$(filter-out $(SYSTEM_GCC),$(RELEASE_GCCS)))
installed_other_gccs := $(foreach v,$(OTHER_GCCS),$(if $(filter $(HOST_TRIPLET),$(shell scripts/targets triplets $(v))),$(if $(shell scripts/targets missing $(HOST_TRIPLET) $(v)),,$(v))))
.PHONY: $(addprefix all-gcc,$(OTHER_GCCS)) $(addprefix install-gcc,$(OTHER_GCCS))
all: $(addprefix all-gcc,$(installed_other_gccs))
$(addprefix all-gcc,$(OTHER_GCCS)): all-gcc%:
	@$(MAKE) --no-print-directory GCC=$* all
$(addprefix install-gcc,$(OTHER_GCCS)): install-gcc%:
	@$(MAKE) --no-print-directory GCC=$* install

$(B)/host/lower/%.o: lower/%.c lower/*.h | $(B)/host/lower
	$(HOST_CC) $(CFLAGS_LOWER) $(HOST_CPPFLAGS) $(HOST_CFLAGS) -c $< -o $@
$(B)/host/lower/lower.o: $(B)/host/lower/arches.inc
$(B)/host/lower/lower.o: CFLAGS_LOWER += -I$(B)/host/lower
$(B)/host/lower/arches.inc: $(ARCH_SRCS) Makefile | $(B)/host/lower
	sed -n 's/^const al_arch_desc al_arch_\([a-z0-9_]*\) = {.*/AL_ARCH_DESC (\1)/p' $(ARCH_SRCS) > $@.tmp
	mv $@.tmp $@
$(B)/host/lower:
	mkdir -p $@
$(B)/host/liblower.a: $(LOWER_OBJS)
	rm -f $@ && ar rcs $@ $^
# The table walker used by the unit tests (testsuite/atomlower.unit).
lower-cells: $(B)/host/lower-cells
$(B)/host/lower-cells: lower/tools/lower-cells.c lower/*.h $(B)/host/liblower.a
	$(HOST_CC) $(CFLAGS_LOWER) $(HOST_CPPFLAGS) $(HOST_CFLAGS) $< $(B)/host/liblower.a $(HOST_LDFLAGS) -o $@

# atomlower: litmus tests, explain and mapping tables from the cells (docs/litmus.md).
ARCH_TABLES := $(ARCH_SRCS)
$(B)/host/citations.c: scripts/citations.sh $(ARCH_TABLES) | $(B)/host/lower
	./scripts/citations.sh $(ARCH_TABLES) > $@.tmp && mv $@.tmp $@
$(B)/host/atomlower: lower/tools/atomlower.c lower/tools/litmus.c lower/tools/litmus.h \
                     $(B)/host/citations.c lower/*.h $(B)/host/liblower.a
	$(HOST_CC) $(CFLAGS_LOWER) $(HOST_CPPFLAGS) $(HOST_CFLAGS) lower/tools/atomlower.c lower/tools/litmus.c \
	  $(B)/host/citations.c $(B)/host/liblower.a $(HOST_LDFLAGS) -o $@

# make litmus-check: every litmus test of every target herd7 models (scripts/litmus-check.sh;
# HERD7= the herd7 binary, default the shared copy with its libdir; LITMUS_JOBS= herd7 processes
# at a time; LITMUS_TARGETS= some target specs only).  Fails when an architecture allows an
# outcome the C11 model forbids, other than known-failures.txt's.
# (../shared/herd7 beside the checkout, else this workplace's /work/shared/herd7).
HERD7 ?= $(firstword $(wildcard $(abspath $(CURDIR)/../shared/herd7/bin/herd7) /work/shared/herd7/bin/herd7))
LITMUS_JOBS ?= 1
LITMUS_TARGETS ?=
# LITMUS_ALL_ORDERS=1: per-access orders in the three- and four-thread shapes too (IRIW, WRC,
# ISA2; about 2.7x the tests: atomlower --help).
LITMUS_ALL_ORDERS ?=
litmus-check: $(B)/host/atomlower
	@if [ -z "$(HERD7)" ]; then echo "make litmus-check: no herd7 (HERD7=PATH; docs/litmus.md)" >&2; exit 1; fi
	HERD7=$(HERD7) LITMUS_JOBS=$(LITMUS_JOBS) ./scripts/litmus-check.sh --out $(B)/litmus \
	  $(if $(filter-out 0,$(LITMUS_ALL_ORDERS)),--all-orders) \
	  $(or $(LITMUS_TARGETS),$(shell scripts/targets tables))
# make litmus-check-compiled: every litmus test compiled by each configuration's GCC with the
# plugin (and, LITMUS_COMPILERS=all, by GCC alone, Clang and atomlower's other schemes, every
# pair of them mixed: about 16 minutes a configuration), translated into herd7's syntax and
# checked against the C test (scripts/litmus-compiled; docs/litmus.md, "Compiled tests").
# LITMUS_CONFIGS= some configurations only; LITMUS_OPT=-O2,-O0 the -O levels.
# LITMUS_DIST_ROOT=/var/cache/atomlower/dist/trixie/root: Debian 13's GCC 14 and 13 and Clang 19
# join the matrix (made by make litmus-dist-compilers DIST=trixie; root, downloads).
LITMUS_COMPILERS ?= atomlower
LITMUS_OPT ?= -O2
LITMUS_CONFIGS ?=
LITMUS_DIST_ROOT ?=
litmus-check-compiled: all
	@if [ -z "$(HERD7)" ]; then echo "make litmus-check-compiled: no herd7 (HERD7=PATH; docs/litmus.md)" >&2; exit 1; fi
	HERD7=$(HERD7) LITMUS_JOBS=$(LITMUS_JOBS) python3 scripts/litmus-compiled --out $(B)/litmus-compiled \
	  --mix --compilers $(LITMUS_COMPILERS) --opt=$(LITMUS_OPT) --fixed testsuite/atomlower.compiled/fixed \
	  $(if $(LITMUS_DIST_ROOT),--dist-root $(LITMUS_DIST_ROOT)) $(LITMUS_CONFIGS)
litmus-dist-compilers:
	./scripts/dist-compilers $(or $(DIST),trixie)
# docs/mappings/<spec>.md: one per table lower-cells checks (targets/registry's tables).
MAPPING_SPECS := $(shell scripts/targets tables)
mappings: $(B)/host/atomlower
	@mkdir -p docs/mappings
	@for t in $(MAPPING_SPECS); do $(B)/host/atomlower table --target $$t > docs/mappings/$$t.md || exit 1; done
	@echo "docs/mappings: $(words $(MAPPING_SPECS)) tables written"

# Headers a triplet's gcc-N-plugin-dev package lacks although its own headers include them,
# per GCC major and triplet (PATH in GCC's source:NAME as included): Debian 12's
# gcc-12-plugin-dev-arc-linux-gnu ships config/arc/arc-opts.h and arc-arch.h but not the three
# .def files they include; Debian 11's gcc-10 10.2.1 plugin headers for x86 include
# common/config/i386/i386-cpuinfo.h, which they do not ship.  Read from GCC's source
# (gcc-N-source, which make deps installs for the test suite; scripts/plugin-fix.sh) into
# build/<triplet>/plugin-fix/, an include directory after the package's own.
PLUGIN_FIX_12_arc-linux-gnu := $(foreach f,arc-cpus.def arc-options.def arc-arches.def,gcc/config/arc/$(f):$(f))
x86_cpuinfo := gcc/common/config/i386/i386-cpuinfo.h:common/config/i386/i386-cpuinfo.h
PLUGIN_FIX_10_x86_64-linux-gnu    := $(x86_cpuinfo)
PLUGIN_FIX_10_i686-linux-gnu      := $(x86_cpuinfo)
PLUGIN_FIX_10_x86_64-linux-gnux32 := $(x86_cpuinfo)
plugin_fix = $(PLUGIN_FIX_$(GCC_MAJOR)_$(1))
define plugin_fix_rules
$(B)/$(1)/plugin-fix/stamp: scripts/plugin-fix.sh
	rm -rf $$(@D)
	./scripts/plugin-fix.sh /usr/src/gcc-$(GCC_MAJOR) $$(@D) $(call plugin_fix,$(1))
	touch $$@
endef
$(foreach t,$(TRIPLETS),$(if $(call plugin_fix,$(t)),$(eval $(call plugin_fix_rules,$(t)))))
plugin_fix_inc = $(if $(call plugin_fix,$(1)),-idirafter $(B)/$(1)/plugin-fix)
plugin_fix_dep = $(if $(call plugin_fix,$(1)),$(B)/$(1)/plugin-fix/stamp)

# plugin_rules(triplet): one plugin per compiler.
define plugin_rules
$(B)/$(1)/plugin/%.o: plugin/%.cc plugin/*.h plugin/*.def lower/*.h $(call plugin_fix_dep,$(1))
	@mkdir -p $$(@D)
	$(HOST_CXX) $(CXXFLAGS_PLUGIN) $(HOST_CPPFLAGS) $(HOST_CXXFLAGS) -I$$(shell $(2) -print-file-name=plugin)/include $(call plugin_fix_inc,$(1)) -Ilower \
	  -DATOMLOWER_VERSION='"$(VERSION)"' -DATOMLOWER_TRIPLET='"$(1)"' -c $$< -o $$@
$(B)/$(1)/atomlower.so: $(patsubst plugin/%.cc,$(B)/$(1)/plugin/%.o,$(PLUGIN_SRCS)) $(B)/host/liblower.a
	$(HOST_CXX) -shared $(HOST_LDFLAGS) -o $$@ $$^
endef
$(foreach t,$(TRIPLETS),$(eval $(call plugin_rules,$(t),$(call triplet_cc,$(t)))))

# The runtime: libgcc-shim/shim.mk defines shim_rules(triplet, cc).
include libgcc-shim/shim.mk
$(foreach t,$(TRIPLETS),$(eval $(call shim_rules,$(t),$(call triplet_cc,$(t)))))

# Tests: testsuite/check.mk defines check, check-long and unit.
include testsuite/check.mk

deps:
	./scripts/deps.sh $(if $(check_narrowed),--triplets '$(CHECK_TRIPLETS)')

# The README's two commands on a new machine: a debootstrap --variant=minbase bookworm chroot
# with only what the README names, a clone of this repository's HEAD, `make deps demo` and
# `make deps check` inside (scripts/check-fresh.sh; about 40 minutes, root).
check-fresh:
	./scripts/check-fresh.sh

# The README's commands on another Debian release (targets/releases), from this one: make deps
# check in a cached debootstrap chroot of DIST (scripts/check-dist.sh; root), its boards'
# results in build/testsuite-dist/DIST/.  CHECK_DIST_ARGS= narrows the run there.
DIST ?=
CHECK_DIST_ARGS ?=
check-dist:
	@if [ -z "$(DIST)" ]; then echo "make check-dist: which release? DIST=trixie or DIST=bullseye (targets/releases)" >&2; exit 2; fi
	./scripts/check-dist.sh $(DIST) $(CHECK_DIST_ARGS)

# Debian's own packages built twice in a Debian 12 chroot, plain and with the plugin, their
# own tests included (scripts/rebuild-debian; root, downloads the sources): one row per
# package, tests passed/failed in each build, sites per decision, compile-time ratio and any
# warning only the plugin build has.
REBUILD_PKGS ?= liburcu ck jansson mimalloc libuv1 nng hiredis libevent leveldb google-glog libcds re2
PKGS ?= $(REBUILD_PKGS)
rebuild-debian:
	./scripts/rebuild-debian $(PKGS)

# The same libraries built by cross compilers on this machine, plain and with the plugin,
# their tests run under qemu-user (scripts/rebuild-cross; downloads the sources): one row
# per package and triplet.
REBUILD_CROSS_PKGS ?= liburcu ck libatomic-ops
REBUILD_CROSS_TRIPLETS ?= aarch64-linux-gnu arm-linux-gnueabihf riscv64-linux-gnu powerpc64le-linux-gnu s390x-linux-gnu
rebuild-cross:
	./scripts/rebuild-cross --triplets "$(or $(filter-out $(HOST_TRIPLET),$(if $(filter command line,$(origin TRIPLETS)),$(TRIPLETS))),$(REBUILD_CROSS_TRIPLETS))" \
	  $(if $(filter command line,$(origin PKGS)),$(PKGS),$(REBUILD_CROSS_PKGS))

# atomlower's Debian source package on a fresh debootstrap of DIST (scripts/deb-dist.sh; root):
# gen-control, apt-get build-dep, dpkg-buildpackage, lintian, install, gcc -fplugin=atomlower.
deb-dist:
	@if [ -z "$(DIST)" ]; then echo "make deb-dist: which release? DIST=trixie, bookworm or bullseye (targets/releases)" >&2; exit 2; fi
	./scripts/deb-dist.sh $(DIST) $(if $(DEB_PROFILES),--profiles $(DEB_PROFILES))

demo: all
	./examples/demo.sh $(B)/$(HOST_TRIPLET)

bench: all
	./bench/run.sh
bench-quick: all
	./bench/run.sh --quick

install: all $(addprefix install-gcc,$(installed_other_gccs))
	./scripts/install.sh "$(DESTDIR)" "$(PREFIX)" "$(HOST_CC)" "$(B)/$(HOST_TRIPLET)" "$(VERSION)" "$(gcc_sfx)" "$(LIBDIR)"

# make deb: the Debian packages (debian/README.Debian), built by dpkg-buildpackage on a copy of
# the tree's files (git's tracked and untracked-not-ignored ones) in build/deb/atomlower-VERSION/, so that
# this tree stays clean; the .deb, .buildinfo and .changes files land in build/deb/, and lintian
# (when installed) reads the .changes.  DEB_PROFILES=nocross,nogcc11 leaves out the cross
# plugins and GCC 11's (build profiles; dpkg-buildpackage names any missing build dependency).
# make check-deb: build/deb/'s packages unpacked into a scratch root (dpkg -x, no root needed),
# their plugins run by path on a program, the program run (scripts/check-deb.sh).
DEB_DIR      := build/deb
DEB_PROFILES ?=
.PHONY: deb check-deb
deb:
	rm -rf $(DEB_DIR) && mkdir -p $(DEB_DIR)/atomlower-$(VERSION)
	git ls-files -z --cached --others --exclude-standard \
	  | tar --null --ignore-failed-read -T - -cf - | tar -xf - -C $(DEB_DIR)/atomlower-$(VERSION)
	@# debian/control for this release's GCCs (the committed one is Debian 12's).
	cd $(DEB_DIR)/atomlower-$(VERSION) && ./debian/gen-control.sh > debian/control.new && mv debian/control.new debian/control
	cd $(DEB_DIR)/atomlower-$(VERSION) && dpkg-buildpackage -us -uc -b -j$(CHECK_JOBS) \
	  $(if $(DEB_PROFILES),-P$(DEB_PROFILES))
	rm -rf $(DEB_DIR)/atomlower-$(VERSION)
	@ls -s $(DEB_DIR)/*.deb
	@if command -v lintian > /dev/null; then lintian $(DEB_DIR)/*.changes && echo "lintian: no error"; \
	  else echo "make deb: lintian not installed: not run"; fi
check-deb:
	./scripts/check-deb.sh $(DEB_DIR)

clean:
	rm -rf $(B)

endif # deps
