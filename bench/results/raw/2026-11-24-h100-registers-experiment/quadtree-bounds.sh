#!/bin/bash
# Quadtree: what costs the 0.72x? base (no plugin), none (-dpagg-scope=none:
# V1->V2 only), default, warp, lb128/baselb128 (build_dp with
# __launch_bounds__(128): DPAgg adds no bound). 5 interleaved rounds.
cd "$(dirname "$0")"
for r in 1 2 3 4 5; do for v in base none default warp lb128 baselb128; do
  echo "r$r $v $(LD_LIBRARY_PATH=. ./qt.$v --benchmark_filter='Quadtree/dp/262144' 2>&1 | grep -E 'Quadtree/dp/262144' | awk '{print $1, $2, $3}' | tr '\n' ' ')"
done; done
