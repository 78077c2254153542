#!/usr/bin/env bash
# test/RedTeam/rj_build.sh [OUT]: builds the red team of the warp rejoin
# (RejoinPlan.cpp; rj_*.cu) into OUT (default <repo>/.gpu-red/rj), each
# program as NAME.base (--dpagg-disable) and NAME.dpagg (the default, the
# rejoin on), remarks in NAME.SFX.log; then checks each .dpagg log: the
# rule refused for the nested-exit programs, applied for the controls. Run: for f in OUT/*.base OUT/*.dpagg; do $f; done
# (each prints PASS/FAIL and exits nonzero on failure; a hang is turned
# into FAIL, exit 3, after 20 s by a host watchdog).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-$root/.gpu-red/rj}
mkdir -p "$out"
export DPAGG_PLUGIN=${DPAGG_PLUGIN:-$root/build2/lib/libDPAgg.so}
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
  # The nested-exit programs (the finding, fixed in b8f582c) must be refused
  # (rejoin-loop-shape); the controls must have the rule applied.
  case $n in
    rj_subloop_*) want="(rejoin-loop-shape)" ;;
    *) want="rejoin at the end of every iteration" ;;
  esac
  if grep -qF "$want" "$out/$n.dpagg.log"; then
    echo "  $n.dpagg: as expected ($want)"
  else
    echo "  $n.dpagg: NOT as expected ($want)"; fail=1
  fi
done
exit $fail
