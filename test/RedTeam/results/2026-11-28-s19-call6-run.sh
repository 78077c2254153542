#!/bin/bash
# session 19 call 6: appendToGrid keeps out a record the child would refuse (runtime/Grid.cuh).
S=.gpu/s19q; (cd $S && tar -xJf q.tar.xz) || exit 1; B=$S/q
for v in base dflt grid mb2 legacy; do echo "== pg_replay_burst.$v"; timeout 60 $B/pg_replay_burst.$v 2>&1 | grep -E "ms,|PASS|FAIL|PERF" ; done
for v in dflt grid; do echo "== fz_ptdsburst.$v"; timeout 60 $B/fz_ptdsburst.$v 2>&1 | tail -1; done
ONLY='^(grid_scope|multiblock_scope|nested_grid_levels|grid_mixed_shapes|block_last_exit|quadtree)$' TIMEOUT_S=25 bash utils/run-gpu-tests.sh $B $OUT/q.md > /tmp/q.log 2>&1
tail -3 /tmp/q.log; grep -h "FAIL\|TIMEOUT\|CUDAERR\|missing" $OUT/q.md | head
