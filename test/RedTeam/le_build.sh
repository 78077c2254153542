#!/usr/bin/env bash
# test/RedTeam/le_build.sh [OUT [NAME...]]: builds the red team of block scope at the
# threads' last exit (le_*.cu; issue 26, item 3) into OUT (default
# /work/main/.gpu/redle; NAME...: only those, default every le_*.cu), each
# program as
#   NAME.base      clang alone (--dpagg-disable)
#   NAME.dpagg     DPAgg's default (-dpagg-block-meeting=required)
#   NAME.opt       -dpagg-block-meeting=optional
#   NAME.optns     optional, serialization off (every launch aggregated)
#   NAME.avoid     -dpagg-block-meeting=avoid, serialization off
#   NAME.tiny      optional, -dpagg-pool-size=1024 (records fail)
#   NAME.fewslots  optional, serialization off, -dpagg-block-slots=2
# stripped, with each build's remarks in NAME.SFX.log (grep "last thread to
# exit" for the sites that take the last exit). Then writes OUT/run.sh:
# every binary under a timeout (TIMEOUT_S, default 120 s), one line each
# with the expectation, the verdict (PASS exit 0, FAIL 1, CUDAERR 2, TIMEOUT
# 124) and MISMATCH where they differ, then the table of which sites took
# the last exit per build (OUT/sites.txt, written here).
# Jobs: LE_JOBS (default 1).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_plugin=build/lib/libDPAgg.so
rt_init le "${1:-/work/main/.gpu/redle}" "${@:2}"
opt="-Xarch_device -mllvm=-dpagg-block-meeting=optional"
avoid="-Xarch_device -mllvm=-dpagg-block-meeting=avoid"
ns="-Xarch_device -mllvm=-dpagg-serial-threshold=off"
remarks="-Rpass=dpagg-aggregate -Rpass-missed=dpagg-aggregate"
jobs=()
for n in "${names[@]}"; do
  jobs+=("$n base --dpagg-disable $remarks")
  jobs+=("$n dpagg $remarks")
  jobs+=("$n opt $opt $remarks")
  jobs+=("$n optns $opt $ns $remarks")
  jobs+=("$n avoid $avoid $ns $remarks")
  jobs+=("$n tiny $opt -Xarch_device -mllvm=-dpagg-pool-size=1024 $remarks")
  jobs+=("$n fewslots $opt $ns -Xarch_device -mllvm=-dpagg-block-slots=2 $remarks")
done
rt_build_jobs "${LE_JOBS:-1}" ""
touch "$out/sites.txt"
for n in "${names[@]}"; do
  sed -i "/^$n\./d" "$out/sites.txt"
  for sfx in dpagg opt optns avoid tiny fewslots; do
    printf '%-22s last-exit sites: %s, per-warp: %s, refused last exit: %s\n' \
      "$n.$sfx" \
      "$(grep -c "last thread to exit" "$out/$n.$sfx.log")" \
      "$(grep -c "^[^ ]*: remark: launch of .* aggregated per warp" "$out/$n.$sfx.log")" \
      "$(grep -c "not aggregated per block at its threads' last exit" "$out/$n.$sfx.log")" \
      >> "$out/sites.txt"
  done
done
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs the red team of the last exit (le_build.sh wrote this): every binary
# here under a timeout (TIMEOUT_S, default 120 s); prints the expectation,
# the verdict and MISMATCH where they differ; outputs in NAME.out.txt.
cd "$(dirname "$0")" || exit 2
expect() { # see the README rows
  case $1 in
    le_order.base) echo PASS ;;
    le_order.*) echo EITHER ;; # the documented loss of sibling order: FAIL expected
    *) echo PASS ;;
  esac
}
for b in ${1:-le_}*; do
  case $b in *.log|*.sh|*.txt) continue ;; esac
  [ -x "$b" ] || continue
  timeout "${TIMEOUT_S:-120}" "./$b" > "$b.out.txt" 2>&1; rc=$?
  case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 124) r=TIMEOUT ;; *) r="rc=$rc" ;; esac
  e=$(expect "$b"); m=""
  case $e.$r in "$r.$r"|EITHER.PASS|EITHER.FAIL) ;; *) m="  MISMATCH" ;; esac
  printf '%-22s expect %-5s got %-8s%s\n' "$b" "$e" "$r" "$m"
  grep -E "^(FAIL|.*: .*(Error|error))" "$b.out.txt" | head -n 6 | sed 's/^/    /'
done
echo "--- sites per build (from the remarks)"; cat sites.txt
RUN
chmod +x "$out/run.sh" "$here/le_build.sh"
exit $fail
