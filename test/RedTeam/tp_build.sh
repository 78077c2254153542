#!/usr/bin/env bash
# test/RedTeam/tp_build.sh [OUT [NAME...]]: builds the red team of the
# aggregated child's prologue (written in session 15 against the team
# prologue, bench/results/raw/2026-11-28-team-prologue.patch: the prologue by
# the block's first warp, __ballot_sync search, 16 bytes per lane copy; not
# kept, so these programs now attack the prologue of runtime/child.cu as it
# is: thread 0's search and copy, the packed and molded prologues, the
# release; tp_*.cu) into OUT (default /work/main/.gpu/redtp; NAME...: only
# those), each program as
#   NAME.base   clang alone (--dpagg-disable)
#   NAME.dpagg  DPAgg's default (block scope, auto-grid)
#   NAME.grid   --dpagg-scope=grid (an index of many records)
#   NAME.pack   --dpagg-pack-children=on (a logical block per warp)
#   NAME.mold   --dpagg-moldable=on -dpagg-mold-coarsen=4 (every aggregate
#               of 2+ blocks cut to a quarter of its blocks or fewer)
#   NAME.tiny   --dpagg-pool-size=4096 (records reused at once)
#   NAME.held   -dpagg-hold-record-release (the drop's count read at exit)
# Every DPAgg build has --dpagg-serial-threshold=off.
# Plugin: $DPAGG_PLUGIN (default: the tree's build/lib/libDPAgg.so; session
# 15 ran /work/plugin15t, the team prologue's, and the plugin of the packed
# prologue's fix). Stripped; remarks (-Rpass, -Rpass-missed and
# -Rpass-analysis=dpagg-aggregate) in NAME.SFX.log; OUT/sites.txt says per
# build how many launches were aggregated, packed and molded. Then writes
# OUT/run.sh (tp_run.sh).
# Jobs: TP_JOBS (default 1).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_plugin=build/lib/libDPAgg.so
rt_init tp "${1:-/work/main/.gpu/redtp}" "${@:2}"
inc="-I$here -I$root/test/GPU/Inputs"
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate -Rpass-analysis=dpagg-aggregate"
# Every DPAgg build: no serialization (a small launch run in its parent
# thread would skip the prologue under test).
dp=--dpagg-serial-threshold=off
jobs=()
for n in "${names[@]}"; do
  jobs+=("$n base --dpagg-disable $remarks")
  jobs+=("$n dpagg $dp $remarks")
  jobs+=("$n grid $dp --dpagg-scope=grid $remarks")
  jobs+=("$n pack $dp --dpagg-pack-children=on $remarks")
  jobs+=("$n mold $dp --dpagg-moldable=on -Xarch_device -mllvm=-dpagg-mold-coarsen=4 $remarks")
  jobs+=("$n tiny $dp --dpagg-pool-size=4096 $remarks")
  jobs+=("$n held $dp -Xarch_device -mllvm=-dpagg-hold-record-release $remarks")
done
rt_build_jobs "${TP_JOBS:-1}" "$inc"
touch "$out/sites.txt"
for n in "${names[@]}"; do
  sed -i "/^$n\./d" "$out/sites.txt"
  for log in "$out/$n".*.log; do
    s=$(basename "$log" .log)
    [ -x "$out/$s" ] || continue
    agg=$(grep -E "remark: launch of .* aggregated per" "$log" |
      grep -o "launch of .* aggregated per [a-z]*" |
      sed -E 's/launch of (void )?([A-Za-z0-9_]*(<[0-9]+>)?).* aggregated per ([a-z]*)/\2:\4/' |
      sort | uniq | tr '\n' ' ')
    pk=$(grep -E "remark: aggregated child of .* is packed" "$log" |
      grep -oE "child of (void )?[A-Za-z0-9_]*(<[0-9]+>)?" | awk '{print $NF}' | sort -u | tr '\n' ' ')
    md=$(grep -E "remark: aggregated child of .* (is moldable|loops over)" "$log" |
      grep -oE "child of (void )?[A-Za-z0-9_]*(<[0-9]+>)?" | awk '{print $NF}' | sort -u | tr '\n' ' ')
    echo "$s: aggregated [${agg% }] packed [${pk% }] molded [${md% }]" >> "$out/sites.txt"
  done
done
sort -o "$out/sites.txt" "$out/sites.txt"
cp "$here/tp_run.sh" "$out/run.sh"
cp "$here/run_binaries.sh" "$out/run_binaries.sh"
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
