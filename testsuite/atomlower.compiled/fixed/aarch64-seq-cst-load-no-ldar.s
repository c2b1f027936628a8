// config: aarch64
// test: SB+Wsc.Rsc+Wsc.Rsc@8
// expect: FAIL
// LLVM issue 62652 (there at 16 bytes, LSE2's LDP; here at 8 bytes, the same barriers): a
// seq_cst load written as a plain load and DMB ISHLD, without the leading LDAR that the
// Arm ABI's `ldar; ldp; dmb ishld` has, may be satisfied before an earlier seq_cst store
// (STLR) completes: store buffering, which C11 forbids.  Both threads are this code.
	.text
	.globl P0
	.type P0, %function
P0:	// x0 = x, x1 = y, x2 = the load's result
	mov	x8, #1
	stlr	x8, [x0]
	ldr	x9, [x1]
	dmb	ishld
	str	x9, [x2]
	ret
	.size P0, .-P0
	.globl P1
	.type P1, %function
P1:	// x0 = x, x1 = y, x2 = the load's result
	mov	x8, #1
	stlr	x8, [x1]
	ldr	x9, [x0]
	dmb	ishld
	str	x9, [x2]
	ret
	.size P1, .-P1
