#!/bin/bash
# session 19 call 4: grid scope takes a thread's only launch into its per-thread stream (9f593a2).
# 1. every per-thread-stream GPU test binary (new grid_ptds variants included); 2. bench A/B:
# default_ptds before (3703c77) and after, and the default build, 3 interleaved rounds;
# 3. the red team pg_* if carried.
S=.gpu/s19p; (cd $S && tar -xJf p.tar.xz) || exit 1; B=$S/p; export LD_LIBRARY_PATH=$PWD/$B
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for t in $B/*_ptds $B/*.ptds $B/*.ptsz $B/*_ptsz; do
  case $t in *spmv*|*bfs*|*bezier*) continue;; esac
  [ -x "$t" ] || continue
  timeout 25 $t > /tmp/t.txt 2>&1; rc=$?; printf '%-44s rc=%s %s\n' "$(basename $t)" $rc "$(grep -E '^(PASS|FAIL)' /tmp/t.txt | tail -1)"
done
for v in base dflt grid; do echo "== fz_ptdsburst.$v"; timeout 60 $B/fz_ptdsburst.$v 2>&1 | tail -3; done
for r in 1 2 3; do for w in spmv postpone_bfs bezier; do for v in default ptds_old ptds_new; do
  echo "== $w.$v round $r"; timeout 60 $B/$w.$v --benchmark_filter='/dp/' 2>&1 | grep -E '/dp/|FAIL|ERROR|wrong' | awk '{print $1, $2, $3}'
done; done; done
if [ -f $S/pg.tar.xz ]; then (cd $S && tar -xJf pg.tar.xz) && TIMEOUT_S=30 bash $S/pg/run.sh 2>&1 | tail -60; fi
