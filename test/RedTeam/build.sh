#!/usr/bin/env bash
# test/RedTeam/build.sh [OUT] [NAME...]: builds each red-team program in test/RedTeam/
# (or only NAME...) in three variants into OUT (default .gpu-red/):
#   NAME.base   --dpagg-disable (clang alone)
#   NAME.dpagg  DPAgg, default (block) scope
#   NAME.warp   DPAgg, --dpagg-scope=warp
# A line "// FLAGS: ..." in a program adds flags to all three builds; a line
# "// VARIANT <suffix>: ..." builds three more variants NAME.<suffix>.{base,
# dpagg,warp} with those flags added (no .base when they are all DPAgg flags). Each program exits 0 right, 1 wrong,
# 2 on a CUDA error, and prints its seed (DPAGG_SEED=<seed> reproduces).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-$root/.gpu-red}; shift || true
mkdir -p "$out"
cxx=$root/utils/dpagg-clang++
names=("$@")
if [ ${#names[@]} -eq 0 ]; then
  for f in "$here"/*.cu; do names+=("$(basename "$f" .cu)"); done
fi
fail=0
build() { # name suffix flags...
  local n=$1 sfx=$2; shift 2
  local v
  # A variant whose flags are all DPAgg flags has no .base of its own (it
  # would be NAME.base; clang alone rejects -mllvm=-dpagg-*).
  local dpaggonly=0
  if [ -n "$sfx" ]; then
    dpaggonly=1
    local f
    for f in "$@"; do
      case $f in --dpagg-*|-mllvm=-dpagg-*|-Xarch_device) ;; *) dpaggonly=0 ;; esac
    done
  fi
  for v in base dpagg warp; do
    if [ $v = base ] && ((dpaggonly)); then
      echo "skipped $n$sfx.base (DPAgg flags only: $n.base)"; continue
    fi
    local extra=()
    case $v in base) extra=(--dpagg-disable) ;; warp) extra=(--dpagg-scope=warp) ;; esac
    if "$cxx" "${extra[@]}" -O3 "$@" "$here/$n.cu" -o "$out/$n$sfx.$v" \
         > "$out/$n$sfx.$v.log" 2>&1; then
      echo "built $n$sfx.$v"
    else
      echo "FAILED $n$sfx.$v (see $out/$n$sfx.$v.log)"; fail=1
    fi
  done
}
for n in "${names[@]}"; do
  f=$here/$n.cu
  flags=$(sed -n 's|^// FLAGS: ||p' "$f" | head -1)
  # shellcheck disable=SC2086
  build "$n" "" $flags
  while IFS= read -r line; do
    sfx=${line%%:*}; vflags=${line#*: }
    # shellcheck disable=SC2086
    build "$n" ".$sfx" $flags $vflags
  done < <(sed -n 's|^// VARIANT \([a-z0-9_-]*\): |\1: |p' "$f")
done
exit $fail
