// config: aarch64+lse2
// test: SB+Asc.Rsc+Wsc.Rsc@16
// expect: PASS
// The twin of aarch64-lse2-llsc-store-then-ldp-no-leading-ldar.s (LLVM issue 62652): the
// same LDAXP/STLXP store, then the Arm ABI's 16-byte seq_cst load under LSE2, LDAR; LDP; DMB
// ISHLD, whose LDAR (an acquire after a release) stays after the STLXP.  Thread 0 is
// atomlower's code.
	.arch armv8.4-a
	.text
	.globl P1
	.type P1, %function
P1:	// x0 = x, x1 = y, x2 = the load's result
	mov	x8, #1
	mov	x9, #0
1:	ldaxp	x10, x11, [x1]
	stlxp	w12, x8, x9, [x1]
	cbnz	w12, 1b
	ldar	x10, [x0]
	ldp	x8, x9, [x0]
	dmb	ishld
	stp	x8, x9, [x2]
	ret
	.size P1, .-P1
