/* atomlower.lto: a constant order, lowered by the early pass at compile time.  */
extern int counter;

int
add_one (void)
{
  return __atomic_add_fetch (&counter, 1, __ATOMIC_SEQ_CST);
}
