#!/usr/bin/env bash
#===- bench/compile-time-ab.sh - two plugins' compile time, same run -----===#
#
# Part of DPAgg. Runs on the build machine (no GPU needed):
#
#   bench/compile-time-ab.sh OLD_PLUGIN NEW_PLUGIN [OUT.txt]
#
# For each benchmark source and examples/bfs: the CPU time (user + system)
# of `dpagg-clang++ -O3 -c` without DPAgg, with OLD_PLUGIN and with
# NEW_PLUGIN, interleaved (one of each per round, so that a busy machine
# slows all three alike), best of REPS rounds (default 3). Prints one line
# per source and the totals with each plugin's cost over the build without.
# bench/compile-time.sh is the report of one plugin; this compares two.
#
#===------------------------------------------------------------------------===#
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
old=$(realpath "$1") new=$(realpath "$2") out=${3:--}
reps=${REPS:-3}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"
for f in bench/*.cu examples/bfs/bfs.cu; do
  best=(99 99 99)
  for ((i = 0; i < reps; ++i)); do
    for w in 0 1 2; do
      case $w in
      0) cmd=(utils/dpagg-clang++ --dpagg-disable) ;;
      1) cmd=(env DPAGG_PLUGIN="$old" utils/dpagg-clang++) ;;
      2) cmd=(env DPAGG_PLUGIN="$new" utils/dpagg-clang++) ;;
      esac
      /usr/bin/time -o "$tmp/t" -f "%U %S" "${cmd[@]}" -O3 -Iinclude -Ibench \
        -Iexamples -c "$f" -o "$tmp/x.o" >/dev/null 2>&1 ||
        { echo "compile-time-ab.sh: failed: ${cmd[*]} $f" >&2; exit 1; }
      t=$(awk '{print $1 + $2}' "$tmp/t")
      best[$w]=$(awk -v a="${best[$w]}" -v b="$t" 'BEGIN{print (b < a) ? b : a}')
    done
  done
  echo "$f ${best[*]}"
done > "$tmp/table"
awk '{A += $2; B += $3; C += $4; print}
  END {printf "TOTAL without %.2f s, old %.2f s (%+.1f%%), new %.2f s (%+.1f%%)\n",
       A, B, (B / A - 1) * 100, C, (C / A - 1) * 100}' "$tmp/table" > "$tmp/out"
if [ "$out" = - ]; then cat "$tmp/out"; else cp "$tmp/out" "$out"; fi
