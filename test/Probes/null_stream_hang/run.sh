#!/usr/bin/env bash
# s8-hang probe: each binary under stdbuf -oL timeout 30; every binary links
# watchdog_host.cu, which after 6 s of a run dumps the watchdog runtime's
# counters twice (zeros for the builds without it) and exits 3. Logs:
# <name>.<run>.log here. Stops starting runs after 220 s.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
one() {
  local b=$1 r=$2 s e rc
  [ -x "$b" ] || return 0
  if [ $SECONDS -gt 220 ]; then echo "== $b run $r: skipped (time)"; return 0; fi
  s=$(date +%s%N)
  stdbuf -oL -eL timeout 30 ./$b > $b.$r.log 2>&1; rc=$?
  e=$(date +%s%N)
  echo "== $b run $r rc=$rc $(( (e - s) / 1000000 )) ms"
  grep -v '^  *$' $b.$r.log | grep -v 'watchdog' | head -12 | cut -c1-300
  grep 'watchdog' $b.$r.log | head -16 | cut -c1-700
}
# Diagnosis: the watchdog runtime (wd_*), main's runtime reporting failed
# launches (rep_*), a pool always full (wd_noagg_*: no aggregate at all).
for b in base wd_1m wd_64k wd_tiny wd_tiny_warp rep_1m rep_tiny; do one $b 1; done
one wd_tiny 2
for b in wd_noagg_1m wd_noagg_64k; do one $b 1; done
# Candidate fix (lane by lane after a full pool): with the watchdog, plain,
# and the new GPU test (stock runtime, then fixed).
for b in fixed_lbl_1m fixed_lbl_64k fixed_lbl_tiny; do one $b 1; one $b 2; done
for b in fixed_rt_1m fixed_rt_64k fixed_rt_tiny; do one $b 1; done
for b in nspf_base nspf_stock_pool1m nspf_stock_tinypool; do one $b 1; done
for b in fixed_nspf_pool1m fixed_nspf_pool64k fixed_nspf_tinypool; do one $b 1; done
exit 0
