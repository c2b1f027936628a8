/* The warning is also given for sites the plugin sends to the runtime rather than inlining:
   a misaligned (packed) member and, without -mcx16, a 16-byte object.  */
/* { dg-do compile } */
/* { dg-additional-options "-Wno-address-of-packed-member" } */
/* { dg-additional-options "-mno-cx16" { target x86_64-*-* } } */

struct __attribute__ ((packed)) { char c; int w; } p;
#ifdef __SIZEOF_INT128__
unsigned __int128 q;
#endif

int
f (int x)
{
  __atomic_store_n (&p.w, x, __ATOMIC_ACQUIRE);		/* { dg-warning "invalid memory model" } */
#ifdef __SIZEOF_INT128__
  x += __atomic_load_n (&q, __ATOMIC_RELEASE);		/* { dg-warning "invalid memory model" "" { target int128 } } */
#endif
  return x + __atomic_load_n (&p.w, __ATOMIC_ACQ_REL);	/* { dg-warning "invalid memory model" } */
}
