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
# Jobs: AG_JOBS (default 1).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_init ag "${1:-/work/main/.gpu/redauto}"
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate"
jobs=()
for n in "${names[@]}"; do
  jobs+=("$n base --dpagg-disable $remarks")
  jobs+=("$n dpagg $remarks")
  jobs+=("$n noauto --dpagg-auto-grid=0 $remarks")
  jobs+=("$n ag128 --dpagg-auto-grid=128 $remarks")
  jobs+=("$n tiny -Xarch_device -mllvm=-dpagg-pool-size=4096 $remarks")
done
rt_build_jobs "${AG_JOBS:-1}" ""
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
