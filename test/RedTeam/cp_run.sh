#!/usr/bin/env bash
# run.sh of the red team of -dpagg-shared-pools (session 15)
# (test/RedTeam/cp_build.sh stages it with run_binaries.sh, the runner
# every red team shares: its header says what it prints). CP_REPEAT=N runs
# each binary N times; CP_ONLY=REGEX only those whose name matches;
# TIMEOUT_S seconds each (default 120).
cd "$(dirname "$0")" || exit 1
REPEAT=${CP_REPEAT:-1} ONLY=${CP_ONLY:-.} TIMEOUT_S=${TIMEOUT_S:-120} \
  exec bash ./run_binaries.sh cp_ pools.txt "pools per link"
