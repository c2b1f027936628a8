# config: mips32r2
# test: SB+Wsc.Rsc+Wsc.Rsc
# expect: PASS
# The same thread with a sync between the store and the load (the store's trailing barrier
# of GCC's `sync; sw; sync`): SB is forbidden again.  The result store sits in the
# return's delay slot, as GCC places it.
	.text
	.set noreorder
	.globl P0
	.ent P0
P0:	# $4 = x, $5 = y, $6 = the load's result
	li	$2, 1
	sync
	sw	$2, 0($4)
	sync
	lw	$3, 0($5)
	sync
	jr	$31
	sw	$3, 0($6)
	.end P0
