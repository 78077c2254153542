#!/usr/bin/env bash
# test/RedTeam/rj2_build.sh [OUT]: builds the second red team of the warp
# rejoin (RejoinPlan.cpp; rj2_*.cu) into OUT (default <repo>/.gpu-red/rj2),
# each program as NAME.base (--dpagg-disable) and NAME.dpagg (the default,
# the rejoin on), remarks in NAME.SFX.log; then checks that every .dpagg log
# says the rule applied (each program is an attack only where it does).
# Run: for f in OUT/*.base OUT/*.dpagg; do $f; done (each prints PASS/FAIL
# and exits nonzero on failure; a hang is turned into FAIL, exit 3, after
# 20 s by a host watchdog).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-$root/.gpu-red/rj2}
mkdir -p "$out"
export DPAGG_PLUGIN=${DPAGG_PLUGIN:-$root/build2/lib/libDPAgg.so}
cxx=$root/utils/dpagg-clang++
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate"
# cooperative_groups (rj2_callees, rj2_inlined_site) includes
# <cuda/std/type_traits>, which CUDA 13 keeps under include/cccl.
inc=""
for d in ${CCCL_INCLUDE:-} /usr/local/cuda/include/cccl /usr/local/cuda-*/include/cccl; do
  if [ -f "$d/cuda/std/type_traits" ]; then inc="-I$d"; break; fi
done
fail=0
for f in "$here"/rj2_*.cu; do
  n=$(basename "$f" .cu)
  for v in "base --dpagg-disable" "dpagg $remarks"; do
    sfx=${v%% *}; flags=${v#* }
    # shellcheck disable=SC2086
    if "$cxx" -O3 $inc $flags "$f" -o "$out/$n.$sfx" > "$out/$n.$sfx.log" 2>&1; then
      echo "built $n.$sfx"
    else
      echo "FAILED $n.$sfx (see $out/$n.$sfx.log)"; rm -f "$out/$n.$sfx"; fail=1
    fi
  done
  want="rejoin at the end of every iteration"
  if grep -qF "$want" "$out/$n.dpagg.log"; then
    echo "  $n.dpagg: as expected ($want)"
  else
    echo "  $n.dpagg: NOT as expected ($want)"; fail=1
  fi
done
exit $fail
