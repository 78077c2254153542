#!/bin/bash
# Session 16: P and PO past the pending-launch limit (the tail continuation, K.dpagg.tail).
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD:$LD_LIBRARY_PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
run() { echo "== $*"; timeout 300 "$@" 2>&1 | tail -4; echo "rc=${PIPESTATUS[0]}"; }
run ./promote_chain.base 2 25 25x4
run ./promote_chain.base 3000
run ./promote_chain.dpagg 2 25 3000 100000 25x4
run ./promote_chain.p 2 25 2000 3000 100000 25x4
run ./promote_chain.p_nest8 2 25 3000 100000 25x4
run ./promote_chain.po 2 25 2000 3000 100000 25x4
run ./promote_chain.po_nest8 2 25 3000 100000 25x4
run ./promote_chain.pa 2 25 3000 100000 25x4
run ./promote_chain.pao 2 25 3000 100000 25x4
for b in base dpagg p po pa pao; do run ./promote_chain.$b --time 1000; done
for b in base default p po pao; do
  echo "== chains.$b"
  timeout 400 ./chains.$b --benchmark_filter='/dp/' 2>&1 | grep -o "^[A-Za-z]*/dp/[0-9]*\|median_ms=[0-9.]*\|ERROR.*\|FAIL.*\|wrong.*\|  *[0-9.]* ms  *[0-9.]* ms" | paste - - | head -40
done
