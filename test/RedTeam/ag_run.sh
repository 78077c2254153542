#!/usr/bin/env bash
# run.sh of the red team of -dpagg-auto-grid and storedOnce at grid scope
# (test/RedTeam/ag_build.sh stages it): each binary under `timeout 20`
# (watchdog 8 s per wait inside: HANG exits 3), one line each: PASS (0),
# FAIL (1), CUDAERR (2), HANG (3 or timeout). 15 binaries, each a few
# seconds when it passes: under 120 s. AG_REPEAT=N runs each N times.
cd "$(dirname "$0")"
export AG_WATCHDOG_S=${AG_WATCHDOG_S:-8}
verdict() {
  case $1 in 0) echo PASS ;; 1) echo FAIL ;; 2) echo CUDAERR ;;
    3 | 124 | 137) echo HANG ;; *) echo "RC$1" ;; esac
}
for i in $(seq "${AG_REPEAT:-1}"); do
  for b in ag_*.base ag_*.dpagg ag_*.noauto ag_*.ag128 ag_*.tiny; do
    [ -x "$b" ] || continue
    t0=$(date +%s.%N)
    timeout 20 "./$b" > "$b.out" 2>&1
    rc=$?
    t=$(awk -v a="$(date +%s.%N)" -v b="$t0" "BEGIN{print a-b}")
    v=$(verdict $rc)
    printf '%-5s %-22s %6.2f s  expect PASS%s\n' "$v" "$b" "$t" \
      "$([ "$v" = PASS ] || echo ' MISMATCH')"
    [ "$v" = PASS ] || grep -m6 -E "HANG|FAIL|error|got|seed" "$b.out" |
      sed 's/^/      /'
  done
done
