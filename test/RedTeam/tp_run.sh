#!/usr/bin/env bash
# run.sh of the red team of the team prologue (test/RedTeam/tp_build.sh stages it):
# every binary under `timeout ${TIMEOUT_S:-120}`, one line each: PASS (0),
# FAIL (1), CUDAERR (2), TIMEOUT (124/137), the expectation and MISMATCH
# where they differ (a DPAgg build unlike its .base is the finding), then
# the build's site counts (sites.txt). TP_REPEAT=N runs each N times;
# TP_ONLY=REGEX runs only the binaries whose name matches;
# DPAGG_SEED=<seed> reproduces a run (each program prints its seed).
cd "$(dirname "$0")"
verdict() {
  case $1 in 0) echo PASS ;; 1) echo FAIL ;; 2) echo CUDAERR ;;
    124 | 137) echo TIMEOUT ;; *) echo "RC$1" ;; esac
}
total=0 pass=0 bad=
for i in $(seq "${TP_REPEAT:-1}"); do
  for b in tp_*; do
    case $b in *.log | *.out | *.txt | *.sh) continue ;; esac
    [ -x "$b" ] || continue
    [[ $b =~ ${TP_ONLY:-.} ]] || continue
    t0=$(date +%s.%N)
    timeout "${TIMEOUT_S:-120}" "./$b" > "$b.out" 2>&1
    rc=$?
    t=$(awk -v a="$(date +%s.%N)" -v b="$t0" "BEGIN{print a-b}")
    v=$(verdict $rc)
    total=$((total + 1)); [ "$v" = PASS ] && pass=$((pass + 1)) || bad+=" $b"
    printf '%-8s %-22s %7.2f s  expect PASS%s\n' "$v" "$b" "$t" \
      "$([ "$v" = PASS ] || echo '  MISMATCH')"
    [ "$v" = PASS ] || grep -m10 -E "FAIL|error|got|seed|counts" "$b.out" |
      sed 's/^/      /'
  done
done
echo
echo "SUMMARY: $pass of $total PASS${bad:+; not PASS:$bad}"
[ -f sites.txt ] && { echo; echo "sites per build:"; cat sites.txt; }
[ "$pass" = "$total" ]
