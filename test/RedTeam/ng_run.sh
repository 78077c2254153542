#!/usr/bin/env bash
# run.sh of the red team of e7a9ca8
# (test/RedTeam/ng_build.sh stages it with run_binaries.sh, the runner
# every red team shares: its header says what it prints). NG_REPEAT=N runs
# each binary N times; NG_ONLY=REGEX only those whose name matches;
# TIMEOUT_S seconds each (default 60).
cd "$(dirname "$0")" || exit 1
REPEAT=${NG_REPEAT:-1} ONLY=${NG_ONLY:-.} TIMEOUT_S=${TIMEOUT_S:-60} \
  exec bash ./run_binaries.sh ng_ sites.txt "sites per build"
