# config: x86_64
# test: SB+Wsc.Rsc+Wsc.Rsc
# expect: FAIL
# A seq_cst store written as a plain MOV (no XCHG, no MFENCE after it): x86-TSO's store
# buffer lets the later load pass it, store buffering, which C11 forbids.  Thread 1 is
# atomlower's (XCHG): one thread's missing fence is enough.
	.text
	.globl P0
	.type P0, @function
P0:	# rdi = x, rsi = y, rdx = the load's result
	movl	$1, (%rdi)
	movl	(%rsi), %eax
	movl	%eax, (%rdx)
	ret
	.size P0, .-P0
