#!/usr/bin/env bash
#===- bench/compile-time.sh - what DPAgg costs the compile ---------------===#
#
# Part of DPAgg. Runs on the build machine (no GPU needed):
#
#   bench/compile-time.sh [OUT.md] [FILE.cu ...]
#
# For each CUDA source (default: the benchmark sources and examples/bfs), the
# CPU time (user + system, clang and every process it starts: cc1 for host
# and device, ptxas, fatbinary) of `dpagg-clang++ -O3 -c`, best of REPS
# (default 5) runs, with --dpagg-disable (same flags, no plugin) and with the
# plugin at its default; then the same for the device half alone
# (--cuda-device-only -S: clang's optimizer and codegen) and for ptxas on that
# PTX. CPU time, not wall time: the machine may be shared. Writes a markdown
# table to OUT.md (default: standard output).
#
#===------------------------------------------------------------------------===#
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=${1:--}
shift || true
files=("$@")
if [ ${#files[@]} -eq 0 ]; then
  mapfile -t files < <(cd "$root" && { ls bench/*.cu 2>/dev/null || true; echo examples/bfs/bfs.cu; })
fi
reps=${REPS:-5}
cxx=$root/utils/dpagg-clang++
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
inc=(-I"$root/include" -I"$root/bench" -I"$root/examples")

cpu() { # best CPU seconds of REPS runs of "$@"
  local best= t i
  for ((i = 0; i < reps; ++i)); do
    /usr/bin/time -o "$tmp/t" -f "%U %S" "$@" >/dev/null 2>&1 ||
      { echo "compile-time.sh: failed: $*" >&2; exit 1; }
    t=$(awk '{printf "%.3f", $1 + $2}' "$tmp/t")
    best=$(awk -v a="${best:-$t}" -v b="$t" 'BEGIN{print (b < a) ? b : a}')
  done
  echo "$best"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{printf "%+.1f%%", (b / a - 1) * 100}'; }

{
  echo "# DPAgg compile time"
  echo
  echo "- commit: $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet HEAD -- passes runtime include || echo -dirty)"
  echo "- clang: $(/usr/lib/llvm-22/bin/clang++ --version | head -1); ptxas: $(/usr/local/cuda/bin/ptxas --version | tail -1)"
  echo "- CPU: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'); best of $reps runs, CPU seconds (user + system)"
  echo "- command: bench/compile-time.sh (this table); without = --dpagg-disable, with = default plugin options"
  echo
  echo "| source | -c without | -c with | cost | device to PTX without | with | cost | ptxas without | with | cost |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  tot_a=0 tot_b=0
  for f in "${files[@]}"; do
    src=$root/$f; [ -f "$src" ] || src=$f
    a=$(cpu "$cxx" --dpagg-disable -O3 "${inc[@]}" -c "$src" -o "$tmp/a.o")
    b=$(cpu "$cxx" -O3 "${inc[@]}" -c "$src" -o "$tmp/b.o")
    "$cxx" --dpagg-disable -O3 "${inc[@]}" --cuda-device-only -S "$src" -o "$tmp/a.ptx"
    "$cxx" -O3 "${inc[@]}" --cuda-device-only -S "$src" -o "$tmp/b.ptx"
    da=$(cpu "$cxx" --dpagg-disable -O3 "${inc[@]}" --cuda-device-only -S "$src" -o "$tmp/x.ptx")
    db=$(cpu "$cxx" -O3 "${inc[@]}" --cuda-device-only -S "$src" -o "$tmp/x.ptx")
    pa=$(cpu /usr/local/cuda/bin/ptxas -arch=sm_90 -O3 -c "$tmp/a.ptx" -o "$tmp/a.cubin")
    pb=$(cpu /usr/local/cuda/bin/ptxas -arch=sm_90 -O3 -c "$tmp/b.ptx" -o "$tmp/b.cubin")
    echo "| $f | $a | $b | $(ratio "$a" "$b") | $da | $db | $(ratio "$da" "$db") | $pa | $pb | $(ratio "$pa" "$pb") |"
    tot_a=$(awk -v x="$tot_a" -v y="$a" 'BEGIN{print x + y}')
    tot_b=$(awk -v x="$tot_b" -v y="$b" 'BEGIN{print x + y}')
  done
  echo
  echo "All sources, -c: $tot_a s without, $tot_b s with: $(ratio "$tot_a" "$tot_b") (target: at most +5%)."
} > "$tmp/table.md"
if [ "$out" = - ]; then cat "$tmp/table.md"; else cp "$tmp/table.md" "$out"; fi
