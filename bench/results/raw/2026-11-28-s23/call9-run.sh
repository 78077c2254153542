#!/bin/bash
# session 23 call 9: the few-waves floor at 128 blocks by default. (a) the
# GPU test block_last_exit (every variant), whose device code the new
# default changes; (b) LateExit at every configuration but the largest:
# .old (the floor off, 40730ee), .default (floor 128), .grid, .block, .base,
# 3 interleaved rounds.
S=$PWD/.gpu/s23
O=$OUT/c9; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
s=$(date +%s)
ONLY='^block_last_exit$' TIMEOUT_S=90 timeout 200 bash utils/run-gpu-tests.sh $S/ble $O/gpu.md > $O/gpu.log 2>&1
echo "gpu tests rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
s=$(date +%s)
ROUNDS=3 LOSSES_FILTER='LateExit/dp/(8|33|66|132|1056)/' TIMEOUT_S=120 timeout 340 bash bench/rounds.sh $S/l $O/late 'old default grid block base' > $O/late.log 2>&1
echo "late rounds rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c9.tar.xz c9 && rm -rf $O
