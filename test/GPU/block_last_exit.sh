#!/usr/bin/env bash
#===- test/GPU/block_last_exit.sh - run and time the block_last_exit builds -===#
#
# Part of DPAgg. Runs on the GPU machine (driver only), from anywhere:
#
#   bash block_last_exit.sh [BIN_DIR]
#
# BIN_DIR (default: this script's folder) holds the block_last_exit.<variant>
# programs (test/GPU/Tests.cmake). Each runs once; .base (no DPAgg), .warp,
# .dpagg (the default: these sites per warp), .lastexit
# (-dpagg-block-meeting=optional), .lastexit_noserial and .avoid are also run
# with --time-nff, which times two shapes per kernel but fire_and_forget
# (median and fastest of 7, after a warm-up; output checked, a wrong one
# printed as "FAIL timed ..."). Prints the GPU and driver, a "time" line per
# shape and build, "PASS <program>" or "FAIL <program>" per program (with
# its failing lines), then "N passed, N failed"; exits 1 if any failed.
# TIMEOUT_S (default 600) bounds each run.
#
#===------------------------------------------------------------------------===#
set -uo pipefail
dir=${1:-$(cd "$(dirname "$0")" && pwd)}
tmo=${TIMEOUT_S:-600}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null ||
  echo "(nvidia-smi not found)"
pass=0 fail=0
for v in base warp dpagg lastexit lastexit_noserial avoid lastexit_tinypool \
  lastexit_fewslots; do
  exe=$dir/block_last_exit.$v
  if [ ! -x "$exe" ]; then
    echo "FAIL block_last_exit.$v (missing)"
    fail=$((fail + 1))
    continue
  fi
  # Timed in a process of its own without fire_and_forget (--time-nff): the
  # build without DPAgg cannot run that kernel's launches, and after their
  # failures its later launches fail too, so times taken after them measure
  # parents whose children never ran (2026-11-27: every timed output of
  # .base was wrong under --time).
  case $v in base | warp | dpagg | lastexit | lastexit_noserial | avoid)
    timeout "$tmo" "$exe" --time-nff 2>&1 |
      grep -E '^time |^FAIL timed' | sed "s/^time /time .$v: /" ;;
  esac
  out=$(timeout "$tmo" "$exe" 2>&1)
  rc=$?
  if [ $rc -eq 0 ] && grep -qx "PASS block_last_exit" <<<"$out"; then
    echo "PASS block_last_exit.$v"
    pass=$((pass + 1))
  else
    echo "FAIL block_last_exit.$v (exit $rc)"
    grep -E 'seed|FAIL|wrong|got|error|Error' <<<"$out" | head -30
    fail=$((fail + 1))
  fi
done
echo "$pass passed, $fail failed"
[ $fail -eq 0 ]
