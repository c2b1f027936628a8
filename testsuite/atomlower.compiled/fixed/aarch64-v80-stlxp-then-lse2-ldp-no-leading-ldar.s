// config: aarch64+lse2
// test: SB+Wsc.Rsc+Wsc.Rsc@16
// expect: FAIL
// LLVM issue 81978: Armv8.0 and LSE2 16-byte code mixed in one thread.  A seq_cst store
// compiled for Armv8.0 is an LDAXP/STLXP loop (Clang 16's, no barrier after the release
// store), and a seq_cst load compiled with LSE2 is LDP; DMB ISH (Clang 16's -march=armv8.4-a
// code, which relies on its own store's trailing DMB): the load may pass the store, store
// buffering, which C11 forbids.  Thread 1 is atomlower's LSE2 code.
	.arch armv8.4-a
	.text
	.globl P0
	.type P0, %function
P0:	// x0 = x, x1 = y, x2 = the load's result
	mov	w8, #1
1:	ldaxp	xzr, x9, [x0]
	stlxp	w9, x8, xzr, [x0]
	cbnz	w9, 1b
	ldp	x8, x9, [x1]
	dmb	ish
	stp	x8, x9, [x2]
	ret
	.size P0, .-P0
