/* config/m68k.h — libatomlower on the 68020 and later (Debian m68k).
 *
 * The rungs are config/generic.h's, from the plugin's table: 1, 2 and 4 bytes through
 * GCC's builtins (CAS.B/W/L loops, TAS), 8 and 16 bytes locked (GCC 12 inlines neither).
 * The ABI aligns a 4-byte object to 2 bytes, and GCC inlines CAS.L on it (the 68020-040
 * accept the misaligned operand; the 68060's kernel emulates it), as the plugin's table
 * does (lower/m68k.c, align_needed): such an object is lock-free here too, or one object
 * would have two implementations (shim_i.h reads the alignment from the plugin's
 * generated AL_ALIGN_4).
 */
#if !defined __m68k__ || defined __mcoldfire__ \
    || !(defined __mc68020__ || defined __mc68030__ || defined __mc68040__ \
         || defined __mc68060__)
# error "config/m68k.h needs a 68020 or later (CAS)"
#endif

#include "generic.h"

