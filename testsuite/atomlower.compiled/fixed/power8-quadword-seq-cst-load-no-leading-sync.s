# config: power8
# test: SB+Wsc.Rsc+Wsc.Rsc@16
# expect: FAIL
# A 16-byte seq_cst load by LQ (POWER8: single-copy atomic on an aligned quadword) after a
# seq_cst STQ, without the leading sync: the store before it can be
# passed (store buffering, which C11 forbids), as for the narrower loads.  Its twin with the
# sync passes.
# Thread 1 is atomlower's.  (r10:r11 an even-odd pair: r10 the high doubleword.)
	.text
	.globl P0
	.type P0, @function
P0:	# r3 = x, r4 = y, r5 = the load's result (16 bytes, little-endian: low doubleword first)
	li	10,0
	li	11,1
	sync
	stq	10,0(3)
	lq	10,0(4)
	cmpw	11,11
	bne-	1f
1:	isync
	std	11,0(5)
	std	10,8(5)
	blr
	.size P0, .-P0
