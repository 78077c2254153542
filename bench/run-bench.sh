#!/usr/bin/env bash
#===- bench/run-bench.sh - run the aggregation benchmark on the GPU machine -===#
#
# Part of DPAgg. Runs on the GPU machine (driver, no LLVM), from the repo root:
#
#   bench/run-bench.sh RESULTS_FILE [BIN_DIR]
#
# BIN_DIR (default .gpu/bench, filled by bench/stage-bench.sh) holds
# probe_shapes.base, probe_shapes.warp and probe_shapes.block. Every
# (binary, shape, variant) runs in its own process, so a variant that kills
# its CUDA context or hangs costs only its own cell. Writes RESULTS_FILE
# (markdown: GPU, driver, date, commit, the summary table, the targets, every
# binary x variant, DPAgg's remarks from staging, the raw output) and prints
# it.
#
# Environment: REPS (timed reps per variant, default 7), TIMEOUT_S (per
# process, default 300), SHAPES (default the probe's four, "parents:avg:iters"
# separated by spaces). Needs only bash, coreutils and awk.
#
#===------------------------------------------------------------------------===#
set -uo pipefail

usage() { echo "usage: $0 RESULTS_FILE [BIN_DIR]" >&2; exit 64; }
[ $# -ge 1 ] && [ $# -le 2 ] || usage
results=$1
bindir=${2:-.gpu/bench}
reps=${REPS:-7}
tmo=${TIMEOUT_S:-300}
shapes=(${SHAPES:-65536:64:16 262144:16:16 16384:512:16 65536:64:256})
builds=(base warp block)
variants=(flat naive naive-ff naive-ff-v2 hand-block hand-grid)

for b in "${builds[@]}"; do
  [ -x "$bindir/probe_shapes.$b" ] || {
    echo "run-bench: $bindir/probe_shapes.$b missing; run bench/stage-bench.sh first" >&2
    exit 1; }
done
mkdir -p "$(dirname "$results")" || exit 1

raw=$(mktemp -d "${TMPDIR:-/tmp}/dpagg-bench.XXXXXX") || exit 1
trap 'rm -rf "$raw"' EXIT

# ---- where and what ----
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)
when=$(date -u +%Y-%m-%dT%H:%M:%SZ)
staged=
for f in "$bindir/../COMMIT" .gpu/COMMIT; do
  if [ -f "$f" ]; then staged=$(head -1 "$f"); break; fi
done
commit=
if command -v git >/dev/null 2>&1 && git rev-parse HEAD >/dev/null 2>&1; then
  commit=$(git rev-parse HEAD)
  [ -z "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] || commit="$commit-dirty"
fi
[ -n "$commit" ] || commit=${staged:-unknown}
sums="no SHA256SUMS"
if [ -f "$bindir/SHA256SUMS" ]; then
  if (cd "$bindir" && sha256sum --quiet -c SHA256SUMS >/dev/null 2>&1); then
    sums="match SHA256SUMS from staging"
  else
    sums="DIFFER from SHA256SUMS written at staging"
  fi
fi

# ---- run: one process per (shape, binary, variant) ----
# $raw/<shape>.<build>.<variant>: the process's stdout+stderr, then "rc N".
for s in "${shapes[@]}"; do
  IFS=: read -r np avg it <<<"$s"
  for b in "${builds[@]}"; do
    for v in "${variants[@]}"; do
      out="$raw/$s.$b.$v"
      echo "run-bench: $s probe_shapes.$b $v" >&2
      timeout -k 10 "$tmo" "$bindir/probe_shapes.$b" "$np" "$avg" "$it" "$reps" \
        --only="$v" >"$out" 2>&1
      echo "rc $?" >>"$out"
    done
  done
done

# cell SHAPE BUILD VARIANT -> "median status" (status ok, WRONG, FAILED,
# TIMEOUT or ERROR-rcN when the process ended before printing its line).
cell() {
  awk -v v="$3" '
    $1 == v && NF >= 4 { med = $2; st = $4 }
    $1 == "rc" { rc = $2 }
    END {
      if (st == "") { med = "-"; st = (rc == 124 || rc == 137) ? "TIMEOUT" : "ERROR-rc" rc }
      print med, st
    }' "$raw/$1.$2.$3"
}
# fmt "median status": the median, or the median and why it does not count.
fmt() {
  set -- $1
  if [ "$2" = ok ]; then echo "$1"; elif [ "$1" = - ]; then echo "$2"; else echo "$1 $2"; fi
}
# ratio "a status" "b status" DIGITS -> a/b, or n/a unless both are ok.
ratio() {
  set -- $1 $2 "$3"
  if [ "$2" = ok ] && [ "$4" = ok ]; then
    awk -v a="$1" -v b="$3" -v d="$5" 'BEGIN { if (b > 0) printf ("%." d "f\n", a / b); else print "n/a" }'
  else echo "n/a"; fi
}
label() { IFS=: read -r np avg it <<<"$1"; echo "$np × $avg, $it"; }
gpuline=$(grep -h '^# gpu ' "$raw"/* 2>/dev/null | head -1 | sed 's/^# gpu //')

{
  echo "# DPAgg horizontal aggregation: probe shapes"
  echo
  echo "- GPU: ${gpu:-unknown} (${gpuline:-no binary reached the GPU})"
  echo "- driver: ${driver:-unknown}"
  echo "- date: $when"
  echo "- commit: $commit"
  [ -n "$staged" ] && [ "$staged" != "$commit" ] && echo "- binaries staged from: $staged"
  echo "- binaries: $bindir, $sums"
  echo "- reps: $reps timed (+1 warm-up) per variant, median ms; one process per cell"
  echo
  echo "Columns: \`flat\`, \`base *\`, \`hand-*\` from probe_shapes.base (no plugin);"
  echo "\`warp naive\`/\`block naive\` are the same \`naive\` kernel built with DPAgg at"
  echo "warp/block scope. \`base naive-ff\` is \`naive-ff-v2\` (the fire-and-forget"
  echo "launch as the V2 pair nvcc emits): clang's own \`<<<..., cudaStreamFireAndForget>>>\`"
  echo "never runs without the plugin (see the full table). Ratios use this run's medians."
  echo
  echo "| parents × avg elements, work iterations | flat | base naive | base naive-ff | warp naive | block naive | hand-block | hand-grid | block / hand-block | base naive / block naive |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |"
  for s in "${shapes[@]}"; do
    flat=$(cell "$s" base flat); bn=$(cell "$s" base naive)
    bff=$(cell "$s" base naive-ff-v2); wn=$(cell "$s" warp naive)
    kn=$(cell "$s" block naive); hb=$(cell "$s" base hand-block)
    hg=$(cell "$s" base hand-grid)
    echo "| $(label "$s") | $(fmt "$flat") | $(fmt "$bn") | $(fmt "$bff") | $(fmt "$wn") | $(fmt "$kn") | $(fmt "$hb") | $(fmt "$hg") | $(ratio "$kn" "$hb" 2) | $(ratio "$bn" "$kn" 1) |"
  done
  echo
  echo "## Targets"
  echo
  for s in "${shapes[@]}"; do
    r=$(ratio "$(cell "$s" block naive)" "$(cell "$s" base hand-block)" 3)
    v=$(awk -v r="$r" 'BEGIN { print (r != "n/a" && r + 0 <= 1.2) ? "PASS" : "FAIL" }')
    echo "- $v block naive within 1.2× of hand-block on $(label "$s"): $r×"
  done
  s=65536:64:16
  r=$(ratio "$(cell "$s" base naive)" "$(cell "$s" block naive)" 1)
  v=$(awk -v r="$r" 'BEGIN { print (r != "n/a" && r + 0 >= 100) ? "PASS" : "FAIL" }')
  echo "- $v block naive at least 100× faster than base naive on $(label "$s"): $r×"
  echo
  echo "## Every binary and variant (median ms)"
  echo
  echo "| shape | binary | $(IFS='|'; echo "${variants[*]}" | sed 's/|/ | /g') |"
  echo "| --- | --- |$(for v in "${variants[@]}"; do printf ' --- |'; done)"
  for s in "${shapes[@]}"; do
    for b in "${builds[@]}"; do
      row="| $(label "$s") | $b |"
      for v in "${variants[@]}"; do row="$row $(fmt "$(cell "$s" "$b" "$v")") |"; done
      echo "$row"
    done
  done
  echo
  for scope in warp block; do
    [ -f "$bindir/remarks.$scope.txt" ] || continue
    echo "## DPAgg remarks, $scope build (from staging)"
    echo
    echo '```'
    cat "$bindir/remarks.$scope.txt"
    echo '```'
    echo
  done
  echo "## Raw output"
  echo
  echo '```'
  for s in "${shapes[@]}"; do
    for b in "${builds[@]}"; do
      for v in "${variants[@]}"; do
        echo "== $s probe_shapes.$b --only=$v"
        grep -v '^# gpu \|^# variant \|^# binary ' "$raw/$s.$b.$v"
      done
    done
  done
  echo '```'
} >"$results"

cat "$results"
