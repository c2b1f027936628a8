# config: power8
# test: SB+Wsc.Rsc+Wsc.Rsc@16
# expect: PASS
# A 16-byte seq_cst load by LQ (POWER8: single-copy atomic on an aligned quadword) after a
# seq_cst STQ, with its leading sync (the leading-sync mapping, atomlower's table): passes.  Its
# twin without the sync fails.
# Thread 1 is atomlower's.  (r10:r11 an even-odd pair: r10 the high doubleword.)
	.text
	.globl P0
	.type P0, @function
P0:	# r3 = x, r4 = y, r5 = the load's result (16 bytes, little-endian: low doubleword first)
	li	10,0
	li	11,1
	sync
	stq	10,0(3)
	sync
	lq	10,0(4)
	cmpw	11,11
	bne-	1f
1:	isync
	std	11,0(5)
	std	10,8(5)
	blr
	.size P0, .-P0
