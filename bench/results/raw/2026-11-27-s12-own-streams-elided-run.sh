#!/usr/bin/env bash
# Session 12: own streams elided (42a68e6): tests, then PrivStreams/Own A/B (default elides, keepstreams does not).
cd "$(dirname "$0")"; export LD_LIBRARY_PATH=$PWD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for t in private_streams.base private_streams.dpagg private_streams.keepstreams private_streams.tinypool private_streams.grid private_streams.ptds private_streams.base_ptds own_streams.base own_streams.dpagg; do
  s=$SECONDS; timeout 60 ./$t > $t.log 2>&1; rc=$?; echo "TEST $t rc=$rc $(tail -1 $t.log) ($((SECONDS - s)) s)"
done
ROUNDS=${ROUNDS:-5} bash ../../bench/interleave.sh 'default keepstreams base' 'priv;own' \
  './{s}.{v} --benchmark_filter="/dp/" 2>&1 | grep -E "^[A-Za-z]+/dp/|ERROR|FAIL|error" | awk "{print \$1, \$2}" | sed "s/iterations:[0-9]*.manual_time//" | tr "\n" " "'
./priv.base --benchmark_filter="/flat/" 2>&1 | grep -E "^[A-Za-z]+/flat/" | awk '{print "flat", $1, $2}'
