// config: aarch64+lse2
// test: SB+Wsc.Rsc+Wsc.Rsc@16
// expect: PASS
// The twin of aarch64-v80-stlxp-then-lse2-ldp-no-leading-ldar.s (LLVM issue 81978): the same
// Armv8.0 store, then the Arm ABI's LSE2 seq_cst load LDAR; LDP; DMB ISHLD (atomlower's),
// whose LDAR stays after the STLXP.  Thread 1 is atomlower's LSE2 code.
	.arch armv8.4-a
	.text
	.globl P0
	.type P0, %function
P0:	// x0 = x, x1 = y, x2 = the load's result
	mov	w8, #1
1:	ldaxp	xzr, x9, [x0]
	stlxp	w9, x8, xzr, [x0]
	cbnz	w9, 1b
	ldar	x10, [x1]
	ldp	x8, x9, [x1]
	dmb	ishld
	stp	x8, x9, [x2]
	ret
	.size P0, .-P0
