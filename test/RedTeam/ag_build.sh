#!/usr/bin/env bash
# test/RedTeam/ag_build.sh [OUT]: builds the red team of -dpagg-auto-grid
# and storedOnce at grid scope (ag_*.cu; merge df86331) into OUT (default
# /work/main/.gpu/redauto), each program as
#   NAME.base    clang alone (--dpagg-disable)
#   NAME.dpagg   DPAgg's default (auto-grid on, the plugin's N)
#   NAME.noauto  --dpagg-auto-grid=0 (block scope, as before df86331)
#   NAME.ag128   --dpagg-auto-grid=128 (df86331's default; main's plugin
#                of 14:29 says 256)
#   NAME.tiny    -dpagg-pool-size=4096 (no record, no index fits: alone)
# Plugin: $DPAGG_PLUGIN (default main's /work/main/build2/lib/libDPAgg.so).
# Stripped; remarks in NAME.SFX.log. Checks that every site of the .dpagg
# builds got the auto-grid remark (ag_streams's childBlock, whose kernel
# says DPAGG_SCOPE_BLOCK, must not). Then writes OUT/run.sh (ag_run.sh).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-/work/main/.gpu/redauto}
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
for f in "$here"/ag_*.cu; do
  n=$(basename "$f" .cu)
  build "$n" base --dpagg-disable
  build "$n" dpagg
  build "$n" noauto --dpagg-auto-grid=0
  build "$n" ag128 --dpagg-auto-grid=128
  build "$n" tiny -Xarch_device -mllvm=-dpagg-pool-size=4096
done
# The remarks: each ag::child / childShm site per grid (auto), childBlock
# per block.
auto="aggregated per grid where its parent grid has at least"
for n in ag_grid_sizes:2 ag_streams:2 ag_alone_mix:1; do
  log=$out/${n%:*}.dpagg.log
  got=$(grep -c "remark: launch of .*$auto" "$log")
  echo "remarks ${n%:*}.dpagg: $got auto-grid site(s), want ${n#*:}"
  [ "$got" = "${n#*:}" ] || fail=1
done
if grep "remark: launch of childBlock" "$out/ag_streams.dpagg.log" |
    grep -q "per grid"; then
  echo "WRONG: childBlock (DPAGG_SCOPE_BLOCK) aggregated per grid"; fail=1
fi
grep -h "remark: launch of .*$auto" "$out"/ag_*.ag128.log | head -1 |
  sed 's/.*\(at least [0-9]* blocks\).*/ag128 builds: \1/'
cp "$here/ag_run.sh" "$out/run.sh"
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
