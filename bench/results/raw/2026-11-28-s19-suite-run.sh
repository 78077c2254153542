#!/bin/bash
# session 19 call 2: the suite (15 workloads; base, default, warp, block, grid, mb8; ptds builds of BFS,
# SpMV, Bezier) in one run. From the repo root: bash .gpu/s19suite/run.sh
S=.gpu/s19suite; (cd $S && tar -xJf suite.tar.xz) || exit 1
TIMEOUT_S=150 bash bench/run.sh $S/suite $OUT/res > $OUT/suite.log 2>&1; rc=$?
cd $OUT/res && for x in */; do tar -czf ../raw.tar.gz "$x" && rm -rf "$x"; done; cd ..; ls -la res; echo "rc=$rc"; tail -5 $OUT/suite.log
