# config: rv64+zacas+zabha
# test: SB+Wsc.Csc+Wsc.Rsc
# expect: PASS
# A seq_cst compare-exchange as atomlower maps it with Zacas: `fence rw,rw` before
# amocas.w.aqrl, after a seq_cst store mapped as `fence rw,w; sw` (no trailing fence).  The
# fence orders the store before the AMOCAS's read whether or not it succeeds.  Its twin,
# without the fence: rv64-zacas-amocas-seq-cst-no-leading-fence.s.  Thread 1 is atomlower's.
	.text
	.globl	P0
	.type	P0, @function
P0:	# a0 = x, a1 = y, a2 = the expected value (1), written back on failure
	li	a5, 1
	fence	rw, w
	sw	a5, 0(a0)
	lw	a4, 0(a2)
	li	a3, 3
	mv	a5, a4
	fence	rw, rw
	.insn	r 0x2f, 2, 23, a5, a1, a3	# amocas.w.aqrl a5, a3, (a1)
	subw	a0, a5, a4
	beqz	a0, 1f
	sw	a5, 0(a2)
1:	ret
	.size	P0, .-P0
