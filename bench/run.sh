#!/usr/bin/env bash
#===- bench/run.sh - run the benchmark suite on the GPU machine ------------===#
#
# Part of DPAgg. Runs on the GPU machine (driver, no LLVM), from the repo root:
#
#   bench/run.sh [BIN_DIR [RESULTS_DIR]]
#
# BIN_DIR (default .gpu/bench) holds what bench/stage-bench.sh staged: the
# binaries, BINARIES (their names), libbenchmark.so.* and COMMIT; when it does
# not exist but BIN_DIR.tar.gz does, it is unpacked first. Every binary runs
# in its own process (a crash or a hang costs that binary only), writing
# Google Benchmark's JSON (--benchmark_out). The plugin builds run their
# dynamic-parallelism versions only (names with "/dp"; the report takes flat
# and hand from .base); ALL=1 runs every version in every binary.
#
# RESULTS_DIR (default $OUT when set, else bench/results) gets
#   <name>.md     the report (bench/report.py): GPU, driver, CUDA versions,
#                 commit, the ratio table, geomeans, targets, every cell
#   <name>.svg    the chart
#   <name>/       raw: <binary>.json, <binary>.log (stdout+stderr), meta.txt
# with <name> = <YYYY-MM-DD>-<gpu>-<commit7>. Needs bash, coreutils,
# nvidia-smi and python3 (for the report; without it the raw files are still
# written and `python3 bench/report.py RESULTS_DIR/<name>` makes the report
# anywhere). Environment: TIMEOUT_S per binary (default 150), ALL, FILTER (a
# --benchmark_filter regex for every binary, e.g. 'BFS|SpMV').
#
# Exit status: 0 when every binary exited 0 (every configuration checked
# right and timed); 1 otherwise.
#
#===------------------------------------------------------------------------===#
set -uo pipefail

usage() { echo "usage: $0 [BIN_DIR [RESULTS_DIR]]" >&2; exit 64; }
[ $# -le 2 ] || usage
[ -d bench ] && [ -f bench/report.py ] || {
  echo "run.sh: run from the repo root" >&2; exit 64; }
bindir=${1:-.gpu/bench}
resdir=${2:-${OUT:-bench/results}}
tmo=${TIMEOUT_S:-150}

if [ ! -d "$bindir" ] && [ -f "$bindir.tar.gz" ]; then
  mkdir -p "$(dirname "$bindir")" &&
    tar -C "$(dirname "$bindir")" -xzf "$bindir.tar.gz" || exit 1
fi
[ -f "$bindir/BINARIES" ] || {
  echo "run.sh: $bindir/BINARIES missing; run bench/stage-bench.sh first" >&2
  exit 64; }
bindir=$(cd "$bindir" && pwd)
mapfile -t bins < <(grep -v '^$' "$bindir/BINARIES")

# ---- where and what ----
gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
driver=$(nvidia-smi --query-gpu=driver_version --format=csv,noheader 2>/dev/null | head -1)
staged=unknown
[ -f "$bindir/COMMIT" ] && staged=$(head -1 "$bindir/COMMIT")
# The binaries' commit names the results: the GPU machine's checkout (and
# its .git) may be older than what was staged.
commit=$staged
if [ "$commit" = unknown ] && command -v git >/dev/null 2>&1 &&
   git rev-parse HEAD >/dev/null 2>&1; then
  commit=$(git rev-parse HEAD)
  [ -z "$(git status --porcelain --untracked-files=no 2>/dev/null)" ] || commit="$commit-dirty"
fi
sums="no SHA256SUMS"
if [ -f "$bindir/SHA256SUMS" ]; then
  if (cd "$bindir" && sha256sum --quiet -c SHA256SUMS >/dev/null 2>&1); then
    sums="match SHA256SUMS from staging"
  else
    sums="DIFFER from SHA256SUMS written at staging"
  fi
fi
gpushort=$(echo "${gpu:-nogpu}" | tr 'A-Z' 'a-z' | grep -o 'h100\|h200\|a100\|l40s\|b200' | head -1)
name="$(date -u +%Y-%m-%d)-${gpushort:-gpu}-${commit:0:7}"
raw="$resdir/$name"
mkdir -p "$raw" || exit 1

{
  echo "gpu=${gpu:-unknown}"
  echo "driver=${driver:-unknown}"
  echo "commit=$commit"
  echo "staged=$staged"
  echo "binaries=$sums"
  echo "date=$(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "host=$(uname -n)"
} >"$raw/meta.txt"

# ---- run: one process per binary ----
start=$(date +%s)
fails=0
for b in "${bins[@]}"; do
  filter=${FILTER:-}
  if [ -z "$filter" ] && [ -z "${ALL:-}" ] && [ "${b##*.}" != base ]; then
    filter=/dp
  fi
  args=(--benchmark_out="$raw/$b.json" --benchmark_out_format=json)
  [ -n "$filter" ] && args+=(--benchmark_filter="$filter")
  t0=$(date +%s)
  timeout -k 10 "$tmo" "$bindir/$b" "${args[@]}" >"$raw/$b.log" 2>&1
  rc=$?
  t1=$(date +%s)
  echo "rc.$b=$rc" >>"$raw/meta.txt"
  echo "seconds.$b=$((t1 - t0))" >>"$raw/meta.txt"
  status=ok
  case $rc in
    0) ;;
    124 | 137) status="TIMEOUT after ${tmo}s"; fails=$((fails + 1)) ;;
    *) status="FAILED (exit $rc)"; fails=$((fails + 1)) ;;
  esac
  printf 'run.sh: %-32s %4ss  %s\n' "$b" "$((t1 - t0))" "$status" >&2
done
echo "total_seconds=$(( $(date +%s) - start ))" >>"$raw/meta.txt"
echo "run.sh: ${#bins[@]} binaries, $fails failed, $(( $(date +%s) - start ))s; raw results in $raw" >&2

# ---- report ----
if command -v python3 >/dev/null 2>&1; then
  python3 bench/report.py "$raw" || echo "run.sh: report.py failed" >&2
  [ -f "$resdir/$name.md" ] && cat "$resdir/$name.md"
else
  echo "run.sh: no python3 here; make the report with: python3 bench/report.py $raw" >&2
fi
[ "$fails" -eq 0 ]
