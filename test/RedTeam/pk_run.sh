#!/usr/bin/env bash
# run.sh of the red team of packed children (test/RedTeam/pk_build.sh
# stages it): each binary under `timeout ${TIMEOUT_S:-60}`, its last lines,
# then a table: PASS (exit 0), FAIL (1: a wrong result), CUDAERR (2), SLOW
# (3: slower than the program without DPAgg's ideal by the program's
# factor), TIMEOUT (124/137), each with what was expected (each
# program's header says why).
# Copy this folder to the GPU machine and run `bash run.sh`; no LLVM needed.
# PK_REPEAT=N runs each N times.
cd "$(dirname "$0")"
verdict() {
  case $1 in 0) echo PASS ;; 1) echo FAIL ;; 2) echo CUDAERR ;; 3) echo SLOW ;;
    124 | 137) echo TIMEOUT ;; *) echo "RC$1" ;; esac
}
# What each build should give: OUT/expect.txt, written by pk_build.sh from
# the build's remarks (the attack's verdict where the child it attacks is
# packed, else PASS).
expect() {
  awk -v b="$1" '$1 == b { print $2; f = 1 } END { if (!f) print "PASS" }' expect.txt 2>/dev/null ||
    echo PASS
}
table=()
for i in $(seq "${PK_REPEAT:-1}"); do
  for b in pk_*.base pk_*.dpagg pk_*.pack pk_*.nopack; do
    [ -x "$b" ] || continue
    t0=$(date +%s.%N)
    timeout "${TIMEOUT_S:-60}" "./$b" > "$b.out" 2>&1
    rc=$?
    t=$(awk -v a="$(date +%s.%N)" -v b="$t0" 'BEGIN{printf "%.2f", a-b}')
    v=$(verdict $rc)
    e=$(expect "$b")
    echo "== $b: $v ($t s)"
    grep -E "^(time|workRegs|launch|[0-9]+ messages|  message|FAIL|PASS|SLOW|child|  .*got)" "$b.out" |
      head -n 14 | sed 's/^/    /'
    table+=("$(printf '%-8s %-24s %7s s  expected %-5s%s' "$v" "$b" "$t" "$e" \
      "$([ "$v" = "$e" ] || echo '  MISMATCH')")")
  done
done
echo "== summary"
printf '%s\n' "${table[@]}"
