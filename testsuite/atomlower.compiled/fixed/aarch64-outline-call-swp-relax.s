// config: aarch64+outline
// test: MP+Wrel.Wrel+Xacq.Racq
// expect: FAIL
// An acquire exchange compiled as a call of libgcc's relaxed outline helper,
// __aarch64_swp4_relax (the wrong memory-order suffix in the helper's name): neither its SWP
// nor its LDXR/STXR loop orders the later load of x, so message passing fails, with the
// helper's flag __aarch64_have_lse_atomics at 0 and at 1.  The checker inlines the helper
// from the configuration's libgcc.a (docs/litmus.md), so this also shows that a call is
// checked, not skipped.  Thread 0 is atomlower's.  Twin: aarch64-outline-call-swp-acq.s.
	.arch armv8-a
	.text
	.globl P1
	.type P1, %function
P1:	// x0 = x, x1 = y, x2 = the exchange's result, x3 = the load's
	stp	x29, x30, [sp, #-48]!
	mov	x29, sp
	stp	x19, x20, [sp, #16]
	str	x21, [sp, #32]
	mov	x19, x0
	mov	x20, x2
	mov	x21, x3
	mov	w0, #3
	bl	__aarch64_swp4_relax
	ldar	w1, [x19]
	str	w0, [x20]
	str	w1, [x21]
	ldr	x21, [sp, #32]
	ldp	x19, x20, [sp, #16]
	ldp	x29, x30, [sp], #48
	ret
	.size P1, .-P1
