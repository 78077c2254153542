#!/usr/bin/env bash
# Session 12: Quadtree/dp, base against default (identical build_dp PTX), smallpool (-dpagg-pool-size=65536), warp; interleaved.
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
ROUNDS=${ROUNDS:-8} bash ../../bench/interleave.sh 'base default smallpool warp' '' \
  './qt.{v} --benchmark_filter="Quadtree/dp/" 2>&1 | grep -E "^Quadtree/dp/" | grep -o "Quadtree/dp/[0-9]*\|median_ms=[0-9.]*\|min_ms=[0-9.]*" | tr "\n" " "'
