#!/bin/bash
# run.sh: every variant, both shapes, interleaved rounds
cd "$(dirname "$0")"
for round in 1 2 3; do
 for shape in "16384 512 16" "65536 64 16"; do
  ./probe_tl.base $shape hand 15
  ./probe_tl.base $shape hand-ff 15
  for v in gridns gridnspk gridnsnorel grid blockns default; do
    echo -n "$v "; ./probe_tl.$v $shape naive 15
  done
 done
done
