#!/usr/bin/env bash
# redteam/mold6_run.sh [DIR] : runs every mold6_* binary that
# `utils/redteam/build.sh DIR mold6_pair_mix mold6_malloc_printf mold6_limits
# mold6_lastdone` built into DIR (default .gpu-red), each under a 120 s
# timeout, prints its last lines, then one table: PASS (exit 0), FAIL (1: a
# wrong result), CUDAERR (2), TIMEOUT (124: a hang), or the exit code.
# Exits 0 only if every run passed.
set -u
d=${1:-.gpu-red}
table=() bad=0
for b in "$d"/mold6_*; do
  case $b in *.log) continue ;; esac
  [ -x "$b" ] || continue
  echo "== $b"
  out=$(timeout 120 "$b" 2>&1); rc=$?
  printf '%s\n' "$out" | grep -v '^  \|^mold6_malloc_printf: child' | tail -n 4
  printf '%s\n' "$out" | grep '^  ' | head -n 6
  case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 124) r=TIMEOUT ;; *) r="rc=$rc" ;; esac
  [ $rc -eq 0 ] || bad=1
  table+=("$(printf '%-8s %s' "$r" "$b")")
done
echo "== summary"
printf '%s\n' "${table[@]}"
exit $bad
