#!/usr/bin/env bash
# test/RedTeam/run_binaries.sh PREFIX [FILE [TITLE]]: the runner that the red
# teams' run.sh scripts share (a build script stages it beside its binaries
# and its run.sh). Runs every executable PREFIX* of this folder (not *.log,
# *.out, *.txt, *.sh) under `timeout ${TIMEOUT_S:-120}`, REPEAT times
# (default 1), only those whose name matches the regex ONLY (default all),
# and prints one line each: PASS (0), FAIL (1), CUDAERR (2), TIMEOUT
# (124/137) or RCn, its seconds, "expect PASS" and MISMATCH where it is not
# (a DPAgg build unlike its .base is the finding), with the first lines of
# its output that say why. Then "SUMMARY: p of n PASS", and FILE (the build
# script's site counts or pool objects) under TITLE if it exists. Exit
# status 0 only if every run passed. DPAGG_SEED=<seed> reproduces a run
# (each program prints its seed).
cd "$(dirname "$0")" || exit 1
prefix=$1 file=${2:-} title=${3:-${2:-}}
verdict() {
  case $1 in 0) echo PASS ;; 1) echo FAIL ;; 2) echo CUDAERR ;;
    124 | 137) echo TIMEOUT ;; *) echo "RC$1" ;; esac
}
total=0 pass=0 bad=
for i in $(seq "${REPEAT:-1}"); do
  for b in "$prefix"*; do
    case $b in *.log | *.out | *.txt | *.sh) continue ;; esac
    [ -x "$b" ] || continue
    [[ $b =~ ${ONLY:-.} ]] || continue
    t0=$(date +%s.%N)
    timeout "${TIMEOUT_S:-120}" "./$b" > "$b.out" 2>&1
    rc=$?
    t=$(awk -v a="$(date +%s.%N)" -v b="$t0" "BEGIN{print a-b}")
    v=$(verdict $rc)
    total=$((total + 1))
    if [ "$v" = PASS ]; then pass=$((pass + 1)); else bad+=" $b"; fi
    printf '%-8s %-30s %7.2f s  expect PASS%s\n' "$v" "$b" "$t" \
      "$([ "$v" = PASS ] || echo '  MISMATCH')"
    [ "$v" = PASS ] || grep -m10 -E "FAIL|error|got|seed|counts" "$b.out" |
      sed 's/^/      /'
  done
done
echo
echo "SUMMARY: $pass of $total PASS${bad:+; not PASS:$bad}"
if [ -n "$file" ] && [ -f "$file" ]; then
  echo
  echo "$title:"
  cat "$file"
fi
[ "$pass" = "$total" ]
