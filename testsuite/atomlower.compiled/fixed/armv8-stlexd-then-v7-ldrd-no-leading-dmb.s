@ config: armv8
@ test: SB+Wsc.Rsc+Wsc.Rsc@8
@ expect: FAIL
@ GCC PR 111416 at its own width: an Armv8 seq_cst 8-byte store (an LDREXD/STLEXD loop: the
@ release exclusive store, no barrier after it) followed in the same thread by an Armv7 seq_cst
@ 8-byte load compiled for LPAE as LDRD; DMB ISH, with no barrier before the load.  The load
@ can pass the store: store buffering, which C11 forbids.  Thread 1 is atomlower's 8-byte code.
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
	ldrd	r4, r5, [r1]
	dmb	ish
	strd	r4, r5, [r2]
	pop	{r4, r5, r6, r7}
	bx	lr
	.size P0, .-P0
