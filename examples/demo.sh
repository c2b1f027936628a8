#!/usr/bin/env bash
# demo.sh BUILD_DIR — build and run the examples with the plugin, then show,
# for each key operation, the code GCC 12 emits on its own beside atomlower's.
set -euo pipefail
B=$(cd "${1:?usage: demo.sh build/<triplet>}" && pwd)
CC=${CC:-gcc}
here=$(cd "$(dirname "$0")" && pwd)
out="$B/demo"
mkdir -p "$out"
plugin=(-fplugin="$B/atomlower.so" -fplugin-arg-atomlower-report="$out/report.jsonl")
rm -f "$out/report.jsonl"
link=(-L"$B" -Wl,-rpath,"$B" -latomlower -lpthread)

run() {
  local name=$1; shift
  printf '\n== %s\n$ %s\n' "$name" "$CC -O2 $* -fplugin=$B/atomlower.so examples/$name.c"
  "$CC" -O2 "$@" "${plugin[@]}" "$here/$name.c" -o "$out/$name" "${link[@]}"
  "$out/$name"
}
run counter
run spinlock
run tagged-stack -mcx16

flags=(-O2 -mcx16 -mavx)
"$CC" "${flags[@]}" -c "$here/key-ops.c" -o "$out/key-ops-gcc.o"
"$CC" "${flags[@]}" "${plugin[@]}" -c "$here/key-ops.c" -o "$out/key-ops-atomlower.o"

# Instructions of one function, without addresses and encodings.
body() {
  objdump -dr --no-show-raw-insn --disassemble="$2" "$1" \
    | sed -n '/^[0-9a-f]* <'"$2"'>:$/,/^$/p' | sed '1d;/^$/d' \
    | sed -E 's/^[[:space:]]+[0-9a-f]+: R_[A-Z0-9_]+[[:space:]]+([^+-]*).*/\t  -> \1/' \
    | awk -F'\t' '/^\t  -> / { if (prev ~ /^(call|jmp)/) print; next } { prev = $2; print }' \
    | cut -f2- \
    | sed 's/[[:space:]]*#.*//' | grep -v -e '^nop' -e '^endbr64' -e '^cs nopw' -e '^xchg   %ax,%ax' \
    | grep -v '^data16' || true
}
printf '\n== key operations: GCC 12 alone (-O2 -mcx16 -mavx) | with atomlower\n'
for fn in fetch_add_4 add_4_unused cas_4 store_seq_cst fence_seq_cst release_ref test_and_set \
          load_16 cas_16 fetch_add_16; do
  printf '\n-- %s\n' "$fn"
  paste <(body "$out/key-ops-gcc.o" "$fn") <(body "$out/key-ops-atomlower.o" "$fn") \
    | awk -F'\t' '{ printf "  %-44s | %s\n", $1, $2 }'
done
printf '\nPer-site decisions: %s (one JSON object per line)\n' "$out/report.jsonl"
