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
#   make GCC=11 ...    the same with GCC 11, into build/gcc11/ (check: boards <board>-gcc11)
#   make deps          install the Debian packages needed to build and test (idempotent)
#   make check         DejaGnu suite (runtest --tool atomlower) on every board of every target
#   make check-long    the same plus the long soaks
#   make check-fresh   the README's commands in a fresh debootstrap'd Debian 12 (about 40 min)
#   make demo          build and run examples/, show GCC's code beside atomlower's
#   make bench         side-by-side measurements (build/bench/results.md)
#   make install       PREFIX=/usr/local DESTDIR=
#   make litmus-check  every generated litmus test under herd7 (HERD7=, docs/litmus.md)
#   make mappings      rewrite docs/mappings/<target>.md from lower/ (atomlower table)

VERSION      := 0.1.0

ifneq ($(filter deps,$(MAKECMDGOALS)),)
# `make deps demo`, `make deps check`: the goals after deps run in a second make, started once
# deps has installed the compilers, because everything below is computed from installed tools
# (the host triplet, which cross compilers exist) when the Makefile is read.
deps_then := $(filter-out deps,$(MAKECMDGOALS))
.PHONY: deps $(deps_then)
deps:
	./scripts/deps.sh
	$(if $(deps_then),@$(MAKE) --no-print-directory $(deps_then))
$(deps_then): deps
	@:
else

# GCC=11: build and test with GCC 11 (gcc-11, g++-11, <triplet>-gcc-11 and their
# gcc-11-plugin-dev packages) into build/gcc11/, on the boards <board>-gcc11 (README, "GCC 11").
# Unset: the system's compilers (GCC 12) into build/.
GCC ?=
ifneq ($(filter-out 11,$(GCC)),)
$(error GCC=$(GCC): the other supported version is 11 (GCC=11); leave GCC unset for GCC 12)
endif
gcc_sfx      := $(if $(GCC),-$(GCC))
HOST_CC      ?= gcc$(gcc_sfx)
HOST_CXX     ?= g++$(gcc_sfx)
HOST_TRIPLET := $(shell $(HOST_CC) -dumpmachine 2>/dev/null)
ifeq ($(HOST_TRIPLET),)
$(error no host compiler ($(HOST_CC)): run `make deps` first (README, Quick start))
endif
# The triplets of targets/registry this GCC supports (GCC 11: those with a gcc11 baseline).
ALL_TRIPLETS   := $(shell scripts/targets triplets $(GCC))
CROSS_TRIPLETS := $(filter-out $(HOST_TRIPLET),$(ALL_TRIPLETS))
# What each triplet still lacks, as Debian package names (empty: everything installed).
missing_pkgs = $(shell scripts/targets missing $(1) $(GCC))
# A cross triplet is built when its compilers, plugin headers and C library headers are installed.
TRIPLETS ?= $(HOST_TRIPLET) $(foreach t,$(CROSS_TRIPLETS),$(if $(call missing_pkgs,$(t)),,$(t)))
# Each triplet's C compiler: gcc, <triplet>-gcc (GCC=11: gcc-11, <triplet>-gcc-11).
triplet_cc = $(if $(filter $(1),$(HOST_TRIPLET)),$(HOST_CC),$(1)-gcc$(gcc_sfx))

B := build$(if $(GCC),/gcc$(GCC))
PREFIX  ?= /usr/local
DESTDIR ?=

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

.PHONY: all deps check check-long check-fresh demo bench bench-quick install clean unit lower-cells \
        litmus-check mappings
all: $(foreach t,$(TRIPLETS),$(B)/$(t)/atomlower.so $(B)/$(t)/libatomlower.a $(B)/$(t)/libatomlower.so) \
     $(B)/host/lower-cells $(B)/host/atomlower

$(B)/host/lower/%.o: lower/%.c lower/*.h | $(B)/host/lower
	$(HOST_CC) $(CFLAGS_LOWER) -c $< -o $@
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
	$(HOST_CC) $(CFLAGS_LOWER) $< $(B)/host/liblower.a -o $@

# atomlower: litmus tests, explain and mapping tables from the cells (docs/litmus.md).
ARCH_TABLES := $(ARCH_SRCS)
$(B)/host/citations.c: scripts/citations.sh $(ARCH_TABLES) | $(B)/host/lower
	./scripts/citations.sh $(ARCH_TABLES) > $@.tmp && mv $@.tmp $@
$(B)/host/atomlower: lower/tools/atomlower.c lower/tools/litmus.c lower/tools/litmus.h \
                     $(B)/host/citations.c lower/*.h $(B)/host/liblower.a
	$(HOST_CC) $(CFLAGS_LOWER) lower/tools/atomlower.c lower/tools/litmus.c \
	  $(B)/host/citations.c $(B)/host/liblower.a -o $@

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
# docs/mappings/<spec>.md: one per table lower-cells checks (targets/registry's tables).
MAPPING_SPECS := $(shell scripts/targets tables)
mappings: $(B)/host/atomlower
	@mkdir -p docs/mappings
	@for t in $(MAPPING_SPECS); do $(B)/host/atomlower table --target $$t > docs/mappings/$$t.md || exit 1; done
	@echo "docs/mappings: $(words $(MAPPING_SPECS)) tables written"

# Headers a triplet's gcc-N-plugin-dev package lacks although its own headers include them:
# Debian 12's gcc-12-plugin-dev-arc-linux-gnu ships config/arc/arc-opts.h and arc-arch.h but not
# the three .def files they include.  They are read from GCC's source (gcc-N-source, which
# make deps installs for the test suite) into build/<triplet>/plugin-fix/, an include directory
# after the package's own.
PLUGIN_FIX_arc-linux-gnu := gcc/config/arc/arc-cpus.def gcc/config/arc/arc-options.def \
                            gcc/config/arc/arc-arches.def
plugin_fix_tarball = $(firstword $(wildcard /usr/src/gcc-$(or $(GCC),12)/gcc-*.tar.xz))
define plugin_fix_rules
$(B)/$(1)/plugin-fix/stamp:
	@if [ -z "$(plugin_fix_tarball)" ]; then echo "build: $(1)'s plugin headers need $(notdir $(PLUGIN_FIX_$(1))) from GCC's source: install gcc-$(or $(GCC),12)-source (make deps)" >&2; exit 1; fi
	rm -rf $$(@D) && mkdir -p $$(@D)
	tar -xJf $(plugin_fix_tarball) -C $$(@D) --strip-components=4 --wildcards $(addprefix */,$(PLUGIN_FIX_$(1)))
	touch $$@
endef
$(foreach t,$(TRIPLETS),$(if $(PLUGIN_FIX_$(t)),$(eval $(call plugin_fix_rules,$(t)))))
plugin_fix_inc = $(if $(PLUGIN_FIX_$(1)),-idirafter $(B)/$(1)/plugin-fix)
plugin_fix_dep = $(if $(PLUGIN_FIX_$(1)),$(B)/$(1)/plugin-fix/stamp)

# plugin_rules(triplet): one plugin per compiler.
define plugin_rules
$(B)/$(1)/plugin/%.o: plugin/%.cc plugin/*.h lower/*.h $(call plugin_fix_dep,$(1))
	@mkdir -p $$(@D)
	$(HOST_CXX) $(CXXFLAGS_PLUGIN) -I$$(shell $(2) -print-file-name=plugin)/include $(call plugin_fix_inc,$(1)) -Ilower \
	  -DATOMLOWER_VERSION='"$(VERSION)"' -DATOMLOWER_TRIPLET='"$(1)"' -c $$< -o $$@
$(B)/$(1)/atomlower.so: $(patsubst plugin/%.cc,$(B)/$(1)/plugin/%.o,$(PLUGIN_SRCS)) $(B)/host/liblower.a
	$(HOST_CXX) -shared -o $$@ $$^
endef
$(foreach t,$(TRIPLETS),$(eval $(call plugin_rules,$(t),$(call triplet_cc,$(t)))))

# The runtime: libgcc-shim/shim.mk defines shim_rules(triplet, cc).
include libgcc-shim/shim.mk
$(foreach t,$(TRIPLETS),$(eval $(call shim_rules,$(t),$(call triplet_cc,$(t)))))

# Tests: testsuite/check.mk defines check, check-long and unit.
include testsuite/check.mk

deps:
	./scripts/deps.sh

# The README's two commands on a new machine: a debootstrap --variant=minbase bookworm chroot
# with only what the README names, a clone of this repository's HEAD, `make deps demo` and
# `make deps check` inside (scripts/check-fresh.sh; about 40 minutes, root).
check-fresh:
	./scripts/check-fresh.sh

demo: all
	./examples/demo.sh $(B)/$(HOST_TRIPLET)

bench: all
	./bench/run.sh
bench-quick: all
	./bench/run.sh --quick

install: all
	./scripts/install.sh "$(DESTDIR)" "$(PREFIX)" "$(HOST_CC)" "$(B)/$(HOST_TRIPLET)" "$(VERSION)" "$(gcc_sfx)"

clean:
	rm -rf $(B)

endif # deps
