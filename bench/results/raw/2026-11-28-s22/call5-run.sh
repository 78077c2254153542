#!/bin/bash
# session 22 call 5: LateExit under the auto-grid threshold only (calls 3
# and 4 filtered with FILTER, which rounds.sh does not apply to
# default_losses: LOSSES_FILTER does; every process ran the whole workload
# and hit its time limit). 2 rounds of .default, .grid, .block.
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
O=$OUT/c5; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
mkdir -p rl; cp default_losses.default default_losses.grid default_losses.block libbenchmark.so.1debian rl/; echo default_losses > rl/WORKLOADS
ROUNDS=2 LOSSES_FILTER='LateExit/dp/(8|33|66|132)/' TIMEOUT_S=20 timeout 75 bash ./rounds.sh rl $O/late 'default grid block' > $O/late.log 2>&1
echo "late rounds rc=$?" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c5.tar.xz c5 && rm -rf $O
