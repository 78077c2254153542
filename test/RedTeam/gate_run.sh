#!/usr/bin/env bash
# run.sh of the warp gate's red team (test/RedTeam/gate_build.sh stages it):
# each binary under `timeout 30` (watchdog 25 s inside: HANG exits 3), one
# line each: PASS (0), FAIL (1), CUDAERR (2), HANG (3 or timeout), with
# EXPECT and MISMATCH where the verdict differs; gate_serial's times against
# .base's; then four processes at once (time slicing) of gate_mix_all.
cd "$(dirname "$0")"
export GATE_WATCHDOG_S=${GATE_WATCHDOG_S:-25}
verdict() {
  case $1 in 0) echo PASS ;; 1) echo FAIL ;; 2) echo CUDAERR ;;
    3 | 124 | 137) echo HANG ;; *) echo "RC$1" ;; esac
}
expect() { # name.sfx
  case $1 in
    gate_mix.dpagg | gate_mix.warp | gate_mix.tiny) echo "PASS(the V1 site is lowered through the gate since 95d8f4a)" ;;
    *) echo PASS ;;
  esac
}
for b in gate_*.base gate_*.dpagg gate_*.warp gate_*.tiny; do
  [ -x "$b" ] || continue
  t0=$(date +%s.%N)
  timeout 30 "./$b" > "$b.out" 2>&1
  rc=$?
  t=$(awk -v a="$(date +%s.%N)" -v b="$t0" "BEGIN{print a-b}")
  v=$(verdict $rc); e=$(expect "$b")
  m=""; case $e in *"$v"*) ;; *) m=" MISMATCH" ;; esac
  printf '%-5s %-22s %6.2f s  expect %s%s\n' "$v" "$b" "$t" "$e" "$m"
  [ "$v" = PASS ] || { grep -m3 -E "HANG|FAIL|error" "$b.out" | sed 's/^/      /'; }
done
echo "== gate_serial times (TIME lines; ratio to .base per case)"
for b in gate_serial.base gate_serial.dpagg gate_serial.warp gate_serial.tiny; do
  [ -f "$b.out" ] && grep '^TIME' "$b.out" | sed "s/^/$b /"
done
awk -F': ' '/^TIME/ { name = substr($1, 6); split($2, b, " ");
                      t[FILENAME, name] = b[1]; names[name] = 1 }
  END { for (n in names) if (t["gate_serial.base.out", n] > 0)
          printf "RATIO %-28s dpagg/base %.2f  warp/base %.2f\n", n,
            t["gate_serial.dpagg.out", n] / t["gate_serial.base.out", n],
            t["gate_serial.warp.out", n] / t["gate_serial.base.out", n] }' \
  gate_serial.base.out gate_serial.dpagg.out gate_serial.warp.out 2>/dev/null | sort
echo "== time slicing: 4 processes at once, each build"
for sfx in base dpagg warp tiny; do
  b=gate_mix_all.$sfx
  [ -x "$b" ] || continue
  pids=()
  for i in 1 2 3 4; do timeout 60 "./$b" > "$b.ts$i.out" 2>&1 & pids+=($!); done
  res=""
  for p in "${pids[@]}"; do wait "$p"; res="$res $(verdict $?)"; done
  echo "timeslice $b:$res"
done
