#!/usr/bin/env bash
# test/RedTeam/gate_build.sh [OUT]: builds the red team of the warp gate
# (gate_*.cu; runtime/DPAggRuntime.cuh, "The warp gate") into OUT (default
# /work/main/.gpu/redgate), each program as
#   NAME.base   clang alone (--dpagg-disable)
#   NAME.dpagg  DPAgg's default
#   NAME.warp   -dpagg-scope=warp
#   NAME.tiny   -dpagg-pool-size=4096 (records fail: alone and replay paths)
# and gate_mix also with -DALL_GATED as gate_mix_all.* (every launch
# aggregated: the control). Plugin: $DPAGG_PLUGIN (default main's
# /work/main/build2/lib/libDPAgg.so). Stripped; remarks in NAME.SFX.log.
# Then writes OUT/run.sh (gate_run.sh).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-/work/main/.gpu/redgate}
mkdir -p "$out"
cxx=$root/utils/dpagg-clang++
export DPAGG_PLUGIN=${DPAGG_PLUGIN:-/work/main/build2/lib/libDPAgg.so}
remarks=(-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate)
fail=0
build() { # src name suffix flags...
  local src=$1 n=$2 sfx=$3; shift 3
  if "$cxx" -O3 "$@" "${remarks[@]}" "$here/$src.cu" -o "$out/$n.$sfx" \
      > "$out/$n.$sfx.log" 2>&1; then
    strip "$out/$n.$sfx"; echo "built $n.$sfx"
  else
    echo "FAILED $n.$sfx (see $out/$n.$sfx.log)"; rm -f "$out/$n.$sfx"; fail=1
  fi
}
variants() { # src name flags...
  local src=$1 n=$2; shift 2
  build "$src" "$n" base --dpagg-disable "$@"
  build "$src" "$n" dpagg "$@"
  build "$src" "$n" warp -Xarch_device -mllvm=-dpagg-scope=warp "$@"
  build "$src" "$n" tiny -Xarch_device -mllvm=-dpagg-pool-size=4096 "$@"
}
for f in "$here"/gate_*.cu; do
  n=$(basename "$f" .cu)
  variants "$n" "$n"
done
variants gate_mix gate_mix_all -DALL_GATED
cp "$here/gate_run.sh" "$out/run.sh"
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
