/* fxor_n.c — __atomic_fetch_xor_N and __atomic_xor_fetch_N (template fop_n.c).  */
#define OP xor
#define SHIM_OPCODE SHIM_OP_XOR
#include "fop_n.c"
