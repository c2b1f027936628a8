/* A member of a packed struct is not proven aligned: the plugin calls the runtime's
   __atomic_*_N routine (never a guess, docs/design.md §5), with no inline sequence; the aligned
   member beside it is inlined.  */
/* { dg-do compile { target x86_64-*-* } } */
/* { dg-additional-options "-Wno-address-of-packed-member" } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_fetch_add_4" } } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_load_8" } } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_compare_exchange_2" } } */
/* { dg-final { scan-assembler "(call|jmp)\[ \t\]+__atomic_store_4" } } */
/* { dg-final { scan-assembler-times "atomlower:" 1 } } */
/* { dg-final { scan-assembler-times "atomlower: fetch_add 1 seq_cst" 1 } } */

struct __attribute__ ((packed)) s {
  unsigned char c;
  int w;
  long long d;
  short h;
} obj;

int fa (int x) { return __atomic_fetch_add (&obj.w, x, __ATOMIC_SEQ_CST); }
long long ld (void) { return __atomic_load_n (&obj.d, __ATOMIC_ACQUIRE); }
_Bool cas (short *e) { return __atomic_compare_exchange_n (&obj.h, e, 1, 0, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED); }
void st (void) { __atomic_store_n (&obj.w, 0, __ATOMIC_RELEASE); }
unsigned char fc (void) { return __atomic_fetch_add (&obj.c, 1, __ATOMIC_SEQ_CST); }
