#!/bin/sh
# check-objs.sh NM OBJ... — fail when a libatomlower object refers to an __atomic_*
# symbol.  Such a reference is a builtin GCC did not inline for this target (the
# config claimed a width GCC calls libatomic for): in the library it would call
# itself (recursion) or need libatomic.  Calls between shim objects use the
# hidden __atomlower_* names, so a clean build has none.
nm=$1; shift
bad=$("$nm" -u "$@" | awk '$1 == "U" && $2 ~ /^__atomic_/ { print $2 }' | sort -u)
if [ -n "$bad" ]; then
  echo "libatomlower: objects call libatomic / themselves (fix config/<arch>.h):" $bad >&2
  exit 1
fi
