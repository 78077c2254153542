#!/usr/bin/env bash
# Session 13: auto grid sites at the last exit per grid (7224257) against the suite's default (df6ea3e,
# per block at the last exit) and clang alone; TC, Bezier, the default_losses workloads; interleaved.
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
one() {
  ROUNDS=${ROUNDS:-4} bash ./interleave.sh "$3" "$1" \
    "timeout 120 ./{s}.{v} --benchmark_filter=\"$2\" 2>&1 | grep -E \"/dp/|FAIL\" | grep -o \"[A-Za-z]*/[a-z]*/[0-9/]*\\|median_ms=[0-9.]*[kmu]\\?\\|min_ms=[0-9.]*[kmu]\\?\\|FAIL.*\" | tr \"\\n\" \" \""
}
one triangles TC/dp/ "base olddefault default"
one bezier Bezier/dp/ "olddefault default"
one default_losses /dp/ "olddefault default"
