# config: x86_64+cx16
# test: MP+Wrel.Wrel+Racq.Racq@16
# expect: FAIL
# The 16-byte translation's own check: thread 0 stores by CMPXCHG16B loops, correctly
# ordered, but with a high quadword of 1 (the value 2^64 + 1, not the test's 1).  Only the
# high quadwords differ from the C test's, so the FAIL can come only from the sum of the high
# quadwords stored (the translation keeps the low quadword).  Thread 1 is atomlower's
# (its run-time choice of MOVDQA or CMPXCHG16B: run with __atomlower_x86_cpu at 0 and 2).
	.text
	.globl P0
	.type P0, @function
P0:	# rdi = x, rsi = y
	pushq	%rbx
	movl	$1, %ebx
	movl	$1, %ecx
	movq	(%rdi), %rax
	movq	8(%rdi), %rdx
1:	lock cmpxchg16b (%rdi)
	jne	1b
	movq	(%rsi), %rax
	movq	8(%rsi), %rdx
2:	lock cmpxchg16b (%rsi)
	jne	2b
	popq	%rbx
	ret
	.size P0, .-P0
