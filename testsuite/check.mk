# testsuite/check.mk — make check, check-long and unit; included by the top Makefile
# (which provides B, HOST_TRIPLET, HOST_CC, TRIPLETS).
#
#   make check                 build, then every suite on each board of every built triplet: the
#                              host natively, each cross triplet's boards under qemu-user (their
#                              default CPU and the variants below), CHECK_JOBS boards at a time
#   make check CHECK_TRIPLETS="x86_64-linux-gnu aarch64-linux-gnu"    some triplets only; the
#                              others then get the emulator-free suites (CHECK_STATIC_SUITES)
#   make check RUNTESTFLAGS="exec.exp peer.exp=atomic-op-1.c"          part of it (runtest args)
#   make check-long            every suite whole on every board (make check leaves parts to it:
#                              lib/atomlower.exp, atomlower_subset), and the long soaks
#                              (ATOMLOWER_LONG=1)
#   make check GCC=N           another GCC of this release's boards alone (targets/releases: 11
#                              on Debian 12): every board of each triplet with a gccN field in
#                              targets/registry, as <board>-gccN, with GCC N's plugin and
#                              runtime (build/gccN/); make check runs the default board of each
#                              (CHECK_OTHER_GCC=0 leaves them out)
#   make unit                  atomlower.unit alone, host triplet (lower-cells, golden files)
#   static-only triplets       a triplet whose qemu field in targets/registry is "none" (no
#                              qemu-user mode for it, no kernel support here: x32, ARC), or
#                              "<qemu>>=N" with an older emulator here (SH-4 under qemu 7.2), has
#                              boards like any other, listed by print-boards and counted by
#                              .ci/run, but they run CHECK_NOEXEC_SUITES only (cells assembled
#                              by the real `as`, scan and diag, and exec and stress's programs
#                              compiled and linked, their runs UNSUPPORTED: everything that
#                              needs no emulator); RUNTESTFLAGS still narrows them
#   make check-run             the suites without building first; CHECK_PLUGIN=0 runs them with
#                              GCC alone (how the harness is debugged without a plugin)
#   UPDATE_GOLDEN=1            atomlower.unit rewrites testsuite/golden/*.txt
#
# Each board runs `runtest --tool atomlower` in build/testsuite/<board>/, which receives
# atomlower.sum, atomlower.log, peer-summary.txt and the test binaries.  Boards are independent
# targets (make -j2 check runs two at once); the verdict comes from all their .sum files once
# every board has finished: any FAIL, XPASS, UNRESOLVED or ERROR fails `make check`.

# Every supported triplet (targets/registry, which lists the slowest board's first so that
# parallel boards finish together).  Naming some on the command line narrows the run on purpose;
# otherwise a triplet whose packages are missing fails make check (check-prereqs) instead of
# being left out.
CHECK_TRIPLETS ?= $(ALL_TRIPLETS)
check_narrowed := $(filter command line environment,$(origin CHECK_TRIPLETS))
# Boards run in parallel, one runtest each; `make -jN check` sets the number itself.
CHECK_JOBS ?= $(shell nproc 2>/dev/null || echo 2)
# Boards per triplet (testsuite/boards/<board>.exp): the triplet's default CPU, then variants;
# CHECK_BOARDS_<triplet> overrides the registry's list.
$(foreach t,$(ALL_TRIPLETS),$(eval CHECK_BOARDS_$(t) ?= $(shell scripts/targets boards $(t))))
CHECK_PLUGIN  ?= 1
# make check runs a subset of the suites, make check-long (ATOMLOWER_LONG=1) all of them on every
# board: what each kind of board leaves out is one table, lib/atomlower.exp's atomlower_subset.
# The kinds: a triplet's default CPU and a variant CPU (told by the board), another GCC of this
# release (GCC=N: gcc), another Debian release (CHECK_KIND=release, which make check-dist's
# chroots are given).
ATOMLOWER_LONG ?= 0
CHECK_KIND ?=
check_kind = $(if $(GCC),gcc,$(CHECK_KIND))
# The programs' time limits scale with this machine's speed, measured per board (lib/atomlower.exp,
# atomlower_speed_factor); ATOMLOWER_SPEED=F sets the factor instead.
ATOMLOWER_SPEED ?=
# The peer suites run GCC alone where the plugin's try did not pass ("failures"), or on every
# instance ("all": the full comparison; make check-long's default).
ATOMLOWER_PEER_ALONE ?=
UPDATE_GOLDEN ?=
# Merged barriers of adjacent sites: the plugin's default; make check runs the variant CPUs'
# boards with merge=off (lib/atomlower.exp), MERGE=on or MERGE=off sets every board.
MERGE ?=
RUNTESTFLAGS  ?=

# Where each board runs and leaves its .sum (CHECK_DIR=... keeps two runs apart).
CHECK_DIR ?= $(B)/testsuite
check_dir  := $(abspath $(CHECK_DIR))
check_cc    = $(call triplet_cc,$(1))
# A board's directory and target name: <board>, or <board>-gccN for GCC=N's.
check_sfx  := $(if $(GCC),-gcc$(GCC))
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
	  ATOMLOWER_LONG=$(ATOMLOWER_LONG) ATOMLOWER_KIND=$(check_kind) ATOMLOWER_SPEED=$(ATOMLOWER_SPEED) $(if $(ATOMLOWER_PEER_ALONE),ATOMLOWER_PEER_ALONE=$(ATOMLOWER_PEER_ALONE)) $(if $(MERGE),ATOMLOWER_MERGE=$(MERGE)) UPDATE_GOLDEN=$(UPDATE_GOLDEN) HERD7=$(HERD7) $(5)

# The static-only triplets (targets/registry: qemu "none", or "<qemu>>=N" with an older emulator
# here: scripts/targets static) and the suites their boards run.
STATIC_ONLY_TRIPLETS := $(shell scripts/targets static)
CHECK_NOEXEC_SUITES  ?= unit.exp scan.exp diag.exp exec.exp stress.exp

# check_board_rule(board, triplet[, suffix, suites]): check-board-<board><suffix> runs every
# suite (or only SUITES, runtest arguments) on that board; a static-only triplet's board runs
# CHECK_NOEXEC_SUITES unless RUNTESTFLAGS says.
# runtest's own exit status is ignored here; check-run judges the .sum files.
define check_board_rule
.PHONY: check-board-$(1)$(3)
check-board-$(1)$(3):
	@rm -rf $(check_dir)/$(1)$(3) && mkdir -p $(check_dir)/$(1)$(3)
	$(call check_runtest,$(1)$(3),$(1),$(2),$(if $(filter 1,$(CHECK_PLUGIN)),$(abspath $(B)/$(2)/atomlower.so)),$(or $(4),$(RUNTESTFLAGS))) \
	  || echo "runtest on $(1) exited with status $$$$? (the .sum files decide)"
endef
check_boards = $(foreach t,$(CHECK_TRIPLETS),$(addsuffix $(check_sfx),$(or $(CHECK_BOARDS_$(t)),$(t))))
$(foreach t,$(ALL_TRIPLETS),$(foreach b,$(or $(CHECK_BOARDS_$(t)),$(t)),\
  $(eval $(call check_board_rule,$(b),$(t),$(check_sfx),$(if $(filter $(t),$(STATIC_ONLY_TRIPLETS)),$(or $(RUNTESTFLAGS),$(CHECK_NOEXEC_SUITES)))))))

.PHONY: check check-long check-run unit
check_jobs = $(if $(filter -j%,$(MAKEFLAGS)),,-j$(CHECK_JOBS))

# Every triplet make check runs must be installed: otherwise stop here and name the Debian
# packages (a run that quietly tested fewer targets than promised would pass).  The host tools
# every board needs are checked too.
check_host_missing = $(strip $(if $(shell command -v runtest),,dejagnu) \
	$(if $(wildcard /usr/src/gcc-$(GCC_MAJOR)/gcc-*.tar.xz),,gcc-$(GCC_MAJOR)-source) \
	$(foreach t,$(filter-out $(HOST_TRIPLET) $(STATIC_ONLY_TRIPLETS),$(CHECK_TRIPLETS)),\
	  $(if $(shell command -v qemu-$(shell scripts/targets qemu $(t))-static),,qemu-user-static)))
.PHONY: check-prereqs
check-prereqs:
	@bad=0; \
	$(foreach t,$(CHECK_TRIPLETS),m="$(strip $(call missing_pkgs,$(t)))"; \
	  if [ -n "$$m" ]; then echo "make check: $(t) needs the Debian package(s) $$m (make deps installs them$(if $(check_narrowed),,; CHECK_TRIPLETS=... narrows the run))" >&2; bad=1; fi;) \
	m="$(sort $(check_host_missing))"; \
	if [ -n "$$m" ]; then echo "make check: the test suite needs the Debian package(s) $$m (make deps installs them)" >&2; bad=1; fi; \
	[ $$bad -eq 0 ] || exit 1; \
	echo "make check: $(words $(check_boards)) board(s) of $(words $(CHECK_TRIPLETS)) triplet(s)$(if $(GCC), with GCC $(GCC)): $(check_boards)"
	$(if $(check_other_boards),@$(other_make) check-prereqs)

# The release's other GCC in the system GCC's make check (CHECK_OTHER_GCC=1, the default;
# targets/releases: GCC 11 on Debian 12, 13 on Debian 13, 9 on Debian 11): the default board of
# each triplet with its gccN field (among CHECK_TRIPLETS), as <board>-gccN, run by a GCC=N make
# of its own.
CHECK_OTHER_GCC ?= 1
other_gcc := $(if $(GCC),,$(if $(filter 1,$(CHECK_OTHER_GCC)),$(word 2,$(RELEASE_GCCS))))
other_triplets := $(if $(other_gcc),$(shell scripts/targets triplets $(other_gcc)))
check_other_boards = $(foreach t,$(filter $(CHECK_TRIPLETS),$(other_triplets)),\
  $(firstword $(shell scripts/targets boards $(t)))-gcc$(other_gcc))
other_make = $(MAKE) --no-print-directory GCC=$(other_gcc) CHECK_DIR=$(check_dir) \
  CHECK_TRIPLETS="$(filter $(CHECK_TRIPLETS),$(other_triplets))" \
  $(foreach t,$(other_triplets),CHECK_BOARDS_$(t)=$(firstword $(shell scripts/targets boards $(t))))
$(foreach b,$(check_other_boards),$(eval .PHONY: check-board-$(b)))
# What they run (runtest arguments, unless RUNTESTFLAGS says): CHECK_OTHER_GCC_SUITES, empty
# for every suite (as make check GCC=N runs them).
CHECK_OTHER_GCC_SUITES ?=
$(foreach b,$(check_other_boards),$(eval check-board-$(b): ; @$$(other_make) \
  $$(if $$(RUNTESTFLAGS),,$$(if $$(CHECK_OTHER_GCC_SUITES),RUNTESTFLAGS="$$(CHECK_OTHER_GCC_SUITES)")) $$@))

# The other Debian releases of targets/releases (Debian 13 and 11 from Debian 12), each in a
# chroot of its own (scripts/check-dist.sh: root; made once, reused): make deps check there with
# the release's system GCC (CHECK_DISTS_MAKE: make arguments there), its boards' results in
# $(check_dir)/dist-<release>/<board>/ (print-boards names them dist-<release>/<board>).
# CHECK_DISTS= leaves them out; without root there are none.
# (Only from a release targets/releases knows: elsewhere none.)
CHECK_DISTS ?= $(if $(GCC),,$(if $(RELEASE_GCCS),$(if $(filter 0,$(shell id -u)),$(filter-out $(shell scripts/targets release),$(shell scripts/targets releases)))))
CHECK_DISTS := $(CHECK_DISTS)
# make check runs the host triplet's boards there (CHECK_DISTS_TRIPLETS), with that GCC
# alone: make deps there installs only their packages, and no cross triplet gets the
# emulator-free suites; make check-dist DIST=<release> runs every board of the release.
CHECK_DISTS_TRIPLETS ?= $(HOST_TRIPLET)
CHECK_DISTS_MAKE ?= CHECK_OTHER_GCC=0 'CHECK_TRIPLETS=$(CHECK_DISTS_TRIPLETS)' CHECK_STATIC_TRIPLETS= CHECK_KIND=release ATOMLOWER_LONG=$(ATOMLOWER_LONG) $(if $(MERGE),MERGE=$(MERGE))
dist_boards = $(foreach t,$(filter $(CHECK_DISTS_TRIPLETS),$(shell scripts/targets triplets $(firstword $(shell scripts/targets gccs $(1))))),\
  $(addprefix dist-$(1)/,$(shell scripts/targets boards $(t))))
check_dists = $(addprefix check-dist-,$(CHECK_DISTS))
.PHONY: $(check_dists)
$(check_dists): check-dist-%:
	@mkdir -p $(check_dir)
	@./scripts/check-dist.sh $* --out $(check_dir)/dist-$* $(CHECK_DISTS_MAKE) > $(check_dir)/dist-$*.out 2>&1 \
	  || echo "make check: the $* boards failed or did not all run ($(check_dir)/dist-$*.out)"
	@tail -n 3 $(check_dir)/dist-$*.out

# The build runs CHECK_JOBS compiles at a time too.
check: check-prereqs
	@$(MAKE) --no-print-directory $(check_jobs) all shim-progs
	$(if $(check_other_boards),@$(other_make) $(check_jobs) all shim-progs)
	@$(MAKE) --no-print-directory $(check_jobs) check-run

check-long: check-prereqs
	@$(MAKE) --no-print-directory $(check_jobs) all shim-progs
	$(if $(check_other_boards),@$(other_make) $(check_jobs) all shim-progs)
	@$(MAKE) --no-print-directory $(check_jobs) check-run ATOMLOWER_LONG=1

# Every board make check runs (.ci/run compares it with the boards that ran; CHECK_TRIPLETS
# narrows it as it narrows make check).
.PHONY: print-boards
print-boards:
	@echo $(check_boards) $(check_other_boards) \
	  $(foreach d,$(CHECK_DISTS),$(call dist_boards,$(d)))

# Every other built cross triplet gets the suites that need no emulator on its default board:
# the unit cells assembled by its real `as` (the host board compares every golden file), and the scan tests.
CHECK_STATIC_TRIPLETS ?= $(filter-out $(CHECK_TRIPLETS),$(filter $(CROSS_TRIPLETS),$(TRIPLETS)))
CHECK_STATIC_SUITES   ?= unit.exp scan.exp
check_static = $(foreach t,$(CHECK_STATIC_TRIPLETS),$(t)$(check_sfx)-static)
$(foreach t,$(CROSS_TRIPLETS),$(eval $(call check_board_rule,$(t),$(t),$(check_sfx)-static,$(CHECK_STATIC_SUITES))))

# The other GCC's boards start right after the first (slowest) board: long boards first, so that
# the parallel boards finish together.
# The other releases' chroots start first: each makes and installs a release before its boards.
check_run_boards = $(firstword $(check_boards)) $(check_other_boards) \
  $(wordlist 2,$(words $(check_boards)),$(check_boards)) $(check_static)
check-run: $(check_dists) $(addprefix check-board-,$(check_run_boards))
	@./testsuite/sumsum.sh --check $(addprefix $(check_dir)/,$(check_run_boards)) \
	  $(foreach d,$(CHECK_DISTS),$(addprefix $(check_dir)/,$(call dist_boards,$(d))))

# The host board's atomlower.unit alone, in its own directory, without the plugin.
unit: $(B)/host/lower-cells
	@rm -rf $(check_dir)/unit && mkdir -p $(check_dir)/unit
	$(call check_runtest,unit,$(HOST_TRIPLET),$(HOST_TRIPLET),,unit.exp) || true
	@./testsuite/sumsum.sh --check $(check_dir)/unit

# Differential fuzzing (tools/fuzz/fuzz.py): generated programs built with and without the plugin
# and compared, board by board.  make fuzz SEEDS=1-50 [OPTS=O0,O2,O2-flto] [BOARDS="b ..." or
# TRIPLETS="t ..."] [FUZZ_FLAGS="--reduce --jobs 2"]; make fuzz-quick runs atomlower.fuzz's fixed
# seeds and option sets on every board, outside DejaGnu.
SEEDS ?= 1-20
fuzz_boards = $(or $(BOARDS),$(foreach t,$(filter $(TRIPLETS),$(ALL_TRIPLETS)),$(CHECK_BOARDS_$(t))))
.PHONY: fuzz fuzz-quick
fuzz: all
	python3 tools/fuzz/fuzz.py $(addprefix --board ,$(fuzz_boards)) --seeds $(SEEDS) $(if $(OPTS),--opts $(OPTS)) $(FUZZ_FLAGS)
fuzz-quick: all
	python3 tools/fuzz/fuzz.py $(addprefix --board ,$(fuzz_boards)) --preset check $(FUZZ_FLAGS)
