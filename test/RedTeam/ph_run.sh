#!/usr/bin/env bash
# Runs the red team of PA's head (ph_build.sh copies this as OUT/run.sh):
# every binary here under a timeout (TIMEOUT_S, default 120 s); prints the
# binary, the expectation, the verdict (PASS exit 0, FAIL 1, CUDAERR 2,
# TIMEOUT 124) and MISMATCH where they differ. FAIL?: expected FAIL if the
# program's probe line says the device refused the launch that was not
# opted in, PASS otherwise. Output: NAME.out.txt. Optional argument: a
# name prefix.
cd "$(dirname "$0")" || exit 2
expect() {
  case $1 in
    ph_shared_optin.pre.pa | ph_shared_optin.pre.pao) echo "FAIL?" ;;
    *) echo PASS ;;
  esac
}
bad=0
for b in ${1:-ph_}*; do
  case $b in *.log | *.sh | *.txt) continue ;; esac
  [ -x "$b" ] || continue
  timeout "${TIMEOUT_S:-120}" "./$b" > "$b.out.txt" 2>&1; rc=$?
  case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 124) r=TIMEOUT ;; *) r="rc=$rc" ;; esac
  e=$(expect "$b"); x=""
  case $e.$r in "$r.$r" | "FAIL?.FAIL" | "FAIL?.PASS") ;; *) x="  MISMATCH"; bad=1 ;; esac
  printf '%-28s expect %-6s got %-8s%s\n' "$b" "$e" "$r" "$x"
  grep -E "^(FAIL|probe|step:)" "$b.out.txt" | head -n 4 | sed 's/^/    /'
done
exit $bad
