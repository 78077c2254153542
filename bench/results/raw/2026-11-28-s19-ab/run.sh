#!/bin/bash
# session 19 call 3: why the default loses to grid scope on the H200 (suite run 3703c77): default, grid,
# noserial (serialization off) and ag1 (-dpagg-auto-grid=1) of five workloads, 3 interleaved rounds.
S=.gpu/s19ab; (cd $S && tar -xJf ab.tar.xz) || exit 1; B=$S/ab; export LD_LIBRARY_PATH=$PWD/$B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for r in 1 2 3; do for w in probe_shapes postpone_bfs coloring spmv default_losses; do
  f='/dp/'; [ $w = default_losses ] && f='(HeavyChild|LateExit)/dp/'
  for v in default grid noserial ag1; do
    echo "== $w.$v round $r"; timeout 60 $B/$w.$v --benchmark_filter="$f" 2>&1 | grep -E '/dp/|FAIL|ERROR|wrong' | awk '{print $1, $2, $3}'
  done; done; done
