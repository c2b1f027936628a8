/* config/sparc64.h — SPARC V9, 64-bit: GCC's builtins at 1, 2, 4 and 8 bytes, locks at 16
 * (config/generic.h), with page-sized lock stripes.  SPARC's PLT is code in the writable
 * data segment, so under qemu-user the data page holding it also holds translated code,
 * which qemu write-protects; a lock word in that page faults into qemu on every store.
 * Stripes of one 8 KiB page (SPARC V9's page size) each start a page of their own.  */
#define SHIM_LOCK_GRANULE 8192
#define SHIM_NLOCKS 16
#include "generic.h"
