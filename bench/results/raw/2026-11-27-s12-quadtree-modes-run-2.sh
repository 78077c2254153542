#!/usr/bin/env bash
# Session 12: Quadtree/dp, base against default (identical build_dp PTX), basepad (base plus an unused 32 MiB __device__ array, -include pad.h), default; interleaved.
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
ROUNDS=${ROUNDS:-12} bash ../../bench/interleave.sh 'base basepad default' '' \
  './qt.{v} --benchmark_filter="Quadtree/dp/" 2>&1 | grep -E "^Quadtree/dp/" | grep -o "Quadtree/dp/[0-9]*\|median_ms=[0-9.]*\|min_ms=[0-9.]*" | tr "\n" " "'
