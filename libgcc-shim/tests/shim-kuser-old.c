/* shim-kuser-old.c — on 32-bit Arm without LDREXD (v5, v6), the library must refuse
 * to run on a kernel whose kuser helper version is below 5 (no __kuser_cmpxchg64):
 * a message on stderr and abort(), when the library is loaded, never a silent
 * fallback.  shim.mk links this program with config/arm.c compiled with
 * -DSHIM_KUSER_HELPER_VERSION=4 (the version word as such a kernel has it) ahead of
 * libatomlower.a; tools/kuser-old-verdict.sh expects the abort and the message.  Reaching
 * main() and doing an 8-byte operation is the failure this test detects.
 */
#include <stdio.h>
#include "shim-abi.h"

int
main (void)
{
#if T_HAVE_SYNC_8
  static U8 x __attribute__ ((aligned (8)));
  t_fetch_add_8 (&x, 1, 5);
  printf ("FAIL: shim-kuser-old: an 8-byte operation ran with kuser helper version 4\n");
  return 1;
#else
  printf ("shim-kuser-old: not applicable (LDREXD: no kernel helper needed)\n");
  return 0;
#endif
}
