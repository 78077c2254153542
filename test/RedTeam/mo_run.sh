#!/usr/bin/env bash
# test/RedTeam/mo_run.sh DIR... : runs every memory-order stress binary (mo_*,
# built by mo_build.sh) in each DIR (default .gpu/mo), each under a 60 s
# timeout (run.sh). MO_ROUNDS=N runs N rounds instead of each program's
# default. Exits 0 only if every run passed.
[ $# -ge 1 ] || set -- .gpu/mo
TIMEOUT_S=60 exec "$(dirname "$0")/run.sh" mo_ "$@"
