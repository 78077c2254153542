#!/usr/bin/env bash
# test/RedTeam/waits_build.sh [OUT [NAME...]]: builds the red team of
# InterThreadWaits' fixed-trip exemption (waits_*.cu; 3ae3e46) into OUT
# (default /work/main/.gpu/redwaits), each program as
#   NAME.base   clang alone (--dpagg-disable)
#   NAME.dpagg  DPAgg's default
#   NAME.block  -dpagg-scope=block
# stripped, with each build's remarks in NAME.SFX.log, and writes OUT/run.sh:
# every binary under `timeout 30`, one line each: PASS (exit 0), FAIL (1),
# CUDAERR (2), HANG (3: the program's watchdog, or 124: the timeout), then
# the program's "poll outcome" line where it prints one.
# Jobs: WAITS_JOBS (default 1).
set -u
# shellcheck source=build_jobs.sh
source "$(dirname "$0")/build_jobs.sh"
rt_plugin=build/lib/libDPAgg.so
rt_init waits "${1:-/work/main/.gpu/redwaits}" "${@:2}"
remarks="-Xarch_device -Rpass=dpagg -Xarch_device -Rpass-missed=dpagg"
jobs=()
for n in "${names[@]}"; do
  jobs+=("$n base --dpagg-disable $remarks")
  jobs+=("$n dpagg $remarks")
  jobs+=("$n block -Xarch_device -mllvm=-dpagg-scope=block $remarks")
done
rt_build_jobs "${WAITS_JOBS:-1}" ""
cat > "$out/run.sh" <<'RUN'
#!/usr/bin/env bash
# Runs the red team of the fixed-trip exemption (waits_build.sh wrote this).
cd "$(dirname "$0")" || exit 2
for b in ${1:-waits_}*; do
  case $b in *.log|*.sh|*.txt) continue ;; esac
  [ -x "$b" ] || continue
  timeout 30 "./$b" > "$b.out.txt" 2>&1; rc=$?
  case $rc in 0) r=PASS ;; 1) r=FAIL ;; 2) r=CUDAERR ;; 3|124) r=HANG ;; *) r="rc=$rc" ;; esac
  printf '%-28s %-8s %s\n' "$b" "$r" "$(grep -h '^poll outcome' "$b.out.txt")"
done
RUN
chmod +x "$out/run.sh"
exit $fail
