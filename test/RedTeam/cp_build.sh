#!/usr/bin/env bash
# test/RedTeam/cp_build.sh [OUT]: builds the red team of -dpagg-shared-pools
# (session 15; one record pool per program and size:
# __dpagg_record_pool_v<ABI>_<chunks>x<bytes>, common; the allocation pool
# __dpagg_alloc_pool_v12 common too; every DPAgg unit below is compiled with
# -dpagg-shared-pools unless SHARED=0, which builds them with the per-unit
# pools of the default for comparison (the pool checks then expect one
# record pool per unit and geometry); cp_*.cu, see
# cp_pool.cuh) into OUT (default /work/main/.gpu/redcp). One program (three
# device units cp_u0/u1/u2.cu and the host unit cp_main.cu), each unit
# compiled apart with its own options, then linked:
#   cp_pool.base     --dpagg-disable -DCP_NO_XTU in every unit (no launch
#                    across units: clang alone does not link one)
#   cp_pool.dflt     DPAgg's defaults in every unit (one 128 MiB pool)
#   cp_pool.scopes   u0 --dpagg-scope=warp, u1 block, u2 grid (with
#                    -DCP_GRID_PARENT) (one pool). Chosen (remarks, plugin
#                    of session 15): u0 per warp; u1 per warp (block refused:
#                    a divergent branch); u2's parent per grid, the leaves
#                    of its middle clone per block
#   cp_pool.tiny     the scopes, and --dpagg-pool-size=393216 in every unit:
#                    one shared pool of 3 chunks of 96 KiB, reused across
#                    units every round
#   cp_pool.mixsize  the scopes; u0 and u2 393216, u1 the default: two pools
#                    (u1's records in the 128 MiB one, u0's and u2's in the
#                    small one; unit 0's child releases records of both)
#   cp_pool.lib      as .tiny, u1 and u2 from a static library
#   cp_pool.lto      as .tiny, every unit -foffload-lto
#   cp_pool.arch2    as .tiny, DPAGG_GPU_ARCH="sm_80;sm_90"
#   cp_pool.old      as .tiny, u1 compiled by another DPAgg build
#                    ($DPAGG_OLD_PLUGIN, e.g. a plugin of main before
#                    -dpagg-shared-pools: its internal pool, its weak allocation pool);
#                    only when DPAGG_OLD_PLUGIN is set
# Plugin: $DPAGG_PLUGIN (default build/lib/libDPAgg.so of this tree).
# Each link keeps its device image (-save-temps) and OUT/pools.txt lists the
# pool objects of each image (readelf -sW): the build fails where a link
# does not hold the expected record pools (one per geometry) and exactly one
# allocation pool in a NOBITS section. Writes OUT/run.sh (cp_run.sh).
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-/work/main/.gpu/redcp}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cxx=$root/utils/dpagg-clang++
export DPAGG_PLUGIN=${DPAGG_PLUGIN:-$root/build/lib/libDPAgg.so}
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
: > "$out/pools.txt"
TINY=--dpagg-pool-size=393216
G=(--dpagg-scope=grid -DCP_GRID_PARENT)

# unit OBJ SRC FLAGS...: one unit, remarks in OBJ's log; a DPAgg unit of
# this tree's plugin with -dpagg-shared-pools (SHARED=1, the default).
unit() {
  local o=$1 s=$2; shift 2
  local shared=()
  if [ "${SHARED:-1}" = 1 ] && [ -z "${NO_SHARED_FLAG:-}" ] &&
     [[ " $* " != *" --dpagg-disable "* ]]; then
    shared=(-Xarch_device -mllvm=-dpagg-shared-pools)
  fi
  "$cxx" -O3 -I"$here" "$@" "${shared[@]}" -Rpass=dpagg-aggregate \
    -c "$here/$s" -o "$o" >> "$tmp/log" 2>&1
}

# pools VARIANT RECORDPOOLS: checks each linked image in $tmp/link.
pools() {
  local v=$1 want=$2 img n a nb
  for img in "$tmp"/link/*.img; do
    n=$(readelf -sW "$img" 2>/dev/null | grep -c ' OBJECT .* __dpagg_record_pool_v')
    a=$(readelf -sW "$img" 2>/dev/null | grep -c ' OBJECT .* __dpagg_alloc_pool_v')
    nb=$(readelf -SW "$img" 2>/dev/null | grep -c '\.nv\.global  *NOBITS')
    {
      echo "$v $(basename "$img"): $n record pool(s), $a allocation pool(s)"
      readelf -sW "$img" 2>/dev/null | grep -E ' OBJECT .* __dpagg_(record|alloc)_pool_v' |
        awk '{print "    " $3, $5, $8}'
    } >> "$out/pools.txt"
    if [ "$n" != "$want" ] || [ "$a" != "${WANT_ALLOC:-1}" ] || [ "$nb" != 1 ]; then
      echo "POOLS $v $(basename "$img"): $n record pools (want $want), $a allocation pools (want 1), $nb NOBITS .nv.global"
      fail=1
    fi
  done
}

# variant NAME RECORDPOOLS LINKFLAGS -- U0FLAGS -- U1FLAGS -- U2FLAGS
# (each list ends at --; LIB=1 puts u1 and u2 in a static library;
# U1PLUGIN replaces the plugin of u1).
variant() {
  local v=$1 want=$2; shift 2
  local link=() f0=() f1=() f2=()
  while [ "$1" != -- ]; do link+=("$1"); shift; done; shift
  while [ "$1" != -- ]; do f0+=("$1"); shift; done; shift
  while [ "$1" != -- ]; do f1+=("$1"); shift; done; shift
  f2=("$@")
  local bin=$out/cp_pool.$v
  rm -rf "$bin" "$tmp/link" "$tmp"/*.o "$tmp"/*.a
  : > "$tmp/log"
  mkdir -p "$tmp/link"
  if unit "$tmp/u0.o" cp_u0.cu "${f0[@]}" &&
     NO_SHARED_FLAG=${U1PLUGIN:-} DPAGG_PLUGIN=${U1PLUGIN:-$DPAGG_PLUGIN} \
       unit "$tmp/u1.o" cp_u1.cu "${f1[@]}" &&
     unit "$tmp/u2.o" cp_u2.cu "${f2[@]}" &&
     unit "$tmp/main.o" cp_main.cu "${link[@]}"; then
    local objs=("$tmp/main.o" "$tmp/u0.o" "$tmp/u1.o" "$tmp/u2.o")
    if [ "${LIB:-0}" = 1 ]; then
      ar rcs "$tmp/libcpu12.a" "$tmp/u1.o" "$tmp/u2.o"
      objs=("$tmp/main.o" "$tmp/u0.o" -L"$tmp" -lcpu12)
    fi
    (cd "$tmp/link" && "$cxx" -save-temps "${link[@]}" "${objs[@]}" \
      -o "$bin") >> "$tmp/log" 2>&1
  fi
  cp "$tmp/log" "$bin.log"
  if [ -x "$bin" ]; then
    strip "$bin"
    echo "built cp_pool.$v (aggregated sites: $(grep -c 'aggregated' "$bin.log"))"
    [ "$want" = - ] || [ "${SHARED:-1}" = 0 ] || pools "$v" "$want"
  else
    echo "FAILED cp_pool.$v (see $bin.log)"; fail=1
  fi
}

D=--dpagg-disable
variant base - -- $D -DCP_NO_XTU -- $D -DCP_NO_XTU -- $D -DCP_NO_XTU
variant dflt 1 -- -- -- 
variant scopes 1 -- --dpagg-scope=warp -- --dpagg-scope=block -- "${G[@]}"
variant tiny 1 -- --dpagg-scope=warp $TINY -- --dpagg-scope=block $TINY -- "${G[@]}" $TINY
variant mixsize 2 -- --dpagg-scope=warp $TINY -- --dpagg-scope=block -- "${G[@]}" $TINY
LIB=1 variant lib 1 -- --dpagg-scope=warp $TINY -- --dpagg-scope=block $TINY -- "${G[@]}" $TINY
variant lto 1 -foffload-lto -- -foffload-lto --dpagg-scope=warp $TINY -- -foffload-lto --dpagg-scope=block $TINY -- -foffload-lto "${G[@]}" $TINY
DPAGG_GPU_ARCH="sm_80;sm_90" variant arch2 1 -- --dpagg-scope=warp $TINY -- --dpagg-scope=block $TINY -- "${G[@]}" $TINY
if [ -n "${DPAGG_OLD_PLUGIN:-}" ]; then
  # u1's record pool is its own (internal) with a plugin without
  # -dpagg-shared-pools (it gets no such flag): the common one is then u0's
  # and u2's alone.
  U1PLUGIN=$DPAGG_OLD_PLUGIN variant old 1 -- --dpagg-scope=warp $TINY -- --dpagg-scope=block $TINY -- "${G[@]}" $TINY
fi
cp "$here/cp_run.sh" "$out/run.sh"
cp "$here/run_binaries.sh" "$out/run_binaries.sh"
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
