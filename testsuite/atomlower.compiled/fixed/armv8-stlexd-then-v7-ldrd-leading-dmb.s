@ config: armv8
@ test: SB+Wsc.Rsc+Wsc.Rsc@8
@ expect: PASS
@ The twin of armv8-stlexd-then-v7-ldrd-no-leading-dmb.s: the Armv7 LDRD load with a DMB ISH
@ before it as well (GCC's fix for PR 111416); the store can no longer be passed, and store
@ buffering is forbidden.
	.arch armv8-a
	.arm
	.text
	.globl P0
	.type P0, %function
P0:	@ r0 = x, r1 = y, r2 = the load's result
	push	{r4, r5, r6, r7}
	mov	r6, #1
	mov	r7, #0
1:	ldrexd	r4, r5, [r0]
	stlexd	r3, r6, r7, [r0]
	cmp	r3, #0
	bne	1b
	dmb	ish
	ldrd	r4, r5, [r1]
	dmb	ish
	strd	r4, r5, [r2]
	pop	{r4, r5, r6, r7}
	bx	lr
	.size P0, .-P0
