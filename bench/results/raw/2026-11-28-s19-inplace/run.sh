#!/bin/bash
# session 19 call 1: in place with one round trip a step (ef699d8+). From the repo root:
#   bash .gpu/s19/run.sh
# 1. chains A/B (base, s18's in place, this in place, pao, flat), interleaved rounds;
# 2. chain tests; 3. red team ip_* and ip_s19_*; 4. the GPU suite, both shards at once.
S=.gpu/s19; R=$OUT; exec > >(tee -a $OUT/log.txt) 2>&1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(cd $S && tar -xJf b.tar.xz) || exit 1
B=$S/b; export LD_LIBRARY_PATH=$PWD/$B:$LD_LIBRARY_PATH
(cd .gpu && rm -rf bin && tar -xJf ../$S/suite.tar.xz) || exit 1
T=.gpu/bin
bench() { echo "== chains.$1 round $2"; timeout 60 $B/chains.$1 --benchmark_filter="$3" 2>&1 | grep -E '^[A-Za-z]+/(dp|flat)/|FAIL|ERROR|wrong' | awk '{print $1, $2, $3}'; }
for r in 1 2 3; do
  for b in base s18 default; do bench $b $r '/dp/(2|25)/'; done
done
bench pao 1 '/dp/(2|25)/'
bench default 1 '/flat/(2|25)/'
run() { echo "== $*"; timeout 120 "$@" > /tmp/last.txt 2>&1; rc=$?; tail -4 /tmp/last.txt; echo "rc=$rc"; }
run $T/promote_chain.dpagg 2 25 3000 100000 25x4
for b in base dpagg pao; do run $T/promote_chain.$b --time 1000; done
run $B/promote_chain.s18 --time 1000
run $T/tail_chain_scan.dpagg
run $T/tail_chain_unbounded.budget 5000
run $T/tail_chain_unbounded.dpagg runs
if [ -f $S/ip.tar.xz ]; then (cd $S && tar -xJf ip.tar.xz) && TIMEOUT_S=60 bash $S/ip/run.sh 2>&1 | tail -80; fi
TIMEOUT_S=25 SHARD=1/2 bash utils/run-gpu-tests.sh .gpu/bin $R/shard1.md > /tmp/shard1.log 2>&1 &
TIMEOUT_S=25 SHARD=2/2 bash utils/run-gpu-tests.sh .gpu/bin $R/shard2.md > /tmp/shard2.log 2>&1
wait
tail -3 /tmp/shard1.log /tmp/shard2.log; grep -h "FAIL\|TIMEOUT\|CUDAERR\|missing" $R/shard1.md $R/shard2.md | head -20
