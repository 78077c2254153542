#!/usr/bin/env bash
# Runs the red team of 0a15f4a's launch promotion (pa_build.sh copies this
# as OUT/run.sh): every binary here, once per mode where the program has
# modes, under a timeout (TIMEOUT_S, default 120 s); prints the binary, the
# mode, the expectation, the verdict (PASS exit 0, FAIL 1, CUDAERR 2,
# TIMEOUT 124) and MISMATCH where they differ (EITHER: a probe, both
# outcomes are information; WRONG: FAIL or CUDAERR, a release written into
# a freed slab may hand another chain's block garbage parameters). Output
# of each run: NAME[.mM].out.txt. Optional argument: a name prefix, to run
# part of them (bash run.sh pa_slab_churn.).
cd "$(dirname "$0")" || exit 2
expect() { # binary mode
  local b=$1 m=$2 n=${1%%.*} v=${1#*.}
  case $n in
    pa_2d_launcher) case $v in pre.pa*) echo WRONG ;; *) echo PASS ;; esac ;;
    pa_heap) case $m.$v in 1.pa|1.pre.pa) echo FAIL ;; *) echo PASS ;; esac ;;
    pa_heap_setlimit) case $v in base|dpagg) echo PASS ;; *) echo EITHER ;; esac ;;
    pa_ldg_coherence) case $v in pre.*) echo EITHER ;; *) echo PASS ;; esac ;;
    pa_assert_where) case $v in pa|pre.pa) echo FAIL ;; *) echo PASS ;; esac ;;
    *) echo PASS ;;
  esac
}
modes() {
  case ${1%%.*} in
    pa_slab_churn) echo 0 1 2 3 ;;
    pa_heap) echo 0 1 ;;
    *) echo - ;;
  esac
}
for b in ${1:-pa_}*; do # optional argument: a prefix (pa_slab_churn.)
  case $b in *.log|*.sh|*.txt) continue ;; esac
  [ -x "$b" ] || continue
  for m in $(modes "$b"); do
    arg=(); tag=$b; [ "$m" = - ] || { arg=("$m"); tag=$b.m$m; }
    timeout "${TIMEOUT_S:-120}" "./$b" "${arg[@]}" > "$tag.out.txt" 2>&1; rc=$?
    case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 124) r=TIMEOUT ;; *) r="rc=$rc" ;; esac
    e=$(expect "$b" "$m")
    x=""
    case $e.$r in "$r.$r"|EITHER.*|WRONG.FAIL|WRONG.CUDAERR) ;; *) x="  MISMATCH" ;; esac
    printf '%-32s mode %s  expect %-6s got %-8s%s\n' "$b" "$m" "$e" "$r" "$x"
    grep -E "^(FAIL|set limit|expected|step [0-9]+ thread)" "$tag.out.txt" | head -n 4 | sed 's/^/    /'
  done
done
echo "not staged: pa_shared_full.pre.pa* (nvlink refuses K'' with 48 KiB + 4 bytes of static shared memory; see the .log)"
