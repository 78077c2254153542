#!/usr/bin/env bash
# test/RedTeam/xtu/build.sh [OUT]: builds xtu_extern_c (parents.cu + children.cu)
# in every mix, into OUT (default .gpu-red/):
#   xtu_extern_c.base       both units clang alone, -foffload-lto (clang
#                           alone needs LTO to link a cross-unit launch)
#   xtu_extern_c.dpagg      both DPAgg (block scope)
#   xtu_extern_c.warp       both DPAgg, --dpagg-scope=warp
#   xtu_extern_c.lto        both DPAgg, -foffload-lto
#   xtu_extern_c.lto_plain  parents DPAgg + -foffload-lto, children DPAgg
#                           without LTO (the weak descriptor is LTO's
#                           "prevailing" one; nvlink must pick the strong)
#   xtu_extern_c.plain_lto  parents DPAgg without LTO, children DPAgg + LTO
#   xtu_extern_c.mixed      parents DPAgg, children clang alone
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../../..
out=${1:-$root/.gpu-red}
mkdir -p "$out/xtu-obj"
cxx=$root/utils/dpagg-clang++
o=$out/xtu-obj
fail=0
obj() { # name src flags...
  local n=$1 s=$2; shift 2
  "$cxx" -O3 "$@" -c "$here/$s.cu" -o "$o/$n.o" > "$o/$n.log" 2>&1 ||
    { echo "FAILED object $n (see $o/$n.log)"; fail=1; }
}
prog() { # name flags -- objs...
  local n=$1; shift
  local fl=()
  while [ "$1" != -- ]; do fl+=("$1"); shift; done; shift
  local objs=()
  for x in "$@"; do objs+=("$o/$x.o"); done
  if "$cxx" "${fl[@]}" "${objs[@]}" -o "$out/xtu_extern_c.$n" \
       > "$out/xtu_extern_c.$n.log" 2>&1; then
    echo "built xtu_extern_c.$n"
  else
    echo "FAILED xtu_extern_c.$n (see $out/xtu_extern_c.$n.log)"; fail=1
  fi
}
obj p.base parents --dpagg-disable -foffload-lto
obj c.base_lto children --dpagg-disable -foffload-lto
obj c.base children --dpagg-disable
obj p.dpagg parents
obj c.dpagg children
obj p.warp parents --dpagg-scope=warp
obj c.warp children --dpagg-scope=warp
obj p.lto parents -foffload-lto
obj c.lto children -foffload-lto
prog base --dpagg-disable -foffload-lto -- p.base c.base_lto
prog dpagg -- p.dpagg c.dpagg
prog warp -- p.warp c.warp
prog lto -foffload-lto -- p.lto c.lto
prog lto_plain -foffload-lto -- p.lto c.dpagg
prog plain_lto -foffload-lto -- p.dpagg c.lto
prog mixed -- p.dpagg c.base
exit $fail
