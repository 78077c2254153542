#!/usr/bin/env bash
# Session 13: nested grid (e7a9ca8) against the previous default (8336b3b's plugin, "olddefault"),
# the new plugin with -dpagg-nested-grid=false ("nonested") and clang alone ("base"); interleaved.
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for w in "tree Tree/dp/" "quicksort QSort/dp/" "quadtree_build Quadtree/dp/" "tree Tree/flat/" "quicksort QSort/flat/" "quadtree_build Quadtree/flat/"; do
  set -- $w
  if [[ $2 == */flat/ ]]; then V=base; R=2; else V="base olddefault default nonested"; R=${ROUNDS:-4}; fi
  ROUNDS=$R bash ./interleave.sh "$V" "$1" \
    "timeout 120 ./{s}.{v} --benchmark_filter=\"$2\" 2>&1 | grep -E \"^$2|FAIL|rror\" | grep -o \"[A-Za-z]*/[a-z]*/[0-9/]*\\|median_ms=[0-9.]*\\|min_ms=[0-9.]*\\|FAIL.*\\|rror.*\" | tr \"\\n\" \" \""
done
