# config: mips32r2
# test: SB+Xsc.Rsc+Wsc.Rsc@1
# expect: FAIL
# A 1-byte seq_cst exchange as atomlower writes it (a masked ll/sc loop on the aligned word:
# the word's address `and` with -4, the byte's shift `sll ...,3`, value and mask shifted by
# it), with its leading sync but not its trailing one, then a 1-byte seq_cst load in the
# trailing-sync convention (`lbu; sync`): nothing orders the exchange's write before the
# load, store buffering, which C11 forbids.  The translator folds the address arithmetic
# (each location at offset 0 of its own word), so the check runs on the loop itself.
# Thread 1 is atomlower's 1-byte code.
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
	srlv	$8, $12, $11
	sb	$8, 0($6)
	lbu	$2, 0($5)
	sync
	jr	$31
	sb	$2, 0($7)
	.end P0
