#!/usr/bin/env bash
# test/RedTeam/ir.sh FILE.cu [extra flags]: device IR before/after dpagg-aggregate
# and after the whole pipeline, into /tmp/red-ir/<name>.{before,after,final}.ll
set -eu
f=$1; shift
n=$(basename "$f" .cu)
d=/tmp/red-ir; mkdir -p $d
here=$(dirname "$(readlink -f "$0")")/../..
"$here/utils/dpagg-clang++" -O3 --cuda-device-only -S -emit-llvm "$@" \
  -Xarch_device -mllvm=-print-before=dpagg-aggregate \
  -Xarch_device -mllvm=-print-after=dpagg-aggregate \
  -Xarch_device -mllvm=-print-module-scope \
  -Rpass=dpagg -Rpass-missed=dpagg "$f" -o $d/$n.final.ll 2> $d/$n.log || { tail -20 $d/$n.log; exit 1; }
awk -v b=$d/$n.before.ll -v a=$d/$n.after.ll '
  /^; \*\*\* IR Dump Before/ {o=b; next} /^; \*\*\* IR Dump After/ {o=a; next}
  /remark:/ {o=""} o!="" {print > o}' $d/$n.log
grep -A2 'remark:' $d/$n.log | grep -v '^--$' | grep 'remark' || true
