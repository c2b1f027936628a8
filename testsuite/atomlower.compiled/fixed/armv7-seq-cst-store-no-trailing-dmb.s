@ config: armv7
@ test: SB+Wsc.Rsc+Wsc.Rsc
@ expect: FAIL
@ An Armv7 seq_cst store without the DMB after it (the Cambridge table's `dmb; str; dmb` less
@ its second barrier) in thread 0, atomlower's code in thread 1: thread 0's later load can pass
@ its store, store buffering, which C11 forbids.  Shows that the checker reads herd7's ARM
@ model through the ARM translation.
	.arch armv7-a
	.arm
	.text
	.globl P0
	.type P0, %function
P0:	@ r0 = x, r1 = y, r2 = the load's result
	mov	r3, #1
	dmb	ish
	str	r3, [r0]
	ldr	r12, [r1]
	dmb	ish
	str	r12, [r2]
	bx	lr
	.size P0, .-P0
