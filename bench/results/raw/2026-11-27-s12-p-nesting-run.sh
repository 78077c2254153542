#!/usr/bin/env bash
# Session 12: P and PO nest at most -dpagg-promote-max-nesting deep (promote_chain tests, chains bench).
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t() { s=$SECONDS; timeout 120 ./promote_chain.$1 "${@:2}" > pc.log 2>&1; rc=$?; echo "TEST promote_chain.$1 $* rc=$rc $(grep -c RUN pc.log) runs, $(grep -c FAIL pc.log) FAIL lines: $(tail -1 pc.log) ($((SECONDS - s)) s)"; }
t base 2 25 25x4; t base 3000; t dpagg 2 25 3000 100000 25x4
t p 2 25 2000 3000 100000 25x4; t p_nest8 2 25 3000 25x4
t po 2 25 2000 3000 100000 25x4; t po_nest8 2 25 3000 25x4
t pa 2 25 3000 100000 25x4; t pao 2 25 3000 100000 25x4
for v in base p po pa pao; do ./promote_chain.$v --time 1000 2000 2>&1 | grep -i "median\|ms" | sed "s/^/time $v /"; done
for v in base default p po pa pao; do s=$SECONDS; timeout 280 ./chains.$v --benchmark_filter="/dp/" 2>&1 | grep -E "^[A-Za-z]+/dp/|ERROR|FAIL|rror" | awk -v v=$v '{print v, $1, $2, $3, $4}' | sed "s/iterations:[0-9]*.manual_time//"; echo "chains.$v done ($((SECONDS - s)) s)"; done
