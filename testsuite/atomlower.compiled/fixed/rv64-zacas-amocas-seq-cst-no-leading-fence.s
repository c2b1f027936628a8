# config: rv64+zacas+zabha
# test: SB+Wsc.Csc+Wsc.Rsc
# expect: FAIL
# A seq_cst compare-exchange by Zacas's amocas.w.aqrl with no fence before it, after a
# seq_cst store mapped as `fence rw,w; sw` (no trailing fence).  A successful AMOCAS has
# release semantics with rl, an unsuccessful one never: when it fails, nothing orders the
# store to x before its read of y, and store buffering with thread 1 (a seq_cst store, a
# seq_cst load) fails.  The checker's LR/SC expression of AMOCAS gives the failing read
# acquire alone; with .rl on that read, this input would pass.  Its twin, with the
# `fence rw,rw` atomlower puts before a seq_cst AMOCAS: rv64-zacas-amocas-seq-cst-leading-fence.s.
# Thread 1 is atomlower's.
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
	.insn	r 0x2f, 2, 23, a5, a1, a3	# amocas.w.aqrl a5, a3, (a1)
	subw	a0, a5, a4
	beqz	a0, 1f
	sw	a5, 0(a2)
1:	ret
	.size	P0, .-P0
