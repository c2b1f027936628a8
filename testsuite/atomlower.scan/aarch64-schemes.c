/* AArch64 schemes on a target with LSE, RCpc and LSE2 (-march=armv8.4-a): rmw-llsc,
   acq-ldar and pair-llsc bring back the Armv8.0 forms (LDAXR/STLXR loops, LDAR, LDXP/STXP);
   the features alone would pick LSE, LDAPR and LDP/STP.  */
/* { dg-do compile { target aarch64*-*-* } } */
/* { dg-additional-options "-march=armv8.4-a -fplugin-arg-atomlower-scheme=rmw-llsc,acq-ldar,pair-llsc" } */
/* { dg-final { scan-assembler "atomlower: load 4 acquire\n\tldar w" } } */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\t1:\n\tldaxr " } } */
/* { dg-final { scan-assembler "atomlower: load 16 seq_cst\n\t1:\n\tldaxp " } } */
/* { dg-final { scan-assembler-not "ldapr|ldadd|\tcas|\tldp|__aarch64_have_lse_atomics" } } */

typedef unsigned __int128 u128;
int i;
u128 q __attribute__ ((aligned (16)));

int la (void) { return __atomic_load_n (&i, __ATOMIC_ACQUIRE); }
int fa (int x) { return __atomic_fetch_add (&i, x, __ATOMIC_SEQ_CST); }
u128 lq (void) { return __atomic_load_n (&q, __ATOMIC_SEQ_CST); }
