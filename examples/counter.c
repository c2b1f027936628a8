/* counter.c — the classic: an _Atomic counter updated with atomic_fetch_add.
 * With the plugin the update is one `lock addl $5, magic(%rip)` at the site
 * (the result is unused), tagged `# atomlower: fetch_add 4 seq_cst` in -S.  */
#include <stdatomic.h>
#include <stdio.h>

_Atomic int magic = 42;

int main(void)
{
  atomic_fetch_add(&magic, 5);
  printf("%d\n", atomic_load(&magic));
  return atomic_load(&magic) == 47 ? 0 : 1;
}
