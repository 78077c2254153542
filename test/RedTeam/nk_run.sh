#!/usr/bin/env bash
# run.sh of the red team of 3dfc307
# (test/RedTeam/nk_build.sh stages it with run_binaries.sh, the runner
# every red team shares: its header says what it prints). NK_REPEAT=N runs
# each binary N times; NK_ONLY=REGEX only those whose name matches;
# TIMEOUT_S seconds each (default 120).
cd "$(dirname "$0")" || exit 1
REPEAT=${NK_REPEAT:-1} ONLY=${NK_ONLY:-.} TIMEOUT_S=${TIMEOUT_S:-120} \
  exec bash ./run_binaries.sh nk_ sites.txt "sites per build"
