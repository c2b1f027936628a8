// config: aarch64
// test: SB+Wsc.Rsc+Wsc.Rsc@8
// expect: PASS
// The twin of aarch64-seq-cst-load-no-ldar.s with the ABI's leading LDAR (LLVM's fix for
// issue 62652): `ldar; ldr; dmb ishld`.  The LDAR is ordered after the STLR (RCsc), and
// the plain load after the LDAR: store buffering is forbidden.
	.text
	.globl P0
	.type P0, %function
P0:
	mov	x8, #1
	stlr	x8, [x0]
	ldar	x10, [x1]
	ldr	x9, [x1]
	dmb	ishld
	str	x9, [x2]
	ret
	.size P0, .-P0
	.globl P1
	.type P1, %function
P1:
	mov	x8, #1
	stlr	x8, [x1]
	ldar	x10, [x0]
	ldr	x9, [x0]
	dmb	ishld
	str	x9, [x2]
	ret
	.size P1, .-P1
