#!/bin/bash
# session 23 call 5: issue 23's per-thread-stream target (within 1.1x of the
# default-stream build) on BFS, SpMV and Bezier: .default against
# .default_ptds (and BFS's .base, .base_ptds), 6 interleaved rounds, one
# process per build. Run from the repo root.
S=$PWD/.gpu/s23
O=$OUT/c5; mkdir -p $O
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $O/gpu.txt
s=$(date +%s)
ROUNDS=6 FILTER='/dp/' TIMEOUT_S=90 timeout 500 bash bench/rounds.sh $S/p $O/r 'default default_ptds base base_ptds' > $O/rounds.log 2>&1
echo "rounds rc=$? $(( $(date +%s) - s )) s" >> $O/tests.txt
tar -C $OUT -cJf $OUT/c5.tar.xz c5 && rm -rf $O
