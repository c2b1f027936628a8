#!/bin/sh
# kuser-old-verdict.sh "RUNNER" PROG — the verdict on tests/shim-kuser-old.c, for both
# tools/run-tests.sh (make shim-test) and testsuite/atomlower.shim (make check).
# PROG is linked against a simulated kernel whose kuser helper version is 4: the library
# must print a message naming __kuser_cmpxchg64 on stderr and abort before main() runs.
# RUNNER is empty natively, or the qemu-user command line.  Prints one line and exits
#   0   PASS: refused (killed, with the message)
#   77  UNSUPPORTED: the target has LDREXD and needs no helper (the program says so)
#   1   FAIL: anything else (exit 0 after the message, no message, main() reached)
run=$1 prog=$2
# shellcheck disable=SC2086  # RUNNER is a command line
out=$($run "$prog" 2>&1); rc=$?
one=$(printf '%s' "$out" | tr '\n' ' ')
case $out in
  *"not applicable"*)
    echo "UNSUPPORTED: shim-kuser-old: $one"; exit 77 ;;
  *FAIL*)
    echo "FAIL: shim-kuser-old: main() ran (status $rc): $one"; exit 1 ;;
  *__kuser_cmpxchg64*)
    if [ "$rc" -eq 0 ]; then
      echo "FAIL: shim-kuser-old: exit 0 after the message: $one"; exit 1
    fi
    echo "PASS: shim-kuser-old: refused (status $rc): $one"; exit 0 ;;
  *)
    echo "FAIL: shim-kuser-old: no refusal (status $rc): $one"; exit 1 ;;
esac
