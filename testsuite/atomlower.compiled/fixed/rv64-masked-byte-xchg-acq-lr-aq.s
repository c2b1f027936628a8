# config: rv64
# test: MP+Wrel.Wrel+Xacq.Racq@1
# expect: PASS
# The twin of rv64-masked-byte-xchg-acq-lr-no-aq.s: the masked loop's lr.w carries .aq, which
# orders the later load of x after the read of y (the RISC-V psABI's acquire exchange as an
# LR/SC loop).  Message passing holds.  Thread 0 is atomlower's.
	.text
	.globl	P1
	.type	P1, @function
P1:	# a0 = x, a1 = y, a2 = the exchange's result, a3 = the load's
	andi	a5, a1, -4
	slli	a4, a1, 3
	andi	a4, a4, 24
	li	a6, 255
	sllw	a6, a6, a4
	li	a7, 3
	sllw	a7, a7, a4
1:	lr.w.aq	t3, (a5)
	xor	t1, t3, a7
	and	t1, t1, a6
	xor	t1, t1, t3
	sc.w	t4, t1, (a5)
	bnez	t4, 1b
	srlw	t1, t3, a4
	andi	t1, t1, 255
	lbu	a4, 0(a0)
	fence	r, rw
	sb	t1, 0(a2)
	sb	a4, 0(a3)
	ret
	.size	P1, .-P1
