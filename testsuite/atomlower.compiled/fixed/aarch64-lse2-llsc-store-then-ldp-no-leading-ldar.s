// config: aarch64+lse2
// test: SB+Asc.Rsc+Wsc.Rsc@16
// expect: FAIL
// LLVM issue 62652 at its own width, in its own test: with LSE2, a 16-byte seq_cst load
// written as LDP; DMB ISH after a seq_cst store written as an LDAXP/STLXP loop (thread 1, the
// code that issue reports) may be satisfied before the store is seen, as STLXP orders only
// what comes before it: store buffering against thread 0's seq_cst fetch_add and load, which
// C11 forbids.  The Arm ABI's load has a leading LDAR (the twin file).  Thread 0 is
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
	ldp	x8, x9, [x0]
	dmb	ish
	stp	x8, x9, [x2]
	ret
	.size P1, .-P1
