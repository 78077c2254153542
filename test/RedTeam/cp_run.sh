#!/usr/bin/env bash
# run.sh of the red team of -dpagg-shared-pools (session 15) (test/RedTeam/cp_build.sh stages it):
# every binary under `timeout ${TIMEOUT_S:-120}`, one line each: PASS (0),
# FAIL (1), CUDAERR (2), TIMEOUT (124/137), the expectation and MISMATCH
# where they differ (a DPAgg build unlike its .base is the finding), then
# the pool objects of each link (pools.txt). CP_REPEAT=N runs each N times;
# CP_ONLY=REGEX runs only the binaries whose name matches.
cd "$(dirname "$0")"
verdict() {
  case $1 in 0) echo PASS ;; 1) echo FAIL ;; 2) echo CUDAERR ;;
    124 | 137) echo TIMEOUT ;; *) echo "RC$1" ;; esac
}
for i in $(seq "${CP_REPEAT:-1}"); do
  for b in cp_*; do
    case $b in *.log | *.out | *.txt | *.sh) continue ;; esac
    [ -x "$b" ] || continue
    [[ $b =~ ${CP_ONLY:-.} ]] || continue
    t0=$(date +%s.%N)
    timeout "${TIMEOUT_S:-120}" "./$b" > "$b.out" 2>&1
    rc=$?
    t=$(awk -v a="$(date +%s.%N)" -v b="$t0" "BEGIN{print a-b}")
    v=$(verdict $rc)
    printf '%-8s %-24s %7.2f s  expect PASS%s\n' "$v" "$b" "$t" \
      "$([ "$v" = PASS ] || echo '  MISMATCH')"
    [ "$v" = PASS ] || grep -m10 -E "FAIL|error|got|seed|counts" "$b.out" |
      sed 's/^/      /'
  done
done
[ -f pools.txt ] && { echo; echo "pools per link:"; cat pools.txt; }
