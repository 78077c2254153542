#!/bin/bash
# A/B of the DPAgg suite gap (bb82e36 vs HEAD) on probe_shapes and spmv, dp rows only (see PLAN.md).
# Phase D (default builds), 2 rounds, variants interleaved; then phase W (warp-scope builds), 2 rounds,
# while the budget lasts (no run starts after BUDGET_S, default 270 s). A missing binary is skipped.
cd "$(dirname "$0")"
D="${D:-bb82e36 head pool unmasked early all bb82e36-nomold head-nomold}"
W="${W:-warp-bb82e36 warp-head warp-nofast warp-early warp-all}"
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
for phase in D W; do
  [ $phase = D ] && V=$D || V=$W
  for round in 1 2; do
    for v in $V; do for b in probe_shapes spmv; do one $b $v $round; done; done
    echo "phase $phase round $round done at $(( $(date +%s)-start ))s"
  done
done
echo "== default builds (ratio: head / variant)"; python3 summarize.py $J "$D" head
echo "== warp-scope builds (ratio: warp-head / variant)"; python3 summarize.py $J "$W" warp-head
