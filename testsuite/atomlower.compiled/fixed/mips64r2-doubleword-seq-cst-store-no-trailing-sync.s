# config: mips64r2
# test: SB+Wsc.Rsc+Wsc.Rsc@8
# expect: FAIL
# An 8-byte seq_cst store without the trailing sync of GCC's `sync; sd; sync`, then an 8-byte
# seq_cst load (`sync; ld; sync`): the load may be satisfied before the store is seen, store
# buffering, which C11 forbids (herd7's mips.cat finds a barrier missing after a store).
# The doubleword forms are written as the word's (LD, SD as LW, SW).  Thread 1 is atomlower's
# 8-byte code.  The result store sits in the return's delay slot, as GCC places it.
	.text
	.set noreorder
	.globl P0
	.ent P0
P0:	# $4 = x, $5 = y, $6 = the load's result
	li	$2, 1
	sync
	sd	$2, 0($4)
	ld	$3, 0($5)
	sync
	jr	$31
	sd	$3, 0($6)
	.end P0
