#!/usr/bin/env bash
#===- bench/rounds.sh - whole workloads in interleaved rounds --------------===#
#
# Part of DPAgg. Runs on the GPU machine, from the repo root:
#
#   ROUNDS=N bench/rounds.sh BIN_DIR OUT_DIR 'VARIANT...'
#
# BIN_DIR holds the binaries <workload>.<variant> (stripped, as
# bench/stage-bench.sh stages them, with libbenchmark next to them) and a file
# WORKLOADS naming the workloads to run, one per line. Each round runs every
# workload, and within a workload every VARIANT once, one process each, the
# variants' order rotated by one each round (so that no build always runs
# first), and writes OUT_DIR/r<round>/<workload>.<variant>.json (Google
# Benchmark's JSON), .log, and one line per process in OUT_DIR/rc.txt.
#
# Why rounds: one process per build (bench/run.sh) moves by about 15% between
# processes of the same device code on the H200 (session 20: HeavyChild's
# path is the same in .ag32, .ag64, .ag128 and .default and measured 1.07x to
# 1.14x apart), and some workloads are bimodal (BFS, Coloring). Rounds put
# the spread on every build alike; bench/rounds.py takes the median over
# rounds of each process's median.
#
# Environment: ROUNDS (default 3); FILTER (a --benchmark_filter for every
# workload, default "/dp": the dynamic-parallelism versions, dp-noagg and
# dp-optout included); LOSSES_FILTER (the same for default_losses, whose
# processes take 20 s unfiltered); TIMEOUT_S per process (default 60). The
# chains run at 2 and 25 steps only (their long inputs take 19 s a process
# and are one chain's steps, not aggregation).
#
# Then, anywhere with python3: bench/rounds.py OUT_DIR BASE VARIANT... (the
# ratios) or bench/rounds.py --best-fixed OUT_DIR (the default against the
# best of warp, block, grid and mb8). Pack OUT_DIR into one tarball before it
# leaves the GPU machine: the device tool returns only a few files.
#
#===------------------------------------------------------------------------===#
set -u
[ $# -eq 3 ] || { sed -n '4,33p' "$0" >&2; exit 64; }
bin=$1 out=$2
read -r -a variants <<<"$3"
[ -f "$bin/WORKLOADS" ] || { echo "rounds.sh: $bin/WORKLOADS missing" >&2; exit 64; }
mapfile -t workloads < <(grep -v '^$' "$bin/WORKLOADS")
mkdir -p "$out"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$out/gpu.txt" 2>&1
[ -f "$bin/COMMIT" ] && cp "$bin/COMMIT" "$out/COMMIT"
n=${#variants[@]}
for r in $(seq 1 "${ROUNDS:-3}"); do
  mkdir -p "$out/r$r"
  for w in "${workloads[@]}"; do
    filter=${FILTER:-/dp}
    [ "$w" = chains ] && filter='/dp/(2|25)/'
    [ "$w" = default_losses ] && filter=${LOSSES_FILTER:-$filter}
    for i in $(seq 0 $((n - 1))); do
      v=${variants[$(((i + r - 1) % n))]}
      [ -x "$bin/$w.$v" ] || continue
      timeout -k 5 "${TIMEOUT_S:-60}" "$bin/$w.$v" --benchmark_filter="$filter" \
        --benchmark_out="$out/r$r/$w.$v.json" --benchmark_out_format=json \
        >"$out/r$r/$w.$v.log" 2>&1
      echo "r$r $w.$v rc=$?" >>"$out/rc.txt"
    done
  done
done
