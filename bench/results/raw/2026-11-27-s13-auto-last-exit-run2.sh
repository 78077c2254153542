#!/usr/bin/env bash
# Session 13: the auto grid rule at the last exit with its cost rule (loopsAfterLaunch; "default2") against
# 7224257 ("default": every auto site at the last exit per grid) and df6ea3e ("olddefault": per block).
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
one() {
  ROUNDS=${ROUNDS:-3} bash ./interleave.sh "$3" "$1" \
    "timeout 120 ./{s}.{v} --benchmark_filter=\"$2\" 2>&1 | grep -E \"/dp/|FAIL\" | grep -o \"[A-Za-z]*/[a-z]*/[0-9/]*\\|median_ms=[0-9.]*[kmu]\\?\\|min_ms=[0-9.]*[kmu]\\?\\|FAIL.*\" | tr \"\\n\" \" \""
}
one triangles TC/dp/ "olddefault default default2"
one default_losses "LateExit/dp/|TailChild/dp/|SkewPostpone/dp/" "olddefault default default2"
