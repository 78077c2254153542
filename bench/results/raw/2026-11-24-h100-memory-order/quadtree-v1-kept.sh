#!/bin/bash
# Quadtree/dp: the build without DPAgg against the default, interleaved.
cd "$(dirname "$0")"
for r in $(seq 1 ${ROUNDS:-9}); do
  for v in base default; do
    echo "r$r $v $(LD_LIBRARY_PATH=. ./quadtree_build.$v --benchmark_filter='Quadtree/dp' --benchmark_min_time=0.5 2>/dev/null | grep -E '^Quadtree/dp' | awk '{print $1, $2}' | tr '\n' ' ')"
  done
done
