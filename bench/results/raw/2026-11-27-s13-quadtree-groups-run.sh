#!/usr/bin/env bash
# Session 13: Quadtree per group of k blocks at every level (multiblock, k = 1, 4, 16, 64), per grid
# (grid), per warp through the runtime with nothing merged (gridreq: grid asked, block meeting
# required, so the divergent single launcher stays per warp: each launch alone, its child a clone),
# the default (as written) and clang alone; interleaved, suffixes kept.
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
ROUNDS=${ROUNDS:-5} bash ./interleave.sh "base default gridreq mb1 mb4 mb16 mb64 grid" quadtree_build \
  "timeout 120 ./{s}.{v} --benchmark_filter=\"Quadtree/dp/\" 2>&1 | grep -E \"^Quadtree/dp/|FAIL|rror\" | grep -o \"[A-Za-z]*/[a-z]*/[0-9/]*\\|median_ms=[0-9.]*[kmu]\\?\\|min_ms=[0-9.]*[kmu]\\?\\|FAIL.*\\|rror.*\" | tr \"\\n\" \" \""
