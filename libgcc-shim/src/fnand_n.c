/* fnand_n.c — __atomic_fetch_nand_N and __atomic_nand_fetch_N (template fop_n.c).  */
#define OP nand
#define SHIM_OPCODE SHIM_OP_NAND
#include "fop_n.c"
