#!/bin/bash
# session 22 call 1: (a) the warp-sync rule on the GPU: test/GPU/warp_sync_pairs
# built with this session's plugin (base, dpagg, warp, grid) and with the
# plugin before the rule (0360ff9: old = default, oldgrid = -dpagg-scope=grid),
# one process per form so that a hang hides nothing; the generator's
# warp-pair class built with both plugins. (b) the tail-release diagnostic
# (probe_shapes.grid against .gridtail, interleaved rounds). (c) PrivStreams:
# dp-ff-join and the timeline.
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
O=$OUT/c1; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
export DPAGG_SEED=${DPAGG_SEED:-$(date +%s)}; echo "DPAGG_SEED=$DPAGG_SEED" >> $O/gpu.txt
# (a)
for v in base dpagg warp grid old oldgrid; do
  for f in callee mask uniform syncthreads; do
    s=$(date +%s.%N)
    timeout -k 5 20 ./ws/warp_sync_pairs.$v $f > $O/ws.$v.$f.log 2>&1; rc=$?
    e=$(date +%s.%N)
    echo "warp_sync_pairs.$v $f rc=$rc $(awk "BEGIN{printf \"%.1f\", $e - $s}") s" >> $O/tests.txt
  done
done
for w in new old; do
  TIMEOUT_S=30 bash ./run-cdp-fuzz.sh wp-$w/bin.tar.gz $O/wp-$w.md > $O/wp-$w.log 2>&1; rc=$?
  echo "warp-pair $w rc=$rc" >> $O/tests.txt
done
# (b)
mkdir -p rb; cp tail/probe_shapes.grid tail/probe_shapes.gridtail rb/; cp libbenchmark.so.1debian rb/; echo probe_shapes > rb/WORKLOADS
ROUNDS=5 FILTER='Probe/(dp|hand-grid)/' TIMEOUT_S=90 bash ./rounds.sh rb $O/tail 'grid gridtail' > $O/tail.log 2>&1
echo "tail rounds rc=$?" >> $O/tests.txt
# (c)
for r in 1 2; do
  ./private_stream_spmv.default --benchmark_filter='PrivStreams/(dp-ff|dp-ff-sync|dp-ff-join|hand-warp-ff|hand-warp-null|dp-null)/' --benchmark_out=$O/ps$r.json --benchmark_out_format=json > $O/ps$r.log 2>&1
  echo "privstreams $r rc=$?" >> $O/tests.txt
done
timeout 60 ./privstreams_timeline 262144 9 > $O/tl262144.log 2>&1; echo "timeline 262144 rc=$?" >> $O/tests.txt
timeout 60 ./privstreams_timeline 65536 9 > $O/tl65536.log 2>&1; echo "timeline 65536 rc=$?" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c1.tar.xz c1 && rm -rf $O
