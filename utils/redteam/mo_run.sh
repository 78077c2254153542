#!/usr/bin/env bash
# redteam/mo_run.sh DIR... : runs every memory-order stress binary (mo_*,
# built by mo_build.sh) in each DIR, each under a 60 s timeout, and prints
# its summary line, then one table: PASS (exit 0), FAIL (1: a wrong result),
# CUDAERR (2), TIMEOUT (124: a hang), or the exit code. MO_ROUNDS=N runs N
# rounds instead of each program's default. Exits 0 only if every run passed.
set -u
[ $# -ge 1 ] || set -- .gpu/mo
table=() bad=0
for d in "$@"; do
  for b in "$d"/mo_*; do
    case $b in *.log) continue ;; esac
    [ -x "$b" ] || continue
    echo "== $b"
    out=$(timeout 60 "$b" 2>&1); rc=$?
    printf '%s\n' "$out" | grep -v '^  ' | tail -n 4
    printf '%s\n' "$out" | grep '^  ' | head -n 6
    case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 124) r=TIMEOUT ;; *) r="rc=$rc" ;; esac
    [ $rc -eq 0 ] || bad=1
    table+=("$(printf '%-8s %s' "$r" "$b")")
  done
done
echo "== summary"
printf '%s\n' "${table[@]}"
exit $bad
