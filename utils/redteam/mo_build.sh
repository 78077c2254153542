#!/usr/bin/env bash
# redteam/mo_build.sh [OLD_PLUGIN]: builds the memory-order stress programs
# (mo_*.cu, MemoryOrder.cuh) into .gpu/mo/ with this tree's plugin
# (DPAGG_PLUGIN if set, as for dpagg-clang++; the runtime of 405e661 and
# later) and, given the libDPAgg.so of a tree at 405e661^ (the runtime with
# atomicCAS and __threadfence), again into .gpu/mo-old/ (DPAgg builds only:
# .base does not depend on the plugin).
# Binaries are stripped (about 1 MB each; the device code stays).
# Then, on the GPU: utils/redteam/mo_run.sh .gpu/mo .gpu/mo-old
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
progs=(mo_pool_churn mo_big_params mo_slot_churn)
fail=0
"$here/build.sh" "$root/.gpu/mo" "${progs[@]}" || fail=1
if [ $# -ge 1 ]; then
  old=$(readlink -f "$1")
  [ -f "$old" ] || { echo "mo_build.sh: no plugin at $1" >&2; exit 1; }
  DPAGG_PLUGIN=$old "$here/build.sh" "$root/.gpu/mo-old" "${progs[@]}" || fail=1
  rm -f "$root"/.gpu/mo-old/*.base "$root"/.gpu/mo-old/*.base.log
fi
for f in "$root"/.gpu/mo/mo_* "$root"/.gpu/mo-old/mo_*; do
  case $f in *.log) ;; *) [ -f "$f" ] && strip "$f" ;; esac
done
exit $fail
