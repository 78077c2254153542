#!/usr/bin/env bash
# Session 12, call 6: alloc tests (timed), the default's allocation microbenchmark, program-mode red team, fuzz.
cd "$(dirname "$0")/../.."
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for t in alloc_program.base alloc_program.dpagg alloc_program.program alloc_scratch.base alloc_scratch.dpagg; do
  s=$SECONDS; timeout 60 .gpu/c6/$t > /tmp/$t.log 2>&1; rc=$?; echo "TEST $t rc=$rc $(tail -1 /tmp/$t.log) ($((SECONDS - s)) s)"
done
for r in 1 2; do for b in base dpagg; do .gpu/c6/alloc_scratch.$b bench 2>&1 | grep "bench:" | sed "s/^/r$r $b /"; done; done
bash .gpu/redprog/run.sh .gpu/redprog
TIMEOUT_S=120 bash utils/run-cdp-fuzz.sh .gpu/fz12/bin.tar.gz $OUT/fuzz3002.md > $OUT/fuzz.log 2>&1; tail -5 $OUT/fuzz.log
