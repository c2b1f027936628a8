// config: aarch64+lse2
// test: MP+Wrel.Wrel+Racq.Racq@16
// expect: FAIL
// The 16-byte translation's own check: thread 0 stores the values with a high doubleword of
// 1 (the value 2^64 + 1, not the test's 1), correctly ordered otherwise (LSE2's release
// store, DMB ISH; STP).  Only the high doublewords differ from the C test's, so the FAIL can
// come only from the sum of the high doublewords stored (the translation keeps a low
// doubleword).  Thread 1 is atomlower's code.
	.arch armv8.4-a
	.text
	.globl P0
	.type P0, %function
P0:	// x0 = x, x1 = y
	mov	x8, #1
	mov	x9, #1
	dmb	ish
	stp	x8, x9, [x0]
	dmb	ish
	stp	x8, x9, [x1]
	ret
	.size P0, .-P0
