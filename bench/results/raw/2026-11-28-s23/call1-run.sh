#!/bin/bash
# session 23 call 1: (a) the generator's warp-pair class (seed 2313, 4 files
# of 4 cases) built with this plugin (base, dpagg, warp) and with 0360ff9's
# (the plugin before the warp-sync rule): .dpagg one file per process, 30 s.
# (b) PrivStreams dp-ff-ballot next to dp-ff and dp-ff-sync, two processes.
# Run from the repo root.
R=$PWD; S=$R/.gpu/s23
export LD_LIBRARY_PATH=$S/b:$LD_LIBRARY_PATH
O=$OUT/c1; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
export DPAGG_SEED=${DPAGG_SEED:-$(date +%s)}; echo "DPAGG_SEED=$DPAGG_SEED" >> $O/gpu.txt
s=$(date +%s)
bash utils/run-cdp-fuzz.sh $S/wp-new.tar.gz $O/wp-new.md > $O/wp-new.log 2>&1; echo "warp-pair new rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
mkdir -p $S/wpo && tar -C $S/wpo -xzf $S/wp-old.tar.gz
for f in 000 001 002 003; do
  s=$(date +%s)
  timeout -k 2 30 stdbuf -oL $S/wpo/bin/cdpfuzz_2313_$f.dpagg > $O/wp-old.$f.log 2>&1; rc=$?
  echo "warp-pair old dpagg $f rc=$rc $(( $(date +%s) - s )) s" >> $O/tests.txt
done
for r in 1 2; do
  timeout 150 $S/b/private_stream_spmv.default --benchmark_filter='PrivStreams/(dp|dp-ff|dp-ff-sync|dp-ff-ballot|hand-warp-ff)/' --benchmark_out=$O/ps$r.json --benchmark_out_format=json > $O/ps$r.log 2>&1
  echo "privstreams default $r rc=$?" >> $O/tests.txt
done
timeout 150 $S/b/private_stream_spmv.base --benchmark_filter='PrivStreams/(dp|dp-ff)/' --benchmark_out=$O/psbase.json --benchmark_out_format=json > $O/psbase.log 2>&1
echo "privstreams base rc=$?" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c1.tar.xz c1 && rm -rf $O
