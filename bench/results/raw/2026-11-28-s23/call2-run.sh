#!/bin/bash
# session 23 call 2: (a) the generator's warp-pair class with this plugin
# (call 1 unpacked it in the wrong place and ran nothing); (b) LateExit at 8
# to 1,056 parent blocks, uniform, with every eighth block 4x as long, and
# with those slow blocks launching nothing: .default, .grid, .block, .base,
# 3 interleaved rounds. Run from the repo root.
R=$PWD; S=$R/.gpu/s23
export LD_LIBRARY_PATH=$S/b:$LD_LIBRARY_PATH
O=$OUT/c2; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
export DPAGG_SEED=${DPAGG_SEED:-$(date +%s)}; echo "DPAGG_SEED=$DPAGG_SEED" >> $O/gpu.txt
s=$(date +%s)
timeout 150 bash utils/run-cdp-fuzz.sh $S/wpn/bin.tar.gz $O/wp-new.md > $O/wp-new.log 2>&1; echo "warp-pair new rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
s=$(date +%s)
ROUNDS=3 LOSSES_FILTER='LateExit/dp/(8|33|66|132|1056)/' TIMEOUT_S=150 timeout 400 bash bench/rounds.sh $S/b $O/late 'default grid block base' > $O/late.log 2>&1
echo "late rounds rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c2.tar.xz c2 && rm -rf $O
