# config: mips32r2
# test: SB+Xsc.Rsc+Wsc.Rsc@1
# expect: PASS
# The twin of mips32r2-masked-byte-xchg-then-load-no-sync-between.s: the same masked 1-byte
# exchange with its trailing sync (atomlower's `sync; loop; sync`), then the same load: store
# buffering is forbidden again.  Thread 1 is atomlower's 1-byte code.
	.text
	.set noreorder
	.globl P0
	.ent P0
P0:	# $4 = x, $5 = y, $6 = the exchange's result, $7 = the load's
	sll	$8, $4, 3
	li	$3, 255
	li	$9, -4
	sllv	$3, $3, $8
	li	$10, 1
	and	$9, $4, $9
	andi	$11, $8, 0x18
	nor	$3, $0, $3
	sllv	$10, $10, $8
	sync
1:	ll	$12, 0($9)
	and	$8, $12, $3
	or	$8, $8, $10
	sc	$8, 0($9)
	beqz	$8, 1b
	nop
	sync
	srlv	$8, $12, $11
	sb	$8, 0($6)
	lbu	$2, 0($5)
	sync
	jr	$31
	sb	$2, 0($7)
	.end P0
