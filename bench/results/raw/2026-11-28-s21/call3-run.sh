#!/bin/bash
# session 21 call 3: PrivStreams warp-in-a-loop diagnostics; the GPU test suite (two shards).
ROOT=$PWD
cd "$(dirname "$0")"; H=$PWD
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
O=$OUT/c3; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
F='PrivStreams/(dp|dp-null|dp-ff|dp-null-sync|dp-ff-sync|hand-warp-null|hand-warp-ff)/'
for r in 1 2 3; do
  ./private_stream_spmv.default --benchmark_filter="$F" --benchmark_out=$O/priv.default.r$r.json --benchmark_out_format=json > $O/priv.default.r$r.log 2>&1; rc=$?; echo "priv default r$r rc=$rc" >> $O/rc.txt
  if [ $r -le 2 ]; then for v in pool16m pool1g; do
    ./private_stream_spmv.$v --benchmark_filter='PrivStreams/(dp-null|dp-ff)/' --benchmark_out=$O/priv.$v.r$r.json --benchmark_out_format=json > $O/priv.$v.r$r.log 2>&1; rc=$?; echo "priv $v r$r rc=$rc" >> $O/rc.txt
  done; fi
done
cd $ROOT && mkdir -p .gpu && tar -C .gpu -xJf /tmp/s/gpubin.tar.xz && cp $H/COMMIT $H/BUILD-FAILURES .gpu/
SHARD=1/2 timeout 230 bash utils/run-gpu-tests.sh .gpu/bin $O/gpu-tests-1.md > $O/shard1.txt 2>&1; echo "shard1 rc=$?" >> $O/rc.txt
SHARD=2/2 timeout 230 bash utils/run-gpu-tests.sh .gpu/bin $O/gpu-tests-2.md > $O/shard2.txt 2>&1; echo "shard2 rc=$?" >> $O/rc.txt
tar -C $OUT -cJf $OUT/c3.tar.xz c3 && rm -rf $O
