#!/bin/bash
# session 22 call 4: (a) LateExit rounds (call 3's part c, which its time
# limit cut); (b) the fixed warp-pair class, file 000, .base: each case
# alone, timed, then the whole file line-buffered, to see where a whole
# file stops.
cd "$(dirname "$0")"
export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
O=$OUT/c4; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
export DPAGG_SEED=${DPAGG_SEED:-$(date +%s)}; echo "DPAGG_SEED=$DPAGG_SEED" >> $O/gpu.txt
mkdir -p rl; cp default_losses.default default_losses.grid default_losses.block libbenchmark.so.1debian rl/; echo default_losses > rl/WORKLOADS
ROUNDS=3 FILTER='LateExit/dp/' TIMEOUT_S=60 bash ./rounds.sh rl $O/late 'default grid block' > $O/late.log 2>&1
echo "late rounds rc=$?" >> $O/tests.txt
mkdir -p wp2n && tar -C wp2n -xzf wp2/bin.tar.gz
for c in 0 1 2 3 4 5 6 7; do
  s=$(date +%s.%N); timeout -k 2 10 ./wp2n/bin/cdpfuzz_2212_000.base $c > $O/wp.$c.log 2>&1; rc=$?; e=$(date +%s.%N)
  echo "wp base 000 case $c rc=$rc $(awk "BEGIN{printf \"%.1f\", $e - $s}") s" >> $O/tests.txt
done
s=$(date +%s.%N); timeout -k 2 40 stdbuf -oL ./wp2n/bin/cdpfuzz_2212_000.base > $O/wp.all.log 2>&1; rc=$?; e=$(date +%s.%N)
echo "wp base 000 all rc=$rc $(awk "BEGIN{printf \"%.1f\", $e - $s}") s" >> $O/tests.txt
cat $O/wp.all.log >> $O/tests.txt
tar -C $OUT -cJf $OUT/c4.tar.xz c4 && rm -rf $O
