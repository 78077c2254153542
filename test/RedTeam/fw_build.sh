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
# Jobs: FW_JOBS (default 1).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_init fw "${1:-/work/main/.gpu/redwarp}"
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate"
jobs=()
for n in "${names[@]}"; do
  jobs+=("$n base --dpagg-disable $remarks")
  jobs+=("$n dpagg $remarks")
  jobs+=("$n warp -Xarch_device -mllvm=-dpagg-scope=warp $remarks")
  jobs+=("$n tiny -Xarch_device -mllvm=-dpagg-pool-size=4096 $remarks")
done
rt_build_jobs "${FW_JOBS:-1}" ""
cp "$here/fw_run.sh" "$out/run.sh"
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
