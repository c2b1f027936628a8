/* config/hppa.h — libatomlower on 32-bit PA-RISC Linux (Debian hppa).
 *
 * PA-RISC has no compare-and-swap; Linux gives one as a light-weight syscall on the
 * gateway page (arch/parisc/kernel/syscall.S; lower/hppa.c cites the ABI).  GCC 12
 * inlines only loads and fences there and calls libgcc's __sync_*_N (LWS loops) for
 * every store and read-modify-write, so no builtin of those may be used here (check-objs
 * would find the calls).  Per width:
 *
 *   4 bytes   rung ARCH: LWS index 0 (%r26 address, %r25 old, %r24 new; %r28 the word's
 *             value, %r21 0, -EAGAIN (call again) or -EFAULT), the call the plugin's
 *             inline loops and libgcc's __sync_*_4 make, so all three interoperate.
 *   1, 2      rung MASKED over that word CAS, as the plugin's inline code does (the
 *             kernel hashes its lock from the 16-byte block, so libgcc's index-2 calls
 *             on the byte take the same lock; qemu does both as host atomics).
 *   8 bytes   rung ARCH: LWS index 2 with size 3 (%r25, %r24 point to the old and new
 *             values; %r28 0 when it stored), as libgcc's __sync_*_8; a failure reads
 *             the value with GCC's inline FLDDS load (single-copy atomic), and an equal
 *             value (a change and a change back) calls again.  The plugin sends every
 *             8-byte site here (lower/hppa.c) and calls 8 bytes lock-free, as GCC does.
 *   Both indices are ones qemu 7.2's linux-user implements (cpu_loop.c, hppa_lws).
 *   -EFAULT or -ENOSYS stops the program (__builtin_trap), as libgcc's helpers do.
 * The LWS call is a full barrier (the kernel's LDCW lock), so no order adds a fence.
 * The lock table's release store is a plain store after GCC's release fence (LDCW): the
 * lock word changes only by the owner's store or by a compare-and-swap from 0, which a
 * store of 0 by the owner cannot make lose an update.
 */
#if !defined __hppa__ || defined __LP64__
# error "config/hppa.h needs a 32-bit PA-RISC compiler"
#endif

#define SHIM_ARCH_4 1
#define SHIM_ARCH_8 1

#define SHIM_HPPA_EAGAIN 11

/* One LWS index-0 call: the word's value in *SEEN; the kernel's error.  */
SHIM_INLINE long
shim_hppa_lws_cas4 (volatile void *p, U4 old, U4 new_, U4 *seen)
{
  register unsigned long a26 __asm__ ("r26") = (unsigned long) p;
  register U4 a25 __asm__ ("r25") = old;
  register U4 a24 __asm__ ("r24") = new_;
  register U4 ret __asm__ ("r28");
  register long err __asm__ ("r21");
  __asm__ __volatile__ ("ble 0xb0(%%sr2, %%r0)\n\t"
                        "ldi 0, %%r20"
                        : "=r" (ret), "=r" (err), "+r" (a26), "+r" (a25), "+r" (a24)
                        :
                        : "r1", "r20", "r22", "r23", "r29", "r31", "memory");
  *seen = ret;
  return err;
}

SHIM_INLINE bool
shim_arch_cas_4 (volatile void *p, U4 *e, U4 d, int model)
{
  U4 seen;
  long err;
  (void) model;
  while ((err = shim_hppa_lws_cas4 (p, *e, d, &seen)) == -SHIM_HPPA_EAGAIN)
    ;
  if (err != 0)
    __builtin_trap ();
  if (seen == *e)
    return true;
  *e = seen;
  return false;
}

/* One LWS index-2 call of size 3 (8 bytes): 0 stored, 1 not; the kernel's error.  */
SHIM_INLINE long
shim_hppa_lws_cas8 (volatile void *p, const U8 *old, const U8 *new_, long *failed)
{
  register unsigned long a26 __asm__ ("r26") = (unsigned long) p;
  register unsigned long a25 __asm__ ("r25") = (unsigned long) old;
  register unsigned long a24 __asm__ ("r24") = (unsigned long) new_;
  register unsigned long a23 __asm__ ("r23") = 3;
  register long ret __asm__ ("r28");
  register long err __asm__ ("r21");
  __asm__ __volatile__ ("ble 0xb0(%%sr2, %%r0)\n\t"
                        "ldi 2, %%r20"
                        : "=r" (ret), "=r" (err), "+r" (a26), "+r" (a25), "+r" (a24),
                          "+r" (a23)
                        : "m" (*old), "m" (*new_)
                        : "r1", "r20", "r22", "r29", "r31", "fr4", "memory");
  *failed = ret;
  return err;
}

SHIM_INLINE bool
shim_arch_cas_8 (volatile void *p, U8 *e, U8 d, int model)
{
  U8 want = *e, des = d;
  (void) model;
  for (;;)
    {
      long failed, err;
      while ((err = shim_hppa_lws_cas8 (p, &want, &des, &failed)) == -SHIM_HPPA_EAGAIN)
        ;
      if (err != 0)
        __builtin_trap ();
      if (!failed)
        return true;
      U8 cur = __atomic_load_n ((volatile U8 *) p, __ATOMIC_RELAXED);
      if (cur != want)
        {
          *e = cur;
          return false;
        }
    }
}

#define SHIM_LOCK_RELEASE(p)                                                  \
  do                                                                          \
    {                                                                         \
      __atomic_thread_fence (__ATOMIC_RELEASE);                               \
      *(volatile U4 *) (p) = 0;                                               \
    }                                                                         \
  while (0)
