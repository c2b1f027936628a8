/* fsub_n.c — __atomic_fetch_sub_N and __atomic_sub_fetch_N (template fop_n.c).  */
#define OP sub
#define SHIM_OPCODE SHIM_OP_SUB
#include "fop_n.c"
