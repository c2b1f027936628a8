# libgcc-shim/standalone.mk — build and test libatomlower without the rest of
# the tree (the plugin, the DejaGnu suite).  Run from the repository root:
#   make -f libgcc-shim/standalone.mk              libraries for every installed compiler
#   make -f libgcc-shim/standalone.mk shim-test    and run the tests (qemu for cross)
#   make -f libgcc-shim/standalone.mk shim-test-aarch64-linux-gnu
B ?= build
HOST_CC ?= gcc
HOST_TRIPLET := $(shell $(HOST_CC) -dumpmachine)
# The supported triplets: targets/registry (the one list).
SHIM_CROSS := $(filter-out $(HOST_TRIPLET),$(shell scripts/targets triplets))
TRIPLETS ?= $(HOST_TRIPLET) $(foreach t,$(SHIM_CROSS),$(if $(shell command -v $(t)-gcc),$(t)))
shim_cc = $(if $(filter $(1),$(HOST_TRIPLET)),$(HOST_CC),$(1)-gcc)

.PHONY: shim-all
shim-all: $(foreach t,$(TRIPLETS),$(B)/$(t)/libatomlower.a $(B)/$(t)/libatomlower.so)

include libgcc-shim/shim.mk
# al-lockfree.h (the plugin's lock-free set, which the runtime must agree with) is written
# by lower-cells, the lowering library's table walker: the main Makefile builds it.
$(B)/host/lower-cells: $(wildcard lower/*.c lower/*.h lower/tools/lower-cells.c)
	$(MAKE) -f Makefile B=$(B) $@
$(foreach t,$(TRIPLETS),$(eval $(call shim_rules,$(t),$(call shim_cc,$(t)))))
