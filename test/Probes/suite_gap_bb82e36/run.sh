#!/bin/bash
# A/B of the DPAgg suite gap (bb82e36 vs HEAD) on probe_shapes and spmv, dp rows only (see PLAN.md).
# Phase D (default builds), ROUNDS rounds, variants interleaved (order rotated each round); then phase W
# (warp-scope builds), while the budget lasts (no run starts after BUDGET_S, default 270 s). A missing binary
# is skipped. Defaults (session 5, pool helper): bb82e36, head (8dc8158), tip (97714da), pool (unsound
# reference), new-lane (55dbc70), new (c865600); ratios against tip, geomeans also against head and bb82e36.
# The first call's lists: D="bb82e36 head pool unmasked early all bb82e36-nomold head-nomold"
# W="warp-bb82e36 warp-head warp-nofast warp-early warp-all" BASE=head REFS=""
cd "$(dirname "$0")"
D="${D:-bb82e36 head tip pool new-lane new}"
W="${W:-warp-bb82e36 warp-head warp-tip warp-new}"
BASE=${BASE:-tip}; REFS=${REFS-"head bb82e36"}; ROUNDS=${ROUNDS:-5}
BUDGET=${BUDGET_S:-270}; J=${OUT:-/tmp}/gap-json; mkdir -p $J
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
start=$(date +%s)
one() { # BIN VARIANT ROUND
  [ -x ./$1.$2 ] || return 0
  local el=$(( $(date +%s)-start )); [ $el -gt $BUDGET ] && { echo "budget: skip $1.$2 r$3"; return 0; }
  LD_LIBRARY_PATH=. timeout 40 ./$1.$2 --benchmark_filter='/dp/' --benchmark_repetitions=${REPS:-3} \
    --benchmark_out=$J/$1.$2.r$3.json --benchmark_out_format=json >$J/$1.$2.r$3.txt 2>&1
  local rc=$?; [ $rc -ne 0 ] && echo "!! $1.$2 r$3 rc=$rc: $(tail -2 $J/$1.$2.r$3.txt | tr '\n' ' ')"
  return 0
}
rotate() { # N WORDS...: the words rotated left by N
  local n=$1; shift; local a=("$@"); local k=${#a[@]} i
  for ((i = 0; i < k; i++)); do printf '%s ' "${a[(i + n) % k]}"; done
}
for phase in D W; do
  [ $phase = D ] && V=$D || V=$W
  for ((round = 1; round <= ROUNDS; round++)); do
    for v in $(rotate $((round - 1)) $V); do for b in probe_shapes spmv; do one $b $v $round; done; done
    echo "phase $phase round $round done at $(( $(date +%s)-start ))s"
  done
done
wbase=warp-$BASE; wrefs=""; for r in $REFS; do wrefs="$wrefs warp-$r"; done
echo "== default builds (ratio: $BASE / variant)"; python3 summarize.py $J "$D" $BASE "$REFS"
echo "== warp-scope builds (ratio: $wbase / variant)"; python3 summarize.py $J "$W" $wbase "$wrefs"
