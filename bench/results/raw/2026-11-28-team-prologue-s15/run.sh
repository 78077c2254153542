#!/bin/bash
# Session 15 A/B: old = e79d6b7's plugin (thread 0 reads the record), new = the warp-wide prologue (team).
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
G='grep -o "^[A-Za-z]*/[a-z-]*/[0-9/]*\|median_ms=[0-9.]*[kmu]\?\|min_ms=[0-9.]*[kmu]\?\|ERROR.*\|FAIL.*\|wrong.*"'
R=${ROUNDS:-3}
for w in probe_shapes:Probe coloring:Coloring spmv:SpMV postpone_bfs:BFS scalarize_struct:Struct triangles:TC sssp:SSSP tree:Tree quadtree_build:Quadtree quicksort:QSort default_losses: bezier:Bezier; do
  b=${w%%:*}; f=${w##*:}
  ROUNDS=$R bash ./interleave.sh 'old new' '' "timeout 90 ./$b.{v} --benchmark_filter='^$f[A-Za-z]*/dp/' 2>&1 | $G"
done
