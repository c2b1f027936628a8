# config: mips32r2
# test: SB+Wsc.Rsc+Wsc.Rsc
# expect: FAIL
# Two conventions for MIPS seq_cst accesses mixed in one thread: a store from code whose
# seq_cst loads carry the full barrier before them (`sync; sw`), then a load from code whose
# seq_cst stores carry it after them (`lw; sync`).  Each convention is sound alone; together
# nothing orders the store before the load, store buffering, which C11 forbids.  The result
# store sits in the return's delay slot, as GCC places it.
	.text
	.set noreorder
	.globl P0
	.ent P0
P0:	# $4 = x, $5 = y, $6 = the load's result
	li	$2, 1
	sync
	sw	$2, 0($4)
	lw	$3, 0($5)
	sync
	jr	$31
	sw	$3, 0($6)
	.end P0
