#!/bin/bash
# Serialization calibration: 5 workloads x {base, default, serial(auto), serial16..1024}, dp rows
# (base: all rows), 2 rounds interleaved, then the table (summarize.py). Budget BUDGET_S (default 250).
cd "$(dirname "$0")"; J=${OUT:-/tmp}/sb-json; mkdir -p $J
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
start=$(date +%s); B=${BUDGET_S:-250}
V="base default serial serial16 serial64 serial256 serial1024"
for round in 1 2; do
  for w in coloring postpone_bfs probe_shapes scalarize_struct sssp; do for v in $V; do
    [ $(( $(date +%s)-start )) -gt $B ] && { echo "budget: skip $w.$v r$round"; continue; }
    f='/dp/'; [ $v = base ] && f='.'
    LD_LIBRARY_PATH=. timeout 60 ./$w.$v --benchmark_filter="$f" --benchmark_repetitions=3 \
      --benchmark_out=$J/$w.$v.r$round.json --benchmark_out_format=json > $J/$w.$v.r$round.txt 2>&1
    rc=$?; [ $rc -ne 0 ] && echo "!! $w.$v r$round rc=$rc: $(tail -3 $J/$w.$v.r$round.txt | tr '\n' ' ')"
    grep -i "fail\|wrong\|mismatch" $J/$w.$v.r$round.txt | head -2
  done; done
  echo "round $round done at $(( $(date +%s)-start ))s"
done
python3 summarize.py $J "$V"
