#!/bin/bash
# session 23 call 6: issue 23's probe target (grid scope within 1.1x of the
# hand-written grid aggregation on every shape), measured longer than the
# suite does: probe_shapes.grid, Probe/dp and Probe/hand-grid alternating in
# separate processes, 4 rounds, 5 repetitions of 5 iterations each.
S=$PWD/.gpu/s23
export LD_LIBRARY_PATH=$S/pr:$LD_LIBRARY_PATH
O=$OUT/c6; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
for r in 1 2 3 4; do
  for v in dp hand-grid; do
    timeout 120 $S/pr/probe_shapes.grid --benchmark_filter="Probe/$v/" --benchmark_repetitions=5 \
      --benchmark_out=$O/r$r.$v.json --benchmark_out_format=json > $O/r$r.$v.log 2>&1
    echo "r$r $v rc=$?" >> $O/tests.txt
  done
done
tar -C $OUT -cJf $OUT/c6.tar.xz c6 && rm -rf $O
