#!/usr/bin/env bash
# test/RedTeam/pg_build.sh OUT [NAME...]: builds the red team of 9f593a2
# (Plan.cpp, Planner::groupBlocker: grid and multiblock scope take a
# thread's only launch into its own per-thread default stream) into OUT,
# each program pg_*.cu (or NAME...), EVERY build with the per-thread default
# stream (nvcc's --default-stream per-thread: -Xclang
# -fgpu-default-stream=per-thread, which also defines
# CUDA_API_PER_THREAD_DEFAULT_STREAM for the host API), as
#   NAME.base  clang alone (--dpagg-disable)
#   NAME.dflt  DPAgg's defaults (-dpagg-auto-grid=256, -dpagg-nested-grid)
#   NAME.grid  -Xarch_device -mllvm=-dpagg-scope=grid
#   NAME.mb2   -dpagg-scope=multiblock -dpagg-group-blocks=2
# plus NAME.SFX for each "// VARIANT SFX: flags" line of the program (DPAgg
# with those flags). Each DPAgg build keeps its remarks (-Rpass,
# -Rpass-missed, -Rpass-analysis=dpagg-aggregate) in OUT/NAME.SFX.log;
# OUT/pergrid.txt lists, per program and build, each launch site's verdict
# (per grid / per group / per block / per warp / serialized / not
# aggregated: why), from those remarks, and for pg_replay_burst whether the
# aggregated clone of child keeps nvvm.maxntid 512 (the premise). Then
# OUT/run.sh (on the GPU: `bash OUT/run.sh`; TIMEOUT_S, REPEAT, ONLY as in
# run_binaries.sh) runs every binary, prints OUT/expect.txt, pg_replay_burst's
# PERF lines and pergrid.txt. The plugin: DPAGG_PLUGIN (default
# /work/main/build2/lib/libDPAgg.so). Jobs: PG_JOBS (default 2).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_init pg "$@"
ptds="-Xclang -fgpu-default-stream=per-thread"
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate -Rpass-analysis=dpagg-aggregate"
jobs=()
for n in "${names[@]}"; do
  src=$here/$n.cu
  jobs+=("$n base --dpagg-disable")
  jobs+=("$n dflt $remarks")
  jobs+=("$n grid -Xarch_device -mllvm=-dpagg-scope=grid $remarks")
  jobs+=("$n mb2 -Xarch_device -mllvm=-dpagg-scope=multiblock -Xarch_device -mllvm=-dpagg-group-blocks=2 $remarks")
  while IFS= read -r line; do
    jobs+=("$n $line $remarks")
  done < <(rt_variants "$src")
done
rt_build_jobs "${PG_JOBS:-2}" "$ptds"

# The premise of pg_replay_burst: child's aggregated clone keeps
# __launch_bounds__(512) (so a (32,32,1) aggregate is refused).
clone_bounds() {
  local ll
  ll=$(mktemp)
  # shellcheck disable=SC2086
  if "$cxx" -O3 $ptds --cuda-device-only -S -emit-llvm \
      "$here/pg_replay_burst.cu" -o "$ll" > /dev/null 2>&1; then
    local a
    a=$(sed -n 's/^define .*@_Z5childPjijj\.dpagg(.*#\([0-9]*\) .*/\1/p' "$ll")
    if [ -n "$a" ] && grep -q "^attributes #$a = .*\"nvvm.maxntid\"=\"512\"" "$ll"
    then echo "  premise: child.dpagg (whole clone) keeps nvvm.maxntid 512"
    else echo "  premise NOT met: child.dpagg without nvvm.maxntid 512 (attributes #${a:-?})"
    fi
  else
    echo "  premise: could not build the device IR"
  fi
  rm -f "$ll"
}

# Per program and build: each launch site's verdict, from the remarks;
# "[aggregate to cudaStreamFireAndForget]" where the remark says so (else a
# group's aggregate and its replays go to the ticket thread's stream).
verdicts() { # log
  grep -E '^[^ ]*:[0-9]+:[0-9]+: remark: launch of [^(]*\([^)]*\) (aggregated per |serialized|not aggregated: )' "$1" |
    awk '{
      line = $0; sub(/^[^:]*:/, "", line); sub(/:.*/, "", line)
      k = $0; sub(/.*remark: launch of /, "", k); sub(/\(.*/, "", k)
      v = $0; sub(/.*remark: launch of [^(]*\([^)]*\) /, "", v)
      ff = index(v, "goes to cudaStreamFireAndForget") ? " [aggregate to cudaStreamFireAndForget]" : ""
      if (v ~ /^aggregated per grid where its parent grid has at least/)
        v = "per grid (auto: >= 256 parent blocks), else per block"
      else if (v ~ /^aggregated per grid in every parent grid/)
        v = "per grid in every parent grid (nested-grid)"
      else if (v ~ /^aggregated per /) { sub(/[;(].*/, "", v); sub(/ +$/, "", v) }
      else if (v ~ /^serialized/) v = "serialized (small launches), else aggregated"
      else v = substr(v, 1, 100)
      printf "    line %s %s: %s%s\n", line, k, v, ff
    }' | sort -t' ' -k6,6n -u
}
{
  echo "Per-thread-stream sites per group of blocks (9f593a2), from the remarks"
  echo "of each build (--default-stream per-thread everywhere)."
  for n in "${names[@]}"; do
    echo
    echo "$n"
    for log in "$out/$n".*.log; do
      [ -f "$log" ] || continue
      sfx=${log#"$out/$n".}; sfx=${sfx%.log}
      grep -q 'remark: launch of' "$log" || continue # DPAgg off
      echo "  .$sfx:"
      verdicts "$log"
    done
    [ "$n" = pg_replay_burst ] && clone_bounds
  done
} > "$out/pergrid.txt"

cp "$here/run_binaries.sh" "$out/run_binaries.sh"
cat > "$out/expect.txt" <<'EXPECT'
Expected verdicts that are not PASS (predictions: none of these programs has
run on a GPU yet):
  pg_replay_burst.dflt, .grid: FAIL, round "expl-mixed": the site launches
    into an explicit cudaStreamPerThread, goes per grid (9f593a2) but gets
    no P.FireAndForget (onlyNullStreamLaunch takes NULL only), so when the
    ticket's (32,32,1) aggregate is refused (child's __launch_bounds__(512))
    it replays all 8,192 launches of the grid one after another into ITS
    per-thread stream: ~8,192 pending at once, past the 2,048-launch pool
    (dropped), where as written at most a few dozen are pending. If CUDA
    does not drop them: PASS, and the PERF ratio (expl-mixed / null-mixed
    time) well above 1 (about 1 in .base and .mb2).
  pg_replay_burst.noff: FAIL in "null-mixed" and "expl-mixed" (without
    fire-and-forget aggregates both replay into the ticket's stream).
  pg_replay_burst.legacy (legacy default stream, DPAgg): as .dflt
    ("expl-mixed" FAIL): explicit cudaStreamPerThread is taken per grid in
    any build. .legbase: PASS.
Everything else: PASS (the other programs confirm the rule: every observer
of a parent's completion sees the aggregates; order-free calls; nested
levels; and the remarks show which observations keep a site off grid
scope).
EXPECT
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# The red team of 9f593a2 (test/RedTeam/pg_build.sh): every binary under a
# timeout, one line each, then expect.txt, the PERF lines and pergrid.txt.
cd "$(dirname "$0")" || exit 1
bash ./run_binaries.sh pg_ expect.txt "expected verdicts"
rc=$?
echo
echo "pg_replay_burst times:"
for f in pg_replay_burst.*.out; do
  [ -f "$f" ] || continue
  echo "  ${f%.out}:"
  grep -E "^  (null|expl)-|^PERF" "$f" | sed 's/^ */    /'
done
echo
cat pergrid.txt
exit $rc
RUN
chmod +x "$out/run.sh"
echo "wrote $out/run.sh"
exit $fail
