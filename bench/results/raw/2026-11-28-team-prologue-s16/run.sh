#!/bin/bash
# Session 16 A/B: old = thread 0 reads the record (main), new = the warp-wide prologue (team patch), same plugin.
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
G='grep -o "^[A-Za-z]*/[a-z-]*/[0-9/]*\|median_ms=[0-9.]*[kmu]\?\|min_ms=[0-9.]*[kmu]\?\|ERROR.*\|FAIL.*\|wrong.*"'
R=${ROUNDS:-20}
for w in postpone_bfs:BFS default_losses:SkewMold; do
  b=${w%%:*}; f=${w##*:}
  ROUNDS=$R bash ./interleave.sh 'old new' '' "timeout 60 ./$b.{v} --benchmark_filter='^$f[A-Za-z]*/dp/' 2>&1 | $G"
done
R=${ROUNDS2:-5}
for w in coloring:Coloring probe_shapes:Probe; do
  b=${w%%:*}; f=${w##*:}
  ROUNDS=$R bash ./interleave.sh 'old new' '' "timeout 60 ./$b.{v} --benchmark_filter='^$f[A-Za-z]*/dp/' 2>&1 | $G"
done
