# testsuite/check.mk — make check, check-long and unit; included by the top Makefile
# (which provides B, HOST_TRIPLET, HOST_CC, TRIPLETS).
#
#   make check                 build, then every suite on each board of every built triplet: the
#                              host natively, each cross triplet's boards under qemu-user (their
#                              default CPU and the variants below), CHECK_JOBS boards at a time
#   make check CHECK_TRIPLETS="x86_64-linux-gnu aarch64-linux-gnu"    some triplets only; the
#                              others then get the emulator-free suites (CHECK_STATIC_SUITES)
#   make check RUNTESTFLAGS="exec.exp peer.exp=atomic-op-1.c"          part of it (runtest args)
#   make check-long            the same with the long soaks (ATOMLOWER_LONG=1)
#   make unit                  atomlower.unit alone, host triplet (lower-cells, golden files)
#   make check-run             the suites without building first; CHECK_PLUGIN=0 runs them with
#                              GCC alone (how the harness is debugged without a plugin)
#   UPDATE_GOLDEN=1            atomlower.unit rewrites testsuite/golden/*.txt
#
# Each board runs `runtest --tool atomlower` in build/testsuite/<board>/, which receives
# atomlower.sum, atomlower.log, peer-summary.txt and the test binaries.  Boards are independent
# targets (make -j2 check runs two at once); the verdict comes from all their .sum files once
# every board has finished: any FAIL, XPASS, UNRESOLVED or ERROR fails `make check`.

# Every built triplet, the slowest board's first so that parallel boards finish together
# (POWER under qemu: ~4 min; the others ~2.5; the host ~2.5 for more tests).
CHECK_TRIPLETS ?= $(filter powerpc64le-linux-gnu,$(TRIPLETS)) $(filter-out powerpc64le-linux-gnu,$(TRIPLETS))
# Boards run in parallel, one runtest each; `make -jN check` sets the number itself.
CHECK_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
# Boards per triplet (testsuite/boards/<board>.exp): the triplet's default CPU, then variants.
CHECK_BOARDS_x86_64-linux-gnu      ?= x86_64-linux-gnu
CHECK_BOARDS_aarch64-linux-gnu     ?= aarch64-linux-gnu aarch64-linux-gnu-max aarch64-linux-gnu-lse-dispatch aarch64-linux-gnu-v80
CHECK_BOARDS_arm-linux-gnueabi     ?= arm-linux-gnueabi arm-linux-gnueabi-armv6
CHECK_BOARDS_arm-linux-gnueabihf   ?= arm-linux-gnueabihf arm-linux-gnueabihf-armv8 arm-linux-gnueabihf-arm
CHECK_BOARDS_powerpc64le-linux-gnu ?= powerpc64le-linux-gnu
CHECK_BOARDS_riscv64-linux-gnu     ?= riscv64-linux-gnu
CHECK_PLUGIN  ?= 1
ATOMLOWER_LONG ?= 0
UPDATE_GOLDEN ?=
RUNTESTFLAGS  ?=

check_dir  := $(abspath $(B)/testsuite)
check_cc    = $(if $(filter $(1),$(HOST_TRIPLET)),$(HOST_CC),$(1)-gcc)
# Selectors in tests are GCC-style (x86_64-*-*, *-*-linux*): the host keeps runtest's own guess
# (x86_64-pc-linux-gnu); a cross triplet is given as cpu-unknown-os.
check_cpu   = $(firstword $(subst -, ,$(1)))
check_target = $(if $(filter $(1),$(HOST_TRIPLET)),,--target $(call check_cpu,$(1))-unknown-$(patsubst $(call check_cpu,$(1))-%,%,$(1)))

# check_runtest(dir, board, triplet, plugin, runtest-args): runtest in $(check_dir)/<dir>/,
# which the caller has made (its objdir and outdir).
check_runtest = cd $(check_dir)/$(1) && DEJAGNU=$(abspath testsuite/site.exp) runtest --tool atomlower \
	  --srcdir $(abspath testsuite) --outdir . --target_board $(2) $(call check_target,$(3)) \
	  ATOMLOWER_TRIPLET=$(3) ATOMLOWER_CC=$(call check_cc,$(3)) ATOMLOWER_PLUGIN=$(4) \
	  ATOMLOWER_LIBDIR=$(abspath $(B)/$(3)) ATOMLOWER_BUILD=$(abspath $(B)) \
	  ATOMLOWER_LONG=$(ATOMLOWER_LONG) UPDATE_GOLDEN=$(UPDATE_GOLDEN) $(5)

# check_board_rule(board, triplet[, suffix, suites]): check-board-<board><suffix> runs every
# suite (or only SUITES, runtest arguments) on that board.
# runtest's own exit status is ignored here; check-run judges the .sum files.
define check_board_rule
.PHONY: check-board-$(1)$(3)
check-board-$(1)$(3):
	@rm -rf $(check_dir)/$(1)$(3) && mkdir -p $(check_dir)/$(1)$(3)
	$(call check_runtest,$(1)$(3),$(1),$(2),$(if $(filter 1,$(CHECK_PLUGIN)),$(abspath $(B)/$(2)/atomlower.so)),$(or $(4),$(RUNTESTFLAGS))) \
	  || echo "runtest on $(1) exited with status $$$$? (the .sum files decide)"
endef
check_boards = $(foreach t,$(CHECK_TRIPLETS),$(or $(CHECK_BOARDS_$(t)),$(t)))
$(foreach t,$(HOST_TRIPLET) $(CROSS_TRIPLETS),$(foreach b,$(or $(CHECK_BOARDS_$(t)),$(t)),\
  $(eval $(call check_board_rule,$(b),$(t)))))

.PHONY: check check-long check-run unit
check_jobs = $(if $(filter -j%,$(MAKEFLAGS)),,-j$(CHECK_JOBS))

check: all shim-progs
	@$(MAKE) --no-print-directory $(check_jobs) check-run

check-long: all shim-progs
	@$(MAKE) --no-print-directory $(check_jobs) check-run ATOMLOWER_LONG=1

# Every other built cross triplet gets the suites that need no emulator on its default board:
# the unit cells assembled by its real `as` with their golden files, and the scan tests.
CHECK_STATIC_TRIPLETS ?= $(filter-out $(CHECK_TRIPLETS),$(filter $(CROSS_TRIPLETS),$(TRIPLETS)))
CHECK_STATIC_SUITES   ?= unit.exp scan.exp
check_static = $(foreach t,$(CHECK_STATIC_TRIPLETS),$(t)-static)
$(foreach t,$(CROSS_TRIPLETS),$(eval $(call check_board_rule,$(t),$(t),-static,$(CHECK_STATIC_SUITES))))

check-run: $(addprefix check-board-,$(check_boards) $(check_static))
	@./testsuite/sumsum.sh --check $(addprefix $(check_dir)/,$(check_boards) $(check_static))

# The host board's atomlower.unit alone, in its own directory, without the plugin.
unit: $(B)/host/lower-cells
	@rm -rf $(check_dir)/unit && mkdir -p $(check_dir)/unit
	$(call check_runtest,unit,$(HOST_TRIPLET),$(HOST_TRIPLET),,unit.exp) || true
	@./testsuite/sumsum.sh --check $(check_dir)/unit
