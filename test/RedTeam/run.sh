#!/usr/bin/env bash
# test/RedTeam/run.sh PREFIX DIR... : runs every red-team binary PREFIX* in each
# DIR (built by build.sh or mo_build.sh), each under a TIMEOUT_S (default 60)
# second timeout, prints its last lines (those matching $QUIET, an extended
# regex, left out), then one table: PASS (exit 0), FAIL (1: a wrong result),
# CUDAERR (2), TIMEOUT (124: a hang), or the exit code. Exits 0 only if every
# run passed. mo_run.sh and mold6_run.sh call it.
set -u
[ $# -ge 2 ] || { echo "usage: $0 PREFIX DIR..." >&2; exit 2; }
prefix=$1; shift
quiet=${QUIET:-'^$'}
table=() bad=0
for d in "$@"; do
  for b in "$d"/"$prefix"*; do
    case $b in *.log) continue ;; esac
    [ -x "$b" ] || continue
    echo "== $b"
    out=$(timeout "${TIMEOUT_S:-60}" "$b" 2>&1); rc=$?
    printf '%s\n' "$out" | grep -v '^  ' | grep -Ev "$quiet" | tail -n 4
    printf '%s\n' "$out" | grep '^  ' | head -n 6
    case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 124) r=TIMEOUT ;; *) r="rc=$rc" ;; esac
    [ $rc -eq 0 ] || bad=1
    table+=("$(printf '%-8s %s' "$r" "$b")")
  done
done
echo "== summary"
printf '%s\n' "${table[@]}"
exit $bad
