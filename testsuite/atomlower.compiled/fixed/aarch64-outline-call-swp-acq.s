// config: aarch64+outline
// test: MP+Wrel.Wrel+Xacq.Racq
// expect: PASS
// The same thread calling the acquire helper, __aarch64_swp4_acq (GCC 12's call for an
// acquire exchange under -moutline-atomics): its SWPA, or its LDAXR/STXR loop, orders the
// later load; message passing holds with the flag at 0 and at 1.
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
	bl	__aarch64_swp4_acq
	ldar	w1, [x19]
	str	w0, [x20]
	str	w1, [x21]
	ldr	x21, [sp, #32]
	ldp	x19, x20, [sp, #16]
	ldp	x29, x30, [sp], #48
	ret
	.size P1, .-P1
