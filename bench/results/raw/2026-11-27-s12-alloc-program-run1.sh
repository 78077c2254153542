#!/usr/bin/env bash
# Session 12, call 1: program-mode allocation aggregation (issue 25).
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for t in alloc_program.base alloc_program.dpagg alloc_program.program alloc_scratch.base alloc_scratch.alloc; do
  s=$(date +%s.%N); timeout 60 ./$t > $t.log 2>&1; rc=$?; e=$(date +%s.%N)
  echo "TEST $t rc=$rc $(tail -1 $t.log) ($(echo "$e - $s" | bc) s)"
done
for r in 1 2; do for b in base alloc; do ./alloc_scratch.$b bench 2>&1 | grep "bench:" | sed "s/^/r$r $b /"; done; done
ROUNDS=3 bash ../../bench/interleave.sh 'base default alloc base_ptds default_ptds alloc_ptds' '' \
  './bezier.{v} --benchmark_filter="^Bezier/dp/" 2>&1 | grep -E "^Bezier|ERROR|FAIL" | awk "{print \$1, \$2, \$3}" | tr "\n" " "'
for v in base alloc; do ./bezier.$v --benchmark_filter='^Bezier/(flat|hand)/' 2>&1 | grep -E "^Bezier|ERROR|FAIL" | awk -v v=$v '{print v, $1, $2, $3}'; done
