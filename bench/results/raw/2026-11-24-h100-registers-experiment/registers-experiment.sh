#!/bin/bash
# Interleaved timing of the register experiment (lead, issue 9 speed).
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for shape in "262144 16 16" "65536 64 16" "16384 512 16" "65536 64 256"; do
  for round in 1 2 3; do
    for v in old P0 P1 P2 P3; do
      echo "$shape r$round $v $(./probe.$v $shape 9 --only=naive 2>&1 | grep -E '^naive ' )"
    done
  done
done
for round in 1 2 3 4 5; do
  for v in old P0 P1 P2 P3; do echo "bfs r$round $v $(./bfs.$v 2>&1 | tr '\n' ' ')"; done
done
