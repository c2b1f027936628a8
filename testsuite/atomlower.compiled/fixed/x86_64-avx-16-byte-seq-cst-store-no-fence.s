# config: x86_64+cx16+avx
# test: SB+Wsc.Rsc+Wsc.Rsc@16
# expect: FAIL
# A 16-byte seq_cst store by VMOVDQA (atomic with AVX: Intel SDM vol. 3, 9.1.1), without a fence after it: x86-TSO's store buffer lets the later
# load pass it (store buffering, which C11 forbids), as for an 8-byte MOV.  Its twin with
# MFENCE after the store passes.
# Thread 1 is atomlower's.
	.text
	.globl P0
	.type P0, @function
P0:	# rdi = x, rsi = y, rdx = the load's result (16 bytes)
	movl	$1, %eax
	xorl	%ecx, %ecx
	vmovq	%rax, %xmm0
	vpinsrq	$1, %rcx, %xmm0, %xmm0
	vmovdqa	%xmm0, (%rdi)
	vmovdqa	(%rsi), %xmm1
	vmovq	%xmm1, %rax
	vpextrq	$1, %xmm1, %rcx
	movq	%rax, (%rdx)
	movq	%rcx, 8(%rdx)
	ret
	.size P0, .-P0
