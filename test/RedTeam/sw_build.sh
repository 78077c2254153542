#!/usr/bin/env bash
# test/RedTeam/sw_build.sh [OUT]: builds the split-warp red team (session 17;
# docs/grid-scope.md "A hazard at the last exit: warps split into groups":
# two disjoint groups of lanes of one warp running the runtime's group
# protocol at once, each with its own mask) into OUT (default
# /work/main/.gpu/sw_test). Programs (sw_common.cuh says what each checks):
#   sw_prelude    one unobserved launch per thread after a warp-splitting
#                 prelude (loop, leader, even, early, sleep, halves,
#                 warpalloc, switch4, break, malloc) x NULL / FF stream
#   sw_warpsites  sites reached by groups apart: a launch in a divergent
#                 loop, two sites in two halves, observed launches after
#                 splits, a launch before break, sleeps in a launch loop,
#                 three __match_any_sync classes
#   sw_nested     the known trigger's shape (a child that launches too: the
#                 nested-grid rule) with other splits than malloc
# Variants, each NAME.VARIANT$SUFFIX:
#   base   --dpagg-disable -DSW_BASE (clang alone: the control, must pass;
#          SW_BASE skips the fire-and-forget kernels, whose launch clang
#          alone cannot make, and runs 1/16 of the parent blocks)
#   dflt   DPAgg's defaults
#   warp   --dpagg-scope=warp
#   block  --dpagg-scope=block --dpagg-auto-grid=0 (per block, never per
#          grid at run time: the block entries, barrier and last exit)
#   grid   --dpagg-scope=grid
# Every DPAgg variant keeps the other defaults (serialization auto: every
# child here has 128..384 threads (1..2 blocks of 128..192), above the auto threshold of 65, so every
# launch reaches aggregation at run time; allocation aggregation on).
#
# Sites chosen (plugin build2 of session 17; OUT/sites.txt lists every
# site of every build, from the opt records; "auto" = per grid where the
# parent grid has >= 256 blocks, else per block: every default grid here
# has >= 512 blocks, so auto means per grid at run time):
#   sw_prelude   loop, leader, even, early, halves, break:
#                  dflt per grid (auto) at the last exit; block per block at
#                  the last exit; grid per grid at the last exit; warp per warp
#                sleep: per block at a barrier in dflt, block and grid;
#                  warp per warp
#                warpalloc, switch4: per warp everywhere (the launch counts
#                  as observed: no last exit, and no barrier)
#                malloc (the control, session 16's trigger): per grid at
#                  the last exit in dflt and grid since 54f46b6 removed the
#                  planner rule that kept it per block; block per block at
#                  the last exit; warp per warp
#   sw_warpsites every site per warp in every variant, except breaksite:
#                  dflt per grid (auto) at the last exit, block per block at
#                  the last exit, grid per grid at the last exit
#   sw_nested    parent site (launch of sw_mid):
#                  loop, leader, halves: dflt and grid per grid at the last
#                  exit (dflt: nested-grid rule), block per block at the
#                  last exit, warp per warp
#                  warpalloc: per warp everywhere; sleep: per block at a
#                  barrier (dflt, block, grid);
#                  early: per grid at a barrier (dflt, grid), per block at a
#                  barrier (block)
#                sw_mid's site (the leaves): per grid (auto) at a barrier
#                  (dflt), per block at a barrier (block), per grid at a
#                  barrier (grid), per warp (warp)
# (sites.txt is authoritative: the build prints it.)
#
# Environment:
#   DPAGG_PLUGIN  the plugin (default /work/main/build2/lib/libDPAgg.so)
#   RT=path.bc    a runtime bitcode: adds
#                 -Xarch_device -mllvm=-dpagg-runtime-bitcode=$RT to every
#                 compile (-c) of the DPAgg variants (not of base, which has
#                 no plugin to take it)
#   SUFFIX        appended to every binary name (e.g. RT=fix.bc SUFFIX=.fix)
#   JOBS          parallel compiles (default 2)
#   ONLY          regex of program names to build (default all)
# Writes OUT/run.sh (runs every sw_* binary with run_binaries.sh; SW_REPEAT,
# SW_ONLY_BIN, TIMEOUT_S, and the programs' SW_ROUNDS, SW_BLOCKS, ...).
# Exit 0 only if every build succeeded.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-/work/main/.gpu/sw_test}
mkdir -p "$out"
out=$(cd "$out" && pwd)
cxx=$root/utils/dpagg-clang++
export DPAGG_PLUGIN=${DPAGG_PLUGIN:-/work/main/build2/lib/libDPAgg.so}
sfx=${SUFFIX:-}
jobs=${JOBS:-2}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

rtflags=()
if [ -n "${RT:-}" ]; then
  [ -f "$RT" ] || { echo "RT=$RT: no such file"; exit 1; }
  rtflags=(-Xarch_device "-mllvm=-dpagg-runtime-bitcode=$(readlink -f "$RT")")
fi

variant_flags() {
  case $1 in
  base) echo --dpagg-disable -DSW_BASE ;;
  dflt) echo ;;
  warp) echo --dpagg-scope=warp ;;
  block) echo --dpagg-scope=block --dpagg-auto-grid=0 ;;
  grid) echo --dpagg-scope=grid ;;
  esac
}

# build PROG VARIANT: compile (-c, remarks and opt records), link, strip.
build() {
  local p=$1 v=$2 bin=$out/$1.$2$sfx d=$tmp/$1.$2
  local extra=()
  mkdir -p "$d"
  # shellcheck disable=SC2046
  [ "$v" = base ] || extra=("${rtflags[@]}")
  rm -f "$bin"
  (
    cd "$d" &&
      "$cxx" -O3 $(variant_flags "$v") "${extra[@]}" -Rpass=dpagg-aggregate \
        -fsave-optimization-record -c "$here/$p.cu" -o "$d/$p.o" &&
      "$cxx" $(variant_flags "$v") "$d/$p.o" -o "$bin" && strip "$bin"
  ) > "$bin.log" 2>&1
  if [ -x "$bin" ]; then
    if [ "$v" != base ]; then
      python3 "$here/sw_sites.py" "$d"/*cuda-nvptx64*.opt.yaml \
        > "$d/sites" 2>/dev/null
    fi
    echo "built $p.$v$sfx ($(grep -c 'aggregated per' "$bin.log") aggregation remarks)"
  else
    echo "FAILED $p.$v$sfx (see $bin.log)"
    return 1
  fi
}

progs=()
for f in "$here"/sw_*.cu; do
  n=$(basename "$f" .cu)
  [[ $n =~ ${ONLY:-.} ]] && progs+=("$n")
done
fail=0
pids=()
for p in "${progs[@]}"; do
  for v in base dflt warp block grid; do
    build "$p" "$v" > "$tmp/$p.$v.status" &
    pids+=($!)
    while [ "$(jobs -rp | wc -l)" -ge "$jobs" ]; do sleep 0.5; done
  done
done
for pid in "${pids[@]}"; do wait "$pid" || fail=1; done
cat "$tmp"/*.status
sites=$out/sites$sfx.txt
{
  echo "# DPAgg sites of the sw_* builds (plugin $DPAGG_PLUGIN${RT:+, runtime $RT})"
  for p in "${progs[@]}"; do
    for v in dflt warp block grid; do
      [ -f "$tmp/$p.$v/sites" ] || continue
      echo "== $p.$v$sfx"
      sort -V "$tmp/$p.$v/sites"
    done
  done
} > "$sites"
cat "$sites"
cp "$here/run_binaries.sh" "$out/run_binaries.sh"
cat > "$out/run.sh" <<'EOF'
#!/usr/bin/env bash
# run.sh of the split-warp red team (test/RedTeam/sw_build.sh stages it with
# run_binaries.sh, whose header says what it prints). SW_REPEAT=N runs each
# binary N times (default 1); SW_ONLY_BIN=REGEX only the binaries whose name
# matches; TIMEOUT_S seconds each (default 300). The programs read
# SW_ROUNDS (rounds per kernel, default 3), SW_BLOCKS, SW_THREADS, SW_ONLY
# (kernel name substring) and DPAGG_SEED.
cd "$(dirname "$0")" || exit 1
REPEAT=${SW_REPEAT:-1} ONLY=${SW_ONLY_BIN:-.} TIMEOUT_S=${TIMEOUT_S:-300} \
  exec bash ./run_binaries.sh sw_ sites.txt "DPAgg sites"
EOF
chmod +x "$out/run.sh"
echo "staged: $(du -sh "$out" | cut -f1) in $out"
exit $fail
