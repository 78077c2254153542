#!/usr/bin/env bash
# run.sh of the red team of the aggregated child's prologue
# (test/RedTeam/tp_build.sh stages it with run_binaries.sh, the runner
# every red team shares: its header says what it prints). TP_REPEAT=N runs
# each binary N times; TP_ONLY=REGEX only those whose name matches;
# TIMEOUT_S seconds each (default 120).
cd "$(dirname "$0")" || exit 1
REPEAT=${TP_REPEAT:-1} ONLY=${TP_ONLY:-.} TIMEOUT_S=${TIMEOUT_S:-120} \
  exec bash ./run_binaries.sh tp_ sites.txt "sites per build"
