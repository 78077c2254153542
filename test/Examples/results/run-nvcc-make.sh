#!/bin/bash
# The nvcc-make example (test/Examples/Inputs/nvcc-make, built by
# test/Examples/nvcc-makefile.test) on the GPU: app and app-hostlink as
# `make NVCC=dpagg-nvcc` built them (dpagg-nvcc-*) and as `make` with nvcc
# built them (nvcc-*). Each must exit 0, and print what nvcc's app prints.
# Staged with (from a checkout whose build ran that test):
#   d=.gpu/nvcc o=build/test/Examples/Output/nvcc-makefile.test.tmp
#   mkdir -p $d && cp test/Examples/results/run-nvcc-make.sh $d/run.sh
#   for p in app app-hostlink; do cp $o/clang/$p $d/dpagg-nvcc-$p; cp $o/nvcc/$p $d/nvcc-$p; done
cd "$(dirname "$0")" || exit 1
ref=$(timeout 60 ./nvcc-app 2>&1); ref_rc=$?
pass=0 fail=0
for f in nvcc-app nvcc-app-hostlink dpagg-nvcc-app dpagg-nvcc-app-hostlink; do
  out=$(timeout 60 ./$f 2>&1); rc=$?
  if [ $rc = 0 ] && [ $ref_rc = 0 ] && [ "$out" = "$ref" ]; then
    r=PASS; pass=$((pass + 1))
  else
    r=FAIL; fail=$((fail + 1))
  fi
  echo "$r $f (exit $rc): $(echo "$out" | tr '\n' ' ' | cut -c1-200)"
done
[ "$fail" = 0 ] && echo "nvcc-make: PASS ($pass of 4 programs, same output as nvcc's)" ||
  echo "nvcc-make: FAIL ($fail of 4 programs failed or printed other than nvcc's app)"
[ "$fail" = 0 ]
