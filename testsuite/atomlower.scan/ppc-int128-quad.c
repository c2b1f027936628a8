/* POWER8: 16-byte atomics inline as GCC 12 does: lq / stq for loads and stores, lqarx/stqcx.
   loops on the even/odd pairs r10:r11 (reserved) and r8:r9 (stored) for the rest, with the
   leading-sync barriers; no library call.  (Assembled and inspected only: qemu-ppc64le 7.2
   never completes an lqarx/stqcx. loop.)  */
/* { dg-do compile { target powerpc64le-*-* } } */
/* { dg-require-effective-target int128 } */
/* { dg-final { scan-assembler "atomlower: load 16 seq_cst\n\tsync\n\tlq 10,0\\(\[0-9\]+\\)\n" } } */
/* { dg-final { scan-assembler "atomlower: store 16 release\n\tlwsync\n\tmr 10,\[0-9\]+\n\tmr 11,\[0-9\]+\n\tstq 10,0\\(" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 16 seq_cst\n\tsync\n\t1:\n\tlqarx 10,0,\[0-9\]+\n\taddc 9,11,\[0-9\]+\n\tadde 8,10,\[0-9\]+\n\tstqcx\\. 8,0,\[0-9\]+\n\tbne- 1b\n\tisync\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 16 acq_rel/acquire\n\tmr 8,\[0-9\]+\n\tmr 9,\[0-9\]+\n\tlwsync\n\t1:\n\tlqarx 10,0," } } */
/* { dg-final { scan-assembler-not "bl\[ \t\]+__atomic" } } */

typedef unsigned __int128 u128;
u128 q __attribute__ ((aligned (16)));

u128 ld (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
void st (u128 x) { __atomic_store_n (&q, x, __ATOMIC_RELEASE); }
u128 fadd (u128 x) { return __atomic_fetch_add (&q, x, __ATOMIC_SEQ_CST); }
_Bool cas (u128 *e, u128 d)
{ return __atomic_compare_exchange_n (&q, e, d, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE); }
