#!/bin/bash
# Issue 9 speed: previous head (aa2205f, "old") against the tree with fitted
# register bounds ("new"), interleaved rounds.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
R=${ROUNDS:-11}
for shape in "262144 16 16" "65536 64 16" "16384 512 16" "65536 64 256"; do
  for round in $(seq 1 $R); do
    for v in old new la lar; do
      echo "$shape r$round $v $(./probe.$v $shape 9 --only=naive 2>&1 | grep -E '^naive ' )"
    done
  done
done
for round in $(seq 1 $R); do
  for v in old new la lar; do echo "bfs r$round $v $(./bfs.$v 2>&1 | grep -o 'best of 3: [0-9.]* ms\|PASS\|FAIL' | tr '\n' ' ')"; done
done
