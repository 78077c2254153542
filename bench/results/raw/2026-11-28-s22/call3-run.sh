#!/bin/bash
# session 22 call 3: (a) the fixed warp-pair class (seed 2212, 4 files of 8
# cases) built with this session's plugin: base, dpagg, warp; (b) the same
# with the plugin before the warp-sync rule (0360ff9), .dpagg one file per
# process, 15 s each; (c) LateExit at 8 to 4,224 parent blocks, uniform and
# with every eighth block 4x as long: .default, .grid, .block, 3
# interleaved rounds.
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
O=$OUT/c3; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
export DPAGG_SEED=${DPAGG_SEED:-$(date +%s)}; echo "DPAGG_SEED=$DPAGG_SEED" >> $O/gpu.txt
TIMEOUT_S=30 bash ./run-cdp-fuzz.sh wp2/bin.tar.gz $O/wp2.md > $O/wp2.log 2>&1; echo "warp-pair new rc=$?" >> $O/tests.txt
mkdir -p wp2o && tar -C wp2o -xzf wp2old/bin.tar.gz
for f in 000 001 002 003; do
  for c in 0 1 2 3 4 5 6 7; do
    timeout -k 2 8 ./wp2o/bin/cdpfuzz_2212_$f.dpagg $c > $O/wp2old.$f.$c.log 2>&1; echo "warp-pair old dpagg $f case $c rc=$?" >> $O/tests.txt
  done
done
mkdir -p rl; cp default_losses.default default_losses.grid default_losses.block libbenchmark.so.1debian rl/; echo default_losses > rl/WORKLOADS
ROUNDS=3 FILTER='LateExit/dp/' TIMEOUT_S=90 bash ./rounds.sh rl $O/late 'default grid block' > $O/late.log 2>&1
echo "late rounds rc=$?" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c3.tar.xz c3 && rm -rf $O
