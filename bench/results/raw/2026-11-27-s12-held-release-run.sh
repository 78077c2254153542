#!/usr/bin/env bash
# Session 12: held record release A/B (.held = the default with it, .noheld = -dpagg-hold-record-release=false).
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for w in ${WL:-probe_shapes coloring postpone_bfs spmv sssp triangles scalarize_struct default_losses tree quicksort}; do
  ROUNDS=${ROUNDS:-3} bash ../../bench/interleave.sh 'held noheld' "$w" \
    './{s}.{v} --benchmark_filter="/dp/" 2>&1 | grep -E "^[A-Za-z]+/dp/|ERROR|FAIL|error" | awk "{print \$1, \$2}" | sed "s/iterations:[0-9]*.manual_time//" | tr "\n" " "'
done
