// std::atomic<T> and std::atomic_ref<T> for 16-byte T (a struct of two 8-byte members; unsigned
// __int128 where the target has it) at every memory order, with the target's default options:
// inline where the target has a 16-byte atomic (AArch64, POWER8), through libatomlower's
// __atomic_*_16 elsewhere (x86-64 without -mcx16, 32-bit Arm, RISC-V).
// { dg-do run }
// { dg-options "-std=gnu++2a" }
// { dg-require-effective-target cxx_atomic_ref }
// 16-byte programs that the board can run (qemu-ppc64le hangs in lqarx loops).
// { dg-require-effective-target atomic_16_runtime }

#include "cxx-atomic-16.h"
