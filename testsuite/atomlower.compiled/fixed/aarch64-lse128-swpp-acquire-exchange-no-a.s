# config: aarch64+lse128+rcpc3
# test: MP+Wrel.Wrel+Xacq.Racq@16
# expect: FAIL
# A 16-byte acquire exchange by LSE128's SWPP without its A bit (SWPP, not SWPPA) as message
# passing's reader: nothing orders the later load-acquire RCpc (LDIAPP) of x after the swap's
# read of y, and MP fails.  Its twin with SWPPA, as atomlower writes it:
# aarch64-lse128-swpp-acquire-exchange-swppa.s.  Both .inst words (binutils 2.40 names
# neither instruction), decoded by the checker.  Thread 0 is atomlower's.
	.text
	.globl	P1
	.type	P1, %function
P1:	// x0 = x, x1 = y, x2 = the exchange's result, x3 = the load's
	mov	x5, #3
	mov	x4, #0
	.inst	0x19248025	// swpp x5, x4, [x1]
	.inst	0xd9411806	// ldiapp x6, x1, [x0]
	stp	x5, x4, [x2]
	stp	x6, x1, [x3]
	ret
	.size	P1, .-P1
