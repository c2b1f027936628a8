# config: rv64
# test: MP+Wrel.Wrel+Xacq.Racq@1
# expect: FAIL
# A 1-byte acquire exchange on RV64 without Zabha: a masked LR/SC loop on the aligned word
# that holds the byte (its address the byte's and -4, its shift the byte's address times 8),
# whose lr.w lacks .aq.  Nothing then orders the later load of x after the read of y, and
# message passing fails.  The checker evaluates the address arithmetic (the byte at offset 0
# of its own word), so the loop is checked, not skipped.  Its twin with lr.w.aq:
# rv64-masked-byte-xchg-acq-lr-aq.s.  Thread 0 is atomlower's.
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
1:	lr.w	t3, (a5)
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
