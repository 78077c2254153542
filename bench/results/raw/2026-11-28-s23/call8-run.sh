#!/bin/bash
# session 23 call 8: LateExit with every eighth block 32x as long (the red
# team's unbounded skew), launching or not: .default, .grid, .block, .base,
# 3 interleaved rounds.
S=$PWD/.gpu/s23
O=$OUT/c8; mkdir -p $O
s=$(date +%s)
ROUNDS=3 LOSSES_FILTER='LateExit/dp/(33|132|1056)/32/' TIMEOUT_S=120 timeout 540 bash bench/rounds.sh $S/l $O/late 'default grid block base' > $O/late.log 2>&1
echo "late rounds rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c8.tar.xz c8 && rm -rf $O
