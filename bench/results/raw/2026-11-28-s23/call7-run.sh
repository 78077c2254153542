#!/bin/bash
# session 23 call 7: the second red team of the warp rejoin (rj2_*), .base
# and .dpagg, three runs each (30 s each, a host watchdog inside at 20 s).
S=$PWD/.gpu/s23
O=$OUT/c7; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
for r in 1 2 3; do
  for f in $S/rj2/*.base $S/rj2/*.dpagg; do
    s=$(date +%s); timeout -k 2 30 $f > $O/$(basename $f).$r.log 2>&1; rc=$?
    echo "$(basename $f) run $r rc=$rc $(( $(date +%s) - s )) s" >> $O/tests.txt
  done
done
tar -C $OUT -cJf $OUT/c7.tar.xz c7 && rm -rf $O
