#!/bin/bash
cd "$(dirname "$0")"
for round in 1 2; do
 for shape in "16384 512 16" "65536 64 16" "65536 64 256"; do
  ./probe_tl.base $shape hand 11
  for v in gridns Hgridns gridnsnorel blockns Hblockns blocknsnorel; do
    echo -n "$v "; ./probe_tl.$v $shape naive 11
  done
 done
done
