# config: aarch64+lse128+rcpc3
# test: MP+Wrel.Wrel+Xacq.Racq@16
# expect: PASS
# A 16-byte acquire exchange by LSE128's SWPPA as message passing's reader, then a
# load-acquire (LDIAPP) of x: the swap's acquire orders the load after its read.  Its twin
# without the A bit: aarch64-lse128-swpp-acquire-exchange-no-a.s.  Thread 0 is atomlower's.
	.text
	.globl	P1
	.type	P1, %function
P1:	// x0 = x, x1 = y, x2 = the exchange's result, x3 = the load's
	mov	x5, #3
	mov	x4, #0
	.inst	0x19a48025	// swppa x5, x4, [x1]
	.inst	0xd9411806	// ldiapp x6, x1, [x0]
	stp	x5, x4, [x2]
	stp	x6, x1, [x3]
	ret
	.size	P1, .-P1
