# config: aarch64+lse128+rcpc3
# test: SB+Wsc.Rsc+Wsc.Rsc@16
# expect: FAIL
# A 16-byte seq_cst load by RCpc3's LDIAPP alone, after a 16-byte seq_cst store by STILP:
# LDIAPP is a load-acquire RCpc, which may be satisfied before an earlier store-release, and
# store buffering with thread 1 (atomlower's seq_cst store and load) fails.  The ABI maps a
# 16-byte seq_cst load with RCpc3 as `ldar` of the location, then `ldiapp`; its twin with that
# LDAR: aarch64-rcpc3-seq-cst-ldiapp-leading-ldar.s.  Both instructions are .inst words, as
# the plugin writes them (binutils 2.40 names neither), decoded by the checker.
	.text
	.globl	P0
	.type	P0, %function
P0:	// x0 = x, x1 = y, x2 = the load's result
	mov	x3, #1
	mov	x4, #0
	.inst	0xd9041803	// stilp x3, x4, [x0]
	.inst	0xd9401823	// ldiapp x3, x0, [x1]
	stp	x3, x0, [x2]
	ret
	.size	P0, .-P0
