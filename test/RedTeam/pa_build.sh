#!/usr/bin/env bash
# test/RedTeam/pa_build.sh [OUT] [PRE_PLUGIN]: builds the red team of
# 0a15f4a's launch promotion (pa_*.cu) into OUT (default
# /work/main/.gpu/redpa) as NAME.base (--dpagg-disable), NAME.dpagg (the
# default pipeline), NAME.p, NAME.pa and, per "// VARIANT sfx: flags" line,
# NAME.sfx (DPAgg with the flags); with PRE_PLUGIN (a libDPAgg.so without
# this branch's fixes: the plugin of 0a15f4a) also NAME.pre.p, NAME.pre.pa
# and NAME.pre.sfx. Binaries are stripped; each build's remarks are in
# NAME.VARIANT.log. Then writes OUT/run.sh, which runs every binary (once
# per mode for the programs with modes) under a timeout (TIMEOUT_S, default
# 120 s) and prints the expectation, the verdict (PASS exit 0, FAIL 1,
# CUDAERR 2, TIMEOUT 124) and MISMATCH where they differ.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$here/../..
out=${1:-/work/main/.gpu/redpa}
pre=${2:-}
mkdir -p "$out"
cxx=$root/utils/dpagg-clang++
remarks=(-Rpass=dpagg-promote -Rpass-missed=dpagg-promote)
fail=0
build() { # name suffix plugin flags...
  local n=$1 sfx=$2 plugin=$3; shift 3
  if DPAGG_PLUGIN=$plugin "$cxx" -O3 "$@" "$here/$n.cu" -o "$out/$n.$sfx" \
      > "$out/$n.$sfx.log" 2>&1; then
    strip "$out/$n.$sfx"; echo "built $n.$sfx"
  else
    echo "FAILED $n.$sfx (see $out/$n.$sfx.log)"; rm -f "$out/$n.$sfx"; fail=1
  fi
}
post=$root/build/lib/libDPAgg.so
for f in "$here"/pa_*.cu; do
  n=$(basename "$f" .cu)
  build "$n" base "$post" --dpagg-disable
  build "$n" dpagg "$post"
  for tag in "" ${pre:+pre.}; do
    plugin=$post; [ -n "$tag" ] && plugin=$pre
    build "$n" "${tag}p" "$plugin" -Xarch_device -mllvm=-dpagg-promote=p "${remarks[@]}"
    build "$n" "${tag}pa" "$plugin" -Xarch_device -mllvm=-dpagg-promote=pa "${remarks[@]}"
    while IFS= read -r line; do
      sfx=${line%%:*}; vflags=${line#*: }
      # shellcheck disable=SC2086
      build "$n" "$tag$sfx" "$plugin" $vflags "${remarks[@]}"
    done < <(sed -n 's|^// VARIANT \([a-z0-9_-]*\): |\1: |p' "$f")
  done
done
cp "$here/pa_run.sh" "$out/run.sh"
chmod +x "$out/run.sh"
exit $fail
