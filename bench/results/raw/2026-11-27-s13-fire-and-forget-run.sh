#!/usr/bin/env bash
# Session 13: the aggregate of a kernel's only NULL-stream launch into cudaStreamFireAndForget (the
# default) or into the launching block's NULL stream (_noff: -dpagg-fire-and-forget-aggregates=false).
# Quadtree per group of 1 block and per grid at the last exit; Tree, QSort, Probe, Coloring at the
# default. Interleaved, suffixes kept.
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
one() { # workload filter variants
  ROUNDS=${ROUNDS:-4} bash ./interleave.sh "$3" "$1" \
    "timeout 120 ./{s}.{v} --benchmark_filter=\"$2\" 2>&1 | grep -E \"^$2|FAIL|rror\" | grep -o \"[A-Za-z]*/[a-z]*/[0-9/]*\\|median_ms=[0-9.]*[kmu]\\?\\|min_ms=[0-9.]*[kmu]\\?\\|FAIL.*\\|rror.*\" | tr \"\\n\" \" \""
}
one quadtree_build Quadtree/dp/ "base mb1 mb1_noff grid grid_noff"
one tree Tree/dp/ "default default_noff"
one quicksort QSort/dp/ "default default_noff"
one probe_shapes Probe/dp/ "default default_noff"
one coloring Coloring/dp/ "default default_noff"
