/* SH-4 gUSA sequences set r0 (mova 1f,r0).  At -O0 a function whose frame outgrows SH's short
   displacements reaches its locals through r0 (indexed addressing, and r0 is the only data
   register of a byte load with a displacement), so the reloads of a sequence's inputs may
   need r0 before the sequence: r0 is the sequence's early-clobbered "z" output, not a
   clobber, or GCC stops with "cannot find a register in class 'R0_REGS' while reloading
   'asm'" where GCC alone compiles the file (lower/sh.c, gusa_r0).  */
/* { dg-do compile { target sh*-*-* } } */
/* { dg-options "-O0 -std=c11" } */

extern void abort (void);

/* One compound assignment of an _Atomic object of type T: a load, then a compare-exchange
   loop whose expected and desired values live in the frame at -O0.  */
#define SHL(T, V, N)							\
  do {									\
    static volatile _Atomic T a = (T) (V);				\
    if ((a <<= (N)) != (T) ((T) (V) << (N)))				\
      abort ();								\
  } while (0)

#define ALL(V, N)							\
  SHL (_Bool, V, N); SHL (char, V, N); SHL (signed char, V, N);	\
  SHL (unsigned char, V, N); SHL (short, V, N);			\
  SHL (unsigned short, V, N); SHL (int, V, N);			\
  SHL (unsigned int, V, N); SHL (long, V, N);			\
  SHL (unsigned long, V, N); SHL (long long, V, N);			\
  SHL (unsigned long long, V, N)

void
shifts (void)
{
  ALL (1, 7);
  ALL (15, 3);
}
