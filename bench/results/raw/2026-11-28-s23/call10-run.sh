#!/bin/bash
# session 23 call 10: a differential run at the final default (seed 2325, 4
# files of 8 cases: auto-grid and rejoin-loops classes).
S=$PWD/.gpu/s23
O=$OUT/c10; mkdir -p $O
export DPAGG_SEED=${DPAGG_SEED:-$(date +%s)}; echo "DPAGG_SEED=$DPAGG_SEED" > $O/seed.txt
s=$(date +%s)
TIMEOUT_S=120 timeout 400 bash utils/run-cdp-fuzz.sh $S/ag/bin.tar.gz $O/ag.md > $O/ag.log 2>&1; echo "ag rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c10.tar.xz c10 && rm -rf $O
