@ config: armv8
@ test: SB+Wsc.Rsc+Wsc.Rsc
@ expect: FAIL
@ GCC PR 111416's mechanism (there at 8 bytes: an Armv7 seq_cst load compiled as LDRD and DMB,
@ mixed with Armv8 code): an Armv8 seq_cst store (STL) followed in the same thread by an Armv7
@ seq_cst load compiled as LDR; DMB ISH, with no barrier before the load, so the load can pass
@ the store: store buffering, which C11 forbids.  Here at 4 bytes, both threads this code.
	.arch armv8-a
	.arm
	.text
	.globl P0
	.type P0, %function
P0:	@ r0 = x, r1 = y, r2 = the load's result
	mov	r3, #1
	stl	r3, [r0]
	ldr	r12, [r1]
	dmb	ish
	str	r12, [r2]
	bx	lr
	.size P0, .-P0
	.globl P1
	.type P1, %function
P1:	@ r0 = x, r1 = y, r2 = the load's result
	mov	r3, #1
	stl	r3, [r1]
	ldr	r12, [r0]
	dmb	ish
	str	r12, [r2]
	bx	lr
	.size P1, .-P1
