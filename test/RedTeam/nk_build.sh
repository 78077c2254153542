#!/usr/bin/env bash
# test/RedTeam/nk_build.sh [OUT [NAME...]]: builds the red team of 3dfc307
# (grid scope keys fold %gridid: device-launched grids, nested levels and
# aggregated clones, have group states now; recordIndex halves an index
# that finds no whole chunk; the 128 MiB default pool; nk_*.cu) into OUT
# (default /work/main/.gpu/rednk; NAME...: only those), each program as
#   NAME.base       clang alone (--dpagg-disable)
#   NAME.dpagg      DPAgg's default (auto-grid, nested-grid on, 128 MiB pool)
#   NAME.grid       --dpagg-scope=grid (every unobserved site per grid)
#   NAME.mb3        --dpagg-scope=multiblock --dpagg-group-blocks=3
#   NAME.tiny       --dpagg-pool-size=65536 (3 chunks of 16 KiB: an index
#                   of 1,359 entries, halved to 679 ... 42)
#   NAME.grid_tiny  --dpagg-scope=grid --dpagg-pool-size=4096 (3 chunks of
#                   1 KiB: an index of 79, halved once to 39)
# Plugin: $DPAGG_PLUGIN (default /work/prog-plugin14/libDPAgg.so, the
# snapshot of 3dfc307). Stripped; remarks (-Rpass, -Rpass-missed and
# -Rpass-analysis=dpagg-aggregate, whose "chosen <scope>" names each site's
# scope) in NAME.SFX.log. OUT/sites.txt counts per build the sites chosen
# per group of blocks (grid or multiblock) in the kernels and in the
# aggregated clones, and how many of those meet at the threads' last exit.
# Then writes OUT/run.sh (nk_run.sh).
# Jobs: NK_JOBS (default 1).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_plugin=/work/prog-plugin14/libDPAgg.so
rt_init nk "${1:-/work/main/.gpu/rednk}" "${@:2}"
inc="-I$here -I$root/test/GPU/Inputs"
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate -Rpass-analysis=dpagg-aggregate"
jobs=()
for n in "${names[@]}"; do
  jobs+=("$n base --dpagg-disable $remarks")
  jobs+=("$n dpagg $remarks")
  jobs+=("$n grid --dpagg-scope=grid $remarks")
  jobs+=("$n mb3 --dpagg-scope=multiblock --dpagg-group-blocks=3 $remarks")
  jobs+=("$n tiny --dpagg-pool-size=65536 $remarks")
  jobs+=("$n grid_tiny --dpagg-scope=grid --dpagg-pool-size=4096 $remarks")
done
rt_build_jobs "${NK_JOBS:-1}" "$inc"
touch "$out/sites.txt"
for n in "${names[@]}"; do
  sed -i "/^$n\./d" "$out/sites.txt"
  for log in "$out/$n".*.log; do
    s=$(basename "$log" .log)
    [ -x "$out/$s" ] || continue
    chosen=$(grep -E "remark: launch of .*chosen (grid|multiblock)" "$log")
    inclone=$(grep -E "remark: in the aggregated clone of .*chosen (grid|multiblock)" "$log")
    k=$(printf '%s' "$chosen" | grep -c .)
    kx=$(printf '%s' "$chosen" | grep -c "at its threads' last exit")
    c=$(printf '%s' "$inclone" | grep -c .)
    cx=$(printf '%s' "$inclone" | grep -c "at its threads' last exit")
    sites=$(printf '%s\n%s\n' "$chosen" "$inclone" | grep -o "launch of [A-Za-z0-9_]*" |
      sort | uniq -c | awk '{printf "%s%s x%s", (NR > 1 ? ", " : ""), $4, $1}')
    echo "$s: per group in kernels $k ($kx at the last exit), in clones $c ($cx at the last exit): ${sites:-none}" >> "$out/sites.txt"
  done
done
sort -o "$out/sites.txt" "$out/sites.txt"
cp "$here/nk_run.sh" "$out/run.sh"
cp "$here/run_binaries.sh" "$out/run_binaries.sh"
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
