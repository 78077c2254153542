#!/usr/bin/env bash
# Session 13: the suite at df6ea3e, builds base, default, warp, block, grid and mb8 (multiblock 8) of every
# workload, in two parts (suite13A, suite13B); the raw JSON of each part packed to $OUT/raw-<part>.tar.gz.
d=.gpu/$1; TIMEOUT_S=${TIMEOUT_S:-150} bash bench/run.sh $d $OUT/res > $OUT/$1.log 2>&1; rc=$?
cd $OUT/res && for x in */; do tar -czf ../raw-$1.tar.gz "$x" && rm -rf "$x"; done; cd ..; ls -la res; echo "rc=$rc"; tail -5 $OUT/$1.log
