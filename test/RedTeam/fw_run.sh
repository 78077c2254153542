#!/usr/bin/env bash
# run.sh of the red team of the warp gate's whole-warp entry
# (test/RedTeam/fw_build.sh stages it): each binary under `timeout 20`
# (watchdog 8 s per kernel inside: HANG exits 3), one line each: PASS (0),
# FAIL (1), CUDAERR (2), HANG (3 or timeout). Whole run under 200 s: 8
# binaries, each a few seconds when it passes. FW_REPEAT=N runs each N
# times (fw_refused_burst's hang, if any, is a matter of chance).
cd "$(dirname "$0")"
export GATE_WATCHDOG_S=${GATE_WATCHDOG_S:-8}
verdict() {
  case $1 in 0) echo PASS ;; 1) echo FAIL ;; 2) echo CUDAERR ;;
    3 | 124 | 137) echo HANG ;; *) echo "RC$1" ;; esac
}
for i in $(seq "${FW_REPEAT:-1}"); do
  for b in fw_*.base fw_*.dpagg fw_*.warp fw_*.tiny; do
    [ -x "$b" ] || continue
    t0=$(date +%s.%N)
    timeout 20 "./$b" > "$b.out" 2>&1
    rc=$?
    t=$(awk -v a="$(date +%s.%N)" -v b="$t0" "BEGIN{print a-b}")
    v=$(verdict $rc)
    printf '%-5s %-26s %6.2f s  expect PASS%s\n' "$v" "$b" "$t" \
      "$([ "$v" = PASS ] || echo ' MISMATCH')"
    [ "$v" = PASS ] || grep -m4 -E "HANG|FAIL|error|alone:" "$b.out" | sed 's/^/      /'
    grep -m1 "alone:" "$b.out" | sed 's/^/      /'
  done
done
