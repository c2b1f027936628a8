/* fand_n.c — __atomic_fetch_and_N and __atomic_and_fetch_N (template fop_n.c).  */
#define OP and
#define SHIM_OPCODE SHIM_OP_AND
#include "fop_n.c"
