#!/bin/bash
# Runs each diagnostic variant N times (timeout 8 s per process), prints a
# table and the watchdog dumps of hung runs; full logs under $OUT/hang/.
# Usage (repo root, on the GPU machine): bash .gpu/hang/run.sh
cd "${BIN:-$(dirname "$0")/../../../.gpu/hang/bin}" || exit 1
out=${OUT:-/tmp}/hang; mkdir -p $out
start=$SECONDS; budget=${BUDGET:-380}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null
printf "%-34s %5s %5s %5s %5s %8s  %s\n" variant runs pass fail hang med_s "first rep that hung"
v() { # NAME N BINARY ARGS...
  local name=$1 n=$2 b=$3; shift 3
  local runs=0 pass=0 fail=0 hang=0 times="" reps="" shown=0
  for i in $(seq 1 $n); do
    [ $((SECONDS - start)) -ge $budget ] && break
    local t0=$(date +%s%N)
    timeout 8 ./$b "$@" > $out/$name.$i.txt 2>&1; local rc=$?
    local dt=$(( ($(date +%s%N) - t0) / 1000000 ))
    runs=$((runs+1)); times="$times $dt"
    if [ $rc = 0 ]; then pass=$((pass+1)); rm -f $out/$name.$i.txt
    elif [ $rc = 3 ] || [ $rc = 124 ] || [ $rc = 137 ]; then
      hang=$((hang+1)); reps="$reps $(grep -o 'HANG rep [0-9]*' $out/$name.$i.txt | awk '{print $3}')$([ $rc = 3 ] || echo "(rc$rc)")"
      if [ $shown -lt 2 ]; then shown=$((shown+1)); echo "--- $name run $i rc $rc" >> $out/shown.txt
        grep -v '^seed\|^hang_probe' $out/$name.$i.txt | cut -c1-1500 | head -40 >> $out/shown.txt; fi
    else fail=$((fail+1)); fi
  done
  local med=$(echo $times | tr ' ' '\n' | sort -n | awk '{a[NR]=$1} END{if(NR) printf "%.2f", a[int((NR+1)/2)]/1000}')
  printf "%-34s %5d %5d %5d %5d %8s %s\n" "$name" $runs $pass $fail $hang "$med" "$reps"
}
: > $out/shown.txt
# args of hang.*: blocks spin limit reps watchdog_s trace(1: phases+children, 2: children)
v trace                        30 hang.warp.trace   64 20000 256 1 3 1
v orig.inline_ret_slots.warp   15 inline_ret_slots.warp
v warp                         25 hang.warp         64 20000 256 1 3
v warp.reps5                   10 hang.warp         64 20000 256 5 3
v warp.childstate              20 hang.warp         64 20000 256 1 3 2
v warp.stockbc                 15 hang.warp.stockbc 64 20000 256 1 3
v warp.spin0                   20 hang.warp         64 0 256 1 3
v warp.limit64k                15 hang.warp         64 20000 65536 1 3
v warp.blocks16                15 hang.warp         16 20000 256 1 3
v warp.blocks32                15 hang.warp         32 20000 256 1 3
v warp.nomold                  20 hang.warp.nomold  64 20000 256 1 3
v base                         15 hang.base         64 20000 256 1 3
v block                        10 hang.block        64 20000 256 1 3
v trace.more                   30 hang.warp.trace   64 20000 256 1 3 1
echo "elapsed $((SECONDS - start)) s"
echo "=== dumps of hung runs (first 2 per variant; all under \$OUT/hang) ==="
cut -c1-600 $out/shown.txt | head -70
