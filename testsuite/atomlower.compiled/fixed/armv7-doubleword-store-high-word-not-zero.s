@ config: armv7
@ test: SB+Wsc.Rsc+Wsc.Rsc@8
@ expect: FAIL
@ An Armv7 seq_cst 8-byte store whose barriers are right (DMB; an LDREXD/STREXD loop; DMB)
@ but whose high word is 1, not the value's 0: the stored value is 2^32 + 1, which the C test
@ never stores.  Shows that the high words of register pairs are checked (the translator sums
@ the high words a thread stores; the sum must end 0).
	.arch armv7-a
	.arm
	.text
	.globl P0
	.type P0, %function
P0:	@ r0 = x, r1 = y, r2 = the load's result
	push	{r4, r5, r6, r7}
	mov	r6, #1
	mov	r7, #1
	dmb	ish
1:	ldrexd	r4, r5, [r0]
	strexd	r3, r6, r7, [r0]
	cmp	r3, #0
	bne	1b
	dmb	ish
	ldrexd	r4, r5, [r1]
	dmb	ish
	strd	r4, r5, [r2]
	pop	{r4, r5, r6, r7}
	bx	lr
	.size P0, .-P0
