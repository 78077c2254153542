#!/usr/bin/env bash
# test/RedTeam/mo_build.sh [NAME=PLUGIN]...: builds the memory-order stress
# programs (mo_*.cu, MemoryOrder.cuh) into .gpu/mo/ with this tree's plugin
# (DPAGG_PLUGIN if set, as for dpagg-clang++), and for each NAME=PLUGIN
# (a libDPAgg.so of another tree, e.g. mo-old=<tree at 405e661^>/build/lib/
# libDPAgg.so for the runtime with atomicCAS and __threadfence, or
# mo-405e661=<tree at 405e661>/build/lib/libDPAgg.so) again into .gpu/NAME/
# (DPAgg builds only: .base does not depend on the plugin). Binaries are
# stripped (about 1 MB each; the device code stays).
# Then, on the GPU: test/RedTeam/mo_run.sh .gpu/mo .gpu/NAME...
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
progs=(mo_pool_churn mo_big_params mo_slot_churn)
fail=0
"$here/build.sh" "$root/.gpu/mo" "${progs[@]}" || fail=1
dirs=("$root/.gpu/mo")
for arg in "$@"; do
  name=${arg%%=*} plugin=${arg#*=}
  case $name in ''|*/*|.*) echo "mo_build.sh: bad NAME in '$arg' (accepted: NAME=PLUGIN, NAME a plain folder name)" >&2; exit 1 ;; esac
  [ "$name" != "$arg" ] && [ -f "$plugin" ] ||
    { echo "mo_build.sh: '$arg': expected NAME=PLUGIN with an existing libDPAgg.so" >&2; exit 1; }
  DPAGG_PLUGIN=$(readlink -f "$plugin") "$here/build.sh" "$root/.gpu/$name" "${progs[@]}" || fail=1
  rm -f "$root/.gpu/$name"/*.base "$root/.gpu/$name"/*.base.log
  dirs+=("$root/.gpu/$name")
done
for d in "${dirs[@]}"; do
  for f in "$d"/mo_*; do
    case $f in *.log) ;; *) [ -f "$f" ] && strip "$f" ;; esac
  done
done
exit $fail
