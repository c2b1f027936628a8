# config: mips64r2
# test: SB+Wsc.Rsc+Wsc.Rsc@8
# expect: PASS
# The twin of mips64r2-doubleword-seq-cst-store-no-trailing-sync.s: the 8-byte seq_cst store
# with its trailing sync (`sync; sd; sync`), then the load: SB is forbidden again.
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
	sync
	ld	$3, 0($5)
	sync
	jr	$31
	sd	$3, 0($6)
	.end P0
