#!/bin/bash
# On the GPU machine (repo root, carry .gpu/hang2): bash test/Probes/warp_pending_hang2/run.sh
# Runs every variant round-robin (one process each per round: 5 probes of
# 64x256 threads, watchdog 3 s, `timeout 6`) until BUDGET s (default 270),
# prints a table and the first dumps of hung runs; logs under $OUT/hang2/.
cd "${BIN:-$(dirname "$0")/../../../.gpu/hang2/bin}" || exit 1
out=${OUT:-/tmp}/hang2; mkdir -p $out; : > $out/shown.txt
start=$SECONDS; budget=${BUDGET:-270}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null
echo "--- selftest: does a copy on a non-blocking stream finish while a kernel hangs?"
timeout 8 ./warp.stock 64 20000 256 1 3 selftest 2>&1 | grep -v '^seed' | head -8
V="${V:-warp.stock warp.phase warp.skipagg warp.noalone warp.syncwarp warp.ballot warp.inline orig.hang.warp base}"
declare -A runs pass fail hang shown
for v in $V; do runs[$v]=0; pass[$v]=0; fail[$v]=0; hang[$v]=0; shown[$v]=0; done
round=0
while [ $((SECONDS - start)) -lt $budget ]; do
  round=$((round+1))
  for v in $V; do
    [ $((SECONDS - start)) -ge $budget ] && break
    # base is the control: every third round only
    [ $v = base ] && [ $((round % 3)) != 1 ] && continue
    f=$out/$v.$round.txt
    timeout 6 ./$v 64 20000 256 5 3 > $f 2>&1; rc=$?
    runs[$v]=$((runs[$v]+1))
    if [ $rc = 0 ]; then pass[$v]=$((pass[$v]+1)); rm -f $f
    elif [ $rc = 3 ] || [ $rc = 124 ] || [ $rc = 137 ]; then hang[$v]=$((hang[$v]+1))
      if [ ${shown[$v]} -lt 2 ]; then shown[$v]=$((shown[$v]+1))
        { echo "--- $v round $round rc $rc"; grep -v '^seed\|^hang2_probe\|^rep ' $f | head -45; } >> $out/shown.txt; fi
    else fail[$v]=$((fail[$v]+1)); fi
  done
done
echo "elapsed $((SECONDS - start)) s, $round rounds (each process: 5 probes; base every 3rd round)"
printf "%-16s %5s %5s %5s %5s\n" variant procs pass fail hang
for v in $V; do printf "%-16s %5d %5d %5d %5d\n" $v ${runs[$v]} ${pass[$v]} ${fail[$v]} ${hang[$v]}; done
echo "=== first fail output per variant ==="
for v in $V; do g=$(ls $out/$v.*.txt 2>/dev/null | head -1); [ -n "$g" ] && ! grep -q HANG $g && { echo "--- $v"; grep -v '^seed' $g | head -6; }; done
echo "=== dumps of hung runs (first 2 per variant; all under \$OUT/hang2) ==="
cut -c1-220 $out/shown.txt | head -150
