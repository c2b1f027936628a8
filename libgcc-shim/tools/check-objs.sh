#!/bin/sh
# check-objs.sh NM OBJ... — fail when a libatomlower object calls out for an atomic:
#   - any reference to an __atomic_* symbol: a builtin GCC did not inline for this
#     target (the config claimed a width GCC calls libatomic for); in the library it
#     would call itself (recursion) or need libatomic.  Calls between shim objects
#     use the hidden __atomlower_* names, so a clean build has none.
#   - a reference to a __sync_* symbol other than __sync_synchronize: the same
#     mistake for the widths GCC calls libgcc's __sync_*_N for (32-bit Arm before
#     v6K), which this library defines itself.  __sync_synchronize is GCC's barrier
#     there (v5); it must be defined by these objects (src/sync.c), not by libgcc.
nm=$1; shift
undef=$("$nm" -u "$@" | awk '$1 == "U" { print $2 }' | sort -u)
bad=$(echo "$undef" | grep -E '^__atomic_|^__sync_' | grep -vx '__sync_synchronize')
if [ -n "$bad" ]; then
  echo "libatomlower: objects call libatomic / libgcc / themselves (fix config/<arch>.h):" $bad >&2
  exit 1
fi
if echo "$undef" | grep -qx '__sync_synchronize' &&
   ! "$nm" -g --defined-only "$@" | awk '{ print $3 }' | grep -qx '__sync_synchronize'; then
  echo "libatomlower: objects call __sync_synchronize but src/sync.c does not define it" \
       "(config/<arch>.h SHIM_SYNC_SYNCHRONIZE)" >&2
  exit 1
fi
