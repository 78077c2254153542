#!/bin/bash
# session 21 call 2: LateExit few-waves gate (new default vs old default vs grid), PrivStreams diagnostics,
# BFS base/base_ptds, GPU tests of grid and last-exit scope.
ROOT=$PWD
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
O=$OUT/c2; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
for t in t/*; do timeout 120 $t > $O/$(basename $t).log 2>&1; echo "$(basename $t) rc=$?" >> $O/tests.txt; done
for r in 1 2 3; do
  for v in default held pack; do
    ./private_stream_spmv.$v --benchmark_filter='PrivStreams/(dp|dp-null|dp-ff|hand-warp-null|hand-warp-ff)/' --benchmark_out=$O/priv.$v.r$r.json --benchmark_out_format=json > $O/priv.$v.r$r.log 2>&1; echo "priv $v r$r rc=$?" >> $O/rc.txt
  done
done
ROUNDS=3 LOSSES_FILTER='LateExit/dp/' FILTER='BFS/dp/' TIMEOUT_S=120 timeout 360 bash $ROOT/bench/rounds.sh . $O/rounds 'default old grid base base_ptds default_ptds'
echo "rounds rc=$?" >> $O/rc.txt
tar -C $OUT -cJf $OUT/c2.tar.xz c2 && rm -rf $O
