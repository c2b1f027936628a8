# config: aarch64+lse128+rcpc3
# test: SB+Wsc.Rsc+Wsc.Rsc@16
# expect: PASS
# A 16-byte seq_cst store by STILP, then a 16-byte seq_cst load as atomlower maps it with RCpc3:
# `ldar` of the location, then `ldiapp` (the LDAR, RCsc, is not satisfied before the earlier
# store-release; the LDIAPP after it, an acquire, neither).  Its twin without the LDAR:
# aarch64-rcpc3-seq-cst-ldiapp-no-leading-ldar.s.  Thread 1 is atomlower's.
	.text
	.globl	P0
	.type	P0, %function
P0:	// x0 = x, x1 = y, x2 = the load's result
	mov	x3, #1
	mov	x4, #0
	.inst	0xd9041803	// stilp x3, x4, [x0]
	ldar	x4, [x1]
	.inst	0xd9401823	// ldiapp x3, x0, [x1]
	stp	x3, x0, [x2]
	ret
	.size	P0, .-P0
