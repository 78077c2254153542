#!/bin/bash
# Moldable pair at a51c21c: off / auto (whole clone unless cut) / on, and the
# build without DPAgg; interleaved rounds.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for s in "262144 16" "65536 64" "16384 512" "4096 4096"; do
  for r in $(seq 1 ${ROUNDS:-7}); do
    for v in off auto on; do
      echo "$s r$r $v $(./moldable.$v $s 16 7 2>&1 | grep -o 'median_ms=[0-9.]* min_ms=[0-9.]* [a-zA-Z]*$')"
    done
  done
  echo "$s r1 base $(./moldable.base $s 16 7 2>&1 | grep -o 'median_ms=[0-9.]* min_ms=[0-9.]* [a-zA-Z]*$')"
done
