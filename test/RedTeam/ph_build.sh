#!/usr/bin/env bash
# test/RedTeam/ph_build.sh [OUT] [PRE_PLUGIN]: builds the red team of PA's
# head and of the tail link without a premature child (ph_*.cu) into OUT
# (default /work/main/.gpu/redhead) as NAME.base (--dpagg-disable),
# NAME.dpagg, NAME.p, NAME.pa, NAME.pao and, per "// VARIANT sfx: flags"
# line, NAME.sfx; with PRE_PLUGIN (a libDPAgg.so without rule (12),
# PoolSharedOptIn) also NAME.pre.pa and NAME.pre.pao. Stripped; remarks in
# NAME.SFX.log. Copies ph_run.sh as OUT/run.sh.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-/work/main/.gpu/redhead}
pre=${2:-}
mkdir -p "$out"
cxx=$root/utils/dpagg-clang++
promote="-Xarch_device -mllvm=-dpagg-promote"
remarks="-Rpass=dpagg-promote -Rpass-missed=dpagg-promote"
post=$root/build/lib/libDPAgg.so
fail=0
build() { # name suffix plugin flags...
  local n=$1 sfx=$2 plugin=$3; shift 3
  # shellcheck disable=SC2068
  if DPAGG_PLUGIN=$plugin "$cxx" -O3 $@ "$here/$n.cu" -o "$out/$n.$sfx" \
      > "$out/$n.$sfx.log" 2>&1 && strip "$out/$n.$sfx"; then
    echo "built $n.$sfx"
  else
    echo "FAILED $n.$sfx (see $out/$n.$sfx.log)"; rm -f "$out/$n.$sfx"; fail=1
  fi
}
for f in "$here"/ph_*.cu; do
  n=$(basename "$f" .cu)
  build "$n" base "$post" --dpagg-disable
  build "$n" dpagg "$post"
  for m in p pa pao; do build "$n" "$m" "$post" "$promote=$m $remarks"; done
  if [ -n "$pre" ]; then
    for m in pa pao; do build "$n" "pre.$m" "$pre" "$promote=$m $remarks"; done
  fi
  while IFS= read -r line; do
    build "$n" "${line%%:*}" "$post" "${line#*: } $remarks"
  done < <(sed -n 's|^// VARIANT \([a-z0-9_]*\): |\1: |p' "$f")
done
cp "$here/ph_run.sh" "$out/run.sh"
chmod +x "$out/run.sh"
exit $fail
