#!/usr/bin/env bash
# test/RedTeam/rj_build.sh [OUT]: builds the red team of the warp rejoin
# (RejoinPlan.cpp; rj_*.cu) into OUT (default /work/main/.gpu-red/rj), each
# program as NAME.base (--dpagg-disable) and NAME.dpagg (the default, the
# rejoin on), remarks in NAME.SFX.log; then checks that every .dpagg log
# has the rejoin remark. Run: for f in OUT/*.base OUT/*.dpagg; do $f; done
# (each prints PASS/FAIL and exits nonzero on failure; a hang is turned
# into FAIL, exit 3, after 20 s by a host watchdog).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-/work/main/.gpu-red/rj}
mkdir -p "$out"
export DPAGG_PLUGIN=${DPAGG_PLUGIN:-/work/main/build2/lib/libDPAgg.so}
cxx=$root/utils/dpagg-clang++
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate"
fail=0
for f in "$here"/rj_*.cu; do
  n=$(basename "$f" .cu)
  for v in "base --dpagg-disable" "dpagg $remarks"; do
    sfx=${v%% *}; flags=${v#* }
    # shellcheck disable=SC2086
    if "$cxx" -O3 $flags "$f" -o "$out/$n.$sfx" > "$out/$n.$sfx.log" 2>&1; then
      echo "built $n.$sfx"
    else
      echo "FAILED $n.$sfx (see $out/$n.$sfx.log)"; rm -f "$out/$n.$sfx"; fail=1
    fi
  done
  if grep -q "rejoin at the end of every iteration" "$out/$n.dpagg.log"; then
    echo "  $n.dpagg: rule applied"
  else
    echo "  $n.dpagg: rule NOT applied"; fail=1
  fi
done
exit $fail
