#!/usr/bin/env bash
# test/RedTeam/mold6_run.sh [DIR] : runs every mold6_* binary that
# `test/RedTeam/build.sh DIR mold6_pair_mix mold6_malloc_printf mold6_limits
# mold6_lastdone` built into DIR (default .gpu-red), each under a 120 s
# timeout (run.sh; the children's own printf lines left out of the tail).
# Exits 0 only if every run passed.
TIMEOUT_S=120 QUIET='^mold6_malloc_printf: child' \
  exec "$(dirname "$0")/run.sh" mold6_ "${1:-.gpu-red}"
