@ config: armv8
@ test: SB+Wsc.Rsc+Wsc.Rsc
@ expect: PASS
@ The twin of armv8-stl-then-v7-load-no-leading-dmb.s: the Armv7 load with a DMB ISH before
@ it as well; the store can no longer be passed, and store buffering is forbidden.
	.arch armv8-a
	.arm
	.text
	.globl P0
	.type P0, %function
P0:	@ r0 = x, r1 = y, r2 = the load's result
	mov	r3, #1
	stl	r3, [r0]
	dmb	ish
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
	dmb	ish
	ldr	r12, [r0]
	dmb	ish
	str	r12, [r2]
	bx	lr
	.size P1, .-P1
