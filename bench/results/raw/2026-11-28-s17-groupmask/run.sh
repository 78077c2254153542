#!/bin/bash
# session 17 call 2: cp matrix x runtime {cur(main, rule on), fix2, opq, opq2, both}; SASS; bench A/B
cd "$(dirname "$0")"
tar -xJf payload2.tar.xz && tar -xJf payload3.tar.xz || exit 1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
CUOBJ=$(ls /usr/local/cuda*/bin/cuobjdump 2>/dev/null | head -1)
for rt in opq2 both; do $CUOBJ -sass cp_$rt/cp_iso.g2 2>&1 | xz -3 > $OUT/g2_$rt.sass.xz; $CUOBJ -sass bench/quicksort.$rt 2>&1 | xz -3 > $OUT/qs_$rt.sass.xz; done
$CUOBJ -sass bench/quicksort.base 2>&1 | xz -3 > $OUT/qs_base.sass.xz
cpr() { (cd cp_$1 && CP_REPEAT=${CP_REPEAT:-6} TIMEOUT_S=20 bash ./run.sh > $OUT/cp_$1.txt 2>&1); }
(cpr cur; cpr fix2; cpr opq) & (cpr opq2; cpr both) &
(cd sw && SW_REPEAT=1 TIMEOUT_S=45 timeout 330 bash ./run.sh > $OUT/sw.txt 2>&1) &
wait
grep -v '^PASS' $OUT/sw.txt | head -60
for rt in cur fix2 opq opq2 both; do echo "== $rt"; sed -n '/PER VARIANT/,/^$/p' $OUT/cp_$rt.txt | grep -v "PER VARIANT"; done
cd bench; export LD_LIBRARY_PATH=$PWD:${LD_LIBRARY_PATH:-}
G='grep -o "^[A-Za-z]*/[a-z-]*/[0-9/]*\|median_ms=[0-9.]*[kmu]\?\|ERROR.*\|FAIL.*\|wrong.*"'
for w in triangles:TC quicksort:QSort quadtree_build:Quadtree bezier:Bezier default_losses:LateExit; do
  b=${w%%:*}; f=${w##*:}
  ROUNDS=${ROUNDS:-2} bash ../interleave.sh 'base fix2 opq2 both' '' "timeout 40 ./$b.{v} --benchmark_filter='^$f/dp/' 2>&1 | $G" >> $OUT/bench.txt
done
tail -5 $OUT/bench.txt
