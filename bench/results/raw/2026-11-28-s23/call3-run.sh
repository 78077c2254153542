#!/bin/bash
# session 23 call 3: the warp rejoin. (a) the GPU tests whose PTX the rejoin
# changes (10 files, every variant) and the new warp_rejoin_loops; (b) the
# red team's rj_* programs: .base, .prefix (the plugin before the nested-exit
# fix, b8f582c^), .dpagg (with it); (c) PrivStreams and LoopBarrier with the
# rejoin (.new) against the build before it (.old) and without DPAgg
# (.base), 3 interleaved rounds. Run from the repo root.
R=$PWD; S=$R/.gpu/s23
export LD_LIBRARY_PATH=$S/b:$LD_LIBRARY_PATH
O=$OUT/c3; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
export DPAGG_SEED=${DPAGG_SEED:-$(date +%s)}; echo "DPAGG_SEED=$DPAGG_SEED" >> $O/gpu.txt
s=$(date +%s)
mkdir -p $S/g && tar -C $S/g -xJf $S/g.tar.xz
ONLY='^(as_written_beside_aggregated|irreducible_launch_chain|loop_single_launcher|null_stream_pool_full|pool_pressure_mst|private_streams|ptds_loop_order|sparse_launch|stream_order_per_thread|warp_rejoin_loops)$' TIMEOUT_S=60 timeout 330 bash utils/run-gpu-tests.sh $S/g $O/gpu.md > $O/gpu.log 2>&1
echo "gpu tests rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
for f in $S/rj/*.base $S/rj/*.prefix $S/rj/*.dpagg; do
  s=$(date +%s); timeout -k 2 30 $f > $O/$(basename $f).log 2>&1; rc=$?
  echo "$(basename $f) rc=$rc $(( $(date +%s) - s )) s" >> $O/tests.txt
done
s=$(date +%s)
ROUNDS=3 FILTER='PrivStreams/(dp|dp-ff|dp-null|dp-optout)/' LOSSES_FILTER='LoopBarrier/' TIMEOUT_S=90 timeout 200 bash bench/rounds.sh $S/r $O/rounds 'old new base' > $O/rounds.log 2>&1
echo "rounds rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c3.tar.xz c3 && rm -rf $O
