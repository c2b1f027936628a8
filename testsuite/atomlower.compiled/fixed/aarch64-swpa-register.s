// config: aarch64+lse
// test: MP+Wrel.Wrel+Xacq.Racq
// expect: PASS
// unobserved: 1:r0
// The twin of aarch64-swpa-zero-register.s: the same exchange into a register keeps its
// acquire (LLVM's fix for issue 68428), and message passing holds.
	.arch armv8.1-a
	.text
	.globl P1
	.type P1, %function
P1:
	mov	w8, #3
	swpa	w8, w10, [x1]
	ldr	w9, [x0]
	str	w9, [x3]
	ret
	.size P1, .-P1
