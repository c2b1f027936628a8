/* RV64, scheme ext-dispatch (-fplugin-arg-atomlower-arch=rv64+ext-dispatch): each
   compare-exchange and each 1- or 2-byte exchange, add, sub, and, or, xor and test_and_set
   holds its Zacas/Zabha form and its A-extension form, chosen at run time on libatomlower's
   word __atomlower_riscv_cpu (bit 0 Zacas, bit 1 Zabha, from riscv_hwprobe).  Every path runs
   here: the A-extension forms with the word cleared (any RV64), and, where the kernel reports
   Zacas (the riscv64-linux-gnu-zacas board: qemu 10 with zacas=true,zabha=true, whose
   riscv_hwprobe reports Zacas but never Zabha), the Zacas forms and the Zabha ones, the test
   setting the Zabha bit itself.  Values at the sign bits and around the field; a failed
   compare-exchange writes back what it saw.  The word is the runtime's: programs only read
   it; this test writes it to force each path.  */
/* { dg-do run { target riscv64-*-* } } */
/* { dg-require-effective-target atomlower_plugin } */
/* { dg-additional-options "-fplugin-arg-atomlower-arch=rv64+ext-dispatch" } */
#include <stdint.h>
extern void abort (void);
extern unsigned __atomlower_riscv_cpu;

#define CHECK(c) do { if (!(c)) abort (); } while (0)

static struct { uint8_t pad0; uint8_t b; uint16_t h; uint32_t w; uint64_t d; } o;

static void
run (void)
{
  o.pad0 = 0x5a; o.b = 0x80; o.h = 0xfff0; o.w = 0x80000000u; o.d = 5;
  uint8_t eb = 0x80;
  CHECK (__atomic_compare_exchange_n (&o.b, &eb, 0x7f, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)
         && o.b == 0x7f);
  eb = 1;
  CHECK (!__atomic_compare_exchange_n (&o.b, &eb, 2, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)
         && eb == 0x7f && o.b == 0x7f);
  uint16_t eh = 0xfff0;
  CHECK (__atomic_compare_exchange_n (&o.h, &eh, 0x8001, 0, __ATOMIC_RELEASE, __ATOMIC_RELAXED)
         && o.h == 0x8001);
  uint32_t ew = 0x80000000u;
  CHECK (__atomic_compare_exchange_n (&o.w, &ew, 7, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)
         && o.w == 7);
  ew = 0x80000000u;
  CHECK (!__atomic_compare_exchange_n (&o.w, &ew, 9, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)
         && ew == 7);
  uint64_t ed = 4;
  CHECK (!__atomic_compare_exchange_n (&o.d, &ed, 9, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)
         && ed == 5);
  CHECK (__sync_bool_compare_and_swap (&o.d, 5, 6) && o.d == 6);
  CHECK (__sync_val_compare_and_swap (&o.h, 0x8001, 0x8002) == 0x8001);
  CHECK (__atomic_fetch_add (&o.h, 0x10, __ATOMIC_RELAXED) == 0x8002 && o.h == 0x8012);
  CHECK (__atomic_exchange_n (&o.b, 0x99, __ATOMIC_SEQ_CST) == 0x7f && o.b == 0x99);
  CHECK (__atomic_fetch_xor (&o.b, 0xff, __ATOMIC_ACQ_REL) == 0x99 && o.b == 0x66);
  CHECK (__atomic_sub_fetch (&o.h, 0x12, __ATOMIC_SEQ_CST) == 0x8000);
  CHECK (__atomic_and_fetch (&o.h, 0x0f00, __ATOMIC_RELEASE) == 0);
  CHECK (__atomic_or_fetch (&o.b, 0x81, __ATOMIC_ACQUIRE) == 0xe7);
  CHECK (o.pad0 == 0x5a && o.w == 7);
  uint8_t t = 0;
  CHECK (!__atomic_test_and_set (&t, __ATOMIC_SEQ_CST) && __atomic_test_and_set (&t, __ATOMIC_SEQ_CST));
}

int
main (void)
{
  unsigned hw = __atomic_load_n (&__atomlower_riscv_cpu, __ATOMIC_RELAXED);
  __atomlower_riscv_cpu = 1u << 31;   /* asked, nothing: the A-extension forms */
  run ();
  if (hw & 1)
    {
      __atomlower_riscv_cpu = 1u << 31 | 1;        /* Zacas */
      run ();
      __atomlower_riscv_cpu = 1u << 31 | 1 | 2;    /* and Zabha */
      run ();
    }
  __atomlower_riscv_cpu = hw;
  return 0;
}
