#!/bin/bash
# session 21 call 4: the runtime after groupsFor (1ec61c1): GPU tests of last-exit and grid scope, LateExit once.
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
O=$OUT/c4; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
for t in t/*; do n=${t#t/}; timeout 120 $t > $O/$n.log 2>&1; rc=$?; echo "$n rc=$rc" >> $O/tests.txt; done
./default_losses.default --benchmark_filter='LateExit/dp/' --benchmark_out=$O/late.json --benchmark_out_format=json > $O/late.log 2>&1; rc=$?; echo "late rc=$rc" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c4.tar.xz c4 && rm -rf $O
