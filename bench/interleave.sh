#!/usr/bin/env bash
#===- bench/interleave.sh - interleaved rounds of several builds -----------===#
#
# Part of DPAgg. Runs on the GPU machine, in a folder that holds one binary
# per build (probe.old, probe.new, ...):
#
#   bench/interleave.sh 'VARIANT...' 'SHAPE;...' 'COMMAND'
#
# For each SHAPE (outer), ROUNDS rounds (default 9), and in each round every
# VARIANT once, in order, runs COMMAND through bash with {v} replaced by the
# variant and {s} by the shape, and prints one line
#   SHAPE rROUND VARIANT <COMMAND's output, newlines as spaces>
# (no SHAPE column when SHAPE is empty). Builds alternate within a round, so
# a drift of the machine during the run falls on every build alike; each
# line is one process. A SHAPE that COMMAND does not use is a label (bfs).
# HEADER=1 prints `nvidia-smi`'s GPU name and driver first. Examples, what
# the archived scripts of bench/results/raw/ ran (their README):
#
#   ROUNDS=11 bench/interleave.sh 'old new' '262144 16 16;65536 64 16' \
#     './probe.{v} {s} 9 --only=naive 2>&1 | grep -E "^naive "'
#   bench/interleave.sh 'old new' bfs \
#     './bfs.{v} 2>&1 | grep -o "best of 3: [0-9.]* ms\|PASS\|FAIL"'
#   ROUNDS=7 bench/interleave.sh 'off auto on' '262144 16;4096 4096' \
#     './moldable.{v} {s} 16 7 2>&1 | grep -o "median_ms=[0-9.]* min_ms=[0-9.]* [a-zA-Z]*$"'
#
# bench/moldable-ratios.py reads the moldable lines; the medians of other
# lines are one awk away. For whole suites (bench/run.sh of two builds in one
# session), bench/ab-ratios.py compares the tables.
#
#===------------------------------------------------------------------------===#
set -u
[ $# -eq 3 ] || { sed -n '4,16p' "$0" >&2; exit 2; }
read -r -a variants <<<"$1"
IFS=';' read -r -a shapes <<<"$2"
[ ${#shapes[@]} -gt 0 ] || shapes=("")
cmd=$3
[ "${HEADER:-0}" = 1 ] && nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for s in "${shapes[@]}"; do
  for r in $(seq 1 "${ROUNDS:-9}"); do
    for v in "${variants[@]}"; do
      c=${cmd//\{v\}/$v}
      c=${c//\{s\}/$s}
      out=$(bash -c "$c" 2>&1)
      echo "${s:+$s }r$r $v ${out//$'\n'/ }"
    done
  done
done
