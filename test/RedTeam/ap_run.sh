#!/usr/bin/env bash
# test/RedTeam/ap_run.sh [DIR] [SEED]: runs every ap_* binary of DIR (default:
# this script's folder) with a 30 s timeout each; one line per binary
# (PASS / FAIL / TIMEOUT, its exit code and its RESULT line), then a summary.
# SEED (optional) is passed to every program (each prints the seed it used).
dir=${1:-$(cd "$(dirname "$0")" && pwd)}
seed=${2:-}
pass=0 failn=0 to=0
for b in "$dir"/ap_*; do
  case "$b" in *.log|*.sh|*.cu|*.cuh|*.o|*.a) continue ;; esac
  [ -x "$b" ] && [ -f "$b" ] || continue
  o=$(timeout 30 "$b" $seed 2>&1); rc=$?
  line=$(printf '%s\n' "$o" | grep -m1 '^RESULT' || true)
  seedl=$(printf '%s\n' "$o" | grep -m1 ' seed ' | sed 's/.* seed //')
  if [ $rc -eq 124 ]; then st=TIMEOUT; to=$((to + 1))
  elif [ $rc -eq 0 ] && [[ $line == "RESULT PASS"* ]]; then st=PASS; pass=$((pass + 1))
  else st=FAIL; failn=$((failn + 1))
    [ -n "$line" ] || line="(no RESULT line) $(printf '%s' "$o" | tail -c 200 | tr '\n' ' ')"
  fi
  printf '%-8s rc=%-3s %-28s seed=%-11s %s\n' "$st" "$rc" "$(basename "$b")" "$seedl" "$line"
done
echo "SUMMARY: $pass passed, $failn failed, $to timed out"
