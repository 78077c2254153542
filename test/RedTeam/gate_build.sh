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
# Jobs: GATE_JOBS (default 1).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_init gate "${1:-/work/main/.gpu/redgate}"
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate"
jobs=()
variants() { # name[=src] flags...
  local n=$1 f=${*:2}
  jobs+=("$n base --dpagg-disable $f $remarks")
  jobs+=("$n dpagg $f $remarks")
  jobs+=("$n warp -Xarch_device -mllvm=-dpagg-scope=warp $f $remarks")
  jobs+=("$n tiny -Xarch_device -mllvm=-dpagg-pool-size=4096 $f $remarks")
}
for n in "${names[@]}"; do variants "$n"; done
variants gate_mix_all=gate_mix -DALL_GATED
rt_build_jobs "${GATE_JOBS:-1}" ""
cp "$here/gate_run.sh" "$out/run.sh"
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
