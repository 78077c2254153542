#!/bin/bash
# Session 9's runs (README, "Session 9"): v2_mix's modes, then
# null_stream_pool_full with the watchdog runtime and with the gate.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for lim in "" 100352; do for m in 0 1 2 3 4 5 6 7 8 9 10 11; do for r in 1 2; do
  echo "== v2_mix mode $m limit ${lim:-default} run $r"
  WATCHDOG=6 timeout 30 ./v2_mix $m 16384 65536 $lim | tail -4; echo "rc=${PIPESTATUS[0]}"
done; done; done
for v in wd_warp_32m wd_warp_512m wd_dpagg_32m gate_dpagg gate_warp gate_pool1m gate_pool64k gate_tiny gate_warp_tiny; do
  [ -x $v ] || continue
  for r in 1 2 3; do
    echo "== $v run $r"; s=$(date +%s%N); timeout 20 ./$v 2>&1 | grep -v "^ok" | head -30
    echo "rc=${PIPESTATUS[0]} $(( ($(date +%s%N)-s)/1000000 )) ms"
  done
done
