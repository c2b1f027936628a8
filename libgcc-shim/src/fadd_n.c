/* fadd_n.c — __atomic_fetch_add_N and __atomic_add_fetch_N (template fop_n.c).  */
#define OP add
#define SHIM_OPCODE SHIM_OP_ADD
#include "fop_n.c"
