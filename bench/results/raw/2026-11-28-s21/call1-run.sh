#!/bin/bash
# session 21 call 1: PrivStreams hand-warp, LateExit waves, per-thread-stream builds
ROOT=$PWD
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
O=$OUT/c1; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
for r in 1 2 3; do
  ./private_stream_spmv.default --benchmark_filter='PrivStreams/' --benchmark_out=$O/priv.r$r.json --benchmark_out_format=json > $O/priv.r$r.log 2>&1; echo "priv r$r rc=$?" >> $O/rc.txt
done
ROUNDS=3 LOSSES_FILTER='LateExit/dp/' TIMEOUT_S=120 timeout 480 bash $ROOT/bench/rounds.sh . $O/rounds 'default grid base default_ptds'
echo "rounds rc=$?" >> $O/rc.txt
tar -C $OUT -cJf $OUT/c1.tar.xz c1 && rm -rf $O
