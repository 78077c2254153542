#!/usr/bin/env bash
# Session 12, call 2: Bezier with program-mode allocation aggregation.
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
ROUNDS=3 bash ../../bench/interleave.sh 'base default alloc base_ptds default_ptds alloc_ptds' '' \
  './bezier.{v} --benchmark_filter="^Bezier/dp/" 2>&1 | grep -E "^Bezier|ERROR|FAIL|error" | awk "{print \$1, \$2, \$3}" | tr "\n" " "'
for v in base alloc; do ./bezier.$v --benchmark_filter='^Bezier/(flat|hand)/' 2>&1 | grep -E "^Bezier|ERROR|FAIL|error" | awk -v v=$v '{print v, $1, $2, $3}'; done
