# config: x86_64+cx16+avx
# test: SB+Wsc.Rsc+Wsc.Rsc@16
# expect: PASS
# A 16-byte seq_cst store by VMOVDQA (atomic with AVX: Intel SDM vol. 3, 9.1.1), with MFENCE after it, as atomlower's table has it (LOCK OR there): passes.  Its twin
# without the fence fails.
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
	mfence
	vmovdqa	(%rsi), %xmm1
	vmovq	%xmm1, %rax
	vpextrq	$1, %xmm1, %rcx
	movq	%rax, (%rdx)
	movq	%rcx, 8(%rdx)
	ret
	.size P0, .-P0
