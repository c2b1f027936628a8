/* PA-RISC 1.1 (hppa), the mapping of lower/hppa.c (docs/targets-hppa.md): no compare-and-swap
   instruction, so every store and read-modify-write is a loop around Linux's light-weight-syscall
   compare-and-swap (ble 0xb0(%sr2, %r0), index 0 in %r20 in its delay slot, address %r26, old
   %r25, new %r24, the word's value back in %r28, -EAGAIN in %r21 calls again, another error
   traps; %r1 saved around it), called inline; bytes and halfwords are masked loops on their
   word; loads are plain
   with GCC's LDCW barrier after an acquire load and around a seq_cst one, and every thread fence
   but relaxed is that barrier; 8 bytes go to the runtime (LWS index 2).  */
/* { dg-do compile { target hppa*-*-linux* } } */
/* { dg-final { scan-assembler "atomlower: load 4 relaxed\n\tldw \[^\n\]*, %r\[0-9\]+\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 4 seq_cst\n\tldo 15\\(%sp\\), (%r\[0-9\]+)\n\tdep %r0, 31, 3, \\1\n\tldcw 0\\(\\1\\), \\1\n\tldw \[^\n\]*\n\tldo 15\\(%sp\\), \\1\n\tdep %r0, 31, 3, \\1\n\tldcw 0\\(\\1\\), \\1\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: load 2 acquire\n\tldh \[^\n\]*\n\tldo 15\\(%sp\\), (%r\[0-9\]+)\n\tdep %r0, 31, 3, \\1\n\tldcw 0\\(\\1\\), \\1\n\[^\t\]" } } */
/* The word loop: the guess, the call with its delay slot, -EAGAIN, the trap, the retry.  */
/* { dg-final { scan-assembler "atomlower: fetch_add 4 seq_cst\n\tldw 0\\((%r\[0-9\]+)\\), (%r\[0-9\]+)\n\t1:\n\tadd \\2, %r\[0-9\]+, (%r\[0-9\]+)\n\t4:\n\tcopy \\1, %r26\n\tcopy \\2, %r25\n\tcopy \\3, %r24\n\tstw %r1, -28\\(%sp\\)\n\tble 0xb0\\(%sr2, %r0\\)\n\tldi 0, %r20\n\tldw -28\\(%sp\\), %r1\n\tcomib,= -11, %r21, 4b\n\tnop\n\tcomib,= 0, %r21, 5f\n\tnop\n\tiitlbp %r0, \\(%sr0, %r0\\)\n\t5:\n\tsub %r28, \\2, %r22\n\tcopy %r28, \\2\n\tcomib,<> 0, %r22, 1b\n\tnop\n\[^\t\]" } } */
/* A store is an exchange loop (a plain store could be lost inside another thread's LWS call).  */
/* { dg-final { scan-assembler "atomlower: store 4 seq_cst\n\tldw \[^\n\]*\n\t1:\n\t4:\n\tcopy \[^\n\]*, %r26\n(\t\[^\n\]*\n){14}\tcomib,<> 0, %r22, 1b\n\tnop\n\[^\t\]" } } */
/* { dg-final { scan-assembler "atomlower: store 1 release\n\tldw \[^\n\]*\n\t1:\n\txor \[^\n\]*\n\tand \[^\n\]*\n\txor \[^\n\]*\n\t4:\n\tcopy \[^\n\]*, %r26\n" } } */
/* { dg-final { scan-assembler "atomlower: exchange 4 seq_cst\n\tldw \[^\n\]*\n\t1:\n\t4:\n\tcopy \[^\n\]*, %r26\n" } } */
/* { dg-final { scan-assembler "atomlower: compare_exchange 4 seq_cst/seq_cst\n\t4:\n\tcopy \[^\n\]*, %r26\n\tcopy (%r\[0-9\]+), %r25\n\tcopy \[^\n\]*, %r24\n\tstw %r1, -28\\(%sp\\)\n\tble 0xb0\\(%sr2, %r0\\)\n\tldi 0, %r20\n\tldw -28\\(%sp\\), %r1\n(\t\[^\n\]*\n){6}\tcopy %r28, \[^\n\]*\n\tcomb,= %r28, \\1, 6f\n\tnop\n\tstw %r28, 0\\(%r\[0-9\]+\\)\n\t6:\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_sub 2 acquire\n\tldw \[^\n\]*\n\t1:\n\tsub \[^\n\]*\n\txor \[^\n\]*\n\tand \[^\n\]*\n\txor \[^\n\]*\n\t4:\n\tcopy \[^\n\]*, %r26\n" } } */
/* { dg-final { scan-assembler "atomlower: val_compare_and_swap 4 seq_cst\n\t4:\n\tcopy \[^\n\]*, %r26\n(\t\[^\n\]*\n){12}\tcopy %r28, \[^\n\]*\n\[^\t\]" } } */
/* A masked compare-exchange that fails before the call is a load: the barrier after 2:.  */
/* { dg-final { scan-assembler "atomlower: compare_exchange 2 acquire/acquire\n\tldw \[^\n\]*\n\t1:\n\tand \[^\n\]*\n\tcomb,<> \[^\n\]*, 2f\n\tnop\n(\t\[^\n\]*\n){20}\t2:\n\tldo 15\\(%sp\\), %r22\n\tdep %r0, 31, 3, %r22\n\tldcw 0\\(%r22\\), %r22\n" } } */
/* { dg-final { scan-assembler "atomlower: fetch_or 1 relaxed\n\tldw \[^\n\]*\n\t1:\n\tor \[^\n\]*\n\t4:\n" } } */
/* { dg-final { scan-assembler "atomlower: test_and_set 1 seq_cst\n\tldi 1, \[^\n\]*\n\tsubi 31, \[^\n\]*, %r22\n\tmtsar %r22\n\tzvdep \[^\n\]*\n\tldw " } } */
/* { dg-final { scan-assembler "atomlower: clear 1 release\n\tldw \[^\n\]*\n\t1:\n\tandcm \[^\n\]*\n\t4:\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence seq_cst\n\tldo 15\\(%sp\\), (%r\[0-9\]+)\n\tdep %r0, 31, 3, \\1\n\tldcw 0\\(\\1\\), \\1\n" } } */
/* { dg-final { scan-assembler "atomlower: thread_fence acquire\n\tldo 15\\(%sp\\), %r\[0-9\]+\n" } } */
/* { dg-final { scan-assembler-not "atomlower: fetch_add 8" } } */
/* { dg-final { scan-assembler "__atomic_fetch_add_8" } } */
/* { dg-final { scan-assembler-not "__sync_" } } */

#include "m68k-hppa-ops.h"
