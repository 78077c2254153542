#!/bin/bash
# session 22 call 2: call 1 ran out of time in the warp-pair programs, which
# hang in every build, base included. (a) one case per process, base build,
# file 0, 6 s each: which forms hang. (b) the tail-release diagnostic and
# (c) PrivStreams, as call 1 meant to.
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
O=$OUT/c2; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
export DPAGG_SEED=${DPAGG_SEED:-$(date +%s)}; echo "DPAGG_SEED=$DPAGG_SEED" >> $O/gpu.txt
mkdir -p wpb && tar -C wpb -xzf wp-new/bin.tar.gz
for f in 000 002; do for c in 0 1 2 3 4 5 6 7; do
  timeout -k 2 6 ./wpb/bin/cdpfuzz_2211_$f.base $c > $O/wp.$f.$c.log 2>&1; echo "wp base $f case $c rc=$?" >> $O/tests.txt
done; done
mkdir -p rb; cp tail/probe_shapes.grid tail/probe_shapes.gridtail rb/; cp libbenchmark.so.1debian rb/; echo probe_shapes > rb/WORKLOADS
ROUNDS=5 FILTER='Probe/(dp|hand-grid)/' TIMEOUT_S=90 bash ./rounds.sh rb $O/tail 'grid gridtail' > $O/tail.log 2>&1
echo "tail rounds rc=$?" >> $O/tests.txt
for r in 1 2; do
  timeout 120 ./private_stream_spmv.default --benchmark_filter='PrivStreams/(dp-ff|dp-ff-sync|dp-ff-join|hand-warp-ff|hand-warp-null|dp-null)/' --benchmark_out=$O/ps$r.json --benchmark_out_format=json > $O/ps$r.log 2>&1
  echo "privstreams $r rc=$?" >> $O/tests.txt
done
timeout 60 ./privstreams_timeline 262144 9 > $O/tl262144.log 2>&1; echo "timeline 262144 rc=$?" >> $O/tests.txt
timeout 60 ./privstreams_timeline 65536 9 > $O/tl65536.log 2>&1; echo "timeline 65536 rc=$?" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c2.tar.xz c2 && rm -rf $O
