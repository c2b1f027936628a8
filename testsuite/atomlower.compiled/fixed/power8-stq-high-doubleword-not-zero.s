# config: power8
# test: MP+Wrel.Wrel+Racq.Racq@16
# expect: FAIL
# The 16-byte translation's own check: thread 0 stores by STQ after LWSYNC, correctly ordered,
# but with a high doubleword of 1 (the value 2^64 + 1, not the test's 1).  Only the high
# doublewords differ from the C test's, so the FAIL can come only from the sum of the high
# doublewords stored.  Thread 1 is atomlower's.
	.text
	.globl P0
	.type P0, @function
P0:	# r3 = x, r4 = y
	li	10,1
	li	11,1
	lwsync
	stq	10,0(3)
	lwsync
	stq	10,0(4)
	blr
	.size P0, .-P0
