#!/usr/bin/env bash
# test/Probes/moldable.sh - build and run test/Probes/moldable.cu in every
# variant (see its header).
#   test/Probes/moldable.sh build DIR   here (needs clang 22 and the plugin)
#   test/Probes/moldable.sh run DIR     on the GPU machine (no LLVM needed)
# `run` prints one line per build and shape and exits non-zero if any run was
# WRONG or failed.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cmd=${1:-}; dir=${2:-}
[ -n "$cmd" ] && [ -n "$dir" ] || { echo "usage: $0 build|run DIR" >&2; exit 2; }
variants=(base off on auto c8 c32 warp_off warp_on warp_c8)
flags() {
  case "$1" in
    base) echo --dpagg-disable ;;
    off) echo ;;
    on) echo --dpagg-moldable=on ;;
    auto) echo --dpagg-moldable=auto ;;
    c8) echo --dpagg-moldable=on -Xarch_device -mllvm=-dpagg-mold-coarsen=8 ;;
    c32) echo --dpagg-moldable=on -Xarch_device -mllvm=-dpagg-mold-coarsen=32 ;;
    warp_off) echo --dpagg-scope=warp ;;
    warp_on) echo --dpagg-scope=warp --dpagg-moldable=on ;;
    warp_c8) echo --dpagg-scope=warp --dpagg-moldable=on -Xarch_device -mllvm=-dpagg-mold-coarsen=8 ;;
  esac
}
case "$cmd" in
  build)
    mkdir -p "$dir"
    for v in "${variants[@]}"; do
      # shellcheck disable=SC2046
      "$here/../../utils/dpagg-clang++" $(flags "$v") -O3 "$here/moldable.cu" -o "$dir/moldable.$v"
    done ;;
  run)
    rc=0
    for s in "262144 16" "65536 64" "4096 4096"; do
      for v in "${variants[@]}"; do
        # shellcheck disable=SC2086
        "$dir/moldable.$v" $s || rc=1
      done
    done
    exit $rc ;;
  *) echo "usage: $0 build|run DIR" >&2; exit 2 ;;
esac
