#!/usr/bin/env bash
# Session 20's interleaved A/B runs (H200), from the repo root on the GPU
# machine:
#   ROUNDS=N bash bench/results/raw/2026-11-28-s20-rounds.sh BIN_DIR OUT_DIR 'variant...'
# BIN_DIR holds <workload>.<variant> (stripped) and libbenchmark; WORKLOADS
# in BIN_DIR lists the workloads. Each round runs every workload, and within
# a workload every variant once, one process each (the order rotated by one
# each round, so that no variant always runs first: call 2's one round ran
# the default first in every workload), writing
# OUT_DIR/r<round>/<workload>.<variant>.json (Google Benchmark's JSON). The
# dynamic-parallelism versions only ("/dp", dp-noagg included); the chains at
# 2 and 25 steps only (the long ones take 19 s and change nothing here).
# FILTER replaces "/dp" for every workload, LOSSES_FILTER for default_losses.
set -u
bin=$1 out=$2
read -r -a variants <<<"$3"
mapfile -t workloads < <(grep -v '^$' "$bin/WORKLOADS")
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1
for r in $(seq 1 "${ROUNDS:-2}"); do
  mkdir -p "$out/r$r"
  for w in "${workloads[@]}"; do
    filter=${FILTER:-/dp}
    [ "$w" = chains ] && filter='/dp/(2|25)/'
    [ "$w" = default_losses ] && filter=${LOSSES_FILTER:-/dp}
    n=${#variants[@]}
    for i in $(seq 0 $((n - 1))); do
      v=${variants[$(( (i + r - 1) % n ))]}
      [ -x "$bin/$w.$v" ] || continue
      timeout -k 5 "${TIMEOUT_S:-60}" "$bin/$w.$v" --benchmark_filter="$filter" \
        --benchmark_out="$out/r$r/$w.$v.json" --benchmark_out_format=json \
        >"$out/r$r/$w.$v.log" 2>&1
      echo "r$r $w.$v rc=$?" >>"$out/rc.txt"
    done
  done
done
