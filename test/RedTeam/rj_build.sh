#!/usr/bin/env bash
# test/RedTeam/rj_build.sh [OUT [NAME...]]: builds the red teams of the warp
# rejoin (RejoinPlan.cpp): the first's rj_*.cu, or with RJ_PREFIX=rj2 the
# second's rj2_*.cu, into OUT (default <repo>/.gpu-red/$RJ_PREFIX), each
# program as NAME.base (--dpagg-disable) and NAME.dpagg (the default, the
# rejoin on), remarks in NAME.dpagg.log (build_jobs.sh); then checks each
# .dpagg log: the rule refused (rejoin-loop-shape) for the nested-exit
# programs (rj_subloop_*: the first red team's finding, fixed in b8f582c),
# applied for every other (an attack only where it applies). Run: for f in
# OUT/*.base OUT/*.dpagg; do $f; done (each prints PASS/FAIL and exits
# nonzero on failure; a hang is turned into FAIL, exit 3, after 20 s by a
# host watchdog). Jobs: RJ_JOBS (default 2).
set -u
prefix=${RJ_PREFIX:-rj}
here0=$(cd "$(dirname "$0")" && pwd)
# shellcheck source=build_jobs.sh
source "$here0/build_jobs.sh"
rt_init "$prefix" "${1:-$here0/../../.gpu-red/$prefix}" "${@:2}"
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate"
# cooperative_groups (rj2_callees, rj2_inlined_site) includes
# <cuda/std/type_traits>, which CUDA 13 keeps under include/cccl.
inc=""
for d in ${CCCL_INCLUDE:-} /usr/local/cuda/include/cccl /usr/local/cuda-*/include/cccl; do
  if [ -f "$d/cuda/std/type_traits" ]; then inc="-I$d"; break; fi
done
jobs=()
for n in "${names[@]}"; do
  jobs+=("$n base --dpagg-disable")
  jobs+=("$n dpagg $remarks")
done
rt_build_jobs "${RJ_JOBS:-2}" "$inc"
for n in "${names[@]}"; do
  case $n in
    rj_subloop_*) want="(rejoin-loop-shape)" ;;
    *) want="rejoin at the end of every iteration" ;;
  esac
  if grep -qF "$want" "$out/$n.dpagg.log" 2>/dev/null; then
    echo "  $n.dpagg: as expected ($want)"
  else
    echo "  $n.dpagg: NOT as expected ($want)"; fail=1
  fi
done
exit $fail
