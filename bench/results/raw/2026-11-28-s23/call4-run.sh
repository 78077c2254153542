#!/bin/bash
# session 23 call 4: (a) the generator's rejoin-loops class (seed 2323, 4
# files of 8 cases) with this plugin (base, dpagg, warp); (b) the same with
# the plugin before the nested-exit fix (86da2e0), .dpagg, one process per
# goto case (8 s) and per file (30 s); (c) a differential run with the loop
# classes (seed 2324, 6 files of 12 cases: ptds-loops, diverged-lanes,
# rejoin-loops and the default mix). Run from the repo root.
R=$PWD; S=$R/.gpu/s23
O=$OUT/c4; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
export DPAGG_SEED=${DPAGG_SEED:-$(date +%s)}; echo "DPAGG_SEED=$DPAGG_SEED" >> $O/gpu.txt
s=$(date +%s)
TIMEOUT_S=60 timeout 200 bash utils/run-cdp-fuzz.sh $S/rl/bin.tar.gz $O/rl.md > $O/rl.log 2>&1; echo "rejoin-loops new rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
export LD_LIBRARY_PATH=$S/rlpre:$LD_LIBRARY_PATH
for fc in 000:3 000:4 001:3 001:5 002:6 003:3 003:7; do
  f=${fc%:*}; c=${fc#*:}
  s=$(date +%s); timeout -k 2 8 stdbuf -oL $S/rlpre/cdpfuzz_2323_$f.dpagg $c > $O/rlpre.$f.$c.log 2>&1; rc=$?
  echo "rejoin-loops prefix dpagg file $f case $c rc=$rc $(( $(date +%s) - s )) s" >> $O/tests.txt
done
for f in 000 001 002 003; do
  s=$(date +%s); timeout -k 2 30 stdbuf -oL $S/rlpre/cdpfuzz_2323_$f.dpagg > $O/rlpre.$f.log 2>&1; rc=$?
  echo "rejoin-loops prefix dpagg file $f rc=$rc $(( $(date +%s) - s )) s" >> $O/tests.txt
done
s=$(date +%s)
TIMEOUT_S=120 timeout 280 bash utils/run-cdp-fuzz.sh $S/lf/bin.tar.gz $O/lf.md > $O/lf.log 2>&1; echo "loop classes rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c4.tar.xz c4 && rm -rf $O
