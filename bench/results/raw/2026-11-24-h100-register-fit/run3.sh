#!/bin/bash
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for shape in "262144 16 16" "65536 64 16"; do
  for round in $(seq 1 9); do
    for v in old new drop-all drop-parents drop-clones; do
      echo "$shape r$round $v $(./probe.$v $shape 9 --only=naive 2>&1 | grep -E '^naive ' )"
    done
  done
done
