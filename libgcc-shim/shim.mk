# libgcc-shim/shim.mk — build rules for libatomlower, the out-of-line runtime.
#
# Included by the top Makefile (which defines B and calls shim_rules once per
# triplet), or standalone:  make -f libgcc-shim/standalone.mk [shim-test]
#
#   $(B)/<t>/libatomlower.a    static archive (PIC objects)
#   $(B)/<t>/libatomlower.so.1.0.0   shared library, soname libatomlower.so.1 (SHIM_SONAME),
#   $(B)/<t>/libatomlower.so.1       with the two symlinks to it that an installed copy has:
#   $(B)/<t>/libatomlower.so         the runtime name (.so.1) and the link-time name (.so)
#   shim-test                  shim-test-<t> for every triplet in TRIPLETS
#   shim-test-<t>              build and run $(B)/<t>/shim-test (single-thread ABI
#                              semantics, linked to the .so) and $(B)/<t>/shim-stress
#                              (threads and fork, linked to the .a); under qemu for a
#                              cross triplet
#
# Layout (libatomic's model): src/<family>_n.c is one template per
# operation family, compiled here once per width with -DN=<n> into
# <family>_<n>.o; src/<name>.c are width-independent; config/<arch>.h says which
# widths are lock-free and how (selected from the triplet's first component,
# config/generic.h when there is none); config/<arch>.c, when present, is compiled
# too (x86-64 CPU detection).
#
# Symbol policy: every object is compiled -fvisibility=hidden; only the libatomic
# names are exported, as aliases of hidden __atomlower_* definitions, and the .so
# versions them through libatomlower.map in one node of our own, ATOMLOWER_0.1 (so a
# binary linked to us cannot silently bind to libatomic.so.1, whose nodes are
# LIBATOMIC_1.x).  The archive's objects are checked (tools/check-objs.sh) to refer
# to no __atomic_* symbol: such a reference would be a builtin GCC did not inline,
# i.e. a call back into ourselves or into libatomic.

SHIM_DIR   := libgcc-shim
# The shared library's ABI version: bump SHIM_SOVERSION when an exported name goes or changes
# (libatomlower.map; Debian's package is libatomlower$(SHIM_SOVERSION), debian/).
SHIM_SOVERSION := 1
SHIM_SONAME    := libatomlower.so.$(SHIM_SOVERSION)
SHIM_SOFILE    := $(SHIM_SONAME).0.0
SHIM_SIZES := 1 2 4 8 16
# Templates src/<f>_n.c: load, store, exchange, compare_exchange, fetch-op families.
SHIM_SIZED := load store exch cas fadd fsub fand for fxor fnand
SHIM_ONCE  := lock generic lockfree flag fence fenv
# Extra sources for one arch (first triplet component), compiled like the above:
# the __sync_*_N entry points and __sync_synchronize GCC calls on 32-bit Arm before
# v6K (each compiles to nothing for the widths GCC inlines: config/arm.h SHIM_SYNC_N).
SHIM_SIZED_arm := sync
SHIM_ONCE_arm  := sync
SHIM_HDRS  := $(wildcard $(SHIM_DIR)/src/*.h $(SHIM_DIR)/config/*.h) $(SHIM_DIR)/src/fop_n.c
SHIM_CFLAGS := -std=gnu11 -O2 -g -fPIC -pthread -fvisibility=hidden \
               -Wall -Wextra -Werror=implicit-function-declaration \
               -I$(SHIM_DIR)/src -I$(SHIM_DIR)/config
SHIM_TEST_CFLAGS := -std=gnu11 -O2 -g -pthread -Wall -Wextra -I$(SHIM_DIR)/tests
SHIM_HOST  := $(if $(HOST_TRIPLET),$(HOST_TRIPLET),$(shell gcc -dumpmachine))

shim_arch   = $(firstword $(subst -, ,$(1)))
shim_config = $(if $(wildcard $(SHIM_DIR)/config/$(call shim_arch,$(1)).h),$(call shim_arch,$(1)).h,generic.h)
# The plugin's lock-free set for the triplet's default cell table (targets/registry's first
# table): al-lockfree.h, written by lower-cells.  Every object includes it (shim_i.h), which
# fails the build when the runtime's set differs; config/generic.h derives its rungs from it.
SHIM_LOWER_CELLS ?= $(B)/host/lower-cells
shim_table  = $(firstword $(shell scripts/targets tables $(1)))
shim_arch_c = $(wildcard $(SHIM_DIR)/config/$(call shim_arch,$(1)).c)
shim_objs   = $(foreach f,$(SHIM_SIZED) $(SHIM_SIZED_$(call shim_arch,$(1))),$(foreach n,$(SHIM_SIZES),$(B)/$(1)/shim/$(f)_$(n).o)) \
              $(patsubst %,$(B)/$(1)/shim/%.o,$(SHIM_ONCE) $(SHIM_ONCE_$(call shim_arch,$(1)))) \
              $(if $(call shim_arch_c,$(1)),$(B)/$(1)/shim/arch.o)
# How to run a target binary: natively, or as the triplet's default board runs it (under
# qemu-user with its sysroot and the CPU its default code is for: scripts/targets exec).
shim_run    = $(if $(filter $(1),$(SHIM_HOST)),,$(shell scripts/targets exec $(1)))
# Triplets nothing here can run (targets/registry qemu "none", or "<qemu>>=N" with an older
# emulator: scripts/targets static): their programs are built only.
SHIM_STATIC_ONLY := $(shell scripts/targets static)

# Every triplet's tests (TRIPLETS is set before this file is included).
# shim-progs builds them without running them (make check runs them on its boards:
# testsuite/atomlower.shim).
shim_progs  = $(B)/$(1)/shim-test $(B)/$(1)/shim-stress \
              $(if $(filter arm,$(call shim_arch,$(1))),$(B)/$(1)/shim-kuser-old)
.PHONY: shim-test shim-progs
shim-test: $(foreach t,$(TRIPLETS),shim-test-$(t))
shim-progs: $(foreach t,$(TRIPLETS),$(call shim_progs,$(t)))

# shim_size_rule(triplet, cc, n): compile every template for width n.
define shim_size_rule
$(B)/$(1)/shim/%_$(3).o: $(SHIM_DIR)/src/%_n.c $(SHIM_HDRS) $(B)/$(1)/shim/al-lockfree.h
	@mkdir -p $$(@D)
	$(2) $(SHIM_CFLAGS) -I$(B)/$(1)/shim -DSHIM_CONFIG='"$(call shim_config,$(1))"' -DN=$(3) -c $$< -o $$@
endef

# shim_rules(triplet, cc)
define shim_rules
$$(foreach n,$(SHIM_SIZES),$$(eval $$(call shim_size_rule,$(1),$(2),$$(n))))

$(B)/$(1)/shim/al-lockfree.h: $(SHIM_LOWER_CELLS) targets/registry
	@mkdir -p $$(@D)
	$(SHIM_LOWER_CELLS) --target $(call shim_table,$(1)) --lock-free-h > $$@.tmp
	@# Replaced only when it changed: a lower/ edit that keeps the set rebuilds nothing.
	if cmp -s $$@.tmp $$@; then rm $$@.tmp; else mv $$@.tmp $$@; fi

$(B)/$(1)/shim/%.o: $(SHIM_DIR)/src/%.c $(SHIM_HDRS) $(B)/$(1)/shim/al-lockfree.h
	@mkdir -p $$(@D)
	$(2) $(SHIM_CFLAGS) -I$(B)/$(1)/shim -DSHIM_CONFIG='"$(call shim_config,$(1))"' -c $$< -o $$@

$(B)/$(1)/shim/arch.o: $(call shim_arch_c,$(1)) $(SHIM_HDRS) $(B)/$(1)/shim/al-lockfree.h
	@mkdir -p $$(@D)
	$(2) $(SHIM_CFLAGS) -I$(B)/$(1)/shim -DSHIM_CONFIG='"$(call shim_config,$(1))"' -c $$< -o $$@

$(B)/$(1)/shim/objs-ok: $(call shim_objs,$(1)) $(SHIM_DIR)/tools/check-objs.sh
	sh $(SHIM_DIR)/tools/check-objs.sh "$$$$($(2) -print-prog-name=nm)" $(call shim_objs,$(1))
	@touch $$@

$(B)/$(1)/libatomlower.a: $(call shim_objs,$(1)) $(B)/$(1)/shim/objs-ok
	rm -f $$@
	$$$$($(2) -print-prog-name=ar) rcs $$@ $(call shim_objs,$(1))

# SHIM_LDFLAGS: extra link flags for the shared library (debian/rules: dpkg-buildflags').
$(B)/$(1)/$(SHIM_SOFILE): $(call shim_objs,$(1)) $(B)/$(1)/shim/objs-ok $(SHIM_DIR)/libatomlower.map
	$(2) -shared -pthread -o $$@ $(call shim_objs,$(1)) $(SHIM_LDFLAGS) \
	  -Wl,--version-script=$(SHIM_DIR)/libatomlower.map -Wl,-z,defs -Wl,-soname,$(SHIM_SONAME)
# The symlinks: the soname, which programs linked here find at run time (-rpath), and the
# name -latomlower finds.
$(B)/$(1)/libatomlower.so: $(B)/$(1)/$(SHIM_SOFILE)
	ln -sf $(SHIM_SOFILE) $(B)/$(1)/$(SHIM_SONAME)
	ln -sf $(SHIM_SOFILE) $$@

# Tests call the library by name (tests/shim-abi.h) and never link libatomic.
$(B)/$(1)/shim-test: $(SHIM_DIR)/tests/shim-test.c $(SHIM_DIR)/tests/shim-abi.h $(B)/$(1)/libatomlower.so
	$(2) $(SHIM_TEST_CFLAGS) -I$(B)/$(1)/shim $$< -o $$@ -L$(B)/$(1) -latomlower -Wl,-rpath,'$$$$ORIGIN'
$(B)/$(1)/shim-stress: $(SHIM_DIR)/tests/shim-stress.c $(SHIM_DIR)/tests/shim-abi.h $(B)/$(1)/libatomlower.a
	$(2) $(SHIM_TEST_CFLAGS) $$< -o $$@ -L$(B)/$(1) -l:libatomlower.a

# 32-bit Arm: the kernel-helper version check, against a simulated old kernel.
$(B)/$(1)/shim-kuser-old: $(SHIM_DIR)/tests/shim-kuser-old.c $(SHIM_DIR)/config/arm.c $(SHIM_HDRS) $(B)/$(1)/libatomlower.a
	$(2) $(SHIM_TEST_CFLAGS) -I$(SHIM_DIR)/src -I$(SHIM_DIR)/config -I$(B)/$(1)/shim -DSHIM_CONFIG='"arm.h"' \
	  -DSHIM_KUSER_HELPER_VERSION=4 $(SHIM_DIR)/tests/shim-kuser-old.c $(SHIM_DIR)/config/arm.c \
	  -o $$@ -L$(B)/$(1) -l:libatomlower.a

.PHONY: shim-test-$(1)
shim-test-$(1): $(call shim_progs,$(1))
	$(if $(filter $(1),$(SHIM_STATIC_ONLY)),@echo "shim-test-$(1): not run: a static-only triplet (scripts/targets static)",sh $(SHIM_DIR)/tools/run-tests.sh $(1) $(B)/$(1) "$$$$($(2) -print-prog-name=readelf)" "$(call shim_run,$(1))")
endef
