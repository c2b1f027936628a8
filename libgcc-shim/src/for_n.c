/* for_n.c — __atomic_fetch_or_N and __atomic_or_fetch_N (template fop_n.c).  */
#define OP or
#define SHIM_OPCODE SHIM_OP_OR
#include "fop_n.c"
