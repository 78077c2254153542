#!/usr/bin/env bash
# test/RedTeam/ng_build.sh [OUT [NAME...]]: builds the red team of e7a9ca8
# (grid scope in aggregated clones and at the threads' last exit,
# -dpagg-nested-grid; ng_*.cu) into OUT (default /work/main/.gpu/redng;
# NAME...: only those), each program as
#   NAME.base     clang alone (--dpagg-disable)
#   NAME.dpagg    DPAgg's default (auto-grid, nested-grid on)
#   NAME.nonest   -dpagg-nested-grid=false (e7a9ca8's rule 5 off: the control)
#   NAME.grid     -dpagg-scope=grid (every unobserved site per grid)
#   NAME.avoid    -dpagg-block-meeting=avoid, serialization off (the last
#                 exit wherever legal)
#   NAME.small    -dpagg-pool-size=262144 (64 KiB chunks: index of 5,455)
#   NAME.tiny     -dpagg-pool-size=4096 (1 KiB chunks: index of 79; records
#                 and indexes fail mid-recursion)
# and ng_host_order also as .base_ptds / .ptds (-Xclang
# -fgpu-default-stream=per-thread). Plugin: $DPAGG_PLUGIN (default
# /work/prog-plugin13/libDPAgg.so). Stripped, remarks in NAME.SFX.log;
# OUT/sites.txt counts per build the sites per grid (nested-grid), at the
# last exit, and in clones. Then writes OUT/run.sh (ng_run.sh).
# Jobs: NG_JOBS (default 1).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_plugin=/work/prog-plugin13/libDPAgg.so
rt_init ng "${1:-/work/main/.gpu/redng}" "${@:2}"
inc="-I$here -I$root/test/GPU/Inputs"
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate"
dev() { for f in "$@"; do printf -- '-Xarch_device -mllvm=%s ' "$f"; done; }
ptds="-Xclang -fgpu-default-stream=per-thread"
jobs=()
for n in "${names[@]}"; do
  jobs+=("$n base --dpagg-disable $remarks")
  jobs+=("$n dpagg $remarks")
  jobs+=("$n nonest $(dev -dpagg-nested-grid=false) $remarks")
  jobs+=("$n grid --dpagg-scope=grid $remarks")
  jobs+=("$n avoid $(dev -dpagg-block-meeting=avoid -dpagg-serial-threshold=off) $remarks")
  jobs+=("$n small --dpagg-pool-size=262144 $remarks")
  jobs+=("$n tiny --dpagg-pool-size=4096 $remarks")
  if [ "$n" = ng_host_order ]; then
    jobs+=("$n base_ptds --dpagg-disable $ptds $remarks")
    jobs+=("$n ptds $ptds $remarks")
  fi
done
rt_build_jobs "${NG_JOBS:-1}" "$inc"
touch "$out/sites.txt"
for n in "${names[@]}"; do
  sed -i "/^$n\./d" "$out/sites.txt"
  for log in "$out/$n".*.log; do
    s=$(basename "$log" .log)
    [ -x "$out/$s" ] || continue
    g=$(grep -c "remark: .*aggregated per grid" "$log")
    ng=$(grep -c "remark: .*nested-grid)" "$log")
    le=$(grep -c "remark: .*group's last thread to exit" "$log")
    cl=$(grep -c "remark: in the aggregated clone .*aggregated per grid" "$log")
    echo "$s: per grid $g (nested-grid $ng), group at the last exit $le, per grid in clones $cl" >> "$out/sites.txt"
  done
done
sort -o "$out/sites.txt" "$out/sites.txt"
cp "$here/ng_run.sh" "$out/run.sh"
cp "$here/run_binaries.sh" "$out/run_binaries.sh"
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
