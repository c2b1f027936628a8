// config: aarch64+lse
// test: MP+Wrel.Wrel+Xacq.Racq
// expect: FAIL
// unobserved: 1:r0
// LLVM issue 68428: an exchange whose result is unused, compiled as SWP into the zero register
// (LLVM's dead-register pass).  The Arm model orders such a read by nothing, whatever its A or
// L suffix (the issue's report shows it for SWPL and DMB ISHLD; the Arm ARM's Barrier-ordered-
// before rule for DMB LD requires a destination other than WZR/XZR), so the later load of x
// can be satisfied before it: message passing fails.  Here the acquire form, SWPA.  LLVM's fix
// (pull request 102139) keeps a real destination register: aarch64-swpa-register.s.
// Thread 0 is atomlower's.
	.arch armv8.1-a
	.text
	.globl P1
	.type P1, %function
P1:	// x0 = x, x1 = y, x2 = the exchange's result (not written), x3 = the load's
	mov	w8, #3
	swpa	w8, wzr, [x1]
	ldr	w9, [x0]
	str	w9, [x3]
	ret
	.size P1, .-P1
