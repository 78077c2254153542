#!/usr/bin/env bash
# Session 12: the suite at the final default (base and default builds), part $1 (suiteA or suiteB).
d=.gpu/$1; TIMEOUT_S=${TIMEOUT_S:-150} bash bench/run.sh $d $OUT/res > $OUT/$1.log 2>&1; rc=$?
cd $OUT/res && for x in */; do tar -czf ../raw-$1.tar.gz "$x" && rm -rf "$x"; done; cd ..; ls -la res; echo "rc=$rc"; tail -5 $OUT/$1.log
