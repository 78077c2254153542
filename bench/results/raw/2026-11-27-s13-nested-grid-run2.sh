#!/usr/bin/env bash
# Session 13, final: the default at adc2c55 ("default") against 8336b3b's plugin ("olddefault") and clang
# alone ("base"); Quadtree also at -dpagg-scope=grid ("grid": per grid at every level, single launchers
# included, in the clones too). Interleaved; counters keep Google Benchmark's k/m/u suffixes.
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for w in "tree Tree/dp/" "quicksort QSort/dp/" "quadtree_build Quadtree/dp/"; do
  set -- $w
  V="base olddefault default"; [ "$1" = quadtree_build ] && V="base olddefault default grid"
  ROUNDS=${ROUNDS:-4} bash ./interleave.sh "$V" "$1" \
    "timeout 120 ./{s}.{v} --benchmark_filter=\"$2\" 2>&1 | grep -E \"^$2|FAIL|rror\" | grep -o \"[A-Za-z]*/[a-z]*/[0-9/]*\\|median_ms=[0-9.]*[kmu]\\?\\|min_ms=[0-9.]*[kmu]\\?\\|FAIL.*\\|rror.*\" | tr \"\\n\" \" \""
done
