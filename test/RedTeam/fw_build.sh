#!/usr/bin/env bash
# test/RedTeam/fw_build.sh [OUT]: builds the red team of the warp gate's
# whole-warp entry (fw_*.cu; runtime/DPAggRuntime.cuh, gateEnter, merge
# ef61e95) into OUT (default /work/main/.gpu/redwarp), each program as
#   NAME.base   clang alone (--dpagg-disable)
#   NAME.dpagg  DPAgg's default
#   NAME.warp   -dpagg-scope=warp
#   NAME.tiny   -dpagg-pool-size=4096 (records fail: alone and replay paths)
# Plugin: $DPAGG_PLUGIN (default main's /work/main/build2/lib/libDPAgg.so).
# Stripped; remarks in NAME.SFX.log. Then writes OUT/run.sh (fw_run.sh).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-/work/main/.gpu/redwarp}
mkdir -p "$out"
cxx=$root/utils/dpagg-clang++
export DPAGG_PLUGIN=${DPAGG_PLUGIN:-/work/main/build2/lib/libDPAgg.so}
remarks=(-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate)
fail=0
build() { # name suffix flags...
  local n=$1 sfx=$2; shift 2
  if "$cxx" -O3 "$@" "${remarks[@]}" "$here/$n.cu" -o "$out/$n.$sfx" \
      > "$out/$n.$sfx.log" 2>&1; then
    strip "$out/$n.$sfx"; echo "built $n.$sfx"
  else
    echo "FAILED $n.$sfx (see $out/$n.$sfx.log)"; rm -f "$out/$n.$sfx"; fail=1
  fi
}
for f in "$here"/fw_*.cu; do
  n=$(basename "$f" .cu)
  build "$n" base --dpagg-disable
  build "$n" dpagg
  build "$n" warp -Xarch_device -mllvm=-dpagg-scope=warp
  build "$n" tiny -Xarch_device -mllvm=-dpagg-pool-size=4096
done
cp "$here/fw_run.sh" "$out/run.sh"
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
